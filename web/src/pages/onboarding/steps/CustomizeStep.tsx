import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Divider, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Template, Voice } from '../../../api/types';
import { notifyError } from '../../../components/notify';
import {
  DEFAULT_BUSINESS_HOURS,
  VOICE_REQUIRED_FOR_CREATE,
  toAgentLanguage,
  validateTransferNumber,
  voiceLanguageCode,
  type LanguageChoice,
} from '../../agents/agentRules';
import { AfterHoursField } from '../../agents/fields/AfterHoursField';
import { FeatureSwitches } from '../../agents/fields/FeatureSwitches';
import { LanguageField } from '../../agents/fields/LanguageField';
import { TransferFields } from '../../agents/fields/TransferFields';
import { VoiceField, useVoiceSelection } from '../../agents/fields/VoiceField';
import type { CustomizeData } from '../onboardingSteps';
import { StepActions } from './StepActions';

interface CustomizeErrors {
  agentName?: string;
  companyName?: string;
}

export function validateCustomize(values: Pick<CustomizeData, 'agentName' | 'companyName'>): CustomizeErrors {
  const errors: CustomizeErrors = {};
  if (!values.agentName.trim()) errors.agentName = 'Agent name is required';
  if (!values.companyName.trim()) errors.companyName = 'Company name is required';
  return errors;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={3} fz="md">
          {title}
        </Title>
        {description && (
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** Step 4: name, company, voice, language, after hours, hours, knowledge base, features and transfer. */
export function CustomizeStep({
  initial,
  template,
  submitting,
  submitLabel,
  onBack,
  onChange,
  onSubmit,
}: {
  initial: CustomizeData;
  template?: Template;
  submitting: boolean;
  submitLabel: string;
  onBack: () => void;
  /** Keeps what was entered when the owner goes back a step. */
  onChange: (data: CustomizeData) => void;
  onSubmit: (data: CustomizeData, voice: Voice) => void;
}) {
  const [values, setValues] = useState<CustomizeData>(initial);
  const [errors, setErrors] = useState<CustomizeErrors>({});
  const [transferTouched, setTransferTouched] = useState(false);

  const update = useCallback((patch: Partial<CustomizeData>) => setValues((current) => ({ ...current, ...patch })), []);
  useEffect(() => onChange(values), [values, onChange]);
  const setVoiceName = useCallback((voiceName: string) => update({ voiceName }), [update]);

  const { language } = toAgentLanguage(values.language);
  const voices = useVoiceSelection({
    languageCode: voiceLanguageCode(values.language),
    voiceName: values.voiceName,
    onVoiceChange: setVoiceName,
    preferred: [template?.voiceIds?.[language], language === 'en' ? template?.voiceId : undefined],
  });

  function changeLanguage(next: LanguageChoice) {
    // A new language resets the voice; the voices of that language then pick the matching or first voice.
    if (voiceLanguageCode(next) !== voiceLanguageCode(values.language)) update({ language: next, voiceName: '' });
    else update({ language: next });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateCustomize(values);
    setErrors(found);
    setTransferTouched(true);
    const transferError = validateTransferNumber(values.transferEnabled, values.transferNumber);
    if (found.agentName || found.companyName || transferError) return;
    if (!voices.selected) {
      notifyError(VOICE_REQUIRED_FOR_CREATE);
      return;
    }
    onSubmit({ ...values, agentName: values.agentName.trim(), companyName: values.companyName.trim() }, voices.selected);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Customize your AI employee">
      <Stack gap="xl">
        <Section title="Identity" description="How your AI employee introduces itself to callers.">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Agent name"
              name="agentName"
              placeholder="e.g. Sarah"
              required
              value={values.agentName}
              onChange={(event) => {
                const agentName = event.currentTarget.value;
                if (agentName.trim()) setErrors((current) => ({ ...current, agentName: undefined }));
                update({ agentName });
              }}
              error={errors.agentName}
            />
            <TextInput
              label="Company name"
              name="companyName"
              placeholder="Maple Street Property Management"
              required
              value={values.companyName}
              onChange={(event) => {
                const companyName = event.currentTarget.value;
                if (companyName.trim()) setErrors((current) => ({ ...current, companyName: undefined }));
                update({ companyName });
              }}
              error={errors.companyName}
            />
          </SimpleGrid>
        </Section>

        <Divider />
        <Section title="Voice & language">
          <LanguageField value={values.language} onChange={changeLanguage} />
          <VoiceField
            selection={voices}
            voiceName={values.voiceName}
            onVoiceChange={setVoiceName}
            previewLanguage={language}
            agentName={values.agentName}
            companyName={values.companyName}
          />
        </Section>

        <Divider />
        <Section title="Hours" description="When your office is open, and what happens when it is not.">
          <TextInput
            label="Business hours"
            name="businessHours"
            description="Free text, e.g. Monday-Friday 9:00 AM - 5:00 PM"
            placeholder={DEFAULT_BUSINESS_HOURS}
            value={values.businessHours}
            onChange={(event) => update({ businessHours: event.currentTarget.value })}
            maw={420}
          />
          <AfterHoursField value={values.afterHours} onChange={(afterHours) => update({ afterHours })} />
        </Section>

        <Divider />
        <Section title="Knowledge base" description="What your AI employee should know: properties, policies, vendors, FAQs.">
          <Textarea
            label="Knowledge base"
            name="knowledgebase"
            placeholder="e.g. We manage 40 units across 3 buildings on Maple Street. Rent is due on the 1st. Trash pickup is Tuesday."
            autosize
            minRows={4}
            maxRows={12}
            value={values.knowledgebase}
            onChange={(event) => update({ knowledgebase: event.currentTarget.value })}
          />
        </Section>

        <Divider />
        <Section title="Features">
          <FeatureSwitches value={values.features} onChange={(features) => update({ features })} />
        </Section>

        <Divider />
        <Section title="Call transfer" description="Optional: send urgent calls to a person.">
          <TransferFields
            enabled={values.transferEnabled}
            number={values.transferNumber}
            showErrors={transferTouched}
            onEnabledChange={(transferEnabled) => update({ transferEnabled })}
            onNumberChange={(transferNumber) => {
              setTransferTouched(true);
              update({ transferNumber });
            }}
          />
        </Section>

        <StepActions
          onBack={onBack}
          nextType="submit"
          nextLabel={submitLabel}
          nextIcon={<IconCheck size={18} />}
          nextDisabled={voices.block.disabled}
          nextLoading={submitting}
          hint={voices.block.hint}
        />
      </Stack>
    </form>
  );
}
