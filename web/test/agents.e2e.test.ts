// Issue 3 in Chromium against the real product: onboarding from a new account to an active agent with a
// voice and a sandbox number, the dashboard row, detail, edit and save, pause, transfer validation, the
// plan limit, delete with confirmation, the number going back to the pool and being reused, the trial's
// one-number limit. Screenshots go to /tmp/landline-shots/issue3-*.png.
import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { PageAnswer } from './callHelpers';
import { MOBILE, launchBrowser, newPage, screenshot, startLandline, uniqueEmail, stopSuite, type RunningLandline } from './harness';

jest.setTimeout(120_000);

let landline: RunningLandline;
let browser: Browser;
const email = uniqueEmail('agents');
const password = 'correct-horse';
const companyName = 'Maple Street Properties';
const agentName = 'Riley';
const renamed = 'Riley Nights';
const AGENT_LIMIT = 'Agent limit reached. Your plan allows 1 AI employee(s). Please delete an existing agent or upgrade your plan.';

/** The number bought during onboarding, e.g. +14155550100. */
let boughtNumber = '';
let agentId = '';

beforeAll(async () => {
  landline = await startLandline();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await stopSuite(browser, landline);
});

/** A screenshot from the top of the page (the sticky header stays put) once toasts and dialogs have settled. */
async function shot(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await screenshot(page, `issue3-${name}`, fullPage);
}

/** (415) 555-0100 for +14155550100, as the app shows US numbers. */
const pretty = (e164: string) => e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');

async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<PageAnswer<T>> {
  return page.evaluate(
    async ({ path, init }) => {
      const session = JSON.parse(localStorage.getItem('landline.session') ?? '{}') as { accessToken?: string };
      const response = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Bearer ${session.accessToken}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      return { status: response.status, body: await response.json() };
    },
    { path, init },
  );
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/onboarding');
}

/** Waits until every image on the page has loaded, and returns those that failed. */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = Array.from(document.images);
    await Promise.all(
      images
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
        ),
    );
    return images.filter((image) => image.naturalWidth === 0).map((image) => image.src);
  });
}

async function fillCustomize(page: Page, name: string) {
  await page.getByRole('heading', { name: 'Customize your AI employee' }).waitFor();
  await page.getByLabel('Agent name').fill(name);
  // The voices of the language load and the first (or the template's) voice is chosen.
  await expectVoiceChosen(page);
}

/** Polls `read` until `done` accepts its value (or the time is up) and returns the last value. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

const voiceValue = (page: Page) => page.getByRole('textbox', { name: 'Voice' }).inputValue();

/** The voices of the language load and one is chosen; returns its label. */
async function expectVoiceChosen(page: Page): Promise<string> {
  const value = await until(
    () => voiceValue(page),
    (v) => v !== '',
  );
  expect(value).not.toBe('');
  return value;
}

