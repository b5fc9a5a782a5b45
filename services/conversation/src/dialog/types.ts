/**
 * The dialog engine's vocabulary: who is speaking for whom (DialogConfig), the conversation (Turn), what a
 * reply produces (tokens, events), and the engine interface both engines implement.
 */

import type { Urgency } from '../calls/analysis';
import type { Finding } from './safety/screen';
import { ENGINE_LINES, isIgnorable } from '@landline/platform/lines';

export type Language = 'en' | 'es';

export type AfterHours = 'voicemail' | 'emergency' | 'limited' | 'full';
export const AFTER_HOURS: readonly AfterHours[] = ['voicemail', 'emergency', 'limited', 'full'];

type Role = 'user' | 'assistant';
export interface Turn {
  role: Role;
  content: string;
}

/** The caller's message that asks for the greeting (start of a call, or the continuation after a transfer). */
export const START_MARKER = '__START__';
/** Also accepted as the start-of-call marker (an empty history plus this message). */
const START_MARKER_ALT = '[call started]';

export const isStartMarker = (message: string) => {
  const m = message.trim();
  return m === START_MARKER || m.toLowerCase() === START_MARKER_ALT;
};

/** Everything that decides how the employee speaks on one call. */
export interface DialogConfig {
  language: Language;
  /** A demo employee's id (sarah, sofia, marcus, diego, emma, james), when it is one. */
  employee?: string;
  demo: boolean;
  agentId?: string;
  ownerId?: string;
  templateType: string;
  templateIndustry: string;
  /** The template's system prompt in this language, placeholders not yet filled ('' when unavailable). */
  templatePrompt: string;
  agentName: string;
  companyName: string;
  companyAddress: string;
  companyPhone: string;
  timezone: string;
  businessHours: string;
  afterHours: AfterHours;
  knowledgeBase: string;
  features: { callRecording: boolean; transcription: boolean; emailSummary: boolean; smsNotifications: boolean };
  transfer: { enabled: boolean; number: string };
  /** The agent also speaks the other language when the caller does. */
  bilingual: boolean;
  /** Phone calls: the number the caller dials from (offered as the callback number). */
  callerNumber?: string;
}

export interface TransferDetails {
  clientName: string;
  address: string;
  phone: string;
  issueSummary: string;
}

export type DialogEvent =
  | { type: 'transfer'; reason: 'emergency' | 'human'; details: TransferDetails; transferNumber: string; targetEmployee?: string }
  | { type: 'end'; reason: string }
  /** The call is an emergency no transfer will carry to a person: the owner's on-call phones are to be told now. */
  | { type: 'emergency'; tier: 'emergency' | 'life_safety'; hazard: string; details: TransferDetails };

/** What the carrier of a call acts on (a transfer, the end); emergencies are reported by the service itself. */
export type CallEvent = Exclude<DialogEvent, { type: 'emergency' }>;

/** Which call a conversation is, for what it reports while it is live. */
export interface CallContext {
  callId: string;
  /** 'phone' or 'web'. */
  source: string;
  /** Phone calls: the number the caller dialled. */
  agentNumber: string;
}

/** An emergency raised on a live call of an owner's agent, as the service publishes it. */
export interface EmergencyAlert extends CallContext {
  ownerId: string;
  agentId: string;
  tier: 'emergency' | 'life_safety';
  hazard: string;
  details: TransferDetails;
}

/** Where a reply goes while it is produced. */
export interface ReplySink {
  token(text: string): void;
}

/** What the safety layer decided about a turn, for the engine that writes the rest of the reply. */
export interface Directive {
  /** The call's tier so far, this turn included. */
  tier?: Urgency;
  findings: Finding[];
  /** The reply already opened with safety advice. */
  adviceSpoken: boolean;
  /** The caller asked for a person and nobody can take the call: they were told a message will be taken. */
  personHandled: boolean;
  /** The emergency is put through now: ask for nothing more first. */
  transferNow: boolean;
}

export interface EngineInput {
  config: DialogConfig;
  /** The conversation before this message (already cut to what the caller heard). */
  history: Turn[];
  /** The caller's words, or the start marker. */
  message: string;
  /** The message is keys pressed on a phone's keypad, not speech. */
  keypad?: boolean;
  /** Set by the safety layer in front of the engine. */
  directive?: Directive;
  now: Date;
  signal: AbortSignal;
}

export interface EngineResult {
  /** The whole reply as spoken (the tokens joined). */
  text: string;
  totalTokens: number;
  events: DialogEvent[];
  /** The engine failed: `text` is (or should be) the spec's connection-trouble line. */
  failed?: boolean;
}

/** One engine behind the conversation: produces one reply, streaming its text to the sink. */
export interface DialogEngine {
  readonly name: 'offline' | 'llm';
  reply(input: EngineInput, sink: ReplySink): Promise<EngineResult>;
}

/** The spec's fixed lines, and their Spanish versions for Spanish calls. */
export const LINES = {
  ...ENGINE_LINES,
  emergencyTransfer: {
    en: "I'm transferring you to our emergency team now.",
    es: 'Le voy a transferir con nuestro equipo de emergencias ahora.',
  },
} as const;

export { isIgnorable };
