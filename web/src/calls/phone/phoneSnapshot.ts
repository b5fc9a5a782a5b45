import type { SandboxCall } from '@landline/api';
import type { CallLine, SessionSnapshot } from '../callSession';
import type { OnCallState } from './onCall';
import type { Handoff } from './relayProtocol';

type PhonePhase = 'idle' | 'dialing' | 'connected' | 'ended';
/** Who has the floor while connected. */
type PhoneActivity = 'speaking' | 'thinking' | 'listening';
export type PhoneEndReason = 'hangup' | 'agent' | 'transfer' | 'message' | 'voicemail' | 'rejected' | 'dropped' | 'microphone' | 'failed';
type PhoneSaveState = 'none' | 'saving' | 'saved' | 'failed';

export type PhoneLine = CallLine;

/** What the phone simulator shows of its call (a new object on every change). */
export interface PhoneSnapshot extends SessionSnapshot<PhoneLine> {
  phase: PhonePhase;
  activity: PhoneActivity | null;
  to: string;
  from: string;
  callSid: string | null;
  /** The agent that answered (null for a number no agent takes). */
  agentId: string | null;
  /** What the voice webhook did with the call. */
  outcome: SandboxCall['status'] | null;
  connectedAt: number | null;
  durationSeconds: number | null;
  muted: boolean;
  /** Keys pressed during the call. */
  keypad: string;
  /** The current locale of the call (en-US, es-US). */
  locale: string;
  /** Why the call failed or ended against the caller's will. */
  error: string | null;
  endReason: PhoneEndReason | null;
  /** The relay handed the call to a person. */
  transfer: Handoff | null;
  /** An emergency transfer ringing the on-call team (null until the line rings someone). */
  onCall: OnCallState | null;
  saveState: PhoneSaveState;
  savedCallId: string | null;
}

export const IDLE_PHONE: PhoneSnapshot = {
  phase: 'idle',
  activity: null,
  to: '',
  from: '',
  callSid: null,
  agentId: null,
  outcome: null,
  connectedAt: null,
  durationSeconds: null,
  lines: [],
  interim: '',
  speechInput: false,
  muted: false,
  keypad: '',
  locale: 'en-US',
  notice: null,
  error: null,
  endReason: null,
  transfer: null,
  onCall: null,
  saveState: 'none',
  savedCallId: null,
};
