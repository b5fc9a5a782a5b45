import { timeDependency } from '@landline/platform';
import twilio from 'twilio';
import { areaCodeOf, describeAreaCode } from './area-codes';
import { ProviderError, type AvailableNumber, type PhoneProvider, type PurchasedNumber } from './provider';

export interface TwilioProviderOptions {
  accountSid: string;
  authToken: string;
  /** This deployment's public base URL: Twilio calls PUBLIC_URL/twilio/voice and /twilio/status. */
  publicUrl: string;
  /** The twilio client's own HTTP-client option (tests point it at a local fake of the REST API). */
  httpClient?: InstanceType<typeof twilio.RequestClient>;
  /** Request timeout in ms. */
  timeoutMs?: number;
}

/** A number as Twilio's API answers it: its docs mark these fields nullable, which the client's types leave out. */
type TwilioNumber = { phoneNumber: string; friendlyName: string | null };

/** Twilio's RestException (and anything shaped like it) as a ProviderError; other errors unchanged. */
function translate(err: unknown): unknown {
  const e = err as { status?: unknown; code?: unknown; message?: unknown; moreInfo?: unknown } | null | undefined;
  if (e && (err instanceof twilio.RestException || (typeof e.status === 'number' && e.status >= 400))) {
    return new ProviderError(
      e.status as number,
      typeof e.code === 'number' ? e.code : undefined,
      typeof e.message === 'string' && e.message ? e.message : `Twilio answered HTTP ${String(e.status)}`,
      typeof e.moreInfo === 'string' ? e.moreInfo : undefined,
    );
  }
  return err;
}

async function twilioCall<T>(operation: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await timeDependency('twilio', operation, fn);
  } catch (err) {
    throw translate(err);
  }
}

/** Numbers from a real Twilio account, through the official client. */
export function createTwilioProvider(options: TwilioProviderOptions): PhoneProvider {
  const client = twilio(options.accountSid, options.authToken, {
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    timeout: options.timeoutMs ?? 15_000,
  });
  const base = options.publicUrl.replace(/\/+$/, '');

  return {
    name: 'twilio',
    transactional: false,

    search: (areaCode, limit) =>
      twilioCall('search_numbers', async () => {
        const found = await client.availablePhoneNumbers('US').local.list({ areaCode: Number(areaCode), voiceEnabled: true, limit });
        return found.map((n: TwilioNumber & { locality: string | null; region: string | null }): AvailableNumber => ({
          phoneNumber: n.phoneNumber,
          friendlyName: n.friendlyName ?? n.phoneNumber,
          locality: n.locality ?? '',
          region: n.region ?? '',
        }));
      }),

    purchase: ({ phoneNumber, friendlyName }) =>
      twilioCall('buy_number', async () => {
        const n: TwilioNumber & { sid: string } = await client.incomingPhoneNumbers.create({
          phoneNumber,
          ...(friendlyName ? { friendlyName } : {}),
          voiceUrl: `${base}/twilio/voice`,
          voiceMethod: 'POST',
          statusCallback: `${base}/twilio/status`,
          statusCallbackMethod: 'POST',
          smsUrl: `${base}/twilio/sms`,
          smsMethod: 'POST',
        });
        // The purchase answer carries no locality; describe the number by its area code.
        const where = describeAreaCode(areaCodeOf(n.phoneNumber));
        return {
          sid: n.sid,
          phoneNumber: n.phoneNumber,
          friendlyName: n.friendlyName ?? n.phoneNumber,
          locality: where?.locality ?? '',
          region: where?.region ?? '',
        } satisfies PurchasedNumber;
      }),

    release: (sid) =>
      twilioCall('release_number', async () => {
        await client.incomingPhoneNumbers(sid).remove();
      }),
  };
}
