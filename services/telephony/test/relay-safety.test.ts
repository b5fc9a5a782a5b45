import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLandline, type Landline } from '@landline/landline';
import { defaultCallerFiles, loadCallers, safetySample, TRANSFER_NUMBER } from '../../conversation/eval/run';
import { advises911, promisesMessage } from '../../conversation/eval/score';
import type { ScriptedCaller } from '../../conversation/eval/schema';
import { sandboxProcessEnv, TOKEN } from './phone-calls';
import { TwilioSim, twimlAttr, type RelayClient } from './twilio-sim';

/**
 * Phone calls hold to the receptionist's safety rules as POST /api/chat does (services/conversation/eval):
 * scripted callers of the evaluation set, each turn spoken over the ConversationRelay socket of a real
 * sandbox call (signed voice webhook, offline engine), judged with the evaluation's own measures.
 */
const EMERGENCY_TIERS: readonly string[] = ['life_safety', 'emergency'];
const ALL = loadCallers(defaultCallerFiles());
const SAMPLE = new Set(safetySample(ALL));
/** Asks for a person before saying what the danger is. */
const personFirst = (c: ScriptedCaller) => c.person !== undefined && c.danger !== undefined && c.person < c.danger;

/** What the selection must cover, per language; each takes the first fitting caller not taken yet. */
const PICKS: Array<[label: string, fits: (c: ScriptedCaller) => boolean]> = [
  ['life_safety, danger on the first turn, transfer on', (c) => c.tier === 'life_safety' && c.danger === 0 && c.transfer && !c.asksForPerson],
  ['life_safety, danger on the first turn, asks for a person, transfer off', (c) => c.tier === 'life_safety' && c.danger === 0 && !c.transfer && c.asksForPerson],
  ['life_safety, danger on a later turn, transfer on', (c) => c.tier === 'life_safety' && (c.danger ?? 0) > 0 && c.transfer && !personFirst(c)],
  ['life_safety, asks for a person before the danger, transfer on', (c) => c.tier === 'life_safety' && c.transfer && personFirst(c)],
  ['life_safety, danger on a later turn, transfer off', (c) => c.tier === 'life_safety' && (c.danger ?? 0) > 0 && !c.transfer],
  ['emergency, danger on the first turn', (c) => c.tier === 'emergency' && c.danger === 0],
  ['emergency, danger on a later turn', (c) => c.tier === 'emergency' && (c.danger ?? 0) > 0],
  ['asks for a person, transfer on', (c) => c.asksForPerson && c.transfer && !EMERGENCY_TIERS.includes(c.tier)],
  ['asks for a person, transfer off', (c) => c.asksForPerson && !c.transfer && !EMERGENCY_TIERS.includes(c.tier)],
  ['urgent, no person asked for', (c) => c.tier === 'urgent' && !c.asksForPerson],
  ['routine, no person asked for', (c) => c.tier === 'routine' && !c.asksForPerson],
  ['no maintenance issue, no person asked for', (c) => c.tier === 'none' && !c.asksForPerson],
];

/** Deterministic: the LLM safety sample's callers first, then phone callers, then the files' order. */
function select(): { chosen: Array<[string, ScriptedCaller]>; uncovered: string[] } {
  const rank = (c: ScriptedCaller) => (SAMPLE.has(c) ? 0 : 2) + (c.channel === 'phone' ? 0 : 1);
  const ordered = ALL.map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map((x) => x.c);
  const chosen: Array<[string, ScriptedCaller]> = [];
  const uncovered: string[] = [];
  for (const language of ['en', 'es'] as const) {
    for (const [label, fits] of PICKS) {
      const c = ordered.find((x) => x.language === language && fits(x) && !chosen.some(([, y]) => y === x));
      if (c) chosen.push([label, c]);
      else uncovered.push(`${language}: ${label}`);
    }
  }
  return { chosen, uncovered };
}
const { chosen: CHOSEN, uncovered: UNCOVERED } = select();