test('a new owner onboards: company, template, phone, customize, test; ending with an active agent with a voice and a sandbox number', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await page.goto('/signup');
  await page.getByLabel('Your name').fill('Jordan Rivera');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/onboarding');

  // Company (a new owner has no agents, so the step shows; there is no Cancel).
  await page.getByRole('heading', { name: 'Tell us about your company' }).waitFor();
  expect(await page.getByRole('link', { name: 'Cancel' }).count()).toBe(0);
  await page.getByLabel('Company name').fill(companyName);
  await page.getByRole('textbox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: /America\/Chicago/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Template: the owner's industry only, one must be chosen.
  await page.getByRole('heading', { name: 'Choose your AI employee' }).waitFor();
  const templates = await api<{ templates: { title: string; industry: string }[] }>(page, '/listAvailableTemplates?context=all');
  const titles = templates.body.templates.filter((t) => t.industry === 'property_management').map((t) => t.title);
  expect(titles).toHaveLength(8);
  for (const title of titles) await page.getByRole('radio', { name: title }).waitFor();
  expect(await page.getByRole('radio').count()).toBe(8);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  expect(await continueButton.isDisabled()).toBe(true);
  expect(await brokenImages(page)).toEqual([]);
  await shot(page, 'onboarding-template');
  await page.getByRole('radio', { name: 'Maintenance Coordinator' }).click();
  expect(await continueButton.isEnabled()).toBe(true);
  await continueButton.click();

  // Phone: digits only, search enabled at exactly 3; an empty result; skip and choose are exclusive.
  await page.getByRole('heading', { name: 'Get a phone number' }).waitFor();
  const areaCode = page.getByLabel('Area code');
  const search = page.getByRole('button', { name: 'Search' });
  await areaCode.pressSequentially('4a1');
  expect(await areaCode.inputValue()).toBe('41');
  expect(await search.isDisabled()).toBe(true);
  await areaCode.pressSequentially('59');
  expect(await areaCode.inputValue()).toBe('415');
  expect(await search.isEnabled()).toBe(true);
  await areaCode.fill('123');
  await search.click();
  await page.getByText('No available numbers found for this area code. Try a different one.').waitFor();
  await areaCode.fill('415');
  await search.click();
  const results = page.getByRole('radiogroup', { name: 'Available phone numbers' }).getByRole('radio');
  await results.first().waitFor();
  const firstLabel = (await results.first().getAttribute('aria-label')) ?? '';
  expect(firstLabel).toMatch(/^\(415\) \d{3}-\d{4}$/);
  await page.getByText('San Francisco (Sandbox), CA').first().waitFor();
  await page.getByText('$1.00/mo').first().waitFor();
  await results.first().click();
  const skip = page.getByLabel("Skip for now — I'll add a phone number later");
  await skip.check();
  expect(await results.first().getAttribute('aria-checked')).toBe('false');
  await results.first().click();
  expect(await skip.isChecked()).toBe(false);
  await page.getByText(`Selected: ${firstLabel} (new number)`).waitFor();
  await shot(page, 'onboarding-phone');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Customize: company prefilled, voices by name, gender and accent, live transfer validation, language resets the voice.
  await fillCustomize(page, agentName);
  expect(await page.getByLabel('Company name').inputValue()).toBe(companyName);
  expect(await page.getByLabel('Business hours').inputValue()).toBe('9:00 AM - 5:00 PM');
  const voices = await api<{ voices: { name: string; displayName: string }[]; engine: string }>(page, '/getAvailableVoices?languageCode=en-US&provider=google');
  expect(await voiceValue(page)).toMatch(/^\S+ · male · American English$/);
  expect(await page.getByTestId('voice-engine').count()).toBe(0);
  expect(await page.getByRole('switch', { name: 'Call recording' }).isChecked()).toBe(true);
  expect(await page.getByRole('switch', { name: 'Transcription' }).isChecked()).toBe(true);
  expect(await page.getByRole('switch', { name: 'Email summaries' }).isChecked()).toBe(false);
  expect(await page.getByRole('switch', { name: 'SMS notifications' }).isChecked()).toBe(false);

  await page.getByRole('switch', { name: 'Enable Call Transfer' }).check();
  const transfer = page.getByLabel('Transfer number');
  await transfer.pressSequentially('+1');
  await page.getByText('Phone number must be in E.164 format (e.g., +12125551234)').waitFor();
  await transfer.pressSequentially('9005551234');
  await page.getByText('Premium-rate numbers are not allowed for transfers').waitFor();
  await transfer.fill('');
  await page.getByText('Transfer number is required when call transfer is enabled').waitFor();
  await shot(page, 'onboarding-transfer-errors');
  await transfer.fill('+12125551234');
  await page.getByText('Transfer number is required when call transfer is enabled').waitFor({ state: 'detached' });
  expect(await page.getByText('Premium-rate numbers are not allowed for transfers').count()).toBe(0);
  expect(await page.getByText('Phone number must be in E.164 format (e.g., +12125551234)').count()).toBe(0);

  const englishVoice = await expectVoiceChosen(page);
  await page.getByText('Spanish', { exact: true }).click();
  const spanish = await api<{ voices: { displayName: string }[] }>(page, '/getAvailableVoices?languageCode=es-US&provider=google');
  const spanishVoice = await until(
    () => voiceValue(page),
    (v) => v !== '' && v !== englishVoice,
  );
  expect(spanishVoice).toMatch(/ · Latin American Spanish$/);
  expect(spanish.body.voices.some((v) => v.displayName.startsWith(`${spanishVoice.split(' · ')[0]} `))).toBe(true);
  await page.getByText('English', { exact: true }).click();
  expect(
    await until(
      () => voiceValue(page),
      (v) => v === englishVoice,
    ),
  ).toBe(englishVoice);

  // The preview speaks through POST /api/tts.
  const tts = page.waitForResponse((response) => response.url().endsWith('/api/tts'));
  await page.getByRole('button', { name: 'Preview voice' }).click();
  const ttsResponse = await tts;
  expect(ttsResponse.status()).toBe(200);
  expect(ttsResponse.headers()['content-type']).toContain('audio/mpeg');
  await page.getByText('Emergencies only').click();
  await page.getByLabel('Knowledge base').fill('We manage 40 units on Maple Street. Rent is due on the 1st.');
  await shot(page, 'onboarding-customize');

  // Create → purchase → complete → 1 s → Test step.
  const createdAt = Date.now();
  await page.getByRole('button', { name: 'Create AI Employee' }).click();
  await page.getByRole('heading', { name: 'Your AI employee is ready' }).waitFor({ timeout: 30_000 });
  expect(Date.now() - createdAt).toBeGreaterThanOrEqual(1000);
  await page.getByTestId('assigned-number').filter({ hasText: firstLabel }).waitFor();
  const testLink = page.getByRole('link', { name: 'Start Browser Test' });
  agentId = ((await testLink.getAttribute('href')) ?? '').replace('/test/', '');
  expect(agentId).not.toBe('');
  await shot(page, 'onboarding-test');

  // What the server now holds: an active agent with the chosen voice and the bought sandbox number.
  const created = await api<{ aiemployee: Record<string, any> }>(page, `/getAIEmployee?agentId=${agentId}`);
  expect(created.body.aiemployee).toMatchObject({
    customName: agentName,
    status: 'active',
    language: 'en',
    templateType: 'maintenance',
    templateIndustry: 'property_management',
    customizations: {
      company: { name: companyName },
      agent: { name: agentName },
      schedule: { timezone: 'America/Chicago', businessHours: { hours: '9:00 AM - 5:00 PM' } },
      voiceSettings: { provider: 'google', languageCode: 'en-US', speed: 1 },
      features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
      afterHours: 'emergency',
      bilingual: false,
    },
    transferConfig: { enabled: true, transferNumber: '+12125551234' },
  });
  const englishPerson = `${englishVoice.split(' · ')[0]} `;
  expect(created.body.aiemployee.customizations.voiceSettings.name).toBe(voices.body.voices.find((v) => v.displayName.startsWith(englishPerson))?.name);
  boughtNumber = created.body.aiemployee.phoneNumber.phoneNumber;
  expect(pretty(boughtNumber)).toBe(firstLabel);
  const profile = await api<Record<string, unknown>>(page, '/getUserProfile');
  expect(profile.body).toMatchObject({ onboardingCompleted: true, companyName, industry: 'property_management', timezone: 'America/Chicago' });

  // The dashboard row: picture, name, status, template, language, number.
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await page.waitForURL('**/dashboard');
  const row = page.getByTestId('agent-row').filter({ hasText: agentName });
  await row.waitFor();
  await row.getByText('active', { exact: true }).waitFor();
  await row.getByText('Maintenance Coordinator · English').waitFor();
  await row.getByTestId('agent-phone').filter({ hasText: firstLabel }).waitFor();
  expect(await row.locator('img').getAttribute('src')).toBe('/avatars/maintenance.svg');
  expect(await brokenImages(page)).toEqual([]);
  await shot(page, 'dashboard');
  expect(errors).toEqual([]);
  await context.close();
});

