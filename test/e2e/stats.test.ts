import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  checkPage,
  createOwner,
  launchBrowser,
  newContext,
  type Owner,
  type Service,
  screenshot,
  signIn,
  startService,
} from './harness.js';

let svc: Service;
let browser: Browser;
let owner: Owner;

/** A call as the voice engine reports it: opened, then completed with its outcome. */
async function call(outcome: string, extra: Record<string, unknown> = {}) {
  const headers = { 'content-type': 'application/json', 'x-internal-key': svc.internalKey };
  const opened = await fetch(`${svc.baseUrl}/internal/calls`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ tenant_id: owner.tenantId, to: '+48221234567', from: '+48601234567' }),
  });
  expect(opened.status).toBe(201);
  const { id } = (await opened.json()) as { id: string };
  const done = await fetch(`${svc.baseUrl}/internal/calls/${id}/complete`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ duration_seconds: 90, outcome, summary: 'Rozmowa testowa', ...extra }),
  });
  expect(done.status).toBe(200);
}

beforeAll(async () => {
  svc = await startService();
  browser = await launchBrowser();
  owner = await createOwner(svc, { plan: 'business' });
  await call('booked');
  await call('booked');
  await call('answered_faq', { unanswered_questions: ['Czy przyjmujecie karty Multisport?'] });
  await call('transferred');
  await call('hung_up', { status: 'missed', duration_seconds: 0 });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
});

describe('the statistics page', () => {
  it('shows the figures and charts of the period; the period selector asks for that period', async () => {
    const context = await newContext(browser);
    context.setDefaultTimeout(45_000);
    await signIn(context, svc, owner);
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, `stats-failed-${Date.now()}`));
    await page.goto(`${svc.appUrl}/stats`);
    await page.getByRole('heading', { name: 'Statystyki', level: 1 }).waitFor();
    const summary = page.getByTestId('stats-summary');
    await summary.getByText('5', { exact: true }).waitFor();
    // 4 of 5 completed, 2 of 5 booked.
    await summary.getByText('80%', { exact: true }).waitFor();
    await summary.getByText('40%', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Połączenia dziennie' }).waitFor();
    await page.getByRole('heading', { name: 'Najbardziej ruchliwe godziny' }).waitFor();
    await page.getByTestId('chart-outcomes').getByText('Rezerwacja: 2').waitFor();
    await page
      .getByTestId('chart-daily')
      .getByText(/^Razem 5;/)
      .waitFor();
    await page.getByTestId('top-questions').getByText('Czy przyjmujecie karty Multisport?').waitFor();
    await page.getByTestId('stats-month').getByText('5', { exact: true }).first().waitFor();
    await checkPage(page, 'stats');

    const asked = page.waitForRequest((r) => r.url().includes('/stats/timeseries?days=7'));
    await page.getByText('7 dni', { exact: true }).click();
    await asked;
    expect(page.url()).toContain('days=7');
    await page.getByRole('heading', { name: 'Ostatnie 7 dni' }).waitFor();
    await summary.getByText('5', { exact: true }).waitFor();
    await checkPage(page, 'stats-7-days');

    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Calls per day' }).waitFor();
    await checkPage(page, 'stats-en');
    await context.close();
  }, 240_000);

  it('is readable on a phone', async () => {
    const context = await newContext(browser, { mobile: true });
    context.setDefaultTimeout(45_000);
    await signIn(context, svc, owner);
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, `stats-failed-${Date.now()}`));
    await page.goto(`${svc.appUrl}/stats?days=30`);
    await page.getByTestId('stats-summary').getByText('5', { exact: true }).waitFor();
    await page.getByTestId('chart-hours').waitFor();
    await checkPage(page, 'stats-phone');
    await context.close();
  }, 180_000);

  it('a plan without call stats says so and still shows the month', async () => {
    const small = await createOwner(svc, { tag: 'trial' });
    const context = await newContext(browser);
    context.setDefaultTimeout(45_000);
    await signIn(context, svc, small);
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, `stats-failed-${Date.now()}`));
    await page.goto(`${svc.appUrl}/stats`);
    await page.getByText('Statystyki połączeń są w planie Business').waitFor();
    await page.getByTestId('stats-month').waitFor();
    await checkPage(page, 'stats-gated');
    await context.close();
  }, 180_000);
});
