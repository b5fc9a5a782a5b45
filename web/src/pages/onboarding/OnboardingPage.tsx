import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useAgents, useAssignPhoneNumber, useCompleteOnboarding, useCreateAgent, useProfile, usePurchasePhoneNumber, useUpdateAgent } from '../../api/queries';
import { ApiError, NetworkError, SessionExpiredError, describeError, isNetworkError } from '../../api/errors';
import type { Agent, RequestBody, Template, UserDocument, Voice } from '@landline/api';
import { ConnectionError } from '../../components/ConnectionError';
import { LoadingScreen } from '../../components/LoadingScreen';
import { notifyAgentLimit, notifyError } from '../../components/notify';
import { ASSIGNMENT_DECLINED, CREATE_FAILED, CREATE_FALLBACK_TIMEZONE, PURCHASE_DECLINED, isAgentLimit, isTrialPhoneLimit, phoneErrorDetail } from '../agents/agentRules';
import { LeaveDialog, useLeaveGuard } from '../agents/leaveGuard';
import { AgentLimitPage } from '../agents/agentLimit';
import { OnboardingStepper } from './OnboardingStepper';
import { clearDraft, hasUnsavedOnboarding, loadDraft, pageWasReloaded, resumesDraft, saveDraft, type CompanyDraft, type OnboardingDraft } from './onboardingDraft';
import { PhoneFailureDialog, type PhoneFailure, type PhoneFailureAnswer } from './PhoneFailureDialog';
import { buildCreatePayload, createToUpdate } from './createPayload';
import {
  DEFAULT_TIMEZONE,
  defaultCustomizeData,
  industryOptions,
  stepsFor,
  timezoneOptions,
  type CustomizeData,
  type OnboardingData,
  type OnboardingStepKey,
  type PhoneChoice,
  type PhoneData,
} from './onboardingSteps';
import { CompanyStep } from './steps/CompanyStep';
import { CustomizeStep } from './steps/CustomizeStep';
import { PhoneStep } from './steps/PhoneStep';
import { TemplateStep } from './steps/TemplateStep';
import { TestStep } from './steps/TestStep';

/** Spec: after the completion call, wait 1 second before moving on. */
export const ONBOARDING_COMPLETION_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function completionErrorText(error: unknown): string {
  if (error instanceof SessionExpiredError) return 'User not authenticated';
  if (error instanceof ApiError && error.serverMessage) return `Failed to complete onboarding: ${error.serverMessage}`;
  if (error instanceof NetworkError) return `Failed to complete onboarding: ${error.message}`;
  return 'Failed to complete onboarding';
}

const HEADINGS: Record<OnboardingStepKey, { title: string; description: string }> = {
  company: {
    title: 'Tell us about your company',
    description: 'Your AI employee introduces itself on behalf of your company and follows your time zone.',
  },
  template: {
    title: 'Choose your AI employee',
    description: 'Pick the role that fits the calls you get. You can customize everything in the next steps.',
  },
  phone: {
    title: 'Get a phone number',
    description: 'Callers reach your AI employee on this number. Search by area code, reuse a number you have, or skip for now.',
  },
  customize: {
    title: 'Customize your AI employee',
    description: 'Give it a name and a voice, and tell it how your business works.',
  },
  test: {
    title: 'Your AI employee is ready',
    description: 'Try it out before your callers do.',
  },
};

const validIndustry = (value: string | null | undefined) => industryOptions.find((option) => option.value === value)?.value;
const validTimezone = (value: string | null | undefined) => timezoneOptions.find((option) => option.value === value)?.value;

/** The company data sent on completion: the Company step's, else the profile's (returning owners skip that step). */
function companyForCompletion(data: OnboardingData, profile: UserDocument | undefined, companyName: string): RequestBody<'POST /completeOnboarding'> {
  if (data.company) return data.company;
  return {
    companyName: profile?.companyName.trim() || companyName,
    industry: validIndustry(profile?.industry) ?? 'property_management',
    timezone: validTimezone(profile?.timezone) ?? DEFAULT_TIMEZONE,
    ...(profile?.propertyCount && profile.propertyCount >= 1 ? { propertyCount: profile.propertyCount } : {}),
  };
}

