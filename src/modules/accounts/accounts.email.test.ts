import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginRaw, PASSWORD, registerAndLogin } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { uniqueEmail } from '../../../test/helpers/fixtures.js';
import { codeIn, linkTokenIn, SmtpSink } from '../../../test/helpers/mail.js';
import { drainOutbox, outboxWorker } from '../../../test/helpers/outbox.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import { mailMessages, users } from './accounts.schema.js';

describe('accounts: e-mail verification and change of address (real SMTP)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'https://app.recepcja.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function register(email = uniqueEmail()) {
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email, password: PASSWORD },
    });
    expect(r.statusCode).toBe(201);
    return { email, id: r.json().id as string };
  }

  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).json();

  it('registration enqueues the e-mail in the outbox; the worker sends it over SMTP with link and code, in Polish and English', async () => {
    const { email, id } = await register();
    const pending = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'email'));
    expect(pending.some((m) => (m.payload as { to: string }).to === email && m.status === 'pending')).toBe(
      true,
    );
    expect(smtp.to(email)).toHaveLength(0);
    await drainOutbox(t);
    const mail = smtp.last(email);
    expect(mail.subject).toContain('Potwierdź adres e-mail');
    expect(mail.subject).toContain('Confirm your e-mail address');
    expect(mail.text).toContain('Twój kod weryfikacyjny');
    expect(mail.text).toContain('Your verification code');
    expect(mail.text).toContain('https://app.recepcja.test/verify-email?token=');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.emailVerified).toBe(false);
  });

  it('verifies by link token, once', async () => {
    const { email } = await register();
    await drainOutbox(t);
    const token = linkTokenIn(smtp.last(email));
    const r = await t.app.inject({ method: 'POST', url: '/auth/verify-email', payload: { token } });
    expect(r.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerified).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: '/auth/verify-email', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_verification_token');
    const bogus = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email',
      payload: { token: 'nope' },
    });
    expect(bogus.statusCode).toBe(400);
  });

  it('verifies by 6-digit code', async () => {
    const { email } = await register();
    await drainOutbox(t);
    const code = codeIn(smtp.last(email));
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email-code',
      payload: { email, code },
    });
    expect(r.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerified).toBe(true);
  });

  it('invalidates a code after 5 wrong attempts: 400 code_invalidated, even for the right code', async () => {
    const { email } = await register();
    await drainOutbox(t);
    const code = codeIn(smtp.last(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/auth/verify-email-code',
        payload: { email, code: wrong },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'invalid_code', attempts_remaining: 5 - i });
    }
    const fifth = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email-code',
      payload: { email, code: wrong },
    });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().code).toBe('code_invalidated');
    const right = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email-code',
      payload: { email, code },
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('code_invalidated');
    // A fresh code must be requested; it works.
    const resend = await t.app.inject({
      method: 'POST',
      url: '/auth/resend-verification-by-email',
      payload: { email },
    });
    expect(resend.statusCode).toBe(200);
    await drainOutbox(t);
    const fresh = codeIn(smtp.last(email));
    const ok = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email-code',
      payload: { email, code: fresh },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers an unknown address like a wrong code, and validates the code format (422)', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email-code',
      payload: { email: uniqueEmail(), code: '123456' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('invalid_code');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email-code',
      payload: { email: uniqueEmail(), code: '12ab' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'code']);
  });

  it('resend (signed in) is limited to 3 per 15 minutes, and a new code replaces the old one', async () => {
    const { email, token } = await registerAndLogin(t);
    await drainOutbox(t);
    const first = codeIn(smtp.last(email));
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/auth/resend-verification',
        headers: bearer(token),
      });
      expect(r.statusCode).toBe(200);
      await drainOutbox(t);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/auth/resend-verification',
      headers: bearer(token),
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await drainOutbox(t);
    expect(smtp.to(email)).toHaveLength(4);
    const latest = codeIn(smtp.last(email));
    if (latest !== first) {
      const old = await t.app.inject({
        method: 'POST',
        url: '/auth/verify-email-code',
        payload: { email, code: first },
      });
      expect(old.statusCode).toBe(400);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email-code',
      payload: { email, code: latest },
    });
    expect(ok.statusCode).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/auth/resend-verification',
      headers: bearer(token),
    });
    expect(verified.statusCode).toBe(409);
    expect(verified.json().code).toBe('email_already_verified');
  });

  it('resend by address answers 200 for unknown addresses, and throttles after 3', async () => {
    const unknown = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/auth/resend-verification-by-email',
        payload: { email: unknown },
      });
      expect(r.statusCode).toBe(200);
    }
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/resend-verification-by-email',
      payload: { email: unknown },
    });
    expect(r.statusCode).toBe(429);
    await drainOutbox(t);
    expect(smtp.to(unknown)).toHaveLength(0);
    const { email } = await register();
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/auth/resend-verification-by-email',
            payload: { email },
          })
        ).statusCode,
      ).toBe(200);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/auth/resend-verification-by-email',
      payload: { email },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('resend by address throttles verified addresses alike, and shares the counter with the signed-in route', async () => {
    const { email, token } = await registerAndLogin(t);
    await drainOutbox(t);
    const code = codeIn(smtp.last(email));
    await t.app.inject({ method: 'POST', url: '/auth/resend-verification', headers: bearer(token) });
    await t.app.inject({ method: 'POST', url: '/auth/resend-verification', headers: bearer(token) });
    const third = await t.app.inject({
      method: 'POST',
      url: '/auth/resend-verification-by-email',
      payload: { email },
    });
    expect(third.statusCode).toBe(200);
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/auth/resend-verification-by-email',
      payload: { email },
    });
    expect(fourth.statusCode).toBe(429);

    const verified = await registerAndLogin(t);
    await drainOutbox(t);
    await t.app.inject({
      method: 'POST',
      url: '/auth/verify-email-code',
      payload: { email: verified.email, code: codeIn(smtp.last(verified.email)) },
    });
    const before = smtp.to(verified.email).length;
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/auth/resend-verification-by-email',
            payload: { email: verified.email },
          })
        ).statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 429]);
    await drainOutbox(t);
    expect(smtp.to(verified.email).length).toBe(before);
    expect(code).toMatch(/^\d{6}$/);
  });

  it('changes the e-mail: password re-auth, code to the NEW address, old address the login until confirmed', async () => {
    const { email, token } = await registerAndLogin(t);
    const newEmail = uniqueEmail('new');
    const wrongPw = await t.app.inject({
      method: 'POST',
      url: '/auth/change-email',
      headers: bearer(token),
      payload: { new_email: newEmail, password: 'not my password' },
    });
    expect(wrongPw.statusCode).toBe(403);
    expect(wrongPw.json().code).toBe('invalid_password');

    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/change-email',
      headers: bearer(token),
      payload: { new_email: newEmail, password: PASSWORD },
    });
    expect(r.statusCode).toBe(200);
    await drainOutbox(t);
    const mail = smtp.last(newEmail);
    expect(mail.subject).toContain('Confirm your new e-mail address');
    const code = codeIn(mail);
    expect(smtp.find(email, 'E-mail address change').text).toContain(newEmail);
    expect(smtp.to(email).some((m) => m.text.includes(code))).toBe(false);

    // Until confirmed: the old address signs in, the new one does not.
    expect((await loginRaw(t, email, PASSWORD)).statusCode).toBe(200);
    expect((await loginRaw(t, newEmail, PASSWORD)).statusCode).toBe(401);
    expect((await me(token)).email).toBe(email);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/confirm-email-change',
      headers: bearer(token),
      payload: { code: code === '999999' ? '888888' : '999999' },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/auth/confirm-email-change',
      headers: bearer(token),
      payload: { code },
    });
    expect(ok.statusCode).toBe(200);
    expect(await me(token)).toMatchObject({ email: newEmail, email_verified: true });
    expect((await loginRaw(t, email, PASSWORD)).statusCode).toBe(401);
    expect((await loginRaw(t, newEmail, PASSWORD)).statusCode).toBe(200);
    // The code is single-use.
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/confirm-email-change',
      headers: bearer(token),
      payload: { code },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a change to an address in use (409) and to the same address (422)', async () => {
    const a = await registerAndLogin(t);
    const b = await registerAndLogin(t);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/auth/change-email',
      headers: a.auth,
      payload: { new_email: b.email, password: PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('email_taken');
    const same = await t.app.inject({
      method: 'POST',
      url: '/auth/change-email',
      headers: a.auth,
      payload: { new_email: a.email.toUpperCase(), password: PASSWORD },
    });
    expect(same.statusCode).toBe(422);
  });

  it('a pending change invalidates after 5 wrong codes', async () => {
    const { token } = await registerAndLogin(t);
    const newEmail = uniqueEmail('new');
    await t.app.inject({
      method: 'POST',
      url: '/auth/change-email',
      headers: bearer(token),
      payload: { new_email: newEmail, password: PASSWORD },
    });
    await drainOutbox(t);
    const code = codeIn(smtp.last(newEmail));
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/auth/confirm-email-change',
        headers: bearer(token),
        payload: { code: wrong },
      });
      codes.push(r.json().code);
    }
    expect(codes).toEqual([
      'invalid_code',
      'invalid_code',
      'invalid_code',
      'invalid_code',
      'code_invalidated',
    ]);
    const right = await t.app.inject({
      method: 'POST',
      url: '/auth/confirm-email-change',
      headers: bearer(token),
      payload: { code },
    });
    expect(right.json().code).toBe('code_invalidated');
  });

  it('a recipient the SMTP server refuses (5xx) fails at once instead of retrying; malformed payloads too', async () => {
    const email = uniqueEmail('refused');
    smtp.refuse.add(email);
    await t.app.inject({ method: 'POST', url: '/auth/register', payload: { email, password: PASSWORD } });
    await t.platform.outbox.enqueue(t.db, { topic: 'email', payload: { to: 42 } });
    await drainOutbox(t);
    const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'email'));
    const refused = rows.find((m) => (m.payload as { to: unknown }).to === email)!;
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.lastError).toContain('550');
    const malformed = rows.find((m) => (m.payload as { to: unknown }).to === 42)!;
    expect(malformed).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('without SMTP_URL, mail is stored in the mail_messages table, its code and link token redacted', async () => {
    const t2 = await createTestApp({ database: undefined });
    try {
      const email = uniqueEmail();
      await t2.app.inject({ method: 'POST', url: '/auth/register', payload: { email, password: PASSWORD } });
      expect(await drainOutbox(t2)).toBeGreaterThan(0);
      const rows = await t2.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.textBody).toContain('Twój kod weryfikacyjny: [redacted]');
      expect(rows[0]!.textBody).toContain('/verify-email?token=[redacted]');
      expect(rows[0]!.textBody).not.toMatch(/\b\d{6}\b/);
      const [ob] = await t2.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.id, rows[0]!.outboxMessageId!));
      expect(ob!.status).toBe('done');
    } finally {
      await t2.close();
    }
  });

  it('an unreachable SMTP server leaves the message pending for retry, not lost', async () => {
    const t3 = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const email = uniqueEmail();
      await t3.app.inject({ method: 'POST', url: '/auth/register', payload: { email, password: PASSWORD } });
      // One attempt (the worker would retry later with backoff).
      await outboxWorker(t3).runOnce();
      const rows = await t3.db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'email'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe('pending');
      expect(rows[0]!.lastError).toBeTruthy();
    } finally {
      await t3.close();
    }
  });
});