interface Played {
  /** The employee's reply to each turn said (fewer than the script when the call ended first). */
  replies: string[];
  /** The turn whose reply ended the call (the `end` came after it), if one did. */
  endedAfter?: number;
  handoff?: { kind: string; reason: string };
  /** What the caller hears first (the TwiML welcome greeting), and after a transfer nobody answers. */
  greeting: string;
  noAnswer?: string;
  error?: string;
}

describe('phone safety (ConversationRelay) matches the evaluation of /api/chat', () => {
  const CALLER = '+13105550123';
  /** How long after the last turn an `end` may still come (sent 250 ms after the words are heard). */
  const GRACE_MS = 1_500;
  let app: Landline | undefined;
  let dataDir: string;
  let sim: TwilioSim;
  let ms = 0;
  const played = new Map<string, Played>();

  const api = async (route: string, init: { body?: unknown; token?: string } = {}) => {
    const res = await fetch(`${app!.url}/api${route}`, {
      method: init.body !== undefined ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    return { status: res.status, body: JSON.parse(await res.text()) };
  };

  /** An owner with a maintenance agent like the evaluation's (one per language and transfer setting) on a sandbox number. */
  let areaCode = 300;
  async function line(language: 'en' | 'es', transfer: boolean): Promise<string> {
    const signup = await api('/auth/signup', { body: { email: `safety-${language}-${transfer}@example.com`, password: 'tenant-secret-1', displayName: 'Pat' } });
    const token = signup.body.accessToken as string;
    const es = language === 'es';
    const created = await api('/createAIEmployee', {
      token,
      body: {
        templateIndustry: 'property_management',
        templateType: 'maintenance',
        customName: 'Max',
        language,
        customizations: {
          company: { name: 'Acme Property Management', address: '1 Main St, New York, NY', phone: '+12125550100' },
          agent: { name: 'Max' },
          // Always open (the evaluation's clock is fixed in business hours; this one is not).
          schedule: { timezone: 'America/New_York', businessHours: { hours: '24/7' } },
          knowledgebase: 'Office hours: Monday to Friday, 9 AM to 5 PM. Rent is due on the 1st of the month.',
          voiceSettings: es
            ? { provider: 'google', languageCode: 'es-US', name: 'es-US-Chirp3-HD-Kore', naturalGender: 'FEMALE', speed: 1 }
            : { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
          features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
          afterHours: 'voicemail',
        },
        transferConfig: transfer ? { enabled: true, transferNumber: TRANSFER_NUMBER } : { enabled: false },
      },
    });
    expect(created.status).toBe(201);
    const agentId = (created.body.agent?.id ?? created.body.id) as string;
    do areaCode++;
    while (/^[2-9]11$/.test(String(areaCode)));
    const [number] = (await api(`/searchPhoneNumbers?areaCode=${areaCode}`, { token })).body.numbers;
    expect((await api('/purchasePhoneNumber', { token, body: { phoneNumber: number.phoneNumber, agentId } })).status).toBe(201);
    return number.phoneNumber as string;
  }

  /** Dials the caller's line and says each turn, stopping at the call's `end`. */
  async function play(c: ScriptedCaller, to: string): Promise<Played> {
    const from = c.callerNumber ?? CALLER;
    const call = await sim.call({ to, from });
    const relay: RelayClient = await sim.relay(call.relayUrl!);
    relay.setup({ callSid: call.callSid, from, to, customParameters: call.parameters });
    const lang = c.language === 'es' ? 'es-US' : 'en-US';
    const isEnd = (m: { type: string }) => m.type === 'end';
    const out: Played = { replies: [], greeting: twimlAttr(call.text, 'ConversationRelay', 'welcomeGreeting') ?? '' };
    try {
      let end = -1;
      for (const text of c.turns) {
        if ((end = relay.received.findIndex(isEnd)) >= 0) break;
        const at = relay.received.length;
        relay.prompt(text, lang);
        // A prompt after the call has ended is not answered: the `end` comes instead.
        const i = await relay.waitFor((m) => (m.type === 'text' && m.last === true) || isEnd(m), at);
        if (isEnd(relay.message(i))) {
          end = i;
          break;
        }
        out.replies.push(relay.textBetween(at, i));
      }
      if (end < 0) end = await relay.waitFor(isEnd, 0, GRACE_MS).catch(() => -1);
      if (end >= 0) {
        out.endedAfter = out.replies.length - 1;
        out.handoff = JSON.parse(relay.message(end).handoffData!);
        if (out.handoff?.kind === 'transfer') {
          expect((await sim.relayAction(call.callSid, { handoffData: relay.message(end).handoffData })).text).toContain(`>${TRANSFER_NUMBER}</Number></Dial>`);
          out.noAnswer = (await sim.dialResult(call.callSid, { dialStatus: 'no-answer' })).text;
        }
      }
    } catch (err) {
      out.error = String(err);
    } finally {
      await relay.close();
    }
    return out;
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-relay-safety-'));
    // Scripted callers answer at once, so no silence prompts.
    app = await startLandline(sandboxProcessEnv(dataDir, { RELAY_SILENCE_PROMPT_SECONDS: '600', RELAY_SILENCE_HANGUP_SECONDS: '1200' }));
    sim = new TwilioSim(app.url, app.url, TOKEN);
    const lines = new Map<string, string>();
    for (const [, c] of CHOSEN) {
      const key = `${c.language}-${c.transfer}`;
      if (!lines.has(key)) lines.set(key, await line(c.language, c.transfer));
    }
    const started = performance.now();
    const queue = [...CHOSEN];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) played.set(next[1].id, await play(next[1], lines.get(`${next[1].language}-${next[1].transfer}`)!));
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    ms = performance.now() - started;
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('plays a selection covering every kind of safety call in both languages, every call to its end', () => {
    expect(UNCOVERED).toEqual([]);
    expect(CHOSEN.length).toBeGreaterThanOrEqual(16);
    expect([...played.entries()].filter(([, p]) => p.error).map(([id, p]) => `${id}: ${p.error}`)).toEqual([]);
    process.stdout.write(`relay-safety: ${CHOSEN.length} callers over the relay in ${(ms / 1000).toFixed(1)} s\n`);
  });

  it.each(CHOSEN.map(([label, c]) => [`${c.id} (${label})`, c] as const))('%s', (_title, c) => {
    const p = played.get(c.id)!;
    expect(p.error).toBeUndefined();
    const transferred = p.handoff?.kind === 'transfer';
    // Without a transfer number the engine takes a message: the call is never handed to a <Dial>.
    if (!c.transfer) expect({ transferred, handoff: p.handoff }).toMatchObject({ transferred: false });

    if (c.tier === 'life_safety' && c.transfer && personFirst(c)) {
      // A difference from /api/chat, where a scripted caller goes on after a transfer: on the phone the call
      // is put through at the request, before the danger is said. The 911 advice is in what the carrier
      // plays instead: the greeting, and the message prompt when nobody answers.
      expect({ endedAfter: p.endedAfter, handoff: p.handoff }).toEqual({ endedAfter: c.person, handoff: expect.objectContaining({ kind: 'transfer' }) });
      expect([p.greeting, p.noAnswer].map((t) => advises911(t ?? ''))).toEqual([true, true]);
    } else if (c.tier === 'life_safety' && c.danger !== undefined) {
      const reply = p.replies[c.danger];
      expect({ turn: c.danger, reply, advises911: advises911(reply ?? '', c.category) }).toEqual({ turn: c.danger, reply: expect.any(String), advises911: true });
    }
    if (c.asksForPerson && c.person !== undefined) {
      if (c.transfer) {
        expect({ endedAfter: p.endedAfter, handoff: p.handoff }).toEqual({ endedAfter: c.person, handoff: expect.objectContaining({ kind: 'transfer' }) });
      } else {
        const reply = p.replies[c.person];
        expect({ turn: c.person, reply, promisesMessage: promisesMessage(reply ?? '') }).toEqual({ turn: c.person, reply: expect.any(String), promisesMessage: true });
      }
    }
    if (!EMERGENCY_TIERS.includes(c.tier) && !c.asksForPerson) expect({ transferred, handoff: p.handoff, endedAfter: p.endedAfter }).toMatchObject({ transferred: false });
  });
});