type AttachOutcome = { kind: 'attached'; phoneNumber: string } | { kind: 'none' } | { kind: 'stop' } | { kind: 'deleteAgent' };

/** Asks the phone-failure question and resolves with the owner's answer. */
function usePhoneFailureQuestion() {
  const [failure, setFailure] = useState<PhoneFailure | null>(null);
  const resolver = useRef<((answer: PhoneFailureAnswer) => void) | null>(null);
  const ask = useCallback(
    (next: PhoneFailure) =>
      new Promise<PhoneFailureAnswer>((resolve) => {
        resolver.current = resolve;
        setFailure(next);
      }),
    [],
  );
  const answer = useCallback((value: PhoneFailureAnswer) => {
    setFailure(null);
    resolver.current?.(value);
    resolver.current = null;
  }, []);
  return { failure, ask, answer };
}

/** The draft a reload resumes: the step and what was entered, kept per user in this tab. */
function resumedDraft(userId: string): OnboardingDraft | null {
  const draft = loadDraft(window.sessionStorage, userId);
  return resumesDraft(draft, pageWasReloaded()) ? draft : null;
}

export function OnboardingPage() {
  const profile = useProfile();
  const agents = useAgents();
  const userId = profile.data?.userId;
  // One flow per user: it starts from that user's draft.
  if (userId) return <OnboardingFlow key={userId} userId={userId} />;
  if (agents.isError && isNetworkError(agents.error)) return <ConnectionError onRetry={() => void agents.refetch()} retrying={agents.isFetching} />;
  return <LoadingScreen />;
}

