// Accessibility of every page in Chromium against the real product: axe-core audits each page (and the
// dialogs and menus a visitor opens) at 1280 px and 390 px, failing on serious or critical violations;
// every page has one main landmark, the signed-in frame a banner with the navigation, and keyboard focus
// stays visible. Screenshots go to <shots dir>/a11y-*.png, moderate and minor findings to a11y-notes.txt.
import fs from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, shotsDir, startLandline, uniqueEmail, stopSuite, type RunningLandline } from './harness';
import { createOwner, type Owner } from './callHelpers';

jest.setTimeout(600_000);

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'mobile', width: 390, height: 844 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

let landline: RunningLandline;
let browser: Browser;
let owner: Owner;
let callId = '';

async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${landline.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One finished web call of the owner's agent, with a transcript, so the call page has content. */
async function seedCall(): Promise<string> {
  const start = Date.now() - 600_000;
  await api('/saveWebTranscript', {
    method: 'POST',
    token: owner.accessToken,
    body: {
      callId: `web-test-a11y-${start}`,
      agentId: owner.agentId,
      agentName: owner.agentName,
      employee: 'maintenance',
      transcript: [
        { role: 'model', text: 'Thanks for calling Oak Lane Rentals, this is Riley. How can I help?', timestamp: new Date(start).toISOString() },
        { role: 'user', text: 'My kitchen sink is leaking under the cabinet.', timestamp: new Date(start + 5_000).toISOString() },
        { role: 'model', text: 'I am sorry to hear that. What is your unit number?', timestamp: new Date(start + 9_000).toISOString() },
      ],
      transfers: [],
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 95_000).toISOString(),
      audioUrl: '',
      tokenUsage: 0,
      language: 'en',
    },
  });
  const { calls } = await api<{ calls: { id: string }[] }>('/getRecentCalls?limit=10', { token: owner.accessToken });
  if (!calls[0]) throw new Error('the seeded call is not listed');
  return calls[0].id;
}

/** A sandbox number for the owner's agent, so the agent pages and the phone simulator list one. */
async function buyNumber(): Promise<void> {
  const { numbers } = await api<{ numbers: { phoneNumber: string }[] }>('/searchPhoneNumbers?areaCode=415', { token: owner.accessToken });
  if (!numbers[0]) throw new Error('no sandbox number to buy');
  await api('/purchasePhoneNumber', {
    method: 'POST',
    token: owner.accessToken,
    body: { phoneNumber: numbers[0].phoneNumber, agentId: owner.agentId, friendlyName: owner.agentName },
  });
}

beforeAll(async () => {
  landline = await startLandline();
  browser = await launchBrowser();
  owner = await createOwner(landline.url, uniqueEmail('a11y'));
  await buyNumber();
  callId = await seedCall();
}, 180_000);

afterAll(async () => {
  fs.mkdirSync(shotsDir, { recursive: true });
  fs.writeFileSync(path.join(shotsDir, 'a11y-notes.txt'), `${notes.join('\n')}\n`);
  await stopSuite(browser, landline);
});

async function newContext(viewport: Viewport): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: landline.url, viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/** Waits for the page's heading, for every spinner to go and for transitions to end. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1:visible, h2:visible, [role="dialog"]:visible').first().waitFor();
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.mantine-Loader')).every((el) => !(el as HTMLElement).offsetParent), undefined, {
    timeout: 20_000,
    polling: 100,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

/** Scrolls through the page so lazy images load for the full-page screenshot, then back to the top. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete)
        .map((image) => image.decode().catch(() => null)),
    );
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

interface Audit {
  viewport: Viewport;
  failures: string[];
}

/** Moderate and minor violations of the whole run: not failures, written to <shots dir>/a11y-notes.txt. */
const notes: string[] = [];

