import { useState } from 'react';
import { Badge, Checkbox, Divider, Group, Loader, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useAvailableNumbers, usePhoneNumberSearch } from '../../../api/queries';
import { describeError } from '../../../api/errors';
import type { OfferedNumber, PhoneNumber } from '@landline/api';
import { formatMonthlyPrice, formatPhoneNumber } from '../../agents/agentRules';
import type { PhoneChoice, PhoneData } from '../onboardingSteps';
import { AreaCodeSearch } from './AreaCodeSearch';
import { StepActions } from './StepActions';

const choiceValue = (choice: PhoneChoice | null): string | null => (choice && choice.kind !== 'skip' ? `${choice.kind}:${choice.number.phoneNumber}` : null);

export function NumberCard({ number, value, kind }: { number: OfferedNumber & Partial<Pick<PhoneNumber, 'status'>>; value: string; kind: 'new' | 'owned' }) {
  const place = [number.locality, number.region].filter(Boolean).join(', ');
  return (
    <Radio.Card value={value} p="sm" radius="md" className="choice-card" aria-label={formatPhoneNumber(number.phoneNumber)}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Radio.Indicator mt={2} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700} fz="sm" className="tabular">
              {formatPhoneNumber(number.phoneNumber)}
            </Text>
            <Text fz="xs" fw={600} c="dimmed">
              {formatMonthlyPrice(number.monthlyPrice, kind)}
            </Text>
          </Group>
          <Group gap={6}>
            <Text fz="xs" c="dimmed">
              {place || 'United States'}
            </Text>
            {number.status === 'released' && (
              <Badge size="xs" variant="light" color="gray" radius="sm">
                Previously released
              </Badge>
            )}
            {number.status === 'owned' && (
              <Badge size="xs" variant="light" color="teal" radius="sm">
                Owned
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/** Step 3: search a number by area code, reuse one the owner holds, or skip (exclusive choices). */
export function PhoneStep({ initial, onBack, onSubmit }: { initial?: PhoneData; onBack: () => void; onSubmit: (phone: PhoneData) => void }) {
  const [areaCode, setAreaCode] = useState(initial?.areaCode ?? '');
  const [searched, setSearched] = useState<string | null>(initial?.searchedAreaCode ?? null);
  const [choice, setChoice] = useState<PhoneChoice | null>(initial?.choice ?? null);
  const search = usePhoneNumberSearch(searched);
  const owned = useAvailableNumbers();
  const ownedNumbers = owned.data ?? [];

  function runSearch() {
    if (searched === areaCode) void search.refetch();
    setSearched(areaCode);
  }

  function choose(value: string) {
    const [kind, ...rest] = value.split(':');
    const phoneNumber = rest.join(':');
    const list = kind === 'existing' ? ownedNumbers : (search.data ?? []);
    const number = list.find((candidate) => candidate.phoneNumber === phoneNumber);
    if (number) setChoice({ kind: kind as 'new' | 'existing', number });
  }

  const skip = choice?.kind === 'skip';
  const results = search.data ?? [];

  return (
    <Stack gap="lg">
      {ownedNumbers.length > 0 && (
        <Stack gap="xs">
          <Radio.Group
            value={choiceValue(choice)}
            onChange={choose}
            label="Use a number you already have"
            labelProps={{ fz: 'md', fw: 700, mb: 2 }}
            description="Numbers you own, including ones released when an AI employee was deleted."
            descriptionProps={{ fz: 'sm' }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
              {ownedNumbers.map((number) => (
                <NumberCard key={number.id} number={number} value={`existing:${number.phoneNumber}`} kind="owned" />
              ))}
            </SimpleGrid>
          </Radio.Group>
          <Divider label="or get a new number" labelPosition="center" my="xs" />
        </Stack>
      )}

      <Stack gap="xs">
        <AreaCodeSearch areaCode={areaCode} onChange={setAreaCode} onSearch={runSearch} search={search} found={results.length} />
        {search.isSuccess && results.length > 0 && (
          <Radio.Group
            value={choiceValue(choice)}
            onChange={choose}
            label="Available phone numbers"
            description={`${results.length} ${results.length === 1 ? 'number' : 'numbers'} in area code ${searched}`}
            mt="xs"
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt={8}>
              {results.map((number) => (
                <NumberCard key={number.id || number.phoneNumber} number={number} value={`new:${number.phoneNumber}`} kind="new" />
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
        {owned.isError && (
          <Text fz="xs" c="dimmed">
            Your existing numbers could not be loaded: {describeError(owned.error, 'Failed to load your phone numbers')}
          </Text>
        )}
        {owned.isPending && (
          <Group gap={6}>
            <Loader size="xs" />
            <Text fz="xs" c="dimmed">
              Checking for numbers you already have...
            </Text>
          </Group>
        )}
      </Stack>

      <Divider />
      <Checkbox
        label="Skip for now — I'll add a phone number later"
        description="You can still test your AI employee in the browser."
        checked={skip}
        onChange={(event) => setChoice(event.currentTarget.checked ? { kind: 'skip' } : null)}
      />

      {choice && choice.kind !== 'skip' && (
        <Group gap="xs">
          <IconPhone size={16} />
          <Text fz="sm">
            Selected: <strong>{formatPhoneNumber(choice.number.phoneNumber)}</strong>
            {choice.kind === 'new' ? ' (new number)' : ' (a number you have)'}
          </Text>
        </Group>
      )}

      <StepActions onBack={onBack} nextDisabled={!choice} onNext={() => choice && onSubmit({ areaCode, searchedAreaCode: searched, choice })} />
    </Stack>
  );
}
