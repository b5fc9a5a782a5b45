import { env, loadConfig, peerAddress, z } from '@landline/platform';

export const telephonyConfigSchema = z.object({
  TELEPHONY_DATABASE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'a Twilio account SID (AC followed by 32 hex digits)').optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  PORT: env.port(8080),
});

export type TelephonyConfig = ReturnType<typeof telephonyConfig>;

export function telephonyConfig(source: NodeJS.ProcessEnv) {
  const c = loadConfig(telephonyConfigSchema, source);
  if (Boolean(c.TWILIO_ACCOUNT_SID) !== Boolean(c.TWILIO_AUTH_TOKEN)) {
    throw new Error('Invalid configuration:\n  - TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN go together (set both for Twilio, neither for the sandbox numbers)');
  }
  return {
    databaseUrl: c.TELEPHONY_DATABASE_URL ?? c.DATABASE_URL,
    /** Twilio when an account is configured, else the embedded sandbox pool. */
    provider: c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN ? ('twilio' as const) : ('sandbox' as const),
    twilio: { accountSid: c.TWILIO_ACCOUNT_SID ?? '', authToken: c.TWILIO_AUTH_TOKEN ?? '' },
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    identityAddr: peerAddress(source, 'identity'),
    agentAddr: peerAddress(source, 'agent'),
  };
}
