/**
 * The sandbox phone line: without a carrier, the web phone simulator's calls take the same path as real
 * ones. This plays Twilio's part for them: it posts the voice webhook (signed with the sandbox token, as
 * Twilio signs with the account's auth token) and reads the TwiML answer into what the browser needs to
 * open the relay socket itself; hanging up posts the status callback Twilio would send.
 */
import { randomBytes } from 'node:crypto';
import { AppError, invalid, notFound, type Logger } from '@landline/platform';
import { isE164, PHONE_FORMAT_MESSAGE } from '@landline/platform/phone';
import type { SandboxCall } from '@landline/proto/generated/landline/telephony/v1/SandboxCall';
import type { TelephonyStore } from '../store';
import { sign } from '../twilio/signature';
import { CALL_SID, ROUTES } from './webhooks';

const SANDBOX_MESSAGES = {
  numberFormat: PHONE_FORMAT_MESSAGE,
  numberNotFound: 'Phone number not found',
  callNotFound: 'Call not found',
  badAnswer: 'Answer must be accept, pass or no_answer',
  unavailable: 'The phone line could not be reached. Please try again.',
} as const;

/** The caller id of a simulator call that names none (a fictional 555 number). */
const SANDBOX_CALLER = '+15555550100';
/** The sandbox line's account SID (a fictional one, in Twilio's format). */
const SANDBOX_ACCOUNT_SID = `AC${'0'.repeat(32)}`;

export interface SandboxOptions {
  publicUrl: string;
  /** Where this process's own HTTP server listens (the webhooks are posted there). */
  localUrl: () => string;
  token: () => string;
}

interface Node {
  name: string;
  attrs: Record<string, string>;
  children: Node[];
  text: string;
}

const decode = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp|#(\d+)|#x([0-9a-f]+));/gi, (entity: string, e: string, d?: string, h?: string) => {
    if (d) return String.fromCodePoint(Number(d));
    if (h) return String.fromCodePoint(parseInt(h, 16));
    return ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' } as Record<string, string>)[e.toLowerCase()] ?? entity;
  });

