import { timeDependency } from '@landline/platform';
import twilio from 'twilio';
import { SendError } from '@landline/platform/mail';

interface OutgoingText {
  to: string;
  /** An E.164 number or a Messaging Service SID. */
  from: string;
  body: string;
}

export interface TextSender {
  readonly kind: 'twilio' | 'sandbox';
  /** Sends one text; resolves to the provider's id, rejects with a SendError when it cannot. */
  send(text: OutgoingText): Promise<string>;
}

/**
 * Twilio error codes that no retry can fix: an invalid or unreachable 'To' (21211, 21214, 21614), a
 * recipient who replied STOP (21610), a 'From' that cannot send (21606, 21659, 21660), a message too long
 * (21617). Anything else, 5xx and 429 included, is tried again.
 */
const FINAL_TWILIO_CODES = new Set([21211, 21214, 21408, 21606, 21610, 21612, 21614, 21617, 21659, 21660]);

/** Texts through Twilio's Messaging API with the official client. */
export function twilioTexts(options: { accountSid: string; authToken: string; httpClient?: InstanceType<typeof twilio.RequestClient> }): TextSender {
  const client = twilio(options.accountSid, options.authToken, { ...(options.httpClient ? { httpClient: options.httpClient } : {}), timeout: 15_000 });
  return {
    kind: 'twilio',
    async send({ to, from, body }) {
      try {
        const message = await timeDependency('twilio', 'send_text', () =>
          client.messages.create({ to, body, ...(from.startsWith('MG') ? { messagingServiceSid: from } : { from }) }),
        );
        return message.sid;
      } catch (err) {
        const e = err as { status?: number; code?: number; message?: string };
        const final = (typeof e.code === 'number' && FINAL_TWILIO_CODES.has(e.code)) || (typeof e.status === 'number' && e.status >= 400 && e.status < 500 && e.status !== 429);
        throw new SendError(`${e.message || String(err)}${e.code ? ` (Twilio ${e.code})` : ''}`, final);
      }
    },
  };
}

/** The sandbox line has no carrier: a text is delivered to the sandbox, where the phone simulator reads it. */
export function sandboxTexts(): TextSender {
  let n = 0;
  return {
    kind: 'sandbox',
    async send() {
      n += 1;
      return `SM${Date.now().toString(16)}${n.toString(16).padStart(4, '0')}`.padEnd(34, '0').slice(0, 34);
    },
  };
}
