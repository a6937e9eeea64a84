import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginRaw, PASSWORD, registerAndLogin } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { userSessions } from './accounts.schema.js';
import { accountsModule } from './index.js';
import { describeUserAgent, USER_AGENT_MAX } from './user-agent.js';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

interface Listed {
  id: string;
  current: boolean;
  browser: string | null;
  os: string | null;
  device: string | null;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

describe('accounts: the signed-in sessions list', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00.000Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Signs in from a device (user agent and address); answers the token. */
  async function signInFrom(email: string, userAgent: string, ip: string) {
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
      payload: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
    });
    expect(r.statusCode).toBe(200);
    return r.json().access_token as string;
  }

  async function list(token: string): Promise<Listed[]> {
    const r = await t.app.inject({ method: 'GET', url: '/auth/sessions', headers: bearer(token) });
    expect(r.statusCode).toBe(200);
    return r.json();
  }

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
  const revoke = (token: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/auth/sessions/${id}`, headers: bearer(token) });

  it('lists the caller’s sessions, newest first, the calling one marked current', async () => {
    const { email, token: first } = await registerAndLogin(t);
    clock.advance(5_000);
    const second = await signInFrom(email, FIREFOX_WINDOWS, '203.0.113.7');

    const fromSecond = await list(second);
    expect(fromSecond).toHaveLength(2);
    expect(fromSecond[0]).toEqual({
      id: expect.any(String),
      current: true,
      browser: 'Firefox',
      os: 'Windows',
      device: 'Firefox · Windows',
      user_agent: FIREFOX_WINDOWS,
      ip: '203.0.113.7',
      created_at: '2026-03-02T09:00:05.000Z',
      last_seen_at: '2026-03-02T09:00:05.000Z',
      expires_at: '2026-03-02T10:00:05.000Z',
    });
    expect(fromSecond[1]).toMatchObject({ current: false, user_agent: 'lightMyRequest', device: null });

    // The same list from the first device marks the other one current.
    const fromFirst = await list(first);
    expect(fromFirst.map((s) => s.id)).toEqual(fromSecond.map((s) => s.id));
    expect(fromFirst.map((s) => s.current)).toEqual([false, true]);
  });

  it('revokes another session: its token is refused at once and it leaves the list', async () => {
    const { email, token: mine } = await registerAndLogin(t);
    const other = await signInFrom(email, CHROME_ANDROID, '198.51.100.20');
    const target = (await list(other)).find((s) => s.current)!;
    expect(target).toMatchObject({ browser: 'Chrome', os: 'Android' });

    const r = await revoke(mine, target.id);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'ok' });
    // The revoking device's cookie is left alone.
    expect(r.cookies.find((c) => c.name === 'access_token')).toBeUndefined();

    expect((await me(other)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
    const left = await list(mine);
    expect(left.map((s) => s.id)).not.toContain(target.id);
    expect(left).toHaveLength(1);

    // Ending it again: it is no longer an active session.
    const again = await revoke(mine, target.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('not_found');
  });

  it('answers 404 for another user’s session, and leaves it working', async () => {
    const alice = await registerAndLogin(t);
    const bob = await registerAndLogin(t);
    const [bobs] = await list(bob.token);
    const r = await revoke(alice.token, bobs!.id);
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe('not_found');
    expect((await me(bob.token)).statusCode).toBe(200);
    expect(await list(bob.token)).toHaveLength(1);
    // An unknown id is the same 404.
    expect((await revoke(alice.token, 'no-such-session')).statusCode).toBe(404);
  });

  it('ending the current session signs the caller out', async () => {
    const { token } = await registerAndLogin(t);
    const [current] = await list(token);
    const r = await revoke(token, current!.id);
    expect(r.statusCode).toBe(200);
    const cookie = r.cookies.find((c) => c.name === 'access_token');
    expect(cookie?.value).toBe('');
    expect((await me(token)).statusCode).toBe(401);
  });

  it('logout ends its session; logout-all ends every listed one and lists the fresh token', async () => {
    const { email, token: a } = await registerAndLogin(t);
    const b = await signInFrom(email, FIREFOX_WINDOWS, '203.0.113.8');
    const c = await signInFrom(email, CHROME_ANDROID, '203.0.113.9');
    expect(await list(a)).toHaveLength(3);

    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(c) });
    expect(out.statusCode).toBe(200);
    const afterLogout = await list(a);
    expect(afterLogout).toHaveLength(2);

    clock.advance(1_000);
    const all = await t.app.inject({
      method: 'POST',
      url: '/auth/logout-all',
      headers: { ...bearer(b), 'user-agent': FIREFOX_WINDOWS },
    });
    expect(all.statusCode).toBe(200);
    const fresh = all.json().access_token as string;
    for (const old of [a, b, c]) expect((await me(old)).statusCode).toBe(401);
    const listed = await list(fresh);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ current: true, device: 'Firefox · Windows' });
    for (const s of afterLogout) expect(listed.map((x) => x.id)).not.toContain(s.id);

    // Every earlier row is marked revoked, not only hidden.
    const rows = await t.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.userId, (await me(fresh)).json().id));
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.revokedAt === null).map((r) => r.id)).toEqual([listed[0]!.id]);
  });

  it('refresh replaces the session; a password change ends the others', async () => {
    const { email, token } = await registerAndLogin(t);
    const other = await signInFrom(email, FIREFOX_WINDOWS, '203.0.113.10');
    clock.advance(1_000);
    const refreshed = await t.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(token) });
    expect(refreshed.statusCode).toBe(200);
    const newToken = refreshed.json().access_token as string;
    const afterRefresh = await list(newToken);
    expect(afterRefresh).toHaveLength(2);
    expect(afterRefresh[0]!.current).toBe(true);

    clock.advance(1_000);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(newToken),
      payload: { current_password: PASSWORD, new_password: 'another good password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const listed = await list(changed.json().access_token);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.current).toBe(true);
  });

  it('keeps last_seen_at to within a minute, writing at most once a minute per session', async () => {
    const { token } = await registerAndLogin(t);
    const [s] = await list(token);
    const signedInAt = s!.created_at;
    const seen = async () => {
      await t.app.authenticator.settle();
      const [row] = await t.db.select().from(userSessions).where(eq(userSessions.id, s!.id));
      return row!.lastSeenAt.toISOString();
    };
    // Within the first minute of the session: nothing is written.
    clock.advance(30_000);
    expect((await me(token)).statusCode).toBe(200);
    expect(await seen()).toBe(signedInAt);

    clock.advance(31_000);
    await me(token);
    const firstWrite = await seen();
    expect(firstWrite).toBe(new Date(Date.parse(signedInAt) + 61_000).toISOString());

    // Requests within the minute after that write leave it alone, even when the row is older.
    await t.db
      .update(userSessions)
      .set({ lastSeenAt: new Date(signedInAt) })
      .where(eq(userSessions.id, s!.id));
    clock.advance(20_000);
    await me(token);
    await me(token);
    expect(await seen()).toBe(signedInAt);

    clock.advance(41_000);
    await me(token);
    expect(await seen()).toBe(new Date(Date.parse(signedInAt) + 122_000).toISOString());
    expect((await list(token))[0]!.last_seen_at).toBe(
      new Date(Date.parse(signedInAt) + 122_000).toISOString(),
    );
  });

  it('truncates the stored user agent to 300 characters', async () => {
    const { email } = await registerAndLogin(t);
    const long = `${FIREFOX_WINDOWS} ${'x'.repeat(400)}`;
    const token = await signInFrom(email, long, '203.0.113.11');
    const current = (await list(token)).find((s) => s.current)!;
    expect(current.user_agent).toHaveLength(USER_AGENT_MAX);
    expect(current.device).toBe('Firefox · Windows');
  });

  it('prunes rows 30 days past their expiry in the hourly job', async () => {
    const { token } = await registerAndLogin(t);
    const [s] = await list(token);
    const userId = (await me(token)).json().id as string;
    const at = clock.now();
    const day = 86_400_000;
    const old = (id: string, expiredDaysAgo: number) => ({
      id,
      userId,
      createdAt: new Date(at.getTime() - (expiredDaysAgo + 1) * day),
      expiresAt: new Date(at.getTime() - expiredDaysAgo * day),
      lastSeenAt: new Date(at.getTime() - (expiredDaysAgo + 1) * day),
    });
    await t.db.insert(userSessions).values([old(`old-${userId}`, 31), old(`recent-${userId}`, 29)]);
    const job = accountsModule.jobs!(t.platform).find((w) => w.name === 'accounts: expired sessions pruned')!;
    expect(await job.run(at)).toBeGreaterThanOrEqual(1);
    const ids = (await t.db.select().from(userSessions).where(eq(userSessions.userId, userId))).map(
      (r) => r.id,
    );
    expect(ids.sort()).toEqual([`recent-${userId}`, s!.id].sort());
    // Expired sessions are not listed.
    expect((await list(token)).map((x) => x.id)).toEqual([s!.id]);
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/auth/sessions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/auth/sessions/x' })).statusCode).toBe(401);
  });

  it('a wrong password does not create a session', async () => {
    const { email, id } = await registerAndLogin(t);
    const r = await loginRaw(t, email, 'wrong password!');
    expect(r.statusCode).toBe(401);
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, id))).toHaveLength(1);
  });
});

describe('describeUserAgent', () => {
  it.each([
    [FIREFOX_WINDOWS, 'Firefox', 'Windows'],
    [CHROME_ANDROID, 'Chrome', 'Android'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
      'Opera',
      'Linux',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iPadOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/126.0 Mobile/15E148 Safari/605.1.15',
      'Firefox',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome',
      'ChromeOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'Linux',
    ],
    ['curl/8.5.0', 'curl', null],
    ['', null, null],
  ])('%s → %s on %s', (ua, browser, os) => {
    const d = describeUserAgent(ua);
    expect(d).toEqual({
      browser,
      os,
      device: [browser, os].filter(Boolean).join(' · ') || null,
    });
  });
});
