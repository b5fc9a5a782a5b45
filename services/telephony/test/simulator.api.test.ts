import { TRANSFER_TO, open, api, eventually, notificationsOf, recentCall, app, sim, owner, dial, usePhoneCalls, publishedOnStop, expectOncePerCall } from './phone-calls';

/**
 * The phone simulator's API in one process: a sandbox call placed and hung up from the browser, and the
 * simulator answering as the on-call people an emergency transfer rings.
 */
describe('the phone simulator (one process, sandbox line, offline engine)', () => {
  usePhoneCalls();

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
    expect(resumed).toMatchObject({
      status: 200,
      body: { callSid: placed.body.callSid, status: 'in-progress', welcomeGreeting: '', relayUrl: expect.stringMatching(/^ws:\/\/localhost:\d+\/twilio\/relay$/) },
    });
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
    const up = await fetch(`${app!.url}/api/recordings/${placed.body.callSid}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/webm' },
      body: Buffer.concat([Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'), Buffer.alloc(200)]),
    });
    expect(up.status).toBe(201);
    expect((await recentCall(token, placed.body.callSid)).hasRecording).toBe(true);

    const paused = await owner({ status: 'paused' });
    const refused = await api('/sandbox/calls', { token: paused.token, body: { to: paused.number } });
    expect(refused.body).toMatchObject({
      status: 'rejected',
      relayUrl: null,
      say: [{ text: expect.stringContaining("We can't take your call right now."), language: 'en-US', voice: 'en-US-Chirp3-HD-Charon' }],
    });
  }, 60_000);

  it('a caller who hangs up while the ladder rings: nobody took it, so the contacts are texted, unless they texted STOP', async () => {
    const { token, number } = await owner();
    // The transfer number once texted STOP to this agent's number (Twilio's inbound message webhook).
    const text = (body: string) =>
      sim.webhook('/twilio/sms', { AccountSid: sim.accountSid, MessageSid: `SM${Math.random().toString(16).slice(2).padEnd(32, '0')}`, From: TRANSFER_TO, To: number, Body: body });
    expect((await text('STOP')).status).toBe(200);
    expect((await sim.webhook('/twilio/sms', { From: TRANSFER_TO, To: number, Body: 'START' }, { signature: 'forged' })).status).toBe(403);
    const call = await dial(number);
    const r = call.relay;
    await r.say('There is a fire in my kitchen!');
    await r.say('My name is Omar Haddad.');
    await r.say('12 Elm Road, unit 4.');
    const handoff = r.message(await r.waitFor((m) => m.type === 'end')).handoffData!;
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
    const { token, number } = await owner({
      ladder: [
        { name: 'Ana Ruiz', phone: ANA },
        { name: 'Ben Ode', phone: BEN },
      ],
    });
    const placed = await api('/sandbox/calls', { token, body: { to: number } });
    const r = await sim.relay(placed.body.relayUrl);
    open.push(r);
    r.setup({ callSid: placed.body.callSid, from: '+14155550123', to: number, customParameters: placed.body.parameters });
    await r.say('I smell gas in my kitchen!');
    await r.say('My name is Lena Park.');
    await r.say('42 Oak Street, apartment 3B.');
    const handoffData = r.message(await r.waitFor((m) => m.type === 'end')).handoffData!;
    await r.close();

    const callSid = placed.body.callSid as string;
    const ringing = await api(`/sandbox/calls/${callSid}/reconnect`, { token, body: { handoffData } });
    expect(ringing.body).toMatchObject({
      status: 'dialing',
      relayUrl: null,
      dial: { to: TRANSFER_TO, index: 0, ringSeconds: 20, whisper: expect.stringContaining('an emergency call from Lena Park') },
    });
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

  it('published each finished call once, and each step of the ladders the simulator answered', async () => {
    const { completed, requested, attempts } = await publishedOnStop();
    expectOncePerCall(completed);
    // The gas leak that walked the ladder and the fire whose caller hung up while it rang.
    expect(completed.length).toBeGreaterThanOrEqual(3);
    expect(requested.map((t) => t.reason)).toEqual(['emergency', 'emergency']);
    expect(attempts.map((a) => a.outcome).sort()).toEqual(['accepted', 'declined', 'no_answer', 'no_answer']);
  }, 60_000);
});
