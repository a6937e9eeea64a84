import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../helpers/receiver.js';
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
} from './harness.js';

let svc: Service;
let browser: Browser;
let rx: Receiver;
let owner: Owner;

beforeAll(async () => {
  svc = await startService();
  browser = await launchBrowser();
  rx = await startReceiver();
  owner = await createOwner(svc, { plan: 'business', tag: 'dev' });
}, 600_000);

afterAll(async () => {
  await rx?.close();
  await browser?.close();
  await svc?.stop();
});

async function signedIn(who: Owner, opts: { mobile?: boolean } = {}): Promise<[BrowserContext, Page]> {
  const context = await newContext(browser, opts);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: svc.baseUrl });
  // The machine may be shared and slow: pages get more time than the harness's 15 s default.
  context.setDefaultTimeout(60_000);
  await signIn(context, svc, who);
  return [context, await context.newPage()];
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('developers: API keys', () => {
  it('creates a key with scopes shown once with a copy button, lists it without the secret, revokes it', async () => {
    const [context, page] = await signedIn(owner);
    await page.goto(`${svc.appUrl}/developers`);
    await page.getByRole('heading', { name: 'Dla programistów', level: 1 }).waitFor();
    await page.getByText('Nie masz jeszcze żadnego klucza.').waitFor();
    await checkPage(page, 'developers-page');

    await page.getByRole('button', { name: 'Utwórz klucz' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nazwa').fill('Integracja CRM');
    await dialog.getByText('Testowy', { exact: true }).click();
    await dialog.getByText('Produkcyjny', { exact: true }).click();
    await dialog.getByLabel('webhooks:manage').check();
    await dialog.getByLabel('billing:read').uncheck();
    await checkPage(page, 'developers-key-form');
    await dialog.getByRole('button', { name: 'Utwórz', exact: true }).click();
    const secret = dialog.getByTestId('secret-value');
    await secret.waitFor();
    const key = (await secret.textContent())?.trim() ?? '';
    expect(key).toMatch(/^svc_live_[0-9A-Za-z]{32,}$/);
    await dialog.getByText('Skopiuj klucz teraz — nie pokażemy go ponownie.').waitFor();
    await checkPage(page, 'developers-key-shown-once');
    await dialog.getByRole('button', { name: 'Kopiuj', exact: true }).click();
    await dialog.getByRole('button', { name: 'Skopiowano' }).waitFor();
    expect(await clipboard(page)).toBe(key);
    await dialog.getByRole('button', { name: 'Gotowe' }).click();

    const row = page.getByTestId('api-key-row').filter({ hasText: 'Integracja CRM' });
    await row.waitFor();
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('webhooks:manage');
    expect(await row.textContent()).not.toContain('billing:read');
    expect(await page.content()).not.toContain(key);
    // The key works on the API until revoked.
    expect((await api(svc, key, 'GET', '/v2/tenant')).status).toBe(200);

    await row.getByRole('button', { name: 'Unieważnij klucz Integracja CRM' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unieważnij klucz', exact: true }).click();
    await row.getByText(/Unieważniony/).waitFor();
    await checkPage(page, 'developers-key-revoked');
    expect((await api(svc, key, 'GET', '/v2/tenant')).status).toBe(401);
    await context.close();
  }, 300_000);

  it('below the Business plan says what is needed, in English too', async () => {
    const trial = await createOwner(svc, { tag: 'devtrial' });
    const [context, page] = await signedIn(trial);
    await page.goto(`${svc.appUrl}/developers`);
    await page.getByText('Potrzebny plan Business').first().waitFor();
    await checkPage(page, 'developers-plan-required');
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Developers', level: 1 }).waitFor();
    await page.getByText('The Business plan is needed').first().waitFor();
    await checkPage(page, 'developers-plan-required-en');
    await context.close();
  }, 300_000);
});

describe('developers: webhooks and MCP', () => {
  let endpointPath = '';

  it('adds an endpoint, sends a test, shows the request and response, resends, rotates with the overlap', async () => {
    rx.setDefault({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"received":true,"crm_id":"CRM-4711"}',
    });
    const [context, page] = await signedIn(owner);
    await page.goto(`${svc.appUrl}/developers`);
    await page.getByRole('button', { name: 'Dodaj adres' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Adres URL').fill(rx.url('/hook'));
    await dialog.getByLabel('Opis (opcjonalnie)').fill('System CRM');
    await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
    const secret = (await dialog.getByTestId('secret-value').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await checkPage(page, 'developers-webhook-secret');
    await dialog.getByRole('link', { name: 'Przejdź do dziennika' }).click();

    await page.getByRole('heading', { name: 'Adres webhooka', level: 1 }).waitFor();
    endpointPath = new URL(page.url()).pathname;
    await page.getByText('Nie było jeszcze żadnych dostaw.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Wyślij test' }).click();
    await page.getByRole('status').filter({ hasText: 'Test dostarczony' }).waitFor();
    expect(rx.received.at(-1)?.headers['x-service-event']).toBe('webhook.test');

    const delivery = page.getByTestId('delivery').first();
    await delivery.getByText('Dostarczono').waitFor();
    await delivery.getByRole('button').first().click();
    const request = delivery.getByTestId('request');
    await request.waitFor();
    const requestText = (await request.textContent()) ?? '';
    expect(requestText).toContain(`POST ${rx.url('/hook')}`);
    expect(requestText).toContain('x-service-event: webhook.test');
    expect(requestText).toContain('"event": "webhook.test"');
    // The response as the receiver sent it: status, the headers kept, and its body.
    const attempt = delivery.getByTestId('attempt').first();
    await attempt.getByRole('heading', { name: 'Próba 1' }).waitFor();
    const response = (await attempt.getByTestId('response').textContent()) ?? '';
    expect(response).toContain('HTTP 200');
    expect(response).toContain('content-type: application/json');
    expect(response).toContain('"crm_id": "CRM-4711"');
    expect(await attempt.getByTestId('response-note').count()).toBe(0);
    await checkPage(page, 'developers-webhook-log');

    // A long answer: its first 4 KB, said to be cut.
    rx.plan.push({ status: 200, body: `${'Zapisano. '.repeat(600)}KONIEC` });
    const before = rx.received.length;
    await delivery.getByRole('button', { name: 'Wyślij ponownie' }).click();
    await page.getByText('Dostawa została ponownie zaplanowana.').waitFor();
    await expect.poll(() => rx.received.length, { timeout: 30_000 }).toBeGreaterThan(before);
    await expect.poll(() => delivery.getByTestId('attempt').count(), { timeout: 30_000 }).toBe(2);
    const second = delivery.getByTestId('attempt').nth(1);
    const long = (await second.getByTestId('response').textContent()) ?? '';
    expect(long).toContain('Zapisano. Zapisano.');
    expect(long).not.toContain('KONIEC');
    expect(await second.getByTestId('response-note').textContent()).toBe(
      'Treść odpowiedzi ma 6006 B; pokazujemy pierwsze 4 KB.',
    );
    await checkPage(page, 'developers-webhook-log-truncated');

    await page.getByRole('button', { name: 'Wymień sekret' }).click();
    const rotate = page.getByRole('dialog');
    await rotate.getByRole('button', { name: 'Wymień sekret' }).click();
    const newSecret = (await rotate.getByTestId('secret-value').textContent())?.trim() ?? '';
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    expect(await rotate.getByTestId('rotation-overlap').textContent()).toMatch(/Stary sekret jest ważny do/);
    await checkPage(page, 'developers-webhook-rotated');
    await rotate.getByRole('button', { name: 'Gotowe' }).click();
    await page.getByTestId('overlap').waitFor();
    await checkPage(page, 'developers-webhook-overlap');
    await context.close();
  }, 300_000);

  it('shows the endpoint page on a phone', async () => {
    const [context, page] = await signedIn(owner, { mobile: true });
    await page.goto(`${svc.appUrl}${endpointPath.replace(/^\/app/, '')}`);
    await page.getByRole('heading', { name: 'Adres webhooka', level: 1 }).waitFor();
    await page.getByTestId('delivery').first().waitFor();
    await checkPage(page, 'developers-webhook-phone');
    await context.close();
  }, 300_000);

  it("another tenant's endpoint is the not-found page", async () => {
    const other = await createOwner(svc, { plan: 'business', tag: 'devother' });
    const [context, page] = await signedIn(other);
    await page.goto(`${svc.appUrl}${endpointPath.replace(/^\/app/, '')}`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.content()).not.toContain(rx.url('/hook'));
    await checkPage(page, 'developers-webhook-not-found');
    await context.close();
  }, 300_000);

  it('shows the MCP address and a copyable client configuration', async () => {
    const [context, page] = await signedIn(owner);
    await page.goto(`${svc.appUrl}/developers`);
    const url = `${svc.baseUrl}/v2/mcp`;
    expect(await page.getByTestId('mcp-url').textContent()).toBe(url);
    await page.getByRole('button', { name: 'Kopiuj konfigurację' }).click();
    await page.getByRole('button', { name: 'Skopiowano' }).waitFor();
    const config = JSON.parse(await clipboard(page));
    expect(config.mcpServers.recepcja).toMatchObject({
      url,
      headers: { Authorization: 'Bearer TWÓJ_KLUCZ_API' },
    });
    await checkPage(page, 'developers-mcp');
    await context.close();
  }, 300_000);
});
