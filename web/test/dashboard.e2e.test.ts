// Issue 6 in Chromium against the real product: an owner's calls of each source (browser test calls saved
// through /api/saveWebTranscript, a phone test call on a sandbox number) reach Today's Activity, Usage &
// Billing (minutes, bar, costs) and the 30-day chart; the trial is exhausted for real and the dashboard and
// the /test page say why. Crafted subscriptions (page.route) check the bar's colours and widths at
// 74/75/89/90/100 %, the trial warning at 3 days and not at 4, and the repair call; the cards' error states.
// Screenshots go to /tmp/landline-shots/issue6-dashboard-*.png.
import fs from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, screenshot, shotsDir, startLandline, uniqueEmail, stopSuite, type RunningLandline } from './harness';
import { NO_SPEECH_RECOGNITION, createOwner, pageApi, signIn, until, waitForIndicator, type Owner } from './callHelpers';

jest.setTimeout(240_000);

const MINUTES_USED_MESSAGE = "You've used all 60 call minutes included in your free trial. Upgrade your plan to keep your AI employees answering calls.";
const CHAT_FAILURE = "I'm sorry, I'm having trouble connecting right now. Please try again later.";
const DAY_MS = 24 * 60 * 60 * 1000;

interface Stats {
  todayCalls: number;
  todayMinutes: number;
  todayTransfers: number;
  todayEmergencies: number;
  date: string;
  costs: { totalCost: number; callCost: number; phoneCost: number; phoneNumbers: { phoneNumber: string; monthlyCost: number }[] };
  subscription: { status: string; expiredReason: string | null; message: string };
}

let landline: RunningLandline;
let browser: Browser;
let owner: Owner;

beforeAll(async () => {
  landline = await startLandline();
  browser = await launchBrowser({ fakeMedia: true });
  owner = await createOwner(landline.url, uniqueEmail('dashboard'));
}, 180_000);

afterAll(async () => {
  await stopSuite(browser, landline);
});

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const activity = (page: Page) => card(page, "Today's Activity");
const usage = (page: Page) => card(page, 'Usage & Billing');
const tileValue = (page: Page, key: string) => activity(page).getByTestId(`activity-${key}`).getByTestId('activity-value');

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await screenshot(page, `issue6-dashboard-${name}`);
}

async function shotOf(locator: Locator, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await locator.screenshot({ path: path.join(shotsDir, `issue6-dashboard-${name}.png`) });
}

/** A browser test call of the owner's agent, saved the way the /test page saves it. */
async function saveTestCall(page: Page, seconds: number, options: { emergency?: boolean; endedAgoMs?: number } = {}) {
  const end = Date.now() - (options.endedAgoMs ?? 5_000);
  const start = end - seconds * 1000;
  const at = (offset: number) => new Date(start + offset).toISOString();
  const result = await pageApi<{ success: boolean }>(page, '/saveWebTranscript', {
    method: 'POST',
    body: {
      callId: `web-test-riley-${start}`,
      agentId: owner.agentId,
      agentName: owner.agentName,
      employee: 'maintenance',
      language: 'en',
      transcript: [
        { role: 'model', text: 'Thanks for calling Oak Lane Rentals, this is Riley. How can I help?', timestamp: at(0) },
        { role: 'user', text: options.emergency ? 'There is water pouring through my ceiling!' : 'My faucet is dripping.', timestamp: at(4000) },
      ],
      transfers: options.emergency
        ? [
            {
              type: 'outgoing',
              from: owner.agentName,
              to: 'emergency team',
              timestamp: at(8000),
              reason: 'emergency',
              details: { clientName: 'Dana Wu', address: '12 Oak Lane', phone: '+13125550111', issueSummary: 'Ceiling leak' },
            },
          ]
        : [],
      startTime: at(0),
      endTime: new Date(end).toISOString(),
      audioUrl: '',
      tokenUsage: 120,
      ...(options.emergency ? { emergency: true } : {}),
    },
  });
  expect(result.status).toBe(200);
}

const stats = async (page: Page) => (await pageApi<Stats>(page, '/getDashboardStats')).body;

