import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Loader, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAssignPhoneNumber, useAvailableNumbers, usePhoneNumberSearch, usePurchasePhoneNumber } from '../../api/queries';
import type { Agent, OfferedNumber, PhoneNumber } from '@landline/api';
import { NumberCard } from '../onboarding/steps/PhoneStep';
import { AreaCodeSearch } from '../onboarding/steps/AreaCodeSearch';
import { ASSIGNMENT_DECLINED, PURCHASE_DECLINED, formatPhoneNumber, isTrialPhoneLimit, phoneErrorDetail } from './agentRules';
import { PLAN_PATH } from './agentLimit';

type Choice = { kind: 'existing' | 'new'; number: OfferedNumber };

function failureText(kind: Choice['kind'], error: unknown): string {
  const detail = phoneErrorDetail(error);
  const headline = kind === 'existing' ? ASSIGNMENT_DECLINED : PURCHASE_DECLINED;
  return detail ? `${headline} ${detail}` : headline;
}

/** The onboarding Phone step's choices for an existing agent: a number the owner holds, or a new one by area code. */
export function NumberPickerModal({ agent, opened, onClose, onDone }: { agent: Agent; opened: boolean; onClose: () => void; onDone: (phoneNumber: string) => void }) {
  const [areaCode, setAreaCode] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const search = usePhoneNumberSearch(opened ? searched : null);
  const owned = useAvailableNumbers();
  const purchase = usePurchasePhoneNumber();
  const assign = useAssignPhoneNumber();
  const ownedNumbers = owned.data ?? [];
  const results = search.data ?? [];
  const failed = purchase.error ?? assign.error;
  const saving = purchase.isPending || assign.isPending;

  function runSearch() {
    if (searched === areaCode) void search.refetch();
    setSearched(areaCode);
  }

  function choose(value: string) {
    const [kind, phoneNumber] = value.split(':') as ['existing' | 'new', string];
    const number = (kind === 'existing' ? ownedNumbers : results).find((candidate) => candidate.phoneNumber === phoneNumber);
    if (number) setChoice({ kind, number });
  }

  function save() {
    if (!choice) return;
    purchase.reset();
    assign.reset();
    const done = (result: { phoneNumber: PhoneNumber }) => onDone(result.phoneNumber.phoneNumber || choice.number.phoneNumber);
    if (choice.kind === 'existing') assign.mutate({ phoneNumberId: choice.number.id, agentId: agent.id }, { onSuccess: done });
    else purchase.mutate({ phoneNumber: choice.number.phoneNumber, agentId: agent.id, friendlyName: agent.customName }, { onSuccess: done });
  }

  const selected = choice ? `${choice.kind}:${choice.number.phoneNumber}` : null;
  return (
    <Modal opened={opened} onClose={onClose} title={`Phone number for ${agent.customName}`} size="lg" centered>
      <Stack gap="lg">
        {ownedNumbers.length > 0 && (
          <Radio.Group value={selected} onChange={choose} label="Use a number you already have" description="Numbers you own, including ones released from an AI employee.">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
              {ownedNumbers.map((number) => (
                <NumberCard key={number.id} number={number} value={`existing:${number.phoneNumber}`} kind="owned" />
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
        {owned.isPending && (
          <Group gap={6}>
            <Loader size="xs" />
            <Text fz="xs" c="dimmed">
              Checking for numbers you already have...
            </Text>
          </Group>
        )}
        {ownedNumbers.length > 0 && <Divider label="or get a new number" labelPosition="center" />}

        <Stack gap="xs">
          <AreaCodeSearch areaCode={areaCode} onChange={setAreaCode} onSearch={runSearch} search={search} found={results.length} />
          {search.isSuccess && results.length > 0 && (
            <Radio.Group
              value={selected}
              onChange={choose}
              label="Available phone numbers"
              description={`${results.length} ${results.length === 1 ? 'number' : 'numbers'} in area code ${searched}`}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt={8}>
                {results.map((number) => (
                  <NumberCard key={number.id || number.phoneNumber} number={number} value={`new:${number.phoneNumber}`} kind="new" />
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
        </Stack>

        {failed && choice && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            <Stack gap={4}>
              <Text fz="sm">{failureText(choice.kind, failed)}</Text>
              {isTrialPhoneLimit(failed) && (
                <Text fz="sm">
                  Use a number you already have, or{' '}
                  <Anchor component={Link} to={PLAN_PATH} fz="sm">
                    upgrade your plan
                  </Anchor>
                  .
                </Text>
              )}
            </Stack>
          </Alert>
        )}

        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {choice ? `Selected: ${formatPhoneNumber(choice.number.phoneNumber)}` : 'Choose a number'}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button onClick={save} disabled={!choice} loading={saving}>
              Use this number
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
