import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  checkPage,
  createOwner,
  launchBrowser,
  newContext,
  type Owner,
  registerVerified,
  type Service,
  signIn,
  startService,
} from './harness.js';

let svc: Service;
let browser: Browser;
let owner: Owner;
let starter: Owner;
let other: Owner;
const calls = {} as Record<'message' | 'urgent' | 'booked' | 'faq' | 'missed' | 'other', string>;

async function internal(path: string, body: unknown) {
  const r = await fetch(`${svc.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-key': svc.internalKey },
    body: JSON.stringify(body),
  });
  const json = await r.json();
  if (r.status >= 300) throw new Error(`${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}

/** A call opened and completed through the voice engine's internal routes. */
async function makeCall(tenantId: string, from: string, complete: Record<string, unknown>) {
  const opened = await internal('/internal/calls', { tenant_id: tenantId, from });
  const at = new Date().toISOString();
  await internal(`/internal/calls/${opened.id}/complete`, {
    duration_seconds: 95,
    outcome: 'answered_faq',
    sentiment: 'neutral',
    transcript: [
      { role: 'caller', text: 'Dzień dobry, chciałbym zapytać o wizytę.', at },
      { role: 'assistant', text: 'Dzień dobry! Chętnie pomogę.', at },
    ],
    ...complete,
  });
  return opened.id as string;
}

async function pageAs(who: Owner, opts: { mobile?: boolean } = {}): Promise<[BrowserContext, Page]> {
  const context = await newContext(browser, opts);
  // The machine is shared: pages may take longer than the harness's default to load.
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(60_000);
  await signIn(context, svc, who);
  return [context, await context.newPage()];
}

/** Polls wait longer than vitest's 1 s default: the machine running the suite is shared. */
const until = { timeout: 30_000, interval: 250 };

const rows = (page: Page) => page.getByTestId('calls-table').locator('tbody tr');

beforeAll(async () => {
  svc = await startService();
  browser = await launchBrowser();
  [owner, starter, other] = await Promise.all([
    createOwner(svc, { plan: 'business', tag: 'calls-biz' }),
    createOwner(svc, { plan: 'starter', tag: 'calls-starter' }),
    createOwner(svc, { tag: 'calls-other', businessName: 'Inna Firma' }),
  ]);
  // Open around the clock, so that today's appointment can be booked whenever the test runs.
  const allDay = [['00:00', '24:00']];
  const hours = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, allDay]));
  const patched = await api(svc, owner.token, 'PATCH', `/tenants/${owner.tenantId}`, {
    opening_hours: hours,
  });
  expect(patched.status).toBe(200);

  calls.message = await makeCall(owner.tenantId, '+48601100200', {
    outcome: 'callback',
    summary: 'Prośba o fakturę za wizytę',
    callback_requested: true,
    message: { text: 'Proszę o fakturę na firmę', urgent: false },
  });
  calls.urgent = await makeCall(owner.tenantId, '+48602300400', {
    outcome: 'callback',
    summary: 'Silny ból zęba od rana',
    sentiment: 'negative',
    callback_requested: true,
    message: { text: 'Bardzo boli, proszę pilnie oddzwonić', urgent: true },
  });
  calls.booked = await makeCall(owner.tenantId, '+48603500600', {
    outcome: 'booked',
    summary: 'Umówiono przegląd',
    sentiment: 'positive',
  });
  calls.faq = await makeCall(owner.tenantId, '+48604700800', {
    summary: 'Pytanie o parking',
    unanswered_questions: ['Czy przyjmujecie karty Multisport?'],
  });
  calls.other = await makeCall(other.tenantId, '+48605900100', { summary: 'Rozmowa innej firmy' });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
});

