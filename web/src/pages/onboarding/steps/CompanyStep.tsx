import { useEffect, useState, type SubmitEvent } from 'react';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { ChoiceCards } from '../../../components/ChoiceCards';
import { DEFAULT_TIMEZONE, industryOptions, timezoneOptions, type CompanyData } from '../onboardingSteps';
import type { CompanyDraft } from '../onboardingDraft';
import type { Industry } from '@landline/api';

interface CompanyErrors {
  companyName?: string;
  propertyCount?: string;
}

function validateCompany(values: { companyName: string; propertyCount: number | string }): CompanyErrors {
  const errors: CompanyErrors = {};
  if (!values.companyName.trim()) errors.companyName = 'Company name is required';
  if (values.propertyCount !== '' && (typeof values.propertyCount !== 'number' || values.propertyCount < 1)) {
    errors.propertyCount = 'Number of properties must be at least 1';
  }
  return errors;
}

/** Step 1: company name, industry, number of properties and time zone. */
export function CompanyStep({
  initial,
  submitting,
  submitLabel = 'Continue',
  onChange,
  onSubmit,
}: {
  initial?: CompanyDraft;
  submitting: boolean;
  submitLabel?: string;
  /** Hears what is typed before it is submitted, once it differs from `initial`. */
  onChange?: (draft: CompanyDraft) => void;
  onSubmit: (company: CompanyData) => void;
}) {
  const [companyName, setCompanyName] = useState(initial?.companyName ?? '');
  const [industry, setIndustry] = useState<Industry>(initial?.industry ?? 'property_management');
  const [propertyCount, setPropertyCount] = useState<number | string>(initial?.propertyCount ?? '');
  const [timezone, setTimezone] = useState(initial?.timezone ?? DEFAULT_TIMEZONE);
  const [errors, setErrors] = useState<CompanyErrors>({});

  const [start] = useState(initial);
  useEffect(() => {
    const draft = { companyName, industry, propertyCount, timezone };
    const unchanged =
      companyName === (start?.companyName ?? '') &&
      industry === (start?.industry ?? 'property_management') &&
      propertyCount === (start?.propertyCount ?? '') &&
      timezone === (start?.timezone ?? DEFAULT_TIMEZONE);
    if (!unchanged) onChange?.(draft);
  }, [companyName, industry, propertyCount, timezone, start, onChange]);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCompany({ companyName, propertyCount });
    setErrors(found);
    if (found.companyName || found.propertyCount) return;
    onSubmit({
      companyName: companyName.trim(),
      industry,
      timezone,
      ...(typeof propertyCount === 'number' ? { propertyCount } : {}),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Company details">
      <Stack gap="lg">
        <TextInput
          label="Company name"
          name="companyName"
          placeholder="Maple Street Property Management"
          autoComplete="organization"
          required
          value={companyName}
          onChange={(event) => setCompanyName(event.currentTarget.value)}
          error={errors.companyName}
        />

        <ChoiceCards label="Industry" value={industry} onChange={setIndustry} options={industryOptions} required />

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Number of properties"
            name="propertyCount"
            description="Optional"
            placeholder="e.g. 25"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={propertyCount}
            onChange={setPropertyCount}
            error={errors.propertyCount}
          />
          <Select
            label="Time zone"
            name="timezone"
            description="Used for business hours"
            data={timezoneOptions}
            value={timezone}
            onChange={(value) => setTimezone(value ?? DEFAULT_TIMEZONE)}
            allowDeselect={false}
            checkIconPosition="right"
          />
        </SimpleGrid>

        <Group justify="flex-end" mt="sm">
          <Button type="submit" size="md" loading={submitting} rightSection={<IconArrowRight size={18} />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
