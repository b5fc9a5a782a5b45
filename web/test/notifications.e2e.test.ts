// Notifications in Chromium against the real product (sandbox line, mail to the outbox): an owner whose agent
// has email summaries and SMS notifications on saves an emergency test call; the call page's Notifications
// section shows the email summary and the text with their statuses (polling until they arrive, then
// stopping), and the phone simulator's Messages view shows the text. Before that, with the features off, the
// empty states. Screenshots go to /tmp/shots/notifications-*.png (LANDLINE_SHOTS_DIR moves them).
import fs from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { MOBILE, launchBrowser, newPage, startLandline, uniqueEmail, stopSuite, type RunningLandline } from './harness';
import { buySandboxNumber, createOwner, ownerApi, saveTestCall, signIn, type Owner } from './callHelpers';

jest.setTimeout(180_000);

const SHOTS = process.env.LANDLINE_SHOTS_DIR ?? '/tmp/shots';
const TRANSFER_TO = '+12125551234';
const NONE_FOR_CALL = 'No notifications were sent for this call.';
const NO_TEXTS = 'No texts yet. Emergency texts from your agents appear here.';

interface ApiNotification {
  id: string;
  callId: string;
  channel: 'email' | 'sms' | 'call';
  to: string;
  subject?: string;
  body: string;
  status: string;
  error?: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}

let landline: RunningLandline;
let browser: Browser;
let owner: Owner;
/** The emergency call, saved in the second test and looked for in the third. */
let emergencyCallId = '';

const api = ownerApi(
  () => landline.url,
  () => owner,
);

beforeAll(async () => {
  landline = await startLandline();
  browser = await launchBrowser();
  owner = await createOwner(landline.url, uniqueEmail('notify'));
  // A sandbox number for the agent, so the simulator shows the page as an owner has it.
  await buySandboxNumber(api, owner.agentId);
}, 180_000);

afterAll(async () => {
  await stopSuite(browser, landline);
});

async function shot(target: Page | Locator, name: string, fullPage = false) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `notifications-${name}.png`);
  if ('goto' in target) {
    if (fullPage) await target.evaluate(() => window.scrollTo(0, 0));
    await target.waitForTimeout(300);
    await target.screenshot({ path: file, fullPage });
  } else {
    await target.screenshot({ path: file });
  }
}

/** Requests the page makes to GET /api/getNotifications, counted from now. */
function countNotificationRequests(page: Page): { count: () => number; urls: string[] } {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/getNotifications') urls.push(url.search);
  });
  return { count: () => urls.length, urls };
}

const section = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true });
const messages = (page: Page) => page.getByRole('region', { name: 'Messages', exact: true });

test('with the features off, a call sends nothing: the empty states on the call page and in Messages', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await signIn(page, owner);
  const callId = await saveTestCall(page, owner, [
    ['model', 'Thanks for calling Oak Lane Rentals, this is Riley. How can I help?'],
    ['user', 'Hi, my kitchen faucet has been dripping a little. Just wanted to let you know.'],
  ]);
  await page.goto(`/dashboard/calls/${callId}`);
  await section(page).getByText(NONE_FOR_CALL, { exact: true }).waitFor();
  // The consumer has had its chance: nothing was queued for this call.
  await page.waitForTimeout(3_000);
  const answer = await api<{ notifications: ApiNotification[]; nextCursor: string | null }>(`/getNotifications?callId=${encodeURIComponent(callId)}`);
  expect(answer.notifications).toEqual([]);
  expect(await section(page).getByText(NONE_FOR_CALL, { exact: true }).isVisible()).toBe(true);
  await shot(section(page), 'call-empty');

  await page.goto('/dashboard/phone');
  await messages(page).getByText(NO_TEXTS, { exact: true }).waitFor();
  await shot(page, 'phone-empty', true);
  expect(errors).toEqual([]);
  await context.close();
});