test('detail page, edit with transfer validation, pause and save, then the redirect', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await signIn(page);
  await page.getByTestId('agent-row').filter({ hasText: agentName }).click();
  await page.waitForURL(`**/dashboard/agents/${agentId}`);
  await page.getByRole('heading', { name: agentName }).waitFor();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().waitFor();
  await page
    .getByTestId('agent-phone')
    .filter({ hasText: pretty(boughtNumber) })
    .waitFor();
  await page.getByTestId('agent-total-calls').filter({ hasText: /^0$/ }).waitFor();
  expect(await page.getByTestId('agent-created').textContent()).toBe(new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));
  await page.getByRole('link', { name: 'Test in Browser' }).waitFor();
  expect(await page.getByRole('link', { name: 'Test in Browser' }).getAttribute('href')).toBe(`/test/${agentId}`);
  await shot(page, 'agent-detail');

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(`**/dashboard/agents/${agentId}/edit`);
  const name = page.getByLabel('Employee name');
  expect(await name.inputValue()).toBe(agentName);
  await expectVoiceChosen(page);
  expect(await page.getByLabel('Transfer number').inputValue()).toBe('(212) 555-1234');

  // Employee name is required; the transfer number is checked live.
  await name.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Employee name is required').waitFor();
  const transfer = page.getByLabel('Transfer number');
  await transfer.fill('+1876555123');
  await page.getByText('Premium-rate numbers are not allowed for transfers').waitFor();
  await transfer.fill('212555123');
  await page.getByText('Phone number must be in E.164 format (e.g., +12125551234)').waitFor();
  await transfer.fill('');
  await page.getByText('Transfer number is required when call transfer is enabled').waitFor();
  await transfer.fill('+13125550199');
  await name.fill(renamed);
  await page.getByLabel('Business hours').fill('Mon-Fri 8:00 AM - 6:00 PM');

  // Pause: takes effect at once (the confirmation offers Undo), and the form keeps it when saved.
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByTestId('agent-status').filter({ hasText: 'paused' }).waitFor();
  await page.getByRole('button', { name: 'Resume' }).waitFor();
  await page.getByTestId('status-notice').first().waitFor();
  await shot(page, 'agent-edit');
  const savedAt = Date.now();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Changes saved successfully!').waitFor();
  await shot(page, 'agent-edit-saved', false);
  await page.waitForURL(`**/dashboard/agents/${agentId}`);
  expect(Date.now() - savedAt).toBeGreaterThanOrEqual(1400);
  await page.getByRole('heading', { name: renamed }).waitFor();
  await page.getByTestId('agent-status').filter({ hasText: 'paused' }).waitFor();
  await page.getByText('Mon-Fri 8:00 AM - 6:00 PM').waitFor();

  const saved = await api<{ aiemployee: Record<string, any> }>(page, `/getAIEmployee?agentId=${agentId}`);
  expect(saved.body.aiemployee).toMatchObject({
    customName: renamed,
    status: 'paused',
    transferConfig: { enabled: true, transferNumber: '+13125550199' },
    customizations: { schedule: { businessHours: { hours: 'Mon-Fri 8:00 AM - 6:00 PM' } }, company: { name: companyName } },
  });

  // The dashboard shows it paused.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await page.waitForURL('**/dashboard');
  const row = page.getByTestId('agent-row').filter({ hasText: renamed });
  await row.getByText('paused', { exact: true }).waitFor();
  await shot(page, 'dashboard-paused');

  // Mobile: the dashboard and the detail page.
  const mobile = await newPage(browser, landline.url, MOBILE);
  await signIn(mobile.page);
  await mobile.page.getByTestId('agent-row').filter({ hasText: renamed }).waitFor();
  await shot(mobile.page, 'dashboard-mobile');
  await mobile.page.goto(`/dashboard/agents/${agentId}`);
  await mobile.page.getByRole('heading', { name: renamed }).waitFor();
  await shot(mobile.page, 'agent-detail-mobile');
  await mobile.page.goto(`/dashboard/agents/${agentId}/edit`);
  await expectVoiceChosen(mobile.page);
  await shot(mobile.page, 'agent-edit-mobile');
  await mobile.context.close();

  expect(errors).toEqual([]);
  await context.close();
});

