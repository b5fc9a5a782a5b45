// No dead ends for a signed-in owner: a number from the agent page after skipping the Phone step, the plan
// limit shown before the create wizard opens, the plan page's upgrade request, the Support panel, and the
// account page (password change, deletion). Screenshots at 1280 and 390 px go to LANDLINE_SHOTS_DIR.
import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { MOBILE, launchBrowser, newPage, screenshot, startLandline, uniqueEmail, waitForMessage, waitForPath, stopSuite, type RunningLandline } from './harness';
import { createOwner, pageApi } from './callHelpers';

jest.setTimeout(150_000);

const DESKTOP = { width: 1280, height: 900 };
const AGENT_LIMIT = 'Agent limit reached. Your plan allows 1 AI employee(s). Please delete an existing agent or upgrade your plan.';
const SKIP_PHONE = "Skip for now — I'll add a phone number later";

let landline: RunningLandline;
let browser: Browser;
const email = uniqueEmail('deadends');
let password = 'correct-horse';
let agentId = '';

beforeAll(async () => {
  landline = await startLandline();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await stopSuite(browser, landline);
});

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await screenshot(page, `deadends-${name}`, true);
}

async function signIn(page: Page, address = email, secret = password) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitForPath(page, '/dashboard');
}

const pretty = (e164: string) => e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');

test('an owner who skipped the Phone step assigns, releases and reuses a number from the agent page', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, DESKTOP);
  await page.goto('/signup');
  await page.getByLabel('Your name').fill('Jordan Rivera');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Tell us about your company' }).waitFor();
  await page.getByLabel('Company name').fill('Maple Street Properties');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Maintenance Coordinator' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Get a phone number' }).waitFor();
  await page.getByLabel(SKIP_PHONE).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Customize your AI employee' }).waitFor();
  await page.getByLabel('Agent name').fill('Riley');
  const voice = page.getByRole('textbox', { name: 'Voice' });
  for (let tries = 0; tries < 75 && (await voice.inputValue()) === ''; tries++) await page.waitForTimeout(200);
  await page.getByRole('button', { name: 'Create AI Employee' }).click();
  await page.getByRole('heading', { name: 'Your AI employee is ready' }).waitFor({ timeout: 30_000 });
  agentId = ((await page.getByRole('link', { name: 'Start Browser Test' }).getAttribute('href')) ?? '').replace('/test/', '');
  expect(agentId).not.toBe('');

  await page.goto(`/dashboard/agents/${agentId}`);
  await page.getByTestId('agent-phone').filter({ hasText: 'Not assigned' }).waitFor();
  await page.getByRole('button', { name: 'Assign a number' }).click();
  const picker = page.getByRole('dialog', { name: 'Phone number for Riley' });
  await picker.getByLabel('Area code').fill('512');
  await picker.getByRole('button', { name: 'Search' }).click();
  const offered = picker.getByRole('radiogroup', { name: 'Available phone numbers' }).getByRole('radio');
  await offered.first().waitFor();
  const chosen = (await offered.first().getAttribute('aria-label')) ?? '';
  expect(chosen).toMatch(/^\(512\) \d{3}-\d{4}$/);
  await offered.first().click();
  await picker.getByText(`Selected: ${chosen}`).waitFor();
  await shot(page, 'agent-number-picker');
  await picker.getByRole('button', { name: 'Use this number' }).click();
  await picker.waitFor({ state: 'hidden' });
  await page.getByTestId('agent-phone').filter({ hasText: chosen }).waitFor();
  await shot(page, 'agent-number-assigned');

  // Release: the number leaves the agent and stays in the owner's pool, offered the next time.
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  await page.getByRole('dialog', { name: 'Release this number?' }).getByRole('button', { name: 'Release number' }).click();
  await page.getByTestId('agent-phone').filter({ hasText: 'Not assigned' }).waitFor();
  await page.getByRole('button', { name: 'Assign a number' }).click();
  const owned = picker.getByRole('radiogroup', { name: 'Use a number you already have' }).getByRole('radio', { name: chosen });
  await owned.click();
  await picker.getByRole('button', { name: 'Use this number' }).click();
  await page.getByTestId('agent-phone').filter({ hasText: chosen }).waitFor();
  const agent = await pageApi<{ aiemployee: { phoneNumber: { phoneNumber: string } } }>(page, `/getAIEmployee?agentId=${agentId}`);
  expect(pretty(agent.body.aiemployee.phoneNumber.phoneNumber)).toBe(chosen);

  const mobile = await newPage(browser, landline.url, MOBILE);
  await signIn(mobile.page);
  await mobile.page.goto(`/dashboard/agents/${agentId}`);
  await mobile.page.getByRole('button', { name: 'Change number' }).click();
  await mobile.page.getByRole('dialog', { name: 'Phone number for Riley' }).getByLabel('Area code').waitFor();
  await shot(mobile.page, 'agent-number-picker-mobile');
  await mobile.context.close();

  expect(errors).toEqual([]);
  await context.close();
});

