import { SimpleGrid, TagsInput } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import {
  MAX_NOTIFICATION_EMAILS,
  MAX_NOTIFICATION_PHONES,
  NOTIFICATION_EMAILS_HELP,
  NOTIFICATION_PHONES_HELP,
  displayNotificationPhones,
  normalizeNotificationEmails,
  validateNotificationEmails,
  validateNotificationPhones,
} from '../agentRules';

/** Who hears of the calls: the addresses that get email summaries and the numbers that get emergency texts. */
export function NotificationFields({
  emails,
  phones,
  onEmailsChange,
  onPhonesChange,
}: {
  emails: string[];
  phones: string[];
  onEmailsChange: (emails: string[]) => void;
  onPhonesChange: (phones: string[]) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TagsInput
        label="Email recipients"
        name="notificationEmails"
        description={NOTIFICATION_EMAILS_HELP}
        placeholder={emails.length ? undefined : 'name@company.com'}
        leftSection={<IconMail size={16} />}
        splitChars={[',', ';', ' ']}
        maxTags={MAX_NOTIFICATION_EMAILS}
        clearable
        value={emails}
        onChange={(next) => onEmailsChange(normalizeNotificationEmails(next))}
        error={validateNotificationEmails(emails)}
      />
      <TagsInput
        label="Text message recipients"
        name="notificationPhones"
        description={NOTIFICATION_PHONES_HELP}
        placeholder={phones.length ? undefined : '(212) 555-1234'}
        leftSection={<IconMessage size={16} />}
        splitChars={[',', ';']}
        maxTags={MAX_NOTIFICATION_PHONES}
        clearable
        value={phones}
        onChange={(next) => onPhonesChange(displayNotificationPhones(next))}
        error={validateNotificationPhones(phones)}
      />
    </SimpleGrid>
  );
}