describe('home: today at a glance', () => {
  it('shows today’s appointment, open callbacks urgent first, the call count, and a new call live', async () => {
    // An appointment later today (or just after midnight, tomorrow: the test checks the matching day).
    const start = new Date(Math.ceil((Date.now() + 10 * 60_000) / (30 * 60_000)) * 30 * 60_000);
    const booked = await internal('/internal/tools/calendar.book', {
      tenant_id: owner.tenantId,
      start: start.toISOString(),
      name: 'Jan Kowalski',
      service: 'Przegląd',
    });
    expect(booked.ok).toBe(true);
    const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Europe/Warsaw' });
    const section = day(start) === day(new Date()) ? 'appointments-today' : 'appointments-tomorrow';

    const [context, page] = await pageAs(owner);
    await page.goto(`${svc.appUrl}/`);
    await page.getByRole('heading', { name: 'Dziś w skrócie', level: 1 }).waitFor();
    await page.getByTestId(section).getByText('Przegląd: Jan Kowalski').waitFor();
    const followUps = page.getByTestId('home-follow-ups').getByTestId('follow-up');
    await expect.poll(() => followUps.count(), until).toBe(2);
    await expect(followUps.first().textContent()).resolves.toContain('Pilne');
    await expect(followUps.first().textContent()).resolves.toContain('Bardzo boli');
    await expect(page.getByTestId('recent-count').textContent()).resolves.toBe('Dzisiaj: 4');
    await page.getByTestId('home-month').getByText('Połączenia', { exact: true }).waitFor();
    await checkPage(page, 'calls-home');

    // A call completed while the page is open appears without a reload, with a notification.
    await page.waitForTimeout(1500);
    const live = await makeCall(owner.tenantId, '+48606111222', {
      outcome: 'callback',
      summary: 'Zmiana terminu',
      callback_requested: true,
      message: { text: 'Chcę przełożyć wizytę', urgent: false },
    });
    await page.getByText('Nowa wiadomość: +48606111222').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.getByTestId('recent-count').textContent(), { timeout: 15_000 })
      .toBe('Dzisiaj: 5');
    await expect.poll(() => followUps.count(), until).toBe(3);
    await checkPage(page, 'calls-home-live');
    // The next visit counts from this one.
    await page.reload();
    await page.getByRole('heading', { name: 'Dziś w skrócie', level: 1 }).waitFor();
    await expect(page.getByTestId('recent-count').textContent()).resolves.toMatch(
      /^Od Twojej ostatniej wizyty .*: 0$/,
    );
    await context.close();
    await api(svc, owner.token, 'POST', `/calls/${live}/callback-resolved`);
  }, 180_000);

  it('fits a phone screen', async () => {
    const [context, page] = await pageAs(owner, { mobile: true });
    await page.goto(`${svc.appUrl}/`);
    await page.getByRole('heading', { name: 'Dziś w skrócie', level: 1 }).waitFor();
    await page.getByTestId('home-follow-ups').getByTestId('follow-up').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await checkPage(page, 'calls-home-phone');
    await context.close();
  }, 150_000);

  it('sends a user without a business to the setup', async () => {
    const user = await registerVerified(svc, 'calls-new');
    const [context, page] = await pageAs({ ...user } as Owner);
    await page.goto(`${svc.appUrl}/`);
    // Straight to the wizard (`RequireTenant`), as every page of the business does.
    await page.getByRole('heading', { name: 'Skonfiguruj swoją firmę' }).waitFor();
    expect(page.url()).toBe(`${svc.appUrl}/onboarding`);
    await checkPage(page, 'calls-home-no-tenant');
    await context.close();
  }, 150_000);
});

