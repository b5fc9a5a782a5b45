/** The browser call's shapes: how it is set up, its transcript lines and what it shows. */
import type { AgentLanguage, CallTranscriptEntry, CallTransfer } from '@landline/api';
import type { CallLine, SessionSnapshot } from './callSession';
import type { CallState } from './constants';

/** Who the call is with and how it is set up. */
export interface CallSetup {
  /** Signed in: a test call ('web-test-…'); anonymous: a demo call ('web-demo-…'). */
  signedIn: boolean;
  /** The name in the call id (a demo employee's id, or the agent's name). */
  callName: string;
  /** The agent the chat speaks as: an owner's agent id (test calls). */
  agentId?: string;
  /** A demo employee id (sarah, sofia, marcus, diego, emma, james), or the agent's template for test calls. */
  employee: string;
  /** The display name saved with the call. */
  agentName: string;
  language: AgentLanguage;
  /** The chat's custom configuration. */
  customConfig?: unknown;
  /** Reply audio: POST /api/tts with this voice (the employee's default voice when absent). */
  voiceName?: string;
  speed?: number;
  /** After a transfer: the conversation so far and the incoming transfer event. */
  carried?: { transcript: CallTranscriptEntry[]; transfer: CallTransfer };
  /** The maintenance demo employees: stop the call when their last line mentions the emergency team. */
  watchEmergency?: boolean;
}

export interface ConversationLine extends CallLine {
  /** Carried over from the call before a transfer. */
  carried?: boolean;
  /** Who said a carried employee line (the employee who transferred the call). */
  speaker?: string;
}

export type EndReason = 'hangup' | 'microphone' | 'recognition' | 'agent' | 'emergency' | 'refused';
type SaveState = 'idle' | 'saving' | 'saved';

export interface CallSnapshot extends SessionSnapshot<ConversationLine> {
  state: CallState;
  callId: string | null;
  /** Why the call ended when it was not the caller's choice. */
  error: string | null;
  endReason: EndReason | null;
  /** The emergency employee should take over (demo): the call stopped and waits for Transfer or Close. */
  emergency: boolean;
  saveState: SaveState;
}
