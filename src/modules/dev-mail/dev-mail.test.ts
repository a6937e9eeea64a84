import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRaw, PASSWORD } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { uniqueEmail } from '../../../test/helpers/fixtures.js';
import { SmtpSink } from '../../../test/helpers/mail.js';
import { drainOutbox } from '../../../test/helpers/outbox.js';
import { OutboxWorker } from '../../platform/outbox.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import { FileDevInbox, MemoryDevInbox } from '../../providers/mail/dev-inbox.js';
import { mailMessages } from '../accounts/accounts.schema.js';
import { MAIL_TOPIC, mailOutboxHandler, mailSenderFor } from '../accounts/mail.js';

interface InboxMail {
  id: string;
  to: string;
  subject: string;
  url: string;
  text: string;
}

async function inboxJson(t: TestApp): Promise<InboxMail[]> {
  const r = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
  expect(r.statusCode).toBe(200);
  return r.json().data as InboxMail[];
}

async function newestTo(t: TestApp, email: string, subject: string): Promise<InboxMail> {
  const m = (await inboxJson(t)).find((x) => x.to === email && x.subject.includes(subject));
  if (!m) throw new Error(`no mail "${subject}" to ${email}`);
  return m;
}

/**
 * The path and query of the first link to `pathname` in a text. Account links open the
 * dashboard (`APP_URL`, `{base}/app` by default); the service's own page at the same path
 * without `/app` takes the same token (mails sent before the dashboard existed), which is what
 * these tests open, the dashboard's pages being tested in a browser (test/e2e).
 */
function linkTo(text: string, pathname: string): { url: string; token: string } {
  const m = new RegExp(`https?://[^\\s/]+(?:/app)?(${pathname}\\?token=([A-Za-z0-9_.%-]+))`).exec(text);
  if (!m) throw new Error(`no ${pathname} link in: ${text}`);
  return { url: m[1]!, token: decodeURIComponent(m[2]!) };
}

/** Every row of the mail table and the outbox whose text contains `secret`. */
async function storedRowsContaining(t: TestApp, secret: string) {
  const mails = await t.db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      sql`strpos(${mailMessages.textBody} || ${mailMessages.subject} || coalesce(${mailMessages.htmlBody}, ''), ${secret}) > 0`,
    );
  const outbox = await t.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(sql`strpos(${outboxMessages.payload}::text, ${secret}) > 0`);
  return [...mails, ...outbox];
}

