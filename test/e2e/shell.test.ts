import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkPage,
  createOwner,
  launchBrowser,
  newContext,
  registerVerified,
  type Service,
  signIn,
  startService,
} from './harness.js';

let svc: Service;
let browser: Browser;

beforeAll(async () => {
  svc = await startService();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
});

describe('the dashboard is served by the service', () => {
  it('serves the page no-cache and the hashed assets immutable, pre-compressed', async () => {
    const page = await fetch(`${svc.appUrl}/calls/whatever`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const script = /src="(\/app\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${svc.baseUrl}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    const missing = await fetch(`${svc.appUrl}/assets/nope-123.js`);
    expect(missing.status).toBe(404);
    const root = await fetch(`${svc.baseUrl}/`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/app/');
  });

  it('sends a signed-out visitor to sign-in, in Polish first, and switches to English', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The first load of the sign-in page: under 300 KB of JavaScript as sent (compressed).
    const scripts: Promise<number>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        scripts.push(
          r
            .request()
            .sizes()
            .then((s) => s.responseBodySize),
        );
    });
    await page.goto(`${svc.appUrl}/calls`);
    await expect.poll(() => page.url()).toContain('/app/sign-in?next=%2Fcalls');
    await page.getByRole('heading', { name: 'Zaloguj się' }).waitFor();
    await checkPage(page, 'sign-in-pl');
    const sent = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(sent).toBeGreaterThan(10_000);
    expect(sent).toBeLessThan(300 * 1024);
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await checkPage(page, 'sign-in-en');
    await context.close();
  });

  it('signs in with a password and lands on the page asked for; an unknown page is not-found', async () => {
    const owner = await createOwner(svc);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/sign-in?next=%2Fno-such-page`);
    await page.getByLabel('Adres e-mail').fill(owner.email);
    await page.getByLabel('Hasło').fill(owner.password);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.getByTestId('not-found').waitFor();
    expect(page.url()).toContain('/app/no-such-page');
    await checkPage(page, 'not-found');
    await context.close();
    const other = await newContext(browser, { mobile: true });
    await signIn(other, svc, owner);
    const phone = await other.newPage();
    await phone.goto(`${svc.appUrl}/no-such-page`);
    await phone.getByTestId('not-found').waitFor();
    await checkPage(phone, 'not-found-phone');
    await other.close();
  });

  it('sends a user without a business from every business page to the wizard; the account opens; no bell', async () => {
    const user = await registerVerified(svc, 'nobiz-shell');
    const context = await newContext(browser);
    context.setDefaultTimeout(60_000);
    await signIn(context, svc, user);
    const page = await context.newPage();
    for (const path of [
      '/',
      '/calls',
      '/follow-ups',
      '/appointments',
      '/stats',
      '/missed-questions',
      '/knowledge',
      '/try',
      '/settings/business',
      '/readiness',
      '/developers',
      '/billing',
      '/notifications',
    ]) {
      await page.goto(`${svc.appUrl}${path}`);
      await page.getByRole('heading', { name: 'Skonfiguruj swoją firmę' }).waitFor();
      expect(page.url(), path).toBe(`${svc.appUrl}/onboarding`);
    }
    // The notifications are the business's: no bell before there is one.
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Powiadomienia/ })
        .count(),
    ).toBe(0);
    await checkPage(page, 'shell-no-business-wizard');
    // The user's own account settings open without a business.
    await page.goto(`${svc.appUrl}/settings/account`);
    await page.getByRole('heading', { name: 'Konto', level: 1 }).waitFor();
    expect(page.url()).toBe(`${svc.appUrl}/settings/account`);
    await context.close();
  });
});
