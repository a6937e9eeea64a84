/**
 * Sign-up to go-live in the browser (issue #19, item 2): registration with the mailed link,
 * sign-in (password with "stay signed in", Google through the development OIDC sandbox, the
 * e-mailed second factor), password reset, the onboarding wizard, call forwarding with its test
 * call, the readiness checklist and go-live; in Polish on a desktop and in English on a phone.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from '../helpers/mail.js';
import {
  api,
  checkPage,
  createOwner,
  launchBrowser,
  newContext,
  type Owner,
  PASSWORD,
  registerVerified,
  type Service,
  signIn,
  startService,
  waitForMail,
} from './harness.js';
import { bookByText } from './try-steps.js';

let svc: Service;
let browser: Browser;

beforeAll(async () => {
  svc = await startService();
  browser = await launchBrowser();
}, 450_000);

afterAll(async () => {
  await browser?.close();
  await svc?.stop();
});

/** A browser profile with patient waits: the machine running the suite may be busy. */
async function open(opts: { mobile?: boolean } = {}) {
  const context = await newContext(browser, opts);
  context.setDefaultTimeout(45_000);
  return context;
}

const newEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.test`;

/** The first link to `path` in a message (the service's absolute APP_URL address). */
function linkIn(text: string, path: string): string {
  const m = new RegExp(`https?://\\S+/app${path}\\?token=[A-Za-z0-9_-]+`).exec(text);
  if (!m) throw new Error(`no ${path} link in: ${text}`);
  return m[0];
}

/** The caller id of the sandbox telephony's test line (src/providers/telephony). */
const SANDBOX_TEST_LINE = '+48225550100';

/** What the voice platform reports when the forwarded test call reaches the tenant's number. */
async function forwardedCallArrives(to: string) {
  const r = await fetch(`${svc.baseUrl}/internal/calls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-key': svc.internalKey },
    body: JSON.stringify({ to, from: SANDBOX_TEST_LINE }),
  });
  expect(r.status).toBe(201);
  // The test line hangs up, as a real one does: a call left open would hold the trial's one line.
  const { id } = (await r.json()) as { id: string };
  const done = await fetch(`${svc.baseUrl}/internal/calls/${id}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-key': svc.internalKey },
    body: JSON.stringify({ duration_seconds: 12, outcome: 'hung_up', sentiment: 'neutral', transcript: [] }),
  });
  expect(done.status).toBe(200);
}

/** The signed-in owner of `page`, for the API checks of the shared /try steps. */
async function ownerOf(page: Page): Promise<Owner> {
  const token = (await sessionCookie(page))?.value;
  expect(token).toBeTruthy();
  const me = await (await page.request.get(`${svc.baseUrl}/auth/me`)).json();
  return {
    email: me.email,
    password: PASSWORD,
    token: token!,
    userId: me.id,
    tenantId: me.tenant_id,
    phoneNumber: null,
  };
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies(svc.baseUrl)).find((c) => c.name === 'access_token');
}

