// Webhooks in Chromium against the real product: an owner opens Integrations from the user menu, saves a
// webhook pointing at a local receiver (node:http on 127.0.0.1, allowed by WEBHOOK_ALLOW_PRIVATE), reveals the
// signing secret, presses Send test, and the receiver gets a ping whose signature checks out with that secret
// while the delivery log turns to Delivered; then a call completes and the receiver gets call.completed.
// Screenshots at 1280 and 390 px go to LANDLINE_SHOTS_DIR (default /tmp/landline-shots) as webhooks-*.png.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { MOBILE, launchBrowser, newPage, screenshot, startLandline, uniqueEmail, stopSuite, type RunningLandline } from './harness';
import { createOwner, ownerApi, saveTestCall, signIn, until, type Owner } from './callHelpers';

jest.setTimeout(180_000);

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

let landline: RunningLandline;
let browser: Browser;
let owner: Owner;
let endpoint: http.Server;
let endpointUrl = '';
const received: Received[] = [];

const api = ownerApi(
  () => landline.url,
  () => owner,
);

beforeAll(async () => {
  endpoint = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/landline/events`;
  landline = await startLandline({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  browser = await launchBrowser();
  owner = await createOwner(landline.url, uniqueEmail('webhooks'));
}, 180_000);

afterAll(async () => {
  await stopSuite(browser, landline);
  endpoint.closeAllConnections();
  await new Promise((resolve) => endpoint.close(resolve));
});

/** Checks the Landline-Signature header as the page tells owners to: HMAC-SHA256 of "<t>.<body>" with the secret. */
function signedWith(secret: string, message: Received): boolean {
  const parts = Object.fromEntries(
    String(message.headers['landline-signature'])
      .split(',')
      .map((p) => p.split('=') as [string, string]),
  );
  const expected = createHmac('sha256', secret).update(`${parts.t}.${message.body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}

const eventsOf = (type: string) => received.filter((r) => r.headers['landline-event'] === type);

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await screenshot(page, `webhooks-${name}`);
}

test('an owner sets up a webhook, sends a test that arrives signed, and gets call.completed when a call ends', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, { width: 1280, height: 900 });
  await signIn(page, owner);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Integrations' }).click();
  await page.waitForURL((url) => url.pathname === '/integrations');
  await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
  await page.getByTestId('deliveries-empty').waitFor();

  // The server's reason comes back for an address that is not a web address.
  await page.getByLabel('Endpoint URL').fill('ftp://example.com/hook');
  await page.getByTestId('webhook-save').click();
  await page.getByRole('alert').filter({ hasText: 'Webhook URL must start with https://' }).waitFor();

  await page.getByLabel('Endpoint URL').fill(endpointUrl);
  await page.getByTestId('webhook-save').click();
  await page.getByTestId('webhook-secret').waitFor();
  expect(await page.getByRole('switch', { name: 'Send events to this endpoint' }).isChecked()).toBe(true);
  expect(await page.getByTestId('webhook-secret').innerText()).toContain('••••');
  await page.getByTestId('webhook-secret-reveal').click();
  const secret = (await page.getByTestId('webhook-secret').innerText()).trim();
  expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
  expect((await api<{ webhook: { secret: string } }>('/getWebhook')).webhook.secret).toBe(secret);

  await page.getByTestId('webhook-test').click();
  const row = page.locator('[data-testid="delivery-row"][data-type="ping"]');
  await row.waitFor();
  await page.locator('[data-testid="delivery-row"][data-type="ping"][data-status="delivered"]').waitFor({ timeout: 30_000 });
  expect(await row.getByTestId('delivery-event').innerText()).toBe('Test');
  expect(await row.getByTestId('delivery-status').innerText()).toMatch(/^delivered$/i);
  expect(await row.getByTestId('delivery-code').innerText()).toBe('200');
  expect(await row.getByTestId('delivery-attempts').innerText()).toBe('1');

  const ping = eventsOf('ping')[0]!;
  expect(ping).toBeDefined();
  expect(ping.headers['content-type']).toBe('application/json');
  expect(ping.headers['landline-delivery']).toEqual(expect.any(String));
  expect(signedWith(secret, ping)).toBe(true);
  expect(signedWith(`${secret}x`, ping)).toBe(false);
  expect(JSON.parse(ping.body)).toMatchObject({ id: expect.stringMatching(/^evt_/), type: 'ping', createdAt: expect.any(String) });
  await shot(page, 'desktop');

  // A call of the owner's agent ends: the receiver gets call.completed, signed with the same secret.
  const lines: Array<['model' | 'user', string]> = [
    ['model', 'Thanks for calling Oak Lane Rentals, this is Riley. How can I help?'],
    ['user', 'My kitchen sink is leaking under the cabinet. I am Dana Wu at 12 Oak Lane apartment 3B.'],
    ['model', 'Thank you, Dana. I have logged the leak for the maintenance team.'],
  ];
  const callId = await saveTestCall(page, owner, lines);
  await until(() => eventsOf('call.completed').length, 1, 30_000);
  const completed = eventsOf('call.completed')[0]!;
  expect(signedWith(secret, completed)).toBe(true);
  const event = JSON.parse(completed.body);
  expect(event).toMatchObject({
    type: 'call.completed',
    data: { callId, agentId: owner.agentId, agentName: owner.agentName, callUrl: expect.stringContaining(`/dashboard/calls/${callId}`) },
  });
  expect(event.data.transcript).toEqual(expect.arrayContaining([{ speaker: 'caller', text: lines[1]![1] }]));
  await page.locator('[data-testid="delivery-row"][data-type="call.completed"][data-status="delivered"]').waitFor({ timeout: 30_000 });
  await shot(page, 'desktop-call');

  // Switched off: the switch saves at once.
  await page.getByRole('switch', { name: 'Send events to this endpoint' }).click({ force: true });
  await until(async () => (await api<{ webhook: { enabled: boolean } }>('/getWebhook')).webhook.enabled, false);

  expect(errors).toEqual([]);
  await context.close();
});

test('on a phone: the page fits 390 px and the log reads as cards', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, MOBILE);
  await signIn(page, owner);
  await page.goto('/integrations');
  await page.locator('[data-testid="delivery-row"][data-type="ping"]').waitFor();
  await page.getByTestId('webhook-secret-reveal').click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'mobile');
  expect(errors).toEqual([]);
  await context.close();
});
