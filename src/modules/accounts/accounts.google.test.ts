import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginRaw, PASSWORD, registerAndLogin } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { uniqueEmail } from '../../../test/helpers/fixtures.js';
import { codeIn, SmtpSink } from '../../../test/helpers/mail.js';
import { LocalOidcProvider } from '../../../test/helpers/oidc.js';
import { drainOutbox } from '../../../test/helpers/outbox.js';
import { users } from './accounts.schema.js';

describe('accounts: Google sign-in against a local OpenID provider', () => {
  let t: TestApp;
  let idp: LocalOidcProvider;
  let smtp: SmtpSink;
  const clock = new ManualClock();
  beforeAll(async () => {
    idp = await new LocalOidcProvider().start();
    smtp = await new SmtpSink().start();
    t = await createTestApp({
      clock,
      env: {
        SMTP_URL: smtp.url,
        GOOGLE_ISSUER: idp.issuer,
        GOOGLE_CLIENT_ID: idp.clientId,
        GOOGLE_CLIENT_SECRET: idp.clientSecret,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.stop();
    await smtp.stop();
  });

  async function consentUrl(remember = false) {
    const r = await t.app.inject({
      method: 'GET',
      url: '/auth/oauth/google/url',
      query: { redirect_uri: idp.redirectUri, remember: String(remember) },
    });
    expect(r.statusCode).toBe(200);
    return r.json() as { authorization_url: string; state: string };
  }

  function account(email = uniqueEmail('g'), verified = true) {
    const id = `acct-${Math.random().toString(36).slice(2)}`;
    idp.accounts.set(id, { email, email_verified: verified, name: 'Gosia Google' });
    return { id, email };
  }

  const signIn = (code: string, state: string) =>
    t.app.inject({ method: 'POST', url: '/auth/oauth/google', payload: { code, state } });

  it('hands a consent address carrying a signed state', async () => {
    const { authorization_url, state } = await consentUrl();
    const u = new URL(authorization_url);
    expect(u.origin).toBe(idp.issuer);
    expect(u.searchParams.get('state')).toBe(state);
    expect(u.searchParams.get('client_id')).toBe(idp.clientId);
    expect(u.searchParams.get('redirect_uri')).toBe(idp.redirectUri);
    expect(u.searchParams.get('scope')).toBe('openid email profile');
    expect(u.searchParams.get('nonce')).toBeTruthy();
    expect(state.split('.')).toHaveLength(3);
  });

  it('creates a verified account without password on first sign-in, and signs the same account in again', async () => {
    const a = account();
    const first = await consentUrl();
    const { code, state } = await idp.consent(first.authorization_url, a.id);
    expect(state).toBe(first.state);
    const r = await signIn(code, state);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(r.cookies.find((c) => c.name === 'access_token')?.value).toBe(r.json().access_token);
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(r.json().access_token) });
    expect(me.json()).toMatchObject({
      email: a.email,
      email_verified: true,
      full_name: 'Gosia Google',
      has_password: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, a.email));
    expect(row!.googleSubject).toBe(a.id);
    expect(row!.passwordHash).toBeNull();
    // The Google sign-in is a listed session.
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/auth/sessions',
      headers: bearer(r.json().access_token),
    });
    expect(sessions.json()).toEqual([expect.objectContaining({ current: true })]);

    // The code is single-use.
    const replay = await signIn(code, state);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('oauth_failed');

    const second = await consentUrl(true);
    const again = await idp.consent(second.authorization_url, a.id);
    const r2 = await signIn(again.code, again.state);
    expect(r2.statusCode).toBe(200);
    expect(r2.json().expires_in).toBe(30 * 86400);
    const count = await t.db.select().from(users).where(eq(users.googleSubject, a.id));
    expect(count).toHaveLength(1);
  });

  it('links an existing password account with the same verified address', async () => {
    const { email, id } = await registerAndLogin(t);
    const a = account(email);
    const { authorization_url } = await consentUrl();
    const { code, state } = await idp.consent(authorization_url, a.id);
    const r = await signIn(code, state);
    expect(r.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ googleSubject: a.id, emailVerified: true });
    expect((await loginRaw(t, email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a missing, altered, foreign or expired state (login-CSRF protection)', async () => {
    const a = account();
    const { authorization_url, state } = await consentUrl();
    const { code } = await idp.consent(authorization_url, a.id);
    const parts = state.split('.');
    const altered = `${parts[0]}.${parts[1]}x.${parts[2]}`;
    const foreign = (await t.platform.tokens.sign('2fa-challenge', { ru: idp.redirectUri, nonce: 'n' }, 600))
      .token;
    for (const bad of [altered, foreign, 'not-a-state']) {
      const r = await signIn(code, bad);
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('invalid_oauth_state');
    }
    const missing = await t.app.inject({ method: 'POST', url: '/auth/oauth/google', payload: { code } });
    expect(missing.statusCode).toBe(422);
    // A valid state of another sign-in does not match this code's flow either.
    const other = await consentUrl();
    const mismatched = await signIn(code, other.state);
    expect(mismatched.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, a.email))).toHaveLength(0);

    // States live 10 minutes.
    clock.set(new Date(Date.now() - 11 * 60 * 1000));
    const old = await consentUrl();
    clock.set(new Date());
    const late = await idp.consent(old.authorization_url, a.id);
    const expired = await signIn(late.code, late.state);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_oauth_state');
  });

  it('refuses a Google account whose address is not verified', async () => {
    const a = account(uniqueEmail('unverified'), false);
    const { authorization_url } = await consentUrl();
    const { code, state } = await idp.consent(authorization_url, a.id);
    const r = await signIn(code, state);
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('oauth_email_unverified');
  });

  it('answers a two-factor challenge for accounts with two-factor on', async () => {
    const { email, auth } = await registerAndLogin(t);
    await t.app.inject({
      method: 'PATCH',
      url: '/auth/me',
      headers: auth,
      payload: { two_factor_enabled: true },
    });
    const a = account(email);
    const { authorization_url } = await consentUrl();
    const { code, state } = await idp.consent(authorization_url, a.id);
    const r = await signIn(code, state);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ two_factor_required: true });
    await drainOutbox(t);
    const done = await t.app.inject({
      method: 'POST',
      url: '/auth/2fa/challenge',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1' },
      payload: { challenge_token: r.json().challenge_token, code: codeIn(smtp.find(email, 'Sign-in code')) },
    });
    expect(done.statusCode).toBe(200);
    // The session completed by the challenge is listed, with the device that completed it.
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/auth/sessions',
      headers: bearer(done.json().access_token),
    });
    expect(sessions.json()).toHaveLength(2);
    expect(sessions.json().find((x: { current: boolean }) => x.current)).toMatchObject({
      browser: 'Safari',
      os: 'iOS',
    });
  });

  it('answers 503 provider_not_configured when Google is not configured', async () => {
    const bare = await createTestApp();
    try {
      const url = await bare.app.inject({
        method: 'GET',
        url: '/auth/oauth/google/url',
        query: { redirect_uri: 'https://app.example/cb' },
      });
      expect(url.statusCode).toBe(503);
      expect(url.json().code).toBe('provider_not_configured');
      const post = await bare.app.inject({
        method: 'POST',
        url: '/auth/oauth/google',
        payload: { code: 'c', state: 's' },
      });
      expect(post.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });

  it('answers 503 provider_unavailable when the issuer cannot be reached', async () => {
    const down = await createTestApp({
      env: { GOOGLE_ISSUER: 'http://127.0.0.1:9', GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y' },
    });
    try {
      const r = await down.app.inject({
        method: 'GET',
        url: '/auth/oauth/google/url',
        query: { redirect_uri: 'https://app.example/cb' },
      });
      expect(r.statusCode).toBe(503);
      expect(r.json().code).toBe('provider_unavailable');
    } finally {
      await down.close();
    }
  });
});
