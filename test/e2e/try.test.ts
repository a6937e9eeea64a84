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
import { bookByText, say, startTestCall, TRY_TEXT } from './try-steps.js';

let svc: Service;
let browser: Browser;

beforeAll(async () => {
  svc = await startService();
  browser = await launchBrowser();
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
});

/** A browser context with more patience than the default: the machine running these may be busy. */
async function patientContext(opts: { mobile?: boolean } = {}) {
  const context = await newContext(browser, opts);
  context.setDefaultTimeout(30_000);
  return context;
}

/** A stand-in for the browser's speech recognition: "hears" `window.__heard` when started. */
const FAKE_RECOGNITION = `
  window.__heard = 'Czy jest parking?';
  class FakeRecognition {
    start() {
      setTimeout(() => {
        const text = window.__heard;
        this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: text }], { isFinal: true })] });
        this.onend?.();
      }, 50);
    }
    stop() { this.onend?.(); }
    abort() {}
  }
  window.SpeechRecognition = FakeRecognition;
  window.webkitSpeechRecognition = FakeRecognition;
`;

describe('try your receptionist (/try)', () => {
  it('books a visit by text in Polish, shows what it understood, and records the call', {
    timeout: 420_000,
  }, async () => {
    const owner = await createOwner(svc);
    const context = await patientContext();
    await signIn(context, svc, owner);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/try`);
    await page.getByRole('heading', { level: 1, name: 'Wypróbuj recepcję' }).waitFor();
    // Not live yet: said, and test calls work anyway.
    await page.getByText('Recepcja nie odbiera jeszcze prawdziwych połączeń', { exact: false }).waitFor();
    await checkPage(page, 'try-start-pl');

    // A caller number that is not one: the field says so.
    await page.getByLabel('Numer, z którego „dzwonisz”').fill('abc');
    await page.getByRole('button', { name: 'Rozpocznij rozmowę', exact: true }).click();
    await page.getByText('Niepoprawny numer telefonu', { exact: false }).waitFor();
    await checkPage(page, 'try-start-bad-number-pl');
    await page.getByLabel('Numer, z którego „dzwonisz”').fill('');

    const booking = await bookByText(page, 'pl', svc, owner, 'try-pl');
    // What it understood of the first line, under it.
    const notes = page.getByTestId('understood');
    await expect.poll(() => notes.first().innerText()).toMatch(/Zamiar: umówienie wizyty.*godzina: 10:00/s);
    await expect.poll(() => notes.nth(1).innerText()).toMatch(/Zamiar: potwierdzenie/);

    // A question from the FAQ: answered, and said so.
    const answer = await say(page, 'pl', 'Czy jest parking?');
    expect(answer).toMatch(/parking/i);
    await page.getByText('Odpowiedziano na pytanie', { exact: false }).first().waitFor();

    // Hang up: the call is completed as booked, and the page links to its record.
    await page.getByRole('button', { name: 'Rozłącz', exact: true }).click();
    await page.getByText('Rozmowa zakończona.').waitFor();
    await page.getByText('Wynik rozmowy: umówiono wizytę').waitFor();
    const link = page.getByRole('link', { name: 'Zobacz zapis połączenia' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/app\/calls\/[0-9a-f-]{36}$/);
    await checkPage(page, 'try-ended-pl');

    const callId = href!.split('/').pop()!;
    const call = await api(svc, owner.token, 'GET', `/calls/${callId}`);
    expect(call.status).toBe(200);
    expect(call.body).toMatchObject({ status: 'completed', outcome: 'booked' });
    expect(call.body.team_note).toMatch(/Rozmowa testowa/);
    expect(booking.start).toMatch(/T(08|09):00:00/);

    await context.close();
  });

  it('books in English on a phone-size screen', { timeout: 420_000 }, async () => {
    const owner = await createOwner(svc, { tag: 'en' });
    const context = await patientContext({ mobile: true });
    await signIn(context, svc, owner);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/try`);
    await page.getByRole('heading', { level: 1, name: 'Wypróbuj recepcję' }).waitFor();
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { level: 1, name: TRY_TEXT.en.title }).waitFor();
    await checkPage(page, 'try-start-en-phone');
    await bookByText(page, 'en', svc, owner, 'try-en-phone');
    await page.getByText('Intent: booking an appointment', { exact: false }).first().waitFor();
    const bye = await say(page, 'en', 'No, thanks, bye');
    expect(bye.length).toBeGreaterThan(0);
    await page.getByText('The conversation has ended.').waitFor();
    await page.getByText('Outcome: appointment booked').waitFor();
    await checkPage(page, 'try-ended-en-phone');
    await context.close();
  });

  it('speaks where the browser recognises speech, and says so where it does not', {
    timeout: 420_000,
  }, async () => {
    const owner = await createOwner(svc, { tag: 'speech' });
    const context = await patientContext();
    await context.addInitScript(FAKE_RECOGNITION);
    await signIn(context, svc, owner);
    const page = await context.newPage();
    await startTestCall(page, 'pl', svc);
    await page.getByRole('switch', { name: 'Czytaj odpowiedzi na głos' }).waitFor();
    await page.getByRole('button', { name: 'Mów zamiast pisać' }).click();
    // The line heard is sent as if typed, and answered.
    await page.getByRole('log').getByText('Czy jest parking?', { exact: true }).waitFor();
    await page
      .getByRole('log')
      .getByText('Tak, bezpłatny parking przed budynkiem.', { exact: false })
      .waitFor();
    await checkPage(page, 'try-speech-pl');
    await context.close();

    // No speech recognition in this browser: no microphone button, a short note instead.
    const plain = await patientContext();
    await plain.addInitScript('delete window.SpeechRecognition; delete window.webkitSpeechRecognition;');
    await signIn(plain, svc, owner);
    const p2 = await plain.newPage();
    await startTestCall(p2, 'pl', svc);
    await p2.getByText('Ta przeglądarka nie rozpoznaje mowy', { exact: false }).waitFor();
    expect(await p2.getByRole('button', { name: 'Mów zamiast pisać' }).count()).toBe(0);
    await checkPage(p2, 'try-no-speech-pl');
    await plain.close();
  });

  it('warns when there are no opening hours (no bookings possible)', { timeout: 120_000 }, async () => {
    const owner = await createOwner(svc, { tag: 'nohours' });
    const days = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const r = await api(svc, owner.token, 'PATCH', `/tenants/${owner.tenantId}`, { opening_hours: days });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const context = await patientContext();
    await signIn(context, svc, owner);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/try`);
    await page.getByText('Nie ustawiono godzin otwarcia', { exact: false }).waitFor();
    await checkPage(page, 'try-hint-no-hours');
    await context.close();
  });

  it("answers 404 for another tenant's id and for another tenant's test call", async () => {
    const owner = await createOwner(svc, { tag: 'iso' });
    const other = await createOwner(svc, { tag: 'other' });
    expect((await api(svc, other.token, 'POST', `/tenants/${owner.tenantId}/test-calls`, {})).status).toBe(
      404,
    );
    const mine = await api(svc, owner.token, 'POST', `/tenants/${owner.tenantId}/test-calls`, {});
    expect(mine.status).toBe(201);
    const path = (tenant: string) => `/tenants/${tenant}/test-calls/${mine.body.session_id}`;
    const turn = { text: 'Dzień dobry' };
    expect((await api(svc, other.token, 'POST', `${path(owner.tenantId)}/turns`, turn)).status).toBe(404);
    expect((await api(svc, other.token, 'POST', `${path(other.tenantId)}/turns`, turn)).status).toBe(404);
    expect((await api(svc, other.token, 'POST', `${path(other.tenantId)}/hangup`)).status).toBe(404);
    // Still the owner's, untouched.
    const ok = await api(svc, owner.token, 'POST', `${path(owner.tenantId)}/turns`, turn);
    expect(ok.status).toBe(200);
    expect(ok.body.understood.intent).toBe('greeting');
  });
});
