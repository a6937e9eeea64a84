import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  a11yViolations,
  api,
  checkPage,
  createOwner,
  newContext as harnessContext,
  launchBrowser,
  type Owner,
  PASSWORD,
  type Service,
  signIn,
  startService,
  waitForMail,
} from './harness.js';

const ADMIN = 'admin@example.test';
let svc: Service;
let browser: Browser;
let adminToken: string;
let owner: Owner;

/** A context whose steps may wait longer than the default: the machine is shared and often loaded. */
async function newContext(b: Browser, opts: { mobile?: boolean } = {}) {
  const context = await harnessContext(b, opts);
  context.setDefaultTimeout(45_000);
  return context;
}

/** Registers the ADMIN_EMAILS address, verifies it, and signs in with the e-mailed two-factor code. */
async function adminSession(): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${svc.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  const reg = await post('/auth/register', { email: ADMIN, password: PASSWORD, full_name: 'Ada Admin' });
  if (reg.status >= 300) throw new Error(`register: ${JSON.stringify(reg.body)}`);
  const verifyMail = await waitForMail(svc, ADMIN);
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(verifyMail.text)?.[1];
  expect((await post('/auth/verify-email', { token })).status).toBe(200);
  const before = svc.mail.to(ADMIN).length;
  const login = await post('/auth/login', { username: ADMIN, password: PASSWORD });
  expect(login.body.two_factor_required).toBe(true);
  const codeMail = await waitForMail(svc, ADMIN, undefined, before);
  const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1];
  const done = await post('/auth/2fa/challenge', { challenge_token: login.body.challenge_token, code });
  if (!done.body.access_token) throw new Error(`2fa: ${JSON.stringify(done.body)}`);
  return done.body.access_token as string;
}

async function adminContext(opts: { mobile?: boolean } = {}): Promise<BrowserContext> {
  const context = await newContext(browser, opts);
  await signIn(context, svc, { token: adminToken });
  return context;
}

beforeAll(async () => {
  svc = await startService({ ADMIN_EMAILS: ADMIN });
  browser = await launchBrowser();
  adminToken = await adminSession();
  owner = await createOwner(svc, { businessName: 'Salon Fryzjerski Grzebień' });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
});

describe('the public status page', () => {
  it('shows the components in Polish, then English, and on a phone', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${svc.baseUrl}/status`);
    await page.getByRole('heading', { level: 1, name: 'Stan usługi Recepcja' }).waitFor();
    await page.getByRole('rowheader', { name: 'Połączenia głosowe' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pl');
    await checkPage(page, 'status-admin-status-pl');
    await page.getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recepcja service status' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByText('All systems operational').waitFor();
    await checkPage(page, 'status-admin-status-en');
    await context.close();

    const phone = await newContext(browser, { mobile: true });
    const p = await phone.newPage();
    await p.goto(`${svc.baseUrl}/status`);
    await p.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await checkPage(p, 'status-admin-status-phone');
    await phone.close();
  }, 240_000);

  it('subscribes from the page: "check your mail", and the confirmation e-mail arrives', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${svc.baseUrl}/status`);
    const email = `sub-${Date.now()}@example.test`;
    await page.getByLabel('Adres e-mail').fill(email);
    await page.getByRole('checkbox', { name: 'SMS' }).check();
    await page.getByRole('button', { name: 'Zapisz się' }).click();
    await page.getByRole('heading', { name: 'Sprawdź skrzynkę e-mail' }).waitFor();
    await checkPage(page, 'status-admin-subscribed');
    const mail = await waitForMail(svc, email);
    const link = /https?:\/\/\S+\/status\/confirm\?token=\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    // The e-mailed link, followed in the browser, is a page too.
    await page.goto(`${svc.baseUrl}${new URL(link!).pathname}${new URL(link!).search}`);
    await page.getByText('Będziesz otrzymywać wiadomości o incydentach.').waitFor();
    await checkPage(page, 'status-admin-confirmed');
    await context.close();
  }, 240_000);
});

