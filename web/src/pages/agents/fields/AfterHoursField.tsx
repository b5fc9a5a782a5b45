import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { AfterHoursBehaviour } from '../../../api/types';
import { afterHoursOptions } from '../agentRules';

/** What the AI employee does outside business hours, with a plain-language description of each choice. */
export function AfterHoursField({ value, onChange }: { value: AfterHoursBehaviour; onChange: (value: AfterHoursBehaviour) => void }) {
  return (
    <Radio.Group label="After-hours behaviour" value={value} onChange={(next) => onChange(next as AfterHoursBehaviour)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6}>
        {afterHoursOptions.map((option) => (
          <Radio.Card key={option.value} value={option.value} p="md" radius="md" className="choice-card" aria-label={option.label}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <div>
                <Text fw={600} fz="sm">
                  {option.label}
                </Text>
                <Text fz="xs" c="dimmed">
                  {option.description}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