test('a second AI employee is refused by the trial plan before the create wizard opens', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await signIn(page);
  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('dialog').getByText(AGENT_LIMIT).waitFor();
  await shot(page, 'agent-limit', false);
  expect(page.url()).toMatch(/\/dashboard$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();

  // Going to /onboarding directly says the same, before any step.
  await page.goto('/onboarding');
  await page.getByText(AGENT_LIMIT).waitFor();
  expect(await page.getByRole('heading', { name: 'Choose your AI employee' }).count()).toBe(0);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByTestId('agent-row').first().waitFor();
  expect(await page.getByTestId('agent-row').count()).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('delete asks for confirmation, the list empties, the number returns to the pool and is reused', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await signIn(page);
  const row = page.getByTestId('agent-row').filter({ hasText: renamed });
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete AI Employee' });
  await dialog.getByText('This action cannot be undone').waitFor();
  await shot(page, 'delete-confirm', false);
  // Cancel keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await page.getByTestId('agent-row').count()).toBe(1);

  await row.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText(`${renamed} deleted successfully`).waitFor();
  await page.getByText('No AI Employees Yet').waitFor();
  await page.getByText('Get started by creating your first AI employee to handle calls.').waitFor();
  await shot(page, 'deleted-empty', false);
  const gone = await api<{ error: string }>(page, `/getAIEmployee?agentId=${agentId}`);
  expect(gone).toEqual({ status: 404, body: { error: 'AI employee not found' } });
  await page.goto(`/dashboard/agents/${agentId}`);
  await page.getByText('AI employee not found').waitFor();
  await page.getByRole('link', { name: 'Return to Dashboard' }).waitFor();

  // AgentDeleted reaches telephony: the number is released to the owner's pool.
  const pool = await until(
    async () => (await api<{ numbers: { phoneNumber: string; status: string }[] }>(page, '/getAvailableNumbers')).body.numbers,
    (numbers) => numbers.length > 0,
  );
  expect(pool).toEqual([expect.objectContaining({ phoneNumber: boughtNumber, status: 'released' })]);

  // With no agents left, New shows the Company step again, and the released number can be reused.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'New' }).click();
  await page.getByRole('heading', { name: 'Tell us about your company' }).waitFor();
  expect(await page.getByLabel('Company name').inputValue()).toBe(companyName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Emergency Response Coordinator' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Get a phone number' }).waitFor();
  const reuse = page.getByRole('radiogroup', { name: 'Use a number you already have' }).getByRole('radio', { name: pretty(boughtNumber) });
  await reuse.click();
  await page.getByText('Previously released').waitFor();
  await page.getByText(`Selected: ${pretty(boughtNumber)} (a number you have)`).waitFor();
  await shot(page, 'onboarding-phone-reuse');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCustomize(page, 'Avery');
  await page.getByRole('button', { name: 'Create AI Employee' }).click();
  await page
    .getByTestId('assigned-number')
    .filter({ hasText: pretty(boughtNumber) })
    .waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  const avery = page.getByTestId('agent-row').filter({ hasText: 'Avery' });
  await avery
    .getByTestId('agent-phone')
    .filter({ hasText: pretty(boughtNumber) })
    .waitFor();
  expect(await avery.locator('img').getAttribute('src')).toBe('/avatars/emergency.svg');
  expect((await api<{ numbers: unknown[] }>(page, '/getAvailableNumbers')).body.numbers).toEqual([]);

  // The detail page's delete goes back to the dashboard with the same toast.
  await avery.click();
  await page.getByRole('heading', { name: 'Avery' }).waitFor();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete AI Employee' }).getByRole('button', { name: 'Delete' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('Avery deleted successfully').waitFor();
  await page.getByText('No AI Employees Yet').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('onboarding on a phone', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, MOBILE);
  await signIn(page);
  await page.getByRole('link', { name: 'New' }).first().click();
  await page.getByRole('heading', { name: 'Tell us about your company' }).waitFor();
  await page.getByText('Step 1 of 5: Company').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Choose your AI employee' }).waitFor();
  await page.getByRole('radio', { name: 'Security Coordinator' }).click();
  expect(await brokenImages(page)).toEqual([]);
  await shot(page, 'onboarding-template-mobile', false);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Area code').fill('303');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('radiogroup', { name: 'Available phone numbers' }).getByRole('radio').first().waitFor();
  await shot(page, 'onboarding-phone-mobile', false);
  await page.getByLabel("Skip for now — I'll add a phone number later").check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCustomize(page, 'Quinn');
  await shot(page, 'onboarding-customize-mobile');
  await page.getByRole('button', { name: 'Create AI Employee' }).scrollIntoViewIfNeeded();
  await shot(page, 'onboarding-customize-mobile-actions', false);
  expect(errors).toEqual([]);
  await context.close();
});