describe('dev inbox (no SMTP_URL, not production)', () => {
  let t: TestApp;
  const clock = new ManualClock();
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists and shows the registration mail; its link verifies the address; no stored row keeps the token or code', async () => {
    const email = uniqueEmail('devinbox');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email, password: PASSWORD, full_name: 'Ewa <b>Test</b>' },
    });
    expect(reg.statusCode).toBe(201);
    expect(await drainOutbox(t)).toBeGreaterThan(0);

    const list = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(email);
    expect(list.body).toContain('Potwierdź adres e-mail');

    const mail = await newestTo(t, email, 'Confirm your e-mail address');
    expect(list.body).toContain(`/dev/mail/${mail.id}`);
    expect(mail.url).toBe(`${t.config.publicBaseUrl}/dev/mail/${mail.id}`);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const link = linkTo(mail.text, '/verify-email');

    const shown = await t.app.inject({ method: 'GET', url: `/dev/mail/${mail.id}` });
    expect(shown.statusCode).toBe(200);
    // The text is escaped and its link is clickable.
    expect(shown.body).toContain('Ewa &lt;b&gt;Test&lt;/b&gt;');
    expect(shown.body).toMatch(new RegExp(`<a href="https?://[^"]+/verify-email\\?token=${link.token}"`));
    expect(shown.body).toContain(code);

    // Nothing stored keeps the code or the link token once the mail was delivered.
    expect(await storedRowsContaining(t, link.token)).toEqual([]);
    expect(await storedRowsContaining(t, code)).toEqual([]);
    const [stored] = await t.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
    expect(stored!.id).toBe(mail.id);
    expect(stored!.textBody).toContain('/verify-email?token=[redacted]');
    expect(stored!.textBody).toContain('[redacted]');
    const [ob] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, stored!.outboxMessageId!));
    expect(ob).toMatchObject({ status: 'done', lockToken: null });
    expect(ob!.payload).toMatchObject({ to: email, redacted: true });
    expect(ob!.payload).not.toHaveProperty('secrets');

    // Following the link (as the browser would) verifies the address, in the language asked for.
    const page = await t.app.inject({
      method: 'GET',
      url: link.url,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<html lang="en">');
    const login = await loginRaw(t, email, PASSWORD);
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(me.json().email_verified).toBe(true);

    // Once used, the link says so (Polish by default), and a link without its token is a 400 page.
    const again = await t.app.inject({ method: 'GET', url: link.url });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('<html lang="pl">');
    expect(again.body).toContain('Link weryfikacyjny jest nieprawidłowy');
    const bare = await t.app.inject({ method: 'GET', url: '/verify-email?lang=en' });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('The link is incomplete');
  });

  it('the reset link opens a form that sets the new password; the token then no longer works', async () => {
    const email = uniqueEmail('devreset');
    await t.app.inject({ method: 'POST', url: '/auth/register', payload: { email, password: PASSWORD } });
    const forgot = await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    expect(forgot.statusCode).toBe(200);
    await drainOutbox(t);
    const mail = await newestTo(t, email, 'Reset your password');
    const link = linkTo(mail.text, '/reset-password');
    expect(await storedRowsContaining(t, link.token)).toEqual([]);

    const form = await t.app.inject({ method: 'GET', url: `${link.url}&lang=en` });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<form method="post" action="/reset-password">');
    expect(form.body).toContain(`name="token" value="${link.token}"`);
    expect(form.body).toContain('New password');

    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/reset-password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const short = await post({
      token: link.token,
      new_password: 'short',
      repeat_password: 'short',
      lang: 'en',
    });
    expect(short.statusCode).toBe(422);
    expect(short.body).toContain('8 to 128 characters');
    const mismatch = await post({
      token: link.token,
      new_password: 'a new password 1',
      repeat_password: 'other one 2',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body).toContain('Hasła nie są takie same.');

    const done = await post({
      token: link.token,
      new_password: 'a brand new password',
      repeat_password: 'a brand new password',
      lang: 'en',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Password changed.');
    expect((await loginRaw(t, email, 'a brand new password')).statusCode).toBe(200);
    expect((await loginRaw(t, email, PASSWORD)).statusCode).toBe(401);

    const reuse = await post({ token: link.token, new_password: 'yet another password', lang: 'en' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.body).toContain('The reset link is invalid, used or expired.');
    expect((await t.app.inject({ method: 'GET', url: '/reset-password' })).statusCode).toBe(400);
  });

  it('the status subscription mail: its confirm link works from the inbox and its token is not stored', async () => {
    const email = uniqueEmail('devstatus');
    const sub = await t.app.inject({
      method: 'POST',
      url: '/status/subscribe',
      remoteAddress: '198.51.100.77',
      payload: { email, language: 'en' },
    });
    expect(sub.statusCode).toBe(202);
    await drainOutbox(t);
    const mail = await newestTo(t, email, 'Confirm your Recepcja status subscription');
    const link = linkTo(mail.text, '/status/confirm');
    expect(await storedRowsContaining(t, link.token)).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: link.url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('pages newest first, 404s an unknown mail, and stays out of the OpenAPI document', async () => {
    const email = uniqueEmail('devpage');
    await t.app.inject({ method: 'POST', url: '/auth/register', payload: { email, password: PASSWORD } });
    await drainOutbox(t);
    const [newest] = await inboxJson(t);
    expect(newest!.to).toBe(email);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail?page=2' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail?page=0' })).statusCode).toBe(422);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/dev/mail/0190a000-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/../../etc/passwd' })).statusCode).toBe(404);
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/dev/'))).toEqual([]);
    expect(doc.paths['/verify-email']).toBeDefined();
    expect(doc.paths['/reset-password']).toBeDefined();
  });

  it('logs one line per mail naming where to read it', async () => {
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    const sender = mailSenderFor(t.config, t.db, {
      log: { info: (obj, msg) => lines.push({ obj, msg }) },
    });
    const worker = new OutboxWorker({
      db: t.db,
      waker: t.platform.outbox.waker,
      log: t.app.log,
      handlers: new Map([[MAIL_TOPIC, mailOutboxHandler(sender, t.platform)]]),
      clock: t.platform.clock,
    });
    await drainOutbox(t);
    const email = uniqueEmail('devlog');
    await t.app.inject({ method: 'POST', url: '/auth/register', payload: { email, password: PASSWORD } });
    await worker.drain();
    expect(lines).toHaveLength(1);
    const mail = await newestTo(t, email, 'Confirm');
    expect(lines[0]!.msg).toBe(
      `mail to ${email} "${mail.subject}" — read it at ${t.config.publicBaseUrl}/dev/mail/${mail.id}`,
    );
    expect(lines[0]!.obj).toMatchObject({ to: email, url: mail.url });
  });
});

