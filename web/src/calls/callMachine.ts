import type { CallState } from './constants';

/**
 * What moves a browser call between states:
 * start → CONNECTING; the microphone is ready → THINKING (first reply); reply audio plays → SPEAKING;
 * playback ends → LISTENING; a final utterance → THINKING; the caller's voice during SPEAKING →
 * LISTENING (interruption); a demo transfer → TRANSFERRING; End Call, a recogniser failure or a missing
 * microphone → ENDED.
 */
export type CallEvent = 'start' | 'micReady' | 'audioStarted' | 'replyFinished' | 'utterance' | 'interrupt' | 'transfer' | 'transferFailed' | 'end';

const TABLE: Record<CallEvent, Partial<Record<CallState, CallState>>> = {
  start: { IDLE: 'CONNECTING', ENDED: 'CONNECTING' },
  micReady: { CONNECTING: 'THINKING' },
  audioStarted: { THINKING: 'SPEAKING' },
  replyFinished: { THINKING: 'LISTENING', SPEAKING: 'LISTENING' },
  // A typed turn may also cut into a reply that is playing (it counts as an interruption).
  utterance: { LISTENING: 'THINKING', SPEAKING: 'THINKING' },
  interrupt: { SPEAKING: 'LISTENING' },
  transfer: { ENDED: 'TRANSFERRING', LISTENING: 'TRANSFERRING', SPEAKING: 'TRANSFERRING', THINKING: 'TRANSFERRING' },
  transferFailed: { TRANSFERRING: 'ENDED' },
  end: {
    CONNECTING: 'ENDED',
    LISTENING: 'ENDED',
    THINKING: 'ENDED',
    SPEAKING: 'ENDED',
    TRANSFERRING: 'ENDED',
  },
};

/** The next state, or the same state when the event means nothing there. */
export function transition(state: CallState, event: CallEvent): CallState {
  return TABLE[event][state] ?? state;
}

/** A call is live (the microphone, recogniser and recorder run) between CONNECTING and ENDED. */
export function isLive(state: CallState): boolean {
  return state !== 'IDLE' && state !== 'ENDED' && state !== 'TRANSFERRING';
}

/** Typed (or spoken) turns are taken while listening, and while speaking as an interruption. */
export function acceptsTurns(state: CallState): boolean {
  return state === 'LISTENING' || state === 'SPEAKING';
}
