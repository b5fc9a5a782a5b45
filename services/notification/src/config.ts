import { env, loadConfig, z } from '@landline/platform';
import { mailConfig, mailConfigSchema } from '@landline/platform/mail';
import { isE164 } from '@landline/platform/phone';

const twilioSid = z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'a Twilio account SID (AC followed by 32 hex digits)');
const messagingServiceSid = /^MG[0-9a-fA-F]{32}$/;

/**
 * Mail: the platform's mail path (SMTP_URL, else .eml files under the data dir). Texts: Twilio's Messaging
 * API when the Twilio credentials are set, else the sandbox line, which keeps them for the phone simulator.
 */
const notificationConfigSchema = mailConfigSchema.extend({
  NOTIFICATION_DATABASE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  TWILIO_ACCOUNT_SID: twilioSid.optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** An E.164 number or a Messaging Service SID; unset: the agent's own number (phone calls). */
  SMS_FROM: z
    .string()
    .refine((from) => isE164(from) || messagingServiceSid.test(from), 'an E.164 number or a Messaging Service SID (MG…)')
    .optional(),
  NOTIFICATION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** Local development and tests: webhooks may use http and point at loopback or private addresses. */
  WEBHOOK_ALLOW_PRIVATE: env.bool(false),
});

export function notificationConfig(source: NodeJS.ProcessEnv, dataDir: string) {
  const c = loadConfig(notificationConfigSchema, source);
  if (Boolean(c.TWILIO_ACCOUNT_SID) !== Boolean(c.TWILIO_AUTH_TOKEN)) {
    throw new Error('Invalid configuration:\n  - TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN go together (set both for Twilio, neither for the sandbox line)');
  }
  return {
    databaseUrl: c.NOTIFICATION_DATABASE_URL ?? c.DATABASE_URL,
    mail: mailConfig(source, dataDir),
    sms:
      c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN
        ? { provider: 'twilio' as const, accountSid: c.TWILIO_ACCOUNT_SID, authToken: c.TWILIO_AUTH_TOKEN, from: c.SMS_FROM }
        : { provider: 'sandbox' as const, from: c.SMS_FROM },
    publicUrl: c.PUBLIC_URL?.replace(/\/+$/, ''),
    maxAttempts: c.NOTIFICATION_MAX_ATTEMPTS,
    webhooks: { maxAttempts: c.WEBHOOK_MAX_ATTEMPTS, allowPrivate: c.WEBHOOK_ALLOW_PRIVATE },
  };
}
