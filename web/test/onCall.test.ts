// The phone simulator's emergency transfer: what the line's answers mean, the texts of the on-call card,
// and the ladder walked with a scripted line (pass, ring out, accept; nobody left; a refused answer).
import { jest } from '@jest/globals';
import { ApiError } from '../src/api/errors';
import type { SandboxCall, SandboxDialAnswer, SandboxSay } from '@landline/api';
import {
  DEFAULT_RING_SECONDS,
  OnCallLadder,
  contactAt,
  lineStep,
  onCallContacts,
  ringCountdownText,
  ringSecondsLeft,
  ringingText,
  type OnCallState,
} from '../src/calls/phone/onCall';
import type { TransferConfig } from '@landline/api';
import { partial } from './partial';

const TRANSFER = '+12125551234';
const ANA = '+13125550111';
const WHISPER = 'This is Max, the AI assistant for Acme Property, with an emergency call from Lena Park. Press 1 to take the call, 2 to pass.';
const CLOSING: SandboxSay = {
  text: "I couldn't reach anyone on the on-call team right now, but they have your details and will call you back.",
  language: 'en-US',
  voice: 'en-US-Chirp3-HD-Achird',
};

function answer(patch: Partial<SandboxCall>): SandboxCall {
  return {
    callSid: 'CA0123456789abcdef0123456789abcdef',
    from: '+15555550100',
    to: '+15125550100',
    status: 'rejected',
    relayUrl: null,
    welcomeGreeting: '',
    welcomeGreetingInterruptible: 'any',
    partialPrompts: false,
    language: 'en-US',
    voice: '',
    languages: [],
    parameters: {},
    say: [],
    agentId: null,
    twiml: '',
    dial: null,
    ...patch,
  };
}

const ringing = (to: string, index: number, ringSeconds = 10): SandboxCall => answer({ status: 'dialing', dial: { to, index, ringSeconds, whisper: WHISPER } });

describe("the line's answers", () => {
  it("rings the person named, with the line's ring time (20 s when it names none)", () => {
    expect(lineStep(ringing(TRANSFER, 0, 15))).toEqual({ kind: 'ring', dial: { to: TRANSFER, index: 0, ringSeconds: 15, whisper: WHISPER } });
    expect(lineStep(ringing(TRANSFER, 0, 0))).toMatchObject({ kind: 'ring', dial: { ringSeconds: DEFAULT_RING_SECONDS } });
  });

  it('bridges the caller, says the closing lines, or (nothing to say) ends as the old transfer', () => {
    expect(lineStep(answer({ status: 'bridged', dial: { to: ANA, index: 1, ringSeconds: 0, whisper: '' } }))).toMatchObject({ kind: 'bridged', dial: { to: ANA, index: 1 } });
    expect(lineStep(answer({ status: 'rejected', say: [CLOSING, { ...CLOSING, text: ' ' }] }))).toEqual({ kind: 'closing', say: [CLOSING] });
    expect(lineStep(answer({ status: 'rejected', say: [] }))).toEqual({ kind: 'transfer' });
    // A dialing answer without anyone to ring is not a ring.
    expect(lineStep(answer({ status: 'dialing', dial: null }))).toEqual({ kind: 'transfer' });
    // An older gateway without `dial`.
    expect(lineStep({ status: 'rejected', say: [] })).toEqual({ kind: 'transfer' });
  });
});

