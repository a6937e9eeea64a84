import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import type { Browser } from 'playwright-core';
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

const TZ = 'Europe/Warsaw';
let svc: Service;
let browser: Browser;
let ics: Server;
let icsUrl: string;
let owner: Owner;

/** A Monday–Thursday at least two days ahead (the owner's opening hours are 08–18 then). */
const day = (() => {
  let d = DateTime.now().setZone(TZ).plus({ days: 2 }).startOf('day');
  while (d.weekday > 4) d = d.plus({ days: 1 });
  return d;
})();
const DATE = day.toISODate()!;
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return day.set({ hour: h, minute: m }).toUTC().toISO()!;
};
const same = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Calendar//PL',
  'BEGIN:VEVENT',
  'UID:training@test',
  'DTSTAMP:20260101T000000Z',
  `DTSTART;TZID=Europe/Warsaw:${day.toFormat('yyyyMMdd')}T150000`,
  `DTEND;TZID=Europe/Warsaw:${day.toFormat('yyyyMMdd')}T160000`,
  'SUMMARY:Szkolenie zespołu',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

async function listed(o: Owner) {
  const from = encodeURIComponent(at('00:00'));
  const to = encodeURIComponent(day.plus({ days: 1 }).toUTC().toISO()!);
  const r = await api(
    svc,
    o.token,
    'GET',
    `/tenants/${o.tenantId}/calendar/appointments?from=${from}&to=${to}`,
  );
  expect(r.status).toBe(200);
  return r.body.events as { id: string; source: string; title: string; start: string }[];
}

beforeAll(async () => {
  ics = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(ICS);
  });
  await new Promise<void>((r) => ics.listen(0, '127.0.0.1', () => r()));
  icsUrl = `http://127.0.0.1:${(ics.address() as AddressInfo).port}/team.ics`;
  svc = await startService();
  browser = await launchBrowser();
  owner = await createOwner(svc);
  const sub = await api(svc, owner.token, 'POST', `/tenants/${owner.tenantId}/calendar/subscriptions`, {
    name: 'Kalendarz zespołu',
    url: icsUrl,
  });
  expect(sub.status).toBe(201);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
  await new Promise<void>((r) => ics?.close(() => r()));
});