test('at the plan limit the create wizard is refused up front, with the way to the plan page', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, DESKTOP);
  await signIn(page);
  await page.getByRole('button', { name: 'New' }).click();
  const refusal = page.getByRole('dialog', { name: 'You cannot add another AI employee yet' });
  await refusal.getByText(AGENT_LIMIT).waitFor();
  expect(page.url()).toMatch(/\/dashboard$/);
  await shot(page, 'agent-limit');
  await refusal.getByRole('link', { name: 'See your plan and upgrade' }).click();
  await page.waitForURL('**/plan');

  // A bookmarked or typed /onboarding says the same, before any step.
  await page.goto('/onboarding');
  await page.getByText(AGENT_LIMIT).waitFor();
  expect(await page.getByRole('heading', { name: 'Choose your AI employee' }).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('the plan page shows limits and usage and takes one upgrade request, shown as received', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, DESKTOP);
  await signIn(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Plan & usage' }).click();
  await page.getByRole('heading', { name: 'Plan & usage' }).waitFor();
  await page.getByTestId('plan-agents').filter({ hasText: '1 of 1' }).waitFor();
  await page.getByTestId('plan-numbers').filter({ hasText: '1 of 1' }).waitFor();
  await page.getByTestId('plan-minutes').filter({ hasText: '0 of 60' }).waitFor();
  await page.getByLabel('Anything we should know? (optional)').fill('We need 5 AI employees for our buildings.');
  await page.getByRole('button', { name: 'Contact us to upgrade' }).click();
  await page
    .getByTestId('upgrade-received')
    .filter({ hasText: /Request received on \w{3} \d{1,2}, \d{4}/ })
    .waitFor();
  await shot(page, 'plan');

  await page.reload();
  await page.getByTestId('upgrade-received').waitFor();
  expect(await page.getByRole('button', { name: 'Contact us to upgrade' }).count()).toBe(0);
  const again = await pageApi<{ error: string }>(page, '/requestUpgrade', { method: 'POST', body: { message: '' } });
  expect(again).toEqual({ status: 409, body: { error: 'You already have an open upgrade request. We will be in touch soon.' } });

  const mobile = await newPage(browser, landline.url, MOBILE);
  await signIn(mobile.page);
  await mobile.page.goto('/plan');
  await mobile.page.getByTestId('upgrade-received').waitFor();
  await shot(mobile.page, 'plan-mobile');
  await mobile.context.close();
  expect(errors).toEqual([]);
  await context.close();
});

