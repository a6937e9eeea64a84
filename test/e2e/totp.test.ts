import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  checkPage,
  createOwner,
  launchBrowser,
  newContext,
  type Service,
  signIn,
  startService,
} from './harness.js';

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

/**
 * The authenticator app's code. The service runs on this machine's clock (the harness passes a
 * libfaketime offset on to it), so the test computes codes at its own time; `steps` ahead gives
 * the next step's code, which the service accepts (one step of drift) and which was not used yet.
 */
const appCode = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('authenticator app (TOTP)', () => {
  it('sets up the app with a QR code, then signing in asks for its code', async () => {
    const owner = await createOwner(svc, { tag: 'totp' });
    const context = await newContext(browser);
    context.setDefaultTimeout(60_000);
    await signIn(context, svc, owner);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/settings/account`);
    await page.getByRole('heading', { name: 'Aplikacja uwierzytelniająca', level: 3 }).waitFor();
    await page.getByRole('button', { name: 'Skonfiguruj aplikację uwierzytelniającą' }).click();

    const qr = page.getByRole('img', { name: 'Kod QR do zeskanowania aplikacją uwierzytelniającą' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await checkPage(page, 'totp-setup');

    // A wrong code is refused in Polish and the app stays off.
    const codeField = page.getByRole('textbox', { name: 'Kod z aplikacji uwierzytelniającej' });
    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Potwierdź i włącz' }).click();
    await page.getByRole('alert').filter({ hasText: 'Kod jest nieprawidłowy' }).waitFor();
    expect((await api(svc, owner.token, 'GET', '/auth/me')).body.totp_enabled).toBe(false);

    await codeField.fill(await appCode(secret));
    await page.getByRole('button', { name: 'Potwierdź i włącz' }).click();
    await page
      .getByText('Aplikacja uwierzytelniająca jest włączona. Przy logowaniu wpisz kod z aplikacji.')
      .waitFor();
    await page.getByRole('button', { name: 'Wyłącz aplikację uwierzytelniającą' }).waitFor();
    expect((await api(svc, owner.token, 'GET', '/auth/me')).body.totp_enabled).toBe(true);

    // Sign out, then sign in with the password and the app's code (nothing is e-mailed).
    await page.getByRole('button', { name: 'Wyloguj', exact: true }).click();
    await page.getByRole('heading', { name: 'Zaloguj się' }).waitFor();
    const mailed = svc.mail.to(owner.email).length;
    await page.getByLabel('Adres e-mail').fill(owner.email);
    await page.getByLabel('Hasło').fill(owner.password);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.getByRole('heading', { name: 'Kod weryfikacyjny' }).waitFor();
    await page.getByText(/Otwórz aplikację uwierzytelniającą i wpisz 6-cyfrowy kod/).waitFor();
    await page.getByRole('button', { name: 'Wyślij mi kod e-mailem' }).waitFor();
    await checkPage(page, 'totp-sign-in');
    await page.getByLabel('Kod z aplikacji uwierzytelniającej').fill(await appCode(secret, 1));
    await page.getByRole('button', { name: 'Potwierdź' }).click();
    await expect.poll(() => page.url(), { timeout: 30_000 }).not.toContain('/sign-in');
    expect(svc.mail.to(owner.email).length).toBe(mailed);

    await page.goto(`${svc.appUrl}/settings/account`);
    await page.getByRole('button', { name: 'Wyłącz aplikację uwierzytelniającą' }).waitFor();
    await context.close();
  }, 300_000);
});
