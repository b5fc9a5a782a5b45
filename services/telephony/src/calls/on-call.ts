/**
 * The on-call call-down of an emergency transfer: the transfer number rings first, then each person on the
 * agent's ladder, each for its ring time. Whoever answers hears who is calling and why, and presses 1 to
 * take the call (the caller is bridged) or 2 to pass; a pass, no answer or a busy line moves on to the
 * next. When nobody takes it, the caller hears that the team has the details and will call back, and every
 * contact is texted. Each attempt is recorded and published as it settles.
 */
import type { Logger, OutgoingEvent, Queryable } from '@landline/platform';
import { isE164 } from '@landline/platform/phone';
import { onCallAttemptEvent, onCallUnansweredEvent } from '../events';
import type { CallRow, OnCallOutcome, TelephonyStore } from '../store';
import { LINES } from './lines';
import { DEFAULT_RING_SECONDS } from './settings';
import { dialTwiml, emptyTwiml, gatherTwiml, hangupTwiml, sayAndHangup, type Spoken } from './twiml';

export interface OnCallContact {
  name: string;
  phone: string;
}

/** Where settled attempts are published (the service's outbox), in the transaction that settles them. */
export interface EventSink {
  add(q: Queryable, event: OutgoingEvent): Promise<string>;
  kick(): void;
}

export interface OnCallDeps {
  store: TelephonyStore;
  events?: EventSink;
  logger: Logger;
  /** A webhook URL under PUBLIC_URL. */
  url(path: string, query?: Record<string, string>): string;
  spoken(text: string, call: CallRow, language?: 'en' | 'es'): Spoken;
  routes: { dialResult: string; whisper: string; whisperAnswer: string };
}

/** The people an emergency rings, in order: the transfer number, then the ladder. */
export function contactsOf(call: CallRow): OnCallContact[] {
  const first = { name: '', phone: call.settings.transfer.number };
  return [first, ...(call.settings.ladder ?? [])].filter((c) => isE164(c.phone));
}

/** What a finished <Dial> says of a person who never pressed 1. */
const outcomeOfDial = (status: string): Exclude<OnCallOutcome, 'ringing' | 'accepted'> => (status === 'busy' ? 'busy' : status === 'failed' ? 'failed' : 'no_answer');

export class OnCall {
  constructor(private readonly d: OnCallDeps) {}

  private get db() {
    return this.d.store.db;
  }

  /** Rings person `idx` (the TwiML for the caller's leg while it rings). */
  async dial(call: CallRow, idx: number): Promise<string> {
    const contact = contactsOf(call)[idx];
    if (!contact) throw new Error(`call ${call.call_sid} has no on-call contact ${idx}`);
    await this.d.store.startAttempt(this.db, call.call_sid, idx, contact);
    this.d.logger.info({ callSid: call.call_sid, idx, phone: contact.phone }, 'on-call contact dialled');
    return dialTwiml({
      number: contact.phone,
      callerId: call.settings.agentNumber,
      action: this.d.url(this.d.routes.dialResult, { ladder: String(idx) }),
      whisperUrl: this.d.url(this.d.routes.whisper, { call: call.call_sid, i: String(idx) }),
      timeoutSeconds: call.settings.ringSeconds ?? DEFAULT_RING_SECONDS,
    });
  }

  /** The person answered: who is calling and why, then press 1 or 2. */
  whisper(call: CallRow, idx: number, text: string): string {
    return gatherTwiml({
      whisper: this.d.spoken(text, call, call.agent_language),
      noKey: this.d.spoken(LINES.onCallNoKey[call.agent_language], call, call.agent_language),
      action: this.d.url(this.d.routes.whisperAnswer, { call: call.call_sid, i: String(idx) }),
    });
  }

  /** The key pressed: 1 bridges the caller (an empty answer ends the whisper), anything else passes. */
  async answer(call: CallRow, idx: number, digits: string): Promise<string> {
    const accepted = digits.trim().startsWith('1');
    await this.settle(call, idx, accepted ? 'accepted' : 'declined');
    return accepted ? emptyTwiml() : hangupTwiml();
  }

  /** The <Dial> ended: done when the person took the call, else the next person, else the caller's message. */
  async dialEnded(call: CallRow, idx: number, dialStatus: string, callerGone: boolean): Promise<string> {
    const attempt = await this.d.store.findAttempt(this.db, call.call_sid, idx);
    if (attempt?.outcome === 'accepted') return hangupTwiml();
    if (!attempt || attempt.outcome === 'ringing') await this.settle(call, idx, outcomeOfDial(dialStatus));
    const contacts = contactsOf(call);
    if (!callerGone && idx + 1 < contacts.length) return this.dial(call, idx + 1);
    await this.unanswered(call, contacts);
    this.d.logger.warn({ callSid: call.call_sid, tried: contacts.length }, 'nobody on the on-call ladder took the emergency');
    if (callerGone) return emptyTwiml();
    return sayAndHangup([this.d.spoken(LINES.onCallUnanswered[call.language], call, call.language)]);
  }

  /**
   * The caller hung up while the ladder was ringing (Twilio then asks for no <Dial action>): whoever was
   * ringing did not answer, and unless someone took the call, every contact is texted.
   */
  async callEnded(call: CallRow): Promise<void> {
    const attempts = await this.d.store.listAttempts(this.db, call.call_sid);
    if (attempts.length === 0 || attempts.some((a) => a.outcome === 'accepted')) return;
    for (const a of attempts.filter((x) => x.outcome === 'ringing')) await this.settle(call, a.idx, 'no_answer');
    await this.unanswered(call, contactsOf(call));
  }

  private async unanswered(call: CallRow, contacts: OnCallContact[]): Promise<void> {
    await this.db.tx(async (q) => {
      if (!(await this.d.store.claimCallback(q, `on-call-unanswered:${call.call_sid}`, call.call_sid))) return;
      await this.d.events?.add(q, onCallUnansweredEvent(call, [...new Set(contacts.map((c) => c.phone))]));
    });
    this.d.events?.kick();
  }

  private async settle(call: CallRow, idx: number, outcome: Exclude<OnCallOutcome, 'ringing'>): Promise<void> {
    await this.db.tx(async (q) => {
      const settled = await this.d.store.settleAttempt(q, call.call_sid, idx, outcome);
      if (settled) await this.d.events?.add(q, onCallAttemptEvent(call, settled));
    });
    this.d.events?.kick();
  }
}
