// Phone numbers typed the way people write them, in Chromium against the real product: an owner types
// "(415) 555-0199" as an agent's transfer number, saves, and finds it stored in E.164 and shown formatted;
// the landing page's waitlist refuses "12" and takes a typed number. Screenshots at 1280 and 390 px go to
// LANDLINE_SHOTS_DIR (phones-*.png).
import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { MOBILE, launchBrowser, newPage, screenshot, settledValue, startLandline, uniqueEmail, stopSuite, type RunningLandline } from './harness';
import { createOwner, ownerApi, signIn, type Owner } from './callHelpers';

jest.setTimeout(120_000);

const WIDE = { width: 1280, height: 900 };
const TYPED = '(415) 555-0199';
const STORED = '+14155550199';
const INVALID_PHONE = 'Please enter a valid phone number';

let landline: RunningLandline;
let browser: Browser;
let owner: Owner;

const api = ownerApi(
  () => landline.url,
  () => owner,
);

interface AgentView {
  transferConfig: { enabled: boolean; transferNumber: string };
  customizations: { notifications: { phones: string[] } };
}

beforeAll(async () => {
  landline = await startLandline();
  browser = await launchBrowser();
  owner = await createOwner(landline.url, uniqueEmail('phones'));
}, 180_000);

afterAll(async () => {
  await stopSuite(browser, landline);
});

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(300);
  await screenshot(page, `phones-${name}`, fullPage);
}

const transferInput = (page: Page) => page.getByRole('textbox', { name: 'Transfer number' });

test('a transfer number typed as (415) 555-0199 is saved in E.164 and shown formatted', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, WIDE);
  await signIn(page, owner);
  await page.goto(`/dashboard/agents/${owner.agentId}/edit`);
  await page.getByRole('switch', { name: 'Enable Call Transfer' }).check();

  // Half typed, the number is refused with the spec's message; whole, it is accepted.
  await transferInput(page).fill('415 555');
  await page.getByText('Phone number must be in E.164 format (e.g., +12125551234)').waitFor();
  await transferInput(page).fill(TYPED);
  await page.getByText('Phone number must be in E.164 format (e.g., +12125551234)').waitFor({ state: 'detached' });
  // A text recipient typed with dots becomes a tag the way people read it.
  const textRecipients = page.getByRole('textbox', { name: 'Text message recipients' });
  await textRecipients.fill('212.555.1234');
  await textRecipients.press('Enter');
  await page.locator('.mantine-TagsInput-pill').filter({ hasText: '(212) 555-1234' }).waitFor();
  await transferInput(page).scrollIntoViewIfNeeded();
  await shot(page, 'transfer-typed-1280');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Changes saved successfully!').waitFor();
  await page.waitForURL((url) => url.pathname === `/dashboard/agents/${owner.agentId}`);

  const { aiemployee } = await api<{ aiemployee: AgentView }>(`/getAIEmployee?agentId=${owner.agentId}`);
  expect(aiemployee.transferConfig).toMatchObject({ enabled: true, transferNumber: STORED });
  expect(aiemployee.customizations.notifications.phones).toEqual(['+12125551234']);

  // The detail page and, after a reload, the edit page show the number the way people read it.
  await page.getByText(`To ${TYPED}`).waitFor();
  await shot(page, 'detail-1280', true);
  await page.goto(`/dashboard/agents/${owner.agentId}/edit`);
  await page.reload();
  await transferInput(page).waitFor();
  expect(await transferInput(page).inputValue()).toBe(TYPED);
  await page.locator('.mantine-TagsInput-pill').filter({ hasText: '(212) 555-1234' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('on a phone, an on-call contact typed with dots is shown formatted after leaving the field', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, MOBILE);
  await signIn(page, owner);
  await page.goto(`/dashboard/agents/${owner.agentId}/edit`);
  expect(await transferInput(page).inputValue()).toBe(TYPED);
  await page.getByRole('button', { name: 'Add contact' }).click();
  const contact = page.getByRole('group', { name: 'On-call contact 1' });
  await contact.getByLabel('Name').fill('Dana Ruiz');
  await contact.getByLabel('Phone').fill('312.555.0100');
  await contact.getByLabel('Name').focus();
  expect(await contact.getByLabel('Phone').inputValue()).toBe('(312) 555-0100');
  // the transfer number, written another way, is still the transfer number
  await contact.getByLabel('Phone').fill('+1 415 555 0199');
  await contact.getByText('On-call contact 1 has the transfer number, which already rings first').waitFor();
  await contact.getByLabel('Phone').fill('+52 55 1234 5678');
  await contact.getByLabel('Name').focus();
  expect(await contact.getByLabel('Phone').inputValue()).toBe('+52 55 1234 5678');
  await contact.scrollIntoViewIfNeeded();
  await shot(page, 'ladder-390');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL((url) => url.pathname === `/dashboard/agents/${owner.agentId}`);
  const { aiemployee } = await api<{ aiemployee: AgentView & { transferConfig: { ladder: { name: string; phone: string }[] } } }>(`/getAIEmployee?agentId=${owner.agentId}`);
  expect(aiemployee.transferConfig.ladder).toEqual([{ name: 'Dana Ruiz', phone: '+525512345678' }]);
  await shot(page, 'detail-390', true);
  expect(errors).toEqual([]);
  await context.close();
});

test('the waitlist refuses "12" and takes a number typed the way people write it', async () => {
  for (const [viewport, width] of [
    [WIDE, 1280],
    [MOBILE, 390],
  ] as const) {
    const { context, page, errors } = await newPage(browser, landline.url, viewport);
    await page.goto('/#waitlist');
    const form = page.getByRole('form', { name: 'Waitlist' });
    await form.getByLabel('Name').fill('Pat Manager');
    await form.getByLabel('Email').fill(uniqueEmail('waitlist-phone'));
    await form.getByLabel('Phone').fill('12');
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    await form.getByRole('alert').filter({ hasText: INVALID_PHONE }).waitFor();
    await form.scrollIntoViewIfNeeded();
    await shot(page, `waitlist-refused-${width}`);

    await form.getByLabel('Phone').fill('415.555.0199');
    await form.getByLabel('Name').focus();
    expect(await settledValue(form.getByLabel('Phone'), TYPED)).toBe(TYPED);
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    await page.getByText('Thank You!').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }

  // The server holds the same rule for anyone who skips the form.
  const response = await fetch(`${landline.url}/api/joinWaitlist`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Pat', company: '', email: uniqueEmail('waitlist-api'), phone: '12' }),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: INVALID_PHONE });
});
