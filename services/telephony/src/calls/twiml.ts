/**
 * The TwiML the call webhooks answer with, built with the twilio library's VoiceResponse: the answered
 * call (dual-channel recording, then <Connect> to ConversationRelay), the spoken refusals, voicemail, the
 * transfer (<Dial answerOnBridge> with a whisper) and the message-taking close.
 */
import type { TranscriptionProvider } from '@landline/platform/voices';
import twilio from 'twilio';
import type { Language } from '../store';
import { LOCALES } from './lines';
import { PLAYBACK_DEBUG_OPTIONS } from './playback';

type VoiceResponse = InstanceType<typeof twilio.twiml.VoiceResponse>;
type SayVoice = NonNullable<Parameters<VoiceResponse['say']>[0] extends infer A ? (A extends { voice?: infer V } ? V : never) : never>;

export interface Spoken {
  text: string;
  language: Language;
  /** A Google voice name (en-US-Chirp3-HD-Charon); <Say> uses it as Google.<name>. */
  voice: string;
}

export interface RelayLanguage {
  language: Language;
  voice: string;
  transcriptionProvider: TranscriptionProvider;
  speechModel: string;
}

export interface RelayTwiml {
  /** Start a dual-channel recording of the whole call, reported to this URL. */
  recordingCallback?: string;
  /** The <Connect action>: where Twilio goes when the relay session ends. */
  action: string;
  /** wss://…/twilio/relay?token=… */
  url: string;
  primary: RelayLanguage;
  other: RelayLanguage;
  welcomeGreeting: string;
  hints: string;
  parameters: Record<string, string>;
}

const say = (r: VoiceResponse, s: Spoken) => r.say({ voice: `Google.${s.voice}` as SayVoice, language: LOCALES[s.language] }, s.text);

/** The answered call: recording, then the live conversation over ConversationRelay. */
export function relayTwiml(o: RelayTwiml): string {
  const r = new twilio.twiml.VoiceResponse();
  if (o.recordingCallback) {
    r.start().recording({
      channels: 'dual',
      track: 'both',
      trim: 'do-not-trim',
      recordingStatusCallback: o.recordingCallback,
      recordingStatusCallbackMethod: 'POST',
      recordingStatusCallbackEvent: ['completed'],
    });
  }
  const connect = r.connect({ action: o.action, method: 'POST' });
  const relay = connect.conversationRelay({
    url: o.url,
    language: LOCALES[o.primary.language],
    ttsProvider: 'Google',
    voice: o.primary.voice,
    transcriptionProvider: o.primary.transcriptionProvider,
    speechModel: o.primary.speechModel,
    interruptible: 'any',
    // The caller's words as they come: the line keeps quiet (no "are you still there?") while they talk.
    partialPrompts: true,
    // The greeting carries the recording and AI disclosure: it is always heard in full. A call handed over
    // between processes resumes without one.
    ...(o.welcomeGreeting ? { welcomeGreeting: o.welcomeGreeting, welcomeGreetingInterruptible: 'none' } : {}),
    dtmfDetection: true,
    // Playback reports, so a transfer or hang-up waits until the caller has really heard the last words.
    debug: PLAYBACK_DEBUG_OPTIONS,
    ...(o.hints ? { hints: o.hints } : {}),
  });
  // One <Language> for each language the call may use, the one it starts in included, as Twilio documents.
  for (const l of [o.primary, o.other])
    relay.language({ code: LOCALES[l.language], ttsProvider: 'Google', voice: l.voice, transcriptionProvider: l.transcriptionProvider, speechModel: l.speechModel });
  for (const [name, value] of Object.entries(o.parameters)) relay.parameter({ name, value });
  return r.toString();
}

/** Spoken lines, then hang up. */
export function sayAndHangup(lines: Spoken[]): string {
  const r = new twilio.twiml.VoiceResponse();
  for (const l of lines) say(r, l);
  r.hangup();
  return r.toString();
}

/** Spoken lines, then a message after the tone (the recording reported to recordingCallback when given). */
export function sayAndRecord(lines: Spoken[], o: { action: string; recordingCallback?: string; maxLengthSeconds?: number }): string {
  const r = new twilio.twiml.VoiceResponse();
  for (const l of lines) say(r, l);
  r.record({
    action: o.action,
    method: 'POST',
    maxLength: o.maxLengthSeconds ?? 120,
    timeout: 8,
    playBeep: true,
    ...(o.recordingCallback ? { recordingStatusCallback: o.recordingCallback, recordingStatusCallbackMethod: 'POST', recordingStatusCallbackEvent: ['completed'] } : {}),
  });
  r.hangup();
  return r.toString();
}

/** The transfer: ring the human with caller id = the agent's number; the whisper plays when they answer. */
export function dialTwiml(o: { number: string; callerId: string; action: string; whisperUrl: string; timeoutSeconds?: number }): string {
  const r = new twilio.twiml.VoiceResponse();
  const dial = r.dial({ answerOnBridge: true, callerId: o.callerId, action: o.action, method: 'POST', timeout: o.timeoutSeconds ?? 25 });
  dial.number({ url: o.whisperUrl, method: 'POST' }, o.number);
  return r.toString();
}

/**
 * The on-call whisper: who is calling and why, then one key. Its answer goes to `action`; with no key
 * pressed the person hears `noKey` and the leg hangs up, so the call moves on to the next person.
 */
export function gatherTwiml(o: { whisper: Spoken; noKey: Spoken; action: string; timeoutSeconds?: number }): string {
  const r = new twilio.twiml.VoiceResponse();
  const gather = r.gather({ numDigits: 1, action: o.action, method: 'POST', timeout: o.timeoutSeconds ?? 8 });
  gather.say({ voice: `Google.${o.whisper.voice}` as SayVoice, language: LOCALES[o.whisper.language] }, o.whisper.text);
  say(r, o.noKey);
  r.hangup();
  return r.toString();
}

/** Spoken lines only (the whisper: Twilio bridges the call when it ends). */
export function sayTwiml(lines: Spoken[]): string {
  const r = new twilio.twiml.VoiceResponse();
  for (const l of lines) say(r, l);
  return r.toString();
}

export function hangupTwiml(): string {
  const r = new twilio.twiml.VoiceResponse();
  r.hangup();
  return r.toString();
}

/** An empty answer (a callback that needs no instructions). */
export function emptyTwiml(): string {
  return new twilio.twiml.VoiceResponse().toString();
}
