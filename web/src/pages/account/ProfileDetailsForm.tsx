import { useState, type SubmitEvent } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useUpdateProfile } from '../../api/account';
import { describeError } from '../../api/errors';
import type { UserDocument } from '@landline/api';
import { FormError } from '../../components/FormError';
import { notifySuccess } from '../../components/notify';
import { timezoneOptions } from '../onboarding/onboardingSteps';
import { PROFILE_SAVED } from './accountRules';

const knownTimezone = (value: string | null | undefined) => timezoneOptions.find((option) => option.value === value)?.value ?? null;

/** Name, company and time zone; the email is the sign-in address and is shown, not changed. */
export function ProfileDetailsForm({ profile }: { profile: UserDocument }) {
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [companyName, setCompanyName] = useState(profile.companyName);
  const [timezone, setTimezone] = useState<string | null>(knownTimezone(profile.timezone));
  const [errors, setErrors] = useState<{ displayName?: string; companyName?: string; timezone?: string }>({});
  const update = useUpdateProfile();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      displayName: displayName.trim() ? undefined : 'Name is required',
      companyName: companyName.trim() ? undefined : 'Company name is required',
      timezone: timezone ? undefined : 'Choose a time zone',
    };
    setErrors(next);
    if (next.displayName || next.companyName || next.timezone || !timezone) return;
    update.mutate({ displayName, companyName, timezone }, { onSuccess: () => notifySuccess(PROFILE_SAVED) });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Profile details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" value={displayName} onChange={(e) => setDisplayName(e.currentTarget.value)} error={errors.displayName} maxLength={120} required />
          <TextInput label="Email" value={profile.email} readOnly variant="filled" description="You sign in with this address. To change it, contact support." />
          <TextInput label="Company" value={companyName} onChange={(e) => setCompanyName(e.currentTarget.value)} error={errors.companyName} maxLength={200} required />
          <Select
            label="Time zone"
            data={timezoneOptions}
            value={timezone}
            onChange={setTimezone}
            error={errors.timezone}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            required
          />
        </SimpleGrid>
        {update.isError && <FormError error={describeError(update.error, 'Failed to save your profile')} />}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