describe('sign-up to go-live', () => {
  it('in Polish on a desktop: register, the mailed link, sign in, wizard, forwarding test, checklist, go-live', async () => {
    const email = newEmail('anna');
    const context = await open();
    const page = await context.newPage();

    // Register.
    await page.goto(`${svc.appUrl}/sign-in`);
    await page.getByRole('link', { name: 'Załóż konto' }).click();
    await page.getByRole('heading', { name: 'Załóż konto' }).waitFor();
    await checkPage(page, 'signup-register-pl');
    await page.getByLabel('Imię i nazwisko').fill('Anna Nowak');
    await page.getByLabel('Adres e-mail').fill(email);
    await page.getByLabel('Hasło').fill('short');
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await page.getByText('Hasło musi mieć od 8 do 128 znaków.').waitFor();
    await page.getByLabel('Hasło').fill(PASSWORD);
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await page.getByRole('heading', { name: 'Sprawdź skrzynkę' }).waitFor();
    await page.getByText(email).waitFor();
    await checkPage(page, 'signup-check-mail-pl');

    // The link from the mail opens the app and verifies.
    const mail = await waitForMail(svc, email, 'Potwierdź adres e-mail');
    const link = linkIn(mail.text, '/verify-email');
    expect(link.startsWith(`${svc.appUrl}/verify-email?token=`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Adres e-mail potwierdzony' }).waitFor();
    await page.getByText('Adres e-mail został zweryfikowany.').waitFor();
    await checkPage(page, 'signup-verified-pl');
    // The link works once: opened again, it says so.
    const again = await context.newPage();
    await again.goto(link);
    await again.getByRole('heading', { name: 'Nie udało się potwierdzić adresu' }).waitFor();
    await again.getByText('Link weryfikacyjny jest nieprawidłowy, wykorzystany lub wygasł.').waitFor();
    await checkPage(again, 'signup-verify-used-pl');
    await again.close();

    // Sign in, staying signed in.
    await page.getByRole('link', { name: 'Zaloguj się i skonfiguruj firmę' }).click();
    await page.getByRole('heading', { name: 'Zaloguj się' }).waitFor();
    await page.getByLabel('Adres e-mail').fill(email);
    await page.getByLabel('Hasło').fill(PASSWORD);
    expect(await page.getByLabel('Nie wylogowuj mnie').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.getByRole('heading', { name: 'Skonfiguruj swoją firmę' }).waitFor();
    expect(page.url()).toBe(`${svc.appUrl}/onboarding`);
    const cookie = await sessionCookie(page);
    expect(cookie?.httpOnly).toBe(true);
    // "Stay signed in": the session outlives the browser session by days, not one hour.
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 7 * 86_400);

    // Wizard, step 1: the company from the registry by NIP.
    await page.getByLabel('NIP').fill('526-025-02-74');
    await page.getByRole('button', { name: 'Pobierz dane z rejestru' }).click();
    await page.getByText('Znaleźliśmy firmę w rejestrze').waitFor();
    await expect
      .poll(() => page.getByLabel('Nazwa firmy').inputValue())
      .toBe('Gabinet Stomatologiczny Uśmiech Sp. z o.o.');
    await checkPage(page, 'signup-wizard-business-pl');
    await page.getByRole('button', { name: 'Dalej' }).click();

    // Step 2: the plan (the free trial).
    await page.getByRole('heading', { name: 'Wybierz plan' }).waitFor();
    await page.getByRole('radio', { name: 'Starter' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Okres próbny (14 dni)' }).isChecked()).toBe(true);
    await checkPage(page, 'signup-wizard-plan-pl');
    await page.getByRole('button', { name: 'Dalej' }).click();

    // Step 3: the business phone and the opening hours (the phone is required).
    await page.getByRole('heading', { name: 'Telefon i godziny otwarcia' }).waitFor();
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByText('Podaj numer telefonu firmy').waitFor();
    await page.getByLabel('Numer telefonu firmy').fill('600 100 200');
    await page.getByLabel('Sobota').check();
    await checkPage(page, 'signup-wizard-hours-pl');
    await page.getByRole('button', { name: 'Dalej' }).click();

    // Step 4: the first answer.
    await page.getByRole('heading', { name: 'O co pytają klienci?' }).waitFor();
    await page.getByLabel('Pytanie 1').fill('Czy jest parking?');
    await page.getByLabel('Odpowiedź 1').fill('Tak, bezpłatny parking przed budynkiem.');
    await checkPage(page, 'signup-wizard-faq-pl');
    await page.getByRole('button', { name: 'Dalej' }).click();

    // Step 5: the summary; the wizard resumes there after a reload (the draft is on the service).
    await page.getByRole('heading', { name: 'Sprawdź i utwórz firmę' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.getByRole('heading', { name: 'Sprawdź i utwórz firmę' }).waitFor();
    await page.getByText('Gabinet Stomatologiczny Uśmiech Sp. z o.o.').waitFor();
    await page.getByText('Sobota 09:00–14:00', { exact: false }).waitFor();
    await checkPage(page, 'signup-wizard-summary-pl');
    await page.getByRole('button', { name: 'Utwórz firmę' }).click();

    // Call forwarding: the number, the operator's codes and the test call.
    await page.getByRole('heading', { name: 'Przekierowanie połączeń' }).waitFor();
    expect(page.url()).toBe(`${svc.appUrl}/onboarding/forwarding`);
    const number = (await page.getByTestId('forward-to').innerText()).trim();
    expect(number).toMatch(/^\+48\d{9}$/);
    await page.getByLabel('Twój operator').selectOption('play');
    await page.getByTestId('carrier-codes').getByText(`**61*${number}**25#`).waitFor();
    await page.getByText('7 sygnałów').click();
    await page.getByTestId('carrier-codes').getByText(`**61*${number}**30#`).waitFor();
    await checkPage(page, 'signup-forwarding-pl');
    expect(await page.getByLabel('Numer telefonu firmy do sprawdzenia').inputValue()).toBe('+48600100200');
    await page.getByRole('button', { name: 'Zadzwoń i sprawdź' }).click();
    await page.getByText('Trwa połączenie testowe').waitFor();
    await checkPage(page, 'signup-forwarding-pending-pl');
    await forwardedCallArrives(number);
    // The result's title (exact: the introduction above also says "jeśli przekierowanie działa").
    await page.getByText('Przekierowanie działa', { exact: true }).waitFor({ timeout: 20_000 });
    await checkPage(page, 'signup-forwarding-verified-pl');

    // The checklist: everything done; go live.
    await page.getByRole('link', { name: 'Dalej: lista gotowości' }).click();
    await page.getByRole('heading', { name: 'Gotowość do startu' }).waitFor();
    await page.getByText('Gotowe: 6 z 6').waitFor();
    await checkPage(page, 'signup-readiness-ready-pl');
    await page.getByRole('button', { name: 'Uruchom recepcję' }).click();
    await page.getByText('Recepcja działa').waitFor();
    await checkPage(page, 'signup-readiness-live-pl');
    // Opening the wizard again leads to the checklist: the business exists.
    await page.goto(`${svc.appUrl}/onboarding`);
    await page.getByRole('heading', { name: 'Gotowość do startu' }).waitFor();

    // The last step: a test call on /try books an appointment, seen in the calendar.
    await bookByText(page, 'pl', svc, await ownerOf(page), 'signup-try-pl');

    await context.close();
  }, 900_000);

  it('in English on a phone: register, verify, sign in, a paid plan through the sandbox checkout, back in the app, go-live', async () => {
    const email = newEmail('ola');
    const context = await open({ mobile: true });
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/register`);
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await checkPage(page, 'signup-register-en-phone');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create the account' }).click();
    await page.getByRole('heading', { name: 'Check your mail' }).waitFor();
    // A second message can be asked for; the newest one counts.
    const first = await waitForMail(svc, email, 'Confirm your e-mail address');
    const sentBefore = svc.mail.to(email).length;
    await page.getByRole('button', { name: 'Send the message again' }).click();
    await page.getByText('we sent a new message').waitFor();
    await checkPage(page, 'signup-check-mail-en-phone');
    const latest = await waitForMail(svc, email, 'Confirm your e-mail address', sentBefore);
    expect(linkIn(latest.text, '/verify-email')).not.toBe(linkIn(first.text, '/verify-email'));

    await page.goto(linkIn(latest.text, '/verify-email'));
    await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
    await checkPage(page, 'signup-verified-en-phone');
    await page.getByRole('link', { name: 'Sign in and set up your business' }).click();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Set up your business' }).waitFor();
    await page.getByText('Step 1 of 5: Business').waitFor();
    await checkPage(page, 'signup-wizard-business-en-phone');

    await page.getByLabel('Business name').fill('Salon Fryzjerski Nożyczki');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Choose a plan' }).waitFor();
    await page.getByText('Annual commitment', { exact: true }).click();
    await page.getByRole('radio', { name: 'Starter' }).check();
    expect(await page.getByLabel('Pay now').isChecked()).toBe(true);
    await checkPage(page, 'signup-wizard-plan-en-phone');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Business phone number').fill('+48 601 200 300');
    await checkPage(page, 'signup-wizard-hours-en-phone');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Question 1').fill('Do you cut children’s hair?');
    await page.getByLabel('Answer 1').fill('Yes, children up to 12 pay half.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('After the business is created you go to the payment page.').waitFor();
    await checkPage(page, 'signup-wizard-summary-en-phone');
    await page.getByRole('button', { name: 'Create the business' }).click();

    // The sandbox checkout (served by the service), then back into the app.
    await page.waitForURL(/\/billing\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Zapłać / Pay' }).click();
    await page.getByText('Your subscription is active.').waitFor();
    await page.getByRole('link', { name: /Back to the dashboard/ }).click();
    await page.waitForURL((u) => u.pathname === '/app/billing');
    const sub = await page.request.get(`${svc.baseUrl}/billing/subscription`);
    expect(sub.status()).toBe(200);
    expect(await sub.json()).toMatchObject({ tier: 'starter', status: 'active', billing_cycle: 'annual' });

    // The checklist: the forwarding test is left (recommended), with its link; go live.
    await page.goto(`${svc.appUrl}/readiness`);
    await page.getByRole('heading', { name: 'Ready to go live' }).waitFor();
    await page.getByText('Done: 5 of 6').waitFor();
    const forwarding = page.getByRole('link', { name: 'Test call forwarding from your business phone' });
    expect(await forwarding.getAttribute('href')).toBe('/app/onboarding/forwarding');
    await checkPage(page, 'signup-readiness-en-phone');
    await page.getByRole('button', { name: 'Go live' }).click();
    await page.getByText('The receptionist is live', { exact: true }).waitFor();
    await checkPage(page, 'signup-readiness-live-en-phone');
    await forwarding.click();
    await page.getByRole('heading', { name: 'Call forwarding' }).waitFor();
    await page.getByLabel('Your operator').selectOption('orange-landline');
    await page.getByTestId('carrier-codes').waitFor();
    await checkPage(page, 'signup-forwarding-en-phone');

    // The last step: a test call on /try, in English on the phone, books an appointment.
    await bookByText(page, 'en', svc, await ownerOf(page), 'signup-try-en-phone');
    await context.close();
  }, 900_000);
});

describe('signing in', () => {
  it('with Google through the development OIDC sandbox, landing on the page asked for', async () => {
    const context = await open();
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/sign-in?next=%2Fonboarding`);
    await page.getByRole('button', { name: 'Zaloguj się przez Google' }).click();
    await page.waitForURL(/\/dev\/oidc\/interaction\//);
    await page.getByLabel('E-mail').fill(newEmail('google'));
    await page.getByLabel('Name (optional)').fill('Jan Kowalski');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Skonfiguruj swoją firmę' }).waitFor();
    expect(page.url()).toBe(`${svc.appUrl}/onboarding`);
    const me = await page.request.get(`${svc.baseUrl}/auth/me`);
    expect(await me.json()).toMatchObject({
      full_name: 'Jan Kowalski',
      email_verified: true,
      tenant_id: null,
    });
    await checkPage(page, 'signup-google-onboarding');
    // A return without a code (refused consent) says so.
    await page.goto(`${svc.appUrl}/auth/google?error=access_denied`);
    await page.getByRole('heading', { name: 'Logowanie przez Google nie powiodło się' }).waitFor();
    await checkPage(page, 'signup-google-failed');
    await context.close();
  }, 240_000);

  it('with the e-mailed second factor (a wrong code is refused; a new code can be sent)', async () => {
    const owner = await createOwner(svc, { tag: 'twofa' });
    const on = await api(svc, owner.token, 'PATCH', '/auth/me', { two_factor_enabled: true });
    expect(on.status).toBe(200);
    const context = await open();
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/sign-in?next=%2Freadiness`);
    await page.getByLabel('Adres e-mail').fill(owner.email);
    await page.getByLabel('Hasło').fill(owner.password);
    const before = svc.mail.to(owner.email).length;
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.getByRole('heading', { name: 'Kod weryfikacyjny' }).waitFor();
    await checkPage(page, 'signup-2fa');
    const firstCode = codeIn(await waitForMail(svc, owner.email, 'Kod logowania', before));
    await page.getByLabel('Kod z wiadomości').fill(firstCode === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Potwierdź' }).click();
    await page.getByText('Kod jest nieprawidłowy.').waitFor();
    await checkPage(page, 'signup-2fa-wrong-code');
    const sent = svc.mail.to(owner.email).length;
    await page.getByRole('button', { name: 'Wyślij kod ponownie' }).click();
    const code = codeIn(await waitForMail(svc, owner.email, 'Kod logowania', sent));
    await page.getByLabel('Kod z wiadomości').fill(code);
    await page.getByRole('button', { name: 'Potwierdź' }).click();
    await page.getByRole('heading', { name: 'Gotowość do startu' }).waitFor();
    expect(page.url()).toBe(`${svc.appUrl}/readiness`);
    await context.close();
  }, 240_000);

  it('forgot password: the mailed link sets a new one; the old one is refused with the service message', async () => {
    const owner = await createOwner(svc, { tag: 'reset' });
    const context = await open();
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/sign-in`);
    await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
    await page.getByRole('heading', { name: 'Nie pamiętasz hasła?' }).waitFor();
    await checkPage(page, 'signup-forgot-pl');
    await page.getByLabel('Adres e-mail').fill(owner.email);
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await page.getByText('Sprawdź skrzynkę').waitFor();
    await checkPage(page, 'signup-forgot-sent-pl');

    const mail = await waitForMail(svc, owner.email, 'Ustaw nowe hasło');
    await page.goto(linkIn(mail.text, '/reset-password'));
    await page.getByRole('heading', { name: 'Ustaw nowe hasło' }).waitFor();
    const fresh = 'Nowe hasło 2026!';
    await page.getByLabel(/^Nowe hasło/).fill(fresh);
    await page.getByLabel('Powtórz nowe hasło').fill('Inne hasło 2026!');
    await page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await page.getByText('Hasła nie są takie same.').waitFor();
    await checkPage(page, 'signup-reset-mismatch-pl');
    await page.getByLabel('Powtórz nowe hasło').fill(fresh);
    await page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await page.getByRole('heading', { name: 'Hasło zmienione' }).waitFor();
    await checkPage(page, 'signup-reset-done-pl');

    await page.getByRole('link', { name: 'Zaloguj się nowym hasłem' }).click();
    await page.getByLabel('Adres e-mail').fill(owner.email);
    await page.getByLabel('Hasło').fill(owner.password);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.getByText('Adres e-mail lub hasło jest nieprawidłowe.').waitFor();
    await checkPage(page, 'signup-sign-in-wrong-password-pl');
    await page.getByLabel('Hasło').fill(fresh);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.includes('sign-in'));
    expect((await page.request.get(`${svc.baseUrl}/auth/me`)).status()).toBe(200);
    // The link worked once.
    await page.goto(linkIn(mail.text, '/reset-password'));
    await page.getByLabel(/^Nowe hasło/).fill('Jeszcze inne 2026!');
    await page.getByLabel('Powtórz nowe hasło').fill('Jeszcze inne 2026!');
    await page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await page.getByText('Link do ustawienia hasła jest nieprawidłowy, wykorzystany lub wygasł.').waitFor();
    await context.close();
  }, 240_000);
});

describe('the checklist and the numbers', () => {
  it('sends a user without a business to the wizard; a bad verification link says so', async () => {
    const user = await registerVerified(svc, 'nobiz');
    const context = await open();
    await signIn(context, svc, user);
    const page = await context.newPage();
    for (const path of ['/readiness', '/onboarding/forwarding', '/settings/phone-numbers']) {
      await page.goto(`${svc.appUrl}${path}`);
      await page.getByRole('heading', { name: 'Skonfiguruj swoją firmę' }).waitFor();
      expect(page.url()).toBe(`${svc.appUrl}/onboarding`);
    }
    await page.goto(`${svc.appUrl}/verify-email?token=not-a-real-token`);
    await page.getByRole('heading', { name: 'Nie udało się potwierdzić adresu' }).waitFor();
    await checkPage(page, 'signup-verify-invalid-pl');
    await context.close();
  }, 240_000);

  it('refuses go-live with the missing steps as links; lists, provisions (plan-gated) and requests numbers', async () => {
    const user = await registerVerified(svc, 'nofaq');
    const created = await api(svc, user.token, 'POST', '/onboarding/complete', {
      business_name: 'Kwiaciarnia Róża',
      owner_phone: '600 300 400',
      opening_hours: { mon: [['10:00', '18:00']] },
    });
    expect(created.status).toBe(200);
    const context = await open();
    await signIn(context, svc, user);
    const page = await context.newPage();
    await page.goto(`${svc.appUrl}/readiness`);
    await page.getByRole('heading', { name: 'Gotowość do startu' }).waitFor();
    await page.getByTestId('readiness-knowledge').getByText('Do zrobienia').waitFor();
    await page.getByRole('button', { name: 'Uruchom recepcję' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Nie można jeszcze uruchomić recepcji' });
    await refusal.waitFor();
    const missing = refusal.getByRole('link', {
      name: 'Dodaj co najmniej jedno pytanie FAQ lub dokument wiedzy',
    });
    expect(await missing.getAttribute('href')).toBe('/app/knowledge');
    await checkPage(page, 'signup-readiness-refused-pl');

    await page.getByTestId('readiness-phone_number').getByText('Gotowe').waitFor();
    await page.goto(`${svc.appUrl}/settings/phone-numbers`);
    await page.getByRole('heading', { name: 'Numery telefonu recepcji' }).waitFor();
    await page.getByRole('cell', { name: created.body.phone_number, exact: true }).waitFor();
    await checkPage(page, 'signup-numbers-pl');
    await page.getByRole('button', { name: 'Przydziel numer teraz' }).click();
    await page.getByRole('alert').filter({ hasText: 'wymaga planu Business' }).waitFor();
    await page.getByLabel('Numer kierunkowy').fill('22');
    await page.getByLabel('Etykieta').fill('Warszawa');
    await page.getByRole('button', { name: 'Wyślij prośbę' }).click();
    await page.getByText('Prośba wysłana.').waitFor();
    await checkPage(page, 'signup-numbers-requested-pl');
    await context.close();
  }, 240_000);
});
