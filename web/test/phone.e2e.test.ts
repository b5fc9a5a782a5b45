// Issue 5's phone simulator in Chromium (fake microphone, scripted speech recognition) against the real
// product on its sandbox line: the owner's numbers, a call dialled on the keypad held with spoken and
// typed turns and hung up, then that 'Phone Test' call in Recent Calls and on its call page with its
// transcript and recording; an emergency ringing the agent's transfer number, which lets it ring out; a number
// no agent answers, a number that is not the owner's, a bad number, microphone denial, and the empty
// state. Screenshots go to /tmp/landline-shots/issue5-phone-*.png.
import { jest } from '@jest/globals';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { MOBILE, launchBrowser, newPage, screenshot, startLandline, uniqueEmail, stopSuite, type RunningLandline } from './harness';
import { FAKE_SPEECH_RECOGNITION, MICROPHONE_CONTROL, buySandboxNumber, createOwner, ownerApi, signIn, until, type Owner } from './callHelpers';

jest.setTimeout(300_000);

const TRANSFER_TO = '+12125551234';
const NOT_IN_SERVICE = 'The number you have called is not in service. Goodbye.';
const MIC_DENIED = 'Microphone access was denied. Please enable it in your browser settings and try again.';

let landline: RunningLandline;
let browser: Browser;
let owner: Owner;
let number = '';
/** The first call (dialled on the keypad), looked for in Recent Calls afterwards. */
let firstCallSid = '';

const api = ownerApi(
  () => landline.url,
  () => owner,
);

/** '+15125550100' → '(512) 555-0100'. */
const formatted = (e164: string) => e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');

beforeAll(async () => {
  // The browser speaks the replies in real time: the line's silence prompts must not cut in.
  landline = await startLandline({ RELAY_SILENCE_PROMPT_SECONDS: '600', RELAY_SILENCE_HANGUP_SECONDS: '1200' });
  browser = await launchBrowser({ fakeMedia: true });
  owner = await createOwner(landline.url, uniqueEmail('phone'));
  await api('/updateAIEmployee', { method: 'PATCH', body: { agentId: owner.agentId, transferConfig: { enabled: true, transferNumber: TRANSFER_TO } } });
  number = await buySandboxNumber(api, owner.agentId);
}, 180_000);

afterAll(async () => {
  await stopSuite(browser, landline);
});

async function shot(page: Page, name: string, fullPage = false) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(250);
  await screenshot(page, `issue5-phone-${name}`, fullPage);
}

async function openSimulator(viewport?: typeof MOBILE) {
  const opened = await newPage(browser, landline.url, viewport);
  await opened.context.addInitScript(FAKE_SPEECH_RECOGNITION);
  await signIn(opened.page, owner);
  return opened;
}

const status = (page: Page) => page.getByTestId('phone-status');

/** Waits until the call is connected and the caller has the floor (the agent finished speaking), or it ended. */
async function waitForFloor(page: Page, timeout = 90_000) {
  await page.waitForFunction(
    () => {
      const element = document.querySelector('[data-testid="phone-status"]');
      const phase = element?.getAttribute('data-phase');
      return phase === 'ended' || (phase === 'connected' && element?.getAttribute('data-activity') === 'listening');
    },
    undefined,
    { timeout, polling: 100 },
  );
}

const agentLines = (page: Page) => page.getByTestId('agent-message');

/** The caller's turn (typed, or spoken through the scripted recogniser); answers the agent's reply once it has been spoken. */
async function turn(page: Page, text: string, how: 'typed' | 'spoken'): Promise<string> {
  await waitForFloor(page);
  const before = await agentLines(page).count();
  if (how === 'spoken') expect(await page.evaluate((t) => (window as unknown as { __speak: (t: string) => boolean }).__speak(t), text)).toBe(true);
  else {
    await page.getByLabel('Your message').fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
  }
  await page.getByTestId('caller-message').filter({ hasText: text }).waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="agent-message"]').length > n, before, { timeout: 60_000 });
  await waitForFloor(page);
  return (await agentLines(page).nth(before).locator('.conversation-bubble').innerText()).trim();
}

