/** Phone numbers (search, purchase, assign, release) and the sandbox line the phone simulator calls. */
import { z } from 'zod';
import { isoTime } from './common';
import { optionalText, text } from './read';
import { SANDBOX_DIAL_ANSWERS } from './constants';

/** A number offered by a search (not bought yet: its id is the number itself). */
export const offeredNumber = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  friendlyName: z.string(),
  locality: z.string(),
  region: z.string(),
  monthlyPrice: z.number(),
  provider: z.string(),
});

/** A number the owner holds (agentId null when it serves no agent). */
export const phoneNumber = offeredNumber
  .extend({
    status: z.string().meta({ examples: ['owned', 'released'] }),
    agentId: z.string().nullable(),
    createdAt: isoTime(),
  })
  .meta({ id: 'PhoneNumber' });

export const offeredNumbers = z.object({ numbers: z.array(offeredNumber) });
export const phoneNumbers = z.object({ numbers: z.array(phoneNumber) });
export const phoneNumberBody = z.object({ phoneNumber });

export const searchNumbersQuery = z.object({ areaCode: optionalText().meta({ description: 'Three digits', examples: ['415'] }) });
export const purchaseNumberBody = z.object({ phoneNumber: text(), agentId: optionalText(), friendlyName: optionalText() });
export const assignNumberBody = z.object({ phoneNumberId: text(), agentId: text() });
export const releaseNumberBody = z.object({ phoneNumberId: text() });

/** A provider's refusal: Twilio's numeric code (21404: a trial account holds one number) or a name, and its details. */
export const providerError = z.object({ error: z.string(), code: z.union([z.number(), z.string()]).optional(), details: z.string().optional() }).catchall(z.unknown());

// ------------------------------------------------------------------ the sandbox line

/** What the carrier says for a <Say> verb (a call the relay does not take: paused, unknown, voicemail). */
export const sandboxSay = z.object({ text: z.string(), language: z.string(), voice: z.string() });

/** Someone an emergency transfer rings: the transfer number (index 0), then the on-call ladder. */
export const sandboxDial = z.object({
  /** E.164. */
  to: z.string(),
  index: z.number(),
  ringSeconds: z.number(),
  /** What they hear on picking up: who is calling and why, then press 1 or 2. */
  whisper: z.string(),
});

/** The voice webhook's answer, read for the phone simulator. */
export const sandboxCall = z
  .object({
    callSid: z.string(),
    from: z.string(),
    to: z.string(),
    /** 'dialing': a transfer rings `dial`; 'bridged': `dial` took the call. */
    status: z.string().meta({ examples: ['in-progress', 'voicemail', 'rejected', 'dialing', 'bridged', 'completed'] }),
    /** The ConversationRelay socket (single-use token); null when the relay does not take the call. */
    relayUrl: z.string().nullable(),
    welcomeGreeting: z.string(),
    /** 'none': the caller cannot cut into the greeting. */
    welcomeGreetingInterruptible: z.string().meta({ examples: ['none', 'any', 'speech', 'dtmf'] }),
    /** Send the caller's words while they are still speaking (prompts with last: false). */
    partialPrompts: z.boolean(),
    /** BCP-47, e.g. en-US. */
    language: z.string(),
    voice: z.string(),
    languages: z.array(z.object({ code: z.string(), voice: z.string() })),
    parameters: z.record(z.string(), z.string()),
    say: z.array(sandboxSay),
    agentId: z.string().nullable(),
    twiml: z.string(),
    dial: sandboxDial.nullable(),
  })
  .meta({ id: 'SandboxCall' });

export const callSidParams = z.object({ callSid: z.string() });
export const placeSandboxCallBody = z.object({ to: text(), from: optionalText() });
export const reconnectSandboxCallBody = z.object({ handoffData: optionalText() });

/** The person rung, by place in the ladder (anything else is the first). */
export const sandboxDialBody = z.object({
  index: z.coerce.number().int().min(0).max(10).catch(0),
  answer: text().meta({ examples: [...SANDBOX_DIAL_ANSWERS] }),
});

/** The call's length as the browser timed it (anything unreadable or not positive is 0; at most a day). */
export const sandboxHangupBody = z.object({
  durationSeconds: z.coerce
    .number()
    .positive()
    .transform((s) => Math.min(Math.round(s), 86_400))
    .catch(0),
});
export const sandboxHangup = z.object({ success: z.literal(true), callId: z.string(), status: z.string() });
