/** The call webhooks Twilio is pointed at, and what they carry. */
import type { PendingAction } from '../store';

/** Twilio's webhook parameters (form fields), as strings. */
export type Params = Record<string, string | undefined>;

export const CALL_SID = /^CA[0-9a-fA-F]{32}$/;
/** How long a relay token may wait for its socket. */
export const RELAY_TOKEN_TTL_MS = 120_000;
/**
 * The <Parameter> that carries a relay session's single-use token: Twilio hands <Parameter>s to the socket
 * in the setup message's customParameters, and a query string on the relay URL is not something it documents.
 */
export const RELAY_TOKEN_PARAMETER = 'relayToken';
/** Relay sessions a call may open (the first, then reconnections after a dropped socket). */
export const MAX_RELAY_SESSIONS = 3;
/** Further sessions a call may open when processes hand it over on shutdown (a rolling update of several replicas). */
export const MAX_HANDOVERS = 6;
/** Where the call webhooks live (under PUBLIC_URL). */
export const ROUTES = {
  voice: '/twilio/voice',
  relay: '/twilio/relay',
  relayAction: '/twilio/relay-action',
  dialResult: '/twilio/dial-result',
  whisper: '/twilio/whisper',
  whisperAnswer: '/twilio/whisper-answer',
  status: '/twilio/status',
  recording: '/twilio/recording',
} as const;

/** The relay's handoff data (JSON in the `end` message), as the action webhook receives it. */
export function handoffAction(raw: string | undefined): PendingAction | { kind: 'handover'; reason?: string } | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { kind?: unknown; reason?: unknown } | null;
    if (v && (v.kind === 'transfer' || v.kind === 'hangup' || v.kind === 'message' || v.kind === 'handover'))
      return { kind: v.kind, reason: typeof v.reason === 'string' ? v.reason : undefined };
  } catch {
    // not ours
  }
  return null;
}