/** Audits what the page shows now, saves a screenshot and records each serious or critical violation. */
async function check(page: Page, name: string, audit: Audit, options: { include?: string; fullPage?: boolean } = {}): Promise<void> {
  await settle(page);
  const where = `${name} @${audit.viewport.width}px`;
  if (options.fullPage !== false) await loadLazyImages(page);
  await screenshot(page, `a11y-${name}-${audit.viewport.label}`, options.fullPage !== false);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  for (const violation of results.violations) {
    if (!FAILING_IMPACTS.has(violation.impact ?? '')) {
      notes.push(`${where}: ${violation.id} (${violation.impact}): ${violation.help}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      continue;
    }
    const targets = violation.nodes.map((node) => `      ${node.target.join(' ')}${node.failureSummary ? `: ${node.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`);
    audit.failures.push(`${where}: ${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.helpUrl}\n${targets.join('\n')}`);
  }
  if (!options.include) await checkLandmarks(page, where, audit);
}

/** Every page has exactly one main landmark and at most one banner. */
async function checkLandmarks(page: Page, where: string, audit: Audit): Promise<void> {
  const mains = await page.getByRole('main').count();
  if (mains !== 1) audit.failures.push(`${where}: expected one main landmark, found ${mains}`);
  const banners = await page.getByRole('banner').count();
  if (banners > 1) audit.failures.push(`${where}: expected at most one banner landmark, found ${banners}`);
}

/** The signed-in frame: a banner holding the logo and, on wide screens, the main navigation. */
async function checkSignedInFrame(page: Page, where: string, audit: Audit): Promise<void> {
  const banner = page.getByRole('banner');
  if ((await banner.getByRole('link', { name: 'Landline home' }).count()) !== 1) audit.failures.push(`${where}: the banner has no home link`);
  if (audit.viewport.label === 'desktop' && (await banner.getByRole('navigation', { name: 'Main' }).getByRole('link').count()) < 3) {
    audit.failures.push(`${where}: the banner has no main navigation`);
  }
}

/**
 * Tabs through the first `stops` focusable elements and records each whose look does not change when it
 * takes keyboard focus (no outline, shadow, border or background), and any id used twice on the page.
 */
async function checkKeyboardFocus(page: Page, name: string, audit: Audit, stops = 30): Promise<void> {
  const where = `${name} @${audit.viewport.width}px`;
  // Computed styles are read at once: a transition would still show the unfocused look.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate(() => {
    // A focus style may sit on the element or on a wrapper around it (inputs, rows with a stretched link).
    (window as unknown as { __focusLook: (el: Element) => string }).__focusLook = (el) => {
      const looks: string[] = [];
      for (let node: Element | null = el, depth = 0; node && depth < 6; node = node.parentElement, depth++) {
        const style = getComputedStyle(node);
        looks.push([style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor, style.backgroundColor].join('|'));
      }
      return looks.join(' / ');
    };
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  const unmarked = new Set<string>();
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const focused = (window as unknown as { __focusLook: (el: Element) => string }).__focusLook(element);
      element.classList.add('a11y-probe-unfocused');
      const describe = `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[aria-label="${element.getAttribute('aria-label')}"]` : ''} "${(element.innerText || '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      return { focused, describe };
    });
    if (!result) break;
    const unfocused = await page.evaluate(() => {
      const element = document.querySelector('.a11y-probe-unfocused') as HTMLElement;
      element.classList.remove('a11y-probe-unfocused');
      element.blur();
      const look = (window as unknown as { __focusLook: (el: Element) => string }).__focusLook(element);
      element.focus({ focusVisible: true });
      return look;
    });
    if (unfocused === result.focused) unmarked.add(result.describe);
    if (i === 2) await screenshot(page, `a11y-${name}-keyboard-focus-${audit.viewport.label}`, false);
  }
  for (const element of unmarked) audit.failures.push(`${where}: no visible focus indicator on ${element}`);
  const duplicates = await page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll('[id]')).map((el) => el.id);
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  });
  if (duplicates.length > 0) audit.failures.push(`${where}: ids used more than once: ${duplicates.join(', ')}`);
}

function expectNoFailures(audit: Audit): void {
  if (audit.failures.length > 0) throw new Error(`Accessibility violations:\n${audit.failures.join('\n')}`);
}

async function visit(page: Page, path: string, name: string, audit: Audit): Promise<void> {
  await page.goto(path);
  await check(page, name, audit);
}

