import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRETS, type TestApp } from '../../../test/helpers/app.js';
import { freePort } from '../../../test/helpers/net.js';
import { parseConfig } from '../../config.js';
import { users } from '../accounts/accounts.schema.js';
import { sandboxSubject } from './dev-oidc.routes.js';

/** A browser's part: follows nothing by itself, keeps cookies per name. */
function browser() {
  const cookies = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    return res;
  };
}

describe('dev-oidc: the development sandbox identity provider', () => {
  let t: TestApp;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'dev-oidc-'));
    t = await createTestApp({
      env: { NODE_ENV: 'development', PORT: String(port), PUBLIC_BASE_URL: base, DATA_DIR: dataDir },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Google sign-in from the consent address to the code, typing `email` (and `name`) on the sandbox page. */
  async function signIn(email: string, name?: string) {
    const go = browser();
    const redirectUri = `${base}/dev/oidc/callback`;
    const urlRes = await go(`${base}/auth/oauth/google/url?redirect_uri=${encodeURIComponent(redirectUri)}`);
    expect(urlRes.status).toBe(200);
    const { authorization_url, state } = (await urlRes.json()) as {
      authorization_url: string;
      state: string;
    };
    expect(authorization_url.startsWith(`${base}/dev/oidc/auth?`)).toBe(true);

    const authorize = await go(authorization_url);
    expect(authorize.status).toBe(303);
    const loginUrl = new URL(authorize.headers.get('location')!, base).href;
    expect(loginUrl).toMatch(new RegExp(`^${base}/dev/oidc/interaction/[\\w-]+$`));
    const page = await go(loginUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="email"');
    expect(html).toContain('development sandbox');

    const form = new URLSearchParams({ email, ...(name ? { name } : {}) });
    const posted = await go(loginUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(posted.status, await posted.clone().text()).toBe(303);
    const resumed = await go(new URL(posted.headers.get('location')!, base).href);
    expect(resumed.status).toBe(303);
    const back = new URL(resumed.headers.get('location')!, base);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe(state);
    const callbackPage = await go(back.href);
    expect(callbackPage.status).toBe(200);
    expect(await callbackPage.text()).toContain('/auth/oauth/google');
    return {
      code: back.searchParams.get('code')!,
      state: back.searchParams.get('state')!,
      iss: back.searchParams.get('iss') ?? undefined,
    };
  }

  it('walks Google sign-in through the sandbox login page to a session for the typed address', async () => {
    const discovery = await fetch(`${base}/dev/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect((await discovery.json()).issuer).toBe(`${base}/dev/oidc`);

    const { code, state, iss } = await signIn('Ala.Nowak@Example.test', 'Ala Nowak');
    const res = await fetch(`${base}/auth/oauth/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, state, ...(iss ? { iss } : {}) }),
    });
    const token = (await res.json()) as { access_token: string };
    expect(res.status, JSON.stringify(token)).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('access_token='))).toBe(true);
    const me = await fetch(`${base}/auth/me`, { headers: { authorization: `Bearer ${token.access_token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'ala.nowak@example.test',
      email_verified: true,
      full_name: 'Ala Nowak',
      has_password: false,
    });

    // The same address again: the page asks again, and it is the same account.
    const again = await signIn('ala.nowak@example.test');
    const second = await t.app.inject({ method: 'POST', url: '/auth/oauth/google', payload: again });
    expect(second.statusCode).toBe(200);
    const rows = await t.db.select().from(users).where(eq(users.email, 'ala.nowak@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.googleSubject).toBe(sandboxSubject('ala.nowak@example.test'));
  });

  it('answers the login page again with 400 for something that is not an address', async () => {
    const go = browser();
    const url = await t.app.inject({
      method: 'GET',
      url: '/auth/oauth/google/url',
      query: { redirect_uri: `${base}/dev/oidc/callback` },
    });
    const authorize = await go(url.json().authorization_url);
    const loginUrl = new URL(authorize.headers.get('location')!, base).href;
    const posted = await go(loginUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'not an address' }),
    });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('Type an e-mail address.');
  });

  it('refuses a redirect address outside the app', async () => {
    const url = await t.app.inject({
      method: 'GET',
      url: '/auth/oauth/google/url',
      query: { redirect_uri: 'https://evil.example/cb' },
    });
    const res = await fetch(url.json().authorization_url, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('redirect_uri');
  });

  it('is on only in development without GOOGLE_CLIENT_ID, and never served elsewhere', async () => {
    const env = { ...TEST_SECRETS, PUBLIC_BASE_URL: 'http://127.0.0.1:8000' };
    expect(parseConfig({ ...env, NODE_ENV: 'development' }).providers).toMatchObject({
      googleSandbox: true,
      googleIssuer: 'http://127.0.0.1:8000/dev/oidc',
    });
    const real = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(parseConfig({ ...env, ...real, NODE_ENV: 'development' }).providers).toMatchObject({
      googleSandbox: false,
      googleIssuer: undefined,
      googleClientId: 'id',
    });
    for (const NODE_ENV of ['production', 'test']) {
      expect(parseConfig({ ...env, NODE_ENV }).providers).toMatchObject({
        googleSandbox: false,
        googleIssuer: undefined,
        googleClientId: undefined,
      });
    }
    const bare = await createTestApp();
    try {
      const r = await bare.app.inject({ method: 'GET', url: '/dev/oidc/.well-known/openid-configuration' });
      expect(r.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
