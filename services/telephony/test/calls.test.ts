import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { createLogger, grpc, migrate, openDatabase, PeerError, type Db } from '@landline/platform';
import type { Agent__Output } from '@landline/proto/generated/landline/agent/v1/Agent';
import type { Call } from '@landline/proto/generated/landline/conversation/v1/Call';
import { Calls, type CallPeers } from '../src/calls/calls';
import { callSettings, hintsFor } from '../src/calls/settings';
import { LanguageFollower, languageSwitch } from '../src/calls/language';
import { readAnswer } from '../src/calls/sandbox';
import { telephonyStore, type TelephonyStore } from '../src/store';
import { newCallSid, newRecordingSid, twimlAttr } from './twilio-sim';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const logger = createLogger({ level: 'silent' });
const ACCOUNT = `AC${'ab'.repeat(16)}`;
const AUTH = 'twilio-account-auth-token';

function agent(over: Partial<Agent__Output> = {}): Agent__Output {
  return {
    id: randomUUID(),
    ownerId: 'owner-1',
    customName: 'Max',
    status: 'active',
    language: 'en',
    template: {
      name: 'maintenance',
      title: 'Maintenance Coordinator',
      description: '',
      features: [],
      avatarUrl: '',
      industry: 'property_management',
      type: 'maintenance',
      voiceId: 'en-US-Chirp3-HD-Achird',
      systemPrompts: {},
      voiceIds: { en: 'en-US-Chirp3-HD-Achird', es: 'es-US-Chirp3-HD-Puck' },
    },
    templateType: 'maintenance',
    templateIndustry: 'property_management',
    customizations: {
      company: { name: 'Acme Property Management', address: '1 Main St', phone: '' },
      agent: { name: 'Max' },
      schedule: { timezone: 'America/New_York', businessHours: { hours: '24/7' } },
      knowledgebase: '',
      voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Leda', naturalGender: 'FEMALE', speed: 1 },
      features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
      afterHours: 'voicemail',
      bilingual: false,
    },
    transferConfig: { enabled: true, transferNumber: '+12125551234' },
    createdAt: '',
    updatedAt: '',
    ...over,
  } as Agent__Output;
}

function fakePeers() {
  const agents = new Map<string, Agent__Output>();
  const saved: Call[] = [];
  const audio: { callId: string; audioUrl: string; recordingKey: string; ownerId: string }[] = [];
  const imports: Record<string, string>[] = [];
  const state = { billing: { allowed: true, reason: '' } as { allowed: boolean; reason: string } | Error, agentDown: false, saveFails: false };
  const peers: CallPeers = {
    agent: () => ({
      async GetAgentInternal({ agentId }) {
        if (state.agentDown) throw new PeerError(grpc.status.UNAVAILABLE, 'down');
        const a = agents.get(agentId);
        if (!a) throw new PeerError(grpc.status.NOT_FOUND, 'AI employee not found');
        return a;
      },
    }),
    billing: () => ({
      async CheckEntitlement() {
        if (state.billing instanceof Error) throw state.billing;
        return state.billing;
      },
    }),
    conversation: () => ({
      async SaveCall({ call }) {
        if (state.saveFails) throw new PeerError(grpc.status.UNAVAILABLE, 'down');
        saved.push(call);
        return call;
      },
      async UpdateCallAudio(req) {
        audio.push(req);
        return {};
      },
    }),
    recording: () => ({
      async Import(req) {
        imports.push(req);
        return { key: `recordings/${req.callId}.mp3` };
      },
    }),
  };
  return { peers, agents, saved, audio, imports, state };
}

