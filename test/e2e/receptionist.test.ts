import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import type { Browser, Locator, Page } from 'playwright-core';
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

/** The receptionist's settings (`/settings/…`) as an owner uses them, checked through the API. */
let svc: Service;
let browser: Browser;
let owner: Owner;
let other: Owner;
let sheets: Server;
let sheetsUrl: string;

beforeAll(async () => {
  svc = await startService();
  browser = await launchBrowser();
  owner = await createOwner(svc, { plan: 'business', tag: 'recepcja' });
  other = await createOwner(svc, { businessName: 'Salon Fryzjerski Inny', tag: 'inny' });
  // A published price list (CSV) on this machine: the harness lets the service read private addresses.
  sheets = createServer((req, res) => {
    if (req.url === '/cennik.csv') {
      res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      res.end('Usługa;Cena\nPrzegląd;150 zł\nWybielanie;900 zł\n');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => sheets.listen(0, '127.0.0.1', resolve));
  sheetsUrl = `http://127.0.0.1:${(sheets.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
  if (sheets) await new Promise((resolve) => sheets.close(resolve));
});

async function ownerPage(who: Owner = owner, opts: { mobile?: boolean } = {}) {
  const context = await newContext(browser, opts);
  // The machine is shared by many test runs: pages and answers may take longer than the default 15 s.
  context.setDefaultTimeout(45_000);
  await signIn(context, svc, who);
  return { context, page: await context.newPage() };
}

/** The machine is shared and slow: each test gets five minutes. */
const TIMEOUT = 300_000;

const saved = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

describe('receptionist settings', () => {
  it(
    'edits the greeting and voice; a reload and the API show them',
    async () => {
      const { context, page } = await ownerPage();
      await page.goto(`${svc.appUrl}/settings/business`);
      await page.getByRole('heading', { name: 'Firma, powitanie i godziny otwarcia', level: 1 }).waitFor();
      await expect
        .poll(() => page.getByLabel('Nazwa firmy').inputValue())
        .toBe('Gabinet Stomatologiczny Uśmiech');
      await checkPage(page, 'receptionist-business');

      const greeting = 'Dzień dobry, gabinet Uśmiech, w czym mogę pomóc?';
      await page.getByLabel('Powitanie', { exact: true }).fill(greeting);
      await page.getByText('Angielski', { exact: true }).click();
      await page.locator('#greeting').getByRole('button', { name: 'Zapisz' }).click();
      await saved(page, 'Zapisano ustawienia powitania i głosu.');
      const voice = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/voice-config`);
      expect(voice.body).toMatchObject({ greeting, language: 'en' });

      await page.reload();
      await expect.poll(() => page.getByLabel('Powitanie', { exact: true }).inputValue()).toBe(greeting);

      // The business name, with the API's answer.
      await page.getByLabel('Nazwa firmy').fill('Gabinet Uśmiech');
      await page.locator('#name').getByRole('button', { name: 'Zapisz' }).click();
      await saved(page, 'Zapisano dane firmy.');
      const tenant = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}`);
      expect(tenant.body.business_name).toBe('Gabinet Uśmiech');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'builds a week with a lunch break and a closed Saturday, refusing an overlap first',
    async () => {
      await api(svc, owner.token, 'PATCH', `/tenants/${owner.tenantId}`, {
        opening_hours: {
          mon: [['08:00', '18:00']],
          tue: [['08:00', '18:00']],
          wed: [['08:00', '18:00']],
          thu: [['08:00', '18:00']],
          fri: [['08:00', '16:00']],
          sat: [['09:00', '13:00']],
        },
      });
      const { context, page } = await ownerPage();
      await page.goto(`${svc.appUrl}/settings/business#opening-hours`);
      const hours = page.locator('#opening-hours');
      await hours.getByRole('heading', { name: 'Godziny otwarcia' }).waitFor();
      await expect.poll(() => hours.getByLabel('Sobota, przedział 1: od').inputValue()).toBe('09:00');

      await hours.getByLabel('Poniedziałek, przedział 1: do').fill('12:00');
      await hours.getByRole('button', { name: 'Dodaj przedział (Poniedziałek)' }).click();
      await hours.getByLabel('Poniedziałek, przedział 2: od').fill('11:00');
      await hours.getByLabel('Poniedziałek, przedział 2: do').fill('14:00');
      await hours.getByRole('button', { name: 'Zapisz godziny otwarcia' }).click();
      await hours.getByText('Przedział nakłada się na inny.').waitFor();
      await hours.getByText('Popraw zaznaczone przedziały, zanim zapiszesz.').waitFor();
      await checkPage(page, 'receptionist-hours-invalid');

      await hours.getByLabel('Poniedziałek, przedział 2: od').fill('13:00');
      await hours.getByLabel('Poniedziałek, przedział 2: do').fill('18:00');
      await hours.getByRole('switch', { name: 'Sobota', exact: true }).uncheck({ force: true });
      await hours.getByRole('button', { name: 'Zapisz godziny otwarcia' }).click();
      await saved(page, 'Zapisano godziny otwarcia.');
      const tenant = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}`);
      expect(tenant.body.opening_hours.mon).toEqual([
        ['08:00', '12:00'],
        ['13:00', '18:00'],
      ]);
      expect(tenant.body.opening_hours.sat ?? []).toEqual([]);
      expect(tenant.body.opening_hours.tue).toEqual([['08:00', '18:00']]);
      await checkPage(page, 'receptionist-hours-saved');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'adds a closed holiday and a short day to the hours; a reload and the API show them',
    async () => {
      // Dates from the test's clock (the suite may run with the clock moved), in the tenant's zone.
      const today = DateTime.now().setZone('Europe/Warsaw').startOf('day');
      const holiday = today.plus({ days: 20 });
      const short = today.plus({ days: 21 });
      const { context, page } = await ownerPage();
      await page.goto(`${svc.appUrl}/settings/business#opening-hours`);
      const hours = page.locator('#opening-hours');
      await hours.getByRole('heading', { name: 'Święta i wyjątki' }).waitFor();
      await hours.getByText('Brak wyjątków.').waitFor();

      /** Opens the row's date picker, moves from the browser's month to the date's and picks it. */
      const pick = async (n: number, d: typeof today) => {
        await hours.getByLabel(`Data (wyjątek ${n})`).click();
        const browserNow = DateTime.fromMillis(await page.evaluate(() => Date.now()));
        const months = (d.year - browserNow.year) * 12 + (d.month - browserNow.month);
        for (let i = 0; i < Math.abs(months); i++)
          await page
            .getByRole('button', { name: months > 0 ? 'Następny miesiąc' : 'Poprzedni miesiąc' })
            .click();
        await page
          // The day's name as the Polish picker says it ("4 listopada 2027").
          .getByRole('button', { name: d.setLocale('pl').toFormat('d MMMM yyyy'), exact: true })
          .first()
          .click();
        await expect
          .poll(() => hours.getByLabel(`Data (wyjątek ${n})`).textContent())
          .toContain(d.toFormat('dd.MM.yyyy'));
      };

      // A closed holiday with a note.
      await hours.getByRole('button', { name: 'Dodaj datę' }).click();
      await pick(1, holiday);
      await hours.getByLabel('Notatka (wyjątek 1)').fill('Wigilia');
      // A short day: 09:00–12:00 only. A row without a date is refused before it is sent.
      await hours.getByRole('button', { name: 'Dodaj datę' }).click();
      await hours.getByRole('button', { name: 'Zapisz godziny otwarcia' }).click();
      await hours.getByText('Wybierz datę.').waitFor();
      await hours.getByText('Popraw zaznaczone wyjątki, zanim zapiszesz.').waitFor();
      await pick(2, short);
      await hours.getByTestId('exception-2').getByText('Inne godziny').click();
      await hours.getByLabel('Wyjątek 2, przedział 1: od').fill('09:00');
      await hours.getByLabel('Wyjątek 2, przedział 1: do').fill('12:00');
      await hours.getByRole('button', { name: 'Zapisz godziny otwarcia' }).click();
      await saved(page, 'Zapisano godziny otwarcia.');

      const tenant = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}`);
      expect(tenant.body.opening_hours_exceptions).toEqual([
        { date: holiday.toISODate(), closed: true, hours: [], note: 'Wigilia' },
        { date: short.toISODate(), closed: false, hours: [{ open: '09:00', close: '12:00' }], note: null },
      ]);
      // The calendar follows them: nothing on the holiday, only 09:00–12:00 on the short day.
      const free = async (d: typeof today) =>
        (
          await api(
            svc,
            owner.token,
            'GET',
            `/tenants/${owner.tenantId}/calendar/availability?date=${d.toISODate()}`,
          )
        ).body.slots as { start: string }[];
      expect(await free(holiday)).toEqual([]);
      for (const s of await free(short)) {
        const at = DateTime.fromISO(s.start, { zone: 'Europe/Warsaw' }).toFormat('HH:mm');
        expect(at >= '09:00' && at < '12:00', at).toBe(true);
      }

      await page.reload();
      await hours.getByRole('heading', { name: 'Święta i wyjątki' }).waitFor();
      await expect
        .poll(() => hours.getByLabel('Data (wyjątek 1)').textContent())
        .toContain(holiday.toFormat('dd.MM.yyyy'));
      expect(await hours.getByLabel('Notatka (wyjątek 1)').inputValue()).toBe('Wigilia');
      expect(
        await hours
          .getByTestId('exception-1')
          .getByRole('radio', { name: 'Zamknięte cały dzień' })
          .isChecked(),
      ).toBe(true);
      await expect
        .poll(() => hours.getByLabel('Data (wyjątek 2)').textContent())
        .toContain(short.toFormat('dd.MM.yyyy'));
      expect(
        await hours.getByTestId('exception-2').getByRole('radio', { name: 'Inne godziny' }).isChecked(),
      ).toBe(true);
      expect(await hours.getByLabel('Wyjątek 2, przedział 1: od').inputValue()).toBe('09:00');
      expect(await hours.getByLabel('Wyjątek 2, przedział 1: do').inputValue()).toBe('12:00');
      await checkPage(page, 'receptionist-hours-exceptions');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'adds a service with its duration and price',
    async () => {
      const { context, page } = await ownerPage();
      await page.goto(`${svc.appUrl}/settings/services`);
      await page.getByRole('heading', { name: 'Usługi', level: 1 }).waitFor();
      await page.getByText('Nie dodano jeszcze żadnej usługi.').waitFor();
      await page.getByRole('button', { name: 'Dodaj usługę' }).click();
      await page.getByLabel('Nazwa usługi 1').fill('Przegląd');
      await page.getByLabel('Czas trwania usługi 1 w minutach').fill('45');
      await page.getByLabel('Cena usługi 1 w złotych').fill('150,50');
      await page.getByLabel('Nazwa po angielsku (usługa 1)').fill(' Dental check-up ');
      await page.getByLabel('Inne nazwy usługi 1, po przecinku').fill('kontrola, check-up, kontrola');
      await page.getByRole('button', { name: 'Zapisz usługi' }).click();
      await saved(page, 'Zapisano usługi.');
      const settings = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/settings`);
      expect(settings.body.service_types).toEqual({
        Przegląd: {
          duration_minutes: 45,
          price_pln: 150.5,
          name_en: 'Dental check-up',
          aliases: ['kontrola', 'check-up'],
          department: null,
        },
      });
      await checkPage(page, 'receptionist-services');

      // A second row with the same name is refused before it is sent.
      await page.getByRole('button', { name: 'Dodaj usługę' }).click();
      await page.getByLabel('Nazwa usługi 2').fill('przegląd');
      await page.getByRole('button', { name: 'Zapisz usługi' }).click();
      await page.getByText('Ta nazwa już jest na liście.').waitFor();
      // So is another service's other name.
      await page.getByLabel('Nazwa usługi 2').fill('Wybielanie');
      await page.getByLabel('Inne nazwy usługi 2, po przecinku').fill('Kontrola');
      await page.getByRole('button', { name: 'Zapisz usługi' }).click();
      await page.getByText('Inna nazwa może należeć tylko do jednej usługi', { exact: false }).waitFor();
      // And an English name that is another service's.
      await page.getByLabel('Inne nazwy usługi 2, po przecinku').fill('');
      await page.getByLabel('Nazwa po angielsku (usługa 2)').fill('dental check-up');
      await page.getByRole('button', { name: 'Zapisz usługi' }).click();
      await page.getByText('Nazwa po angielsku nie może być nazwą', { exact: false }).waitFor();
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'adds a department with a transfer number, showing the refusal of an invalid one at the field',
    async () => {
      const { context, page } = await ownerPage();
      await page.goto(`${svc.appUrl}/settings/departments`);
      await page.getByRole('heading', { name: 'Działy', level: 1 }).waitFor();
      await page.getByText('Nie ma jeszcze działów.').waitFor();
      await page.getByLabel('Nazwa działu').fill('Rejestracja');
      await page.getByLabel('Numer do przekierowania').fill('123');
      await page.getByRole('button', { name: 'Dodaj dział' }).click();
      const field = page.getByLabel('Numer do przekierowania');
      await page.getByText('Niepoprawny numer telefonu (E.164 lub polski numer bez kodu kraju).').waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await checkPage(page, 'receptionist-departments-invalid');

      await field.fill('600 200 300');
      await page.getByRole('button', { name: 'Dodaj dział' }).click();
      await saved(page, 'Dodano dział Rejestracja.');
      await page.getByRole('cell', { name: '+48600200300' }).waitFor();
      const list = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/departments`);
      expect(list.body).toHaveLength(1);
      expect(list.body[0]).toMatchObject({
        name: 'Rejestracja',
        transfer_number: '+48600200300',
        is_active: true,
      });
      await checkPage(page, 'receptionist-departments');

      await page.getByRole('link', { name: 'Rejestracja' }).click();
      await page.getByRole('heading', { name: 'Dział: Rejestracja', level: 1 }).waitFor();
      await page.getByLabel('Opis').fill('Zapisy i zmiany terminów');
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await saved(page, 'Zapisano dział.');
      const after = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/departments`);
      expect(after.body[0].description).toBe('Zapisy i zmiany terminów');
      await checkPage(page, 'receptionist-department');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    "shows not-found for another tenant's department, never its data",
    async () => {
      const theirs = await api(svc, other.token, 'POST', `/tenants/${other.tenantId}/departments`, {
        name: 'Dział Tajny',
        transfer_number: '600 300 400',
      });
      expect(theirs.status).toBe(201);
      const { context, page } = await ownerPage();
      await page.goto(`${svc.appUrl}/settings/departments/${theirs.body.id}`);
      await page.getByTestId('not-found').waitFor();
      expect(await page.getByText('Dział Tajny').count()).toBe(0);
      await checkPage(page, 'receptionist-department-not-found');
      await page.goto(`${svc.appUrl}/settings/departments/not-a-uuid`);
      await page.getByTestId('not-found').waitFor();
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'changes the per-caller limit',
    async () => {
      const { context, page } = await ownerPage();
      await page.goto(`${svc.appUrl}/settings/limits`);
      await page.getByRole('heading', { name: 'Limity', level: 1 }).waitFor();
      const cap = page.getByLabel('Połączeń dziennie z jednego numeru');
      await expect.poll(() => cap.inputValue()).toBe('5');
      await cap.fill('3');
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await saved(page, 'Zapisano limit połączeń.');
      const settings = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/settings`);
      expect(settings.body.caller_daily_cap).toBe(3);
      await checkPage(page, 'receptionist-limits');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'turns on SMS reminders with two times',
    async () => {
      await api(svc, owner.token, 'PATCH', `/tenants/${owner.tenantId}/reminder-config`, { enabled: false });
      const { context, page } = await ownerPage();
      await page.goto(`${svc.appUrl}/settings/sms`);
      await page.getByRole('heading', { name: 'SMS i przypomnienia', level: 1 }).waitFor();
      await page.getByText(/Wysłano 0 z \d+ SMS/).waitFor();
      // Tick until it holds: a click that lands while the form is still (re)mounting is lost.
      const tick = async (box: Locator) => {
        await expect
          .poll(
            async () => {
              if (!(await box.isChecked())) await box.click({ force: true }).catch(() => undefined);
              return box.isChecked();
            },
            { timeout: 20_000 },
          )
          .toBe(true);
      };
      await tick(page.getByRole('switch', { name: 'Wysyłaj przypomnienia o wizytach' }));
      await tick(page.getByRole('checkbox', { name: '2 godz. wcześniej', exact: true }));
      const reminders = page.getByRole('region', { name: 'Przypomnienia o wizytach' });
      await reminders.getByRole('button', { name: 'Zapisz' }).click();
      await saved(page, 'Zapisano ustawienia przypomnień.');
      const config = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/reminder-config`);
      expect(config.body).toMatchObject({
        enabled: true,
        channel: 'sms',
        hours_before: [24, 2],
        is_default: false,
      });
      await checkPage(page, 'receptionist-sms');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'connects a published sheet, shows a refused address, and renders the CRM and calendars',
    async () => {
      const { context, page } = await ownerPage();
      await page.goto(`${svc.appUrl}/settings/integrations`);
      await page.getByRole('heading', { name: 'Integracje', level: 1 }).waitFor();
      await page.getByText('Nie podłączono jeszcze żadnego arkusza.').waitFor();
      await page.getByText('Teraz: wbudowane kontakty.').waitFor();
      await checkPage(page, 'receptionist-integrations');

      await page.getByLabel('Adres arkusza').fill('http://127.0.0.1:1/cennik.csv');
      await page.getByRole('button', { name: 'Podłącz arkusz' }).click();
      await page.getByText(/^Nie udało się pobrać arkusza/).waitFor();
      expect(await page.getByLabel('Adres arkusza').getAttribute('aria-invalid')).toBe('true');
      await checkPage(page, 'receptionist-integrations-refused');

      await page.getByLabel('Adres arkusza').fill(`${sheetsUrl}/cennik.csv`);
      await page.getByLabel('Nazwa (opcjonalnie)').fill('Cennik');
      await page.getByRole('button', { name: 'Podłącz arkusz' }).click();
      // The service fetches and parses the sheet before answering: on a busy machine that takes a while.
      await page.getByText('Cennik', { exact: true }).waitFor({ timeout: 120_000 });
      const sources = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/data-sources`);
      expect(sources.body.data).toHaveLength(1);
      expect(sources.body.data[0]).toMatchObject({ name: 'Cennik', origin: 'url', row_count: 2 });
      await page.getByRole('button', { name: 'Odśwież Cennik' }).click();
      await saved(page, 'Odświeżono arkusz.');

      // HubSpot needs a token; the choice shows its field.
      await page.getByRole('radio', { name: 'HubSpot' }).check({ force: true });
      await page.getByLabel('Token aplikacji prywatnej HubSpot').waitFor();
      await checkPage(page, 'receptionist-integrations-sheet');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'a trial owner is invited to upgrade for data sources and the CRM',
    async () => {
      const { context, page } = await ownerPage(other);
      await page.goto(`${svc.appUrl}/settings/integrations`);
      await page.getByRole('heading', { name: 'Integracje', level: 1 }).waitFor();
      await expect.poll(() => page.getByText('Dostępne w wyższym planie').count()).toBe(2);
      await checkPage(page, 'receptionist-integrations-trial');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'reads in English, and fits a phone',
    async () => {
      const { context, page } = await ownerPage();
      await page.goto(`${svc.appUrl}/settings/services`);
      await page.getByRole('heading', { name: 'Usługi', level: 1 }).waitFor();
      await page.getByText('EN', { exact: true }).click();
      await page.getByRole('heading', { name: 'Services', level: 1 }).waitFor();
      await page.getByRole('columnheader', { name: 'Duration (min)' }).waitFor();
      await checkPage(page, 'receptionist-services-en');
      await page.getByRole('link', { name: 'Departments' }).click();
      await page.getByRole('heading', { name: 'Departments', level: 1 }).waitFor();
      await checkPage(page, 'receptionist-departments-en');
      await context.close();

      const phone = await ownerPage(owner, { mobile: true });
      await phone.page.goto(`${svc.appUrl}/settings/business`);
      await phone.page
        .getByRole('heading', { name: 'Firma, powitanie i godziny otwarcia', level: 1 })
        .waitFor();
      await phone.page.locator('#opening-hours').waitFor();
      await checkPage(phone.page, 'receptionist-business-phone');
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await phone.page.goto(`${svc.appUrl}/settings/sms`);
      await phone.page.getByRole('heading', { name: 'SMS i przypomnienia', level: 1 }).waitFor();
      await checkPage(phone.page, 'receptionist-sms-phone');
      await phone.context.close();
    },
    TIMEOUT,
  );
});