/** A small reader for the TwiML this service writes (elements, attributes, text; no CDATA or comments). */
function parseTwiml(xml: string): Node {
  const root: Node = { name: '#root', attrs: {}, children: [], text: '' };
  const stack = [root];
  const re = /<\?[^>]*\?>|<\/([\w:-]+)\s*>|<([\w:-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
  for (const [, closing, opening, attributes = '', selfClosing, text] of xml.matchAll(re)) {
    const top = stack.at(-1) ?? root;
    if (closing) {
      if (stack.length > 1) stack.pop();
    } else if (opening) {
      const attrs: Record<string, string> = {};
      for (const [, key = '', value = ''] of attributes.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[key] = decode(value);
      const node: Node = { name: opening, attrs, children: [], text: '' };
      top.children.push(node);
      if (!selfClosing) stack.push(node);
    } else if (text) top.text += decode(text);
  }
  return root;
}

function find(node: Node, name: string): Node | undefined {
  for (const c of node.children) {
    if (c.name === name) return c;
    const deeper = find(c, name);
    if (deeper) return deeper;
  }
  return undefined;
}

/** What the browser needs from the voice webhook's TwiML. */
export function readAnswer(twiml: string): Omit<SandboxCall, 'callSid' | 'from' | 'to' | 'twiml'> {
  const doc = parseTwiml(twiml);
  const response = find(doc, 'Response') ?? doc;
  const relay = find(response, 'ConversationRelay');
  if (relay) {
    const languages = [{ code: relay.attrs.language ?? 'en-US', voice: relay.attrs.voice ?? '' }];
    const parameters: Record<string, string> = {};
    for (const c of relay.children) {
      if (c.name === 'Language' && c.attrs.code && !languages.some((l) => l.code === c.attrs.code)) languages.push({ code: c.attrs.code, voice: c.attrs.voice ?? '' });
      if (c.name === 'Parameter' && c.attrs.name) parameters[c.attrs.name] = c.attrs.value ?? '';
    }
    return {
      status: 'in-progress',
      relayUrl: relay.attrs.url ?? '',
      welcomeGreeting: relay.attrs.welcomeGreeting ?? '',
      partialPrompts: relay.attrs.partialPrompts === 'true',
      welcomeGreetingInterruptible: relay.attrs.welcomeGreetingInterruptible ?? 'any',
      language: relay.attrs.language ?? 'en-US',
      voice: relay.attrs.voice ?? '',
      languages,
      parameters,
      say: [],
      agentId: parameters.agentId ?? '',
    };
  }
  const dialed = find(response, 'Dial');
  const number = dialed && find(dialed, 'Number');
  // The on-call ladder's dial (its whisper asks for a key, its URL names the person's place); a caller who
  // asked for a person is put through without one, which the sandbox line does not carry on.
  const place = number && new URL(number.attrs.url ?? '/', 'http://sandbox/').searchParams.get('i');
  if (dialed && number && place !== null && place !== undefined) {
    return { ...closed('dialing'), dial: { to: number.text.trim(), index: Number(place) || 0, ringSeconds: Number(dialed.attrs.timeout ?? '20') || 20, whisper: '' } };
  }
  const say = response.children
    .filter((c) => c.name === 'Say')
    .map((c) => ({ text: c.text.trim(), language: c.attrs.language ?? 'en-US', voice: (c.attrs.voice ?? '').replace(/^Google\./, '') }));
  const records = response.children.some((c) => c.name === 'Record');
  return { ...closed(records ? 'voicemail' : 'rejected'), language: say[0]?.language ?? 'en-US', voice: say[0]?.voice ?? '', say };
}

/** An answer with no relay session. */
function closed(status: string): Omit<SandboxCall, 'callSid' | 'from' | 'to' | 'twiml'> {
  return {
    status,
    relayUrl: '',
    welcomeGreeting: '',
    partialPrompts: false,
    welcomeGreetingInterruptible: 'any',
    language: 'en-US',
    voice: '',
    languages: [],
    parameters: {},
    say: [],
    agentId: '',
  };
}

/** The words of a TwiML document's <Gather> (the on-call whisper). */
function gatherText(twiml: string): string {
  const gather = find(parseTwiml(twiml), 'Gather');
  return gather
    ? gather.children
        .filter((c) => c.name === 'Say')
        .map((c) => c.text.trim())
        .join(' ')
    : '';
}

export class SandboxLine {
  constructor(
    private readonly store: TelephonyStore,
    private readonly options: SandboxOptions,
    private readonly logger: Logger,
  ) {}

  /** Posts a webhook as Twilio would (form body, X-Twilio-Signature over the public URL). */
  private async post(path: string, params: Record<string, string>): Promise<string> {
    const body = new URLSearchParams(params).toString();
    let res: Response;
    try {
      res = await fetch(`${this.options.localUrl()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': sign(this.options.token(), `${this.options.publicUrl}${path}`, params) },
        body,
        signal: AbortSignal.timeout(60_000),
      });
    } catch (err) {
      this.logger.error({ err, path }, 'sandbox webhook could not be posted');
      throw new AppError('unavailable', SANDBOX_MESSAGES.unavailable);
    }
    const text = await res.text();
    if (!res.ok) {
      this.logger.error({ path, status: res.status }, 'sandbox webhook refused');
      throw new AppError('unavailable', SANDBOX_MESSAGES.unavailable);
    }
    return text;
  }

  /** A call from the simulator to one of the owner's numbers. */
  async place(ownerId: string, input: { to: string; from: string }): Promise<SandboxCall> {
    const to = input.to.trim();
    const from = input.from.trim() || SANDBOX_CALLER;
    if (!isE164(to) || !isE164(from)) throw invalid(SANDBOX_MESSAGES.numberFormat);
    const number = await this.store.findLiveByPhoneNumber(this.store.db, to);
    if (!number || number.owner_id !== ownerId) throw notFound(SANDBOX_MESSAGES.numberNotFound);
    const callSid = `CA${randomBytes(16).toString('hex')}`;
    const twiml = await this.post(ROUTES.voice, {
      AccountSid: SANDBOX_ACCOUNT_SID,
      ApiVersion: '2010-04-01',
      CallSid: callSid,
      CallStatus: 'ringing',
      Called: to,
      Caller: from,
      Direction: 'inbound',
      From: from,
      To: to,
    });
    this.logger.info({ callSid, ownerId, to }, 'sandbox call placed');
    return { callSid, from, to, twiml, ...readAnswer(twiml) };
  }

  /** One of the owner's own simulator calls. */
  private async ownCall(ownerId: string, callSid: string) {
    const call = CALL_SID.test(callSid) ? await this.store.findCall(this.store.db, callSid) : undefined;
    if (!call || !call.test || call.owner_id !== ownerId) throw notFound(SANDBOX_MESSAGES.callNotFound);
    return call;
  }

  /** The relay ended the session with a handover: the <Connect action> callback, whose answer goes on with the call. */
  async reconnect(ownerId: string, callSid: string, handoffData: string): Promise<SandboxCall> {
    const call = await this.ownCall(ownerId, callSid);
    const twiml = await this.post(ROUTES.relayAction, {
      AccountSid: call.account_sid || SANDBOX_ACCOUNT_SID,
      CallSid: callSid,
      CallStatus: 'in-progress',
      SessionId: `VX${randomBytes(16).toString('hex')}`,
      SessionStatus: 'ended',
      HandoffData: handoffData.slice(0, 2_000),
    });
    return this.carryOn(call, twiml);
  }

  /** The transfer TwiML carried out as Twilio would: a person being rung also gets their whisper. */
  private async carryOn(call: { call_sid: string; account_sid: string; from_number: string; to_number: string }, twiml: string): Promise<SandboxCall> {
    const answer = readAnswer(twiml);
    if (answer.dial) {
      const whisper = await this.post(`${ROUTES.whisper}?${new URLSearchParams({ call: call.call_sid, i: String(answer.dial.index) })}`, {
        AccountSid: call.account_sid || SANDBOX_ACCOUNT_SID,
        CallSid: `CA${randomBytes(16).toString('hex')}`,
        ParentCallSid: call.call_sid,
        CallStatus: 'in-progress',
        Direction: 'outbound-dial',
      });
      answer.dial.whisper = gatherText(whisper);
    }
    return { callSid: call.call_sid, from: call.from_number, to: call.to_number, twiml, ...answer };
  }

  /**
   * The simulator answers as the on-call person being rung: 'accept' presses 1 (the caller is bridged),
   * 'pass' presses 2, 'no_answer' lets it ring out; then the <Dial action> says what happens next.
   */
  async answerDial(ownerId: string, callSid: string, index: number, answer: string): Promise<SandboxCall> {
    if (!['accept', 'pass', 'no_answer'].includes(answer)) throw invalid(SANDBOX_MESSAGES.badAnswer);
    const call = await this.ownCall(ownerId, callSid);
    const account = call.account_sid || SANDBOX_ACCOUNT_SID;
    const i = String(Math.max(0, Math.trunc(index)));
    if (answer !== 'no_answer') {
      await this.post(`${ROUTES.whisperAnswer}?${new URLSearchParams({ call: callSid, i })}`, {
        AccountSid: account,
        CallSid: `CA${randomBytes(16).toString('hex')}`,
        ParentCallSid: callSid,
        CallStatus: 'in-progress',
        Digits: answer === 'accept' ? '1' : '2',
      });
    }
    if (answer === 'accept') {
      const taken = await this.store.findAttempt(this.store.db, callSid, Number(i));
      return {
        callSid,
        from: call.from_number,
        to: call.to_number,
        twiml: '',
        ...closed('bridged'),
        dial: { to: taken?.phone ?? '', index: Number(i), ringSeconds: 0, whisper: '' },
      };
    }
    const next = await this.post(`${ROUTES.dialResult}?${new URLSearchParams({ ladder: i })}`, {
      AccountSid: account,
      CallSid: callSid,
      CallStatus: 'in-progress',
      DialCallSid: `CA${randomBytes(16).toString('hex')}`,
      DialCallStatus: answer === 'pass' ? 'completed' : 'no-answer',
      DialCallDuration: '0',
    });
    return this.carryOn(call, next);
  }

  /** The simulator hung up: the status callback (completed), which saves the call record. */
  async hangup(ownerId: string, callSid: string, durationSeconds: number): Promise<SandboxCall> {
    const call = await this.ownCall(ownerId, callSid);
    const elapsed = Math.max(0, Math.round((Date.now() - new Date(call.started_at).getTime()) / 1000));
    const duration = durationSeconds > 0 ? Math.min(durationSeconds, elapsed + 5) : elapsed;
    await this.post(ROUTES.status, {
      AccountSid: call.account_sid || SANDBOX_ACCOUNT_SID,
      ApiVersion: '2010-04-01',
      CallSid: callSid,
      CallStatus: 'completed',
      CallDuration: String(call.ended_at ? call.duration_seconds : duration),
      Called: call.to_number,
      Caller: call.from_number,
      Direction: 'inbound',
      From: call.from_number,
      To: call.to_number,
      Timestamp: new Date().toUTCString(),
    });
    return { callSid, from: call.from_number, to: call.to_number, status: 'completed', agentId: call.agent_id };
  }
}
