import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  checkPage,
  createOwner,
  launchBrowser,
  newContext,
  type Owner,
  type Service,
  signIn,
  startService,
  waitForMail,
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

async function signedIn(
  who: { token: string },
  opts: { mobile?: boolean } = {},
): Promise<[BrowserContext, Page]> {
  const context = await newContext(browser, opts);
  // The machine may be shared and slow: pages get more time than the harness's 15 s default.
  context.setDefaultTimeout(60_000);
  await signIn(context, svc, who);
  return [context, await context.newPage()];
}

/** A completed call through the voice engine's internal API (minutes, and a notification with a message). */
async function completedCall(tenantId: string, seconds: number, message?: string) {
  const headers = { 'x-internal-key': svc.internalKey, 'content-type': 'application/json' };
  const opened = await fetch(`${svc.baseUrl}/internal/calls`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ tenant_id: tenantId, from: '+48601234567' }),
  });
  expect(opened.status).toBe(201);
  const id = ((await opened.json()) as { id: string }).id;
  const done = await fetch(`${svc.baseUrl}/internal/calls/${id}/complete`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      duration_seconds: seconds,
      outcome: message ? 'callback' : 'answered_faq',
      summary: 'Pytanie o wycenę',
      ...(message ? { callback_requested: true, message: { text: message } } : {}),
    }),
  });
  expect(done.status).toBe(200);
}

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('billing', () => {
  it('shows the plan, trial days and usage with a warning near the limit; checkout in the sandbox; invoices', async () => {
    const owner = await createOwner(svc, { tag: 'bill' });
    const [context, page] = await signedIn(owner);
    await page.goto(`${svc.appUrl}/billing`);
    await page.getByRole('heading', { name: 'Plan i płatności', level: 1 }).waitFor();
    await page.getByText('Okres próbny').first().waitFor();
    expect(await page.getByTestId('trial-days').textContent()).toMatch(/Dni do końca okresu próbnego: 1[34]/);
    await page.getByTestId('minutes-used').filter({ hasText: 'Minuty: 0 z 150' }).waitFor();
    await page.getByText('Nie masz jeszcze faktur.').waitFor();
    await checkPage(page, 'billing-trial');

    // 122 of 150 minutes: past 80 %, the page warns.
    await completedCall(owner.tenantId, 122 * 60);
    await page.reload();
    await page.getByTestId('minutes-used').filter({ hasText: 'Minuty: 122 z 150' }).waitFor();
    await page.getByText('Kończą się minuty').waitFor();
    await page.getByText(/Wykorzystano już 81% minut/).waitFor();
    await checkPage(page, 'billing-usage-warning');

    await page.getByRole('button', { name: 'Wybierz plan Starter' }).click();
    await page.waitForURL(/\/billing\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Zapłać / Pay' }).click();
    await page.getByRole('link', { name: 'Wróć do panelu / Back to the dashboard' }).click();
    await page.waitForURL(/\/app\/billing\?checkout=success/);
    await page.getByText('Dziękujemy za płatność').waitFor();
    await page.getByTestId('plan-name').filter({ hasText: 'Starter' }).waitFor();
    await page.getByText('Aktywna').first().waitFor();
    const invoice = page.getByTestId('invoice-row').first();
    await invoice.getByText('Opłacona').waitFor();
    await checkPage(page, 'billing-paid');

    await invoice.getByRole('link').click();
    await page.getByRole('heading', { name: /^Faktura /, level: 1 }).waitFor();
    const invoicePath = new URL(page.url()).pathname.replace(/^\/app/, '');
    await page.getByRole('rowheader', { name: 'Brutto' }).waitFor();
    await checkPage(page, 'billing-invoice');

    await page.goto(`${svc.appUrl}/billing?checkout=cancelled`);
    await page.getByText('Płatność przerwana').waitFor();
    await context.close();

    // Another business's invoice is the not-found page.
    const other = await createOwner(svc, { tag: 'billother' });
    const [context2, page2] = await signedIn(other);
    await page2.goto(`${svc.appUrl}${invoicePath}`);
    await page2.getByTestId('not-found').waitFor();
    await checkPage(page2, 'billing-invoice-not-found');
    await context2.close();
  }, 300_000);

  it('fits a phone', async () => {
    const owner = await createOwner(svc, { tag: 'billphone' });
    const [context, page] = await signedIn(owner, { mobile: true });
    await page.goto(`${svc.appUrl}/billing`);
    await page.getByTestId('minutes-used').waitFor();
    await checkPage(page, 'billing-phone');
    await context.close();
  }, 300_000);
});

describe('account', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createOwner(svc, { tag: 'acct' });
  }, 300_000);

  it('saves the profile and shows the uploaded picture; in English too', async () => {
    const [context, page] = await signedIn(owner);
    await page.goto(`${svc.appUrl}/settings/account#email`);
    await page.getByRole('heading', { name: 'Konto', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Adres e-mail' }).waitFor();
    await checkPage(page, 'account-page');
    await page.getByLabel('Imię i nazwisko').fill('Jan Kowalski');
    await page.getByLabel('Telefon do powiadomień SMS').fill('600 700 800');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Profil został zapisany.').waitFor();
    await expect
      .poll(() => page.getByLabel('Telefon do powiadomień SMS').inputValue(), { timeout: 30_000 })
      .toBe('+48600700800');
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Imię i nazwisko').inputValue(), { timeout: 30_000 })
      .toBe('Jan Kowalski');

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Zdjęcie zostało zapisane.').waitFor();
    const img = page.getByTestId('avatar').locator('img');
    await img.waitFor();
    expect(await img.getAttribute('src')).toContain('/auth/avatars/');
    expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    await checkPage(page, 'account-profile-saved');

    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
    await page.getByText('Deleting the account cannot be undone. The rules:').waitFor();
    await checkPage(page, 'account-page-en');
    await context.close();
  }, 300_000);

  it('turns two-step sign-in on, after which signing in asks for the mailed code', async () => {
    const [context, page] = await signedIn(owner);
    await page.goto(`${svc.appUrl}/settings/account`);
    const toggle = page.getByRole('switch', { name: 'Wymagaj kodu z e-maila przy logowaniu' });
    // A controlled switch: it turns on when the service has answered, so click (not check) and wait.
    await toggle.click();
    await page.getByText('Logowanie dwuetapowe jest włączone.').waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await checkPage(page, 'account-2fa-on');
    await context.close();

    const fresh = await newContext(browser);
    const login = await fresh.newPage();
    await login.goto(`${svc.appUrl}/sign-in?next=%2Fsettings%2Faccount`);
    const sent = svc.mail.to(owner.email).length;
    await login.getByLabel('Adres e-mail').fill(owner.email);
    await login.getByLabel('Hasło').fill(owner.password);
    await login.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await login.getByRole('heading', { name: 'Kod weryfikacyjny' }).waitFor();
    await checkPage(login, 'account-2fa-challenge');
    const mail = await waitForMail(svc, owner.email, undefined, sent);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    await login.getByLabel('Kod z wiadomości').fill(code ?? '');
    await login.getByRole('button', { name: 'Potwierdź' }).click();
    await login.getByRole('heading', { name: 'Konto', level: 1 }).waitFor();
    await fresh.close();
  }, 300_000);

  it('signs out every other session while this one stays', async () => {
    const [other, otherPage] = await signedIn(owner);
    await otherPage.goto(`${svc.appUrl}/settings/account`);
    await otherPage.getByRole('heading', { name: 'Konto', level: 1 }).waitFor();

    const [context, page] = await signedIn(owner);
    await page.goto(`${svc.appUrl}/settings/account`);
    await page.getByRole('button', { name: 'Wyloguj ze wszystkich urządzeń' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Wyloguj wszędzie' }).click();
    await page.getByText('Wylogowaliśmy Cię ze wszystkich innych urządzeń.').waitFor();
    await checkPage(page, 'account-logout-all');
    await page.reload();
    await page.getByRole('heading', { name: 'Konto', level: 1 }).waitFor();

    await otherPage.reload();
    await expect.poll(() => otherPage.url(), { timeout: 30_000 }).toContain('/app/sign-in');
    expect((await api(svc, owner.token, 'GET', '/auth/me')).status).toBe(401);
    await other.close();
    await context.close();
  }, 300_000);

  it('explains the rules of deleting the account, and deletes one without a paid subscription', async () => {
    const leaving = await createOwner(svc, { tag: 'leaving' });
    const [context, page] = await signedIn(leaving);
    await page.goto(`${svc.appUrl}/settings/account`);
    await page.getByText(/Jeśli jesteś jedynym właścicielem działającej firmy/).waitFor();
    await page.getByText(/Faktury przechowujemy przez 7 lat/).waitFor();
    await page.getByRole('button', { name: 'Usuń konto', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Hasło').fill('wrong password 123');
    await dialog.getByRole('button', { name: 'Usuń konto na zawsze' }).click();
    await dialog.getByTestId('delete-error').waitFor();
    await checkPage(page, 'account-delete-refused');
    await dialog.getByLabel('Hasło').fill(leaving.password);
    await dialog.getByRole('button', { name: 'Usuń konto na zawsze' }).click();
    await page.getByRole('heading', { name: 'Zaloguj się' }).waitFor();
    await page.getByText('Konto zostało usunięte.').waitFor();
    expect((await api(svc, leaving.token, 'GET', '/auth/me')).status).toBe(401);
    await context.close();
  }, 300_000);
});

describe('notifications', () => {
  it('lists the notifications and marks one read; on a phone too', async () => {
    const owner = await createOwner(svc, { tag: 'notif' });
    await completedCall(owner.tenantId, 95, 'Proszę o kontakt w sprawie wyceny');
    const [context, page] = await signedIn(owner);
    // The header's bell: named with the unread count, a badge with it, and it opens the list.
    await page.goto(`${svc.appUrl}/calls`);
    const header = page.getByRole('banner');
    const bell = header.getByRole('link', { name: 'Powiadomienia, nieprzeczytane: 1' });
    await bell.waitFor();
    expect(await header.getByTestId('unread-badge').textContent()).toBe('1');
    await checkPage(page, 'notifications-bell-unread');
    await bell.click();
    await page.getByRole('heading', { name: 'Powiadomienia', level: 1 }).waitFor();
    expect(page.url()).toBe(`${svc.appUrl}/notifications`);
    const item = page.getByTestId('notification').filter({ hasText: 'Proszę o kontakt w sprawie wyceny' });
    await item.waitFor();
    await page.getByTestId('unread-count').filter({ hasText: 'Nieprzeczytane: 1' }).waitFor();
    await checkPage(page, 'notifications-unread');
    await item.getByRole('button', { name: 'Oznacz jako przeczytane' }).click();
    await page.getByTestId('unread-count').filter({ hasText: 'Nieprzeczytane: 0' }).waitFor();
    await item.getByText(/Przeczytane/).waitFor();
    // The bell follows: no unread left, no badge.
    await header.getByRole('link', { name: 'Powiadomienia, nieprzeczytane: 0' }).waitFor();
    expect(await header.getByTestId('unread-badge').count()).toBe(0);
    await checkPage(page, 'notifications-read');
    await page.getByText('EN', { exact: true }).click();
    await header.getByRole('link', { name: 'Notifications, unread: 0' }).waitFor();
    await page.getByText('PL', { exact: true }).click();
    await header.getByRole('link', { name: 'Powiadomienia, nieprzeczytane: 0' }).waitFor();
    await context.close();

    const [phone, phonePage] = await signedIn(owner, { mobile: true });
    await phonePage.goto(`${svc.appUrl}/notifications`);
    await phonePage.getByTestId('notification').first().waitFor();
    await phonePage
      .getByRole('banner')
      .getByRole('link', { name: /^Powiadomienia, nieprzeczytane/ })
      .waitFor();
    await checkPage(phonePage, 'notifications-phone');
    await phone.close();
  }, 300_000);
});
