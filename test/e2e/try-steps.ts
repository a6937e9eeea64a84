/**
 * Steps on the /try page (talk to your own receptionist), for the tests that need a booking
 * made the way an owner would: start a test call, type the lines, see the confirmation.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, checkPage, type Owner, type Service } from './harness.js';

export const TRY_TEXT = {
  pl: {
    title: 'Wypróbuj recepcję',
    language: 'Polski',
    start: 'Rozpocznij rozmowę',
    input: 'Twoja wypowiedź',
    send: 'Wyślij',
    hangUp: 'Rozłącz',
    yes: 'Tak',
    first: 'Pierwszy',
    name: 'Jan Kowalski',
    offered: /Czy ten termin pasuje\?|Który termin wybrać\?/,
    single: /Czy ten termin pasuje\?/,
    askName: /imię i nazwisko/,
    booked: /Zarezerwowałam wizytę .* na nazwisko Jan Kowalski/,
  },
  en: {
    title: 'Try your receptionist',
    language: 'English',
    start: 'Start the conversation',
    input: 'What you say',
    send: 'Send',
    hangUp: 'Hang up',
    yes: 'Yes',
    first: 'The first one, please',
    name: 'John Smith',
    offered: /Does that suit you\?|Which one would you like\?/,
    single: /Does that suit you\?/,
    askName: /What name/,
    booked: /Your appointment is booked .* under the name John Smith/,
  },
} as const;

/**
 * The line asking for a visit at 10:00 on the next working day, by the service's clock (the
 * e2e service shares the test's clock) in the tenant's zone: "tomorrow" when tomorrow is a
 * weekday, else "on Monday".
 */
export function bookingLine(lang: 'pl' | 'en', now = new Date(), timeZone = 'Europe/Warsaw'): string {
  const tomorrow = new Date(now.getTime() + 24 * 3600_000);
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone }).format(tomorrow);
  const weekend = day === 'Sat' || day === 'Sun';
  if (lang === 'pl')
    return weekend
      ? 'Dzień dobry, chciałbym umówić wizytę w poniedziałek o 10'
      : 'Dzień dobry, chciałbym umówić wizytę jutro o 10';
  return weekend
    ? "Hello, I'd like to book an appointment on Monday at 10"
    : "Hello, I'd like to book an appointment tomorrow at 10";
}

/** The receptionist's bubbles in the transcript (the greeting first). */
const replies = (page: Page) => page.getByRole('log').locator('[data-role="assistant"]');

/** Types one line, sends it, and answers the receptionist's reply to it. */
export async function say(page: Page, lang: 'pl' | 'en', line: string): Promise<string> {
  const t = TRY_TEXT[lang];
  const before = await replies(page).count();
  await page.getByLabel(t.input).fill(line);
  await page.getByRole('button', { name: t.send, exact: true }).click();
  try {
    await expect.poll(() => replies(page).count(), { timeout: 30_000 }).toBeGreaterThan(before);
  } catch (err) {
    // Say what the page shows instead (an error under the line, or still waiting).
    const log = await page
      .getByRole('log')
      .innerText()
      .catch(() => '(no transcript)');
    throw new Error(`no reply to "${line}" within 30 s; the transcript:\n${log}`, { cause: err });
  }
  return (await replies(page).nth(before).innerText()).trim();
}

/** On /try (opened when not already there): starts a test call in `lang` with the defaults. */
export async function startTestCall(page: Page, lang: 'pl' | 'en', svc: Service) {
  const t = TRY_TEXT[lang];
  if (!page.url().includes('/app/try')) await page.goto(`${svc.appUrl}/try`);
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  await page.getByRole('radio', { name: t.language }).check();
  await page.getByRole('button', { name: t.start, exact: true }).click();
  await page.getByLabel(t.input).waitFor();
  await expect.poll(() => replies(page).count()).toBe(1);
}

/**
 * Books a visit by text from the /try page and checks it: the confirmation in the transcript,
 * the booking shown on the page, and the appointment in the tenant's calendar through the API.
 * `shots` names the screenshots (each state passes the accessibility check); none without it.
 * Answers the appointment's start (ISO) and the reply that confirmed it.
 */
export async function bookByText(
  page: Page,
  lang: 'pl' | 'en',
  svc: Service,
  owner: Owner,
  shots?: string,
): Promise<{ start: string; confirmation: string }> {
  const t = TRY_TEXT[lang];
  await startTestCall(page, lang, svc);
  if (shots) await checkPage(page, `${shots}-started`);
  const offer = await say(page, lang, bookingLine(lang));
  expect(offer).toMatch(t.offered);
  const picked = await say(page, lang, t.single.test(offer) ? t.yes : t.first);
  expect(picked).toMatch(t.askName);
  if (shots) await checkPage(page, `${shots}-offer`);
  const confirmation = await say(page, lang, t.name);
  expect(confirmation).toMatch(t.booked);
  // The page shows what was created, with the way to the calendar.
  const created = page.getByTestId('created');
  await created.getByText(t.name).waitFor();
  await created
    .getByRole('link', { name: lang === 'pl' ? 'Zobacz w kalendarzu wizyt' : 'See it in the calendar' })
    .waitFor();
  if (shots) await checkPage(page, `${shots}-booked`);
  // The booking is real: in the tenant's calendar (today and the next 14 days).
  const cal = await api(svc, owner.token, 'GET', `/tenants/${owner.tenantId}/calendar/appointments`);
  expect(cal.status).toBe(200);
  const event = (cal.body.events as { title: string; start: string; source: string }[]).find(
    (e) => e.source === 'recepcja' && e.title.includes(t.name),
  );
  expect(event, JSON.stringify(cal.body.events)).toBeDefined();
  return { start: event!.start, confirmation };
}
