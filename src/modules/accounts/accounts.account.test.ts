import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginRaw, PASSWORD, registerAndLogin } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { createTenantWithOwner, createUser, uniqueEmail } from '../../../test/helpers/fixtures.js';
import { codeIn, SmtpSink } from '../../../test/helpers/mail.js';
import { drainOutbox } from '../../../test/helpers/outbox.js';
import { tenants } from '../tenants/tenants.schema.js';
import { users } from './accounts.schema.js';

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000d4944415478da63f8cfc0f01f0005000201c2a1d4a10000000049454e44ae426082', 'hex'),
]);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(100, 1),
  Buffer.from([0xff, 0xd9]),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([36, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(28),
]);

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----recepcja${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('accounts: two-factor, deletion, profile picture', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let dataDir: string;
  const adminEmail = uniqueEmail('admin');
  const clock = new ManualClock();
  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    dataDir = await mkdtemp(path.join(tmpdir(), 'recepcja-accounts-'));
    t = await createTestApp({
      clock,
      env: {
        SMTP_URL: smtp.url,
        DATA_DIR: dataDir,
        ADMIN_EMAILS: adminEmail,
        PUBLIC_BASE_URL: 'https://api.recepcja.test',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

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

  async function challenge(email: string) {
    const r = await loginRaw(t, email, PASSWORD);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ two_factor_required: true, challenge_token: expect.any(String) });
    expect(r.json().access_token).toBeUndefined();
    expect(r.cookies.find((c) => c.name === 'access_token')).toBeUndefined();
    await drainOutbox(t);
    return {
      challengeToken: r.json().challenge_token as string,
      code: codeIn(smtp.find(email, 'Sign-in code')),
    };
  }

  describe('two-factor sign-in', () => {
    it('answers a challenge, e-mails a code, and completes with the code', async () => {
      const { email } = await withTwoFactor();
      const { challengeToken, code } = await challenge(email);
      const r = await t.app.inject({
        method: 'POST',
        url: '/auth/2fa/challenge',
        payload: { challenge_token: challengeToken, code },
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
      expect(r.cookies.find((c) => c.name === 'access_token')?.value).toBe(r.json().access_token);
      const me = await t.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: bearer(r.json().access_token),
      });
      expect(me.json().email).toBe(email);
      // Single use.
      const again = await t.app.inject({
        method: 'POST',
        url: '/auth/2fa/challenge',
        payload: { challenge_token: challengeToken, code },
      });
      expect(again.statusCode).toBe(401);
    });

    it('refuses wrong codes, invalidates after 5, and resend gives a fresh code', async () => {
      const { email } = await withTwoFactor();
      const { challengeToken, code } = await challenge(email);
      const wrong = code === '123456' ? '654321' : '123456';
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await t.app.inject({
          method: 'POST',
          url: '/auth/2fa/challenge',
          payload: { challenge_token: challengeToken, code: wrong },
        });
        expect(r.statusCode).toBe(400);
        codes.push(r.json().code);
      }
      expect(codes.at(-1)).toBe('code_invalidated');
      const right = await t.app.inject({
        method: 'POST',
        url: '/auth/2fa/challenge',
        payload: { challenge_token: challengeToken, code },
      });
      expect(right.json().code).toBe('code_invalidated');

      const resend = await t.app.inject({
        method: 'POST',
        url: '/auth/2fa/resend',
        payload: { challenge_token: challengeToken },
      });
      expect(resend.statusCode).toBe(200);
      await drainOutbox(t);
      const fresh = codeIn(smtp.find(email, 'Sign-in code'));
      const submit = () =>
        t.app.inject({
          method: 'POST',
          url: '/auth/2fa/challenge',
          payload: { challenge_token: challengeToken, code: fresh },
        });
      // The account's wrong codes count across codes: after 5, the next waits 2 seconds.
      const early = await submit();
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe('2');
      clock.advance(2000);
      const ok = await submit();
      expect(ok.statusCode).toBe(200);
    });

    it('limits resends to 3 per 15 minutes and refuses forged challenges', async () => {
      const { email } = await withTwoFactor();
      const { challengeToken } = await challenge(email);
      for (let i = 0; i < 3; i++) {
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: '/auth/2fa/resend',
              payload: { challenge_token: challengeToken },
            })
          ).statusCode,
        ).toBe(200);
      }
      const limited = await t.app.inject({
        method: 'POST',
        url: '/auth/2fa/resend',
        payload: { challenge_token: challengeToken },
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      const forged = await t.app.inject({
        method: 'POST',
        url: '/auth/2fa/challenge',
        payload: { challenge_token: `${challengeToken}x`, code: '123456' },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().code).toBe('invalid_challenge');
      // A session token is not a challenge.
      const { token } = await t.platform.tokens.issueAccessToken('00000000-0000-0000-0000-000000000000', 60);
      const wrongAud = await t.app.inject({
        method: 'POST',
        url: '/auth/2fa/resend',
        payload: { challenge_token: token },
      });
      expect(wrongAud.statusCode).toBe(401);
    });

    it('administrators always have two-factor on and cannot switch it off', async () => {
      const reg = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: { email: adminEmail, password: PASSWORD },
      });
      expect(reg.json()).toMatchObject({ is_admin: true, two_factor_enabled: true });
      const { challengeToken, code } = await challenge(adminEmail);
      const r = await t.app.inject({
        method: 'POST',
        url: '/auth/2fa/challenge',
        payload: { challenge_token: challengeToken, code },
      });
      expect(r.statusCode).toBe(200);
      const off = await t.app.inject({
        method: 'PATCH',
        url: '/auth/me',
        headers: bearer(r.json().access_token),
        payload: { two_factor_enabled: false },
      });
      expect(off.statusCode).toBe(409);
      expect(off.json().code).toBe('two_factor_required');
    });

    it('switching two-factor off restores the plain sign-in', async () => {
      const { email, auth } = await withTwoFactor();
      await t.app.inject({
        method: 'PATCH',
        url: '/auth/me',
        headers: auth,
        payload: { two_factor_enabled: false },
      });
      const r = await loginRaw(t, email, PASSWORD);
      expect(r.json().access_token).toEqual(expect.any(String));
    });
  });

  describe('account deletion', () => {
    it('needs the password, tombstones the row and ends every session', async () => {
      const { id, email, token, auth } = await registerAndLogin(t);
      await t.app.inject({
        method: 'PATCH',
        url: '/auth/me',
        headers: auth,
        payload: { sms_phone: '+48601234567' },
      });
      const other = (await loginRaw(t, email, PASSWORD)).json().access_token as string;
      const wrong = await t.app.inject({
        method: 'DELETE',
        url: '/auth/me',
        headers: auth,
        payload: { password: 'not it at all' },
      });
      expect(wrong.statusCode).toBe(403);
      const missing = await t.app.inject({ method: 'DELETE', url: '/auth/me', headers: auth, payload: {} });
      expect(missing.statusCode).toBe(422);

      const r = await t.app.inject({
        method: 'DELETE',
        url: '/auth/me',
        headers: auth,
        payload: { password: PASSWORD },
      });
      expect(r.statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({
        email: null,
        fullName: null,
        smsPhone: null,
        passwordHash: null,
        avatarFile: null,
        googleSubject: null,
      });
      expect(row!.deletedAt).toBeInstanceOf(Date);
      for (const tok of [token, other]) {
        expect(
          (await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(tok) })).statusCode,
        ).toBe(401);
      }
      expect((await loginRaw(t, email, PASSWORD)).statusCode).toBe(401);
      // The address is free again.
      const again = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: { email, password: PASSWORD },
      });
      expect(again.statusCode).toBe(201);
    });

    it('is refused (409) for the sole owner of a live tenant, allowed once it is not live', async () => {
      const { tenant, owner } = await createTenantWithOwner(t);
      await t.app.inject({
        method: 'POST',
        url: '/auth/set-password',
        headers: owner.auth,
        payload: { new_password: PASSWORD },
      });
      await t.db.update(tenants).set({ isLive: true }).where(eq(tenants.id, tenant.id));
      const r = await t.app.inject({
        method: 'DELETE',
        url: '/auth/me',
        headers: owner.auth,
        payload: { password: PASSWORD },
      });
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'sole_owner_of_live_tenant', tenant_ids: [tenant.id] });
      await t.db.update(tenants).set({ isLive: false }).where(eq(tenants.id, tenant.id));
      const ok = await t.app.inject({
        method: 'DELETE',
        url: '/auth/me',
        headers: owner.auth,
        payload: { password: PASSWORD },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('is refused (409) for a third-party account without a password', async () => {
      const g = await createUser(t);
      const r = await t.app.inject({
        method: 'DELETE',
        url: '/auth/me',
        headers: g.auth,
        payload: { password: 'whatever it is' },
      });
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('password_not_set');
    });
  });

  describe('profile picture', () => {
    it('accepts PNG, JPEG and WebP by content (not by name), serves them publicly, replaces the old file', async () => {
      const { auth } = await registerAndLogin(t);
      const urls: string[] = [];
      for (const [content, name, type] of [
        [PNG, 'photo.txt', 'text/plain'],
        [JPEG, 'photo.png', 'application/octet-stream'],
        [WEBP, 'photo', 'image/png'],
      ] as const) {
        const r = await t.app.inject({
          method: 'POST',
          url: '/auth/me/avatar',
          ...merge(auth, multipart('file', name, type, content)),
        });
        expect(r.statusCode).toBe(200);
        urls.push(r.json().avatar_url);
      }
      expect(urls[0]).toMatch(/^https:\/\/api\.recepcja\.test\/auth\/avatars\/[A-Za-z0-9_-]{32}\.png$/);
      expect(urls[1]).toMatch(/\.jpg$/);
      expect(urls[2]).toMatch(/\.webp$/);
      const current = new URL(urls[2]!).pathname;
      const got = await t.app.inject({ method: 'GET', url: current });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.rawPayload.equals(WEBP)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: new URL(urls[0]!).pathname })).statusCode).toBe(404);
      expect(await readdir(path.join(dataDir, 'uploads', 'avatars'))).toHaveLength(1);
      const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: auth });
      expect(me.json().avatar_url).toBe(urls[2]);

      const del = await t.app.inject({ method: 'DELETE', url: '/auth/me/avatar', headers: auth });
      expect(del.statusCode).toBe(200);
      expect(del.json().avatar_url).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: current })).statusCode).toBe(404);
    });

    it('refuses other content (415), too large files (413), missing or empty files (422), non-multipart (415)', async () => {
      const { auth } = await registerAndLogin(t);
      const gif = await t.app.inject({
        method: 'POST',
        url: '/auth/me/avatar',
        ...merge(auth, multipart('file', 'a.png', 'image/png', Buffer.from('GIF89a-not-allowed'))),
      });
      expect(gif.statusCode).toBe(415);
      expect(gif.json().code).toBe('unsupported_image');
      const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
      const tooBig = await t.app.inject({
        method: 'POST',
        url: '/auth/me/avatar',
        ...merge(auth, multipart('file', 'a.png', 'image/png', big)),
      });
      expect(tooBig.statusCode).toBe(413);
      const empty = await t.app.inject({
        method: 'POST',
        url: '/auth/me/avatar',
        ...merge(auth, multipart('file', 'a.png', 'image/png', Buffer.alloc(0))),
      });
      expect(empty.statusCode).toBe(422);
      const boundary = 'xyz';
      const noFile = await t.app.inject({
        method: 'POST',
        url: '/auth/me/avatar',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      });
      expect(noFile.statusCode).toBe(422);
      const json = await t.app.inject({
        method: 'POST',
        url: '/auth/me/avatar',
        headers: auth,
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/auth/me/avatar',
        ...multipart('file', 'a.png', 'image/png', PNG),
      });
      expect(anonymous.statusCode).toBe(401);
      const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: auth });
      expect(me.json().avatar_url).toBeNull();
    });

    it('does not serve guessed or traversing names', async () => {
      for (const name of ['..%2F..%2Fetc%2Fpasswd', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png', 'x.png']) {
        expect((await t.app.inject({ method: 'GET', url: `/auth/avatars/${name}` })).statusCode).toBe(404);
      }
    });
  });
});

function merge(auth: Record<string, string>, mp: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: mp.payload, headers: { ...auth, ...mp.headers } };
}
