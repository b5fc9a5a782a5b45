import { Avatar, Button, Group, Modal, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconClockPlay, IconLanguage } from '@tabler/icons-react';
import type { DemoEmployee, DemoLanguage } from './demoEmployees';

export type DemoCallStep = { stage: 'language' } | { stage: 'comingSoon'; language: DemoLanguage };

const languages: { value: DemoLanguage; label: string; hint: string }[] = [
  { value: 'en', label: 'English', hint: 'Talk in English' },
  { value: 'es', label: 'Español', hint: 'Habla en español' },
];

function LanguageOption({ label, hint, onClick }: { label: string; hint: string; onClick: () => void }) {
  return (
    <UnstyledButton
      onClick={onClick}
      p="lg"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12, textAlign: 'center' }}
      className="language-option"
    >
      <Text fw={700} fz="lg">
        {label}
      </Text>
      <Text fz="xs" c="dimmed">
        {hint}
      </Text>
    </UnstyledButton>
  );
}

/**
 * The demo call flow: a language picker, then (until live calls ship) a dialog saying live
 * demo calls are coming right up, with a way to join the waitlist.
 */
export function DemoCallDialogs({
  employee,
  opened,
  step,
  onChooseLanguage,
  onJoinWaitlist,
  onClose,
}: {
  employee: DemoEmployee | null;
  opened: boolean;
  step: DemoCallStep;
  onChooseLanguage: (language: DemoLanguage) => void;
  onJoinWaitlist: () => void;
  onClose: () => void;
}) {
  const header = employee && (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={employee.photo} radius="xl" size={40} alt={employee.name} />
      <div>
        <Text fw={700}>Call {employee.name}</Text>
        <Text fz="xs" c="dimmed">
          {employee.title}
        </Text>
      </div>
    </Group>
  );

  return (
    <Modal opened={opened} onClose={onClose} title={header} centered radius="lg" size="md">
      {employee && step.stage === 'language' && (
        <Stack gap="md">
          <Group gap="xs" c="dimmed">
            <IconLanguage size={18} />
            <Text fz="sm">Choose the language for your call</Text>
          </Group>
          <SimpleGrid cols={2}>
            {languages.map((language) => (
              <LanguageOption
                key={language.value}
                label={language.label}
                hint={language.hint}
                onClick={() => onChooseLanguage(language.value)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {employee && step.stage === 'comingSoon' && (
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconClockPlay size={30} />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            Live demo calls are coming right up
          </Text>
          <Text c="dimmed" fz="sm">
            Talking with {employee.name} in {step.language === 'es' ? 'Spanish' : 'English'} right from your browser
            will be available here very soon. Join the waitlist and we&apos;ll let you know the moment live calls open.
          </Text>
          <Group justify="center" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={onJoinWaitlist}>Join the waitlist</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