describe('the admin pages', () => {
  it('are not-found for an owner who is not an administrator', async () => {
    const context = await newContext(browser);
    await signIn(context, svc, owner);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/admin`);
    await page.getByTestId('not-found').waitFor();
    await page.goto(`${svc.appUrl}/admin/tenants/${owner.tenantId}`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByText('Salon Fryzjerski Grzebień').count()).toBe(0);
    await checkPage(page, 'status-admin-owner-not-found');
    await context.close();
  }, 240_000);

  it('open an incident that shows on the public status page, then resolve it', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Administracja' }).waitFor();
    await checkPage(page, 'status-admin-home');
    await page
      .getByRole('navigation', { name: 'Sekcje administracji' })
      .getByRole('link', { name: 'Incydenty' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Incydenty' }).waitFor();
    await page.getByLabel('Tytuł').fill('Opóźnienia SMS-ów z przypomnieniami');
    await page.getByLabel('Pierwszy komunikat').fill('Operator SMS zgłasza opóźnienia, badamy sprawę.');
    await page.getByRole('checkbox', { name: 'SMS' }).check();
    await page.getByRole('button', { name: 'Otwórz incydent' }).click();
    const card = page.getByRole('article', { name: 'Opóźnienia SMS-ów z przypomnieniami' });
    await card.waitFor();
    await checkPage(page, 'status-admin-incidents');

    const visitor = await newContext(browser);
    const pub = await visitor.newPage();
    await pub.goto(`${svc.baseUrl}/status`);
    await pub.getByRole('link', { name: 'Opóźnienia SMS-ów z przypomnieniami' }).waitFor();
    await pub.getByText('Częściowa awaria').first().waitFor();
    await checkPage(pub, 'status-admin-status-incident');
    await pub.getByRole('link', { name: 'Opóźnienia SMS-ów z przypomnieniami' }).click();
    await pub.getByRole('heading', { level: 1, name: 'Opóźnienia SMS-ów z przypomnieniami' }).waitFor();
    await checkPage(pub, 'status-admin-status-incident-page');

    await card.getByLabel('Nowy stan').click();
    await page.getByRole('option', { name: 'Rozwiązany' }).click();
    await card.getByLabel('Treść komunikatu').fill('Opóźnienia ustąpiły.');
    await card.getByRole('button', { name: 'Rozwiąż incydent' }).click();
    await page.getByText('Rozwiązany:', { exact: false }).first().waitFor();
    const resolvedPage = await visitor.newPage();
    await resolvedPage.goto(`${svc.baseUrl}/status?lang=pl&after=resolve`);
    await resolvedPage.getByText('Brak trwających incydentów.').waitFor();
    await resolvedPage.getByRole('link', { name: 'Opóźnienia SMS-ów z przypomnieniami' }).waitFor();
    await visitor.close();
    await context.close();
  }, 240_000);

  it("send a broadcast that reaches the owners' notifications", async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/admin/broadcast`);
    await page.getByRole('heading', { level: 1, name: 'Ogłoszenie dla firm' }).waitFor();
    await page.getByLabel('Tytuł').fill('Przerwa techniczna / Scheduled maintenance');
    await page
      .getByLabel('Treść')
      .fill('W nocy z soboty na niedzielę panel będzie niedostępny przez godzinę.');
    await checkPage(page, 'status-admin-broadcast');
    await page.getByRole('button', { name: 'Sprawdź i wyślij' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wysłać ogłoszenie?' });
    await dialog.waitFor();
    await checkPage(page, 'status-admin-broadcast-confirm');
    await dialog.getByRole('button', { name: 'Wyślij ogłoszenie' }).click();
    await page.getByText('Ogłoszenie wysłane').waitFor();
    await checkPage(page, 'status-admin-broadcast-sent');
    const list = await api(svc, owner.token, 'GET', '/notifications');
    expect(list.status).toBe(200);
    const titles = (list.body.data as { title: string }[]).map((n) => n.title);
    expect(titles).toContain('Przerwa techniczna / Scheduled maintenance');
    await context.close();
  }, 240_000);

  it('list the businesses, open one, and show not-found for an unknown id (in English too)', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/admin/tenants`);
    await page.getByRole('heading', { level: 1, name: 'Firmy' }).waitFor();
    await page.getByLabel('Szukaj na tej stronie').fill('Grzebień');
    await checkPage(page, 'status-admin-tenants');
    // A section still loading passes the accessibility check too: the webhook endpoints are held
    // back until the spinner has been checked (CI once ran the check while it showed, and the
    // spinner's aria-label on a plain span was a violation).
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/admin/tenants/*/webhook-endpoints', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Salon Fryzjerski Grzebień' }).click();
    await page.getByRole('heading', { level: 1, name: 'Salon Fryzjerski Grzebień' }).waitFor();
    const loading = page.getByRole('status').filter({ has: page.locator('.mantine-Loader-root') });
    await loading.first().waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    expect(await loading.first().textContent()).toContain('Wczytywanie…');
    release();
    await page.getByRole('heading', { level: 2, name: 'Zużycie w tym okresie' }).waitFor();
    await checkPage(page, 'status-admin-tenant');
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Usage this period' }).waitFor();
    await checkPage(page, 'status-admin-tenant-en');
    await page.goto(`${svc.appUrl}/admin/tenants/0190f0f0-0000-7000-8000-000000000000`);
    await page.getByTestId('not-found').waitFor();
    await checkPage(page, 'status-admin-tenant-not-found');
    await context.close();
  }, 240_000);

  it('review a phone-number request and show the support tickets, on a phone', async () => {
    const req = await api(svc, owner.token, 'POST', `/tenants/${owner.tenantId}/phone-numbers/request`, {
      area_code: '22',
      label: 'Recepcja Warszawa',
    });
    expect(req.status).toBe(201);
    const context = await adminContext({ mobile: true });
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/admin/number-requests`);
    await page.getByRole('heading', { level: 1, name: 'Wnioski o numery telefonu' }).waitFor();
    await page.getByRole('cell', { name: 'Recepcja Warszawa' }).waitFor();
    await checkPage(page, 'status-admin-numbers-phone');
    await page.getByRole('button', { name: 'Odrzuć', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Powód').fill('Brak wolnych numerów w strefie 22.');
    await checkPage(page, 'status-admin-numbers-reject-phone');
    await dialog.getByRole('button', { name: 'Odrzuć', exact: true }).click();
    await page.getByText('Brak wniosków w tym stanie.').waitFor();
    const notes = await api(svc, owner.token, 'GET', '/notifications');
    expect(JSON.stringify(notes.body)).toContain('Brak wolnych numerów');
    await page.goto(`${svc.appUrl}/admin/support`);
    await page.getByRole('heading', { level: 1, name: 'Zgłoszenia do pomocy' }).waitFor();
    await checkPage(page, 'status-admin-support-phone');
    await context.close();
  }, 240_000);
});