// ------------------------------------------------------------------------------------------------
// Failures the real backend cannot be made to produce on demand (a provider refusing a number, a
// voice catalogue outage, a dropped connection): the gateway's documented answers are injected at
// the network layer, everything else is the real product.

type Reply = { status: number; body?: unknown } | 'abort';

/** Answers requests to /api/<name> (optionally only those `filter` accepts) with `reply`; returns the undo. */
async function inject(page: Page, name: string, reply: Reply, filter: (url: URL) => boolean = () => true) {
  const matcher = (url: URL) => url.pathname === `/api/${name}` && filter(url);
  const handler = (route: import('playwright-core').Route) =>
    reply === 'abort' ? route.abort('failed') : route.fulfill({ status: reply.status, contentType: 'application/json', body: JSON.stringify(reply.body ?? {}) });
  await page.route(matcher, handler);
  return () => page.unroute(matcher, handler);
}

const TRIAL_LIMIT_BODY = {
  error: 'Trial accounts are limited to one phone number',
  code: 21404,
  details: 'Trial accounts are allowed only one Twilio number. Upgrade your plan to add more.',
};

test('onboarding failures: voices, search, create, purchase (trial limit and other), completion, assignment', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await signIn(page);
  const englishVoicesDown = await inject(
    page,
    'getAvailableVoices',
    { status: 500, body: { error: 'Voice catalogue unavailable' } },
    (url) => url.searchParams.get('languageCode') === 'en-US',
  );
  const noSpanishVoices = await inject(
    page,
    'getAvailableVoices',
    { status: 200, body: { voices: [], engine: 'espeak-ng' } },
    (url) => url.searchParams.get('languageCode') === 'es-US',
  );
  await page.goto('/onboarding');
  await page.getByRole('heading', { name: 'Tell us about your company' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Dispatch Coordinator' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Search failures.
  const areaCode = page.getByLabel('Area code');
  let undo = await inject(page, 'searchPhoneNumbers', { status: 500, body: {} });
  await areaCode.fill('646');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('Failed to search phone numbers').waitFor();
  await undo();
  undo = await inject(page, 'searchPhoneNumbers', { status: 401, body: { error: 'Unauthorized' } });
  await areaCode.fill('347');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('You must be logged in to search phone numbers').waitFor();
  await undo();
  await areaCode.fill('718');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('radiogroup', { name: 'Available phone numbers' }).getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Voices: loading failed, then none for Spanish; save stays disabled with the hints.
  await page.getByRole('heading', { name: 'Customize your AI employee' }).waitFor();
  await page.getByLabel('Agent name').fill('Casey');
  await page.getByText('Failed to load voices. Please try again.').waitFor({ timeout: 20_000 });
  await page.getByText('Cannot save: Voice loading failed').waitFor();
  expect(await page.getByRole('button', { name: 'Create AI Employee' }).isDisabled()).toBe(true);
  await shot(page, 'voices-failed', false);
  await englishVoicesDown();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectVoiceChosen(page);
  expect(await page.getByRole('button', { name: 'Create AI Employee' }).isEnabled()).toBe(true);
  await page.getByText('Spanish', { exact: true }).click();
  await page.getByText('No voices available for Spanish').waitFor();
  await page.getByText('Cannot save: Please select a voice.').waitFor();
  expect(await page.getByRole('button', { name: 'Create AI Employee' }).isDisabled()).toBe(true);
  await shot(page, 'voices-none', false);
  await noSpanishVoices();
  await page.getByText('English', { exact: true }).click();
  await expectVoiceChosen(page);
  expect(await page.getByRole('button', { name: 'Create AI Employee' }).isEnabled()).toBe(true);

  // Create failure without a server message.
  undo = await inject(page, 'createAIEmployee', { status: 500, body: {} });
  await page.getByRole('button', { name: 'Create AI Employee' }).click();
  await page.getByText('Failed to create AI employee').waitFor();
  await undo();

  // The trial's one-number limit: upgrade, delete an agent, or continue without a phone. Declining keeps the owner here.
  undo = await inject(page, 'purchasePhoneNumber', { status: 403, body: TRIAL_LIMIT_BODY });
  await page.getByRole('button', { name: 'Create AI Employee' }).click();
  const trial = page.getByRole('dialog', { name: 'Trial accounts include one phone number' });
  await trial.getByText(TRIAL_LIMIT_BODY.details).waitFor();
  await trial.getByRole('link', { name: 'Upgrade plan' }).waitFor();
  await trial.getByRole('button', { name: 'Delete an agent' }).waitFor();
  await trial.getByRole('button', { name: 'Continue without phone' }).waitFor();
  await shot(page, 'trial-phone-limit', false);
  await page.keyboard.press('Escape');
  await page.getByText('Phone number purchase failed. Please try again or contact support.').waitFor();
  await undo();

  // The agent exists now: saving again updates it (no second agent), then another purchase failure.
  undo = await inject(page, 'purchasePhoneNumber', { status: 502, body: { error: 'Failed to purchase phone number' } });
  const completionDown = await inject(page, 'completeOnboarding', { status: 503, body: { error: 'Service temporarily unavailable' } });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const purchase = page.getByRole('dialog', { name: 'Phone Purchase Failed' });
  await purchase.getByText('Failed to purchase phone number').waitFor();
  await shot(page, 'purchase-failed', false);
  await purchase.getByRole('button', { name: 'Continue without phone' }).click();
  await page.getByText('Failed to complete onboarding: Service temporarily unavailable').waitFor();
  await undo();
  await completionDown();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('heading', { name: 'Your AI employee is ready' }).waitFor({ timeout: 30_000 });
  await page.getByText('No phone number was assigned to this AI employee. You can still test it in your browser.').waitFor();
  const list = await api<{ agents: { id: string; customName: string }[] }>(page, '/listAIEmployees');
  expect(list.body.agents.map((agent) => agent.customName)).toEqual(['Casey']);
  expect(await api(page, `/deleteAIEmployee?agentId=${list.body.agents[0]!.id}`, { method: 'DELETE' })).toEqual({ status: 200, body: { success: true } });

  // Assignment failure: declining stays on Customize; retrying assigns the released number.
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Cleaning Services Coordinator' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('radiogroup', { name: 'Use a number you already have' })
    .getByRole('radio', { name: pretty(boughtNumber) })
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCustomize(page, 'Devon');
  undo = await inject(page, 'assignPhoneNumber', { status: 409, body: { error: 'This number already serves another AI employee' } });
  await page.getByRole('button', { name: 'Create AI Employee' }).click();
  const assignment = page.getByRole('dialog', { name: 'Phone Assignment Failed' });
  await assignment.getByText('This number already serves another AI employee').waitFor();
  await shot(page, 'assignment-failed', false);
  await assignment.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText('Phone number assignment failed. Please try again or contact support.').waitFor();
  await undo();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page
    .getByTestId('assigned-number')
    .filter({ hasText: pretty(boughtNumber) })
    .waitFor({ timeout: 30_000 });
  expect(errors).toEqual([]);
  await context.close();
});

test('dashboard, detail and edit failures: connection lost, load, delete and save errors', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await signIn(page);
  const devon = page.getByTestId('agent-row').filter({ hasText: 'Devon' });
  await devon.waitFor();
  const devonId = (await api<{ agents: { id: string }[] }>(page, '/listAIEmployees')).body.agents[0]!.id;

  // The list: connection lost ('Try again' recovers), then a server failure.
  let undo = await inject(page, 'listAIEmployees', 'abort');
  await page.reload();
  await page.getByText('Unable to connect to server').waitFor({ timeout: 20_000 });
  await shot(page, 'dashboard-offline', false);
  await undo();
  await page.getByRole('button', { name: 'Try again' }).click();
  await devon.waitFor();
  undo = await inject(page, 'listAIEmployees', { status: 500, body: { error: 'Internal error' } });
  await page.reload();
  await page.getByText('Failed to load AI employees').waitFor({ timeout: 20_000 });
  await undo();
  await page.getByRole('button', { name: 'Try again' }).click();
  await devon.waitFor();

  // Delete from the list: the server's error, then no answer at all.
  undo = await inject(page, 'deleteAIEmployee', { status: 500, body: { error: 'Agent is busy' } });
  await devon.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete AI Employee' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Failed to delete agent: Agent is busy').waitFor();
  await page.getByRole('dialog', { name: 'Delete AI Employee' }).waitFor({ state: 'hidden' });
  await undo();
  undo = await inject(page, 'deleteAIEmployee', 'abort');
  await devon.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete AI Employee' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Failed to delete agent. Please try again.').waitFor();
  await undo();

  // The detail page.
  undo = await inject(page, 'getAIEmployee', { status: 500, body: {} });
  await page.goto(`/dashboard/agents/${devonId}`);
  await page.getByText('Failed to load AI employee details').waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Return to Dashboard' }).waitFor();
  await undo();
  undo = await inject(page, 'getAIEmployee', 'abort');
  await page.reload();
  await page.getByText('Unable to connect to server').waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Return to Dashboard' }).waitFor();
  await undo();
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Devon' }).waitFor();
  await page.getByText('Cleaning Services Coordinator').first().waitFor();
  undo = await inject(page, 'deleteAIEmployee', { status: 500, body: { error: 'Agent is busy' } });
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete AI Employee' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Failed to delete AI employee: Agent is busy').waitFor();
  await page.getByRole('dialog', { name: 'Delete AI Employee' }).waitFor({ state: 'hidden' });
  await undo();
  undo = await inject(page, 'deleteAIEmployee', 'abort');
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete AI Employee' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Unable to delete AI employee. Please try again.').waitFor();
  await undo();

  // The edit page's save failures; then a real save.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expectVoiceChosen(page);
  undo = await inject(page, 'updateAIEmployee', { status: 500, body: { error: 'Database unavailable' } });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Failed to update AI employee').waitFor();
  await page.getByText('Database unavailable').waitFor();
  await undo();
  undo = await inject(page, 'updateAIEmployee', 'abort');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Unable to save changes.').waitFor();
  await shot(page, 'agent-edit-failed', false);
  await undo();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Changes saved successfully!').waitFor();
  await page.waitForURL(`**/dashboard/agents/${devonId}`);
  expect(errors).toEqual([]);
  await context.close();
});
