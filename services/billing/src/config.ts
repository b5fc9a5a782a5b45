import { loadConfig, z } from '@landline/platform';

/** An IANA time zone name the runtime knows (America/New_York, Pacific/Honolulu...). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const dollars = (fallback: number) => z.coerce.number().min(0, 'a dollar amount of 0 or more').max(1000, 'a dollar amount of at most 1000').default(fallback);

const billingConfigSchema = z.object({
  BILLING_DATABASE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  BILLING_PER_MINUTE_RATE: dollars(0.15),
  BILLING_OWNED_NUMBER_MONTHLY_PRICE: dollars(5),
  BILLING_DEFAULT_TIMEZONE: z.string().refine(isTimeZone, 'an IANA time zone such as America/New_York').default('America/New_York'),
});

export function billingConfig(source: NodeJS.ProcessEnv) {
  const c = loadConfig(billingConfigSchema, source);
  return {
    databaseUrl: c.BILLING_DATABASE_URL ?? c.DATABASE_URL,
    rates: {
      /** The customer's charge per billable minute, in dollars. */
      perMinute: c.BILLING_PER_MINUTE_RATE,
      /** A number's monthly price when its record has none ($5.00 for owned numbers). */
      ownedNumberMonthly: c.BILLING_OWNED_NUMBER_MONTHLY_PRICE,
    },
    defaultTimezone: c.BILLING_DEFAULT_TIMEZONE,
  };
}
