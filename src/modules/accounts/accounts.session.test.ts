import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, loginRaw, PASSWORD, registerAndLogin } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { createTenantWithOwner, uniqueEmail } from '../../../test/helpers/fixtures.js';
import { moveTokensValidAfter } from './accounts.repo.js';
import { revokedTokens, users } from './accounts.schema.js';

describe('accounts: registration, sign-in and sessions', () => {
  let t: TestApp;
  const adminEmail = uniqueEmail('boss');
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: adminEmail, REMEMBER_ME_DAYS: '7' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers a user without a tenant (201) and hashes the password with argon2id', async () => {
    const email = uniqueEmail();
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: email.toUpperCase(), password: PASSWORD, full_name: 'Jan Kowalski' },
    });
    expect(r.statusCode).toBe(201);
    const body = r.json();
    expect(body).toMatchObject({
      email,
      full_name: 'Jan Kowalski',
      email_verified: false,
      tenant_id: null,
      subscription_tier: null,
      is_admin: false,
      two_factor_enabled: false,
      sms_phone: null,
      avatar_url: null,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('answers 409 email_taken for a used address, whatever its case', async () => {
    const email = uniqueEmail();
    const first = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email, password: PASSWORD },
    });
    expect(first.statusCode).toBe(201);
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('email_taken');
  });

  it('validates registration with 422 detail entries', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: 'not-an-email', password: 'short' },
    });
    expect(r.statusCode).toBe(422);
    const locs = r.json().detail.map((d: { loc: string[] }) => d.loc.join('.'));
    expect(locs).toContain('body.email');
    expect(locs).toContain('body.password');
    const long = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: uniqueEmail(), password: 'x'.repeat(129) },
    });
    expect(long.statusCode).toBe(422);
    const eight = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: uniqueEmail(), password: '12345678' },
    });
    expect(eight.statusCode).toBe(201);
  });

  it('makes ADMIN_EMAILS accounts administrators with two-factor on', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: adminEmail, password: PASSWORD },
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ is_admin: true, two_factor_enabled: true });
  });

  it('signs in with the OAuth2 password form: Token plus HttpOnly cookie, 1 hour', async () => {
    const { email } = await registerAndLogin(t);
    const r = await loginRaw(t, email, PASSWORD);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 3600 });
    const cookie = r.cookies.find((c) => c.name === 'access_token');
    expect(cookie).toMatchObject({
      value: body.access_token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 3600,
    });
    expect(cookie!.secure).toBeFalsy();
    // The cookie alone authenticates.
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      cookies: { access_token: body.access_token },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it('gives a remembered sign-in REMEMBER_ME_DAYS days', async () => {
    const { email } = await registerAndLogin(t);
    const r = await loginRaw(t, email, PASSWORD, { remember: 'true' });
    expect(r.json().expires_in).toBe(7 * 86400);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: bearer(r.json().access_token),
    });
    expect(refreshed.json().expires_in).toBe(7 * 86400);
  });

  it('refuses wrong passwords and unknown addresses alike with 401', async () => {
    const { email } = await registerAndLogin(t);
    const wrong = await loginRaw(t, email, 'wrong password!');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_credentials');
    const unknown = await loginRaw(t, uniqueEmail(), PASSWORD);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('invalid_credentials');
  });

  it('answers 429 with Retry-After after 5 failed sign-ins within 15 minutes, even with the right password', async () => {
    const { email } = await registerAndLogin(t);
    for (let i = 0; i < 5; i++)
      expect((await loginRaw(t, email, `wrong-${i}-password`)).statusCode).toBe(401);
    const locked = await loginRaw(t, email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(locked.json().code).toBe('too_many_login_attempts');
    // Another account is not affected.
    const other = await registerAndLogin(t);
    expect((await loginRaw(t, other.email, PASSWORD)).statusCode).toBe(200);
  });

  it('concurrent wrong passwords cannot get more than 5 checks past the limit', async () => {
    const { email } = await registerAndLogin(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => loginRaw(t, email, `parallel guess ${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(5);
    expect((await loginRaw(t, email, PASSWORD)).statusCode).toBe(429);
  });

  it('a successful sign-in clears the failure count', async () => {
    const { email } = await registerAndLogin(t);
    for (let i = 0; i < 4; i++) expect((await loginRaw(t, email, 'bad password!')).statusCode).toBe(401);
    expect((await loginRaw(t, email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginRaw(t, email, 'bad password!')).statusCode).toBe(401);
    expect((await loginRaw(t, email, PASSWORD)).statusCode).toBe(200);
  });

  it('GET /auth/me needs a token and shows the tenant tier', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer('garbage') })).statusCode,
    ).toBe(401);
    const { tenant, owner } = await createTenantWithOwner(t, { tier: 'starter' });
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: owner.auth });
    expect(me.json()).toMatchObject({ tenant_id: tenant.id, subscription_tier: 'starter' });
  });

  it('PATCH /auth/me updates the name and an E.164 phone (PL default region)', async () => {
    const { auth } = await registerAndLogin(t);
    const r = await t.app.inject({
      method: 'PATCH',
      url: '/auth/me',
      headers: auth,
      payload: { full_name: 'Ewa Zielińska', sms_phone: '601 234 567' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ full_name: 'Ewa Zielińska', sms_phone: '+48601234567' });
    const intl = await t.app.inject({
      method: 'PATCH',
      url: '/auth/me',
      headers: auth,
      payload: { sms_phone: '+44 20 7946 0958' },
    });
    expect(intl.json().sms_phone).toBe('+442079460958');
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: '/auth/me',
      headers: auth,
      payload: { sms_phone: null },
    });
    expect(cleared.json().sms_phone).toBeNull();
  });

  it('PATCH /auth/me refuses bad phones and unknown fields with 422', async () => {
    const { auth } = await registerAndLogin(t);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/auth/me',
      headers: auth,
      payload: { sms_phone: '12' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'sms_phone']);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/auth/me',
      headers: auth,
      payload: { is_admin: true },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].loc).toEqual(['body', 'is_admin']);
  });

  it('logout blacklists the token id; other tokens keep working', async () => {
    const { email, token } = await registerAndLogin(t);
    const other = await login(t, email, PASSWORD);
    const r = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect(r.statusCode).toBe(200);
    const cleared = r.cookies.find((c) => c.name === 'access_token');
    expect(cleared?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(other) })).statusCode).toBe(
      200,
    );
    const rows = await t.db.select().from(revokedTokens);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('logout-all rejects every earlier token and hands a fresh one', async () => {
    const { email, token } = await registerAndLogin(t);
    const second = await login(t, email, PASSWORD);
    await new Promise((r) => setTimeout(r, 5));
    const r = await t.app.inject({ method: 'POST', url: '/auth/logout-all', headers: bearer(token) });
    expect(r.statusCode).toBe(200);
    const fresh = r.json().access_token as string;
    expect(r.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    for (const old of [token, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(old) })).statusCode).toBe(
        401,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(fresh) })).statusCode).toBe(
      200,
    );
  });

  it('refresh issues a new token and blacklists the old one (once only)', async () => {
    const { token } = await registerAndLogin(t);
    const r = await t.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(token) });
    expect(r.statusCode).toBe(200);
    const fresh = r.json().access_token as string;
    expect(fresh).not.toBe(token);
    expect(r.json().expires_in).toBe(3600);
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(fresh) })).statusCode).toBe(
      200,
    );
  });

  it('rejects a token issued before a permissions change', async () => {
    const { id, token } = await registerAndLogin(t);
    await new Promise((r) => setTimeout(r, 5));
    await moveTokensValidAfter(t.db, id, new Date());
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('rejects tokens of other audiences (a 2FA challenge or OAuth state is no session)', async () => {
    const { id } = await registerAndLogin(t);
    const { token } = await t.platform.tokens.sign('2fa-challenge', { sub: id }, 600);
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });
});
