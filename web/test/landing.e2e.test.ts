import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { MOBILE, launchBrowser, newPage, screenshot, startLandline, uniqueEmail, stopSuite, type RunningLandline } from './harness';

jest.setTimeout(90_000);

let landline: RunningLandline;
let browser: Browser;

beforeAll(async () => {
  landline = await startLandline();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await stopSuite(browser, landline);
});

const employees = ['Sarah', 'Sofia', 'Marcus', 'Diego', 'Emma', 'James'];

test('landing page shows the hero, six demo employees, the waitlist and the footer', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Meet Our AI Employees' }).waitFor();
  for (const name of employees) {
    await page.getByRole('button', { name: `Start a Call with ${name}` }).waitFor();
  }
  await page.getByText('Coming Soon', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
  await page.getByRole('link', { name: 'Terms of Service' }).waitFor();
  await page.getByRole('link', { name: 'Privacy Policy' }).waitFor();
  expect(await page.locator('#waitlist').count()).toBe(1);
  expect(await page.locator('#contact').count()).toBe(1);
  // Every image is served locally and actually loads.
  const brokenImages = await page.evaluate(async () => {
    const images = Array.from(document.images);
    images.forEach((image) => (image.loading = 'eager'));
    await Promise.all(images.filter((image) => !image.complete).map((image) => new Promise((resolve) => image.addEventListener('load', resolve, { once: true }))));
    return images.filter((image) => image.naturalWidth === 0 || !image.src.startsWith(location.origin)).map((image) => image.src);
  });
  expect(brokenImages).toEqual([]);
  await screenshot(page, 'landing-desktop');
  await screenshot(page, 'landing-desktop-fold', false);
  expect(errors).toEqual([]);
  await context.close();

  const mobile = await newPage(browser, landline.url, MOBILE);
  await mobile.page.goto('/');
  await mobile.page.getByRole('heading', { name: 'Meet Our AI Employees' }).waitFor();
  await screenshot(mobile.page, 'landing-mobile-fold', false);
  await screenshot(mobile.page, 'landing-mobile');
  await mobile.page.getByRole('button', { name: 'Open navigation menu' }).click();
  await mobile.page.getByRole('dialog').getByRole('link', { name: 'Get Started' }).waitFor();
  await mobile.page.waitForTimeout(500); // let the drawer finish sliding in
  await screenshot(mobile.page, 'landing-mobile-menu', false);
  await mobile.context.close();
});

test('the demo call button opens the language picker, then the microphone check, and never dead-ends', async () => {
  const { context, page } = await newPage(browser, landline.url);
  await page.goto('/');
  await page.getByRole('button', { name: 'Start a Call with Sarah' }).click();
  await page.getByText('Choose the language for your call').waitFor();
  await page.getByRole('button', { name: /Español/ }).waitFor();
  await screenshot(page, 'demo-call-dialog', false);
  await page.getByRole('button', { name: /English/ }).click();
  // Without a microphone the check explains the problem; with one the call starts (issue 4's tests hold calls).
  await page.getByRole('dialog').locator('[role="alert"], [data-testid="call-state"]').first().waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await context.close();
});

test('waitlist requires name, email and phone, then thanks the visitor', async () => {
  const { context, page } = await newPage(browser, landline.url);
  await page.goto('/#waitlist');
  const form = page.getByRole('form', { name: 'Waitlist' });
  await form.getByLabel('Name').fill('Pat Manager');
  await form.getByLabel('Email').fill(uniqueEmail('waitlist'));
  await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  await page.getByText('Please fill in all required fields.').waitFor();

  await form.getByLabel('Company').fill('Oak Lane Rentals');
  await form.getByLabel('Phone').fill('+1 212 555 0147');
  await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  await page.getByText('Thank You!').waitFor();
  await page.getByText("You're on the list. We'll be in touch soon.").waitFor();
  await screenshot(page, 'waitlist-success', false);
  await context.close();
});

test('the server validates the waitlist too', async () => {
  const response = await fetch(`${landline.url}/api/joinWaitlist`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Pat', company: '', email: '', phone: '' }),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: 'Please fill in all required fields.' });
});

test('legal pages carry the beta, emergency, recording and privacy terms', async () => {
  const { context, page } = await newPage(browser, landline.url);
  await page.goto('/tos');
  await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
  await page.getByText('Last updated: October 21, 2025').waitFor();
  await page.getByRole('heading', { name: /No liability for missed emergencies/ }).waitFor();
  await page.getByText(/notify callers that their calls are recorded/).waitFor();
  await screenshot(page, 'legal-tos', false);

  await page.goto('/privacy');
  await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
  await page.getByRole('heading', { name: /We do not sell your data/ }).waitFor();
  for (const right of ['access the personal information', 'correct information', 'delete your information', 'export your information']) {
    await page.getByText(right).first().waitFor();
  }
  await screenshot(page, 'legal-privacy');
  await context.close();
});

test('unknown routes show the not-found page', async () => {
  const { context, page } = await newPage(browser, landline.url);
  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await context.close();
});

test('the landing page hands over to the app at the first link that leaves it, and back and forward still work', async () => {
  const { context, page, errors } = await newPage(browser, landline.url);
  await page.goto('/#waitlist');
  await page.getByRole('heading', { name: 'Meet Our AI Employees' }).waitFor();
  // A link to a section stays on the page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
  await page.waitForURL((url) => url.hash === '#home');
  expect(new URL(page.url()).pathname).toBe('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
  await page.goBack();
  await page.getByRole('heading', { name: 'Meet Our AI Employees' }).waitFor();
  await page.goForward();
  await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
  // A modified click is the browser's: the page itself does not move.
  await page.goBack();
  const newTab = context.waitForEvent('page');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Privacy Policy' })
    .click({ modifiers: ['ControlOrMeta'] });
  await (await newTab).getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(errors).toEqual([]);
  await context.close();
});
