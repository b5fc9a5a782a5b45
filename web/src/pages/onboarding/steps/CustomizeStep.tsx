import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import { Divider, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Template, Voice } from '@landline/api';
import { notifyError } from '../../../components/notify';
import {
  VOICE_REQUIRED_FOR_CREATE,
  toAgentLanguage,
  validateNotificationEmails,
  validateNotificationPhones,
  validateTransferNumber,
  voiceLanguageCode,
  type LanguageChoice,
} from '../../agents/agentRules';
import { BehaviourSections } from '../../agents/fields/BehaviourSections';
import { SettingsSection } from '../../agents/fields/SettingsSection';
import { LanguageField } from '../../agents/fields/LanguageField';
import { VoiceField, useVoiceSelection } from '../../agents/fields/VoiceField';
import { defaultVoicesFor, genderOfName } from '../../agents/voiceRules';
import { customizePhones, type CustomizeData } from '../onboardingSteps';
import { StepActions } from './StepActions';

interface CustomizeErrors {
  agentName?: string;
  companyName?: string;
}

function validateCustomize(values: Pick<CustomizeData, 'agentName' | 'companyName'>): CustomizeErrors {
  const errors: CustomizeErrors = {};
  if (!values.agentName.trim()) errors.agentName = 'Agent name is required';
  if (!values.companyName.trim()) errors.companyName = 'Company name is required';
  return errors;
}

/** Step 4: name, company, voice, language, after hours, hours, knowledge base, features, notifications and transfer. */
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
  const gender = values.voiceGender ?? genderOfName(values.agentName);
  const voices = useVoiceSelection({
    languageCode: voiceLanguageCode(values.language),
    voiceName: values.voiceName,
    onVoiceChange: setVoiceName,
    preferred: defaultVoicesFor(language, gender, [template?.voiceIds[language], language === 'en' ? template?.voiceId : undefined]),
    gender,
    followGender: values.voiceGender === null,
  });
  const chooseVoice = (voiceName: string) => {
    const chosen = voices.voices.find((voice) => voice.name === voiceName);
    update({ voiceName, voiceGender: chosen?.naturalGender === 'FEMALE' || chosen?.naturalGender === 'MALE' ? chosen.naturalGender : null });
  };

  function changeLanguage(next: LanguageChoice) {
    // A new language resets the voice; the voices of that language then pick the matching or first voice.
    if (voiceLanguageCode(next) !== voiceLanguageCode(values.language)) update({ language: next, voiceName: '' });
    else update({ language: next });
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCustomize(values);
    setErrors(found);
    setTransferTouched(true);
    const transferError = validateTransferNumber(values.transferEnabled, values.transferNumber);
    const notificationError = validateNotificationEmails(values.notifyEmails) || validateNotificationPhones(customizePhones(values));
    if (found.agentName || found.companyName || transferError || notificationError) return;
    if (!voices.selected) {
      notifyError(VOICE_REQUIRED_FOR_CREATE);
      return;
    }
    onSubmit({ ...values, agentName: values.agentName.trim(), companyName: values.companyName.trim() }, voices.selected);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Customize your AI employee">
      <Stack gap="xl">
        <SettingsSection title="Identity" description="How your AI employee introduces itself to callers.">
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
        </SettingsSection>

        <Divider />
        <SettingsSection title="Voice & language">
          <LanguageField value={values.language} onChange={changeLanguage} />
          <VoiceField
            selection={voices}
            voiceName={values.voiceName}
            onVoiceChange={chooseVoice}
            previewLanguage={language}
            agentName={values.agentName}
            companyName={values.companyName}
          />
        </SettingsSection>

        <BehaviourSections
          values={values}
          notificationPhones={customizePhones(values)}
          update={update}
          transferTouched={transferTouched}
          onTransferTyped={() => setTransferTouched(true)}
        />

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
