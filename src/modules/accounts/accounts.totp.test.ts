import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginRaw, PASSWORD, randomIp, registerAndLogin } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { codeIn, SmtpSink } from '../../../test/helpers/mail.js';
import { drainOutbox } from '../../../test/helpers/outbox.js';
import { users } from './accounts.schema.js';

describe('accounts: authenticator app (TOTP)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  const clock = new ManualClock();
  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    t = await createTestApp({ clock, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** The app's code at the service clock (plus `offsetSeconds`). */
  const codeAt = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSeconds });

  /** Moves the clock to the start of the next 30-second step, so codes of the current step are fresh. */
  const nextStep = () => {
    const ms = clock.now().getTime();
    clock.set(new Date((Math.floor(ms / 30_000) + 1) * 30_000 + 1000));
  };

  const setup = (auth: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/auth/2fa/totp/setup', headers: auth });
  const confirm = (auth: Record<string, string>, code: string) =>
    t.app.inject({ method: 'POST', url: '/auth/2fa/totp/confirm', headers: auth, payload: { code } });
  const disable = (auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'DELETE', url: '/auth/2fa/totp', headers: auth, payload });
  const me = async (auth: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/auth/me', headers: auth })).json();
  const challenge = (token: string, code: string, remoteAddress = randomIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/2fa/challenge',
      remoteAddress,
      payload: { challenge_token: token, code },
    });

  /** A user with a confirmed authenticator app. */
  async function withApp() {
    clock.set(new Date());
    const u = await registerAndLogin(t);
    const s = await setup(u.auth);
    expect(s.statusCode).toBe(200);
    const secret = s.json().secret as string;
    const c = await confirm(u.auth, await codeAt(secret));
    expect(c.statusCode).toBe(200);
    nextStep();
    return { ...u, secret };
  }

  async function passwordStep(email: string) {
    const r = await loginRaw(t, email, PASSWORD, {}, randomIp());
    expect(r.statusCode).toBe(200);
    return r.json() as { two_factor_required?: true; challenge_token: string; two_factor_method?: string };
  }

  it('sets up a pending secret with an otpauth URL, stored encrypted, not active until confirmed', async () => {
    clock.set(new Date());
    const u = await registerAndLogin(t);
    const r = await setup(u.auth);
    expect(r.statusCode).toBe(200);
    const { secret, otpauth_url } = r.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Recepcja:${u.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Recepcja');

    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.totpSecret).toBeNull();
    expect(row!.totpPendingSecret).toMatch(/^v1:/);
    expect(row!.totpPendingSecret).not.toContain(secret);

    // Pending: sign-in still needs no second factor and /auth/me says off.
    expect((await me(u.auth)).totp_enabled).toBe(false);
    expect((await passwordStep(u.email)).two_factor_required).toBeUndefined();

    // Setup again replaces the pending secret: a code of the first one no longer confirms.
    const again = await setup(u.auth);
    const second = again.json().secret as string;
    expect(second).not.toBe(secret);
    const old = await confirm(u.auth, await codeAt(secret));
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'invalid_code', message_pl: expect.stringContaining('Kod') });
    const ok = await confirm(u.auth, await codeAt(second));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: u.id, totp_enabled: true, two_factor_enabled: false });
    expect((await me(u.auth)).totp_enabled).toBe(true);
    const [after] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(after!.totpPendingSecret).toBeNull();
    expect(after!.totpSecret).toMatch(/^v1:/);
    // Bound to its row and column: the sealed value opens only as this user's active secret.
    expect(t.platform.dataBox.open(after!.totpSecret!, `users.totp_secret:${u.id}`)).toBe(second);
    expect(() => t.platform.dataBox.open(after!.totpSecret!, `users.totp_pending_secret:${u.id}`)).toThrow();

    // A second setup while on is refused: turning it off (re-authenticated) comes first.
    const busy = await setup(u.auth);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('totp_already_enabled');
  });

  it('refuses confirm without a pending secret and with a code outside ±1 step', async () => {
    clock.set(new Date());
    const u = await registerAndLogin(t);
    const none = await confirm(u.auth, '123456');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'totp_not_pending', message_pl: expect.any(String) });
    const { secret } = (await setup(u.auth)).json();
    const late = await confirm(u.auth, await codeAt(secret, -90));
    expect(late.statusCode).toBe(400);
    const early = await confirm(u.auth, await codeAt(secret, 90));
    expect(early.statusCode).toBe(400);
    // One step of drift either way is accepted.
    const drift = await confirm(u.auth, await codeAt(secret, -30));
    expect(drift.statusCode).toBe(200);
    const malformed = await confirm(u.auth, '12ab56');
    expect(malformed.statusCode).toBe(422);
  });

  it('asks a TOTP user for the app code at sign-in, e-mails nothing, and refuses a replayed code', async () => {
    const u = await withApp();
    await drainOutbox(t);
    const before = smtp.to(u.email).length;
    const step = await passwordStep(u.email);
    expect(step).toMatchObject({ two_factor_required: true, two_factor_method: 'totp' });
    await drainOutbox(t);
    expect(smtp.to(u.email).length).toBe(before);

    const wrong = await challenge(step.challenge_token, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_code', attempts_remaining: 4 });

    const code = await codeAt(u.secret);
    const ok = await challenge(step.challenge_token, code);
    expect(ok.statusCode).toBe(200);
    const token = ok.json().access_token as string;
    expect((await me(bearer(token))).totp_enabled).toBe(true);

    // The same code (same time step) in a new sign-in is refused.
    const again = await passwordStep(u.email);
    const replay = await challenge(again.challenge_token, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'code_reused', message_pl: expect.any(String) });
    // An earlier step's code still inside the ±1 window is refused too (steps only move forward).
    const earlier = await challenge(again.challenge_token, await codeAt(u.secret, -30));
    expect(earlier.statusCode).toBe(400);
    // The next step's code is accepted.
    nextStep();
    const next = await challenge(again.challenge_token, await codeAt(u.secret));
    expect(next.statusCode).toBe(200);
  });

  it('keeps the e-mailed code as a fallback through resend', async () => {
    const u = await withApp();
    const step = await passwordStep(u.email);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/auth/2fa/resend',
      payload: { challenge_token: step.challenge_token },
    });
    expect(resend.statusCode).toBe(200);
    await drainOutbox(t);
    const mailed = codeIn(smtp.find(u.email, 'Sign-in code'));
    const r = await challenge(step.challenge_token, mailed);
    expect(r.statusCode).toBe(200);
    expect(r.json().access_token).toEqual(expect.any(String));
  });

  it('keeps e-mail two-factor unchanged for users without an app', async () => {
    clock.set(new Date());
    const u = await registerAndLogin(t);
    await t.app.inject({
      method: 'PATCH',
      url: '/auth/me',
      headers: u.auth,
      payload: { two_factor_enabled: true },
    });
    const step = await passwordStep(u.email);
    expect(step).toMatchObject({ two_factor_required: true, two_factor_method: 'email' });
    await drainOutbox(t);
    const r = await challenge(step.challenge_token, codeIn(smtp.find(u.email, 'Sign-in code')));
    expect(r.statusCode).toBe(200);
  });

  it('counts wrong app codes in the account guess budget (backoff past 5)', async () => {
    const u = await withApp();
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const step = await passwordStep(u.email);
      const r = await challenge(step.challenge_token, '000000', ip);
      expect(r.statusCode).toBe(400);
    }
    const step = await passwordStep(u.email);
    await challenge(step.challenge_token, '000001', ip);
    // Past 5 wrong codes, even the right code waits for the backoff.
    const right = await challenge(step.challenge_token, await codeAt(u.secret), ip);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('too_many_code_attempts');
    clock.advance(3000);
    const later = await challenge(step.challenge_token, await codeAt(u.secret), ip);
    expect(later.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.twoFactorFailures).toBe(0);
  });

  it('turns the app off with the password or a code, never without re-authentication', async () => {
    const u = await withApp();
    const neither = await disable(u.auth, {});
    expect(neither.statusCode).toBe(422);
    const both = await disable(u.auth, { password: PASSWORD, code: '123456' });
    expect(both.statusCode).toBe(422);
    const wrongPassword = await disable(u.auth, { password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json()).toMatchObject({ code: 'invalid_password', message_pl: expect.any(String) });
    const wrongCode = await disable(u.auth, { code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect((await me(u.auth)).totp_enabled).toBe(true);

    const off = await disable(u.auth, { password: PASSWORD });
    expect(off.statusCode).toBe(200);
    expect(off.json().totp_enabled).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.totpSecret).toBeNull();
    // Signing in needs no second factor any more.
    const r = await loginRaw(t, u.email, PASSWORD, {}, randomIp());
    expect(r.json().access_token).toEqual(expect.any(String));
    const again = await disable(u.auth, { password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('totp_not_enabled');

    // With a code of the app; the code's step is spent.
    const v = await withApp();
    const code = await codeAt(v.secret);
    const byCode = await disable(v.auth, { code });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().totp_enabled).toBe(false);
  });

  it("lets no one else touch a user's app", async () => {
    const a = await withApp();
    const b = await registerAndLogin(t);
    // B's codes, setup and removal act on B only: A's code does not confirm B, and B cannot turn A's off.
    const bConfirm = await confirm(b.auth, await codeAt(a.secret));
    expect(bConfirm.statusCode).toBe(409);
    const bDisable = await disable(b.auth, { code: await codeAt(a.secret) });
    expect(bDisable.statusCode).toBe(409);
    expect(bDisable.json().code).toBe('totp_not_enabled');
    const bSetup = await setup(b.auth);
    expect(bSetup.statusCode).toBe(200);
    const aCodeForB = await confirm(b.auth, await codeAt(a.secret));
    expect(aCodeForB.statusCode).toBe(400);
    expect((await me(a.auth)).totp_enabled).toBe(true);
    expect((await me(b.auth)).totp_enabled).toBe(false);
    // Without a session nothing is reachable.
    for (const r of [
      await t.app.inject({ method: 'POST', url: '/auth/2fa/totp/setup' }),
      await t.app.inject({ method: 'POST', url: '/auth/2fa/totp/confirm', payload: { code: '123456' } }),
      await t.app.inject({ method: 'DELETE', url: '/auth/2fa/totp', payload: { password: PASSWORD } }),
    ])
      expect(r.statusCode).toBe(401);
    // A's sign-in still needs A's app.
    const step = await passwordStep(a.email);
    expect(step.two_factor_method).toBe('totp');
  });
});
