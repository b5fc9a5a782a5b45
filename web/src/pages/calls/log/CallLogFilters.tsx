import { useEffect, useState } from 'react';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useAgents } from '../../../api/queries';
import { ANY, DATE_PRESETS, OUTCOME_OPTIONS, presetOf, presetRange, SOURCE_OPTIONS, URGENCY_OPTIONS, type CallLogFilters as Filters, type DatePreset } from './callLogRules';

const SEARCH_DELAY_MS = 300;
const DATE_OPTIONS = [{ value: 'any', label: 'Any time' }, ...DATE_PRESETS.map((p) => ({ value: p.value, label: p.label })), { value: 'custom', label: 'Custom range' }];

/** The search box, typed into freely; the filter follows once typing pauses (or at once on Enter). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [prevValue, setPrevValue] = useState(value);
  if (value !== prevValue) {
    setPrevValue(value);
    setText(value);
  }
  const [settled] = useDebouncedValue(text, SEARCH_DELAY_MS);
  useEffect(() => {
    if (settled.trim() !== value.trim()) onSearch(settled);
    // Only a pause in typing searches; a new `value` from the URL resets the text above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <TextInput
      type="search"
      aria-label="Search calls"
      placeholder="Search name, unit, address or issue"
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text);
      }}
    />
  );
}

/** The call log's search and filters; every change goes to the URL through `onChange`. */
export function CallLogFilters({ filters, timeZone, onChange }: { filters: Filters; timeZone: string; onChange: (patch: Partial<Filters>) => void }) {
  const agents = useAgents();
  const [customDates, setCustomDates] = useState(false);
  const preset = customDates ? 'custom' : presetOf(filters, timeZone);
  const agentOptions = [{ value: ANY, label: 'All agents' }, ...(agents.data?.agents ?? []).map((a) => ({ value: a.id, label: a.customName || 'Unnamed agent' }))];
  if (filters.agentId && !agentOptions.some((o) => o.value === filters.agentId)) agentOptions.push({ value: filters.agentId, label: 'Other agent' });
  const choose = (key: keyof Filters) => (value: string | null) => onChange({ [key]: !value || value === ANY ? '' : value });

  const setPreset = (value: string | null) => {
    const next = (value ?? 'any') as DatePreset;
    setCustomDates(next === 'custom');
    if (next === 'any') onChange({ from: '', to: '' });
    else if (next !== 'custom') onChange(presetRange(next, timeZone));
  };

  return (
    <div>
      <SearchBox value={filters.q} onSearch={(q) => onChange({ q })} />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" mt="sm">
        <Select label="Date" data={DATE_OPTIONS} value={preset} onChange={setPreset} allowDeselect={false} size="sm" />
        <Select label="Agent" data={agentOptions} value={filters.agentId || ANY} onChange={choose('agentId')} allowDeselect={false} size="sm" />
        <Select label="Urgency" data={URGENCY_OPTIONS} value={filters.urgency || ANY} onChange={choose('urgency')} allowDeselect={false} size="sm" />
        <Select label="Outcome" data={OUTCOME_OPTIONS} value={filters.outcome || ANY} onChange={choose('outcome')} allowDeselect={false} size="sm" />
        <Select label="Source" data={SOURCE_OPTIONS} value={filters.source || ANY} onChange={choose('source')} allowDeselect={false} size="sm" />
      </SimpleGrid>
      {preset === 'custom' && (
        <Group gap="sm" mt="sm" align="flex-end">
          <TextInput type="date" label="From" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.currentTarget.value })} size="sm" />
          <TextInput type="date" label="To" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange({ to: e.currentTarget.value })} size="sm" />
          <Button variant="subtle" size="sm" leftSection={<IconX size={14} />} onClick={() => setPreset('any')}>
            Any time
          </Button>
        </Group>
      )}
    </div>
  );
}
