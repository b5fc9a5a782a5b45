// Issue 4 in Chromium (fake microphone) against the real product: landing demo calls held by typed and
// spoken turns through the emergency transfer and the closing countdown, the Spanish demo, the
// microphone check, chat and speech failures, an owner's browser test call at /test/{id}, then that
// call in Recent Calls and on the call page with its transcript, work order and a playable recording,
// paging, filtering and the agent's call history. Screenshots go to /tmp/landline-shots/issue4-*.png.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { Browser, Page, Request } from 'playwright-core';
import { MOBILE, launchBrowser, newPage, screenshot, startLandline, uniqueEmail, stopSuite, type RunningLandline } from './harness';
import {
  FAKE_SPEECH_RECOGNITION,
  MICROPHONE_CONTROL,
  NO_SPEECH_RECOGNITION,
  agentMessages,
  createOwner,
  lastAgentLine,
  pageApi,
  say,
  signIn,
  until,
  voiceLikeWav,
  waitForCallState,
  waitForIndicator,
  type Owner,
} from './callHelpers';

jest.setTimeout(240_000);

const NO_SPEECH = 'Your browser does not support Speech Recognition. For the best experience, please use a browser like Chrome.';
const CHAT_FAILURE = "I'm sorry, I'm having trouble connecting right now. Please try again later.";
const EMPTY_REPLY = "I'm sorry, I encountered an issue. Could you please repeat that?";
const EXTRACTION_FAILED = 'Could not extract transfer details. Please state the name, address, and phone number clearly.';
const MIC_CHECK = {
  notFound: 'No microphone found. Please connect a microphone and try again.',
  denied: 'Microphone access was denied. Please enable it in your browser settings and refresh the page.',
  unavailable: "Could not access microphone. Please ensure it's connected and permissions are granted.",
  inUse: 'Could not start the selected microphone. It might be in use by another application.',
};
const IN_CALL_DENIED = 'Microphone access was denied. Please enable it in your browser settings and try again.';

let landline: RunningLandline;
let browser: Browser;
let owner: Owner;
/** The owner's test call, made in the test-call test and looked for afterwards. */
let testCallId = '';

beforeAll(async () => {
  landline = await startLandline();
  browser = await launchBrowser({ fakeMedia: true });
  owner = await createOwner(landline.url, uniqueEmail('calls'));
}, 180_000);

afterAll(async () => {
  await stopSuite(browser, landline);
});

async function shot(page: Page, name: string, fullPage = false) {
  // Full pages from the top, so the sticky header is not captured mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(250);
  await screenshot(page, `issue4-${name}`, fullPage);
}