/** The bar's data attributes, its real width and whether its real colour is Mantine's `color`. */
async function readBar(page: Page) {
  return usage(page)
    .getByTestId('usage-bar')
    .evaluate((el) => {
      const section = el as HTMLElement;
      const color = section.dataset.color ?? '';
      const probe = document.createElement('div');
      probe.style.background = `var(--mantine-color-${color}-filled)`;
      document.body.appendChild(probe);
      const expected = getComputedStyle(probe).backgroundColor;
      probe.remove();
      const actual = getComputedStyle(section).backgroundColor;
      const track = section.parentElement!.getBoundingClientRect().width;
      return {
        color,
        percent: Number(section.dataset.percent),
        renderedPercent: Math.round((section.getBoundingClientRect().width / track) * 100),
        colourMatches: actual === expected && actual !== 'rgba(0, 0, 0, 0)',
      };
    });
}

test('calls of each source show on the dashboard: activity, minutes, costs and the chart; an exhausted trial is explained and refused', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, DESKTOP);
  await page.addInitScript(NO_SPEECH_RECOGNITION);
  await signIn(page, owner);

  // A new owner: nothing today, the whole trial ahead, an empty chart.
  await expect(tileValue(page, 'calls').innerText()).resolves.toBe('0');
  await usage(page).getByText('0 / 60 min used').waitFor();
  expect(await usage(page).getByTestId('plan').innerText()).toBe('Trial');
  expect(await usage(page).getByTestId('days-left').innerText()).toBe('7 days');
  expect(await readBar(page)).toMatchObject({ color: 'green', percent: 0, colourMatches: true });
  await usage(page).getByTestId('cost-total').filter({ hasText: '$0.00' }).waitFor();
  await card(page, 'Calls per day').getByText('No calls in the last 30 days').waitFor();
  expect(await usage(page).getByTestId('trial-warning').count()).toBe(0);

  // A sandbox number for the agent, then a phone test call of 5 s (1 minute) through the sandbox line.
  const { body: found } = await pageApi<{ numbers: { phoneNumber: string }[] }>(page, '/searchPhoneNumbers?areaCode=312');
  const number = found.numbers[0]!.phoneNumber;
  expect((await pageApi(page, '/purchasePhoneNumber', { method: 'POST', body: { phoneNumber: number, agentId: owner.agentId, friendlyName: 'Riley' } })).status).toBe(201);
  const placed = await pageApi<{ callSid: string; status: string }>(page, '/sandbox/calls', { method: 'POST', body: { to: number, from: '+13125550123' } });
  expect(placed).toMatchObject({ status: 201, body: { status: 'in-progress' } });
  expect((await pageApi(page, `/sandbox/calls/${placed.body.callSid}/hangup`, { method: 'POST', body: { durationSeconds: 5 } })).status).toBe(200);
  // Two browser test calls: 120 s (2 minutes) and 61 s with an emergency transfer (2 minutes).
  await saveTestCall(page, 120);
  await saveTestCall(page, 61, { emergency: true });
  expect(await until(async () => (await stats(page)).todayCalls, 3, 30_000)).toBe(3);

  // The open dashboard picks the calls up when the window regains focus (and every 30 s).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await activity(page).locator('[data-testid="activity-calls"][data-value="3"]').waitFor();
  expect(await tileValue(page, 'minutes').innerText()).toBe('5');
  expect(await tileValue(page, 'transfers').innerText()).toBe('1');
  expect(await tileValue(page, 'emergencies').innerText()).toBe('1');
  for (const label of ['Total Calls', 'Minutes Used', 'Transfers', 'Emergencies']) await activity(page).getByText(label, { exact: true }).waitFor();

  // Usage & Billing: billing's minutes, the same as the profile's; costs at $0.15 a minute, the number covered.
  await usage(page).getByText('5 / 60 min used').waitFor();
  const profile = await pageApi<{ subscription: { callMinutesUsed: number } }>(page, '/getUserProfile');
  expect(profile.body.subscription.callMinutesUsed).toBe(5);
  const api = await stats(page);
  expect(api.costs).toMatchObject({ callCost: 0.75 });
  expect(api.costs.phoneNumbers).toEqual([expect.objectContaining({ phoneNumber: number, monthlyCost: 1 })]);
  expect(await usage(page).getByTestId('cost-calls').innerText()).toBe('$0.75');
  await usage(page).getByText('5 min × $0.15').waitFor();
  expect(await usage(page).getByTestId('cost-phones').innerText()).toBe('$1.00');
  expect(await usage(page).getByTestId('cost-total').innerText()).toBe('$1.75');
  expect(await usage(page).getByTestId('cost-due').innerText()).toBe('$0.00');
  expect(await usage(page).getByTestId('costs-covered').textContent()).toBe('Covered by trial');
  expect(await usage(page).getByTestId('cost-agent-name').allInnerTexts()).toEqual(['Riley']);
  expect(await usage(page).getByTestId('cost-agent-calls').innerText()).toBe('3 calls · 5 min');
  expect(await usage(page).getByTestId('cost-agent-charge').innerText()).toBe('$0.75');
  const digits = number.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');
  expect(await usage(page).getByTestId('cost-number-value').innerText()).toBe(digits);
  expect(await usage(page).getByTestId('cost-number-monthly').innerText()).toBe('$1.00/mo');
  expect(await usage(page).getByTestId('cost-number-covered').textContent()).toBe('Covered by trial');

  // The chart: today (the owner's day, as the server gives it) is the last bar, with 3 calls.
  const chart = card(page, 'Calls per day').getByTestId('usage-chart');
  await chart.waitFor();
  expect(await chart.getAttribute('data-days')).toBe('30');
  expect(await chart.getAttribute('data-last-date')).toBe(api.date);
  expect(await chart.getAttribute('data-last-calls')).toBe('3');
  await chart.locator('.recharts-bar-rectangle').first().waitFor();
  expect(await card(page, 'Calls per day').getByTestId('usage-history-totals').innerText()).toBe('Last 30 days: 3 calls · 5 min');
  await shot(page, 'desktop');

  await page.setViewportSize(MOBILE);
  await activity(page).waitFor();
  await shot(page, 'mobile');
  // Narrow screens keep the spec's order: Today's Activity, Usage & Billing, then the rest.
  const tops = await Promise.all([activity(page), usage(page), card(page, 'AI Employees'), card(page, 'Recent Calls')].map(async (l) => (await l.boundingBox())!.y));
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  await page.setViewportSize(DESKTOP);

  // A 61-minute test call uses up the trial's 60 minutes: expired, and the dashboard says why and what to do.
  await saveTestCall(page, 3660, { endedAgoMs: 1000 });
  expect(await until(async () => (await stats(page)).subscription.status, 'expired', 30_000)).toBe('expired');
  expect((await stats(page)).subscription).toMatchObject({ expiredReason: 'minutes_used', message: MINUTES_USED_MESSAGE });
  await page.reload();
  const expired = usage(page).getByTestId('subscription-expired');
  await expired.waitFor();
  expect(await expired.getAttribute('data-reason')).toBe('minutes_used');
  await expired.getByText(MINUTES_USED_MESSAGE).waitFor();
  await expired.getByRole('link', { name: 'Contact us to upgrade' }).waitFor();
  expect(await usage(page).getByTestId('trial-warning').count()).toBe(0);
  await usage(page).getByText('66 / 60 min used').waitFor();
  expect(await readBar(page)).toMatchObject({ color: 'red', percent: 100, renderedPercent: 100, colourMatches: true });
  expect((await pageApi<{ subscription: { status: string; expiredReason: string; callMinutesUsed: number } }>(page, '/getUserProfile')).body.subscription).toMatchObject({
    status: 'expired',
    expiredReason: 'minutes_used',
    callMinutesUsed: 66,
  });
  await shot(page, 'expired');

  // The /test page: the refused call shows billing's message (not the chat failure line) and ends.
  await page.goto(`/test/${owner.agentId}`);
  await page.getByRole('button', { name: 'Start Test Call' }).click();
  await waitForIndicator(page, 'ended', 30_000);
  await page.getByRole('alert').filter({ hasText: MINUTES_USED_MESSAGE }).waitFor();
  expect(await page.getByText(CHAT_FAILURE).count()).toBe(0);
  await page.getByText('The call has ended.').waitFor();
  await screenshot(page, 'issue6-dashboard-test-page-refused');

  // A phone call to the agent's number is answered by a short message instead of the agent.
  const refused = await pageApi<{ status: string; relayUrl: string | null; say: { text: string }[] }>(page, '/sandbox/calls', { method: 'POST', body: { to: number } });
  expect(refused.status).toBe(201);
  expect(refused.body.status).not.toBe('in-progress');
  expect(refused.body.relayUrl).toBeNull();
  expect(refused.body.say.map((s) => s.text).join(' ')).toContain(`Thank you for calling ${owner.companyName}. We can't take your call right now.`);
  expect(errors).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});

