import { Stack, Switch, TextInput } from '@mantine/core';
import { IconPhoneOutgoing } from '@tabler/icons-react';
import { formatPhoneNumber, validateTransferNumber } from '../agentRules';

/** Enable Call Transfer and the transfer number, validated live while typing (and on submit via `showErrors`). */
export function TransferFields({
  enabled,
  number,
  showErrors,
  onEnabledChange,
  onNumberChange,
}: {
  enabled: boolean;
  number: string;
  /** Show the number's error: after the first keystroke or a submit attempt. */
  showErrors: boolean;
  onEnabledChange: (enabled: boolean) => void;
  onNumberChange: (number: string) => void;
}) {
  const error = showErrors ? validateTransferNumber(enabled, number) : undefined;
  return (
    <Stack gap="sm">
      <Switch
        label="Enable Call Transfer"
        description="Urgent calls and callers who ask for a person are transferred to your team."
        checked={enabled}
        onChange={(event) => onEnabledChange(event.currentTarget.checked)}
      />
      {enabled && (
        <TextInput
          label="Transfer number"
          name="transferNumber"
          description="e.g. (212) 555-1234, or +52 55 1234 5678 outside the US"
          placeholder="(212) 555-1234"
          type="tel"
          autoComplete="tel"
          required
          leftSection={<IconPhoneOutgoing size={16} />}
          value={number}
          onChange={(event) => onNumberChange(event.currentTarget.value)}
          onBlur={() => formatPhoneNumber(number) !== number && onNumberChange(formatPhoneNumber(number))}
          error={error}
          maw={360}
        />
      )}
    </Stack>
  );
}
