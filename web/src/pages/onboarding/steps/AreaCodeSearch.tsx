import type { SubmitEvent } from 'react';
import { Alert, Button, Group, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { SEARCH_EMPTY, searchErrorText } from '../../agents/agentRules';
import { AREA_CODE_LENGTH, sanitizeAreaCode } from '../onboardingSteps';

interface SearchState {
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
}

/**
 * The search for a new number by area code, with its failure and no-result messages (the Phone step, and a
 * number picked from the agent page); the caller lists the results.
 */
export function AreaCodeSearch({
  areaCode,
  onChange,
  onSearch,
  search,
  found,
}: {
  areaCode: string;
  onChange: (areaCode: string) => void;
  onSearch: () => void;
  search: SearchState;
  found: number;
}) {
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (areaCode.length === AREA_CODE_LENGTH) onSearch();
  };
  return (
    <>
      <Title order={3} fz="md">
        Search for a new number
      </Title>
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
          <Button type="submit" variant="light" leftSection={<IconSearch size={16} />} disabled={areaCode.length !== AREA_CODE_LENGTH} loading={search.isFetching}>
            Search
          </Button>
        </Group>
      </form>
      {search.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {searchErrorText(search.error)}
        </Alert>
      )}
      {search.isSuccess && found === 0 && !search.isFetching && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} role="alert">
          {SEARCH_EMPTY}
        </Alert>
      )}
    </>
  );
}
