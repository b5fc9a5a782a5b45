import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot, startLandline, uniqueEmail, waitForMessage, waitForPath, stopSuite, type RunningLandline } from './harness';

jest.setTimeout(90_000);

let landline: RunningLandline;
let browser: Browser;
const password = 'correct-horse';
const email = uniqueEmail('owner');
const companyName = 'Maple Street Properties';

beforeAll(async () => {
  landline = await startLandline();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await stopSuite(browser, landline);
});

test('visiting /dashboard signed out redirects to /login', async () => {
  const { context, page } = await newPage(browser, landline.url);
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await screenshot(page, 'login');
  await context.close();
});

test('sign up → onboarding guard → Company step → dashboard greeting → logout', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await page.goto('/signup');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await screenshot(page, 'signup');
  await page.getByLabel('Your name').fill('Jordan Rivera');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/onboarding');

  // The guard keeps a user who has not finished onboarding out of the dashboard.
  await page.goto('/dashboard');
  await page.waitForURL('**/onboarding');
  await page.getByRole('heading', { name: 'Tell us about your company' }).waitFor();
  for (const step of ['Company', 'Template', 'Phone', 'Customize', 'Test']) {
    await page.getByText(step, { exact: true }).first().waitFor();
  }
  await screenshot(page, 'onboarding');

  // Company name is required.
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Company name is required').waitFor();

  await page.getByLabel('Company name').fill(companyName);
  await page.getByText('Landlord', { exact: true }).click();
  await page.getByLabel('Number of properties').fill('12');
  await page.getByRole('textbox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: /America\/Chicago/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The Company step leads to the Template step; the rest of the onboarding (and its completion call
  // with the 1 s wait) is covered by agents.e2e.test.ts. Here the owner completes it without an agent.
  await page.getByRole('heading', { name: 'Choose your AI employee' }).waitFor();
  const completed = await page.evaluate(async (company) => {
    const session = JSON.parse(localStorage.getItem('landline.session') ?? '{}') as { accessToken?: string };
    const response = await fetch('/api/completeOnboarding', {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ companyName: company, industry: 'landlord', timezone: 'America/Chicago', propertyCount: 12 }),
    });
    return response.status;
  }, companyName);
  expect(completed).toBe(200);
  await page.goto('/dashboard');

  await page.getByRole('heading', { name: `Welcome back, ${companyName}` }).waitFor();
  await page.getByText('No AI Employees Yet').waitFor();
  await page.getByText('Get started by creating your first AI employee to handle calls.').waitFor();
  await page.getByText('No Calls Yet').waitFor();
  await page.getByText('/ 60 min used').waitFor();
  await screenshot(page, 'dashboard');

  // The profile now reflects what was submitted.
  const profile = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('landline.session') ?? '{}') as { accessToken?: string };
    const response = await fetch('/api/getUserProfile', { headers: { Authorization: `Bearer ${session.accessToken}` } });
    return response.json();
  });
  expect(profile).toMatchObject({ companyName, industry: 'landlord', timezone: 'America/Chicago', onboardingCompleted: true });

  // Profile in the user menu opens the account page.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL('**/profile');
  await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL('**/dashboard');

  await page.getByTestId('user-menu').click();
  await page.getByText('Jordan Rivera').waitFor();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Login' }).first().waitFor();
  expect(await page.evaluate(() => localStorage.getItem('landline.session'))).toBeNull();

  // Signed out again: the dashboard is guarded.
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
  expect(errors).toEqual([]);
  await context.close();
});

test('login validates the password length, shows the server error, then signs in', async () => {
  const { context, page } = await newPage(browser, landline.url);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('abc');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Password must be at least 6 characters').waitFor();

  const serverError = await fetch(`${landline.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'wrong-password' }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { error: string } }));
  expect(serverError.status).toBe(401);
  expect(serverError.body.error).toBeTruthy();

  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').filter({ hasText: serverError.body.error }).waitFor();

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: `Welcome back, ${companyName}` }).waitFor();
  await context.close();
});

async function apiLogin(pw = password) {
  const response = await fetch(`${landline.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: pw }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { accessToken: string; refreshToken: string; expiresIn: number };
}

test('the API client refreshes an expired or rejected access token, and signs out when the refresh fails', async () => {
  const scenarios = [
    { name: 'expired', accessToken: (t: { accessToken: string }) => t.accessToken, expiresAt: () => Date.now() - 60_000, refreshOk: true },
    { name: 'rejected', accessToken: () => 'not-a-valid-token', expiresAt: () => Date.now() + 600_000, refreshOk: true },
    { name: 'refresh rejected', accessToken: () => 'not-a-valid-token', expiresAt: () => Date.now() + 600_000, refreshOk: false },
  ];
  for (const scenario of scenarios) {
    const tokens = await apiLogin();
    const { context, page } = await newPage(browser, landline.url);
    await page.goto('/tos');
    const stored = {
      kind: 'gateway',
      accessToken: scenario.accessToken(tokens),
      refreshToken: scenario.refreshOk ? tokens.refreshToken : 'revoked-refresh-token',
      expiresAt: scenario.expiresAt(),
    };
    await page.evaluate((value) => localStorage.setItem('landline.session', value), JSON.stringify(stored));
    await page.goto('/dashboard');
    if (scenario.refreshOk) {
      await page.getByRole('heading', { name: `Welcome back, ${companyName}` }).waitFor();
      const session = JSON.parse((await page.evaluate(() => localStorage.getItem('landline.session'))) ?? '{}');
      expect(session.accessToken).not.toBe(stored.accessToken);
      expect(session.refreshToken).not.toBe(stored.refreshToken);
      expect(session.expiresAt).toBeGreaterThan(Date.now());
    } else {
      await page.waitForURL('**/login');
      expect(await page.evaluate(() => localStorage.getItem('landline.session'))).toBeNull();
    }
    await context.close();
  }
});

test('forgot password shows the success text', async () => {
  const { context, page } = await newPage(browser, landline.url);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await waitForPath(page, '/forgot-password');
  // The address changes before the new page has rendered: the sign-in form, which also has an Email field, may still be up.
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await waitForMessage(page, 'Check your email for password reset instructions');
  await screenshot(page, 'forgot-password');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.waitForURL('**/login');

  // With the embedded identity provider the reset email goes to the log: follow its link.
  const links = [...landline.logs().matchAll(/reset-password\?token=([A-Za-z0-9_-]+)/g)];
  if (links.length > 0) {
    const token = links.at(-1)![1]!;
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel(/^New password/).fill('short');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    const newPassword = 'brand-new-secret';
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Your password has been reset').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
  }
  await context.close();
});