test('an emergency call of an agent with email summaries and SMS notifications on: the call page lists the email and the text', async () => {
  await api('/updateAIEmployee', {
    method: 'PATCH',
    body: {
      agentId: owner.agentId,
      customizations: { features: { callRecording: true, transcription: true, emailSummary: true, smsNotifications: true } },
      transferConfig: { enabled: true, transferNumber: TRANSFER_TO },
    },
  });
  const { context, page, errors } = await newPage(browser, landline.url);
  await signIn(page, owner);
  emergencyCallId = await saveTestCall(page, owner, [
    ['model', 'Thanks for calling Oak Lane Rentals, this is Riley. How can I help?'],
    ['user', 'Water is pouring through my ceiling right now! It is coming down from the unit above.'],
    ['model', "I'm sorry, that sounds serious. Can I get your name and the address?"],
    ['user', 'My name is Dana Wu, I live at 12 Oak Lane apartment 3B.'],
    ['model', 'Thank you, Dana. What is the best number to call you back?'],
    ['user', 'My number is 312 555 0111.'],
    ['model', "I'm transferring you to our emergency team now."],
  ]);

  // Opened at once: the notifications are still being produced, and the page polls until they are there.
  const requests = countNotificationRequests(page);
  await page.goto(`/dashboard/calls/${emergencyCallId}`);
  await page.getByTestId('call-status').waitFor();
  const email = section(page).locator('[data-testid="notification-row"][data-channel="email"]');
  const text = section(page).locator('[data-testid="notification-row"][data-channel="sms"]');
  await email.waitFor({ timeout: 30_000 });
  await text.waitFor({ timeout: 30_000 });
  await section(page).locator('[data-testid="notification-row"][data-status="queued"]').first().waitFor({ state: 'detached', timeout: 30_000 });
  expect(requests.urls.every((search) => search === `?callId=${encodeURIComponent(emergencyCallId)}`)).toBe(true);

  // What the gateway says, and that the page shows the same.
  const answer = await api<{ notifications: ApiNotification[] }>(`/getNotifications?callId=${encodeURIComponent(emergencyCallId)}`);
  const sentEmail = answer.notifications.find((n) => n.channel === 'email')!;
  const sentText = answer.notifications.find((n) => n.channel === 'sms')!;
  expect(sentEmail).toMatchObject({ to: owner.email, status: 'sent' });
  expect(sentEmail.subject).toBeTruthy();
  expect(sentText).toMatchObject({ to: TRANSFER_TO, status: 'delivered' });
  expect(sentText.body).toContain('EMERGENCY');

  expect(await email.getByTestId('notification-channel').innerText()).toBe('Email');
  expect(await email.getByTestId('notification-to').innerText()).toBe(owner.email);
  expect(await email.getByTestId('notification-subject').innerText()).toBe(sentEmail.subject);
  expect(await email.getByTestId('notification-status').innerText()).toMatch(/^sent$/i);
  expect(await email.getAttribute('data-status')).toBe('sent');
  expect(await text.getByTestId('notification-channel').innerText()).toBe('Text');
  expect(await text.getByTestId('notification-to').innerText()).toBe('(212) 555-1234');
  expect(await text.getByTestId('notification-body').textContent()).toBe(sentText.body);
  expect(await text.getByTestId('notification-status').innerText()).toMatch(/^delivered$/i);
  // The status badges are Mantine's green.
  const badgeColor = await text.getByTestId('notification-status').evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-color-green-light-color)';
    document.body.appendChild(probe);
    const expected = getComputedStyle(probe).color;
    probe.remove();
    return { actual: getComputedStyle(el).color, expected };
  });
  expect(badgeColor.actual).toBe(badgeColor.expected);
  for (const row of [email, text]) expect(await row.getByTestId('notification-time').innerText()).toMatch(/\d{4}, \d{1,2}:\d{2} (AM|PM)/);

  // Everything is sent: the page stops polling.
  const settled = requests.count();
  await page.waitForTimeout(7_000);
  expect(requests.count()).toBe(settled);

  await shot(section(page), 'call-section');
  await shot(page, 'call-page', true);
  expect(errors).toEqual([]);
  await context.close();
});

test("the call page's section on a phone, and when the notification service cannot be reached", async () => {
  expect(emergencyCallId).not.toBe('');
  const { context, page, errors } = await newPage(browser, landline.url, MOBILE);
  await signIn(page, owner);
  await page.goto(`/dashboard/calls/${emergencyCallId}`);
  await section(page).locator('[data-testid="notification-row"][data-channel="sms"]').waitFor();
  await section(page).scrollIntoViewIfNeeded();
  await shot(section(page), 'call-section-mobile');
  // No horizontal overflow on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.route('**/api/getNotifications**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await page.getByTestId('call-status').waitFor();
  await section(page).getByRole('alert').getByText('Unable to connect to server').waitFor();
  // The rest of the page is unaffected.
  expect(await page.getByText('Conversation', { exact: true }).isVisible()).toBe(true);
  await page.unroute('**/api/getNotifications**');
  await section(page).getByRole('button', { name: 'Try again' }).click();
  await section(page).locator('[data-testid="notification-row"][data-channel="email"]').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('the phone simulator lists the text under Messages and keeps refreshing while open', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await signIn(page, owner);
  const requests = countNotificationRequests(page);
  await page.goto('/dashboard/phone');
  const message = messages(page).getByTestId('phone-message');
  await message.first().waitFor();
  expect(await message.count()).toBe(1); // the email summaries are not texts
  expect(await message.getByTestId('phone-message-to').innerText()).toBe('(212) 555-1234');
  expect(await message.getByTestId('phone-message-body').innerText()).toContain('EMERGENCY');
  expect(await message.getByTestId('phone-message-body').innerText()).toContain('Dana Wu');
  expect(await message.getByTestId('phone-message-status').innerText()).toMatch(/^delivered$/i);
  expect(await message.getByTestId('phone-message-time').innerText()).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
  expect(requests.urls[0]).toBe('?limit=50');
  await shot(page, 'phone-messages', true);
  await shot(messages(page), 'phone-messages-panel');

  // Refreshed about every 5 s while the view is open.
  const before = requests.count();
  await page.waitForTimeout(11_000);
  expect(requests.count() - before).toBeGreaterThanOrEqual(2);

  // The text links to its call.
  await messages(page).getByRole('link', { name: 'View call' }).click();
  await page.waitForURL((url) => url.pathname === `/dashboard/calls/${emergencyCallId}`);
  await section(page).getByTestId('notification-row').first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('Messages on a phone-sized screen', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, MOBILE);
  await signIn(page, owner);
  await page.goto('/dashboard/phone');
  await messages(page).getByTestId('phone-message').first().waitFor();
  await messages(page).scrollIntoViewIfNeeded();
  await shot(messages(page), 'phone-messages-mobile');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
