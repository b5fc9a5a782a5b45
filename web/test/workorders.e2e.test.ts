// Work orders in Chromium against the real product: an owner's call becomes a new work order on the
// board (counted by urgency), is assigned, moved to In progress and Done with a note on the call page,
// forwarded by email, and leaves the open board for the Done view; the history lists every change.
// Screenshots go to LANDLINE_SHOTS_DIR (default /tmp/landline-shots) as workorders-*.png.
import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { MOBILE, launchBrowser, newPage, screenshot, startLandline, uniqueEmail, stopSuite, type RunningLandline } from './harness';
import { createOwner, ownerApi, signIn, type Owner } from './callHelpers';

jest.setTimeout(180_000);

let landline: RunningLandline;
let browser: Browser;
let owner: Owner;
let callId = '';
const api = ownerApi(
  () => landline.url,
  () => owner,
);

beforeAll(async () => {
  landline = await startLandline();
  browser = await launchBrowser();
  owner = await createOwner(landline.url, uniqueEmail('workorders'));
  const end = Date.now() - 60_000;
  const start = end - 45_000;
  callId = `web-test-riley-${start}`;
  await api('/saveWebTranscript', {
    body: {
      callId,
      agentId: owner.agentId,
      agentName: owner.agentName,
      language: 'en',
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      transcript: [
        { role: 'model', text: 'Thanks for calling Oak Lane Rentals, this is Riley. How can I help?', timestamp: new Date(start).toISOString() },
        {
          role: 'user',
          text: 'Hi, this is Dana Whitfield at 88 Birch Lane, unit 5C. Water is pouring through my bathroom ceiling from upstairs!',
          timestamp: new Date(start + 5_000).toISOString(),
        },
      ],
      transfers: [],
    },
  });
}, 180_000);

afterAll(async () => {
  await stopSuite(browser, landline);
});

const workflow = (page: Page) => page.getByTestId('work-order-workflow');

test('a work order moves from New to Done with a note, is forwarded, and its history shows every change', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await signIn(page, owner);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work orders' }).click();
  await page.getByRole('heading', { name: 'Work orders' }).waitFor();
  const row = page.getByTestId('work-order-row').filter({ hasText: 'Dana Whitfield · Unit 5C' });
  await row.waitFor();
  await expect(row.getByTestId('work-order-status').textContent()).resolves.toBe('New');
  await expect(page.getByTestId('work-order-count-emergency').textContent()).resolves.toContain('1');
  await screenshot(page, 'workorders-board');

  await row.getByRole('link', { name: 'Dana Whitfield · Unit 5C' }).click();
  await workflow(page).waitFor();
  await page.getByRole('link', { name: 'Calls', exact: true }).waitFor();
  await expect(page.getByTestId('work-order-history-empty').isVisible()).resolves.toBe(true);

  await workflow(page).getByLabel('Assignee').fill('Carlos Mendez');
  await workflow(page).getByRole('button', { name: 'Assign' }).click();
  await workflow(page).getByTestId('work-order-status').filter({ hasText: 'Assigned' }).waitFor();

  await workflow(page).getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In progress' }).click();
  await workflow(page).getByTestId('work-order-status').filter({ hasText: 'In progress' }).waitFor();

  await workflow(page).getByLabel('Internal note').fill('Carlos fixed the supply line upstairs; ceiling drying.');
  await workflow(page).getByRole('button', { name: 'Add note' }).click();
  await workflow(page).getByText('Carlos fixed the supply line upstairs; ceiling drying.').waitFor();

  await workflow(page).getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await workflow(page).getByTestId('work-order-status').filter({ hasText: 'Done' }).waitFor();

  await workflow(page).getByRole('button', { name: 'Forward by email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forward by email' });
  await dialog.getByLabel('To').fill('not an email');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.getByText('Enter a valid email address').waitFor();
  await dialog.getByLabel('To').fill('office@example.com');
  await dialog.getByLabel('Message (optional)').fill('For the records.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.waitFor({ state: 'hidden' });

  const history = workflow(page).getByTestId('work-order-history');
  await history.getByText('forwarded it to office@example.com').waitFor();
  const lines = await history.locator('.mantine-Timeline-itemTitle').allTextContents();
  expect(lines.map((l) => l.replace(/^.*? (assigned|moved|added|forwarded)/, '$1'))).toEqual([
    'assigned it to Carlos Mendez',
    'moved it from New to Assigned',
    'moved it from Assigned to In progress',
    'added a note',
    'moved it from In progress to Done',
    'forwarded it to office@example.com',
  ]);
  await screenshot(page, 'workorders-call-page');

  // Done: off the open board, on the Done view.
  await page.goto('/dashboard/work-orders');
  await page.getByTestId('work-orders-empty').waitFor();
  await page.locator('.mantine-SegmentedControl-root').getByText('Done', { exact: true }).click();
  await page.getByTestId('work-order-row').filter({ hasText: 'Dana Whitfield' }).waitFor();
  expect(new URL(page.url()).searchParams.get('status')).toBe('done');
  expect(errors).toEqual([]);
  await context.close();
});

test('the board and the workflow on a phone-sized screen', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, MOBILE);
  await signIn(page, owner);
  await page.goto('/dashboard/work-orders?status=all');
  await page.getByTestId('work-order-row').first().waitFor();
  await screenshot(page, 'workorders-board-mobile');
  await page.goto(`/dashboard/calls/${callId}`);
  await workflow(page).waitFor();
  await workflow(page).scrollIntoViewIfNeeded();
  await screenshot(page, 'workorders-call-page-mobile');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
  await context.close();
});