test('Support opens the help panel in the signed-in area; visitors keep the marketing page’s contact section', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, DESKTOP);
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' }).click();
  const panel = page.getByTestId('help-panel');
  await panel.getByRole('link', { name: 'support@landline.app' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  await shot(page, 'help-panel');
  await panel.getByRole('link', { name: 'plan page' }).click();
  await page.waitForURL('**/plan');
  await panel.waitFor({ state: 'hidden' });

  const mobile = await newPage(browser, landline.url, MOBILE);
  await signIn(mobile.page);
  await mobile.page.getByRole('button', { name: 'Open navigation menu' }).click();
  await mobile.page.getByRole('button', { name: 'Support' }).click();
  await mobile.page.getByTestId('help-panel').getByRole('link', { name: 'support@landline.app' }).waitFor();
  await shot(mobile.page, 'help-panel-mobile');
  await mobile.context.close();

  const visitor = await newPage(browser, landline.url, DESKTOP);
  await visitor.page.goto('/');
  await visitor.page.locator('#contact').waitFor({ state: 'attached' });
  expect(await visitor.page.getByTestId('help-panel').count()).toBe(0);
  await visitor.context.close();
  expect(errors).toEqual([]);
  await context.close();
});

test('the account page saves the profile and changes the password; the owner signs in with the new one', async () => {
  const { context, page, errors } = await newPage(browser, landline.url, DESKTOP);
  await signIn(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByRole('heading', { name: 'Your account' }).waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe(email);
  await page.getByLabel('Name').fill('Jordan R. Rivera');
  await page.getByLabel('Company').fill('Maple Street Homes');
  await page.getByRole('textbox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: /America\/Denver/ }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Profile saved').waitFor();
  const profile = await pageApi<{ displayName: string; companyName: string; timezone: string }>(page, '/getUserProfile');
  expect(profile.body).toMatchObject({ displayName: 'Jordan R. Rivera', companyName: 'Maple Street Homes', timezone: 'America/Denver' });
  await page.getByRole('link', { name: "Riley's notifications" }).waitFor();
  await shot(page, 'profile');

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('short');
  await form.getByLabel('Confirm new password').fill('short');
  await form.getByRole('button', { name: 'Change password' }).click();
  await form.getByText('Password must be at least 6 characters').waitFor();
  await form.getByLabel('New password', { exact: true }).fill('maple-street-42');
  await form.getByLabel('Confirm new password').fill('maple-street-42');
  await form.getByRole('button', { name: 'Change password' }).click();
  await form.getByText('Current password is incorrect').waitFor();
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await page.waitForURL('**/login');
  await waitForMessage(page, 'Password changed. Sign in with your new password.');
  // The address changes before the sign-in form has rendered; the account page, still up, also has an Email field.
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitForMessage(page, 'Invalid email or password');
  password = 'maple-street-42';
  await signIn(page);

  const mobile = await newPage(browser, landline.url, MOBILE);
  await signIn(mobile.page);
  await mobile.page.goto('/profile');
  await mobile.page.getByRole('heading', { name: 'Your account' }).waitFor();
  await shot(mobile.page, 'profile-mobile');
  await mobile.context.close();
  expect(errors).toEqual([]);
  await context.close();
});

test('deleting an account takes the typed confirmation, signs out and leaves other owners alone', async () => {
  const doomed = await createOwner(landline.url, uniqueEmail('doomed'), 'Casey');
  const { context, page, errors } = await newPage(browser, landline.url, DESKTOP);
  await signIn(page, doomed.email, doomed.password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await shot(page, 'delete-account');
  await confirm.click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForMessage(page, 'Your account was deleted');

  await page.goto('/login');
  await page.getByLabel('Email').fill(doomed.email);
  await page.getByLabel('Password').fill(doomed.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitForMessage(page, 'Invalid email or password');

  await signIn(page);
  const mine = await pageApi<{ aiemployee: { customName: string } }>(page, `/getAIEmployee?agentId=${agentId}`);
  expect(mine).toMatchObject({ status: 200, body: { aiemployee: { customName: 'Riley' } } });
  expect(errors).toEqual([]);
  await context.close();
});