/** Serves the real profile with its subscription changed by `craft` (null: no subscription at all). */
async function craftProfile(page: Page, craft: () => Record<string, unknown> | null) {
  await page.route('**/api/getUserProfile', async (route: Route) => {
    try {
      const response = await route.fetch();
      const profile = (await response.json()) as { subscription?: Record<string, unknown> | null };
      const changed = craft();
      await route.fulfill({ response, json: { ...profile, subscription: changed === null ? null : { ...profile.subscription, ...changed } } });
    } catch {
      // The test closed the page while a refresh was on its way.
    }
  });
}

test('the usage bar is green below 75 %, amber from 75 %, red from 90 %, never wider than the track; the trial warning from 3 days left', async () => {
  const fresh = await createOwner(landline.url, uniqueEmail('dashboard-bar'));
  const { context, page, errors } = await newPage(browser, landline.url, DESKTOP);
  let subscription: Record<string, unknown> = {};
  await craftProfile(page, () => subscription);
  await signIn(page, fresh);

  const cases = [
    { used: 74, color: 'green', shot: '74' },
    { used: 75, color: 'yellow' },
    { used: 89, color: 'yellow' },
    { used: 90, color: 'red', shot: '90' },
    { used: 100, color: 'red', shot: '100' },
    { used: 130, color: 'red' },
  ];
  for (const c of cases) {
    subscription = { callMinutesIncluded: 100, callMinutesUsed: c.used };
    await page.reload();
    await usage(page).getByText(`${c.used} / 100 min used`).waitFor();
    const bar = await readBar(page);
    const percent = Math.min(100, c.used);
    expect({ used: c.used, ...bar }).toEqual({ used: c.used, color: c.color, percent, renderedPercent: percent, colourMatches: true });
    if (c.shot) await shotOf(usage(page), c.shot);
  }

  // Days left from the end date: 4 days → no warning; 3 days (or fewer) → 'Your trial is ending soon'.
  subscription = { endDate: new Date(Date.now() + 3.5 * DAY_MS).toISOString() };
  await page.reload();
  await usage(page).getByTestId('days-left').filter({ hasText: '4 days' }).waitFor();
  expect(await usage(page).getByText('Your trial is ending soon').count()).toBe(0);

  subscription = { endDate: new Date(Date.now() + 2.5 * DAY_MS).toISOString() };
  await page.reload();
  await usage(page).getByTestId('days-left').filter({ hasText: '3 days' }).waitFor();
  await usage(page).getByTestId('trial-warning').getByText('Your trial is ending soon').waitFor();
  await usage(page).getByText('3 days left in your free trial.').waitFor();

  // A day and a half left counts as 2 days.
  subscription = { endDate: new Date(Date.now() + 1.5 * DAY_MS).toISOString() };
  await page.reload();
  await usage(page).getByTestId('days-left').filter({ hasText: '2 days' }).waitFor();
  await usage(page).getByText('Your trial is ending soon').waitFor();
  await shotOf(usage(page), 'trial-ending');

  // An expired trial (the profile's status, billing's message) replaces the warning with why and what to do.
  subscription = { status: 'expired', expiredReason: 'trial_ended', endDate: new Date(Date.now() - DAY_MS).toISOString() };
  await page.route('**/api/getDashboardStats', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
  await page.reload();
  await usage(page).getByTestId('subscription-expired').getByText('Your free trial has ended. Upgrade your plan to keep your AI employees answering calls.').waitFor();
  expect(await usage(page).getByText('Your trial is ending soon').count()).toBe(0);
  await page.unroute('**/api/getDashboardStats');
  expect(errors).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});

test('a profile without a subscription is repaired once (POST /api/fixUserDocument, JSON, no body) and usage reloads after 1 s', async () => {
  const fresh = await createOwner(landline.url, uniqueEmail('dashboard-repair'));
  const { context, page, errors } = await newPage(browser, landline.url, DESKTOP);
  let broken = true;
  await craftProfile(page, () => (broken ? null : {}));
  const fixes: { at: number; contentType: string | undefined; body: string | null }[] = [];
  const profileReads: number[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/fixUserDocument') fixes.push({ at: Date.now(), contentType: request.headers()['content-type'], body: request.postData() });
    if (pathname === '/api/getUserProfile') profileReads.push(Date.now());
  });
  let fixAnswered = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/fixUserDocument') {
      fixAnswered = Date.now();
      broken = false;
    }
  });
  await signIn(page, fresh);

  await usage(page).getByTestId('days-left').filter({ hasText: '7 days' }).waitFor();
  await until(() => fixAnswered > 0 && profileReads.some((t) => t > fixAnswered), true, 10_000);
  expect(fixes).toHaveLength(1);
  expect(fixes[0]).toMatchObject({ contentType: 'application/json', body: null });
  const reloads = profileReads.filter((t) => t >= fixes[0]!.at);
  // The reload waits 1 s after the repair answered (lower bound only; allow the clock's granularity).
  expect(reloads[0]! - fixAnswered).toBeGreaterThanOrEqual(900);
  await page.waitForTimeout(1500);
  expect(fixes).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});

