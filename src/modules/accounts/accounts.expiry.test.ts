import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, loginRaw, PASSWORD, registerAndLogin } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { uniqueEmail } from '../../../test/helpers/fixtures.js';
import { codeIn, linkTokenIn, SmtpSink } from '../../../test/helpers/mail.js';
import { drainOutbox } from '../../../test/helpers/outbox.js';
import { revokedTokens } from './accounts.schema.js';

describe('accounts: expiries, concurrency and production cookies', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let dataDir: string;
  const clock = new ManualClock();
  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    dataDir = await mkdtemp(path.join(tmpdir(), 'recepcja-expiry-'));
    t = await createTestApp({ clock, env: { SMTP_URL: smtp.url, DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('verification link and code stop working after 24 hours', async () => {
    clock.set(new Date());
    const email = uniqueEmail();
    await t.app.inject({ method: 'POST', url: '/auth/register', payload: { email, password: PASSWORD } });
    await drainOutbox(t);
    const mail = smtp.last(email);
    clock.advance(24 * 3600 * 1000 + 1000);
    const link = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email',
      payload: { token: linkTokenIn(mail) },
    });
    expect(link.statusCode).toBe(400);
    const code = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email-code',
      payload: { email, code: codeIn(mail) },
    });
    expect(code.statusCode).toBe(400);
    expect(code.json().code).toBe('code_expired');
    clock.set(new Date());
  });

  it('two-factor codes expire after 10 minutes', async () => {
    clock.set(new Date());
    const { email, auth } = await registerAndLogin(t);
    await t.app.inject({
      method: 'PATCH',
      url: '/auth/me',
      headers: auth,
      payload: { two_factor_enabled: true },
    });
    const r = await loginRaw(t, email, PASSWORD);
    await drainOutbox(t);
    const code = codeIn(smtp.find(email, 'Sign-in code'));
    clock.advance(10 * 60 * 1000 + 1000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/auth/2fa/challenge',
      payload: { challenge_token: r.json().challenge_token, code },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('code_expired');
    clock.set(new Date());
  });

  it('the e-mail change code expires after 1 hour', async () => {
    clock.set(new Date());
    const { auth, email } = await registerAndLogin(t);
    const newEmail = uniqueEmail('later');
    await t.app.inject({
      method: 'POST',
      url: '/auth/change-email',
      headers: auth,
      payload: { new_email: newEmail, password: PASSWORD },
    });
    await drainOutbox(t);
    const code = codeIn(smtp.last(newEmail));
    clock.advance(3600 * 1000 + 1000);
    // The session of an hour has ended with the code: the owner signs in again to enter it.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/auth/confirm-email-change',
      headers: auth,
      payload: { code },
    });
    expect(stale.statusCode).toBe(401);
    const again = { authorization: `Bearer ${await login(t, email, PASSWORD)}` };
    const late = await t.app.inject({
      method: 'POST',
      url: '/auth/confirm-email-change',
      headers: again,
      payload: { code },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('code_expired');
    clock.set(new Date());
  });

  it('concurrent wrong guesses cannot exceed 5 attempts per code', async () => {
    const email = uniqueEmail();
    await t.app.inject({ method: 'POST', url: '/auth/register', payload: { email, password: PASSWORD } });
    await drainOutbox(t);
    const code = codeIn(smtp.last(email));
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((g) =>
        t.app.inject({ method: 'POST', url: '/auth/verify-email-code', payload: { email, code: g } }),
      ),
    );
    const invalid = answers.filter((a) => a.json().code === 'invalid_code').length;
    expect(invalid).toBeLessThanOrEqual(4);
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    const right = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email-code',
      payload: { email, code },
    });
    expect(right.json().code).toBe('code_invalidated');
  });

  it('two concurrent refreshes of one token give one new token', async () => {
    const { token } = await registerAndLogin(t);
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(token) })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(2);
  });

  it('logout drops blacklist entries of tokens that expired anyway', async () => {
    const { id, token } = await registerAndLogin(t);
    await t.db
      .insert(revokedTokens)
      .values({ jti: `old-${id}`, userId: id, expiresAt: new Date(Date.now() - 3600_000) });
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    const rows = await t.db.select().from(revokedTokens);
    expect(rows.some((r) => r.jti === `old-${id}`)).toBe(false);
  });

  it('deleting the account deletes the stored picture', async () => {
    const { auth } = await registerAndLogin(t);
    const boundary = 'b0undary';
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
    const up = await t.app.inject({
      method: 'POST',
      url: '/auth/me/avatar',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(up.statusCode).toBe(200);
    const dir = path.join(dataDir, 'uploads', 'avatars');
    const before = await readdir(dir);
    const name = new URL(up.json().avatar_url).pathname.split('/').pop()!;
    expect(before).toContain(name);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/auth/me',
      headers: auth,
      payload: { password: PASSWORD },
    });
    expect(del.statusCode).toBe(200);
    expect(await readdir(dir)).not.toContain(name);
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const { email } = await registerAndLogin(prod);
      const r = await loginRaw(prod, email, PASSWORD);
      expect(r.cookies.find((c) => c.name === 'access_token')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    } finally {
      await prod.close();
    }
  });
});
