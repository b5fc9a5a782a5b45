import { newCallSid, newRecordingSid, twimlAttr } from './twilio-sim';
import {
  TOKEN,
  CALLER,
  TRANSFER_TO,
  open,
  api,
  eventually,
  notificationsOf,
  recentCall,
  app,
  sim,
  media,
  owner,
  dial,
  usePhoneCalls,
  publishedOnStop,
  expectOncePerCall,
} from './phone-calls';

/**
 * Phone calls answered end to end in one process: the voice webhook's TwiML, the conversation over the relay,
 * the end of the call, its record and recording, transfers and the on-call ladder, calls no agent takes, and
 * webhooks that are forged or retried.
 */
describe('phone calls (one process, sandbox line, offline engine)', () => {
  usePhoneCalls();

  it('answers an English maintenance call: TwiML, the conversation, the end, the record and its recording', async () => {
    const { token, agentId, number } = await owner();
    const call = await dial(number);

    // The TwiML: a dual-channel recording with its callback, then <Connect action> to ConversationRelay.
    const xml = call.text;
    expect(xml).toMatch(/<Start><Recording channels="dual" track="both"[^>]* recordingStatusCallback="http:\/\/localhost:\d+\/twilio\/recording"/);
    expect(twimlAttr(xml, 'Connect', 'action')).toBe(`${app!.url.replace('127.0.0.1', 'localhost')}/twilio/relay-action`);
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
    expect(JSON.parse(r.message(endAt).handoffData!)).toEqual({ kind: 'hangup', reason: 'completed', callSid: call.callSid });
    expect((await sim.relayAction(call.callSid, { handoffData: r.message(endAt).handoffData })).text).toContain('<Hangup/>');
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
    expect((await sim.recording(call.callSid, { recordingSid, url: media!.url(recordingSid) })).status).toBe(204);
    expect(media!.fetched).toEqual([`/2010-04-01/Accounts/${sim.accountSid}/Recordings/${recordingSid}.mp3`]);
    const withAudio = await eventually(async () => ((await recentCall(token, call.callSid))?.hasRecording ? recentCall(token, call.callSid) : undefined));
    expect(withAudio.recordingUrl).toMatch(new RegExp(`^/api/recordings/${call.callSid}`));
    const audio = await fetch(`${app!.url}/api/recordings/${call.callSid}`, { headers: { authorization: `Bearer ${token}` } });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await audio.arrayBuffer()).equals(media!.audio)).toBe(true);

    // Twilio's retries change nothing: one fetch, one call record.
    expect((await sim.recording(call.callSid, { recordingSid, url: media!.url(recordingSid) })).status).toBe(204);
    expect((await sim.status(call.callSid, { status: 'completed', duration: 95 })).status).toBe(204);
    expect((await sim.status(call.callSid, { status: 'completed', duration: 300 })).status).toBe(204);
    expect(media!.fetched).toHaveLength(1);
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
    expect(await r.say('Hola, el fregadero de la cocina tiene una fuga desde ayer.', 'es-US')).toBe(
      'Lamento que esté pasando por eso. ¿Me puede dar su nombre completo, por favor?',
    );
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
    expect(JSON.parse(r.message(endAt).handoffData!)).toMatchObject({ kind: 'transfer', reason: 'emergency' });
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
    const handoff = r.message(endAt).handoffData!;
    expect(JSON.parse(handoff)).toEqual({ kind: 'transfer', reason: 'emergency', callSid: call.callSid });

    // TransferRequested does not wait for the end of the call: the call record holds the transfer already.
    const during = await eventually(async () => {
      const c = await recentCall(token, call.callSid);
      return c?.transfers?.length ? c : undefined;
    });
    expect(during).toMatchObject({ status: 'in-progress', emergency: true });

    const dialXml = (await sim.relayAction(call.callSid, { handoffData: handoff })).text;
    expect(dialXml).toMatch(
      /<Dial answerOnBridge="true" callerId="\+1\d{10}" action="[^"]*\/twilio\/dial-result\?ladder=0" method="POST" timeout="20"><Number url="[^"]*\/twilio\/whisper\?call=CA[0-9a-f]{32}&amp;i=0" method="POST">\+12125551234<\/Number><\/Dial>/,
    );
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
        details: {
          clientName: 'John Smith',
          address: '42 Oak Street, Unit 3B',
          phone: CALLER,
          issueSummary: 'There is water pouring from the ceiling and it is near the electrical panel',
        },
        reason: 'emergency',
      },
    ]);
  }, 60_000);

  it('walks the on-call ladder: the transfer number passes, the next does not answer, the third takes the call', async () => {
    const ANA = '+13125550111';
    const BEN = '+13125550122';
    const { token, number } = await owner({
      ladder: [
        { name: 'Ana Ruiz', phone: ANA },
        { name: 'Ben Ode', phone: BEN },
      ],
      ringSeconds: 15,
    });
    const call = await dial(number);
    const r = call.relay;
    await r.say('There is smoke coming out of the outlet in my bedroom!');
    await r.say('My name is Lena Park.');
    await r.say('42 Oak Street, apartment 3B.');
    const handoff = r.message(await r.waitFor((m) => m.type === 'end')).handoffData!;

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
    expect(vm.text).toContain(
      '<Say voice="Google.es-US-Chirp3-HD-Kore" language="es-US">Gracias por llamar a Acme Property Management. En este momento no podemos atender su llamada. Deje un mensaje después del tono',
    );
    expect(vm.text).toMatch(
      /<Record action="[^"]*\/twilio\/dial-result\?step=message-done" method="POST" maxLength="120" timeout="8" playBeep="true" recordingStatusCallback="[^"]*\/twilio\/recording" recordingStatusCallbackMethod="POST" recordingStatusCallbackEvent="completed"\/><Hangup\/>/,
    );
    const recordingSid = newRecordingSid();
    await sim.status(vm.callSid, { status: 'completed', duration: 40 });
    await sim.recording(vm.callSid, { recordingSid, url: media!.url(recordingSid) });
    const saved = await eventually(async () => {
      const c = await recentCall(closed.token, vm.callSid);
      return c?.hasRecording ? c : undefined;
    });
    expect(saved).toMatchObject({ status: 'completed', duration: 40, language: 'es', hasRecording: true });
  }, 60_000);

  it('answers an unknown number in both languages, and refuses unsigned or forged webhooks (403, nothing changes)', async () => {
    const unknown = await sim.call({ to: '+19995550100', from: CALLER });
    expect(unknown.text).toContain(
      'The number you have called is not in service. Goodbye.</Say><Say voice="Google.es-US-Chirp3-HD-Charon" language="es-US">El número que usted marcó no está en servicio. Adiós.</Say><Hangup/>',
    );

    const { token, number } = await owner();
    const params = { AccountSid: sim.accountSid, CallSid: newCallSid(), From: CALLER, To: number, CallStatus: 'ringing', Direction: 'inbound' };
    expect((await sim.webhook('/twilio/voice', params, { signature: null })).status).toBe(403);
    expect((await sim.webhook('/twilio/voice', params, { token: 'another-accounts-token' })).status).toBe(403);
    expect((await sim.webhook('/twilio/voice', params, { signature: 'bm90IGEgc2lnbmF0dXJl' })).status).toBe(403);
    // Signed for another URL (a replay against another webhook), or with a tampered parameter.
    const signed = await import('./twilio-sim').then((m) => m.twilioSignature(TOKEN, `${app!.url}/twilio/status`, params));
    expect((await sim.webhook('/twilio/voice', params, { signature: signed })).status).toBe(403);
    const good = await import('./twilio-sim').then((m) => m.twilioSignature(TOKEN, `${app!.url}/twilio/voice`, params));
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
    const handoff = r.message(await r.waitFor((m) => m.type === 'end')).handoffData!;
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
      expect((await sim.recording(callSid, { recordingSid, url: media!.url(recordingSid) })).status).toBe(204);
    }
    const saved = await eventually(async () => {
      const c = await recentCall(token, callSid);
      return c?.status === 'completed' && c.hasRecording ? c : undefined;
    });
    expect(saved).toMatchObject({ duration: 65, transferCount: 1, emergency: false });
    expect(saved.transfers).toHaveLength(1);
    expect(saved.transcript.filter((t: { role: string }) => t.role === 'user')).toHaveLength(2);
    expect(media!.fetched.filter((u) => u.includes(recordingSid))).toHaveLength(1);
    // (CallCompleted once for this call, as for every call: checked on the event log at the end.)
  }, 30_000);

  it('published each finished call once, with its length, minutes, transfers and emergency, and each on-call step', async () => {
    const { completed, requested, attempts } = await publishedOnStop();
    expectOncePerCall(completed);
    const english = completed.find((e) => e.durationSeconds === 95)!;
    expect(english).toMatchObject({ billableMinutes: 2, status: 'completed', from: CALLER, transferCount: 0, emergency: false, language: 'en' });
    const transferred = completed.find((e) => e.transferCount === 1)!;
    expect(transferred).toMatchObject({ emergency: true, durationSeconds: 70 });
    expect(requested.filter((t) => t.callId === transferred.callId)).toEqual([expect.objectContaining({ to: TRANSFER_TO, reason: 'emergency' })]);
    // The flood heard to its last word and the smoking outlet were put through as emergencies too.
    expect(completed.length).toBeGreaterThanOrEqual(5);
    expect(requested.map((t) => t.reason)).toEqual(['emergency', 'emergency', 'emergency']);
    // The ladder walked: the transfer number passed, the next did not answer, the third took the call.
    expect(attempts.map((a) => a.outcome).sort()).toEqual(['accepted', 'declined', 'no_answer', 'no_answer']);
  }, 60_000);
});
