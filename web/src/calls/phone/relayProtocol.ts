/**
 * Twilio's ConversationRelay messages as the phone simulator speaks them, standing in for Twilio: what
 * it sends (setup, prompt, interrupt, dtmf) and what the relay sends back (text, language, end, error).
 */
import type { SandboxCall } from '@landline/api';
import type { AgentLanguage } from '@landline/api';

export type RelayServerMessage =
  | { type: 'text'; token: string; last: boolean; lang: string }
  | { type: 'language'; ttsLanguage: string; transcriptionLanguage: string }
  | { type: 'end'; handoffData: string }
  | { type: 'error'; description: string }
  /** Part of the protocol, not used by this relay (play, sendDigits). */
  | { type: 'other'; name: string };

/** One message the caller's side sends, by its type. */
export type RelayClientMessageOf<T extends RelayClientMessage['type']> = Extract<RelayClientMessage, { type: T }>;

export type RelayClientMessage =
  | {
      type: 'setup';
      sessionId: string;
      callSid: string;
      accountSid: string;
      from: string;
      to: string;
      direction: 'inbound';
      callType: 'PSTN';
      customParameters: Record<string, string>;
    }
  | { type: 'prompt'; voicePrompt: string; lang: string; last: boolean }
  | { type: 'interrupt'; utteranceUntilInterrupt: string; durationUntilInterruptMs: number }
  | { type: 'dtmf'; digit: string };

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads one message of the relay; null when it is not JSON with a type. */
export function parseRelayMessage(data: string): RelayServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case 'text':
      return { type: 'text', token: str(m.token), last: m.last === true, lang: str(m.lang) };
    case 'language':
      return { type: 'language', ttsLanguage: str(m.ttsLanguage), transcriptionLanguage: str(m.transcriptionLanguage) };
    case 'end':
      return { type: 'end', handoffData: str(m.handoffData) };
    case 'error':
      return { type: 'error', description: str(m.description) };
    default:
      return typeof m.type === 'string' ? { type: 'other', name: m.type } : null;
  }
}

/** `handover`: the process holding the socket is stopping and asks the carrier to reconnect elsewhere. */
type HandoffKind = 'transfer' | 'hangup' | 'message' | 'handover';

export interface Handoff {
  kind: HandoffKind;
  reason: string;
}

/** The `end` message's handoff data (what the carrier does next); an unreadable one hangs up. */
export function parseHandoff(handoffData: string): Handoff {
  try {
    const value = JSON.parse(handoffData) as { kind?: unknown; reason?: unknown };
    const kind = value.kind === 'transfer' || value.kind === 'message' || value.kind === 'handover' ? value.kind : 'hangup';
    return { kind, reason: str(value.reason) };
  } catch {
    return { kind: 'hangup', reason: '' };
  }
}

/** The setup message Twilio sends first: the call and the <Parameter>s of the TwiML. */
export function setupMessage(call: SandboxCall, accountSid = ''): RelayClientMessageOf<'setup'> {
  return {
    type: 'setup',
    sessionId: `VX${call.callSid.slice(2)}`,
    callSid: call.callSid,
    accountSid,
    from: call.from,
    to: call.to,
    direction: 'inbound',
    callType: 'PSTN',
    customParameters: call.parameters,
  };
}

/** A caller's turn; `last: false` for the words so far while they are still speaking. */
export function promptMessage(text: string, lang: string, last = true): RelayClientMessageOf<'prompt'> {
  return { type: 'prompt', voicePrompt: text, lang, last };
}

export function interruptMessage(heard: string, durationMs: number): RelayClientMessageOf<'interrupt'> {
  return { type: 'interrupt', utteranceUntilInterrupt: heard, durationUntilInterruptMs: Math.max(0, Math.round(durationMs)) };
}

export function dtmfMessage(digit: string): RelayClientMessageOf<'dtmf'> {
  return { type: 'dtmf', digit };
}

/** The agent language of a BCP-47 locale (es-US → es; everything else English). */
export function languageOfLocale(locale: string): AgentLanguage {
  return locale.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** The voice the call speaks a locale with (the <Language> children of the TwiML), or the fallback. */
export function voiceForLocale(languages: SandboxCall['languages'], locale: string, fallback: string): string {
  return languages.find((l) => l.code.toLowerCase() === locale.toLowerCase())?.voice || fallback;
}
