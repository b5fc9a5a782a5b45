import { Badge, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhone, IconPhonePlus } from '@tabler/icons-react';
import type { PhoneNumber } from '@landline/api';
import { ConnectionError } from '../../components/ConnectionError';
import { describeError, isNetworkError } from '../../api/errors';
import { DashboardCard } from '../dashboard/DashboardCard';
import { EmptyState } from '../dashboard/EmptyState';
import { formatPhoneNumber } from '../agents/agentRules';
import { GetNumberButton } from '../agents/GetNumberButton';
import classes from './phone.module.css';

/** The owner's numbers; a click puts one in the display. */
export function SandboxNumbers({
  numbers,
  loading,
  error,
  onRetry,
  agentName,
  selected,
  disabled,
  onSelect,
}: {
  numbers: PhoneNumber[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  agentName: (agentId: string | null | undefined) => string | null;
  selected: string | null;
  disabled: boolean;
  onSelect: (phoneNumber: string) => void;
}) {
  let body;
  if (numbers === undefined && loading) {
    body = (
      <Stack gap="xs">
        <Skeleton h={52} />
        <Skeleton h={52} />
      </Stack>
    );
  } else if (numbers === undefined) {
    body = isNetworkError(error) ? (
      <ConnectionError compact onRetry={onRetry} />
    ) : (
      <Text c="red" fz="sm" role="alert">
        {describeError(error, 'Failed to load your phone numbers')}
      </Text>
    );
  } else if (numbers.length === 0) {
    body = (
      <EmptyState icon={IconPhonePlus} title="No phone numbers yet" description="Get a sandbox number for an AI employee, then call it from here." action={<GetNumberButton />} />
    );
  } else {
    body = (
      <Stack gap="xs" data-testid="sandbox-numbers">
        {numbers.map((number) => {
          const name = agentName(number.agentId);
          return (
            <UnstyledButton
              key={number.id || number.phoneNumber}
              className={classes.numberRow}
              data-selected={selected === number.phoneNumber}
              onClick={() => onSelect(number.phoneNumber)}
              disabled={disabled}
              data-testid="sandbox-number"
              aria-pressed={selected === number.phoneNumber}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconPhone size={18} color="var(--mantine-color-brand-6)" style={{ flexShrink: 0 }} />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} className="tabular">
                      {formatPhoneNumber(number.phoneNumber)}
                    </Text>
                    <Text fz="xs" c="dimmed" truncate>
                      {name ?? 'Not assigned to an AI employee'}
                    </Text>
                  </div>
                </Group>
                {number.provider === 'sandbox' && (
                  <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
                    Sandbox
                  </Badge>
                )}
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    );
  }
  return <DashboardCard title="Your numbers">{body}</DashboardCard>;
}
