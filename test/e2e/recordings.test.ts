/**
 * Call recordings and post-call analysis in the dashboard (issue #23 on the owner's pages): the
 * recording switch in the receptionist settings, the analysis fields' editor, and on a call's
 * page the recording's player (its source answers the audio) and the call's analysis values.
 *
 * The recorded call comes through the real routes, as Twilio would make it: the signed
 * incoming-call webhook, one gathered sentence, the status callback, then the recording-status
 * callback; the service's worker downloads the media from a local server speaking Twilio's
 * Recordings resource (as test/calls/recordings.test.ts does in-process).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
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
} from './harness.js';

const TOKEN = 'twilio-e2e-auth-token-0123456789';
const ACCOUNT = `AC${'2'.repeat(32)}`;
/** Bytes that stand for an MP3 (the service stores and serves them unchanged). */
const AUDIO = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000'), randomBytes(8192)]);
/** Links live 20 s: the page renews a link within 15 s of its end, so a 6 s wait makes it stale. */
const TTL_SECONDS = 20;

let svc: Service;
let browser: Browser;
let owner: Owner;
let twilio: Server;
const media = new Map<string, Buffer>();
let callId = '';

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
/** Twilio's request signature, written from Twilio's documentation. */
function twilioSign(url: string, params: Record<string, string>) {
  let data = url;
  for (const k of Object.keys(params).sort()) data += k + params[k];
  return createHmac('sha1', TOKEN).update(data, 'utf8').digest('base64');
}
async function twilioPost(path: string, params: Record<string, string>) {
  const r = await fetch(`${svc.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSign(`${svc.baseUrl}${path}`, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  const body = await r.text();
  if (r.status >= 300) throw new Error(`${path}: ${r.status} ${body}`);
  return body;
}

/** Polls wait longer than vitest's 1 s default: the machine running the suite is shared. */
const until = { timeout: 60_000, interval: 500 };
const TIMEOUT = 300_000;

async function ownerPage(opts: { locale?: string } = {}) {
  const context = await newContext(browser, opts);
  context.setDefaultTimeout(45_000);
  context.setDefaultNavigationTimeout(60_000);
  await signIn(context, svc, owner);
  return { context, page: await context.newPage() };
}

beforeAll(async () => {
  // A local server speaking Twilio's Recordings resource (HTTP Basic with the account SID and token).
  twilio = createServer((req, res) => {
    const expected = `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":20003,"status":401}');
      return;
    }
    const m = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Recordings\/(RE[0-9a-f]{32})\.(mp3|json)$/.exec(
      req.url ?? '',
    );
    const body = m && m[1] === ACCOUNT ? media.get(m[2]!) : undefined;
    if (m && body && req.method === 'GET' && m[3] === 'mp3')
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': body.length }).end(body);
    else if (m && body && req.method === 'DELETE' && m[3] === 'json') {
      media.delete(m[2]!);
      res.writeHead(204).end();
    } else res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":20404,"status":404}');
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  const twilioBase = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`;
  svc = await startService({
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_API_BASE: twilioBase,
    RECORDINGS_URL_TTL_SECONDS: String(TTL_SECONDS),
  });
  browser = await launchBrowser();
  owner = await createOwner(svc, { plan: 'business', tag: 'nagrania' });
  // Open around the clock and live: the phone call below is answered whenever the test runs.
  const allDay = [['00:00', '24:00']];
  const hours = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, allDay]));
  expect(
    (await api(svc, owner.token, 'PATCH', `/tenants/${owner.tenantId}`, { opening_hours: hours })).status,
  ).toBe(200);
  const live = await api(svc, owner.token, 'POST', `/tenants/${owner.tenantId}/go-live`);
  if (live.status !== 200) throw new Error(`go-live: ${live.status} ${JSON.stringify(live.body)}`);
  expect(owner.phoneNumber).toBeTruthy();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
  if (twilio) await new Promise((resolve) => twilio.close(resolve));
});

describe('call recording and post-call analysis in the dashboard', () => {
  it(
    'the recording switch in the settings saves call_recording, with the notice the caller hears',
    async () => {
      const before = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/settings`);
      expect(before.body.call_recording).toBe(false);
      const { context, page } = await ownerPage();
      await page.goto(`${svc.appUrl}/settings/business#recording`);
      const section = page.locator('#recording');
      await section.getByRole('heading', { name: 'Nagrywanie rozmów' }).waitFor();
      await section.getByText('dzwoniący usłyszy, że rozmowa jest nagrywana', { exact: false }).waitFor();
      await section.getByText('Okres przechowywania (dni): 90.', { exact: false }).waitFor();
      const toggle = section.getByRole('switch', { name: 'Nagrywaj rozmowy' });
      expect(await toggle.isChecked()).toBe(false);
      await toggle.check({ force: true });
      await page.getByText('Nagrywanie rozmów włączone.', { exact: true }).waitFor();
      await expect
        .poll(
          async () =>
            (await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/settings`)).body.call_recording,
          until,
        )
        .toBe(true);
      await checkPage(page, 'recording-settings-on');
      // A reload shows the stored value.
      await page.reload();
      await expect
        .poll(() => section.getByRole('switch', { name: 'Nagrywaj rozmowy' }).isChecked(), until)
        .toBe(true);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'defines analysis fields: a refusal of the service is shown at its field, then they save',
    async () => {
      const { context, page } = await ownerPage();
      await page.goto(`${svc.appUrl}/settings/analysis`);
      await page.getByRole('heading', { name: 'Analiza rozmów', level: 1 }).waitFor();
      await page.getByText('Nie zdefiniowano jeszcze żadnego pola.').waitFor();
      await checkPage(page, 'analysis-settings-empty');

      const fields = page.getByTestId('analysis-field');
      const add = page.getByRole('button', { name: 'Dodaj pole' });
      // 1: an enum of insurers.
      await add.click();
      await fields.nth(0).getByLabel('Nazwa (klucz)').fill('insurance_provider');
      await fields.nth(0).getByRole('combobox', { name: 'Typ' }).click();
      await page.getByRole('option', { name: 'Wybór z listy' }).click();
      await fields.nth(0).getByLabel('Czego szukać w rozmowie').fill('Ubezpieczyciel');
      await fields.nth(0).getByLabel('Dozwolone wartości').fill('NFZ, Medicover, Luxmed');
      // 2: a yes/no field, named like the first one (the service refuses it).
      await add.click();
      await fields.nth(1).getByLabel('Nazwa (klucz)').fill('Insurance_Provider');
      await fields.nth(1).getByRole('combobox', { name: 'Typ' }).click();
      await page.getByRole('option', { name: 'Tak / nie' }).click();
      await fields.nth(1).getByLabel('Czego szukać w rozmowie').fill('Nowy pacjent?');
      await page.getByRole('button', { name: 'Zapisz pola' }).click();
      const name2 = fields.nth(1).getByLabel('Nazwa (klucz)');
      await fields.nth(1).getByText('Dwa pola mają tę samą nazwę.').waitFor();
      expect(await name2.getAttribute('aria-invalid')).toBe('true');
      await checkPage(page, 'analysis-settings-refused');
      expect(
        (await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/settings`)).body.analysis_fields,
      ).toEqual([]);

      await name2.fill('new_patient');
      // 3: a second yes/no field, then an extra one removed again.
      await add.click();
      await fields.nth(2).getByLabel('Nazwa (klucz)').fill('callback');
      await fields.nth(2).getByRole('combobox', { name: 'Typ' }).click();
      await page.getByRole('option', { name: 'Tak / nie' }).click();
      await fields.nth(2).getByLabel('Czego szukać w rozmowie').fill('Prosi o oddzwonienie');
      await add.click();
      await fields.nth(3).getByLabel('Nazwa (klucz)').fill('do_usuniecia');
      await page.getByRole('button', { name: 'Usuń pole do_usuniecia' }).click();
      await expect.poll(() => fields.count()).toBe(3);
      await page.getByRole('button', { name: 'Zapisz pola' }).click();
      await page.getByText('Pola analizy zapisane.', { exact: true }).waitFor();
      const saved = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/settings`);
      expect(saved.body.analysis_fields).toEqual([
        {
          name: 'insurance_provider',
          type: 'enum',
          description: 'Ubezpieczyciel',
          values: ['NFZ', 'Medicover', 'Luxmed'],
        },
        { name: 'new_patient', type: 'boolean', description: 'Nowy pacjent?' },
        { name: 'callback', type: 'boolean', description: 'Prosi o oddzwonienie' },
      ]);
      await page.reload();
      await expect.poll(() => fields.count(), until).toBe(3);
      expect(await fields.nth(0).getByLabel('Dozwolone wartości').inputValue()).toBe(
        'NFZ, Medicover, Luxmed',
      );
      await checkPage(page, 'analysis-settings-saved');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'a recorded call: its page plays the recording (the source answers the audio), renews a stale link, and lists the analysis',
    async () => {
      // The phone call, as Twilio makes it.
      const callSid = sid('CA');
      const common = { AccountSid: ACCOUNT, CallSid: callSid, From: '+48601234567', To: owner.phoneNumber! };
      const greeting = await twilioPost('/telephony/twilio/voice', { ...common, CallStatus: 'ringing' });
      expect(greeting).toContain('<Start><Recording');
      expect(greeting).toContain('Informujemy, że rozmowa jest nagrywana.');
      await twilioPost('/telephony/twilio/gather', {
        ...common,
        CallStatus: 'in-progress',
        SpeechResult: 'Dzień dobry, jestem ubezpieczony w Medicover.',
        Confidence: '0.92',
      });
      await twilioPost('/telephony/twilio/status', {
        ...common,
        CallStatus: 'completed',
        CallDuration: '47',
      });
      const list = await api(svc, owner.token, 'GET', '/calls');
      expect(list.status).toBe(200);
      callId = list.body.data[0].id;
      const recordingSid = sid('RE');
      media.set(recordingSid, AUDIO);
      await twilioPost('/telephony/twilio/recording-status', {
        AccountSid: ACCOUNT,
        CallSid: callSid,
        RecordingSid: recordingSid,
        RecordingStatus: 'completed',
        RecordingDuration: '47',
        RecordingChannels: '2',
        RecordingSource: 'StartCallRecordingTwiML',
      });
      // The worker downloads it from "Twilio" in the background.
      await expect
        .poll(async () => (await api(svc, owner.token, 'GET', `/calls/${callId}/recording`)).status, until)
        .toBe(200);
      const call = await api(svc, owner.token, 'GET', `/calls/${callId}`);
      const analysis = call.body.analysis as Record<string, string | boolean | null>;
      expect(analysis.insurance_provider).toBe('Medicover');
      expect(analysis.new_patient).toBeNull();
      expect(typeof analysis.callback).toBe('boolean');

      const { context, page } = await ownerPage();
      const linkRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith(`/calls/${callId}/recording`)) linkRequests.push(r.url());
      });
      await page.goto(`${svc.appUrl}/calls/${callId}`);
      const player = page.getByTestId('recording').locator('audio');
      await player.waitFor({ state: 'attached' });
      expect(await player.getAttribute('controls')).not.toBeNull();
      const src = (await player.getAttribute('src'))!;
      expect(src.startsWith(`${svc.baseUrl}/recordings/`)).toBe(true);
      // The source answers the recording's bytes.
      const got = await fetch(src);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('audio/mpeg');
      expect(Buffer.from(await got.arrayBuffer()).equals(AUDIO)).toBe(true);
      await page.getByText('Długość nagrania: 0:47').waitFor();

      // The analysis: field → value, in the order of the fields, booleans as Tak/Nie, null as not stated.
      const dl = page.getByTestId('call-analysis');
      await dl.waitFor();
      const terms = await dl.locator('dt').allTextContents();
      const values = await dl.locator('dd').allTextContents();
      expect(terms).toEqual(['Ubezpieczyciel', 'Nowy pacjent?', 'Prosi o oddzwonienie']);
      expect(values).toEqual(['Medicover', '— nie podano', analysis.callback ? 'Tak' : 'Nie']);
      await checkPage(page, 'call-recording-analysis');

      // Later, the link has gone stale: pressing play fetches a fresh one first.
      const asked = linkRequests.length;
      await page.waitForTimeout(6_000);
      await player.evaluate((el: HTMLAudioElement) => el.play().catch(() => undefined));
      await expect.poll(() => linkRequests.length, until).toBeGreaterThan(asked);
      await expect.poll(() => player.getAttribute('src'), until).toMatch(/\/recordings\/.+signature=/);
      const fresh = (await player.getAttribute('src'))!;
      const again = await fetch(fresh);
      expect(again.status).toBe(200);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'a call without a recording says so; the page in English',
    async () => {
      const opened = await fetch(`${svc.baseUrl}/internal/calls`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-key': svc.internalKey },
        body: JSON.stringify({ tenant_id: owner.tenantId, from: '+48602345678' }),
      }).then((r) => r.json() as Promise<{ id: string }>);
      const { context, page } = await ownerPage();
      await page.goto(`${svc.appUrl}/calls/${opened.id}`);
      await page.getByText('Ta rozmowa nie była nagrywana.').waitFor();
      expect(await page.getByTestId('recording').getAttribute('data-state')).toBe('none');
      await checkPage(page, 'call-recording-none');
      await context.close();

      const en = await englishPage();
      await en.page.goto(`${svc.appUrl}/calls/${callId}`);
      await en.page.getByText('Recording length: 0:47').waitFor();
      await en.page.getByTestId('call-analysis').getByText('— not stated').waitFor();
      await checkPage(en.page, 'call-recording-analysis-en');
      await en.context.close();
    },
    TIMEOUT,
  );

  it(
    'analysis fields on a plan below Business: the page invites to upgrade instead of the editor',
    async () => {
      const starter = await createOwner(svc, { plan: 'starter', tag: 'nagrania-starter' });
      const context = await newContext(browser);
      context.setDefaultTimeout(45_000);
      await signIn(context, svc, starter);
      const page = await context.newPage();
      await page.goto(`${svc.appUrl}/settings/analysis`);
      await page.getByText('Analiza rozmów jest dostępna w planie Business i wyższych.').waitFor();
      expect(await page.getByRole('link', { name: 'Zobacz plany' }).getAttribute('href')).toBe(
        '/app/billing',
      );
      expect(await page.getByRole('button', { name: 'Dodaj pole' }).count()).toBe(0);
      await checkPage(page, 'analysis-settings-starter');
      await context.close();
    },
    TIMEOUT,
  );
});

/** The owner's pages in English (the language picked in the app, remembered by the browser). */
async function englishPage(): Promise<{ context: Awaited<ReturnType<typeof newContext>>; page: Page }> {
  const { context, page } = await ownerPage({ locale: 'en-GB' });
  await context.addInitScript(() => window.localStorage.setItem('recepcja.lang', 'en'));
  return { context, page };
}
