// The owner's call log in Chromium against the real product: calls held through POST /api/chat (the
// receptionist's real replies) and saved through /api/saveWebTranscript, then found in the log by the
// tenant's name and by unit, opened from the keyboard, filtered to the last 7 days' emergencies (kept in
// the URL over a reload) and exported as CSV; the dashboard's cards link to the log.
// Screenshots go to $LANDLINE_SHOTS_DIR/calllog-*.png at 1280 and 390 px wide.
import fs from 'node:fs';
import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { MOBILE, launchBrowser, newPage, screenshot, startLandline, uniqueEmail, stopSuite, type RunningLandline } from './harness';
import { createOwner, signIn, until, type Owner } from './callHelpers';

jest.setTimeout(240_000);

const WIDE = { width: 1280, height: 900 };
const HOUR = 3_600_000;

let landline: RunningLandline;
let browser: Browser;
let owner: Owner;
/** The ids of the calls made before the tests. */
const calls = { leak: '', gas: '', flood: '', oldFire: '', hangup: '' };

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${landline.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${owner.accessToken}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A browser test call: the caller's lines answered by the agent through /api/chat, saved `hoursAgo` hours back. */
async function makeCall(callerLines: string[], hoursAgo: number): Promise<string> {
  const start = Date.now() - hoursAgo * HOUR;
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  const transcript: { role: 'user' | 'model'; text: string; timestamp: string }[] = [];
  let at = start;
  const turn = async (message: string) => {
    const reply = await api<{ text: string }>('/chat', { language: 'en', history, message, agentId: owner.agentId });
    if (message !== '__START__') {
      history.push({ role: 'user', content: message });
      transcript.push({ role: 'user', text: message, timestamp: new Date((at += 4000)).toISOString() });
    }
    history.push({ role: 'assistant', content: reply.text });
    transcript.push({ role: 'model', text: reply.text, timestamp: new Date((at += 3000)).toISOString() });
  };
  await turn('__START__');
  for (const line of callerLines) await turn(line);
  const callId = `web-test-riley-${start}`;
  await api('/saveWebTranscript', {
    callId,
    agentId: owner.agentId,
    agentName: owner.agentName,
    transcript,
    transfers: [],
    startTime: new Date(start).toISOString(),
    endTime: new Date(at + 5000).toISOString(),
    language: 'en',
  });
  return callId;
}

beforeAll(async () => {
  landline = await startLandline();
  browser = await launchBrowser();
  owner = await createOwner(landline.url, uniqueEmail('calllog'));
  calls.leak = await makeCall(['Hi, this is Dana Wu. My kitchen sink is leaking under the cabinet.', '42 Oak Lane, unit 3', '312 555 0199'], 2);
  calls.gas = await makeCall(['This is Omar Haddad, I smell gas in my apartment', '9 Elm Street unit 5C', 'My number is 312 555 0142'], 0.2);
  calls.flood = await makeCall(['My name is Lucia Fernandez, a pipe burst and water is flooding the bathroom', '7 Pine Road apartment 12', '312 555 0177'], 72);
  calls.oldFire = await makeCall(['Victor Hale here, there is smoke coming from an outlet', '15 Birch Avenue unit 2', '312 555 0166'], 240);
  calls.hangup = await makeCall([], 5);
}, 200_000);

afterAll(async () => {
  await stopSuite(browser, landline);
});

const rows = (page: Page) => page.getByTestId('call-log-row');
const row = (page: Page, callId: string) => page.locator(`[data-testid="call-log-row"][data-call-id="${callId}"]`);

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await screenshot(page, `calllog-${name}`);
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('finds a call by the tenant’s name and by unit; a row opens its call page from the keyboard', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, WIDE);
  await signIn(page, owner);
  await page.getByTestId('recent-calls-view-all').click();
  await page.waitForURL('**/dashboard/calls');
  expect(await until(() => rows(page).count(), 5)).toBe(5);
  await page.getByTestId('call-log-showing').filter({ hasText: 'Showing 5 of 5 calls' }).waitFor();

  // Rows: the work order's caller and unit, the issue (not the greeting), tags; a silent call is a hang-up.
  const leak = row(page, calls.leak);
  expect(await leak.getByTestId('call-log-caller').innerText()).toBe('Dana Wu · Unit 3');
  expect((await leak.getByTestId('call-log-issue').innerText()).toLowerCase()).toContain('sink');
  expect(await leak.getByTestId('call-log-issue').innerText()).not.toMatch(/Thank you for calling/);
  expect(await leak.locator('[data-tag="work_order"]').count()).toBe(1);
  expect(await row(page, calls.hangup).getByTestId('call-log-caller').innerText()).toBe('Browser test');
  await row(page, calls.hangup).locator('[data-tag="spam"]').filter({ hasText: 'Spam/hang-up' }).waitFor();
  await row(page, calls.gas).locator('[data-tag="life_safety"], [data-tag="emergency"]').first().waitFor();
  await shot(page, 'all-1280');

  await page.getByRole('searchbox', { name: 'Search calls' }).fill('dana');
  await page.waitForURL(/[?&]q=dana/);
  expect(await until(() => rows(page).count(), 1)).toBe(1);
  await leak.waitFor();

  await page.getByRole('searchbox', { name: 'Search calls' }).fill('5C');
  expect(await until(async () => (await rows(page).count()) === 1 && (await row(page, calls.gas).count()) === 1, true)).toBe(true);
  expect(await row(page, calls.gas).getByTestId('call-log-caller').innerText()).toBe('Omar Haddad · Unit 5C');
  await shot(page, 'search-unit-1280');

  // A reload keeps the search; the row's link takes the keyboard's Enter.
  await page.reload();
  expect(await page.getByRole('searchbox', { name: 'Search calls' }).inputValue()).toBe('5C');
  await row(page, calls.gas).waitFor();
  await row(page, calls.gas).getByRole('link').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/dashboard/calls/${calls.gas}`);
  await page.getByRole('heading', { name: /Call with/ }).waitFor();
  await page.goBack();
  await row(page, calls.gas).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('filters to the last 7 days’ emergencies, kept in the URL, and exports them as CSV', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, WIDE);
  await signIn(page, owner);
  await page.goto('/dashboard/calls');
  expect(await until(() => rows(page).count(), 5)).toBe(5);
  await pick(page, 'Date', 'Last 7 days');
  await pick(page, 'Urgency', 'Emergency');
  await page.waitForURL((url) => url.searchParams.get('urgency') === 'emergency' && url.searchParams.has('from') && url.searchParams.has('to'));
  expect(await until(() => rows(page).count(), 2)).toBe(2);
  expect(await row(page, calls.gas).count()).toBe(1);
  expect(await row(page, calls.flood).count()).toBe(1);
  expect(await row(page, calls.oldFire).count()).toBe(0);
  await shot(page, 'emergencies-7d-1280');

  const url = page.url();
  await page.reload();
  expect(await until(() => rows(page).count(), 2)).toBe(2);
  expect(page.url()).toBe(url);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^landline-calls-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Date,Caller name,Unit,Address,Caller number,Callback number,Issue,Urgency,Outcomes,Duration (s),Agent,Source,Call ID');
  expect(lines).toHaveLength(3);
  expect(lines.find((l) => l.endsWith(`,${calls.gas}`))).toMatch(/Omar Haddad,5C,.*,'\+13125550142,.*,(Life safety|Emergency),/);
  expect(lines.find((l) => l.endsWith(`,${calls.flood}`))).toContain('Lucia Fernandez');
  expect(csv).not.toContain('Victor Hale');

  // 390 px: the filters stack, rows keep their tags.
  await page.setViewportSize(MOBILE);
  await shot(page, 'emergencies-7d-390');
  expect(errors).toEqual([]);
  await context.close();
});

test('the dashboard links to the log: the Emergencies tile pre-filtered to today, and no empty transfer badges', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, WIDE);
  await signIn(page, owner);
  const recent = page.getByRole('region', { name: 'Recent Calls', exact: true });
  await recent.getByTestId('call-row').first().waitFor();
  expect(await recent.getByTestId('call-transfers').count()).toBe(0);
  // A card row is a link too.
  await recent.locator(`[data-call-id="${calls.gas}"]`).getByRole('link').first().waitFor();

  const tile = page.getByTestId('activity-emergencies');
  await tile.waitFor();
  const today = Number(await tile.getAttribute('data-value'));
  await tile.click();
  await page.waitForURL(
    (u) =>
      u.pathname === '/dashboard/calls' && u.searchParams.get('urgency') === 'emergency' && u.searchParams.get('from') === u.searchParams.get('to') && u.searchParams.has('tz'),
  );
  expect(await until(() => rows(page).count(), today)).toBe(today);
  for (const r of await rows(page).all()) expect(await r.locator('[data-tag="life_safety"], [data-tag="emergency"]').count()).toBe(1);

  await page.setViewportSize(MOBILE);
  await page.goto('/dashboard/calls');
  expect(await until(() => rows(page).count(), 5)).toBe(5);
  await shot(page, 'all-390');
  await page.goto('/dashboard');
  await recent.getByTestId('call-row').first().waitFor();
  await screenshot(page, 'calllog-dashboard-390');
  expect(errors).toEqual([]);
  await context.close();
});
