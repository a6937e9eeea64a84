import { randomBytes } from 'node:crypto';
import type { TestApp } from './app.js';
import { uniqueEmail } from './fixtures.js';

export const PASSWORD = 'correct horse battery';

/** A random client address (10.x.x.x; inject only, nothing is sent), so that per-address throttles of one test do not meet another's. */
export const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]! || 1}`;

/** Registers an account through the API and signs it in (no two-factor). */
export async function registerAndLogin(
  t: TestApp,
  opts: { email?: string; password?: string; fullName?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? PASSWORD;
  const reg = await t.app.inject({
    method: 'POST',
    url: '/auth/register',
    // Each registration from its own address: the per-address registration throttle is not
    // what the tests using this helper are about.
    remoteAddress: randomIp(),
    payload: { email, password, full_name: opts.fullName ?? 'Anna Nowak' },
  });
  if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  const token = await login(t, email, password);
  return { id: reg.json().id as string, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

export async function login(t: TestApp, email: string, password: string, extra: Record<string, string> = {}) {
  const r = await loginRaw(t, email, password, extra);
  if (r.statusCode !== 200 || !r.json().access_token) throw new Error(`login: ${r.statusCode} ${r.body}`);
  return r.json().access_token as string;
}

export function loginRaw(
  t: TestApp,
  email: string,
  password: string,
  extra: Record<string, string> = {},
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    ...(remoteAddress ? { remoteAddress } : {}),
    url: '/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password, ...extra }).toString(),
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
