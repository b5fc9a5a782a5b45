import type { FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { AREA_CODE_LENGTH, sanitizeAreaCode } from '../onboardingSteps';

/** The area-code search for a new number (the Phone step, and a number picked from the agent page). */
export function AreaCodeSearch({ areaCode, onChange, onSearch, searching }: { areaCode: string; onChange: (areaCode: string) => void; onSearch: () => void; searching: boolean }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (areaCode.length === AREA_CODE_LENGTH) onSearch();
  };
  return (
    <form onSubmit={submit} aria-label="Search phone numbers" noValidate>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Area code"
          name="areaCode"
          placeholder="e.g. 415"
          description="3 digits"
          inputMode="numeric"
          autoComplete="off"
          maxLength={AREA_CODE_LENGTH}
          value={areaCode}
          onChange={(event) => onChange(sanitizeAreaCode(event.currentTarget.value))}
          w={160}
        />
        <Button type="submit" variant="light" leftSection={<IconSearch size={16} />} disabled={areaCode.length !== AREA_CODE_LENGTH} loading={searching}>
          Search
        </Button>
      </Group>
    </form>
  );
}