describe('the on-call card texts', () => {
  const contacts = onCallContacts(
    partial<TransferConfig>({
      enabled: true,
      transferNumber: TRANSFER,
      ladder: [
        { name: 'Ana Ruiz', phone: ANA },
        { name: 'Bad', phone: '555' },
      ],
    }),
  );

  it('lists who an emergency rings: the transfer number, then the ladder (valid numbers only; none with transfers off)', () => {
    expect(contacts).toEqual([
      { name: '', phone: TRANSFER },
      { name: 'Ana Ruiz', phone: ANA },
    ]);
    expect(onCallContacts(partial<TransferConfig>({ enabled: false, transferNumber: TRANSFER }))).toEqual([]);
    expect(onCallContacts(null)).toEqual([]);
    expect(onCallContacts(partial<TransferConfig>({ enabled: true, transferNumber: '', ladder: [{ name: 'Ana Ruiz', phone: ANA }] }))).toEqual([{ name: 'Ana Ruiz', phone: ANA }]);
  });

  it("says who rings and their place when the agent's settings agree with the line", () => {
    expect(ringingText({ to: TRANSFER, index: 0 }, contacts)).toBe('Ringing +1 (212) 555-1234 — 1 of 2');
    expect(ringingText({ to: ANA, index: 1 }, contacts)).toBe('Ringing Ana Ruiz, +1 (312) 555-0111 — 2 of 2');
    // Settings changed since (or not loaded): just the number.
    expect(ringingText({ to: '+13125550199', index: 1 }, contacts)).toBe('Ringing +1 (312) 555-0199');
    expect(ringingText({ to: TRANSFER, index: 0 }, [])).toBe('Ringing +1 (212) 555-1234');
    expect(contactAt({ to: ANA, index: 1 }, contacts)?.name).toBe('Ana Ruiz');
    expect(contactAt({ to: ANA, index: 4 }, contacts)).toBeNull();
  });

  it('counts the ring down in whole seconds', () => {
    expect(ringSecondsLeft(20_000, 2_000)).toBe(18);
    expect(ringSecondsLeft(20_000, 2_001)).toBe(18);
    expect(ringSecondsLeft(20_000, 19_999)).toBe(1);
    expect(ringSecondsLeft(20_000, 25_000)).toBe(0);
    expect(ringCountdownText(18)).toBe('Rings for 18 s more');
    expect(ringCountdownText(0)).toBe('No answer');
  });
});

