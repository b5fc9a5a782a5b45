// Owner-facing copy and forms that keep the owner's work, in Chromium against the real product: voices
// described without engine names, Sarah's female voice and portrait, the onboarding surviving a reload,
// the sandbox number explained, pause acting at once with Undo, leaving a dirty form asking first, and
// a browser test call's transcript staying after hang-up. Screenshots at 1280 and 390 px wide go to
// $LANDLINE_SHOTS_DIR/forms-*.png.
import { jest } from '@jest/globals';
import type { Browser, Dialog, Page } from 'playwright-core';
import { MOBILE, launchBrowser, newPage, screenshot, startLandline, uniqueEmail, stopSuite, type RunningLandline } from './harness';
import { NO_SPEECH_RECOGNITION, pageApi, say, waitForIndicator } from './callHelpers';

jest.setTimeout(240_000);

const WIDE = { width: 1280, height: 900 };
const ENGINE_WORDS = /offline|espeak|google|chirp|cloud|text-to-speech|\bHD\b/i;
const LEAVE_TITLE = 'Leave without saving?';

let landline: RunningLandline;
let browser: Browser;
const email = uniqueEmail('forms');
const password = 'correct-horse';
let agentId = '';

beforeAll(async () => {
  landline = await startLandline();
  browser = await launchBrowser({ fakeMedia: true });
  const response = await fetch(`${landline.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName: 'Morgan Lee' }),
  });
  expect(response.status).toBeLessThan(300);
}, 180_000);

afterAll(async () => {
  await stopSuite(browser, landline);
});

async function shot(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await screenshot(page, `forms-${name}`, fullPage);
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/onboarding');
}

const voiceInput = (page: Page) => page.getByRole('textbox', { name: 'Voice' });

async function voiceLabelMatching(page: Page, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  let value = '';
  while (Date.now() < deadline) {
    value = await voiceInput(page)
      .inputValue()
      .catch(() => '');
    if (pattern.test(value)) return value;
    await page.waitForTimeout(200);
  }
  throw new Error(`The voice is "${value}", not one matching ${pattern}`);
}

/** Collects the browser's beforeunload prompts (and lets the page go). */
function beforeUnloadPrompts(page: Page): Dialog[] {
  const prompts: Dialog[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') prompts.push(dialog);
    void dialog.accept();
  });
  return prompts;
}

test('onboarding: voices by name, gender and accent; Sarah gets a female voice and portrait; a reload resumes; the sandbox number is a practice line', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, WIDE);
  const prompts = beforeUnloadPrompts(page);
  await signIn(page);
  await page.waitForURL('**/onboarding');

  await page.getByRole('heading', { name: 'Tell us about your company' }).waitFor();
  await page.getByLabel('Company name').fill('Willow Court Rentals');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Maintenance Coordinator' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Area code').fill('415');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('radiogroup', { name: 'Available phone numbers' }).getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Before a name, the default voice is a man's; "Sarah" turns it into a woman's.
  await page.getByRole('heading', { name: 'Customize your AI employee' }).waitFor();
  await voiceLabelMatching(page, /^\S+ · male · American English$/);
  await page.getByLabel('Agent name').fill('Sarah');
  const femaleVoice = await voiceLabelMatching(page, /^\S+ · female · American English$/);
  await voiceInput(page).click();
  const options = await page.getByRole('option').allInnerTexts();
  expect(options.length).toBeGreaterThan(1);
  for (const option of options) {
    expect(option).toMatch(/^\S+ · (male|female) · American English$/);
    expect(option).not.toMatch(ENGINE_WORDS);
  }
  await page.keyboard.press('Escape');
  expect(await page.locator('body').innerText()).not.toMatch(ENGINE_WORDS);
  await shot(page, 'onboarding-customize-1280');

  // A reload keeps the step and what was typed (the browser asks first).
  await page.getByLabel('Knowledge base').fill('Quiet hours start at 10 PM.');
  await page.reload();
  await page.getByRole('heading', { name: 'Customize your AI employee' }).waitFor();
  expect(prompts.length).toBeGreaterThanOrEqual(1);
  expect(await page.getByLabel('Agent name').inputValue()).toBe('Sarah');
  expect(await page.getByLabel('Knowledge base').inputValue()).toBe('Quiet hours start at 10 PM.');
  expect(await page.getByLabel('Company name').inputValue()).toBe('Willow Court Rentals');
  expect(await voiceLabelMatching(page, /· female ·/)).toBe(femaleVoice);

  await page.getByRole('button', { name: 'Create AI Employee' }).click();
  await page.getByRole('heading', { name: 'Your AI employee is ready' }).waitFor({ timeout: 30_000 });
  agentId = ((await page.getByRole('link', { name: 'Start Browser Test' }).getAttribute('href')) ?? '').replace('/test/', '');
  expect(agentId).not.toBe('');
  const saved = await pageApi<{ aiemployee: { customizations: { voiceSettings: { name: string; naturalGender: string } } } }>(page, `/getAIEmployee?agentId=${agentId}`);
  expect(saved.body.aiemployee.customizations.voiceSettings.naturalGender).toBe('FEMALE');
  expect(await page.getByRole('img', { name: /^Sarah,/ }).getAttribute('src')).toBe('/avatars/maintenance-female.svg');

  // The sandbox number: a practice line, called from the phone simulator.
  const howToCall = page.getByTestId('how-to-call');
  await howToCall.filter({ hasText: 'This is a practice number' }).waitFor();
  expect(await howToCall.innerText()).not.toContain('from any phone');
  const simulator = howToCall.getByRole('link', { name: 'Open the phone simulator' });
  expect(await simulator.getAttribute('href')).toMatch(/^\/dashboard\/phone\?to=%2B1415\d{7}$/);
  await shot(page, 'onboarding-test-1280');

  const mobile = await newPage(browser, landline.url, MOBILE);
  await signIn(mobile.page);
  await mobile.page.goto(`/dashboard/agents/${agentId}`);
  await mobile.page.getByRole('heading', { name: 'Sarah', exact: true }).waitFor();
  await mobile.page.getByTestId('practice-line').waitFor();
  await shot(mobile.page, 'agent-detail-390');
  await mobile.context.close();

  await simulator.click();
  await page.waitForURL('**/dashboard/phone?to=*');
  expect(errors).toEqual([]);
  await context.close();
});

test('pause acts at once and Undo restores it; leaving a dirty edit form asks first', async () => {
  expect(agentId).not.toBe('');
  const { context, page, errors } = await newPage(browser, landline.url, WIDE);
  const prompts = beforeUnloadPrompts(page);
  await signIn(page);
  await page.goto(`/dashboard/agents/${agentId}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(`**/dashboard/agents/${agentId}/edit`);
  await voiceLabelMatching(page, /· female ·/);
  const status = async () => (await pageApi<{ aiemployee: { status: string } }>(page, `/getAIEmployee?agentId=${agentId}`)).body.aiemployee.status;

  // Pause is saved at once, without Save; Undo puts it back.
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByTestId('agent-status').filter({ hasText: 'paused' }).waitFor();
  const notice = page.getByTestId('status-notice');
  await notice.getByText('It no longer answers calls.').waitFor();
  expect(await status()).toBe('paused');
  await shot(page, 'edit-paused-1280', false);
  await notice.getByRole('button', { name: 'Undo' }).click();
  await page.getByTestId('agent-status').filter({ hasText: 'active' }).waitFor();
  await page.getByRole('button', { name: 'Pause' }).waitFor();
  expect(await status()).toBe('active');
  expect(await page.getByTestId('unsaved-changes').count()).toBe(0);

  // A change not saved yet: an in-app link asks, and Keep editing stays with the work.
  await page.getByLabel('Business hours').fill('Mon-Sat 8:00 AM - 8:00 PM');
  await page.getByTestId('unsaved-changes').waitFor();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: LEAVE_TITLE });
  await dialog.waitFor();
  await shot(page, 'edit-leave-1280', false);
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe(`/dashboard/agents/${agentId}/edit`);
  expect(await page.getByLabel('Business hours').inputValue()).toBe('Mon-Sat 8:00 AM - 8:00 PM');

  // The browser's back button asks too, and staying keeps the work and the address.
  await page.goBack();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe(`/dashboard/agents/${agentId}/edit`);
  expect(await page.getByLabel('Business hours').inputValue()).toBe('Mon-Sat 8:00 AM - 8:00 PM');

  // Leave page goes where the owner was heading.
  await page.getByRole('link', { name: 'Sarah', exact: true }).click();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Leave page' }).click();
  await page.waitForURL(`**/dashboard/agents/${agentId}`);
  await page.getByRole('heading', { name: 'Sarah', exact: true }).waitFor();

  // Closing or reloading the tab: the browser's own prompt.
  await page.getByRole('link', { name: 'Edit' }).click();
  await voiceLabelMatching(page, /· female ·/);
  await page.getByLabel('Business hours').fill('Mon-Sun 7:00 AM - 9:00 PM');
  const before = prompts.length;
  await page.reload();
  expect(prompts.length).toBe(before + 1);
  await voiceLabelMatching(page, /· female ·/);

  // A saved form leaves without asking.
  await page.getByLabel('Business hours').fill('Mon-Fri 9:00 AM - 6:00 PM');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(`**/dashboard/agents/${agentId}`);
  expect(await dialog.count()).toBe(0);

  const mobile = await newPage(browser, landline.url, MOBILE);
  await signIn(mobile.page);
  await mobile.page.goto(`/dashboard/agents/${agentId}/edit`);
  await voiceLabelMatching(mobile.page, /· female ·/);
  await mobile.page.getByRole('button', { name: 'Pause' }).click();
  await mobile.page.getByTestId('status-notice').waitFor();
  await shot(mobile.page, 'edit-paused-390', false);
  await mobile.page.getByTestId('status-notice').getByRole('button', { name: 'Undo' }).click();
  await mobile.page.getByTestId('agent-status').filter({ hasText: 'active' }).waitFor();
  await mobile.context.close();

  expect(errors).toEqual([]);
  await context.close();
});