describe.each(VIEWPORTS)('at $width px', (viewport) => {
  test('public pages: landing, sign-in, sign-up, password, legal, 404', async () => {
    const audit: Audit = { viewport, failures: [] };
    const { context, page } = await newContext(viewport);
    await visit(page, '/', 'landing', audit);
    await checkKeyboardFocus(page, 'landing', audit);
    await page
      .getByRole('button', { name: /^Start a Call with/ })
      .first()
      .click();
    await page.getByText('Choose the language for your call').waitFor();
    await check(page, 'landing-language-dialog', audit, { include: '[role="dialog"]', fullPage: false });
    await page.keyboard.press('Escape');
    await visit(page, '/login', 'login', audit);
    await checkKeyboardFocus(page, 'login', audit);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await check(page, 'login-errors', audit);
    await visit(page, '/signup', 'signup', audit);
    await visit(page, '/forgot-password', 'forgot-password', audit);
    await visit(page, '/reset-password?token=not-a-real-token', 'reset-password', audit);
    await visit(page, '/tos', 'terms', audit);
    await visit(page, '/privacy', 'privacy', audit);
    await visit(page, '/no-such-page', 'not-found', audit);
    await context.close();
    expectNoFailures(audit);
  });

  test('onboarding: company, template, phone, customize and test steps of a new owner', async () => {
    const audit: Audit = { viewport, failures: [] };
    const { context, page } = await newContext(viewport);
    await page.goto('/signup');
    await page.getByLabel('Your name').fill('Casey Morgan');
    await page.getByLabel('Work email').fill(uniqueEmail(`a11y-onboarding-${viewport.label}`));
    await page.getByLabel('Password').fill('correct-horse');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/onboarding');

    await page.getByRole('heading', { name: 'Tell us about your company' }).waitFor();
    await check(page, 'onboarding-company', audit);
    await page.getByLabel('Company name').fill('Birch Court Homes');
    await page.getByRole('textbox', { name: 'Time zone' }).click();
    await page.getByRole('option', { name: /America\/Chicago/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Choose your AI employee' }).waitFor();
    await page.getByRole('radio', { name: 'Maintenance Coordinator' }).click();
    await check(page, 'onboarding-template', audit);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Get a phone number' }).waitFor();
    await page.getByLabel('Area code').fill('415');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('radiogroup', { name: 'Available phone numbers' }).getByRole('radio').first().waitFor();
    await check(page, 'onboarding-phone', audit);
    await page.getByLabel("Skip for now — I'll add a phone number later").check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Customize your AI employee' }).waitFor();
    await page.getByLabel('Agent name').fill('Sam');
    await page
      .waitForFunction(() => document.querySelector<HTMLInputElement>('input[aria-label="Voice"], input#voice')?.value !== '', undefined, { timeout: 20_000 })
      .catch(() => undefined);
    await check(page, 'onboarding-customize', audit);
    await page.getByRole('button', { name: 'Create AI Employee' }).click();

    await page.getByRole('heading', { name: 'Your AI employee is ready' }).waitFor({ timeout: 30_000 });
    await check(page, 'onboarding-test', audit);
    await context.close();
    expectNoFailures(audit);
  });

  test('signed-in pages: dashboard, agents, calls, test call, phone simulator, work orders, integrations, profile, plan', async () => {
    const audit: Audit = { viewport, failures: [] };
    const { context, page } = await newContext(viewport);
    await page.goto('/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page
      .locator(`a[href="/dashboard/calls/${encodeURIComponent(callId)}"]`)
      .first()
      .waitFor();
    await check(page, 'dashboard', audit);
    await checkSignedInFrame(page, 'dashboard', audit);
    await checkKeyboardFocus(page, 'dashboard', audit, 40);
    if (viewport.label === 'mobile') {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.getByRole('dialog').waitFor();
      await check(page, 'mobile-menu', audit, { include: '[role="dialog"]', fullPage: false });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    } else {
      await page.getByRole('button', { name: 'Open user menu' }).click();
      await page.getByRole('menu').waitFor();
      await check(page, 'user-menu', audit, { include: '[role="menu"]', fullPage: false });
      await page.keyboard.press('Escape');
    }

    await visit(page, `/dashboard/agents/${owner.agentId}`, 'agent-detail', audit);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('dialog').waitFor();
    await check(page, 'agent-delete-dialog', audit, { include: '[role="dialog"]', fullPage: false });
    await page.keyboard.press('Escape');
    await visit(page, `/dashboard/agents/${owner.agentId}/edit`, 'agent-edit', audit);
    await visit(page, '/onboarding', 'agent-create', audit);
    await visit(page, '/dashboard/calls', 'call-log', audit);
    await visit(page, `/dashboard/calls/${encodeURIComponent(callId)}`, 'call-detail', audit);
    await visit(page, `/test/${owner.agentId}`, 'test-call', audit);
    await visit(page, '/dashboard/phone', 'phone-simulator', audit);
    await visit(page, '/dashboard/work-orders', 'work-orders', audit);
    await visit(page, '/integrations', 'integrations', audit);
    await visit(page, '/profile', 'profile', audit);
    await visit(page, '/plan', 'plan', audit);
    await visit(page, '/dashboard/agents/no-such-agent', 'agent-not-found', audit);
    await context.close();
    expectNoFailures(audit);
  });
});
