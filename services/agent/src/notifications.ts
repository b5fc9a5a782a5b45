import { z } from '@landline/platform';
import { agentPhone, PHONE_MESSAGES, phoneProblem } from './phones';

/** Who hears of the agent's calls: email summaries go to the emails, emergency texts to the phones (E.164). */
export interface Notifications {
  emails: string[];
  phones: string[];
}

const NOTIFICATION_LIMITS = { emails: 10, phones: 5 } as const;

/** The bad value as an error names it: long values are cut short. */
const shown = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value);

export const NOTIFICATION_MESSAGES = {
  emailInvalid: (value: string) => `Notification email is not a valid email address: ${shown(value)}`,
  phoneFormat: (value: string) => `${PHONE_MESSAGES.transferFormat}: ${shown(value)}`,
  phonePremium: (value: string) => `Premium-rate numbers are not allowed for notifications: ${shown(value)}`,
  tooManyEmails: `At most ${NOTIFICATION_LIMITS.emails} notification email addresses are allowed`,
  tooManyPhones: `At most ${NOTIFICATION_LIMITS.phones} notification phone numbers are allowed`,
} as const;

/** The request's shape: a list not sent keeps its value; a list sent replaces it. */
export const notificationsInput = z.object({ emails: z.array(z.string()).nullish(), phones: z.array(z.string()).nullish() }).nullish();
type NotificationsInput = z.infer<typeof notificationsInput>;

const email = z.email().max(254);
const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

const normaliseEmails = (emails: readonly string[]) => unique(emails.map((e) => e.trim().toLowerCase()));
/** In E.164 when they can be read (else as typed, to be refused), without blanks or repeats. */
const normalisePhones = (phones: readonly string[]) => unique(phones.map(agentPhone));

/** The create default of the phones: the transfer number when one is set (and could be texted), else none. */
export function defaultPhones(transferNumber: string): string[] {
  const n = agentPhone(transferNumber);
  return n && !phoneProblem(n) ? [n] : [];
}

/** The create default of the emails: the creating owner's own address, when it is one. */
export function defaultEmails(ownerEmail: string | undefined): string[] {
  const emails = normaliseEmails([ownerEmail ?? '']);
  return emails.filter((e) => email.safeParse(e).success);
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The lists after a request: those sent, normalised; the others unchanged, except that phones still at the
 * default of the old transfer number ([old number]) follow a changed transfer number.
 */
export function applyNotifications(base: Notifications, sent: NotificationsInput, transfer: { from: string; to: string }): Notifications {
  const follows = transfer.to !== transfer.from && base.phones.length > 0 && sameList(base.phones, defaultPhones(transfer.from));
  return {
    emails: sent?.emails ? normaliseEmails(sent.emails) : base.emails,
    phones: sent?.phones ? normalisePhones(sent.phones) : follows ? defaultPhones(transfer.to) : base.phones,
  };
}

/** The first problem of normalised lists, naming the bad value; undefined when they are fine. */
export function notificationsProblem(n: Notifications): string | undefined {
  if (n.emails.length > NOTIFICATION_LIMITS.emails) return NOTIFICATION_MESSAGES.tooManyEmails;
  const badEmail = n.emails.find((e) => !email.safeParse(e).success);
  if (badEmail !== undefined) return NOTIFICATION_MESSAGES.emailInvalid(badEmail);
  if (n.phones.length > NOTIFICATION_LIMITS.phones) return NOTIFICATION_MESSAGES.tooManyPhones;
  for (const phone of n.phones) {
    const problem = phoneProblem(phone);
    if (problem === 'format') return NOTIFICATION_MESSAGES.phoneFormat(phone);
    if (problem === 'premium') return NOTIFICATION_MESSAGES.phonePremium(phone);
  }
  return undefined;
}
