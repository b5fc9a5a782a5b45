import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Alert, Anchor, Breadcrumbs, Button, Card, Divider, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAgent, useUpdateAgent } from '../../api/queries';
import { ApiError } from '../../api/errors';
import type { AfterHoursBehaviour, Agent, OnCallContact, RequestBody, Voice } from '@landline/api';
import { AgentAvatar } from './AgentAvatar';
import { AgentStatusBadge } from './AgentStatusBadge';
import { AgentStatusToggle } from './AgentStatusToggle';
import { LeaveDialog, useLeaveGuard } from './leaveGuard';
import { agentGender, defaultVoicesFor } from './voiceRules';
import { AgentLoadState } from './agentPageState';
import {
  DEFAULT_AFTER_HOURS,
  DEFAULT_BUSINESS_HOURS,
  UPDATE_FAILED,
  UPDATE_UNREACHABLE,
  agentTemplateLabel,
  formatPhoneNumber,
  languageChoiceOf,
  normalizeLadder,
  normalizeNotificationEmails,
  normalizeNotificationPhones,
  notificationPhonesOf,
  phonesFollowTransfer,
  toAgentLanguage,
  validateLadder,
  validateNotificationEmails,
  validateNotificationPhones,
  validateTransferNumber,
  voiceLanguageCode,
  type FeatureToggles,
  type LanguageChoice,
} from './agentRules';
import { BehaviourSections } from './fields/BehaviourSections';
import { LadderFields } from './fields/LadderFields';
import { SettingsSection } from './fields/SettingsSection';
import { LanguageField } from './fields/LanguageField';
import { VoiceField, useVoiceSelection } from './fields/VoiceField';

/** After a successful save, go to the agent detail page after 1.5 s. */
export const EDIT_REDIRECT_DELAY_MS = 1500;
export const SAVE_SUCCESS = 'Changes saved successfully!';

interface EditValues {
  customName: string;
  status: string;
  language: LanguageChoice;
  voiceName: string;
  companyName: string;
  agentName: string;
  businessHours: string;
  afterHours: AfterHoursBehaviour;
  knowledgebase: string;
  features: FeatureToggles;
  transferEnabled: boolean;
  transferNumber: string;
  /** The on-call ladder's rows as shown (blank rows are not sent). */
  ladder: OnCallContact[];
  /** '' while the input is empty. */
  ringSeconds: number | string;
  notifyEmails: string[];
  notifyPhones: string[] | null;
}

function valuesOf(agent: Agent): EditValues {
  const c = agent.customizations;
  const phones = c.notifications.phones;
  return {
    customName: agent.customName,
    status: agent.status === 'paused' ? 'paused' : 'active',
    language: languageChoiceOf(agent),
    voiceName: c.voiceSettings.name,
    companyName: c.company.name,
    agentName: c.agent.name,
    businessHours: c.schedule.businessHours.hours,
    afterHours: (c.afterHours || DEFAULT_AFTER_HOURS) as AfterHoursBehaviour,
    knowledgebase: c.knowledgebase,
    features: {
      callRecording: c.features.callRecording,
      transcription: c.features.transcription,
      emailSummary: c.features.emailSummary,
      smsNotifications: c.features.smsNotifications,
    },
    transferEnabled: agent.transferConfig.enabled,
    transferNumber: formatPhoneNumber(agent.transferConfig.transferNumber),
    ladder: agent.transferConfig.ladder.map((c) => ({ name: c.name, phone: formatPhoneNumber(c.phone) })),
    ringSeconds: agent.transferConfig.ringSeconds,
    notifyEmails: c.notifications.emails,
    notifyPhones: !phonesFollowTransfer(phones, agent.transferConfig.transferNumber) ? phones.map(formatPhoneNumber) : null,
  };
}

/** The transfer number the agent keeps after the save: the one typed when transfer is on, else the stored one. */
const keptTransferNumber = (agent: Agent, values: EditValues) => (values.transferEnabled ? values.transferNumber : agent.transferConfig.transferNumber);

/** The emergency-text recipients: those chosen, else the transfer number they were following. */
const editPhones = (agent: Agent, values: EditValues) => notificationPhonesOf(values.notifyPhones, keptTransferNumber(agent, values));