/** JSON bodies the page POSTed to `path`. */
function recordPosts(page: Page, pathEnd: string): Record<string, any>[] {
  const bodies: Record<string, any>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api${pathEnd}`) bodies.push(request.postDataJSON());
  });
  return bodies;
}

async function openDemo(page: Page, name: string, language: 'English' | 'Español') {
  await page.getByRole('button', { name: `Start a Call with ${name}` }).click();
  await page.getByText('Choose the language for your call').waitFor();
  await page.getByRole('button', { name: new RegExp(language) }).click();
}

const dialog = (page: Page) => page.getByRole('dialog');
const listening = (page: Page) => () => waitForCallState(page, ['LISTENING', 'ENDED']);

test('a demo call with Sarah by typed turns: emergency detected, transfer to Marcus with the transcript, countdown, then the waitlist', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await page.addInitScript(NO_SPEECH_RECOGNITION);
  await page.addInitScript(MICROPHONE_CONTROL);
  const saves = recordPosts(page, '/saveWebTranscript');
  const chats = recordPosts(page, '/chat/stream');
  const uploads: string[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'PUT' && response.url().includes('/api/recordings/')) uploads.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/');
  const micDelay = (ms: number) => page.evaluate((value) => ((window as unknown as { __micDelayMs: number }).__micDelayMs = value), ms);

  // Hold the first reply back a moment so THINKING can be seen, and the microphone so CONNECTING can.
  let holdChat = true;
  await page.route('**/api/chat/stream', async (route) => {
    if (holdChat) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Start a Call with Sarah' }).click();
  await page.getByText('Choose the language for your call').waitFor();
  await shot(page, 'landing-language-picker');
  await micDelay(1500);
  await page.getByRole('button', { name: /English/ }).click();
  await dialog(page).getByText('Checking your microphone...').waitFor();
  // The microphone check passes (fake device), then the call connects.
  await waitForCallState(page, 'CONNECTING');
  await dialog(page).getByText('Connecting...').waitFor();
  await shot(page, 'landing-call-connecting');
  await micDelay(0);
  await waitForCallState(page, 'THINKING');
  await dialog(page).getByText('Thinking...').waitFor();
  await shot(page, 'landing-call-thinking');
  holdChat = false;
  await waitForCallState(page, 'SPEAKING');
  await dialog(page).getByText('Speaking...').waitFor();
  await shot(page, 'landing-call-speaking');
  await waitForCallState(page, 'LISTENING');
  await dialog(page).getByText('Listening...').waitFor();
  // No speech recognition here: the spec's text shows inline and typed turns keep the call going.
  await dialog(page).getByText(NO_SPEECH).waitFor();
  expect(await lastAgentLine(page)).toMatch(/Maple Street Property Management.*Sarah/);
  expect(chats[0]).toMatchObject({ language: 'en', history: [], message: '__START__', employee: 'sarah' });
  expect(chats[0]!.customConfig.customizations.company.name).toBe('Maple Street Property Management');
  await shot(page, 'landing-call-listening');

  // Inputs of 2 characters or fewer are not sent.
  await page.getByLabel('Your message').fill('ok');
  expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

  let reply = await say(page, 'Hi, this is John Smith. Water is flooding my kitchen from a burst pipe', listening(page));
  expect(reply.toLowerCase()).toContain('address');
  reply = await say(page, '123 Main Street apartment 4B', listening(page));
  expect(reply.toLowerCase()).toContain('callback');
  expect(chats.at(-1)!.history.length).toBeGreaterThanOrEqual(3);
  reply = await say(page, 'my number is 415 555 1234', () => waitForCallState(page, 'ENDED'));
  expect(reply).toContain("I'm transferring you to our emergency team now.");

  // The call stops: 'Emergency detected.' with Close and 'Transfer to Emergency'; no countdown.
  const panel = page.getByTestId('emergency-panel');
  await panel.getByText('Emergency detected.').waitFor();
  await panel.getByRole('button', { name: 'Close' }).waitFor();
  await shot(page, 'landing-emergency');
  await page.waitForTimeout(1200);
  expect(await page.getByText(/Closing in/).count()).toBe(0);

  // The first extraction fails: the alert text, still waiting for a choice.
  let extractions = 0;
  await page.route('**/api/extractTransferDetails', async (route) => {
    extractions++;
    if (extractions === 1) return route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: EXTRACTION_FAILED }) });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    return route.continue();
  });
  await panel.getByRole('button', { name: 'Transfer to Emergency' }).click();
  await panel.getByText(EXTRACTION_FAILED).waitFor();
  expect(await waitForCallState(page, 'ENDED')).toBe('ENDED');

  // Then it works: Transferring..., the call with Sarah is saved with an outgoing transfer, Marcus picks up
  // with the conversation so far.
  await panel.getByRole('button', { name: 'Transfer to Emergency' }).click();
  await waitForCallState(page, 'TRANSFERRING');
  await dialog(page).getByText('Transferring...').waitFor();
  await shot(page, 'landing-call-transferring');
  await dialog(page).getByText('Call Marcus').waitFor();
  await waitForCallState(page, 'LISTENING');
  const marcus = await lastAgentLine(page);
  expect(marcus).toMatch(/Marcus/);
  expect(marcus).toMatch(/John/);
  await dialog(page).getByText('Transferred to Marcus').waitFor();
  await dialog(page).getByText('123 Main Street apartment 4B').waitFor();
  const marcusStart = chats.at(-1)!;
  expect(marcusStart).toMatchObject({ employee: 'marcus', message: '__START__' });
  expect(marcusStart.history.some((h: { content: string }) => h.content === 'my number is 415 555 1234')).toBe(true);
  await shot(page, 'landing-call-transferred');

  await say(page, 'Nobody is hurt, the water is still coming in', listening(page));
  await dialog(page).getByRole('button', { name: 'End Call' }).click();
  await waitForCallState(page, 'ENDED');
  await dialog(page).getByText('Call Ended').waitFor();
  await dialog(page).getByText('Closing in 5s...').waitFor({ timeout: 3000 });
  await shot(page, 'landing-call-ended');
  await dialog(page).getByText('Closing in 3s...').waitFor({ timeout: 4000 });
  await dialog(page).waitFor({ state: 'detached', timeout: 6000 });
  const closedAt = Date.now();

  // Both calls were saved: Sarah's with the outgoing transfer, Marcus's with the incoming one and the transcript.
  expect(await until(() => saves.length, 2)).toBe(2);
  const sarahCall = saves[0]!;
  const marcusCall = saves[1]!;
  expect(sarahCall.callId).toMatch(/^web-demo-sarah-\d{13}$/);
  expect(sarahCall.transfers).toEqual([
    expect.objectContaining({ type: 'outgoing', from: 'Sarah', to: 'Marcus', details: expect.objectContaining({ clientName: 'John Smith', phone: '+14155551234' }) }),
  ]);
  expect(sarahCall.transcript[0]).toMatchObject({ role: 'model' });
  expect(sarahCall.transcript.some((t: { role: string; text: string }) => t.role === 'user' && t.text === '123 Main Street apartment 4B')).toBe(true);
  expect(sarahCall.language).toBe('en');
  expect(sarahCall.emergency).toBe(true);
  expect(marcusCall.callId).toMatch(/^web-demo-marcus-\d{13}$/);
  expect(marcusCall.transfers).toEqual([expect.objectContaining({ type: 'incoming', from: 'Sarah', to: 'Marcus' })]);
  expect(marcusCall.transcript.length).toBeGreaterThan(sarahCall.transcript.length);
  expect(uploads.filter((u) => u.startsWith('201'))).toHaveLength(2);

  // 5 s after the dialog closed, the page scrolls to the waitlist.
  const waitlistTop = () => page.evaluate(() => document.getElementById('waitlist')!.getBoundingClientRect().top);
  await page.waitForTimeout(2500);
  expect(Math.abs(await waitlistTop())).toBeGreaterThan(300);
  await page.waitForFunction(() => Math.abs(document.getElementById('waitlist')!.getBoundingClientRect().top) < 120, undefined, { timeout: 8000 });
  expect(Date.now() - closedAt).toBeGreaterThanOrEqual(4500);
  expect(errors).toEqual([]);
  await context.close();
});

test('a Spanish demo with Sofia by speech (es-ES recogniser); a recogniser failure ends the call', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await page.addInitScript(FAKE_SPEECH_RECOGNITION);
  const chats = recordPosts(page, '/chat/stream');
  await page.goto('/');
  await page.evaluate(() => document.getElementById('employee-sofia')?.scrollIntoView());
  await openDemo(page, 'Sofia', 'Español');
  await waitForCallState(page, 'LISTENING');
  expect(await page.evaluate(() => (window as unknown as { __recognitionLang: string }).__recognitionLang)).toBe('es-ES');
  expect(await lastAgentLine(page)).toMatch(/Gracias por llamar a Maple Street Property Management/);
  expect(chats[0]).toMatchObject({ language: 'es', employee: 'sofia', message: '__START__' });
  await dialog(page).getByText('Speak, or type your reply').waitFor();
  expect(await dialog(page).getByTestId('call-notice').count()).toBe(0);

  const before = await agentMessages(page).count();
  expect(await page.evaluate(() => (window as unknown as { __speak: (t: string) => boolean }).__speak('Hola, soy María López. Hay una fuga de agua en el baño'))).toBe(true);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="agent-message"]').length > n, before);
  await waitForCallState(page, 'LISTENING');
  await dialog(page).getByText('Hola, soy María López. Hay una fuga de agua en el baño').waitFor();
  expect((await lastAgentLine(page)).toLowerCase()).toMatch(/dirección|direccion/);
  expect(chats.at(-1)).toMatchObject({ language: 'es', message: 'Hola, soy María López. Hay una fuga de agua en el baño' });
  await shot(page, 'landing-call-spanish');

  // Too short to count, then silence (no-speech) keeps listening; a network failure of the recogniser ends it.
  await page.evaluate(() => (window as unknown as { __speak: (t: string) => boolean }).__speak('sí'));
  await page.evaluate(() => (window as unknown as { __recognitionError: (c: string) => void }).__recognitionError('no-speech'));
  await page.waitForTimeout(500);
  expect(await waitForCallState(page, ['LISTENING', 'ENDED'])).toBe('LISTENING');
  expect(chats.at(-1)!.message).not.toBe('sí');
  await page.evaluate(() => (window as unknown as { __recognitionError: (c: string) => void }).__recognitionError('network'));
  await waitForCallState(page, 'ENDED');
  await dialog(page)
    .getByText(/Speech recognition stopped working \(network\)/)
    .waitFor();
  await dialog(page)
    .getByText(/Closing in \ds\.\.\./)
    .waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test("the microphone check's four messages, then a call once the microphone works", async () => {
  const { context, page } = await newPage(browser, landline.url);
  await page.addInitScript(MICROPHONE_CONTROL);
  await page.addInitScript(NO_SPEECH_RECOGNITION);
  await page.goto('/');
  const fail = (name: string) => page.evaluate((n) => ((window as unknown as { __micFailure: string }).__micFailure = n), name);

  await fail('nodevice');
  await openDemo(page, 'Emma', 'English');
  await dialog(page).getByText(MIC_CHECK.notFound).waitFor();
  await shot(page, 'mic-check-not-found');
  for (const [failure, message] of [
    ['NotAllowedError', MIC_CHECK.denied],
    ['NotReadableError', MIC_CHECK.inUse],
    ['TypeError', MIC_CHECK.unavailable],
  ] as const) {
    await fail(failure);
    await dialog(page).getByRole('button', { name: 'Try Again' }).click();
    await dialog(page).getByText(message).waitFor();
  }
  await fail('');
  await dialog(page).getByRole('button', { name: 'Try Again' }).click();
  await waitForCallState(page, 'LISTENING');
  expect(await lastAgentLine(page)).toMatch(/Emma/);
  await dialog(page).getByRole('button', { name: 'End Call' }).click();
  await waitForCallState(page, 'ENDED');
  // Closing the dialog at once (not waiting for the countdown) is fine too.
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await context.close();
});

test('chat failures are spoken and shown; an empty reply asks to repeat; speech synthesis stands in for failed reply audio', async () => {
  const { context, page } = await newPage(browser, landline.url);
  await page.addInitScript(NO_SPEECH_RECOGNITION);
  await page.goto('/');
  let mode: 'down' | 'empty' = 'down';
  await page.route('**/api/chat/stream', (route) =>
    mode === 'down'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' })
      : route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'event: done\ndata: {"text":"","usage":{"totalTokens":0}}\n\n' }),
  );
  await page.route('**/api/chat', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }));
  // No reply audio either: the browser's speech synthesis (or its time limit) takes over.
  await page.route('**/api/tts', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"tts down"}' }));
  const started = Date.now();
  await page.evaluate(() => document.getElementById('employee-james')?.scrollIntoView());
  await openDemo(page, 'James', 'English');
  await waitForCallState(page, 'LISTENING', 30_000);
  expect(await lastAgentLine(page)).toBe(CHAT_FAILURE);
  // 100 ms per character + 2 s at most.
  expect(Date.now() - started).toBeLessThan(CHAT_FAILURE.length * 100 + 2000 + 8000);
  mode = 'empty';
  expect(await say(page, 'Can you hear me now?', listening(page))).toBe(EMPTY_REPLY);
  await dialog(page).getByRole('button', { name: 'End Call' }).click();
  await waitForCallState(page, 'ENDED');
  await context.close();
});

test('an owner test-calls their agent at /test/{id} by typed turns, interrupts it, and ends the call', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await page.addInitScript(NO_SPEECH_RECOGNITION);
  const chats = recordPosts(page, '/chat/stream');
  const saves = recordPosts(page, '/saveWebTranscript');
  const tts = recordPosts(page, '/tts');
  await signIn(page, owner);
  await page.goto(`/test/${owner.agentId}`);
  await page.getByRole('heading', { name: `Test ${owner.agentName}` }).waitFor();
  await page.getByTestId('detail-company').filter({ hasText: owner.companyName }).waitFor();
  await page.getByTestId('detail-template').filter({ hasText: 'Maintenance Coordinator' }).waitFor();
  await page.getByTestId('detail-language').filter({ hasText: 'English' }).waitFor();
  await page.getByTestId('detail-business-hours').filter({ hasText: '9:00 AM - 5:00 PM' }).waitFor();
  expect(await page.getByTestId('testing-tips').getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
  await page.getByTestId('test-indicator').getByText('Idle').waitFor();
  await shot(page, 'test-page', true);

  await page.getByRole('button', { name: 'Start Test Call' }).click();
  // The greeting plays; typing over it interrupts: the next reply resumes with 'Sorry, let me continue - '.
  await waitForIndicator(page, 'speaking');
  await page.getByTestId('test-indicator').getByText('Speaking').waitFor();
  expect(chats[0]).toMatchObject({ agentId: owner.agentId, language: 'en', message: '__START__' });
  expect(tts[0]).toMatchObject({ provider: 'google', language: 'en' });
  expect(tts[0]!.voiceName).toBeTruthy();
  await shot(page, 'test-page-speaking');
  await page.getByLabel('Your message').fill('Hi, this is Dana Wu. My kitchen faucet is dripping constantly');
  await page.getByRole('button', { name: 'Send' }).click();
  await waitForIndicator(page, 'thinking');
  expect(chats.at(-1)).toMatchObject({ interrupted: true, message: 'Hi, this is Dana Wu. My kitchen faucet is dripping constantly' });
  await waitForIndicator(page, 'listening');
  expect(await lastAgentLine(page)).toMatch(/^Sorry, let me continue - /);

  const done = () => waitForIndicator(page, ['listening', 'ended']);
  await say(page, '42 Oak Lane, unit 3', done);
  const confirm = await say(page, 'my number is 312 555 0199', done);
  if (/correct|right/i.test(confirm)) await say(page, "yes that's right", done);
  await say(page, 'Yes, you can enter if I am not home. I have a cat.', done);
  await page.getByTestId('test-indicator').getByText('Listening').waitFor();
  await shot(page, 'test-page-call', true);

  await page.getByRole('button', { name: 'End Call' }).click();
  // Back at the start view; the call is saved (recording, then the record).
  await page.getByRole('button', { name: 'Start Test Call' }).waitFor();
  await page.getByTestId('test-indicator').getByText('Idle').waitFor();
  await page.getByRole('link', { name: 'View call details' }).waitFor({ timeout: 20_000 });
  expect(saves).toHaveLength(1);
  testCallId = saves[0]!.callId;
  expect(testCallId).toMatch(/^web-test-riley-\d{13}$/);
  expect(saves[0]).toMatchObject({ agentId: owner.agentId, agentName: owner.agentName, language: 'en', transfers: [] });
  expect(saves[0]!.audioUrl).toMatch(new RegExp(`^/api/recordings/${testCallId}\\?token=`));
  expect(new Date(saves[0]!.endTime).getTime()).toBeGreaterThan(new Date(saves[0]!.startTime).getTime());
  expect(errors).toEqual([]);
  await context.close();
});

test('the test call in Recent Calls and on its call page: transcript, work order and a playable recording', async () => {
  expect(testCallId).not.toBe('');
  const { context, page, errors } = await newPage(browser, landline.url);
  await signIn(page, owner);
  const row = page.locator(`[data-testid="call-row"][data-call-id="${testCallId}"]`);
  await row.waitFor();
  await row.getByTestId('call-source').filter({ hasText: 'Agent Test' }).waitFor();
  expect(await row.getByTestId('call-duration').innerText()).toMatch(/^\d+:\d{2}$/);
  expect(await row.getByTestId('call-destination').innerText()).toContain(owner.agentName);
  expect(await row.getByTestId('call-preview').innerText()).toMatch(/^Thank you for calling Oak Lane Rentals/);
  await row
    .getByTestId('call-type-chip')
    .filter({ hasText: /maintenance/i })
    .waitFor();
  await row.getByRole('link', { name: 'Listen' }).waitFor();
  await page.getByTestId('calls-showing').filter({ hasText: 'Showing 1 to 1 of 1 calls' }).waitFor();
  await shot(page, 'recent-calls-one', true);

  await row.getByRole('link', { name: 'Listen' }).click();
  await page.waitForURL(`**/dashboard/calls/${testCallId}`);
  await page.getByRole('heading', { name: `Call with ${owner.agentName}` }).waitFor();
  await page.getByTestId('call-status').filter({ hasText: 'Completed' }).waitFor();
  expect(await page.getByTestId('call-duration').innerText()).toMatch(/^\d+:\d{2}$/);
  expect(await page.getByTestId('call-date').innerText()).not.toBe('Invalid Date');
  // The conversation: caller left, employee right.
  const caller = page.getByTestId('caller-message').filter({ hasText: '42 Oak Lane, unit 3' });
  await caller.waitFor();
  const agentLine = page.getByTestId('agent-message').first();
  const [callerBox, agentBox] = [await caller.boundingBox(), await agentLine.boundingBox()];
  expect(callerBox!.x).toBeLessThan(agentBox!.x);
  expect(await page.getByText('Sorry, let me continue - ').count()).toBeGreaterThan(0);
  // The work order from the transcript.
  const order = page.getByTestId('work-order');
  await order.waitFor({ timeout: 20_000 });
  await order.getByTestId('work-order-tenant').filter({ hasText: 'Dana Wu' }).waitFor();
  await order.getByTestId('work-order-address').filter({ hasText: '42 Oak Lane' }).waitFor();
  await order.getByTestId('work-order-phone').filter({ hasText: '(312) 555-0199' }).waitFor();
  expect((await order.getByTestId('work-order-category').innerText()).toLowerCase()).toContain('plumbing');
  // The recording plays: the element loads with a duration, and its source answers audio.
  const audio = page.getByTestId('call-recording');
  await audio.waitFor();
  await page.waitForFunction(
    () => {
      const element = document.querySelector<HTMLAudioElement>('[data-testid="call-recording"]');
      return !!element && element.readyState >= 1 && Number.isFinite(element.duration) && element.duration > 0;
    },
    undefined,
    { timeout: 20_000 },
  );
  const src = (await audio.getAttribute('src'))!;
  const probe = await page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Range: 'bytes=0-1023' } });
    return { status: response.status, type: response.headers.get('content-type') };
  }, src);
  expect([200, 206]).toContain(probe.status);
  expect(probe.type).toMatch(/^audio\/(webm|mp4)/);
  const download = page.getByRole('link', { name: 'Download recording' });
  expect(await download.getAttribute('href')).toMatch(/download=1/);
  await shot(page, 'call-page', true);
  expect(errors).toEqual([]);
  await context.close();
});

test('Recent Calls pages 10 at a time with more than 10 calls, filters by type; the agent page loads more', async () => {
  const { context, page } = await newPage(browser, landline.url);
  await signIn(page, owner);
  // Seed calls through the browser's own save endpoint: 10 more of the agent, 2 with the emergency demo employee.
  const base = Date.now() - 3_600_000;
  for (let i = 0; i < 12; i++) {
    const demo = i >= 10;
    const start = base + i * 60_000;
    const result = await pageApi<{ success: boolean }>(page, '/saveWebTranscript', {
      method: 'POST',
      body: {
        callId: `web-test-${demo ? 'marcus' : 'riley'}-${start}`,
        agentId: demo ? 'marcus' : owner.agentId,
        agentName: demo ? 'Marcus' : owner.agentName,
        employee: demo ? 'marcus' : 'maintenance',
        transcript: [
          { role: 'model', text: `Seeded call number ${i + 1}. How can I help?`, timestamp: new Date(start).toISOString() },
          { role: 'user', text: 'Just checking the line.', timestamp: new Date(start + 5000).toISOString() },
        ],
        transfers: [],
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 65_000).toISOString(),
        audioUrl: '',
        tokenUsage: 0,
        language: 'en',
      },
    });
    expect(result.status).toBe(200);
  }
  await page.reload();
  await page.getByTestId('calls-showing').filter({ hasText: 'Showing 1 to 10 of 13 calls' }).waitFor();
  expect(await until(() => page.getByTestId('call-row').count(), 10)).toBe(10);
  await shot(page, 'recent-calls', true);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByTestId('calls-showing').filter({ hasText: 'Showing 11 to 13 of 13 calls' }).waitFor();
  expect(await until(() => page.getByTestId('call-row').count(), 3)).toBe(3);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await page.getByTestId('calls-showing').filter({ hasText: 'Showing 1 to 10 of 13 calls' }).waitFor();
  await page.getByRole('textbox', { name: 'Calls per page' }).click();
  await page.getByRole('option', { name: '20' }).click();
  await page.getByTestId('calls-showing').filter({ hasText: 'Showing 1 to 13 of 13 calls' }).waitFor();
  expect(await until(() => page.getByTestId('call-row').count(), 13)).toBe(13);
  await page.getByRole('textbox', { name: 'Filter by type' }).click();
  await page.getByRole('option', { name: 'All Types' }).waitFor();
  await page.getByRole('option', { name: 'Emergency' }).click();
  await page.getByTestId('calls-showing').filter({ hasText: 'Showing 1 to 2 of 2 calls' }).waitFor();
  expect(await until(() => page.getByTestId('call-row').count(), 2)).toBe(2);
  await page
    .getByTestId('call-row')
    .first()
    .getByTestId('call-type-chip')
    .filter({ hasText: /emergency/i })
    .waitFor();
  // Seeded calls have no recording: no Listen button, the transcript one is there.
  expect(await page.getByTestId('call-row').first().getByRole('link', { name: 'Listen' }).count()).toBe(0);
  await page.getByTestId('call-row').first().getByRole('link', { name: 'Transcript' }).waitFor();

  // The agent's call history: 10, then Load More; total calls from totalCount.
  await page.goto(`/dashboard/agents/${owner.agentId}`);
  await page.getByTestId('agent-total-calls').filter({ hasText: '11' }).waitFor();
  const history = page.getByTestId('agent-calls').getByTestId('call-row');
  expect(await until(() => history.count(), 10)).toBe(10);
  await page.getByRole('button', { name: 'Load More' }).click();
  expect(await until(() => history.count(), 11)).toBe(11);
  expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
  await shot(page, 'agent-call-history', true);
  await history.last().click();
  await page.waitForURL(/\/dashboard\/calls\/web-test-/);
  await page.getByRole('heading', { name: /Call with/ }).waitFor();
  await context.close();
});

test("'Agent not found' for a bad agent id, 'Call transcript not found' for an unknown call, microphone errors during a test call", async () => {
  const { context, page } = await newPage(browser, landline.url);
  await page.addInitScript(MICROPHONE_CONTROL);
  await signIn(page, owner);
  await page.goto('/test/not-an-agent');
  await page.getByRole('heading', { name: 'Agent not found' }).waitFor();
  await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
  await shot(page, 'test-page-not-found');
  await page.goto('/dashboard/calls/web-test-nobody-1700000000000');
  await page.getByRole('heading', { name: 'Call transcript not found' }).waitFor();
  await page.getByRole('link', { name: 'Return to Dashboard' }).waitFor();

  await page.goto(`/test/${owner.agentId}`);
  await page.evaluate(() => ((window as unknown as { __micFailure: string }).__micFailure = 'NotAllowedError'));
  await page.getByRole('button', { name: 'Start Test Call' }).click();
  await page.getByText(IN_CALL_DENIED).waitFor();
  await waitForIndicator(page, 'ended');
  await page.getByTestId('test-indicator').getByText('Call Ended').waitFor();
  await page.getByRole('button', { name: 'End Call' }).click();
  await page.evaluate(() => ((window as unknown as { __micFailure: string }).__micFailure = 'NotReadableError'));
  await page.getByRole('button', { name: 'Start Test Call' }).click();
  await page.getByText('An unexpected error occurred while accessing your microphone: Simulated NotReadableError. Please ensure permissions are granted and try again.').waitFor();
  await context.close();
});

test('the caller’s voice interrupts a reply (fake microphone playing speech-like sound)', async () => {
  const wav = path.join(os.tmpdir(), `landline-voice-${process.pid}.wav`);
  fs.writeFileSync(wav, voiceLikeWav());
  const talking = await launchBrowser({ fakeMedia: true, fakeAudioFile: wav });
  try {
    const { page } = await newPage(talking, landline.url);
    await page.addInitScript(NO_SPEECH_RECOGNITION);
    const chats = recordPosts(page, '/chat/stream');
    await page.goto('/');
    await page.evaluate(() => document.getElementById('employee-diego')?.scrollIntoView());
    await openDemo(page, 'Diego', 'English');
    // The greeting starts, the caller's sustained voice cuts it off within about a second: LISTENING.
    await waitForCallState(page, 'SPEAKING');
    const spokeAt = Date.now();
    await waitForCallState(page, 'LISTENING');
    expect(Date.now() - spokeAt).toBeLessThan(4000);
    expect(await agentMessages(page).last().innerText()).toMatch(/—$/);
    // The next turn tells the server what was heard; the reply resumes with 'Sorry, let me continue - '.
    await page.getByLabel('Your message').fill('I need a plumber for a job tomorrow');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForFunction(
      () => /^Sorry, let me continue - /.test(document.querySelectorAll('[data-testid="agent-message"] .conversation-bubble')[1]?.textContent ?? ''),
      undefined,
      { timeout: 30_000 },
    );
    expect(chats.at(-1)).toMatchObject({ interrupted: true, message: 'I need a plumber for a job tomorrow' });
    expect(typeof chats.at(-1)!.heardText).toBe('string');
    await dialog(page)
      .getByRole('button', { name: 'End Call' })
      .click()
      .catch(() => undefined);
  } finally {
    await talking.close();
    fs.rmSync(wav, { force: true });
  }
});

test('a demo call on a phone-sized screen', async () => {
  const { context, page } = await newPage(browser, landline.url, MOBILE);
  await page.addInitScript(NO_SPEECH_RECOGNITION);
  await page.goto('/');
  await page.getByRole('button', { name: 'Start a Call with Sarah' }).scrollIntoViewIfNeeded();
  await openDemo(page, 'Sarah', 'English');
  await waitForCallState(page, 'LISTENING');
  await say(page, 'Hi, my dishwasher is leaking a little under the door', listening(page));
  await shot(page, 'landing-call-mobile');
  await dialog(page).getByRole('button', { name: 'End Call' }).click();
  await waitForCallState(page, 'ENDED');
  await context.close();
});