describe('the appointments calendar', () => {
  let bookedId = '';

  it('books from an empty slot, shows both sources, moves by drag, refuses a taken slot, cancels', async () => {
    const context = await newContext(browser);
    context.setDefaultTimeout(45_000);
    await signIn(context, svc, owner);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/appointments?date=${DATE}`);
    await page.getByRole('heading', { name: 'Kalendarz wizyt', level: 1 }).waitFor();
    await page.getByText('Szkolenie zespołu').waitFor();

    // Book in the browser: an empty slot opens the form with its date and time.
    await page.getByTestId(`slot-${DATE}T09:00`).click();
    const dialog = page.getByRole('dialog', { name: 'Nowa wizyta' });
    await dialog.getByLabel('Imię i nazwisko').fill('Jan Kowalski');
    await dialog.getByLabel('Telefon').fill('601 234 567');
    await dialog.getByLabel('Usługa').fill('Kontrola');
    await dialog.getByLabel('Czas trwania (min)').fill('60');
    await expect.poll(() => dialog.getByLabel('Godzina').inputValue()).toBe('09:00');
    await checkPage(page, 'appointments-create-form');
    await dialog.getByRole('button', { name: 'Zarezerwuj' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const ours = (await listed(owner)).find((e) => e.source === 'recepcja');
    expect(ours).toMatchObject({ title: 'Kontrola: Jan Kowalski' });
    expect(same(ours!.start, at('09:00'))).toBe(true);
    bookedId = ours!.id;
    const tile = page.getByTestId(`event-${bookedId}`);
    await tile.waitFor();
    await page.getByText('Wizyta zarezerwowana').waitFor({ state: 'hidden' });
    await checkPage(page, 'appointments-week');

    // Drag to 10:00: the service has it there.
    await tile.dragTo(page.getByTestId(`slot-${DATE}T10:00`));
    await expect
      .poll(async () => (await listed(owner)).find((e) => e.id === bookedId)?.start)
      .toSatisfy((s: string | undefined) => !!s && same(s, at('10:00')));
    await page.getByText(/Wizyta przeniesiona na/).waitFor();
    await page.getByText(/Wizyta przeniesiona na/).waitFor({ state: 'hidden' });

    // Someone else has 12:00; a 60-minute visit dropped at 11:30 would overlap it: 409, nothing moves.
    const other = await api(svc, owner.token, 'POST', `/tenants/${owner.tenantId}/calendar/appointments`, {
      start_time: at('12:00'),
      patient_name: 'Anna Nowak',
    });
    expect(other.status).toBe(201);
    await page.reload();
    await page.getByTestId(`event-${other.body.id}`).waitFor();
    await page.getByTestId(`event-${bookedId}`).dragTo(page.getByTestId(`slot-${DATE}T11:30`));
    const refusal = page.getByRole('alert').filter({ hasText: 'Termin jest zajęty' });
    await refusal.getByText('Termin wizyty nakłada się na inną wizytę.').waitFor();
    await refusal.getByText('Nic nie zostało zmienione.').waitFor();
    expect(same((await listed(owner)).find((e) => e.id === bookedId)!.start, at('10:00'))).toBe(true);
    await page.getByTestId(`event-${bookedId}`).waitFor();
    await checkPage(page, 'appointments-drag-refused');

    // The details: the SMS to the patient, the move form (keyboard way) with the same refusal.
    await page.getByTestId(`event-${bookedId}`).click();
    const drawer = page.getByRole('dialog', { name: 'Kontrola: Jan Kowalski' });
    await drawer.getByText('Potwierdzenie rezerwacji').waitFor();
    await drawer
      .getByText(/^SMS (wysłany|w kolejce|zaplanowany)$/)
      .first()
      .waitFor();
    await checkPage(page, 'appointments-details');
    await drawer.getByLabel('Godzina').fill('11:30');
    await drawer.getByRole('button', { name: 'Przenieś', exact: true }).click();
    await drawer.getByText('Termin jest zajęty').waitFor();
    await drawer.getByText('Nic nie zostało zmienione.').waitFor();
    await checkPage(page, 'appointments-move-refused');
    expect(same((await listed(owner)).find((e) => e.id === bookedId)!.start, at('10:00'))).toBe(true);

    // Cancel it.
    await drawer.getByRole('button', { name: 'Odwołaj wizytę' }).click();
    await drawer.getByRole('button', { name: 'Tak, odwołaj' }).click();
    // The confirmation is a toast that closes itself after 4 s: on a starved machine it may come
    // and go between two looks, so the service's state is what the test waits for.
    await expect
      .poll(
        async () =>
          (await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/calendar/appointments/${bookedId}`))
            .body.status,
        { timeout: 30_000 },
      )
      .toBe('cancelled');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId(`event-${bookedId}`).count()).toBe(0);

    // The day view, then in English.
    await page.getByText('Dzień', { exact: true }).click();
    await page.getByTestId(`slot-${DATE}T08:00`).waitFor();
    await page.getByText('Szkolenie zespołu').waitFor();
    await checkPage(page, 'appointments-day');
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Appointments calendar', level: 1 }).waitFor();
    await checkPage(page, 'appointments-day-en');
    await context.close();
  }, 480_000);

  it('shows one appointment on its page; another tenant gets the not-found page', async () => {
    const context = await newContext(browser);
    context.setDefaultTimeout(45_000);
    await signIn(context, svc, owner);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/appointments/${bookedId}`);
    await page.getByRole('heading', { name: 'Wizyta: Jan Kowalski', level: 1 }).waitFor();
    await page.getByText('Odwołana').waitFor();
    await checkPage(page, 'appointments-page');
    await context.close();

    const stranger = await createOwner(svc, { tag: 'other' });
    const theirs = await newContext(browser);
    theirs.setDefaultTimeout(45_000);
    await signIn(theirs, svc, stranger);
    const p2 = await theirs.newPage();
    await p2.goto(`${svc.appUrl}/appointments/${bookedId}`);
    await p2.getByTestId('not-found').waitFor();
    expect(await p2.getByText('Jan Kowalski').count()).toBe(0);
    await checkPage(p2, 'appointments-not-found');
    await theirs.close();
  }, 240_000);

  it('on a phone the day is a list', async () => {
    const context = await newContext(browser, { mobile: true });
    context.setDefaultTimeout(45_000);
    await signIn(context, svc, owner);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/appointments?date=${DATE}`);
    const agenda = page.getByTestId('agenda');
    await agenda.getByText('Anna Nowak').waitFor();
    await agenda.getByText('Szkolenie zespołu').waitFor();
    await checkPage(page, 'appointments-phone');
    await agenda.getByText('Anna Nowak').click();
    await page.getByTestId('appointment-details').waitFor();
    await checkPage(page, 'appointments-phone-details');
    await context.close();
  }, 240_000);
});
