import { defined } from '@landline/platform/testing';
import { newCallSid, twimlAttr, twimlParameters } from './twilio-sim';
import { CALLER, open, eventually, recentCall, app, sim, owner, dial, usePhoneCalls, publishedOnStop, expectOncePerCall } from './phone-calls';

/**
 * The ConversationRelay socket in one process: its authentication, malformed and partial messages, callers who
 * hang up, interrupt, press keys, fall silent or drop, and calls handed to another process on shutdown.
 */
describe('the relay socket (one process, sandbox line, offline engine)', () => {
  usePhoneCalls();

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
    none.setup({ ...setup, customParameters: { agentId: defined(call.parameters.agentId, 'the agentId parameter') } });
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
    expect(texts.slice(1, 5)).toEqual([
      'user: My kitchen sink is leaking.',
      "model: I'm sorry you're dealing with that. May I have your full name, please?",
      'user: My name is John Smith.',
      'model: Thank you, John.',
    ]);
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
    expect(JSON.parse(keypad.message(end).handoffData!)).toMatchObject({ kind: 'transfer', reason: 'human' });

    // A gas smell and a plea for someone: the safety advice first, then straight through to the emergency team.
    const spoken = (await dial(number)).relay;
    const reply = await spoken.say('It smells really strong of gas in the hallway, please connect me to someone right now.');
    expect(reply).toMatch(/^Please leave the home right now .* call 911/);
    expect(reply).toContain("I'm transferring you to our emergency team now.");
    expect(JSON.parse(spoken.message(await spoken.waitFor((m) => m.type === 'end')).handoffData!)).toMatchObject({ kind: 'transfer', reason: 'emergency' });
  }, 30_000);

  it('asks whether the caller is still there, then says goodbye after the silence', async () => {
    const { number } = await owner();
    const { relay: r } = await dial(number);
    const nudge = await r.waitFor((m) => m.type === 'text' && m.token === 'Are you still there?', 0, 6_000);
    const end = await r.waitFor((m) => m.type === 'end', nudge, 6_000);
    expect(r.received[end - 1]).toMatchObject({ token: "I haven't heard anything for a while, so I'll end the call now. If you still need help, please call us back. Goodbye." });
    expect(JSON.parse(r.message(end).handoffData!)).toMatchObject({ kind: 'hangup', reason: 'silence' });
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
    const body = {
      AccountSid: sim.accountSid,
      CallSid: call.callSid,
      CallStatus: 'in-progress',
      SessionId: `VX${'1'.repeat(32)}`,
      SessionStatus: 'ended',
      SessionDuration: 42,
      HandoffData: JSON.stringify({ kind: 'handover', reason: 'shutdown' }),
    };
    expect((await sim.webhookJson('/twilio/relay-action', body, { tamper: true })).status).toBe(403);
    const answer = await sim.webhookJson('/twilio/relay-action', body);
    expect(answer.status).toBe(200);
    const r = await sim.relay(twimlAttr(answer.text, 'ConversationRelay', 'url')!);
    open.push(r);
    r.setup({ callSid: call.callSid, from: CALLER, to: number, customParameters: twimlParameters(answer.text) });
    expect(await r.say('My name is John Smith.')).toBe("Thank you, John. What's the address of the property?");
  }, 30_000);

  it('on shutdown, hands a live call over once its reply has been said, then published CallCompleted once per finished call', async () => {
    const { number } = await owner();
    const call = await dial(number);
    await call.relay.say('My kitchen sink is leaking.');
    const from = call.relay.received.length;
    call.relay.prompt('My name is John Smith.');
    const stopping = app!.stop();
    // The reply under way is finished and heard; then the carrier is asked to reconnect elsewhere.
    const end = await call.relay.waitFor((m) => m.type === 'end', from);
    expect(call.relay.textBetween(from, end)).toBe("Thank you, John. What's the address of the property?");
    expect(JSON.parse(call.relay.message(end).handoffData!)).toEqual({ kind: 'handover', reason: 'shutdown', callSid: call.callSid });
    await call.relay.close();
    await stopping;
    const { completed, requested } = await publishedOnStop();
    expectOncePerCall(completed);
    // The gas leak whose caller pleaded for someone was put through as an emergency.
    expect(requested.map((t) => t.reason)).toEqual(['emergency']);
  }, 60_000);
});