test('calls an agent from the dial pad: greeting, spoken and typed turns, hang up, and the call is saved', async () => {
  const { context, page, errors } = await openSimulator();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Phone simulator' }).click();
  await page.waitForURL('**/dashboard/phone');
  await page.getByRole('heading', { name: 'Phone simulator' }).waitFor();

  // The owner's numbers, with the agent that answers each.
  const row = page.getByTestId('sandbox-number');
  await row.first().waitFor();
  expect(await row.count()).toBe(1);
  expect(await row.innerText()).toContain(formatted(number));
  // The agent's name arrives with the agents list, which may load after the numbers.
  await row.filter({ hasText: owner.agentName }).waitFor();

  // Dial on the keypad (the display formats as it grows; backspace takes one back).
  const national = number.slice(2);
  for (const digit of national) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: '9', exact: true }).click();
  await page.getByRole('button', { name: 'Delete last digit' }).click();
  expect(await page.getByLabel('Number to call').inputValue()).toBe(formatted(number));
  await page.getByTestId('phone-called-name').filter({ hasText: owner.agentName }).waitFor();
  expect(await status(page).innerText()).toContain('Ready');
  await shot(page, 'desktop-ready', true);

  // What the browser sends on the relay socket, as the carrier would.
  const sent: { type?: string; voicePrompt?: string; last?: boolean }[] = [];
  page.on('websocket', (socket) => socket.on('framesent', (frame) => sent.push(JSON.parse(String(frame.payload)))));
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  // The agent answers with who it is, that it is an AI, and that the call is recorded.
  const greeting = agentLines(page).first();
  await greeting.waitFor({ timeout: 30_000 });
  // The TwiML marks the greeting not interruptible: a turn typed over it is not passed on (it stays in the box).
  await status(page).and(page.locator('[data-activity="speaking"]')).waitFor();
  await page.getByLabel('Your message').fill('Hello? Is anyone there?');
  await page.getByRole('button', { name: 'Send' }).click();
  expect(await page.getByLabel('Your message').inputValue()).toBe('Hello? Is anyone there?');
  await page.getByLabel('Your message').fill('');
  const greetingText = await greeting.innerText();
  expect(greetingText).toContain(`Thank you for calling ${owner.companyName}. This is ${owner.agentName}, an AI assistant.`);
  expect(greetingText).toContain('This call is recorded and transcribed. If anyone is in danger, please hang up and call 911.');
  await status(page)
    .filter({ hasText: /Connected \d+:\d{2}/ })
    .waitFor();

  // A spoken turn (the browser's recogniser stands in for the carrier's transcription), then a typed one.
  expect(await turn(page, 'My kitchen sink is leaking.', 'spoken')).toContain('May I have your full name');
  // The recogniser's interim words went out as a partial prompt (last: false) before the whole turn.
  const prompts = sent.filter((m) => m.type === 'prompt');
  expect(prompts[0]).toMatchObject({ last: false });
  expect('My kitchen sink is leaking.'.startsWith(prompts[0]!.voicePrompt!)).toBe(true);
  expect(prompts[1]).toMatchObject({ voicePrompt: 'My kitchen sink is leaking.', last: true });
  expect(prompts.some((m) => m.voicePrompt === 'Hello? Is anyone there?')).toBe(false);
  expect(await turn(page, 'My name is John Smith.', 'typed')).toContain('Thank you, John.');
  await page.getByTestId('phone-activity').filter({ hasText: 'Listening' }).waitFor();
  firstCallSid = (await status(page).getAttribute('data-call-sid')) ?? '';
  expect(firstCallSid).toMatch(/^CA[0-9a-f]{32}$/);
  await shot(page, 'desktop-in-call', true);

  await page.getByRole('button', { name: 'Hang up' }).first().click();
  const ended = page.getByTestId('phone-ended');
  await ended.waitFor();
  expect(await status(page).innerText()).toMatch(/Call ended \d+:\d{2}/);
  const link = page.getByTestId('phone-call-link');
  await link.waitFor({ timeout: 60_000 });
  expect(await link.getAttribute('href')).toBe(`/dashboard/calls/${firstCallSid}`);
  await shot(page, 'desktop-ended', true);

  // The call page: the conversation as the line kept it, and the browser's recording.
  await link.click();
  await page.waitForURL(`**/dashboard/calls/${firstCallSid}`);
  await page.getByTestId('caller-message').filter({ hasText: 'My kitchen sink is leaking.' }).waitFor();
  await page.getByTestId('caller-message').filter({ hasText: 'My name is John Smith.' }).waitFor();
  await page.getByTestId('agent-message').filter({ hasText: 'This call is recorded and transcribed.' }).first().waitFor();
  await page.getByTestId('call-recording').waitFor({ timeout: 20_000 });
  await shot(page, 'desktop-call-page', true);

  // Recent Calls on the dashboard: a Phone Test call.
  await page.goto('/dashboard');
  const recent = page.locator(`[data-testid="call-row"][data-call-id="${firstCallSid}"]`);
  await recent.waitFor();
  await recent.getByTestId('call-source').filter({ hasText: 'Phone Test' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('follows the call when the server holding it hands it over: a new relay socket, and the conversation carries on', async () => {
  const { context, page, errors } = await openSimulator();
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/twilio\/relay/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  await page.goto(`/dashboard/phone?to=${encodeURIComponent(number)}`);
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await agentLines(page).first().waitFor({ timeout: 30_000 });
  expect(await turn(page, 'My kitchen sink is leaking.', 'typed')).toContain('May I have your full name');
  const callSid = await status(page).getAttribute('data-call-sid');
  // The server going away says so as ConversationRelay does: `end` with a handover.
  sockets[0]!.send(JSON.stringify({ type: 'end', handoffData: JSON.stringify({ kind: 'handover', reason: 'shutdown', callSid }) }));
  expect(await until(() => sockets.length, 2)).toBe(2);
  expect(await turn(page, 'My name is John Smith.', 'typed')).toContain('Thank you, John.');
  expect(await status(page).getAttribute('data-phase')).toBe('connected');
  expect(await status(page).getAttribute('data-call-sid')).toBe(callSid);
  await page.getByRole('button', { name: 'Hang up' }).first().click();
  await page.getByTestId('phone-ended').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test("an emergency rings the agent's transfer number; nobody answers, the caller hears the team will call back (from the agent page's Call this number)", async () => {
  const { context, page, errors } = await openSimulator();
  await page.goto(`/dashboard/agents/${owner.agentId}`);
  await page.getByRole('link', { name: 'Call this number' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/phone' && url.searchParams.get('to') === number);
  expect(await page.getByLabel('Number to call').inputValue()).toBe(`+1 ${formatted(number)}`);

  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await agentLines(page).first().waitFor({ timeout: 30_000 });
  expect(await turn(page, 'There is a gas leak in my kitchen, I can smell gas everywhere!', 'typed')).toContain("that's an emergency");
  await turn(page, 'My name is John Smith.', 'typed');
  // Name and address known, the number the caller dials from as the callback: put through at once.
  await waitForFloor(page);
  await page.getByLabel('Your message').fill('42 Oak Street, apartment 3B.');
  await page.getByRole('button', { name: 'Send' }).click();
  await agentLines(page).filter({ hasText: "I'm transferring you to our emergency team now." }).waitFor({ timeout: 60_000 });

  // The line rings the transfer number (the only person on call); nobody answers it within its 20 s.
  const card = page.getByRole('alertdialog', { name: 'Incoming emergency call' });
  await card.waitFor({ timeout: 60_000 });
  expect(await card.getAttribute('data-to')).toBe(TRANSFER_TO);
  expect(await card.getByTestId('on-call-whisper').innerText()).toContain('an emergency call from John Smith');
  await page.getByTestId('phone-on-call').filter({ hasText: 'Ringing +1 (212) 555-1234 — 1 of 1' }).waitFor();
  await card
    .getByTestId('on-call-countdown')
    .filter({ hasText: /^Rings for 1\d s more$/ })
    .waitFor();
  await card.waitFor({ state: 'detached', timeout: 30_000 });

  // The caller hears that the team has the details and will call back; then the call ends and is saved.
  await agentLines(page).filter({ hasText: "I couldn't reach anyone on the on-call team right now" }).waitFor({ timeout: 30_000 });
  await status(page).filter({ hasText: 'Call ended' }).waitFor({ timeout: 60_000 });
  const notice = page.getByTestId('phone-on-call');
  expect(await notice.getAttribute('data-status')).toBe('unanswered');
  expect(await notice.innerText()).toContain('Nobody on the on-call team took the call');
  expect(await notice.innerText()).toContain('+1 (212) 555-1234 did not answer');
  const link = page.getByTestId('phone-call-link');
  await link.waitFor({ timeout: 60_000 });
  await shot(page, 'desktop-transfer', true);

  const callId = decodeURIComponent((await link.getAttribute('href'))!.split('/').pop()!);
  const { calls } = await api<{ calls: { callType: string; emergency: boolean; transfers: { to: string; reason: string }[] }[] }>(`/getRecentCalls?callId=${callId}`);
  expect(calls[0]).toMatchObject({ callType: 'phone_test', emergency: true, transfers: [expect.objectContaining({ to: TRANSFER_TO, reason: 'emergency' })] });
  expect(errors).toEqual([]);
  await context.close();
});

test('a caller who switches to Spanish is followed: the recogniser, the voice and the replies; keypad digits reach the line', async () => {
  const { context, page, errors } = await openSimulator();
  const speech: { language?: string; voiceName?: string; text?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/tts') && request.method() === 'POST') speech.push(JSON.parse(request.postData() ?? '{}'));
  });
  await page.goto(`/dashboard/phone?to=${encodeURIComponent(number)}`);
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await agentLines(page).first().waitFor({ timeout: 30_000 });
  await waitForFloor(page);
  expect(await page.evaluate(() => (window as unknown as { __recognitionLang?: string }).__recognitionLang)).toBe('en-US');

  expect(await turn(page, 'Hola, tengo una fuga de agua en la cocina desde ayer.', 'spoken')).toMatch(/¿Me puede dar su nombre completo, por favor\?$/);
  expect(await page.evaluate(() => (window as unknown as { __recognitionLang?: string }).__recognitionLang)).toBe('es-US');
  const spanish = speech.filter((s) => s.text?.includes('nombre completo'));
  expect(spanish.length).toBeGreaterThan(0);
  expect(spanish.every((s) => s.language === 'es' && s.voiceName?.startsWith('es-US'))).toBe(true);
  expect(await turn(page, 'Me llamo Juan Pérez.', 'spoken')).toContain('Juan');

  // Keypad digits during the call go to the line as DTMF and show under the number.
  for (const digit of ['4', '2']) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByTestId('phone-called-name').filter({ hasText: 'Keys: 42' }).waitFor();
  await page.getByRole('button', { name: 'Hang up' }).first().click();
  await page.getByTestId('phone-call-link').waitFor({ timeout: 60_000 });
  const callId = decodeURIComponent((await page.getByTestId('phone-call-link').getAttribute('href'))!.split('/').pop()!);
  const { calls } = await api<{ calls: { language: string; transcript: { role: string; text: string }[] }[] }>(`/getRecentCalls?callId=${callId}`);
  expect(calls[0]!.transcript.filter((t) => t.role === 'user').map((t) => t.text)).toEqual(['Hola, tengo una fuga de agua en la cocina desde ayer.', 'Me llamo Juan Pérez.']);
  expect(errors).toEqual([]);
  await context.close();
});

test('numbers that do not reach an agent, bad input and a denied microphone (mobile)', async () => {
  const { context, page, errors } = await openSimulator(MOBILE);
  await page.goto('/dashboard/phone');

  // A number that is not the owner's: the line's 404 shows inline.
  await page.getByLabel('Number to call').fill('+12125550199');
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await page.getByTestId('phone-error').filter({ hasText: 'Phone number not found' }).waitFor({ timeout: 30_000 });
  // Not a phone number at all.
  await page.getByLabel('Number to call').fill('555');
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await page.getByTestId('phone-input-error').filter({ hasText: 'Enter a phone number in E.164 format' }).waitFor();

  // The agent is deleted: its number goes back to the owner's pool and no one answers it.
  await api(`/deleteAIEmployee?agentId=${owner.agentId}`, { method: 'DELETE' });
  // The release follows the AgentDeleted event (over Kafka on the full stack), so it may take a moment.
  const released = async () =>
    (await api<{ numbers: { phoneNumber: string; agentId: string | null }[] }>('/sandbox/numbers')).numbers.find((n) => n.phoneNumber === number)?.agentId ?? null;
  expect(await until(released, null, 30_000)).toBeNull();
  await page.reload();
  const row = page.getByTestId('sandbox-number');
  await row.filter({ hasText: 'Not assigned to an AI employee' }).waitFor();
  await row.click();
  expect(await page.getByLabel('Number to call').inputValue()).toBe(`+1 ${formatted(number)}`);
  await shot(page, 'mobile-ready', true);
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await agentLines(page).filter({ hasText: NOT_IN_SERVICE }).waitFor({ timeout: 30_000 });
  await agentLines(page).filter({ hasText: 'El número que usted marcó no está en servicio. Adiós.' }).waitFor({ timeout: 60_000 });
  await page.getByTestId('phone-ended').filter({ hasText: 'The line played its message and hung up.' }).waitFor({ timeout: 60_000 });
  await shot(page, 'mobile-not-in-service', true);
  expect(errors).toEqual([]);
  await context.close();

  // The microphone is refused: the call is not placed.
  const denied = await openSimulator(MOBILE);
  await denied.context.addInitScript(MICROPHONE_CONTROL);
  await denied.context.addInitScript(() => ((window as unknown as { __micFailure: string }).__micFailure = 'NotAllowedError'));
  await denied.page.goto(`/dashboard/phone?to=${encodeURIComponent(number)}`);
  await denied.page.getByRole('button', { name: 'Call', exact: true }).click();
  await denied.page.getByTestId('phone-error').filter({ hasText: MIC_DENIED }).waitFor();
  expect(await status(denied.page).innerText()).toContain('Call failed');
  await shot(denied.page, 'mobile-mic-denied', true);
  expect(denied.errors).toEqual([]);
  await denied.context.close();

  // An owner without numbers is sent to get one: on the page of the agent that has none.
  const newcomer = await createOwner(landline.url, uniqueEmail('phone-empty'));
  const empty = await newPage(browser, landline.url, MOBILE);
  await signIn(empty.page, newcomer);
  await empty.page.goto('/dashboard/phone');
  await empty.page.getByText('No phone numbers yet').waitFor();
  expect(await empty.page.getByRole('link', { name: 'Get a phone number' }).getAttribute('href')).toBe(`/dashboard/agents/${newcomer.agentId}`);
  await shot(empty.page, 'mobile-empty', true);
  expect(empty.errors).toEqual([]);
  await empty.context.close();
});