describe('calls', () => {
  it('filters by outcome, urgency, message and search; the CSV link carries the filters', async () => {
    const [context, page] = await pageAs(owner);
    await page.goto(`${svc.appUrl}/calls`);
    await page.getByRole('heading', { name: 'Połączenia', level: 1 }).waitFor();
    await expect.poll(() => rows(page).count(), until).toBe(5);
    await checkPage(page, 'calls-list');

    await page.getByRole('combobox', { name: 'Wynik', exact: true }).click();
    await page.getByRole('option', { name: 'Umówiona wizyta' }).click();
    await expect.poll(() => rows(page).count(), until).toBe(1);
    await rows(page).getByText('Umówiono przegląd').waitFor();
    expect(page.url()).toContain('outcome=booked');
    await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
    await expect.poll(() => rows(page).count(), until).toBe(5);

    await page.getByLabel('Tylko pilne').click();
    await expect.poll(() => rows(page).count(), until).toBe(1);
    await rows(page).getByText('Silny ból zęba od rana').waitFor();
    await page.getByLabel('Tylko pilne').click();
    await expect.poll(() => rows(page).count(), until).toBe(5);

    await page.getByRole('combobox', { name: 'Wiadomość', exact: true }).click();
    await page.getByRole('option', { name: 'Z wiadomością' }).click();
    await expect.poll(() => rows(page).count(), until).toBe(3);
    await page.getByRole('combobox', { name: 'Wiadomość', exact: true }).click();
    await page.getByRole('option', { name: 'Bez wiadomości' }).click();
    await expect.poll(() => rows(page).count(), until).toBe(2);
    await page.getByRole('button', { name: 'Wyczyść filtry' }).click();

    await page.getByLabel('Szukaj w podsumowaniach').fill('parking');
    await expect.poll(() => page.url(), until).toContain('q=parking');
    await expect.poll(() => rows(page).count(), until).toBe(1);
    await rows(page).getByText('Pytanie o parking').waitFor();
    await page.getByLabel('Szukaj w podsumowaniach').fill('');
    await expect.poll(() => page.url(), until).not.toContain('q=');
    await expect.poll(() => rows(page).count(), until).toBe(5);
    await page.getByLabel('Numer dzwoniącego').fill('602 300');
    await expect.poll(() => page.url(), until).toContain('caller=602');
    await expect.poll(() => rows(page).count(), until).toBe(1);
    await rows(page).getByText('Silny ból zęba od rana').waitFor();
    await page.getByLabel('Numer dzwoniącego').fill('');
    await expect.poll(() => page.url(), until).not.toContain('caller=');

    await page.getByRole('combobox', { name: 'Wynik', exact: true }).click();
    await page.getByRole('option', { name: 'Prośba o kontakt' }).click();
    // Ticked at once after choosing the outcome: both filters hold (a second change must not
    // start from the address before the first one's navigation landed). The row count alone
    // cannot tell, since the urgent call is also the one callback.
    await page.getByLabel('Tylko pilne').click();
    await expect
      .poll(() => page.url(), until)
      .toMatch(/outcome=callback.*urgent=1|urgent=1.*outcome=callback/);
    await expect.poll(() => rows(page).count(), until).toBe(1);
    await checkPage(page, 'calls-list-filtered');
    const href = await page.getByRole('link', { name: 'Eksportuj do CSV' }).getAttribute('href');
    expect(href).toContain('/calls/export.csv?');
    expect(href).toContain('outcome=callback');
    expect(href).toContain('urgent=true');
    const csv = await page.request.get(href ?? '');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Silny ból zęba od rana');
    await context.close();
  }, 180_000);

  it('shows the conversation and saves the note and the outcome', async () => {
    const [context, page] = await pageAs(owner);
    await page.goto(`${svc.appUrl}/calls/${calls.urgent}`);
    await page.getByRole('heading', { name: /^Rozmowa z /, level: 1 }).waitFor();
    const transcript = page.getByTestId('transcript');
    await transcript
      .locator('[data-role="caller"]')
      .getByText('Dzień dobry, chciałbym zapytać o wizytę.')
      .waitFor();
    await transcript.locator('[data-role="assistant"]').getByText('Dzień dobry! Chętnie pomogę.').waitFor();
    await page.getByText('Bardzo boli, proszę pilnie oddzwonić').waitFor();
    await page.getByText('Silny ból zęba od rana').waitFor();
    await checkPage(page, 'calls-detail');

    await page.getByRole('combobox', { name: 'Wynik rozmowy' }).click();
    await page.getByRole('option', { name: 'Przełączone' }).click();
    await page.getByLabel('Notatka zespołu').fill('Oddzwonić po 15:00, pacjent w pracy.');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await page.getByText('Zapisano zmiany w rozmowie.').waitFor();
    await checkPage(page, 'calls-detail-saved');
    await page.reload();
    await page.getByRole('heading', { name: /^Rozmowa z /, level: 1 }).waitFor();
    await expect(page.getByLabel('Notatka zespołu').inputValue()).resolves.toBe(
      'Oddzwonić po 15:00, pacjent w pracy.',
    );
    await expect(page.getByRole('combobox', { name: 'Wynik rozmowy' }).inputValue()).resolves.toBe(
      'Przełączone',
    );
    const saved = await api(svc, owner.token, 'GET', `/calls/${calls.urgent}`);
    expect(saved.body).toMatchObject({
      outcome: 'transferred',
      team_note: 'Oddzwonić po 15:00, pacjent w pracy.',
    });
    await context.close();
  }, 150_000);

  it('another tenant’s call is the not-found page, never its data', async () => {
    const [context, page] = await pageAs(owner);
    await page.goto(`${svc.appUrl}/calls/${calls.other}`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByText('Rozmowa innej firmy').count()).toBe(0);
    await checkPage(page, 'calls-detail-not-found');
    await page.goto(`${svc.appUrl}/calls/not-a-call`);
    await page.getByTestId('not-found').waitFor();
    await context.close();
  }, 150_000);

  it('in English', async () => {
    const [context, page] = await pageAs(owner);
    await page.goto(`${svc.appUrl}/calls`);
    await page.getByRole('heading', { name: 'Połączenia', level: 1 }).waitFor();
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Calls', level: 1 }).waitFor();
    await page.getByLabel('Search summaries').waitFor();
    await rows(page).getByText('Appointment booked').waitFor();
    await checkPage(page, 'calls-list-en');
    await context.close();
  }, 150_000);

  it('a Starter plan gets the upgrade message instead of the export and the inboxes', async () => {
    const [context, page] = await pageAs(starter);
    await page.goto(`${svc.appUrl}/calls`);
    await page.getByTestId('export-upgrade').waitFor();
    expect(await page.getByRole('link', { name: 'Eksportuj do CSV' }).count()).toBe(0);
    await checkPage(page, 'calls-list-starter');
    await page.goto(`${svc.appUrl}/follow-ups`);
    await page.getByTestId('plan-required').waitFor();
    await checkPage(page, 'calls-follow-ups-starter');
    const csv = await api(svc, starter.token, 'GET', '/calls/export.csv');
    expect(csv.status).toBe(403);
    await context.close();
  }, 150_000);
});

