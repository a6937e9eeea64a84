import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginRaw, PASSWORD, randomIp, registerAndLogin } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { uniqueEmail } from '../../../test/helpers/fixtures.js';
import { codeIn, SmtpSink } from '../../../test/helpers/mail.js';
import { drainOutbox } from '../../../test/helpers/outbox.js';

/** Issue 17: sign-in and registration throttles that cannot be used to lock a victim out. */
describe('sign-in and registration throttles', () => {
  let t: TestApp;
  const smtp = new SmtpSink();
  const clock = new ManualClock();

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ clock, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const wrong = (email: string, ip: string, i = 0) => loginRaw(t, email, `wrong password ${i}`, {}, ip);

  describe('login', () => {
    it('5 failures from one address refuse that address only; the owner signs in from another', async () => {
      clock.set(new Date());
      const { email } = await registerAndLogin(t);
      const attacker = randomIp();
      for (let i = 0; i < 5; i++) expect((await wrong(email, attacker, i)).statusCode).toBe(401);
      const locked = await loginRaw(t, email, PASSWORD, {}, attacker);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('too_many_login_attempts');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);

      const owner = await loginRaw(t, email, PASSWORD, {}, randomIp());
      expect(owner.statusCode).toBe(200);
      expect(owner.json().access_token).toEqual(expect.any(String));

      // The window passes on the service clock: the address may try again.
      clock.advance(15 * 60 * 1000);
      expect((await loginRaw(t, email, PASSWORD, {}, attacker)).statusCode).toBe(200);
    });

    it('a correct password clears the address’s count for the account', async () => {
      clock.set(new Date());
      const { email } = await registerAndLogin(t);
      const ip = randomIp();
      for (let i = 0; i < 4; i++) expect((await wrong(email, ip, i)).statusCode).toBe(401);
      expect((await loginRaw(t, email, PASSWORD, {}, ip)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await wrong(email, ip, i)).statusCode).toBe(401);
      expect((await loginRaw(t, email, PASSWORD, {}, ip)).statusCode).toBe(200);
    });

    it('30 failures from one address over many accounts refuse that address', async () => {
      clock.set(new Date());
      const ip = randomIp();
      for (let i = 0; i < 30; i++) expect((await wrong(uniqueEmail(), ip, i)).statusCode).toBe(401);
      const { email } = await registerAndLogin(t);
      const refused = await loginRaw(t, email, PASSWORD, {}, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await loginRaw(t, email, PASSWORD, {}, randomIp())).statusCode).toBe(200);
    });

    it('past 50 failures on an account from many addresses, only failing addresses are refused', async () => {
      clock.set(new Date());
      const { email } = await registerAndLogin(t);
      const addresses = Array.from({ length: 50 }, () => randomIp());
      for (const [i, ip] of addresses.entries()) expect((await wrong(email, ip, i)).statusCode).toBe(401);
      // An address that has failed on the account is refused, even with the right password…
      const refused = await loginRaw(t, email, PASSWORD, {}, addresses[0]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('too_many_login_attempts');
      // …while the owner, from an address without failures, signs in.
      expect((await loginRaw(t, email, PASSWORD, {}, randomIp())).statusCode).toBe(200);
    });

    it('a failure on our side never counts as a failed sign-in', async () => {
      clock.set(new Date());
      const { email, auth } = await registerAndLogin(t);
      const ip = randomIp();
      // The database loses the users table: each correct-password login is a 500.
      await t.db.execute(sql`alter table users rename to users_away`);
      try {
        for (let i = 0; i < 6; i++) expect((await loginRaw(t, email, PASSWORD, {}, ip)).statusCode).toBe(500);
      } finally {
        await t.db.execute(sql`alter table users_away rename to users`);
      }
      expect((await loginRaw(t, email, PASSWORD, {}, ip)).statusCode).toBe(200);

      // A two-factor user whose code cannot be stored: 500 after the password was checked.
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: '/auth/me',
            headers: auth,
            payload: { two_factor_enabled: true },
          })
        ).statusCode,
      ).toBe(200);
      await t.db.execute(sql`alter table account_codes rename to account_codes_away`);
      try {
        for (let i = 0; i < 6; i++) expect((await loginRaw(t, email, PASSWORD, {}, ip)).statusCode).toBe(500);
      } finally {
        await t.db.execute(sql`alter table account_codes_away rename to account_codes`);
      }
      const after = await loginRaw(t, email, PASSWORD, {}, ip);
      expect(after.statusCode).toBe(200);
      expect(after.json().two_factor_required).toBe(true);
      // And wrong passwords still count from there: 5 more are allowed, then 429.
      for (let i = 0; i < 5; i++) expect((await wrong(email, ip, i)).statusCode).toBe(401);
      expect((await wrong(email, ip, 9)).statusCode).toBe(429);
    });

    it('an unknown address takes as long as a known one (one argon2 check each)', async () => {
      clock.set(new Date());
      const { email } = await registerAndLogin(t);
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const time = async (username: string) => {
        const start = performance.now();
        const r = await loginRaw(t, username, 'not the password', {}, randomIp());
        const ms = performance.now() - start;
        expect(r.statusCode).toBe(401);
        return ms;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      // Interleaved, so that load on the machine hits both alike.
      for (let i = 0; i < 15; i++) {
        known.push(await time(email));
        unknown.push(await time(uniqueEmail()));
      }
      const ratio = median(unknown) / median(known);
      console.info(
        `login timing: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
      );
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });

    it('wrong re-authentication passwords of a session holder are throttled apart from logins', async () => {
      clock.set(new Date());
      const { email, token } = await registerAndLogin(t);
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
      // Signing in is not locked by them.
      expect((await loginRaw(t, email, PASSWORD, {}, randomIp())).statusCode).toBe(200);
    });
  });

  describe('registration', () => {
    it('allows 10 registrations an hour per address, then 429 with Retry-After', async () => {
      clock.set(new Date());
      const ip = randomIp();
      const register = (from: string) =>
        t.app.inject({
          method: 'POST',
          url: '/auth/register',
          remoteAddress: from,
          payload: { email: uniqueEmail(), password: PASSWORD },
        });
      for (let i = 0; i < 10; i++) expect((await register(ip)).statusCode).toBe(201);
      const refused = await register(ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('too_many_registrations');
      expect(refused.json().detail).toMatch(/registrations/);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect((await register(randomIp())).statusCode).toBe(201);
      clock.advance(retryAfter * 1000);
      expect((await register(ip)).statusCode).toBe(201);
    });
  });

  describe('two-factor codes', () => {
    async function withTwoFactor() {
      const u = await registerAndLogin(t);
      const r = await t.app.inject({
        method: 'PATCH',
        url: '/auth/me',
        headers: u.auth,
        payload: { two_factor_enabled: true },
      });
      expect(r.json().two_factor_enabled).toBe(true);
      return u;
    }

    async function challenge(email: string, ip = randomIp()) {
      const r = await loginRaw(t, email, PASSWORD, {}, ip);
      expect(r.statusCode).toBe(200);
      expect(r.json().two_factor_required).toBe(true);
      await drainOutbox(t);
      return {
        challengeToken: r.json().challenge_token as string,
        code: codeIn(smtp.find(email, 'Sign-in code')),
      };
    }

    const guess = (challengeToken: string, code: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/2fa/challenge',
        remoteAddress: ip,
        payload: { challenge_token: challengeToken, code },
      });
    const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const alerts = (email: string) =>
      smtp.to(email).filter((m) => m.subject.includes('Failed sign-in attempts'));

    it('counts wrong codes across challenges, backs off, locks, and alerts the owner once', async () => {
      clock.set(new Date());
      const { email } = await withTwoFactor();
      const ip = randomIp();
      const first = await challenge(email);
      for (let i = 1; i <= 5; i++) {
        const r = await guess(first.challengeToken, wrongCode(first.code), ip);
        expect(r.statusCode).toBe(400);
        expect(r.json().code).toBe(i < 5 ? 'invalid_code' : 'code_invalidated');
      }
      await drainOutbox(t);
      expect(alerts(email)).toHaveLength(1);
      expect(alerts(email)[0]!.text).toContain('5');

      // A fresh login does not start the count again: the 6th guess waits 2 s, even the right code.
      const second = await challenge(email);
      const early = await guess(second.challengeToken, second.code, ip);
      expect(early.statusCode).toBe(429);
      expect(early.json().code).toBe('too_many_code_attempts');
      expect(early.headers['retry-after']).toBe('2');
      // Each further wrong code doubles the wait: 2, 4, 8, 16, 32 s.
      for (const wait of [2, 4, 8, 16, 32]) {
        expect((await guess(second.challengeToken, second.code, ip)).statusCode).toBe(429);
        clock.advance(wait * 1000);
        const r = await guess(second.challengeToken, wrongCode(second.code), ip);
        expect(r.statusCode).toBe(400);
      }
      // 10 wrong codes: no code is checked, no new code is sent, until the window (1 h) ends.
      // (This challenge's code is spent by its own 5 wrong attempts; a new one is refused.)
      expect((await guess(second.challengeToken, second.code, ip)).json().code).toBe('code_invalidated');
      const resend = await t.app.inject({
        method: 'POST',
        url: '/auth/2fa/resend',
        payload: { challenge_token: second.challengeToken },
      });
      expect(resend.statusCode).toBe(429);
      expect(resend.json().code).toBe('two_factor_locked');
      const login = await loginRaw(t, email, PASSWORD, {}, randomIp());
      expect(login.statusCode).toBe(429);
      expect(login.json().code).toBe('two_factor_locked');
      const retryAfter = Number(login.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3400);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      await drainOutbox(t);
      expect(alerts(email)).toHaveLength(1);

      clock.advance(retryAfter * 1000);
      const later = await challenge(email);
      const ok = await guess(later.challengeToken, later.code, ip);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().access_token).toEqual(expect.any(String));
    });

    it('a correct code clears the count; a failure on our side is not a wrong code', async () => {
      clock.set(new Date());
      const { email } = await withTwoFactor();
      const ip = randomIp();
      const a = await challenge(email);
      for (let i = 0; i < 4; i++)
        expect((await guess(a.challengeToken, wrongCode(a.code), ip)).statusCode).toBe(400);
      expect((await guess(a.challengeToken, a.code, ip)).statusCode).toBe(200);
      const b = await challenge(email);
      for (let i = 0; i < 4; i++)
        expect((await guess(b.challengeToken, wrongCode(b.code), ip)).statusCode).toBe(400);
      // Counting the code's attempt fails (after the account's guess was reserved): the
      // guesses are 500 and give their reservation back.
      await t.db.execute(sql`
        create function fail_code_update() returns trigger language plpgsql as $$
        begin raise exception 'database trouble'; end $$`);
      await t.db.execute(
        sql`create trigger fail_code_update before update on account_codes for each row execute function fail_code_update()`,
      );
      try {
        for (let i = 0; i < 3; i++) expect((await guess(b.challengeToken, b.code, ip)).statusCode).toBe(500);
      } finally {
        await t.db.execute(sql`drop trigger fail_code_update on account_codes`);
        await t.db.execute(sql`drop function fail_code_update`);
      }
      expect((await guess(b.challengeToken, b.code, ip)).statusCode).toBe(200);
      await drainOutbox(t);
      expect(alerts(email)).toHaveLength(0);
    });

    it('refuses an address after 20 wrong codes an hour over any accounts', async () => {
      clock.set(new Date());
      const ip = randomIp();
      for (let n = 0; n < 4; n++) {
        const { email } = await withTwoFactor();
        const c = await challenge(email);
        for (let i = 0; i < 5; i++)
          expect((await guess(c.challengeToken, wrongCode(c.code), ip)).statusCode).toBe(400);
      }
      const { email } = await withTwoFactor();
      const c = await challenge(email);
      const refused = await guess(c.challengeToken, c.code, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('too_many_code_attempts');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await guess(c.challengeToken, c.code, randomIp())).statusCode).toBe(200);
    });
  });
});
