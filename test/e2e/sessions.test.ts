import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, checkPage, createOwner, launchBrowser, type Service, startService } from './harness.js';

let svc: Service;
let browser: Browser;

beforeAll(async () => {
  svc = await startService();
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
});

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';

/** A fresh browser profile (as the harness's `newContext`), optionally with its own user agent. */
async function device(opts: { userAgent?: string; mobile?: boolean } = {}) {
  const context = await browser.newContext({
    locale: 'pl-PL',
    reducedMotion: 'reduce',
    viewport: opts.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    ...(opts.mobile ? { isMobile: true, hasTouch: true } : {}),
    ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
  });
  // The machine may be shared and slow.
  context.setDefaultTimeout(60_000);
  return context;
}

/** Signs in through the sign-in page, as a person would, and lands on the account page. */
async function signInThroughPage(
  context: BrowserContext,
  who: { email: string; password: string },
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${svc.appUrl}/sign-in?next=%2Fsettings%2Faccount`);
  await page.getByLabel('Adres e-mail').fill(who.email);
  await page.getByLabel('Hasło').fill(who.password);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await page.getByRole('heading', { name: 'Konto', level: 1 }).waitFor();
  return page;
}

describe('signed-in sessions', () => {
  it('lists the devices signed in, and signs another one out', async () => {
    const owner = await createOwner(svc, { tag: 'sessions' });
    // The harness signed in through the API; that session is not one of the two devices.
    expect((await api(svc, owner.token, 'POST', '/auth/logout')).status).toBe(200);

    const laptop = await device();
    const phone = await device({ userAgent: FIREFOX_ANDROID, mobile: true });
    const phonePage = await signInThroughPage(phone, owner);
    const page = await signInThroughPage(laptop, owner);

    const rows = page.getByTestId('session-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
    // Newest first: this laptop, marked, without a sign-out button; then the phone.
    const mine = rows.nth(0);
    await mine.getByText('To urządzenie').waitFor();
    expect(await mine.textContent()).toContain('Chrome · Linux');
    expect(await mine.getByRole('button').count()).toBe(0);
    const other = rows.nth(1);
    await other.getByText('Firefox · Android').waitFor();
    expect(await other.textContent()).toMatch(/Zalogowano: .*\d{2}:\d{2}/);
    expect(await other.textContent()).toContain('Ostatnia aktywność:');
    await checkPage(page, 'account-sessions');

    // The phone's own page marks the phone.
    await phonePage.reload();
    const phoneRows = phonePage.getByTestId('session-row');
    await expect.poll(() => phoneRows.count(), { timeout: 30_000 }).toBe(2);
    await phoneRows.nth(1).getByText('To urządzenie').waitFor();
    await checkPage(phonePage, 'account-sessions-phone');

    await other.getByRole('button', { name: /^Wyloguj Firefox · Android/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Firefox · Android, zalogowane/).waitFor();
    await checkPage(page, 'account-sessions-revoke');
    await dialog.getByRole('button', { name: 'Wyloguj urządzenie' }).click();
    await page.getByText('Urządzenie zostało wylogowane.').waitFor();
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(1);
    await rows.nth(0).getByText('To urządzenie').waitFor();

    // The phone is signed out on its next request; the laptop stays.
    await phonePage.reload();
    await expect.poll(() => phonePage.url(), { timeout: 30_000 }).toContain('/app/sign-in');
    await page.reload();
    await page.getByRole('heading', { name: 'Konto', level: 1 }).waitFor();
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(1);

    await phone.close();
    await laptop.close();
  }, 300_000);
});