describe('telephony: call rules (twilio account, fake peers)', () => {
  let db: Db | undefined;
  let store: TelephonyStore;
  let calls: Calls;
  let f: ReturnType<typeof fakePeers>;
  let numberSeq = 100;

  /** An agent on a number of its owner. */
  async function line(a: Agent__Output) {
    f.agents.set(a.id, a);
    const phoneNumber = `+1212555${String(++numberSeq).padStart(4, '0')}`;
    await store.insertNumber(db!, {
      id: randomUUID(),
      ownerId: a.ownerId,
      phoneNumber,
      provider: 'twilio',
      providerSid: `PN${randomUUID().replace(/-/g, '')}`,
      friendlyName: '',
      locality: '',
      region: '',
      monthlyPrice: 1,
      agentId: a.id,
    });
    return phoneNumber;
  }
  const voice = (to: string, callSid = newCallSid()) => calls.voice({ AccountSid: ACCOUNT, CallSid: callSid, From: '+13105550123', To: to, CallStatus: 'ringing' }, 'twilio');

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telephony-calls-'));
    db = await openDatabase({ schema: 'telephony', dataDir: dir });
    await migrate(db, migrations);
    store = telephonyStore(db);
  });
  beforeEach(() => {
    f = fakePeers();
    calls = new Calls(
      store,
      f.peers,
      {
        publicUrl: 'https://phones.example.com',
        twilio: { accountSid: ACCOUNT, authToken: AUTH },
        sandboxToken: () => 'sandbox',
        speechModels: { en: 'flux', es: 'nova-3-general' },
        billingTimeoutMs: 100,
      },
      logger,
    );
  });
  afterAll(() => db?.close());

  it('saves a real call as phone_customer once, and imports its recording as the account', async () => {
    const a = agent();
    const to = await line(a);
    const callSid = newCallSid();
    const xml = await voice(to, callSid);
    expect(twimlAttr(xml, 'ConversationRelay', 'url')).toBe('wss://phones.example.com/twilio/relay');
    expect(xml).toMatch(/<Parameter name="relayToken" value="[\w-]{43}"\/>/);
    expect(twimlAttr(xml, 'ConversationRelay', 'voice')).toBe('en-US-Chirp3-HD-Leda');
    expect(xml).toMatch(/<Language code="es-US" ttsProvider="Google" voice="es-US-Chirp3-HD-Puck"/);

    const recordingSid = newRecordingSid();
    // The recording may arrive first: it is kept, and the record carries it.
    await calls.records.recording(
      {
        AccountSid: ACCOUNT,
        CallSid: callSid,
        RecordingSid: recordingSid,
        RecordingStatus: 'completed',
        RecordingUrl: `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/Recordings/${recordingSid}`,
      },
      'twilio',
    );
    expect(f.imports).toEqual([
      expect.objectContaining({
        callId: callSid,
        userId: 'owner-1',
        callType: 'phone',
        basicAuthUser: ACCOUNT,
        basicAuthPassword: AUTH,
        contentType: 'audio/mpeg',
        sourceUrl: `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/Recordings/${recordingSid}.mp3`,
      }),
    ]);
    await calls.status({ CallSid: callSid, CallStatus: 'in-progress' });
    await calls.status({ CallSid: callSid, CallStatus: 'completed', CallDuration: '61' });
    await calls.status({ CallSid: callSid, CallStatus: 'completed', CallDuration: '61' });
    expect(f.saved).toHaveLength(1);
    expect(f.saved[0]).toMatchObject({
      id: callSid,
      ownerId: 'owner-1',
      agentId: a.id,
      callSource: 'phone',
      callType: 'phone_customer',
      status: 'completed',
      durationSeconds: 61,
      fromNumber: '+13105550123',
      toNumber: to,
      recordingUrl: `/api/recordings/${callSid}`,
      recordingKey: `recordings/${callSid}.mp3`,
      templateType: 'maintenance',
    });
    expect(f.saved[0]?.transcript).toEqual([expect.objectContaining({ role: 'model', text: expect.stringContaining('This is Max, an AI assistant.') })]);
    // A retried recording callback changes nothing.
    await calls.records.recording(
      { AccountSid: ACCOUNT, CallSid: callSid, RecordingSid: recordingSid, RecordingStatus: 'completed', RecordingUrl: `https://api.twilio.com/x/${recordingSid}` },
      'twilio',
    );
    expect(f.imports).toHaveLength(1);
    expect(f.audio).toEqual([]);
  });

  it('attaches a recording that arrives after the record was saved; retries a save that failed', async () => {
    const a = agent({ ownerId: 'owner-2' });
    const to = await line(a);
    const callSid = newCallSid();
    await voice(to, callSid);
    f.state.saveFails = true;
    await calls.status({ CallSid: callSid, CallStatus: 'completed', CallDuration: '30' });
    expect(f.saved).toHaveLength(0);
    f.state.saveFails = false;
    expect(await calls.records.finalise(callSid)).toBe(true);
    expect(await calls.records.finalise(callSid)).toBe(false);
    expect(f.saved).toHaveLength(1);
    const recordingSid = newRecordingSid();
    await calls.records.recording(
      { AccountSid: ACCOUNT, CallSid: callSid, RecordingSid: recordingSid, RecordingStatus: 'completed', RecordingUrl: `https://api.twilio.com/r/${recordingSid}.wav` },
      'twilio',
    );
    expect(f.imports[0]).toMatchObject({ sourceUrl: `https://api.twilio.com/r/${recordingSid}.wav`, contentType: 'audio/wav' });
    expect(f.audio).toEqual([{ callId: callSid, audioUrl: `/api/recordings/${callSid}`, recordingKey: `recordings/${callSid}.mp3`, ownerId: 'owner-2' }]);
  });

  it('lets calls through when billing does not answer, and refuses them when billing says no', async () => {
    const a = agent({ ownerId: 'owner-3' });
    const to = await line(a);
    f.state.billing = new PeerError(grpc.status.UNIMPLEMENTED, 'not implemented');
    expect(await voice(to)).toContain('<ConversationRelay');
    f.state.billing = new PeerError(grpc.status.DEADLINE_EXCEEDED, 'deadline');
    expect(await voice(to)).toContain('<ConversationRelay');
    f.state.billing = { allowed: false, reason: 'trial_ended' };
    const refused = await voice(to);
    expect(refused).not.toContain('<ConversationRelay');
    expect(refused).toContain("We can't take your call right now.");
  });

  it('never answers with an error: an agent service outage is a short message in both languages', async () => {
    const to = await line(agent({ ownerId: 'owner-4' }));
    f.state.agentDown = true;
    const xml = await voice(to);
    expect(xml).toContain("We're sorry, we can't take your call right now. Please try again later. Goodbye.");
    expect(xml).toContain('Lo sentimos, en este momento no podemos atender su llamada.');
    expect(await calls.voice({ CallSid: 'not-a-sid' }, 'twilio')).toContain('<Hangup/>');
  });

  it('after hours: the greeting says so and asks what the engine would ask', async () => {
    const a = agent({ ownerId: 'owner-5' });
    a.customizations!.schedule!.businessHours!.hours = 'Sunday 3:00 AM - 3:01 AM';
    a.customizations!.afterHours = 'emergency';
    const xml = await voice(await line(a));
    expect(twimlAttr(xml, 'ConversationRelay', 'welcomeGreeting')).toBe(
      'Thank you for calling Acme Property Management. This is Max, an AI assistant. This call is recorded and transcribed. If anyone is in danger, please hang up and call 911. Our office is closed right now, and after hours this line handles emergencies only. Is this an emergency?',
    );
  });

  it('puts only voices the relay speaks in the TwiML: an offline voice becomes the phone voice of its gender', () => {
    const withVoice = (name: string, languageCode = 'en-US') => {
      const a = agent();
      a.customizations!.voiceSettings = { provider: 'google', languageCode, name, naturalGender: '', speed: 1 };
      return callSettings(a, '+12125550100').voices;
    };
    expect(withVoice('en-US-Chirp3-HD-Leda')).toEqual({ en: 'en-US-Chirp3-HD-Leda', es: 'es-US-Chirp3-HD-Puck' });
    expect(withVoice('en-US-Offline-Olivia').en).toBe('en-US-Chirp3-HD-Kore');
    expect(withVoice('en-US-Offline-Michael').en).toBe('en-US-Chirp3-HD-Achird');
    expect(withVoice('es-US-Offline-Camila', 'es-US')).toEqual({ en: 'en-US-Chirp3-HD-Achird', es: 'es-US-Chirp3-HD-Kore' });
    // A name the relay does not know (saved before the table existed) falls back to the template's voice.
    expect(withVoice('en-US-Neural2-Z').en).toBe('en-US-Chirp3-HD-Achird');
  });

  it('builds hints from the company and the knowledge base, bounded', () => {
    const a = agent();
    a.customizations!.knowledgebase = 'Parking at Oak Ridge Plaza.\nThe Super is Bob Jones. ' + 'Zeta '.repeat(300);
    const hints = hintsFor(a, callSettings(a, '+12125550100'));
    expect(hints.startsWith('Acme Property Management, Max, 1 Main St, Oak Ridge Plaza, The Super, Bob Jones')).toBe(true);
    expect(hints.length).toBeLessThanOrEqual(500);
  });

  it('follows a language switch only when the caller asks or clearly speaks the other language, never on a stale prompt', () => {
    expect(languageSwitch('My kitchen sink is leaking', 'en')).toBeUndefined();
    expect(languageSwitch('Hola, tengo una fuga de agua en la cocina', 'en')).toBe('es');
    expect(languageSwitch('¿Habla español?', 'en')).toBe('es');
    expect(languageSwitch('I live on Calle Ocho', 'en')).toBeUndefined();
    expect(languageSwitch('Can we speak in English, please?', 'es')).toBe('en');
    expect(languageSwitch('Sí, ese número está bien', 'es')).toBeUndefined();
    const call = new LanguageFollower('en');
    expect(call.next('Hola, tengo una fuga de agua en la cocina', 'en-US')).toBe('es');
    // Transcribed in English before the switch reached the carrier: nothing flips back.
    expect(call.next('My kitchen sink is leaking under the cabinet', 'en-US')).toBeUndefined();
    expect(call.next('Me llamo Juan Pérez', 'es-US')).toBeUndefined();
    // The carrier's own detection (a bare tag) alone is followed once it persists...
    expect(call.next('okay', 'en')).toBeUndefined();
    expect(call.next('sure thing', 'en')).toBe('en');
    // ...and at once when the words agree.
    expect(new LanguageFollower('en').next('Hola, tengo una fuga de agua en la cocina', 'es')).toBe('es');
  });

  it('reads the TwiML answer the way the browser needs it', () => {
    const refused = readAnswer(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Say voice="Google.en-US-Chirp3-HD-Charon" language="en-US">We can&apos;t &amp; won&apos;t</Say><Hangup/></Response>',
    );
    expect(refused).toMatchObject({ status: 'rejected', say: [{ text: "We can't & won't", language: 'en-US', voice: 'en-US-Chirp3-HD-Charon' }] });
  });
});
