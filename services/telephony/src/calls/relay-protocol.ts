/**
 * ConversationRelay's wire format as this service reads it: the carrier's messages parsed into one typed
 * union, with the description a malformed one is reported by, and the socket's limits.
 */

export interface RelaySettings {
  silencePromptMs: number;
  silenceHangupMs: number;
  speechCharsPerSecond: number;
  idleMs: number;
  /** The setup message must arrive within this. */
  setupMs?: number;
  /** After `end`, the carrier closes the socket; if it does not, the session does after this. */
  closeAfterEndMs?: number;
  /** On shutdown, how long live calls have to reach a pause and be handed to another process. */
  drainMs?: number;
}

export const RELAY_LIMITS = {
  /** Largest message a socket accepts (bytes); a larger one closes it (1009). */
  maxMessageBytes: 64 * 1024,
  /** Characters of one caller turn sent to the engine. */
  turnChars: 4_000,
  /** Caller turns waiting while a reply is produced. */
  queuedTurns: 4,
  /** Turns of history a (re)opened engine stream carries. */
  historyTurns: 400,
  /** Malformed messages a session tolerates before it closes. */
  malformed: 50,
  /** Keypad digits are sent as a turn this long after the last one (or at #). */
  dtmfGapMs: 2_500,
  /** Engine stream failures a call survives before it falls back to taking a message. */
  streamFailures: 2,
} as const;

/** The key that asks for a person. */
export const OPERATOR_KEY = '0';

type RelayMessage =
  | { type: 'setup'; callSid: string }
  | { type: 'prompt'; voicePrompt: string; lang: string; last: boolean }
  | { type: 'interrupt'; heard: string }
  | { type: 'dtmf'; digit: string }
  | { type: 'error'; description: string }
  | { type: 'info'; name: string; value: string }
  /** A type this version does not use (debug events, a type Twilio adds later). */
  | { type: 'other'; name: string };

/** A frame whose type was read but whose fields were not still names its type, so it can be refused as out of order first. */
export type Parsed = { ok: true; message: RelayMessage; type: string } | { ok: false; description: string; type?: string };

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const DIGIT = /^[0-9*#A-Da-dw]$/;

/** One frame from the carrier, read leniently where Twilio's fields are optional, strictly where the call depends on them. */
export function parseRelayMessage(data: unknown, isBinary: boolean): Parsed {
  const fail = (description: string): Parsed => ({ ok: false, description });
  if (isBinary) return fail('Binary messages are not part of the protocol');
  let raw: unknown;
  try {
    raw = JSON.parse(String(data));
  } catch {
    return fail('Invalid message: not JSON');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return fail('Invalid message: a type is required');
  const m = raw as Record<string, unknown>;
  if (typeof m.type !== 'string') return fail('Invalid message: a type is required');
  const type = m.type;
  const ok = (message: RelayMessage): Parsed => ({ ok: true, message, type });
  const invalid = (description: string): Parsed => ({ ok: false, description, type });
  switch (type) {
    case 'setup':
      return ok({ type: 'setup', callSid: str(m.callSid) });
    case 'prompt':
      if (typeof m.voicePrompt !== 'string') return invalid('Invalid prompt: voicePrompt must be a string');
      return ok({ type: 'prompt', voicePrompt: m.voicePrompt, lang: str(m.lang), last: m.last !== false });
    case 'interrupt':
      return ok({ type: 'interrupt', heard: str(m.utteranceUntilInterrupt) });
    case 'dtmf':
      if (typeof m.digit !== 'string' || !DIGIT.test(m.digit)) return invalid('Invalid dtmf: one digit is required');
      return ok({ type: 'dtmf', digit: m.digit });
    case 'error':
      return ok({ type: 'error', description: str(m.description) });
    case 'info':
      return ok({ type: 'info', name: str(m.name), value: str(m.value) });
    default:
      return ok({ type: 'other', name: type.slice(0, 40) });
  }
}
