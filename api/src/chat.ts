/** Live conversation for browser calls, the transfer details of a transcript, voices and speech. */
import { z } from 'zod';
import { jsonText, numeric, optionalText, text } from './read';
import { CHAT_MESSAGES } from './constants';

export const transferDetails = z.object({ clientName: z.string(), address: z.string(), phone: z.string(), issueSummary: z.string() }).meta({ id: 'TransferDetails' });

/** An entry of the conversation so far; `text` is read where `content` is empty. */
const historyItem = z.object({ role: text().meta({ examples: ['assistant', 'user'] }), content: optionalText(), text: optionalText() }).catch({ role: '', content: '', text: '' });

/** The chat body: either agentId (the owner's agent, or a demo employee's name), or employee with customConfig. */
export const chatBody = z.object({
  language: optionalText().meta({ examples: ['en', 'es'] }),
  history: z.array(historyItem, { error: CHAT_MESSAGES.history }).nullish(),
  message: text(),
  agentId: optionalText(),
  employee: optionalText(),
  /** The configuration of an agent not saved yet (onboarding's test step): an object, or its JSON. */
  customConfig: jsonText(),
  /** The caller spoke over the last reply; heardText is what they heard of it. */
  interrupted: z
    .union([z.boolean(), z.string()])
    .optional()
    .catch(undefined)
    .transform((v) => v === true || v === 'true'),
  heardText: z.string().optional().catch(undefined),
  callId: optionalText(),
  callerNumber: optionalText(),
});

export const chatTransfer = z.object({
  reason: z.string().meta({ examples: ['emergency', 'human'] }),
  details: transferDetails,
  transferNumber: z.string(),
  targetEmployee: z.string().optional(),
});

export const chatEvent = z.discriminatedUnion('type', [chatTransfer.extend({ type: z.literal('transfer') }), z.object({ type: z.literal('end'), reason: z.string() })]);

export const chatReply = z.object({
  text: z.string(),
  usage: z.object({ totalTokens: z.number() }),
  events: z.array(chatEvent).optional(),
  /** The message was 2 characters or fewer: no reply. */
  ignored: z.literal(true).optional(),
});

/** The events of POST /chat/stream, by name: `token`s, then `transfer` / `end`, then `done`; or `error`. */
export const chatStreamEvents = {
  token: z.object({ text: z.string() }),
  transfer: chatTransfer,
  end: z.object({ reason: z.string() }),
  done: z.object({ text: z.string(), usage: z.object({ totalTokens: z.number() }), ignored: z.literal(true).optional() }),
  error: z.object({ error: z.string() }),
};
export type ChatStreamEvent = { [E in keyof typeof chatStreamEvents]: { event: E; data: z.output<(typeof chatStreamEvents)[E]> } }[keyof typeof chatStreamEvents];

export const chatStream = z.string().meta({
  description: 'Server-Sent Events: `event: token|transfer|end|done|error` with `data:` JSON, as chatStreamEvents describes',
});

export const extractTransferBody = z.object({
  transcript: z
    .array(z.object({ role: text(), text: optionalText(), content: optionalText() }).catch({ role: '', text: '', content: '' }), { error: CHAT_MESSAGES.transcript })
    .optional(),
  language: optionalText(),
  templateType: optionalText(),
});

// ------------------------------------------------------------------ voices and speech

export const voicesQuery = z.object({
  languageCode: optionalText().meta({ examples: ['en-US', 'es-US'] }),
  provider: optionalText().meta({ examples: ['google'] }),
});

export const voice = z.object({ name: z.string(), displayName: z.string(), languageCode: z.string(), naturalGender: z.string() });

export const voices = z.object({
  voices: z.array(voice),
  /** Which speech engine serves the voices: 'google' or the offline 'espeak-ng'. */
  engine: z.string(),
});

export const ttsBody = z.object({
  employee: optionalText(),
  language: optionalText(),
  text: text(),
  provider: optionalText().meta({ examples: ['google'] }),
  format: optionalText().meta({ examples: ['mp3'] }),
  voiceName: optionalText(),
  speed: numeric(),
});

export const audio = z.string().meta({ format: 'binary' });
