import { useState } from 'react';
import { Alert, Badge, Box, Button, Group, Image, Radio, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconRefresh } from '@tabler/icons-react';
import { useTemplates } from '../../../api/queries';
import { describeError } from '../../../api/errors';
import type { Template } from '@landline/api';
import { templateAvatarUrl } from '../../agents/agentRules';
import { StepActions } from './StepActions';

const templateKey = (template: Pick<Template, 'industry' | 'type'>) => `${template.industry}:${template.type}`;

/** Step 2: choose exactly one template of the owner's industry. */
export function TemplateStep({ industry, initial, onBack, onSubmit }: { industry: string; initial?: Template; onBack?: () => void; onSubmit: (template: Template) => void }) {
  const templates = useTemplates('all');
  const [chosen, setChosen] = useState<string | null>(initial ? templateKey(initial) : null);
  const available = (templates.data ?? []).filter((template) => template.industry === industry);
  const selected = available.find((template) => templateKey(template) === chosen);

  let body;
  if (templates.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (templates.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Could not load templates" role="alert">
        <Group justify="space-between" gap="sm">
          <Text fz="sm">{describeError(templates.error, 'Failed to load templates')}</Text>
          <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void templates.refetch()} loading={templates.isFetching}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  } else if (available.length === 0) {
    body = <Text c="dimmed">No templates are available for your industry yet.</Text>;
  } else {
    body = (
      <Radio.Group value={chosen} onChange={setChosen} label={<VisuallyHidden>AI employee template</VisuallyHidden>}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {available.map((template) => (
            <Radio.Card key={templateKey(template)} value={templateKey(template)} p="md" radius="md" className="choice-card template-card" aria-label={template.title}>
              <Group wrap="nowrap" align="flex-start" gap="md">
                <Image src={templateAvatarUrl(template)} alt="" w={64} h={64} radius="md" fallbackSrc="/favicon.svg" />
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <Text fw={700} fz="sm" lh={1.3}>
                      {template.title}
                    </Text>
                    <Radio.Indicator />
                  </Group>
                  <Text fz="xs" c="dimmed" lh={1.45}>
                    {template.description}
                  </Text>
                </Stack>
              </Group>
              {template.features.length > 0 && (
                <Box component="ul" p={0} m={0} mt="sm" style={{ listStyle: 'none' }}>
                  {template.features.slice(0, 5).map((feature) => (
                    <Group key={feature} component="li" gap={8} wrap="nowrap" align="flex-start" mt={4}>
                      <ThemeIcon size={16} radius="xl" variant="light" mt={2}>
                        <IconCheck size={11} stroke={3} />
                      </ThemeIcon>
                      <Text fz="xs">{feature}</Text>
                    </Group>
                  ))}
                </Box>
              )}
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    );
  }

  return (
    <Stack gap="lg">
      {body}
      {selected && (
        <Group gap="xs">
          <Text fz="sm" c="dimmed">
            Selected:
          </Text>
          <Badge variant="light" radius="sm">
            {selected.title}
          </Badge>
        </Group>
      )}
      <StepActions onBack={onBack} nextDisabled={!selected} onNext={() => selected && onSubmit(selected)} />
    </Stack>
  );
}