/** The PATCH body: transferNumber, the ladder and the ring time only when transfer is enabled. */
export function buildUpdate(agent: Agent, values: EditValues, voice: Voice): RequestBody<'PATCH /updateAIEmployee'> {
  const c = agent.customizations;
  const { language, bilingual } = toAgentLanguage(values.language);
  return {
    agentId: agent.id,
    customName: values.customName.trim(),
    status: values.status,
    language,
    customizations: {
      company: { name: values.companyName.trim(), address: c.company.address, phone: c.company.phone },
      agent: { name: values.agentName.trim() },
      voiceSettings: {
        provider: 'google',
        languageCode: voiceLanguageCode(values.language),
        name: voice.name,
        naturalGender: voice.naturalGender,
        speed: c.voiceSettings.speed || 1,
      },
      schedule: {
        timezone: c.schedule.timezone,
        businessHours: { hours: values.businessHours.trim() || DEFAULT_BUSINESS_HOURS },
      },
      knowledgebase: values.knowledgebase,
      features: values.features,
      afterHours: values.afterHours,
      bilingual,
      notifications: {
        emails: normalizeNotificationEmails(values.notifyEmails),
        phones: normalizeNotificationPhones(editPhones(agent, values)),
      },
    },
    transferConfig: values.transferEnabled
      ? { enabled: true, transferNumber: values.transferNumber.trim(), ladder: normalizeLadder(values.ladder), ringSeconds: Number(values.ringSeconds) }
      : { enabled: false },
  };
}

type SaveState = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; title: string; detail?: string };

