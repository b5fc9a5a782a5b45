import { useState } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useCompleteOnboarding, useProfile } from '../../api/queries';
import { ApiError, NetworkError, SessionExpiredError } from '../../api/errors';
import { notifyError } from '../../components/notify';
import { OnboardingStepper } from './OnboardingStepper';
import { CompanyStep } from './steps/CompanyStep';
import { industryOptions, timezoneOptions, type CompanyData, type OnboardingData } from './onboardingSteps';

/** Spec: after the completion call, wait 1 second before moving on. */
export const ONBOARDING_COMPLETION_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function completionErrorText(error: unknown): string {
  if (error instanceof SessionExpiredError) return 'User not authenticated';
  if (error instanceof ApiError && error.serverMessage) return `Failed to complete onboarding: ${error.serverMessage}`;
  if (error instanceof NetworkError) return `Failed to complete onboarding: ${error.message}`;
  return 'Failed to complete onboarding';
}

export function OnboardingPage() {
  const profile = useProfile();
  const completeOnboarding = useCompleteOnboarding();
  const navigate = useNavigate();
  const [data, setData] = useState<OnboardingData>({});
  const [finishing, setFinishing] = useState(false);
  // Only the Company step exists so far; the Template/Phone/Customize/Test steps plug in after it.
  const active = 0;

  async function handleCompany(company: CompanyData) {
    setData((current) => ({ ...current, company }));
    setFinishing(true);
    try {
      await completeOnboarding.mutateAsync(company);
      await wait(ONBOARDING_COMPLETION_DELAY_MS);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      notifyError(completionErrorText(error));
      setFinishing(false);
    }
  }

  const saved = profile.data;
  // Pre-fill from the profile, ignoring empty or unknown values the backend may hold.
  const initialCompany: Partial<CompanyData> = data.company ?? {
    companyName: saved?.companyName ?? '',
    industry: industryOptions.find((option) => option.value === saved?.industry)?.value,
    timezone: timezoneOptions.find((option) => option.value === saved?.timezone)?.value,
    propertyCount: saved?.propertyCount && saved.propertyCount >= 1 ? saved.propertyCount : undefined,
  };

  return (
    <Stack gap="xl" maw={880} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Set up your AI employee
        </Title>
        <Text c="dimmed">A few quick steps and your phone line will be answered around the clock.</Text>
      </Stack>
      <OnboardingStepper active={active} />
      <Card p={{ base: 'lg', sm: 32 }} shadow="xs">
        <Stack gap={4} mb="lg">
          <Title order={2} fz="xl">
            Tell us about your company
          </Title>
          <Text c="dimmed" fz="sm">
            Your AI employee introduces itself on behalf of your company and follows your time zone.
          </Text>
        </Stack>
        <CompanyStep initial={initialCompany} submitting={finishing} onSubmit={(company) => void handleCompany(company)} />
      </Card>
    </Stack>
  );
}
