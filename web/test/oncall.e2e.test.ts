// An emergency transfer in the phone simulator, in Chromium against the real product on its sandbox line:
// the agent rings its transfer number, then its on-call ladder. The owner answers as each person rung on
// the incoming-call card (the whisper, a ring countdown, Accept (1) / Pass (2)): the transfer number
// passes, Ana Ruiz accepts and the caller is bridged; hung up, the call page lists both calls to the
// on-call team with how they answered. Screenshots go to /tmp/shots/oncall-*.png.
import fs from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startLandline, uniqueEmail, stopSuite, type RunningLandline } from './harness';
import { FAKE_SPEECH_RECOGNITION, buySandboxNumber, createOwner, ownerApi, signIn, type Owner } from './callHelpers';

jest.setTimeout(300_000);

const SHOTS = process.env.LANDLINE_SHOTS_DIR ?? '/tmp/shots';
const TRANSFER_TO = '+12125551234';
const ANA = '+13125550111';

let landline: RunningLandline;
let browser: Browser;
let owner: Owner;
let number = '';

const api = ownerApi(
  () => landline.url,
  () => owner,
);

beforeAll(async () => {
  // The browser speaks the replies in real time: the line's silence prompts must not cut in.
  landline = await startLandline({ RELAY_SILENCE_PROMPT_SECONDS: '600', RELAY_SILENCE_HANGUP_SECONDS: '1200' });
  browser = await launchBrowser({ fakeMedia: true });
  owner = await createOwner(landline.url, uniqueEmail('oncall'));
  await api('/updateAIEmployee', {
    method: 'PATCH',
    body: { agentId: owner.agentId, transferConfig: { enabled: true, transferNumber: TRANSFER_TO, ladder: [{ name: 'Ana Ruiz', phone: ANA }], ringSeconds: 10 } },
  });
  number = await buySandboxNumber(api, owner.agentId);
}, 180_000);

afterAll(async () => {
  await stopSuite(browser, landline);
});

async function shot(page: Page, name: string, fullPage = false) {
  fs.mkdirSync(SHOTS, { recursive: true });
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `oncall-${name}.png`), fullPage });
}

const status = (page: Page) => page.getByTestId('phone-status');
const agentLines = (page: Page) => page.getByTestId('agent-message');

/** Waits until the caller has the floor (the agent finished speaking). */
async function waitForFloor(page: Page) {
  await page.waitForFunction(
    () => {
      const element = document.querySelector('[data-testid="phone-status"]');
      return element?.getAttribute('data-phase') === 'connected' && element.getAttribute('data-activity') === 'listening';
    },
    undefined,
    { timeout: 90_000, polling: 100 },
  );
}

/** A typed turn; returns the agent's answer (without waiting for it to be heard). */
async function type(page: Page, text: string): Promise<string> {
  await waitForFloor(page);
  const before = await agentLines(page).count();
  await page.getByLabel('Your message').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByTestId('caller-message').filter({ hasText: text }).waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="agent-message"]').length > n, before, { timeout: 60_000 });
  await page.waitForFunction((n) => !document.querySelectorAll('[data-testid="agent-message"]')[n]?.querySelector('.typing-caret'), before, { timeout: 60_000 });
  return (await agentLines(page).nth(before).locator('.conversation-bubble').innerText()).trim();
}