function AgentEditForm({ agent }: { agent: Agent }) {
  const navigate = useNavigate();
  const updateAgent = useUpdateAgent();
  const [values, setValues] = useState<EditValues>(() => valuesOf(agent));
  /** The values as saved, to tell whether there is unsaved work; the status is saved at once, never pending. */
  const [baseline, setBaseline] = useState<EditValues>(() => valuesOf(agent));
  const [nameError, setNameError] = useState<string | undefined>();
  const [transferTouched, setTransferTouched] = useState(false);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const update = useCallback((patch: Partial<EditValues>) => setValues((current) => ({ ...current, ...patch })), []);
  const setVoiceName = useCallback((voiceName: string) => update({ voiceName }), [update]);
  const languageCode = voiceLanguageCode(values.language);
  // A voice picked because the saved one is not offered in the saved language is not the owner's change.
  const autoPickVoice = useCallback(
    (voiceName: string, offered: Voice[]) => {
      update({ voiceName });
      setBaseline((saved) => (languageCode === voiceLanguageCode(saved.language) && offered.some((voice) => voice.name === saved.voiceName) ? saved : { ...saved, voiceName }));
    },
    [update, languageCode],
  );
  const { language } = toAgentLanguage(values.language);
  const gender = agentGender(agent);
  const voices = useVoiceSelection({
    languageCode,
    voiceName: values.voiceName,
    onVoiceChange: autoPickVoice,
    preferred: defaultVoicesFor(language, gender, [agent.template.voiceIds[language], language === 'en' ? agent.template.voiceId : undefined]),
    gender,
  });

  function changeLanguage(next: LanguageChoice) {
    // A new language resets the voice and loads that language's voices (first voice if none matches).
    if (voiceLanguageCode(next) !== languageCode) update({ language: next, voiceName: '' });
    else update({ language: next });
  }

  const saving = updateAgent.isPending;
  const saved = save.kind === 'saved';
  const dirty = JSON.stringify({ ...values, status: '' }) !== JSON.stringify({ ...baseline, status: '' });
  const guard = useLeaveGuard(dirty && !saved);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || saved) return;
    const missingName = values.customName.trim() ? undefined : 'Employee name is required';
    setNameError(missingName);
    setTransferTouched(true);
    const notificationError = validateNotificationEmails(values.notifyEmails) || validateNotificationPhones(editPhones(agent, values));
    const transferError =
      validateTransferNumber(values.transferEnabled, values.transferNumber) ||
      (values.transferEnabled ? validateLadder(values.ladder, values.transferNumber, values.ringSeconds) : undefined);
    if (missingName || transferError || notificationError || !voices.selected) return;
    setSave({ kind: 'idle' });
    updateAgent.mutate(buildUpdate(agent, values, voices.selected), {
      onSuccess: () => {
        setSave({ kind: 'saved' });
        redirect.current = window.setTimeout(() => guard.leave(() => navigate(`/dashboard/agents/${agent.id}`)), EDIT_REDIRECT_DELAY_MS);
      },
      onError: (error) =>
        setSave(
          error instanceof ApiError
            ? { kind: 'failed', title: UPDATE_FAILED, detail: error.serverMessage }
            : { kind: 'failed', title: UPDATE_UNREACHABLE, detail: 'Unable to connect to server' },
        ),
    });
  }

  const paused = values.status === 'paused';
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit AI employee">
      <Stack gap="lg">
        <Card>
          <Group justify="space-between" gap="md">
            <Group gap="md" wrap="nowrap">
              <AgentAvatar agent={agent} size={56} />
              <div>
                <Title order={1} fz={{ base: 22, sm: 26 }}>
                  Edit {agent.customName}
                </Title>
                <Text c="dimmed" fz="sm">
                  {agentTemplateLabel(agent)}
                </Text>
              </div>
            </Group>
            <Group gap="sm">
              <AgentStatusBadge status={values.status} size="lg" />
              <AgentStatusToggle
                agent={agent}
                status={values.status}
                disabled={saving || saved}
                onChange={(status) => {
                  update({ status });
                  setBaseline((saved) => ({ ...saved, status }));
                }}
              />
            </Group>
          </Group>
          <Text fz="xs" c="dimmed" mt="sm">
            {paused ? 'Paused: this AI employee does not answer calls until you resume it.' : 'Active: this AI employee answers calls. Pausing takes effect at once.'}
          </Text>
        </Card>

        <Card>
          <Stack gap="xl">
            <SettingsSection order={2} title="Identity">
              <TextInput
                label="Employee name"
                name="customName"
                description="How this AI employee is listed in your dashboard"
                required
                value={values.customName}
                onChange={(event) => {
                  const customName = event.currentTarget.value;
                  if (customName.trim()) setNameError(undefined);
                  update({ customName });
                }}
                error={nameError}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Company name"
                  name="companyName"
                  description="The company it answers the phone for"
                  value={values.companyName}
                  onChange={(event) => update({ companyName: event.currentTarget.value })}
                />
                <TextInput
                  label="Agent name"
                  name="agentName"
                  description="The name it introduces itself with"
                  value={values.agentName}
                  onChange={(event) => update({ agentName: event.currentTarget.value })}
                />
              </SimpleGrid>
            </SettingsSection>

            <Divider />
            <SettingsSection order={2} title="Voice & language">
              <LanguageField value={values.language} onChange={changeLanguage} />
              <VoiceField
                selection={voices}
                voiceName={values.voiceName}
                onVoiceChange={setVoiceName}
                previewLanguage={language}
                agentName={values.agentName || values.customName}
                companyName={values.companyName}
              />
            </SettingsSection>

            <BehaviourSections
              values={values}
              notificationPhones={editPhones(agent, values)}
              update={update}
              transferTouched={transferTouched}
              onTransferTyped={() => setTransferTouched(true)}
              headingOrder={2}
              transferExtra={
                <LadderFields
                  contacts={values.ladder}
                  ringSeconds={values.ringSeconds}
                  transferNumber={values.transferNumber}
                  showErrors={transferTouched}
                  onContactsChange={(ladder) => {
                    setTransferTouched(true);
                    update({ ladder });
                  }}
                  onRingSecondsChange={(ringSeconds) => update({ ringSeconds })}
                  headingOrder={3}
                />
              }
            />
          </Stack>
        </Card>

        {saved && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {SAVE_SUCCESS}
          </Alert>
        )}
        {save.kind === 'failed' && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={save.title} role="alert">
            {save.detail}
          </Alert>
        )}

        <Stack gap={6}>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={`/dashboard/agents/${agent.id}`} variant="default" size="md">
              Cancel
            </Button>
            <Button
              type="submit"
              size="md"
              leftSection={saved ? <IconCheck size={18} /> : <IconDeviceFloppy size={18} />}
              loading={saving}
              disabled={voices.block.disabled || saved}
            >
              {saving ? 'Saving...' : saved ? 'Saved' : 'Save changes'}
            </Button>
          </Group>
          {dirty && !saved && !saving && (
            <Text fz="sm" c="dimmed" ta="right" data-testid="unsaved-changes">
              You have unsaved changes.
            </Text>
          )}
          {voices.block.hint && (
            <Text fz="sm" c="red.7" ta="right" role="status">
              {voices.block.hint}
            </Text>
          )}
        </Stack>
      </Stack>
      <LeaveDialog guard={guard} />
    </form>
  );
}

/** /dashboard/agents/{id}/edit. */
export function AgentEditPage() {
  const { id = '' } = useParams();
  const agent = useAgent(id);

  if (!agent.data) {
    return <AgentLoadState error={agent.error} onRetry={() => void agent.refetch()} retrying={agent.isFetching} />;
  }
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/dashboard" fz="sm">
          Dashboard
        </Anchor>
        <Anchor component={Link} to={`/dashboard/agents/${agent.data.id}`} fz="sm">
          {agent.data.customName}
        </Anchor>
        <Text fz="sm" c="dimmed">
          Edit
        </Text>
      </Breadcrumbs>
      <AgentEditForm key={agent.data.id} agent={agent.data} />
    </Stack>
  );
}