describe('the ladder', () => {
  const now = 1_000_000;
  let states: OnCallState[];
  let notes: string[];
  let spoken: SandboxSay[];
  let ended: number;
  let live: boolean;
  let answers: { index: number; answer: SandboxDialAnswer }[];
  let script: (SandboxCall | Error)[];

  const next = async () => {
    const item = script.shift();
    if (!item) throw new Error('the script ran out');
    if (item instanceof Error) throw item;
    return item;
  };
  const ladder = () =>
    new OnCallLadder(
      {
        callSid: () => 'CA0123456789abcdef0123456789abcdef',
        live: () => live,
        set: (state) => states.push(state),
        note: (text) => notes.push(text),
        speak: async (say) => void spoken.push(...say),
        end: () => {
          ended += 1;
          live = false;
        },
      },
      {
        reconnect: next,
        answer: async (_callSid, index, a) => {
          answers.push({ index, answer: a });
          return next();
        },
      },
      () => now,
    );
  const last = () => states[states.length - 1];
  /** Lets the awaited line answers settle. */
  const settle = async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };

  beforeEach(() => {
    jest.useFakeTimers();
    states = [];
    notes = [];
    spoken = [];
    ended = 0;
    live = true;
    answers = [];
    script = [];
  });
  afterEach(() => jest.useRealTimers());

  it('pass, ring out, then accept: the caller is bridged and the call stays up', async () => {
    const BEN = '+13125550144';
    script = [ringing(TRANSFER, 0), ringing(ANA, 1, 15), ringing(BEN, 2), answer({ status: 'bridged', dial: { to: BEN, index: 2, ringSeconds: 0, whisper: '' } })];
    const l = ladder();
    await l.begin('{"kind":"transfer","reason":"emergency"}');
    expect(last()).toMatchObject({ status: 'ringing', dial: { to: TRANSFER, index: 0, whisper: WHISPER }, ringsUntil: now + 10_000, answering: null, tried: [] });

    await l.answer('pass');
    expect(states[states.length - 2]).toMatchObject({ status: 'ringing', answering: 'pass' });
    expect(last()).toMatchObject({ status: 'ringing', dial: { to: ANA, index: 1, ringSeconds: 15 }, tried: [{ to: TRANSFER, index: 0, outcome: 'declined' }] });

    // Nobody presses anything: the ring runs out and the line hears 'no_answer'.
    jest.advanceTimersByTime(14_999);
    expect(answers).toEqual([{ index: 0, answer: 'pass' }]);
    jest.advanceTimersByTime(1);
    await settle();
    expect(answers).toEqual([
      { index: 0, answer: 'pass' },
      { index: 1, answer: 'no_answer' },
    ]);
    expect(last()).toMatchObject({ status: 'ringing', dial: { to: BEN, index: 2 }, tried: [{ outcome: 'declined' }, { to: ANA, outcome: 'no_answer' }] });

    await l.answer('accept');
    expect(last()).toMatchObject({ status: 'bridged', dial: { to: BEN, index: 2, whisper: WHISPER }, answering: null });
    expect(answers.at(-1)).toEqual({ index: 2, answer: 'accept' });
    // Bridged: no ring left to run out, nothing ends the call but the owner.
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(answers).toHaveLength(3);
    expect(ended).toBe(0);
    expect(notes).toEqual([
      'Calling the on-call team: ringing +1 (212) 555-1234.',
      '+1 (212) 555-1234 passed.',
      'Calling the on-call team: ringing +1 (312) 555-0111.',
      '+1 (312) 555-0111 did not answer.',
      'Calling the on-call team: ringing +1 (312) 555-0144.',
      '+1 (312) 555-0144 took the call.',
    ]);
  });

  it('nobody left: the caller hears the closing lines, then the call ends as a transfer', async () => {
    script = [ringing(TRANSFER, 0), answer({ status: 'rejected', say: [CLOSING] })];
    const l = ladder();
    await l.begin('{}');
    await l.answer('pass');
    expect(last()).toMatchObject({ status: 'unanswered', tried: [{ to: TRANSFER, outcome: 'declined' }] });
    expect(spoken).toEqual([CLOSING]);
    expect(ended).toBe(1);
    expect(notes.at(-1)).toBe('Nobody on the on-call team took the call.');
  });

  it('a transfer the line does not ring (or cannot be asked about) ends the call as before', async () => {
    script = [answer({ status: 'rejected', say: [] })];
    await ladder().begin('{}');
    expect(ended).toBe(1);
    expect(states).toEqual([]);

    live = true;
    script = [new Error('offline')];
    await ladder().begin('{}');
    expect(ended).toBe(2);
    expect(states).toEqual([]);
  });

  it('a refused answer keeps the card up with the reason; answers while one is on its way, or after the call, are ignored', async () => {
    script = [ringing(TRANSFER, 0), new ApiError(503, 'The phone line could not be reached. Please try again.', {})];
    const l = ladder();
    await l.begin('{}');
    const first = l.answer('accept');
    await l.answer('pass');
    await first;
    expect(answers).toEqual([{ index: 0, answer: 'accept' }]);
    expect(last()).toMatchObject({ status: 'ringing', answering: null, error: 'The phone line could not be reached. Please try again.' });

    // The caller hangs up: the ring stops and nothing more goes to the line.
    live = false;
    l.stop();
    jest.advanceTimersByTime(60_000);
    await l.answer('accept');
    expect(answers).toHaveLength(1);
  });

  it('the call hung up while the line was answering: what it says is dropped', async () => {
    script = [ringing(TRANSFER, 0), ringing(ANA, 1)];
    const l = ladder();
    await l.begin('{}');
    const pending = l.answer('pass');
    live = false;
    await pending;
    expect(last()).toMatchObject({ dial: { to: TRANSFER }, answering: 'pass' });
    expect(notes).toHaveLength(1);
  });
});