describe('follow-ups and missed questions', () => {
  it('resolves a callback from the inbox: it leaves the list', async () => {
    const [context, page] = await pageAs(owner);
    await page.goto(`${svc.appUrl}/follow-ups`);
    await page.getByRole('heading', { name: 'Do oddzwonienia', level: 1 }).waitFor();
    const cards = page.getByTestId('follow-up');
    const before = (await api(svc, owner.token, 'GET', '/follow-ups')).body.count as number;
    expect(before).toBeGreaterThanOrEqual(2);
    await expect.poll(() => cards.count(), until).toBe(before);
    await expect(cards.first().textContent()).resolves.toContain('Pilne');
    const call = cards.filter({ hasText: 'Proszę o fakturę na firmę' });
    expect(await call.getByRole('link', { name: 'Zadzwoń' }).getAttribute('href')).toBe('tel:+48601100200');
    await checkPage(page, 'calls-follow-ups');
    await call.getByRole('button', { name: /^Oznacz jako załatwione/ }).click();
    await page.getByText('Oznaczono jako załatwione.').waitFor();
    await expect.poll(() => cards.count(), until).toBe(before - 1);
    expect(await page.getByText('Proszę o fakturę na firmę').count()).toBe(0);
    const open = await api(svc, owner.token, 'GET', '/follow-ups');
    const ids = open.body.data.map((f: { call_id: string }) => f.call_id);
    expect(ids).toContain(calls.urgent);
    expect(ids).not.toContain(calls.message);
    await page.getByText('Załatwione', { exact: true }).click();
    await page.getByText('Proszę o fakturę na firmę').waitFor();
    await checkPage(page, 'calls-follow-ups-done');
    await context.close();
  }, 150_000);

  it('adds a missed question to the FAQ in one step', async () => {
    const [context, page] = await pageAs(owner);
    await page.goto(`${svc.appUrl}/missed-questions`);
    await page.getByRole('heading', { name: 'Pytania bez odpowiedzi', level: 1 }).waitFor();
    const card = page
      .getByTestId('missed-question')
      .filter({ hasText: 'Czy przyjmujecie karty Multisport?' });
    await card.waitFor();
    await checkPage(page, 'calls-missed-questions');
    await card.getByLabel('Odpowiedź').fill('Tak, honorujemy karty Multisport i Medicover Sport.');
    await card.getByRole('button', { name: 'Dodaj do FAQ' }).click();
    await page.getByText('Dodano do FAQ: Czy przyjmujecie karty Multisport?').waitFor();
    await page.getByTestId('missed-empty').waitFor();
    await checkPage(page, 'calls-missed-questions-done');
    const tenant = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}`);
    expect(tenant.body.faq['Czy przyjmujecie karty Multisport?']).toBe(
      'Tak, honorujemy karty Multisport i Medicover Sport.',
    );
    await context.close();
  }, 150_000);
});