describe('dev inbox in files (DEV_MAIL_DIR)', () => {
  it('writes each mail to a file that another process (or the restarted service) reads', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'recepcja-devmail-'));
    const email = uniqueEmail('devfile');
    const t = await createTestApp({ env: { DEV_MAIL_DIR: dir } });
    try {
      await t.app.inject({ method: 'POST', url: '/auth/register', payload: { email, password: PASSWORD } });
      await drainOutbox(t);
      const mail = await newestTo(t, email, 'Confirm');
      expect(readdirSync(dir)).toEqual([`${mail.id}.json`]);
      // A fresh reader of the folder, as after a restart, sees the whole mail.
      const again = FileDevInbox.open(dir)!;
      expect(again.list(0, 10).total).toBe(1);
      expect(again.get(mail.id)).toMatchObject({ to: email, text: mail.text });
      expect(again.get(mail.id)!.text).toContain('/verify-email?token=');
      const shown = await t.app.inject({ method: 'GET', url: `/dev/mail/${mail.id}` });
      expect(shown.statusCode).toBe(200);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('keeps the newest mails only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'recepcja-devmail-'));
    try {
      const inbox = FileDevInbox.open(dir, 3)!;
      const memory = new MemoryDevInbox(3);
      const ids = [1, 2, 3, 4, 5].map((i) => `0190a000-0000-7000-8000-00000000000${i}`);
      for (const id of ids) {
        const m = {
          id,
          to: 'a@example.test',
          subject: id,
          text: 'x',
          html: null,
          sentAt: '2030-01-01T00:00:00.000Z',
        };
        inbox.deliver(m);
        memory.deliver(m);
      }
      for (const box of [inbox, memory]) {
        const page = box.list(0, 10);
        expect(page.total).toBe(3);
        expect(page.mails.map((m) => m.id)).toEqual([ids[4], ids[3], ids[2]]);
        expect(box.get(ids[0]!)).toBeUndefined();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('no dev inbox in production or with SMTP_URL', () => {
  it('the routes are not registered in production; the link pages are', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      for (const url of ['/dev/mail', '/dev/mail.json', '/dev/mail/0190a000-0000-7000-8000-000000000000'])
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/reset-password?token=x' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/verify-email?token=x' })).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  }, 180_000);

  it('with SMTP_URL the mail goes to the SMTP server whole, and the outbox keeps no token or code', async () => {
    const smtp = await new SmtpSink().start();
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
      const email = uniqueEmail('devsmtp');
      await t.app.inject({ method: 'POST', url: '/auth/register', payload: { email, password: PASSWORD } });
      await drainOutbox(t);
      const received = smtp.last(email);
      const code = /\b(\d{6})\b/.exec(received.text)![1]!;
      const link = linkTo(received.text, '/verify-email');
      expect(await storedRowsContaining(t, code)).toEqual([]);
      expect(await storedRowsContaining(t, link.token)).toEqual([]);
      const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, MAIL_TOPIC));
      expect(rows.map((r) => r.status)).toEqual(['done']);
      expect(await t.db.select().from(mailMessages)).toEqual([]);
      // The link in the mail works.
      expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(200);
    } finally {
      await t.close();
      await smtp.stop();
    }
  }, 180_000);
});
