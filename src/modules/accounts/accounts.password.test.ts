import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, loginRaw, PASSWORD, registerAndLogin } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { createUser, uniqueEmail } from '../../../test/helpers/fixtures.js';
import { linkTokenIn, SmtpSink } from '../../../test/helpers/mail.js';
import { drainOutbox } from '../../../test/helpers/outbox.js';
import { users } from './accounts.schema.js';

describe('accounts: passwords', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  const clock = new ManualClock();
  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });

  it('change-password needs the current password, ends other sessions and hands a fresh token', async () => {
    const { email, token } = await registerAndLogin(t);
    const other = await login(t, email, PASSWORD);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(token),
      payload: { current_password: 'not the password', new_password: 'brand new password' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'invalid_password' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(token),
      payload: { new_password: 'brand new password' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0].loc).toEqual(['body', 'current_password']);
    const short = await t.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(token),
      payload: { current_password: PASSWORD, new_password: 'short' },
    });
    expect(short.statusCode).toBe(422);

    clock.advance(10);
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(token),
      payload: { current_password: PASSWORD, new_password: 'brand new password' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'ok', token_type: 'bearer', expires_in: 3600 });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(r.json().access_token)).statusCode).toBe(200);
    expect((await loginRaw(t, email, PASSWORD)).statusCode).toBe(401);
    expect((await loginRaw(t, email, 'brand new password')).statusCode).toBe(200);
    await drainOutbox(t);
    expect(smtp.find(email, 'Your password was changed')).toBeTruthy();
  });

  it('wrong re-authentication passwords count as failed sign-ins (429 after 5)', async () => {
    const { token } = await registerAndLogin(t);
    for (let i = 0; i < 5; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/auth/verify-password',
        headers: bearer(token),
        payload: { password: `wrong ${i} password` },
      });
      expect(r.statusCode).toBe(403);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-password',
      headers: bearer(token),
      payload: { password: PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('verify-password confirms the right password', async () => {
    const { token } = await registerAndLogin(t);
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-password',
      headers: bearer(token),
      payload: { password: PASSWORD },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'ok' });
  });

  it('set-password works only for an account without a password (409 otherwise)', async () => {
    const { token } = await registerAndLogin(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/auth/set-password',
      headers: bearer(token),
      payload: { new_password: 'another password' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('password_already_set');

    const google = await createUser(t, { email: uniqueEmail('g') });
    expect(google.user.passwordHash).toBeNull();
    const verifyNoPw = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-password',
      headers: google.auth,
      payload: { password: 'anything at all' },
    });
    expect(verifyNoPw.statusCode).toBe(409);
    expect(verifyNoPw.json().code).toBe('password_not_set');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/auth/set-password',
      headers: google.auth,
      payload: { new_password: 'first password' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await loginRaw(t, google.user.email!, 'first password')).statusCode).toBe(200);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/auth/set-password',
      headers: google.auth,
      payload: { new_password: 'second password' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('forgot-password answers 200 alike for known and unknown addresses', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: uniqueEmail() },
    });
    const { email } = await registerAndLogin(t);
    const known = await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('reset-password: single-use token from the e-mail; sessions end; the new password works', async () => {
    const { email, token } = await registerAndLogin(t);
    await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    await drainOutbox(t);
    const resetToken = linkTokenIn(smtp.find(email, 'Reset your password'));
    clock.advance(10);
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: resetToken, new_password: 'reset password 1' },
    });
    expect(r.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await loginRaw(t, email, 'reset password 1')).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerified).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: resetToken, new_password: 'reset password 2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_reset_token');
  });

  it('reset tokens expire after 1 hour', async () => {
    const { email } = await registerAndLogin(t);
    await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    await drainOutbox(t);
    const resetToken = linkTokenIn(smtp.find(email, 'Reset your password'));
    clock.advance(3600 * 1000 + 1000);
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: resetToken, new_password: 'too late password' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('invalid_reset_token');
    expect((await loginRaw(t, email, PASSWORD)).statusCode).toBe(200);
  });

  it('a reset clears a sign-in lockout', async () => {
    const { email } = await registerAndLogin(t);
    for (let i = 0; i < 5; i++) await loginRaw(t, email, 'wrong password!');
    expect((await loginRaw(t, email, PASSWORD)).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    await drainOutbox(t);
    const resetToken = linkTokenIn(smtp.find(email, 'Reset your password'));
    await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: resetToken, new_password: 'after lockout' },
    });
    expect((await loginRaw(t, email, 'after lockout')).statusCode).toBe(200);
  });
});
