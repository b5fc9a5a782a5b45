import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconClockHour4, IconPhone, IconPlus, IconTrash, IconUser } from '@tabler/icons-react';
import type { OnCallContact } from '@landline/api';
import { LADDER_HELP, MAX_ON_CALL_CONTACTS, MAX_RING_SECONDS, MIN_RING_SECONDS, RING_TIME_HELP, formatPhoneNumber, ladderRowErrors, validateRingSeconds } from '../agentRules';

/** The on-call ladder (who is rung, in order, after the transfer number) and how long each phone rings. */
export function LadderFields({
  contacts,
  ringSeconds,
  transferNumber,
  showErrors,
  onContactsChange,
  onRingSecondsChange,
  headingOrder = 4,
}: {
  contacts: OnCallContact[];
  /** '' while the input is empty. */
  ringSeconds: number | string;
  transferNumber: string;
  /** Show errors: after typing in the transfer fields or a submit attempt. */
  showErrors: boolean;
  onContactsChange: (contacts: OnCallContact[]) => void;
  onRingSecondsChange: (ringSeconds: number | string) => void;
  headingOrder?: 3 | 4;
}) {
  const errors = showErrors ? ladderRowErrors(contacts, transferNumber) : [];
  const change = (index: number, patch: Partial<OnCallContact>) => onContactsChange(contacts.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const full = contacts.length >= MAX_ON_CALL_CONTACTS;

  return (
    <Stack gap="sm" mt="xs">
      <div>
        <Title order={headingOrder} fz="sm">
          On-call ladder
        </Title>
        <Text fz="sm" c="dimmed">
          {LADDER_HELP}
        </Text>
      </div>

      {contacts.length === 0 && (
        <Text fz="sm" c="dimmed" fs="italic">
          No one yet: only the transfer number is called.
        </Text>
      )}
      {contacts.map((contact, index) => {
        const n = index + 1;
        return (
          <Paper key={index} withBorder radius="md" p="sm" role="group" aria-label={`On-call contact ${n}`}>
            <Group justify="space-between" gap="xs" mb={4}>
              <Text fz="sm" fw={600}>
                On-call contact {n}
              </Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} />}
                aria-label={`Remove on-call contact ${n}`}
                onClick={() => onContactsChange(contacts.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Name"
                name={`ladder.${index}.name`}
                placeholder="e.g. Dana Ruiz"
                autoComplete="off"
                leftSection={<IconUser size={16} />}
                value={contact.name}
                onChange={(event) => change(index, { name: event.currentTarget.value })}
                error={errors[index]?.name}
              />
              <TextInput
                label="Phone"
                name={`ladder.${index}.phone`}
                placeholder="(212) 555-1234"
                type="tel"
                autoComplete="off"
                leftSection={<IconPhone size={16} />}
                value={contact.phone}
                onChange={(event) => change(index, { phone: event.currentTarget.value })}
                onBlur={() => formatPhoneNumber(contact.phone) !== contact.phone && change(index, { phone: formatPhoneNumber(contact.phone) })}
                error={errors[index]?.phone}
              />
            </SimpleGrid>
          </Paper>
        );
      })}

      <Group gap="sm">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => onContactsChange([...contacts, { name: '', phone: '' }])} disabled={full}>
          Add contact
        </Button>
        <Text fz="xs" c="dimmed">
          {full ? `Up to ${MAX_ON_CALL_CONTACTS} contacts` : `${contacts.length} of ${MAX_ON_CALL_CONTACTS}`}
        </Text>
      </Group>

      <NumberInput
        label="Ring time"
        name="ringSeconds"
        description={RING_TIME_HELP}
        suffix=" seconds"
        min={MIN_RING_SECONDS}
        max={MAX_RING_SECONDS}
        step={5}
        allowDecimal={false}
        allowNegative={false}
        leftSection={<IconClockHour4 size={16} />}
        value={ringSeconds}
        onChange={onRingSecondsChange}
        error={showErrors ? validateRingSeconds(ringSeconds) : undefined}
        maw={360}
      />
    </Stack>
  );
}
