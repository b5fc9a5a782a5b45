import type { ReactNode } from 'react';
import { Divider, TextInput, Textarea } from '@mantine/core';
import type { AfterHoursBehaviour } from '@landline/api';
import { DEFAULT_BUSINESS_HOURS, type FeatureToggles } from '../agentRules';
import { AfterHoursField } from './AfterHoursField';
import { FeatureSwitches } from './FeatureSwitches';
import { NotificationFields } from './NotificationFields';
import { SettingsSection } from './SettingsSection';
import { TransferFields } from './TransferFields';

export interface BehaviourValues {
  businessHours: string;
  afterHours: AfterHoursBehaviour;
  knowledgebase: string;
  features: FeatureToggles;
  transferEnabled: boolean;
  transferNumber: string;
  /** Recipients of email summaries. */
  notifyEmails: string[];
  /** Recipients of emergency texts; null: the default, which follows the transfer number. */
  notifyPhones: string[] | null;
}

/** Hours, knowledge base, features, notifications and call transfer: the same on onboarding and on the edit page. */
export function BehaviourSections({
  values,
  notificationPhones,
  update,
  transferTouched,
  onTransferTyped,
  headingOrder = 3,
  transferExtra,
}: {
  values: BehaviourValues;
  /** The emergency-text recipients as shown (the chosen ones, else the default). */
  notificationPhones: string[];
  update: (patch: Partial<BehaviourValues>) => void;
  /** Show the transfer number's errors (after typing in it or a submit). */
  transferTouched: boolean;
  onTransferTyped: () => void;
  headingOrder?: 2 | 3;
  /** More transfer settings, shown under the transfer number while transfer is enabled. */
  transferExtra?: ReactNode;
}) {
  return (
    <>
      <Divider />
      <SettingsSection order={headingOrder} title="Hours" description="When your office is open, and what happens when it is not.">
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
      </SettingsSection>

      <Divider />
      <SettingsSection order={headingOrder} title="Knowledge base" description="What your AI employee should know: properties, policies, vendors, FAQs.">
        <Textarea
          label="Knowledge base"
          name="knowledgebase"
          placeholder="e.g. We manage 40 units across 3 buildings on Maple Street. Rent is due on the 1st. Trash pickup is Tuesday."
          autosize
          minRows={4}
          maxRows={14}
          value={values.knowledgebase}
          onChange={(event) => update({ knowledgebase: event.currentTarget.value })}
        />
      </SettingsSection>

      <Divider />
      <SettingsSection order={headingOrder} title="Features">
        <FeatureSwitches value={values.features} onChange={(features) => update({ features })} />
      </SettingsSection>

      <Divider />
      <SettingsSection order={headingOrder} title="Notifications">
        <NotificationFields
          emails={values.notifyEmails}
          phones={notificationPhones}
          onEmailsChange={(notifyEmails) => update({ notifyEmails })}
          onPhonesChange={(notifyPhones) => update({ notifyPhones })}
        />
      </SettingsSection>

      <Divider />
      <SettingsSection order={headingOrder} title="Call transfer" description="Optional: send urgent calls to a person.">
        <TransferFields
          enabled={values.transferEnabled}
          number={values.transferNumber}
          showErrors={transferTouched}
          onEnabledChange={(transferEnabled) => update({ transferEnabled })}
          onNumberChange={(transferNumber) => {
            onTransferTyped();
            update({ transferNumber });
          }}
        />
        {values.transferEnabled && transferExtra}
      </SettingsSection>
    </>
  );
}