test('card errors: activity stats 500 and offline with Try again, usage data 500 and offline, a silent stats failure inside usage', async () => {
  const fresh = await createOwner(landline.url, uniqueEmail('dashboard-errors'));
  const { context, page } = await newPage(browser, landline.url, DESKTOP);
  await signIn(page, fresh);
  await tileValue(page, 'calls').waitFor();

  // The stats answer 500: 'Failed to load activity stats'; the usage card still shows its minutes, without costs.
  await page.route('**/api/getDashboardStats', (route) => route.fulfill({ status: 500, json: { error: 'Internal error' } }));
  await page.reload();
  await activity(page).getByText('Failed to load activity stats', { exact: true }).waitFor();
  await usage(page).getByText('0 / 60 min used').waitFor();
  expect(await usage(page).getByTestId('costs').count()).toBe(0);
  expect(await usage(page).getByRole('alert').count()).toBe(0);
  await shot(page, 'activity-failed');

  // Offline: 'Unable to connect to server' and 'Try again', which recovers once the server answers.
  await page.unroute('**/api/getDashboardStats');
  await page.route('**/api/getDashboardStats', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await activity(page).getByText('Unable to connect to server').waitFor();
  await page.unroute('**/api/getDashboardStats');
  await activity(page).getByRole('button', { name: 'Try again' }).click();
  await tileValue(page, 'calls').waitFor();
  expect(await tileValue(page, 'calls').innerText()).toBe('0');
  await usage(page).getByTestId('costs').waitFor();

  // Slow stats: the tiles' skeleton shows meanwhile.
  await page.route('**/api/getDashboardStats', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload();
  await activity(page).getByTestId('activity-loading').waitFor();
  await tileValue(page, 'calls').waitFor();
  await page.unroute('**/api/getDashboardStats');

  // The card's own refresh of the profile fails (the page keeps the profile it has): 'Failed to load usage data'.
  await page.route('**/api/getUserProfile', (route) => route.fulfill({ status: 500, json: { error: 'Internal error' } }));
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await usage(page).getByText('Failed to load usage data', { exact: true }).waitFor();
  await card(page, 'AI Employees').waitFor();
  await shot(page, 'usage-failed');
  await page.unroute('**/api/getUserProfile');
  await usage(page).getByRole('button', { name: 'Try again' }).click();
  await usage(page).getByText('0 / 60 min used').waitFor();

  await page.route('**/api/getUserProfile', (route) => route.abort('internetdisconnected'));
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await usage(page).getByText('Unable to connect to server').waitFor();
  await page.setViewportSize(MOBILE);
  await shot(page, 'usage-offline-mobile');
  await page.unroute('**/api/getUserProfile');
  await usage(page).getByRole('button', { name: 'Try again' }).click();
  await usage(page).getByText('0 / 60 min used').waitFor();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});
