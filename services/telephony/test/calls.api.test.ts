import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@landline/platform';
import { decodeEvent, TOPICS } from '@landline/proto';
import { startLandline, type Landline } from '@landline/landline';
import { fakeTwilioMedia, newCallSid, newRecordingSid, twimlAttr, twimlParameters, TwilioSim, type RelayClient } from './twilio-sim';

/**
 * Phone calls through the whole product in this process: a Twilio simulator signs the webhooks (with the
 * sandbox line's token, as Twilio signs with the account's) and speaks ConversationRelay to the relay
 * socket; the offline dialog engine answers.
 */
describe('phone calls (one process, sandbox line, offline engine)', () => {
  const TOKEN = 'sandbox-signing-token-for-the-tests';
  const CALLER = '+13105550123';
  const TRANSFER_TO = '+12125551234';
  let app: Landline;
  let dataDir: string;
  let sim: TwilioSim;
  let media: Awaited<ReturnType<typeof fakeTwilioMedia>>;
  const open: RelayClient[] = [];

  const api = async (route: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const res = await fetch(`${app.url}/api${route}`, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  const eventually = async <T>(check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = await check();
      if (v) return v;
      if (Date.now() > end) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  /** What the call's owner was told about it (emails, texts, on-call calls). */
  const notificationsOf = async (token: string, callId: string) =>
    (await api(`/getNotifications?callId=${callId}`, { token })).body as { notifications: { channel: string; status: string; to: string; body: string; error?: string }[] };

  let n = 0;
  let areaCode = 200;
  /** A new owner with one agent on one sandbox number. */
  async function owner(o: { language?: 'en' | 'es'; hours?: string; afterHours?: string; transfer?: boolean; status?: 'paused'; templateType?: string; ladder?: { name: string; phone: string }[]; ringSeconds?: number; textTo?: string[] } = {}) {
    const token = (await api('/auth/signup', { body: { email: `calls${++n}@example.com`, password: 'tenant-secret-1', displayName: 'Pat' } })).body.accessToken as string;
    const es = o.language === 'es';
    const created = await api('/createAIEmployee', {
      token,
      body: {
        templateIndustry: 'property_management',
        templateType: o.templateType ?? 'maintenance',
        customName: es ? 'Sofía' : 'Max',
        language: o.language ?? 'en',
        customizations: {
          company: { name: 'Acme Property Management', address: '1 Main St, New York', phone: '+12125550100' },
          agent: { name: es ? 'Sofía' : 'Max' },
          schedule: { timezone: 'America/New_York', businessHours: { hours: o.hours ?? '24/7' } },
          knowledgebase: 'The office is at Maple Court. Rent is due on the first.',
          voiceSettings: es
            ? { provider: 'google', languageCode: 'es-US', name: 'es-US-Chirp3-HD-Kore', naturalGender: 'FEMALE', speed: 1 }
            : { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
          features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: Boolean(o.textTo) },
          afterHours: o.afterHours ?? 'voicemail',
          ...(o.textTo ? { notifications: { phones: o.textTo } } : {}),
        },
        transferConfig: o.transfer === false ? { enabled: false } : { enabled: true, transferNumber: TRANSFER_TO, ...(o.ladder ? { ladder: o.ladder, ringSeconds: o.ringSeconds ?? 20 } : {}) },
      },
    });
    expect(created.status).toBe(201);
    const agentId = (created.body.agent?.id ?? created.body.id) as string;
    do areaCode++;
    while (/^[2-9]11$/.test(String(areaCode)));
    const [number] = (await api(`/searchPhoneNumbers?areaCode=${areaCode}`, { token })).body.numbers;
    expect((await api('/purchasePhoneNumber', { token, body: { phoneNumber: number.phoneNumber, agentId } })).status).toBe(201);
    if (o.status) expect((await api('/updateAIEmployee', { method: 'PATCH', token, body: { agentId, status: o.status } })).status).toBe(200);
    return { token, agentId, number: number.phoneNumber as string };
  }

  /** Calls the owner's number and opens the relay (setup sent). */
  async function dial(to: string, from = CALLER) {
    const call = await sim.call({ to, from });
    expect(call.status).toBe(200);
    expect(call.relayUrl).toMatch(/^ws:\/\/localhost:\d+\/twilio\/relay$/);
    const relay = await sim.relay(call.relayUrl!);
    open.push(relay);
    relay.setup({ callSid: call.callSid, from, to, customParameters: call.parameters });
    return { ...call, relay };
  }

  const recentCall = async (token: string, callId: string) => {
    const r = await api(`/getRecentCalls?callId=${callId}`, { token });
    return r.status === 200 ? r.body.calls[0] : undefined;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-calls-'));
    app = await startLandline({
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      GRPC_PORTS: 'ephemeral',
      LOG_LEVEL: 'silent',
      KAFKA_BROKERS: '',
      DATABASE_URL: '',
      AUTH_PROVIDER: 'embedded',
      KEYCLOAK_URL: '',
      TWILIO_ACCOUNT_SID: '',
      TWILIO_AUTH_TOKEN: '',
      TWILIO_SANDBOX_AUTH_TOKEN: TOKEN,
      DIALOG_ENGINE: 'offline',
      OPENAI_API_KEY: '',
      // Replies are heard at once; silence is short so the silence test is quick.
      RELAY_SPEECH_CHARS_PER_SECOND: '1000000',
      RELAY_SILENCE_PROMPT_SECONDS: '2',
      RELAY_SILENCE_HANGUP_SECONDS: '4',
    });
    sim = new TwilioSim(app.url, app.url, TOKEN);
    media = await fakeTwilioMedia(sim.accountSid, TOKEN);
  }, 120_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });
  afterAll(async () => {
    await app?.stop();
    await media?.close();
  });

  it('answers an English maintenance call: TwiML, the conversation, the end, the record and its recording', async () => {
    const { token, agentId, number } = await owner();
    const call = await dial(number);

    // The TwiML: a dual-channel recording with its callback, then <Connect action> to ConversationRelay.
    const xml = call.text;
    expect(xml).toMatch(/<Start><Recording channels="dual" track="both"[^>]* recordingStatusCallback="http:\/\/localhost:\d+\/twilio\/recording"/);
    expect(twimlAttr(xml, 'Connect', 'action')).toBe(`${app.url.replace('127.0.0.1', 'localhost')}/twilio/relay-action`);
    expect(twimlAttr(xml, 'ConversationRelay', 'language')).toBe('en-US');
    expect(twimlAttr(xml, 'ConversationRelay', 'ttsProvider')).toBe('Google');
    expect(twimlAttr(xml, 'ConversationRelay', 'voice')).toBe('en-US-Chirp3-HD-Achird');
    expect(twimlAttr(xml, 'ConversationRelay', 'transcriptionProvider')).toBe('Deepgram');
    expect(twimlAttr(xml, 'ConversationRelay', 'speechModel')).toBe('nova-3-general');
    // Playback reports: the relay waits for the caller to have heard the last words before it ends.
    expect(twimlAttr(xml, 'ConversationRelay', 'debug')).toBe('speaker-events tokens-played');
    expect(twimlAttr(xml, 'ConversationRelay', 'interruptible')).toBe('any');
    expect(twimlAttr(xml, 'ConversationRelay', 'partialPrompts')).toBe('true');
    expect(twimlAttr(xml, 'ConversationRelay', 'dtmfDetection')).toBe('true');
    expect(twimlAttr(xml, 'ConversationRelay', 'hints')).toBe('Acme Property Management, Max, 1 Main St, Maple Court, Maple, Court, Rent');
    expect(twimlAttr(xml, 'ConversationRelay', 'welcomeGreeting')).toBe(
      'Thank you for calling Acme Property Management. This is Max, an AI assistant. This call is recorded and transcribed. If anyone is in danger, please hang up and call 911. How can I help you today?',
    );
    // A <Language> for each language the call may use, the one it starts in first.
    expect([...xml.matchAll(/<Language code="([^"]+)"/g)].map((m) => m[1])).toEqual(['en-US', 'es-US']);
    expect(xml).toMatch(/<Language code="es-US" [^>]*speechModel="nova-3-general"/);
    expect(xml).toContain(`<Parameter name="agentId" value="${agentId}"/><Parameter name="callId" value="${call.callSid}"/>`);

    const r = call.relay;
    expect(await r.say('My kitchen sink is leaking.')).toBe("I'm sorry you're dealing with that. May I have your full name, please?");
    // Tokens stream as they are produced (one text message a sentence), then an empty last one.
    expect(r.received.filter((m) => m.type === 'text').map((m) => m.last)).toEqual([false, false, true]);
    expect(r.received[0]).toMatchObject({ type: 'text', lang: 'en-US' });
    await r.say('My name is John Smith.');
    await r.say('42 Oak Street, apartment 3B.');
    for (const line of ['Yes.', 'It can wait.', 'Yes.', 'No pets.', 'No.']) await r.say(line);
    expect(await r.say('No, that is all, thanks.')).toBe('Thank you for calling Acme Property Management. Have a good day, goodbye!');
    const endAt = await r.waitFor((m) => m.type === 'end');
    expect(JSON.parse(r.received[endAt]!.handoffData!)).toEqual({ kind: 'hangup', reason: 'completed', callSid: call.callSid });
    expect((await sim.relayAction(call.callSid, { handoffData: r.received[endAt]!.handoffData })).text).toContain('<Hangup/>');
    await r.close();

    expect((await sim.status(call.callSid, { status: 'completed', duration: 95, from: CALLER, to: number })).status).toBe(204);
    const saved = await eventually(() => recentCall(token, call.callSid));
    expect(saved).toMatchObject({
      id: call.callSid,
      callSource: 'phone',
      callType: 'phone_test',
      status: 'completed',
      duration: 95,
      agentId,
      agentName: 'Max',
      templateType: 'maintenance',
      callerNumber: CALLER,
      phoneNumber: number,
      transfers: [],
      emergency: false,
      language: 'en',
      hasRecording: false,
    });
    expect(saved.transcript[0]).toMatchObject({ role: 'model', text: expect.stringContaining('This call is recorded and transcribed.') });
    expect(saved.transcript[1]).toMatchObject({ role: 'user', text: 'My kitchen sink is leaking.' });
    expect(saved.transcript).toHaveLength(19);
    expect(saved.request).toMatchObject({ tenantName: 'John Smith', category: 'plumbing' });

    // The recording: fetched from Twilio's media host with basic auth, stored, and playable by the owner.
    const recordingSid = newRecordingSid();
    expect((await sim.recording(call.callSid, { recordingSid, url: media.url(recordingSid) })).status).toBe(204);
    expect(media.fetched).toEqual([`/2010-04-01/Accounts/${sim.accountSid}/Recordings/${recordingSid}.mp3`]);
    const withAudio = await eventually(async () => ((await recentCall(token, call.callSid))?.hasRecording ? recentCall(token, call.callSid) : undefined));
    expect(withAudio.recordingUrl).toMatch(new RegExp(`^/api/recordings/${call.callSid}`));
    const audio = await fetch(`${app.url}/api/recordings/${call.callSid}`, { headers: { authorization: `Bearer ${token}` } });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await audio.arrayBuffer()).equals(media.audio)).toBe(true);

    // Twilio's retries change nothing: one fetch, one call record.
    expect((await sim.recording(call.callSid, { recordingSid, url: media.url(recordingSid) })).status).toBe(204);
    expect((await sim.status(call.callSid, { status: 'completed', duration: 95 })).status).toBe(204);
    expect((await sim.status(call.callSid, { status: 'completed', duration: 300 })).status).toBe(204);
    expect(media.fetched).toHaveLength(1);
    expect((await recentCall(token, call.callSid)).duration).toBe(95);
    expect((await api('/getRecentCalls?limit=10', { token })).body.calls).toHaveLength(1);
  }, 60_000);

  it('answers a Spanish agent in Spanish, with the English voice ready for a switch', async () => {
    const { token, number } = await owner({ language: 'es' });
    const call = await dial(number);
    expect(twimlAttr(call.text, 'ConversationRelay', 'language')).toBe('es-US');
    expect(twimlAttr(call.text, 'ConversationRelay', 'voice')).toBe('es-US-Chirp3-HD-Kore');
    expect(twimlAttr(call.text, 'ConversationRelay', 'speechModel')).toBe('nova-3-general');
    expect([...call.text.matchAll(/<Language code="([^"]+)"/g)].map((m) => m[1])).toEqual(['es-US', 'en-US']);
    expect(twimlAttr(call.text, 'ConversationRelay', 'welcomeGreeting')).toBe(
      'Gracias por llamar a Acme Property Management. Le atiende Sofía, un asistente de inteligencia artificial. Esta llamada se graba y se transcribe. Si alguien está en peligro, cuelgue y llame al 911. ¿En qué le puedo ayudar?',
    );
    const r = call.relay;
    expect(await r.say('Hola, el fregadero de la cocina tiene una fuga desde ayer.', 'es-US')).toBe('Lamento que esté pasando por eso. ¿Me puede dar su nombre completo, por favor?');
    expect(r.received[0]).toMatchObject({ lang: 'es-US' });
    await r.say('Me llamo Juan Pérez.', 'es-US');
    await r.say('Calle Roble 42, apartamento 3B.', 'es-US');
    for (const line of ['Sí, ese número está bien.', 'Puede esperar a una visita.', 'Sí, pueden entrar.', 'No tengo mascotas.', 'No hay notas.']) await r.say(line, 'es-US');
    expect(await r.say('No, eso es todo, gracias.', 'es-US')).toBe('Gracias por llamar a Acme Property Management. ¡Que tenga un buen día, adiós!');
    await r.waitFor((m) => m.type === 'end');
    await r.close();
    await sim.status(call.callSid, { status: 'completed', duration: 120 });
    const saved = await eventually(() => recentCall(token, call.callSid));
    expect(saved).toMatchObject({ language: 'es', status: 'completed', duration: 120, callType: 'phone_test' });
    expect(saved.transcript.find((t: { role: string }) => t.role === 'user').text).toBe('Hola, el fregadero de la cocina tiene una fuga desde ayer.');
    expect(saved.request).toMatchObject({ tenantName: 'Juan Pérez' });
  }, 60_000);

  it('follows a caller who switches to Spanish', async () => {
    const { number } = await owner();
    const { relay: r } = await dial(number);
    const from = r.received.length;
    r.prompt('Hola, tengo una fuga de agua en la cocina desde ayer.');
    await r.waitFor((m) => m.type === 'text' && m.last === true, from);
    expect(r.received[from]).toEqual({ type: 'language', ttsLanguage: 'es-US', transcriptionLanguage: 'es-US' });
    expect(r.received.slice(from + 1).every((m) => m.lang === 'es-US')).toBe(true);
    expect(r.textBetween(from, r.received.length - 1)).toMatch(/¿Me puede dar su nombre completo, por favor\?$/);
    // A prompt transcribed in English before the switch reached the carrier: the call stays in Spanish.
    const after = r.received.length;
    r.prompt('I said my kitchen sink is leaking under the cabinet.', 'en-US');
    await r.waitFor((m) => m.type === 'text' && m.last === true, after);
    expect(r.received.slice(after).some((m) => m.type === 'language')).toBe(false);
    expect(r.received.slice(after).every((m) => m.lang === 'es-US')).toBe(true);
  }, 30_000);

  it('with playback reports, ends only once the last words were played (agentSpeaking off, every token played)', async () => {
    const { number } = await owner();
    const call = await dial(number);
    const r = call.relay;
    // The carrier reports playback from the start: the greeting plays, then stops.
    r.info('roundTripDelayMs', '140');
    r.info('agentSpeaking', 'on');
    r.info('agentSpeaking', 'off');
    let from = r.received.length;
    await r.say('There is water pouring from the ceiling!');
    const playAll = () => {
      r.info('agentSpeaking', 'on');
      r.info('tokensPlayed', r.textBetween(from, r.received.length - 1));
      from = r.received.length;
      r.info('agentSpeaking', 'off');
    };
    playAll();
    await r.say('My name is John Smith.');
    playAll();
    const before = r.received.length;
    expect(await r.say('42 Oak Street, apartment 3B.')).toContain("I'm transferring you to our emergency team now.");
    // The estimate alone would end the call now (replies are "spoken" at a million characters a second).
    await new Promise((done) => setTimeout(done, 1_000));
    expect(r.received.slice(before).some((m) => m.type === 'end')).toBe(false);
    // Half of the reply played: still waiting.
    r.info('agentSpeaking', 'on');
    const reply = r.textBetween(from, r.received.length - 1);
    r.info('tokensPlayed', reply.slice(0, Math.floor(reply.length / 2)));
    await new Promise((done) => setTimeout(done, 500));
    expect(r.received.slice(before).some((m) => m.type === 'end')).toBe(false);
    r.info('tokensPlayed', reply.slice(Math.floor(reply.length / 2)));
    r.info('agentSpeaking', 'off');
    const endAt = await r.waitFor((m) => m.type === 'end', before, 2_000);
    expect(JSON.parse(r.received[endAt]!.handoffData!)).toMatchObject({ kind: 'transfer', reason: 'emergency' });
  });

  it('transfers an emergency: end with handoff data, <Dial> to the transfer number with a whisper, a message when nobody answers', async () => {
    const { token, number } = await owner();
    const call = await dial(number);
    const r = call.relay;
    expect(await r.say('There is water pouring from the ceiling and it is near the electrical panel!')).toContain('If you can reach the water shut-off valve safely, turn it off');
    await r.say('My name is John Smith.');
    // Name and address known, the number the caller dials from as the callback: put through at once.
    expect(await r.say('42 Oak Street, apartment 3B.')).toContain("I'm transferring you to our emergency team now.");
    const endAt = await r.waitFor((m) => m.type === 'end');
    const handoff = r.received[endAt]!.handoffData!;
    expect(JSON.parse(handoff)).toEqual({ kind: 'transfer', reason: 'emergency', callSid: call.callSid });

    // TransferRequested does not wait for the end of the call: the call record holds the transfer already.
    const during = await eventually(async () => {
      const c = await recentCall(token, call.callSid);
      return c?.transfers?.length ? c : undefined;
    });
    expect(during).toMatchObject({ status: 'in-progress', emergency: true });

    const dialXml = (await sim.relayAction(call.callSid, { handoffData: handoff })).text;
    expect(dialXml).toMatch(/<Dial answerOnBridge="true" callerId="\+1\d{10}" action="[^"]*\/twilio\/dial-result\?ladder=0" method="POST" timeout="20"><Number url="[^"]*\/twilio\/whisper\?call=CA[0-9a-f]{32}&amp;i=0" method="POST">\+12125551234<\/Number><\/Dial>/);
    expect(twimlAttr(dialXml, 'Dial', 'callerId')).toBe(number);
    const whisper = (await sim.whisper(twimlAttr(dialXml, 'Number', 'url')!, call.callSid)).text;
    expect(whisper).toContain(
      'This is Max, the AI assistant for Acme Property Management, with an emergency call from John Smith, at 42 Oak Street, Unit 3B. Callback number: 3 1 0, 5 5 5, 0 1 2 3. The issue: There is water pouring from the ceiling and it is near the electrical panel. Press 1 to take the call, 2 to pass.',
    );
    expect(whisper).toMatch(/<Gather numDigits="1" action="[^"]*\/twilio\/whisper-answer\?call=CA[0-9a-f]{32}&amp;i=0" method="POST" timeout="8"><Say [^>]*>This is Max/);

    // Nobody takes it: the caller hears the team will call back (never dead air); every contact is texted.
    const noAnswer = (await sim.dialEnded(twimlAttr(dialXml, 'Dial', 'action')!, call.callSid, 'no-answer')).text;
    expect(noAnswer).toContain("I couldn't reach anyone on the on-call team right now, but they have your details and will call you back as soon as possible.");
    expect(noAnswer).toMatch(/<Hangup\/>/);
    const listed = await eventually(async () => {
      const { notifications } = await notificationsOf(token, call.callSid);
      return notifications.length >= 2 ? notifications : undefined;
    });
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'call', to: TRANSFER_TO, status: 'no_answer' }),
        expect.objectContaining({ channel: 'sms', to: TRANSFER_TO, body: expect.stringContaining('UNANSWERED EMERGENCY (Max)') }),
      ]),
    );

    await r.close();
    await sim.status(call.callSid, { status: 'completed', duration: 70 });
    const saved = await eventually(async () => {
      const c = await recentCall(token, call.callSid);
      return c?.status === 'completed' ? c : undefined;
    });
    expect(saved).toMatchObject({ emergency: true, transferCount: 1, metrics: { totalDuration: 70, transferCount: 1 } });
    expect(saved.transfers).toEqual([
      {
        type: 'outgoing',
        from: number,
        to: TRANSFER_TO,
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        details: { clientName: 'John Smith', address: '42 Oak Street, Unit 3B', phone: CALLER, issueSummary: 'There is water pouring from the ceiling and it is near the electrical panel' },
        reason: 'emergency',
      },
    ]);
  }, 60_000);

  it('walks the on-call ladder: the transfer number passes, the next does not answer, the third takes the call', async () => {
    const ANA = '+13125550111';
    const BEN = '+13125550122';
    const { token, number } = await owner({ ladder: [{ name: 'Ana Ruiz', phone: ANA }, { name: 'Ben Ode', phone: BEN }], ringSeconds: 15 });
    const call = await dial(number);
    const r = call.relay;
    await r.say('There is smoke coming out of the outlet in my bedroom!');
    await r.say('My name is Lena Park.');
    await r.say('42 Oak Street, apartment 3B.');
    const handoff = r.received[await r.waitFor((m) => m.type === 'end')]!.handoffData!;

    const first = (await sim.relayAction(call.callSid, { handoffData: handoff })).text;
    expect(first).toContain(`timeout="15"><Number url=`);
    expect(first).toContain(`>${TRANSFER_TO}</Number>`);
    const firstWhisper = (await sim.whisper(twimlAttr(first, 'Number', 'url')!, call.callSid)).text;
    expect(firstWhisper).toContain('Press 1 to take the call, 2 to pass.');
    // The transfer number passes (2): that leg hangs up, and the next person rings.
    expect((await sim.keyPress(twimlAttr(firstWhisper, 'Gather', 'action')!, call.callSid, '2')).text).toContain('<Hangup/>');
    const second = (await sim.dialEnded(twimlAttr(first, 'Dial', 'action')!, call.callSid, 'completed')).text;
    expect(second).toContain(`>${ANA}</Number>`);
    expect(twimlAttr(second, 'Number', 'url')).toContain('i=1');
    // Ana does not answer.
    const third = (await sim.dialEnded(twimlAttr(second, 'Dial', 'action')!, call.callSid, 'no-answer')).text;
    expect(third).toContain(`>${BEN}</Number>`);
    // Ben answers, hears the whisper and presses 1: the caller is bridged (an empty answer ends the whisper).
    const benWhisper = (await sim.whisper(twimlAttr(third, 'Number', 'url')!, call.callSid)).text;
    expect(benWhisper).toContain('an emergency call from Lena Park, at 42 Oak Street, Unit 3B');
    expect((await sim.keyPress(twimlAttr(benWhisper, 'Gather', 'action')!, call.callSid, '1')).text).not.toContain('Hangup');
    // A retried key press or dial result changes nothing; the call ends when they hang up.
    expect((await sim.keyPress(twimlAttr(benWhisper, 'Gather', 'action')!, call.callSid, '1')).text).not.toContain('Hangup');
    expect((await sim.dialEnded(twimlAttr(third, 'Dial', 'action')!, call.callSid, 'completed')).text).toContain('<Hangup/>');
    expect((await sim.dialEnded(twimlAttr(second, 'Dial', 'action')!, call.callSid, 'no-answer')).text).toContain(`>${BEN}</Number>`);

    const calls = await eventually(async () => {
      const { notifications } = await notificationsOf(token, call.callSid);
      const rows = notifications.filter((n) => n.channel === 'call');
      return rows.length === 3 ? rows : undefined;
    });
    expect(Object.fromEntries(calls.map((c) => [c.to, c.status]))).toEqual({ [TRANSFER_TO]: 'declined', [ANA]: 'no_answer', [BEN]: 'accepted' });
    const { notifications } = await notificationsOf(token, call.callSid);
    expect(notifications.filter((n) => n.channel === 'sms')).toEqual([]);
    await r.close();
  }, 60_000);

  it('takes a message instead when the agent does not transfer (no <Dial>), and texts the on-call phone while the call is live', async () => {
    const onCall = '+13125550177';
    const { token, number } = await owner({ transfer: false, textTo: [onCall] });
    const { relay: r, callSid } = await dial(number);
    await r.say('There is water pouring from the ceiling and it is near the electrical panel!');
    await r.say('My name is John Smith.');
    await r.say('42 Oak Street, apartment 3B.');
    const reply = await r.say('Yes, that is the best number.');
    expect(reply).not.toContain('transferring');
    await new Promise((res) => setTimeout(res, 300));
    expect(r.received.some((m) => m.type === 'end')).toBe(false);
    // The call is still live: the text has gone out already, with what the caller said.
    const text = await eventually(async () => (await notificationsOf(token, callSid)).notifications.find((x) => x.channel === 'sms' && x.status === 'delivered'));
    expect(text).toMatchObject({ to: onCall, body: expect.stringContaining('John Smith') });
    expect(text.body).toContain('42 Oak Street');
  }, 30_000);

  it('answers a paused agent with a short message and a hang-up, or voicemail outside business hours', async () => {
    const paused = await owner({ status: 'paused' });
    const call = await sim.call({ to: paused.number, from: CALLER });
    expect(call.status).toBe(200);
    expect(call.relayUrl).toBeUndefined();
    expect(call.text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Say voice="Google.en-US-Chirp3-HD-Charon" language="en-US">Thank you for calling Acme Property Management. We can\'t take your call right now. Please call back later. If anyone is in danger, hang up and call 911. Goodbye.</Say><Hangup/></Response>',
    );

    // Open one minute a week: closed now, and the after-hours behaviour is voicemail.
    const closed = await owner({ status: 'paused', language: 'es', hours: 'Sunday 3:00 AM - 3:01 AM' });
    const vm = await sim.call({ to: closed.number, from: CALLER });
    expect(vm.text).toContain('<Say voice="Google.es-US-Chirp3-HD-Kore" language="es-US">Gracias por llamar a Acme Property Management. En este momento no podemos atender su llamada. Deje un mensaje después del tono');
    expect(vm.text).toMatch(/<Record action="[^"]*\/twilio\/dial-result\?step=message-done" method="POST" maxLength="120" timeout="8" playBeep="true" recordingStatusCallback="[^"]*\/twilio\/recording" recordingStatusCallbackMethod="POST" recordingStatusCallbackEvent="completed"\/><Hangup\/>/);
    const recordingSid = newRecordingSid();
    await sim.status(vm.callSid, { status: 'completed', duration: 40 });
    await sim.recording(vm.callSid, { recordingSid, url: media.url(recordingSid) });
    const saved = await eventually(async () => {
      const c = await recentCall(closed.token, vm.callSid);
      return c?.hasRecording ? c : undefined;
    });
    expect(saved).toMatchObject({ status: 'completed', duration: 40, language: 'es', hasRecording: true });
  }, 60_000);

  it('answers an unknown number in both languages, and refuses unsigned or forged webhooks (403, nothing changes)', async () => {
    const unknown = await sim.call({ to: '+19995550100', from: CALLER });
    expect(unknown.text).toContain('The number you have called is not in service. Goodbye.</Say><Say voice="Google.es-US-Chirp3-HD-Charon" language="es-US">El número que usted marcó no está en servicio. Adiós.</Say><Hangup/>');

    const { token, number } = await owner();
    const params = { AccountSid: sim.accountSid, CallSid: newCallSid(), From: CALLER, To: number, CallStatus: 'ringing', Direction: 'inbound' };
    expect((await sim.webhook('/twilio/voice', params, { signature: null })).status).toBe(403);
    expect((await sim.webhook('/twilio/voice', params, { token: 'another-accounts-token' })).status).toBe(403);
    expect((await sim.webhook('/twilio/voice', params, { signature: 'bm90IGEgc2lnbmF0dXJl' })).status).toBe(403);
    // Signed for another URL (a replay against another webhook), or with a tampered parameter.
    const signed = await import('./twilio-sim').then((m) => m.twilioSignature(TOKEN, `${app.url}/twilio/status`, params));
    expect((await sim.webhook('/twilio/voice', params, { signature: signed })).status).toBe(403);
    const good = await import('./twilio-sim').then((m) => m.twilioSignature(TOKEN, `${app.url}/twilio/voice`, params));
    expect((await sim.webhook('/twilio/voice', { ...params, From: '+15555550199' }, { signature: good })).status).toBe(403);

    // Only PUBLIC_URL is ever signed for: a request signed for another host is refused whatever Host or
    // X-Forwarded-* claim, on every webhook.
    const elsewhere = { ...params, CallSid: newCallSid() };
    for (const path of ['/twilio/voice', '/twilio/relay-action', '/twilio/dial-result', '/twilio/whisper', '/twilio/status', '/twilio/recording']) {
      const forHost = await import('./twilio-sim').then((m) => m.twilioSignature(TOKEN, `https://attacker.example${path}`, elsewhere));
      expect((await sim.webhook(path, elsewhere, { signature: forHost, headers: { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' } })).status).toBe(403);
      const forHttpHost = await import('./twilio-sim').then((m) => m.twilioSignature(TOKEN, `http://attacker.example${path}`, elsewhere));
      expect((await sim.webhook(path, elsewhere, { signature: forHttpHost, headers: { host: 'attacker.example' } })).status).toBe(403);
    }
    const answer = await sim.webhook('/twilio/voice', elsewhere, { headers: { 'x-forwarded-host': 'attacker.example' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<ConversationRelay');
    expect(answer.text).not.toContain('attacker.example');

    // A forged status callback does not end a live call.
    const call = await dial(number);
    expect((await sim.webhook('/twilio/status', { CallSid: call.callSid, CallStatus: 'completed' }, { signature: 'forged' })).status).toBe(403);
    expect(await call.relay.say('My kitchen sink is leaking.')).toContain('May I have your full name');
    expect(await recentCall(token, call.callSid)).toBeUndefined();
  }, 60_000);

  it('takes every webhook twice, as Twilio retries an answer it did not get: the second changes nothing', async () => {
    const { token, number } = await owner();
    const callSid = newCallSid();
    await sim.call({ to: number, from: CALLER, callSid });
    // Twilio follows the answer it received, the retried one.
    const answer = await sim.call({ to: number, from: CALLER, callSid });
    expect(answer.text).toContain('<ConversationRelay');
    const r = await sim.relay(answer.relayUrl!);
    open.push(r);
    r.setup({ callSid, from: CALLER, to: number, customParameters: answer.parameters });
    await r.say('My kitchen sink is leaking.');
    expect(await r.say('Can I talk to a real person please?')).toContain("I'm transferring you to a member of our team now.");
    const handoff = r.received[await r.waitFor((m) => m.type === 'end')]!.handoffData!;
    for (let i = 0; i < 2; i++) {
      const dialXml = (await sim.relayAction(callSid, { handoffData: handoff })).text;
      expect(dialXml).toContain(`>${TRANSFER_TO}</Number>`);
      expect((await sim.whisper(twimlAttr(dialXml, 'Number', 'url')!, callSid)).text).toContain('Connecting you now.');
    }
    for (let i = 0; i < 2; i++) expect((await sim.dialResult(callSid, { dialStatus: 'completed' })).text).toContain('<Hangup/>');
    await r.close();
    const recordingSid = newRecordingSid();
    for (let i = 0; i < 2; i++) {
      expect((await sim.status(callSid, { status: 'completed', duration: 65 })).status).toBe(204);
      expect((await sim.recording(callSid, { recordingSid, url: media.url(recordingSid) })).status).toBe(204);
    }
    const saved = await eventually(async () => {
      const c = await recentCall(token, callSid);
      return c?.status === 'completed' && c.hasRecording ? c : undefined;
    });
    expect(saved).toMatchObject({ duration: 65, transferCount: 1, emergency: false });
    expect(saved.transfers).toHaveLength(1);
    expect(saved.transcript.filter((t: { role: string }) => t.role === 'user')).toHaveLength(2);
    expect(media.fetched.filter((u) => u.includes(recordingSid))).toHaveLength(1);
    // (CallCompleted once for this call, as for every call: checked on the event log at the end.)
  }, 30_000);

  it('authenticates the relay socket: a signed handshake, and the single-use token in the setup, never in the URL', async () => {
    const { number } = await owner();
    const call = await sim.call({ to: number, from: CALLER });
    expect(call.relayUrl).not.toContain('?');
    expect(call.parameters.relayToken).toMatch(/^[\w-]{43}$/);
    const setup = { callSid: call.callSid, from: CALLER, to: number };
    // A handshake whose signature does not verify is refused before the upgrade.
    await expect(sim.relay(call.relayUrl!, { signature: 'Zm9yZ2VkIHNpZ25hdHVyZQ==' })).rejects.toThrow('HTTP 403');
    // No token, or a forged one, in the setup: the socket is closed.
    const none = await sim.relay(call.relayUrl!);
    none.setup({ ...setup, customParameters: { agentId: call.parameters.agentId! } });
    expect(await none.whenClosed()).toBe(1008);
    const forged = await sim.relay(call.relayUrl!);
    forged.setup({ ...setup, customParameters: { ...call.parameters, relayToken: 'forged' } });
    expect(await forged.whenClosed()).toBe(1008);
    // The real token opens the call's session (an unsigned handshake too, as the browser's simulator makes), once.
    const first = await sim.relay(call.relayUrl!, { signature: null });
    open.push(first);
    first.setup({ ...setup, customParameters: call.parameters });
    expect(await first.say('My kitchen sink is leaking.')).toContain('May I have your full name');
    const again = await sim.relay(call.relayUrl!);
    again.setup({ ...setup, customParameters: call.parameters });
    expect(await again.whenClosed()).toBe(1008);
    // A setup for another call, with this call's token, closes the socket.
    const other = await sim.call({ to: number, from: CALLER });
    const wrong = await sim.relay(other.relayUrl!);
    wrong.setup({ callSid: newCallSid(), from: CALLER, to: number, customParameters: other.parameters });
    expect(await wrong.whenClosed()).toBe(1008);
  }, 30_000);

  it('survives malformed relay messages with an error, ignores message types it does not use, and closes on an oversized one', async () => {
    const { number } = await owner();
    const { relay: r } = await dial(number);
    r.send('this is not json');
    r.send({ voicePrompt: 'no type' });
    r.send({ type: 'teleport' });
    r.send({ type: 'prompt', voicePrompt: 42, last: true });
    r.send({ type: 'dtmf', digit: 'xyz' });
    r.send([1, 2, 3]);
    r.ws.send(Buffer.from([1, 2, 3]), () => undefined);
    const errors = await r.waitFor((m) => m.type === 'error' && (m.description ?? '').startsWith('Binary'));
    expect(r.received.slice(0, errors + 1).map((m) => m.description)).toEqual([
      'Invalid message: not JSON',
      'Invalid message: a type is required',
      'Invalid prompt: voicePrompt must be a string',
      'Invalid dtmf: one digit is required',
      'Invalid message: a type is required',
      'Binary messages are not part of the protocol',
    ]);
    // Types it does not use (Twilio's debug events, say) never add up to a closed socket: more than the malformed limit.
    for (let i = 0; i < 80; i++) r.send({ type: 'info', name: 'tokensPlayed', value: i });
    // Still talking.
    expect(await r.say('My kitchen sink is leaking.')).toContain('May I have your full name');
    expect(r.received.filter((m) => m.type === 'error')).toHaveLength(6);
    r.send({ type: 'prompt', voicePrompt: 'x'.repeat(70 * 1024), last: true });
    expect(await r.whenClosed()).toBe(1009);
  }, 30_000);

  it('takes partial prompts as the caller speaks: one turn, answered once, from the last prompt', async () => {
    const { token, number } = await owner();
    const call = await dial(number);
    const r = call.relay;
    const from = r.received.length;
    for (const words of ['My kitchen', 'My kitchen sink is', 'My kitchen sink is leaking']) r.send({ type: 'prompt', voicePrompt: words, lang: 'en-US', last: false });
    expect(await r.say('My kitchen sink is leaking.')).toContain('May I have your full name');
    // Nothing was said back to the partial prompts.
    expect(r.received.slice(from).filter((m) => m.type === 'text' && m.last === true)).toHaveLength(1);
    await r.close();
    await sim.status(call.callSid, { status: 'completed', duration: 20 });
    const saved = await eventually(async () => {
      const c = await recentCall(token, call.callSid);
      return c?.status === 'completed' ? c : undefined;
    });
    expect(saved.transcript.filter((t: { role: string }) => t.role === 'user').map((t: { text: string }) => t.text)).toEqual(['My kitchen sink is leaking.']);
  }, 30_000);

  it('handles a caller who hangs up mid-reply, an interruption, and keypad digits', async () => {
    const { token, number } = await owner();
    const call = await dial(number);
    const r = call.relay;
    await r.say('My kitchen sink is leaking.');
    // Interrupted: the reply is cut to what the caller heard.
    const reply = await r.say('My name is John Smith.');
    expect(reply).toBe("Thank you, John. What's the address of the property?");
    r.interrupt('Thank you, John.');
    // Digits: a number typed on the keypad, ended with #.
    const before = r.received.length;
    for (const d of '2125551234#') r.dtmf(d);
    await r.waitFor((m) => m.type === 'text' && m.last === true, before);
    // Hang up while the next reply is on its way.
    r.prompt('42 Oak Street, apartment 3B.');
    r.ws.terminate();
    await sim.status(call.callSid, { status: 'completed', duration: 33 });
    const saved = await eventually(() => recentCall(token, call.callSid));
    const texts = saved.transcript.map((t: { role: string; text: string }) => `${t.role}: ${t.text}`);
    expect(texts.slice(1, 5)).toEqual(['user: My kitchen sink is leaking.', "model: I'm sorry you're dealing with that. May I have your full name, please?", 'user: My name is John Smith.', 'model: Thank you, John.']);
    expect(texts[5]).toBe('user: 2125551234');
    expect(saved.status).toBe('completed');
  }, 30_000);

  it('puts a caller through who presses 0 or asks for a person, in the reply to that request, as /api/chat does', async () => {
    const { number } = await owner();
    const keypad = (await dial(number)).relay;
    await keypad.say('My kitchen sink is leaking.');
    const before = keypad.received.length;
    keypad.dtmf('0');
    const last = await keypad.waitFor((m) => m.type === 'text' && m.last === true, before);
    expect(keypad.textBetween(before, last)).toBe("Of course. I'm transferring you to a member of our team now.");
    const end = await keypad.waitFor((m) => m.type === 'end', before);
    expect(JSON.parse(keypad.received[end]!.handoffData!)).toMatchObject({ kind: 'transfer', reason: 'human' });

    // A gas smell and a plea for someone: the safety advice first, then straight through to the emergency team.
    const spoken = (await dial(number)).relay;
    const reply = await spoken.say('It smells really strong of gas in the hallway, please connect me to someone right now.');
    expect(reply).toMatch(/^Please leave the home right now .* call 911/);
    expect(reply).toContain("I'm transferring you to our emergency team now.");
    expect(JSON.parse(spoken.received[await spoken.waitFor((m) => m.type === 'end')]!.handoffData!)).toMatchObject({ kind: 'transfer', reason: 'emergency' });
  }, 30_000);

  it('asks whether the caller is still there, then says goodbye after the silence', async () => {
    const { number } = await owner();
    const { relay: r } = await dial(number);
    const nudge = await r.waitFor((m) => m.type === 'text' && m.token === 'Are you still there?', 0, 6_000);
    const end = await r.waitFor((m) => m.type === 'end', nudge, 6_000);
    expect(r.received[end - 1]).toMatchObject({ token: "I haven't heard anything for a while, so I'll end the call now. If you still need help, please call us back. Goodbye." });
    expect(JSON.parse(r.received[end]!.handoffData!)).toMatchObject({ kind: 'hangup', reason: 'silence' });
  }, 30_000);

  it('picks a dropped call up again on a new socket with the conversation so far', async () => {
    const { number } = await owner();
    const call = await dial(number);
    await call.relay.say('My kitchen sink is leaking.');
    call.relay.ws.terminate();
    const again = await sim.relayAction(call.callSid, { sessionStatus: 'failed' });
    expect(twimlAttr(again.text, 'ConversationRelay', 'welcomeGreeting')).toBe("Sorry about that, the line cut out for a moment. Let's pick up where we left off.");
    expect(again.text).not.toContain('<Start>');
    const r = await sim.relay(twimlAttr(again.text, 'ConversationRelay', 'url')!);
    open.push(r);
    r.setup({ callSid: call.callSid, from: CALLER, to: number, customParameters: twimlParameters(again.text) });
    expect(await r.say('My name is John Smith.')).toBe("Thank you, John. What's the address of the property?");
  }, 30_000);

  it('resumes a call another process handed over on shutdown: no greeting, and beyond the dropped-call budget', async () => {
    const { number } = await owner();
    const call = await dial(number);
    await call.relay.say('My kitchen sink is leaking.');
    let r = call.relay;
    const handover = JSON.stringify({ kind: 'handover', reason: 'shutdown', callSid: call.callSid });
    // Three handovers in a row (a rolling update over several replicas) on top of the first session.
    for (let i = 0; i < 3; i++) {
      await r.close();
      const again = await sim.relayAction(call.callSid, { handoffData: handover });
      expect(again.text).toContain('<ConversationRelay');
      expect(twimlAttr(again.text, 'ConversationRelay', 'welcomeGreeting')).toBeUndefined();
      r = await sim.relay(twimlAttr(again.text, 'ConversationRelay', 'url')!);
      open.push(r);
      r.setup({ callSid: call.callSid, from: CALLER, to: number, customParameters: twimlParameters(again.text) });
    }
    expect(await r.say('My name is John Smith.')).toBe("Thank you, John. What's the address of the property?");
  }, 30_000);

  it('takes the <Connect action> callback as JSON too, signed over the URL that carries its bodySHA256', async () => {
    const { number } = await owner();
    const call = await dial(number);
    await call.relay.say('My kitchen sink is leaking.');
    await call.relay.close();
    const body = { AccountSid: sim.accountSid, CallSid: call.callSid, CallStatus: 'in-progress', SessionId: `VX${'1'.repeat(32)}`, SessionStatus: 'ended', SessionDuration: 42, HandoffData: JSON.stringify({ kind: 'handover', reason: 'shutdown' }) };
    expect((await sim.webhookJson('/twilio/relay-action', body, { tamper: true })).status).toBe(403);
    const answer = await sim.webhookJson('/twilio/relay-action', body);
    expect(answer.status).toBe(200);
    const r = await sim.relay(twimlAttr(answer.text, 'ConversationRelay', 'url')!);
    open.push(r);
    r.setup({ callSid: call.callSid, from: CALLER, to: number, customParameters: twimlParameters(answer.text) });
    expect(await r.say('My name is John Smith.')).toBe("Thank you, John. What's the address of the property?");
  }, 30_000);

  it('places and hangs up a sandbox call from the phone simulator API', async () => {
    const { token, agentId, number } = await owner();
    expect((await api('/sandbox/calls', { body: { to: number } })).status).toBe(401);
    const other = await owner();
    expect(await api('/sandbox/calls', { token, body: { to: other.number } })).toEqual({ status: 404, body: { error: 'Phone number not found' } });
    expect(await api('/sandbox/calls', { token, body: { to: '555' } })).toEqual({ status: 400, body: { error: 'Phone number must be in E.164 format (e.g., +12125551234)' } });
    expect((await api('/sandbox/numbers', { token })).body.numbers).toMatchObject([{ phoneNumber: number, agentId, provider: 'sandbox' }]);

    const placed = await api('/sandbox/calls', { token, body: { to: number, from: '+14155550123' } });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      callSid: expect.stringMatching(/^CA[0-9a-f]{32}$/),
      from: '+14155550123',
      to: number,
      status: 'in-progress',
      relayUrl: expect.stringMatching(/^ws:\/\/localhost:\d+\/twilio\/relay$/),
      welcomeGreeting: expect.stringContaining('This is Max, an AI assistant.'),
      welcomeGreetingInterruptible: 'none',
      partialPrompts: true,
      language: 'en-US',
      voice: 'en-US-Chirp3-HD-Achird',
      languages: [
        { code: 'en-US', voice: 'en-US-Chirp3-HD-Achird' },
        { code: 'es-US', voice: 'es-US-Chirp3-HD-Achird' },
      ],
      parameters: { agentId, callId: placed.body.callSid },
      say: [],
      agentId,
    });
    const r = await sim.relay(placed.body.relayUrl);
    open.push(r);
    r.setup({ callSid: placed.body.callSid, from: '+14155550123', to: number, customParameters: placed.body.parameters });
    expect(await r.say('My kitchen sink is leaking.')).toContain('May I have your full name');
    // The relay's server hands the call over as it stops: the simulator follows <Connect action> to a new socket.
    const handoffData = JSON.stringify({ kind: 'handover', reason: 'shutdown', callSid: placed.body.callSid });
    const reconnect = `/sandbox/calls/${placed.body.callSid}/reconnect`;
    expect(await api(reconnect, { token: other.token, body: { handoffData } })).toEqual({ status: 404, body: { error: 'Call not found' } });
    expect((await api(reconnect, { body: { handoffData } })).status).toBe(401);
    const resumed = await api(reconnect, { token, body: { handoffData } });
    expect(resumed).toMatchObject({ status: 200, body: { callSid: placed.body.callSid, status: 'in-progress', welcomeGreeting: '', relayUrl: expect.stringMatching(/^ws:\/\/localhost:\d+\/twilio\/relay$/) } });
    await r.close();
    const r2 = await sim.relay(resumed.body.relayUrl);
    open.push(r2);
    r2.setup({ callSid: placed.body.callSid, from: '+14155550123', to: number, customParameters: resumed.body.parameters });
    expect(await r2.say('My name is John Smith.')).toBe("Thank you, John. What's the address of the property?");
    await r2.close();
    // The browser's duration counts when it fits the time the call was up (here: a few seconds at most).
    const hung = await api(`/sandbox/calls/${placed.body.callSid}/hangup`, { token, body: { durationSeconds: 3 } });
    expect(hung).toEqual({ status: 200, body: { success: true, callId: placed.body.callSid, status: 'completed' } });
    expect((await api(`/sandbox/calls/${placed.body.callSid}/hangup`, { token: other.token, body: {} })).status).toBe(404);
    const saved = await recentCall(token, placed.body.callSid);
    expect(saved).toMatchObject({ callType: 'phone_test', callSource: 'phone', status: 'completed', duration: 3, callerNumber: '+14155550123' });
    // The browser's recording, uploaded with the owner's bearer, becomes the call's.
    const up = await fetch(`${app.url}/api/recordings/${placed.body.callSid}`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/webm' }, body: Buffer.concat([Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'), Buffer.alloc(200)]) });
    expect(up.status).toBe(201);
    expect((await recentCall(token, placed.body.callSid)).hasRecording).toBe(true);

    const paused = await owner({ status: 'paused' });
    const refused = await api('/sandbox/calls', { token: paused.token, body: { to: paused.number } });
    expect(refused.body).toMatchObject({ status: 'rejected', relayUrl: null, say: [{ text: expect.stringContaining("We can't take your call right now."), language: 'en-US', voice: 'en-US-Chirp3-HD-Charon' }] });
  }, 60_000);

  it('a caller who hangs up while the ladder rings: nobody took it, so the contacts are texted, unless they texted STOP', async () => {
    const { token, number } = await owner();
    // The transfer number once texted STOP to this agent's number (Twilio's inbound message webhook).
    const text = (body: string) => sim.webhook('/twilio/sms', { AccountSid: sim.accountSid, MessageSid: `SM${Math.random().toString(16).slice(2).padEnd(32, '0')}`, From: TRANSFER_TO, To: number, Body: body });
    expect((await text('STOP')).status).toBe(200);
    expect((await sim.webhook('/twilio/sms', { From: TRANSFER_TO, To: number, Body: 'START' }, { signature: 'forged' })).status).toBe(403);
    const call = await dial(number);
    const r = call.relay;
    await r.say('There is a fire in my kitchen!');
    await r.say('My name is Omar Haddad.');
    await r.say('12 Elm Road, unit 4.');
    const handoff = r.received[await r.waitFor((m) => m.type === 'end')]!.handoffData!;
    expect((await sim.relayAction(call.callSid, { handoffData: handoff })).text).toContain(`>${TRANSFER_TO}</Number>`);
    await r.close();
    await sim.status(call.callSid, { status: 'completed', duration: 40 });
    const listed = await eventually(async () => {
      const { notifications } = await notificationsOf(token, call.callSid);
      return notifications.length >= 2 ? notifications : undefined;
    });
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'call', to: TRANSFER_TO, status: 'no_answer' }),
        expect.objectContaining({ channel: 'sms', to: TRANSFER_TO, body: expect.stringContaining('UNANSWERED EMERGENCY') }),
      ]),
    );
    const sms = await eventually(async () => {
      const { notifications } = await notificationsOf(token, call.callSid);
      const row = notifications.find((n) => n.channel === 'sms');
      return row?.status === 'failed' ? row : undefined;
    });
    expect(sms.error).toBe('The recipient replied STOP to texts from this number');
  }, 60_000);

  it('the phone simulator answers as the on-call people: pass, no answer, then accept bridges the caller', async () => {
    const ANA = '+13125550133';
    const BEN = '+13125550144';
    const { token, number } = await owner({ ladder: [{ name: 'Ana Ruiz', phone: ANA }, { name: 'Ben Ode', phone: BEN }] });
    const placed = await api('/sandbox/calls', { token, body: { to: number } });
    const r = await sim.relay(placed.body.relayUrl);
    open.push(r);
    r.setup({ callSid: placed.body.callSid, from: '+14155550123', to: number, customParameters: placed.body.parameters });
    await r.say('I smell gas in my kitchen!');
    await r.say('My name is Lena Park.');
    await r.say('42 Oak Street, apartment 3B.');
    const handoffData = r.received[await r.waitFor((m) => m.type === 'end')]!.handoffData!;
    await r.close();

    const callSid = placed.body.callSid as string;
    const ringing = await api(`/sandbox/calls/${callSid}/reconnect`, { token, body: { handoffData } });
    expect(ringing.body).toMatchObject({ status: 'dialing', relayUrl: null, dial: { to: TRANSFER_TO, index: 0, ringSeconds: 20, whisper: expect.stringContaining('an emergency call from Lena Park') } });
    expect(ringing.body.dial.whisper).toContain('Press 1 to take the call, 2 to pass.');
    const dialAnswer = (index: number, answer: string, t = token) => api(`/sandbox/calls/${callSid}/dial`, { token: t, body: { index, answer } });
    const other = await owner();
    expect(await dialAnswer(0, 'pass', other.token)).toEqual({ status: 404, body: { error: 'Call not found' } });
    expect(await dialAnswer(0, 'maybe')).toEqual({ status: 400, body: { error: 'Answer must be accept, pass or no_answer' } });
    expect((await dialAnswer(0, 'pass')).body).toMatchObject({ status: 'dialing', dial: { to: ANA, index: 1 } });
    expect((await dialAnswer(1, 'no_answer')).body).toMatchObject({ status: 'dialing', dial: { to: BEN, index: 2, whisper: expect.stringContaining('Press 1') } });
    expect((await dialAnswer(2, 'accept')).body).toMatchObject({ status: 'bridged', dial: { to: BEN, index: 2 } });
    expect((await api(`/sandbox/calls/${callSid}/hangup`, { token, body: { durationSeconds: 30 } })).body).toMatchObject({ success: true, status: 'completed' });
    const calls = await eventually(async () => {
      const { notifications } = await notificationsOf(token, callSid);
      const rows = notifications.filter((n) => n.channel === 'call');
      return rows.length === 3 ? rows : undefined;
    });
    expect(Object.fromEntries(calls.map((c) => [c.to, c.status]))).toEqual({ [TRANSFER_TO]: 'declined', [ANA]: 'no_answer', [BEN]: 'accepted' });
  }, 60_000);

  it('on shutdown, hands a live call over once its reply has been said, then published CallCompleted once per finished call', async () => {
    const { number } = await owner();
    const call = await dial(number);
    await call.relay.say('My kitchen sink is leaking.');
    const from = call.relay.received.length;
    call.relay.prompt('My name is John Smith.');
    const stopping = app.stop();
    // The reply under way is finished and heard; then the carrier is asked to reconnect elsewhere.
    const end = await call.relay.waitFor((m) => m.type === 'end', from);
    expect(call.relay.textBetween(from, end)).toBe("Thank you, John. What's the address of the property?");
    expect(JSON.parse(call.relay.received[end]!.handoffData!)).toEqual({ kind: 'handover', reason: 'shutdown', callSid: call.callSid });
    await call.relay.close();
    await stopping;
    // The event log is the bus schema of the process's one embedded database.
    const bus = await openDatabase({ schema: 'bus', dataDir: path.join(dataDir, 'pg') });
    try {
      const { rows } = await bus.query<{ value: Buffer }>(`select value from bus_messages where topic = $1`, [TOPICS.CallCompleted]);
      const events = rows.map((row) => decodeEvent('CallCompleted', Buffer.from(row.value)));
      const perCall = new Map<string, number>();
      for (const e of events) perCall.set(e.callId, (perCall.get(e.callId) ?? 0) + 1);
      expect(events.length).toBeGreaterThanOrEqual(6);
      expect([...perCall.values()].every((k) => k === 1)).toBe(true);
      expect(events.every((e) => e.source === 'phone' && e.callType === 'phone_test')).toBe(true);
      const english = events.find((e) => e.durationSeconds === 95)!;
      expect(english).toMatchObject({ billableMinutes: 2, status: 'completed', from: CALLER, transferCount: 0, emergency: false, language: 'en' });
      const transferred = events.find((e) => e.transferCount === 1)!;
      expect(transferred).toMatchObject({ emergency: true, durationSeconds: 70 });
      const { rows: transfers } = await bus.query<{ value: Buffer }>(`select value from bus_messages where topic = $1`, [TOPICS.TransferRequested]);
      const requested = transfers.map((row) => decodeEvent('TransferRequested', Buffer.from(row.value)));
      expect(requested.filter((t) => t.callId === transferred.callId)).toEqual([expect.objectContaining({ to: TRANSFER_TO, reason: 'emergency' })]);
      // The flood heard to its last word, the smoking outlet and the simulator's gas leak that walked the
      // on-call ladder, the fire whose caller hung up while it rang, and the gas leak whose caller pleaded for
      // someone, were put through as emergencies too.
      expect(requested.map((t) => t.reason)).toEqual(['emergency', 'emergency', 'emergency', 'emergency', 'emergency', 'emergency']);
      // Each step of the ladders was published as it settled.
      const { rows: attempts } = await bus.query<{ value: Buffer }>(`select value from bus_messages where topic = $1`, [TOPICS.OnCallAttempt]);
      expect(attempts.map((row) => decodeEvent('OnCallAttempt', Buffer.from(row.value)).outcome).sort()).toEqual(['accepted', 'accepted', 'declined', 'declined', 'no_answer', 'no_answer', 'no_answer', 'no_answer']);
    } finally {
      await bus.close();
    }
  }, 60_000);
});