test('an emergency rings the on-call team: the transfer number passes, Ana Ruiz accepts, and the call page lists both calls', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await context.addInitScript(FAKE_SPEECH_RECOGNITION);
  await signIn(page, owner);
  await page.goto(`/dashboard/phone?to=${encodeURIComponent(number)}`);
  // The agent (and its on-call ladder) is known before the call.
  await page.getByTestId('phone-called-name').filter({ hasText: owner.agentName }).waitFor();
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await agentLines(page).first().waitFor({ timeout: 30_000 });

  expect(await type(page, 'I smell gas in my kitchen!')).toContain("that's an emergency");
  await type(page, 'My name is Lena Park.');
  expect(await type(page, '42 Oak Street, apartment 3B.')).toContain("I'm transferring you to our emergency team now.");

  // Once the caller has heard it, the transfer number rings: its card, as that person's phone shows it.
  const card = page.getByRole('alertdialog', { name: 'Incoming emergency call' });
  await card.waitFor({ timeout: 60_000 });
  expect(await card.getAttribute('data-to')).toBe(TRANSFER_TO);
  const whisper = await card.getByTestId('on-call-whisper').innerText();
  expect(whisper).toContain(`This is ${owner.agentName}, the AI assistant for ${owner.companyName}, with an emergency call from Lena Park`);
  expect(whisper).toContain('Press 1 to take the call, 2 to pass.');
  expect(await card.getByTestId('on-call-countdown').innerText()).toMatch(/^Rings for (10|9|8|7) s more$/);
  // The card takes the focus (it is announced; the keys 1 and 2 answer it) and its buttons are next in the tab order.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('on-call-card');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pass (2)');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Accept (1)');
  // The caller's side: the team being called, who rings and their place.
  const callerSide = page.getByTestId('phone-on-call');
  expect(await callerSide.getAttribute('data-status')).toBe('ringing');
  expect(await callerSide.innerText()).toContain('Calling the on-call team…');
  expect(await callerSide.innerText()).toContain('Ringing +1 (212) 555-1234 — 1 of 2');
  expect(await status(page).getAttribute('data-phase')).toBe('connected');
  // No typing to an agent that has handed the call on.
  expect(await page.getByLabel('Your message').count()).toBe(0);
  await shot(page, 'card');

  // The transfer number passes: Ana Ruiz's phone rings.
  await card.getByRole('button', { name: 'Pass (2)' }).click();
  await page.locator(`[data-testid="on-call-card"][data-to="${ANA}"]`).waitFor();
  expect(await card.getByTestId('on-call-whisper').innerText()).toContain('an emergency call from Lena Park');
  expect(await card.textContent()).toContain("Ana Ruiz's phone");
  await callerSide.filter({ hasText: 'Ringing Ana Ruiz, +1 (312) 555-0111 — 2 of 2' }).waitFor();
  expect(await page.getByTestId('on-call-tried').innerText()).toBe('+1 (212) 555-1234 passed');
  await page.getByTestId('conversation-notice').filter({ hasText: '+1 (212) 555-1234 passed.' }).waitFor();

  // Ana takes it: the caller is connected to her, and the call stays up until the owner hangs up.
  await card.getByRole('button', { name: 'Accept (1)' }).click();
  await callerSide.and(page.locator('[data-status="bridged"]')).waitFor();
  expect(await callerSide.innerText()).toContain('Connected to +1 (312) 555-0111 (Ana Ruiz)');
  expect(await card.count()).toBe(0);
  await page.getByTestId('phone-activity').filter({ hasText: 'Transferred' }).waitFor();
  await page.waitForTimeout(1_500);
  expect(await status(page).getAttribute('data-phase')).toBe('connected');
  const callSid = (await status(page).getAttribute('data-call-sid')) ?? '';
  await shot(page, 'bridged');

  await page.getByRole('button', { name: 'Hang up' }).last().click();
  await page.getByTestId('phone-ended').filter({ hasText: 'You hung up.' }).waitFor();
  const link = page.getByTestId('phone-call-link');
  await link.waitFor({ timeout: 60_000 });
  expect(await link.getAttribute('href')).toBe(`/dashboard/calls/${callSid}`);

  // The call page: both calls to the on-call team, with how each answered.
  await link.click();
  await page.waitForURL(`**/dashboard/calls/${callSid}`);
  const section = page.getByRole('region', { name: 'Notifications' });
  const calls = section.locator('[data-testid="notification-row"][data-channel="call"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="notification-row"][data-channel="call"]').length >= 2, undefined, { timeout: 60_000 });
  expect(await calls.count()).toBe(2);
  const rows: Record<string, string> = {};
  for (const row of await calls.all()) {
    expect(await row.getByTestId('notification-channel').innerText()).toBe('Call');
    rows[await row.getByTestId('notification-to').innerText()] = (await row.getByTestId('notification-status').textContent()) ?? '';
  }
  expect(rows).toEqual({ '(212) 555-1234': 'Declined', '(312) 555-0111': 'Accepted' });
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'callpage', true);

  const { calls: saved } = await api<{ calls: { emergency: boolean; transfers: { to: string; reason: string }[] }[] }>(`/getRecentCalls?callId=${callSid}`);
  expect(saved[0]).toMatchObject({ emergency: true, transfers: [expect.objectContaining({ to: TRANSFER_TO, reason: 'emergency' })] });
  expect(errors).toEqual([]);
  await context.close();
});