function OnboardingFlow({ userId }: { userId: string }) {
  const profile = useProfile();
  const agents = useAgents();
  const navigate = useNavigate();
  const completeOnboarding = useCompleteOnboarding();
  const createAgent = useCreateAgent();
  const updateAgent = useUpdateAgent();
  const purchaseNumber = usePurchasePhoneNumber();
  const assignNumber = useAssignPhoneNumber();
  const phoneQuestion = usePhoneFailureQuestion();

  const [resumed] = useState(() => resumedDraft(userId));
  const [data, setData] = useState<OnboardingData>(resumed?.data ?? {});
  const [stepKey, setStepKey] = useState<OnboardingStepKey | null>(resumed?.stepKey ?? null);
  const [saving, setSaving] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [companyDraft, setCompanyDraft] = useState<CompanyDraft | undefined>(resumed?.companyDraft);

  // Decided once: the Company step shows only for owners without agents (it must not vanish when one is created).
  const [withCompany, setWithCompany] = useState<boolean | null>(resumed?.withCompany ?? null);
  if (withCompany === null) {
    if (agents.isSuccess) setWithCompany(agents.data.agents.length === 0);
    else if (agents.isError && !isNetworkError(agents.error) && profile.data) setWithCompany(!profile.data.onboardingCompleted);
  }

  useEffect(() => {
    saveDraft(window.sessionStorage, userId, { stepKey, withCompany, data, companyDraft });
  }, [userId, stepKey, withCompany, data, companyDraft]);
  // Leaving the page within the app ends this onboarding (after the owner confirmed); a reload keeps it.
  useEffect(() => () => clearDraft(window.sessionStorage, userId), [userId]);
  const guard = useLeaveGuard(!saving && hasUnsavedOnboarding({ stepKey, data, companyDraft }));

  const keepCustomize = useCallback((customize: CustomizeData) => setData((current) => ({ ...current, customize })), []);
  const keepCompanyDraft = useCallback((draft: CompanyDraft) => setCompanyDraft(draft), []);

  if (agents.isError && isNetworkError(agents.error) && withCompany === null) {
    return <ConnectionError onRetry={() => void agents.refetch()} retrying={agents.isFetching} />;
  }
  if (withCompany === null || !profile.data) return <LoadingScreen />;
  if (!withCompany && !data.agent && agents.data && agents.data.agents.length >= agents.data.maxAgents) {
    return <AgentLimitPage maxAgents={agents.data.maxAgents} />;
  }

  const saved = profile.data;
  const steps = stepsFor(withCompany);
  const current = stepKey ?? steps[0].key;
  const active = steps.findIndex((step) => step.key === current);
  const goTo = (index: number) => {
    const step = steps[Math.min(Math.max(0, index), steps.length - 1)];
    if (step) setStepKey(step.key);
  };
  const goBack = () => goTo(active - 1);
  const goNext = () => goTo(active + 1);

  const industry = data.company?.industry ?? validIndustry(saved.industry) ?? 'property_management';
  const timezone = data.company?.timezone || validTimezone(saved.timezone) || saved.timezone || CREATE_FALLBACK_TIMEZONE;

  // Pre-fill from the profile, ignoring empty or unknown values the backend may hold.
  const initialCompany: CompanyDraft = data.company ??
    companyDraft ?? {
      companyName: saved.companyName,
      industry: validIndustry(saved.industry),
      timezone: validTimezone(saved.timezone),
      propertyCount: saved.propertyCount && saved.propertyCount >= 1 ? saved.propertyCount : undefined,
    };
  const initialCustomize = data.customize ?? defaultCustomizeData(data.company?.companyName ?? saved.companyName, saved.email);

  async function complete(companyName: string): Promise<boolean> {
    try {
      await completeOnboarding.mutateAsync(companyForCompletion(data, saved, companyName));
      return true;
    } catch (error) {
      notifyError(completionErrorText(error));
      return false;
    }
  }

  async function attachNumber(agent: Agent, choice: PhoneChoice): Promise<AttachOutcome> {
    if (choice.kind === 'skip') return { kind: 'none' };
    if (choice.kind === 'existing') {
      try {
        const result = await assignNumber.mutateAsync({ phoneNumberId: choice.number.id, agentId: agent.id });
        return { kind: 'attached', phoneNumber: result.phoneNumber.phoneNumber || choice.number.phoneNumber };
      } catch (error) {
        const answer = await phoneQuestion.ask({ kind: 'assignment', detail: phoneErrorDetail(error) });
        if (answer === 'continue') return { kind: 'none' };
        notifyError(ASSIGNMENT_DECLINED);
        return { kind: 'stop' };
      }
    }
    try {
      const result = await purchaseNumber.mutateAsync({
        phoneNumber: choice.number.phoneNumber,
        agentId: agent.id,
        friendlyName: agent.customName,
      });
      return { kind: 'attached', phoneNumber: result.phoneNumber.phoneNumber || choice.number.phoneNumber };
    } catch (error) {
      const trial = isTrialPhoneLimit(error);
      const answer = await phoneQuestion.ask({ kind: trial ? 'trialLimit' : 'purchase', detail: phoneErrorDetail(error) });
      if (answer === 'continue') return { kind: 'none' };
      if (answer === 'deleteAgent') return { kind: 'deleteAgent' };
      notifyError(PURCHASE_DECLINED);
      return { kind: 'stop' };
    }
  }

  /** Create the agent → attach the number → complete onboarding → wait 1 s → the Test step. */
  async function handleCustomize(customize: CustomizeData, voice: Voice) {
    const template = data.template;
    if (!template) return;
    setData((current) => ({ ...current, customize }));
    setSaving(true);
    try {
      const payload = buildCreatePayload({ template, customize, voice, timezone });
      let agent: Agent;
      try {
        agent = data.agent ? (await updateAgent.mutateAsync(createToUpdate(data.agent.id, data.agent.status, payload))).aiemployee : (await createAgent.mutateAsync(payload)).agent;
      } catch (error) {
        if (isAgentLimit(error)) notifyAgentLimit(describeError(error, CREATE_FAILED));
        else notifyError(describeError(error, CREATE_FAILED));
        return;
      }
      setData((current) => ({ ...current, agent }));

      let assignedNumber = data.phoneSettled ? (data.assignedNumber ?? null) : null;
      if (!data.phoneSettled) {
        const outcome = await attachNumber(agent, data.phone?.choice ?? { kind: 'skip' });
        if (outcome.kind === 'stop') return;
        if (outcome.kind === 'deleteAgent') {
          // Free a number from the dashboard's list: the onboarding is complete, this agent has no phone yet.
          if (await complete(customize.companyName)) guard.leave(() => navigate('/dashboard', { replace: true }));
          return;
        }
        assignedNumber = outcome.kind === 'attached' ? outcome.phoneNumber : null;
        setData((current) => ({ ...current, phoneSettled: true, assignedNumber }));
      }

      if (!(await complete(customize.companyName))) return;
      await wait(ONBOARDING_COMPLETION_DELAY_MS);
      setData((current) => ({ ...current, agent: { ...agent, phoneNumber: assignedNumber ? { id: '', phoneNumber: assignedNumber } : null } }));
      setStepKey('test');
    } finally {
      setSaving(false);
    }
  }

  async function handleFinish() {
    if (data.agent) {
      guard.leave(() => navigate('/dashboard'));
      return;
    }
    setFinishing(true);
    const done = await complete(data.customize?.companyName ?? '');
    if (done) {
      await wait(ONBOARDING_COMPLETION_DELAY_MS);
      guard.leave(() => navigate('/dashboard', { replace: true }));
    } else setFinishing(false);
  }

  let body;
  switch (current) {
    case 'company':
      body = (
        <CompanyStep
          initial={initialCompany}
          submitting={false}
          onChange={keepCompanyDraft}
          onSubmit={(company) => {
            setData((existing) => ({ ...existing, company }));
            goNext();
          }}
        />
      );
      break;
    case 'template':
      body = (
        <TemplateStep
          industry={industry}
          initial={data.template?.industry === industry ? data.template : undefined}
          onBack={active > 0 ? goBack : undefined}
          onSubmit={(template: Template) => {
            setData((existing) => ({ ...existing, template }));
            goNext();
          }}
        />
      );
      break;
    case 'phone':
      body = (
        <PhoneStep
          initial={data.phone}
          onBack={goBack}
          onSubmit={(phone: PhoneData) => {
            setData((existing) => ({ ...existing, phone }));
            goNext();
          }}
        />
      );
      break;
    case 'customize':
      body = (
        <CustomizeStep
          initial={initialCustomize}
          template={data.template}
          submitting={saving}
          submitLabel={data.agent ? 'Save and continue' : 'Create AI Employee'}
          onBack={goBack}
          onChange={keepCustomize}
          onSubmit={(customize, voice) => void handleCustomize(customize, voice)}
        />
      );
      break;
    case 'test':
      body = <TestStep agent={data.agent} assignedNumber={data.assignedNumber} finishing={finishing} onFinish={() => void handleFinish()} />;
      break;
  }

  const heading = HEADINGS[current];
  return (
    <Stack gap="xl" maw={880} mx="auto">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {withCompany ? 'Set up your AI employee' : 'Create a new AI employee'}
          </Title>
          <Text c="dimmed">A few quick steps and your phone line will be answered around the clock.</Text>
        </Stack>
        {!withCompany && current !== 'test' && (
          <Button component={Link} to="/dashboard" variant="default" leftSection={<IconX size={16} />} disabled={saving}>
            Cancel
          </Button>
        )}
      </Group>
      <OnboardingStepper active={active} steps={steps} />
      <Card p={{ base: 'lg', sm: 32 }} shadow="xs">
        <Stack gap={4} mb="lg">
          <Title order={2} fz="xl">
            {heading.title}
          </Title>
          <Text c="dimmed" fz="sm">
            {heading.description}
          </Text>
        </Stack>
        {body}
      </Card>
      <PhoneFailureDialog failure={phoneQuestion.failure} onAnswer={phoneQuestion.answer} />
      <LeaveDialog guard={guard} />
    </Stack>
  );
}