test('a browser test call: the transcript stays on screen after hang-up, with a link to the saved call', async () => {
  expect(agentId).not.toBe('');
  for (const viewport of [WIDE, MOBILE]) {
    const { context, page, errors } = await newPage(browser, landline.url, viewport);
    await page.addInitScript(NO_SPEECH_RECOGNITION);
    await signIn(page);
    await page.goto(`/test/${agentId}`);
    await page.getByRole('button', { name: 'Start Test Call' }).click();
    await waitForIndicator(page, ['listening', 'ended']);
    const words = `My kitchen sink is leaking under the cabinet (${viewport.width})`;
    await say(page, words, () => waitForIndicator(page, ['listening', 'ended']));
    await page.getByRole('button', { name: 'End Call' }).click();

    await page.getByRole('button', { name: 'Start Test Call' }).waitFor();
    const last = page.getByTestId('last-test-call');
    await last.getByTestId('caller-message').filter({ hasText: words }).waitFor();
    expect(await last.getByTestId('agent-message').count()).toBeGreaterThanOrEqual(2);
    const link = last.getByRole('link', { name: 'View call details' });
    await link.waitFor({ timeout: 20_000 });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/dashboard\/calls\/web-test-sarah-\d{13}$/);
    await shot(page, `test-call-ended-${viewport.width}`);

    await link.click();
    await page.waitForURL(`**${href}`);
    await page.getByTestId('caller-message').filter({ hasText: words }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }
});
