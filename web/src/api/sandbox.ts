/** The sandbox phone line as the phone simulator drives it (POST /api/sandbox/...). */

/** What the carrier says for a <Say> verb (a call the relay does not take: paused, unknown, voicemail). */
export interface SandboxSay {
  text: string;
  language: string;
  voice: string;
}

/** POST /sandbox/calls: the voice webhook's answer, read for the phone simulator. */
export interface SandboxCall {
  callSid: string;
  from: string;
  to: string;
  /** 'dialing': a transfer rings `dial`; 'bridged': `dial` took the call. */
  status: 'in-progress' | 'voicemail' | 'rejected' | 'dialing' | 'bridged' | (string & {});
  /** The ConversationRelay socket (single-use token); null when the relay does not take the call. */
  relayUrl: string | null;
  welcomeGreeting: string;
  /** 'none': the caller cannot cut into the greeting (what they say during it is not passed on). */
  welcomeGreetingInterruptible: 'none' | 'any' | 'speech' | 'dtmf' | (string & {});
  /** Send the caller's words while they are still speaking (prompts with last: false). */
  partialPrompts: boolean;
  /** BCP-47, e.g. en-US. */
  language: string;
  voice: string;
  languages: { code: string; voice: string }[];
  parameters: Record<string, string>;
  say: SandboxSay[];
  agentId: string | null;
  twiml: string;
  /** The on-call person an emergency transfer rings (or who took it); null otherwise. */
  dial: SandboxDial | null;
}

/** Someone an emergency transfer rings: the transfer number (index 0), then the on-call ladder. */
export interface SandboxDial {
  /** E.164. */
  to: string;
  index: number;
  ringSeconds: number;
  /** What they hear on picking up: who is calling and why, then press 1 or 2. */
  whisper: string;
}

/** The simulator answering as the person rung: press 1, press 2, or let it ring out. */
export type SandboxDialAnswer = 'accept' | 'pass' | 'no_answer';

export interface SandboxHangup {
  success: boolean;
  callId: string;
  status: string;
}
