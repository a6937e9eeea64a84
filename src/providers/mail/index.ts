import { and, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ResolvedConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { newId } from '../../db/columns.js';
import { mailMessages } from '../../modules/accounts/accounts.schema.js';
import { type Clock, systemClock } from '../../platform/clock.js';
import {
  isWriteRefused,
  type Outbox,
  type OutboxHandler,
  type OutboxMessage,
  OutcomeNotWritten,
  PermanentFailure,
  SETTLED,
  settlementOf,
} from '../../platform/outbox.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import { type DevInbox, devInboxOf } from './dev-inbox.js';
import { type MailTemplate, renderMail, secretsOf } from './templates.js';

export { type DevInbox, type DevMail, devInboxOf } from './dev-inbox.js';
export { type MailTemplate, renderMail, secretsOf } from './templates.js';

/** Outbox topic of outgoing e-mail. */
export const MAIL_TOPIC = 'email';

export interface MailPayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * One-time secrets the mail carries (codes, link tokens): the mail is sent with them, and
   * every stored copy (the outbox payload, the `mail_messages` row) has them replaced by
   * `[redacted]` once it is sent.
   */
  secrets?: string[];
}

export const REDACTED = '[redacted]';

/** `value` with each secret (4 characters or more, longest first) replaced by `[redacted]`. */
export function redact(value: string, secrets: readonly string[]): string {
  let out = value;
  for (const s of [...secrets].filter((x) => x.length >= 4).sort((a, b) => b.length - a.length))
    out = out.replaceAll(s, REDACTED);
  return out;
}

/** The mail as it may be stored once sent: secrets replaced, the list of secrets dropped. */
export function redactMail(msg: MailPayload): MailPayload {
  const secrets = msg.secrets ?? [];
  return {
    to: msg.to,
    subject: redact(msg.subject, secrets),
    text: redact(msg.text, secrets),
    ...(msg.html !== undefined ? { html: redact(msg.html, secrets) } : {}),
  };
}

/**
 * Writes an e-mail to the outbox in the caller's transaction: it leaves only when the change
 * that caused it commits. Call `outbox.wake(MAIL_TOPIC)` after the commit. Any module may use
 * it; the accounts module registers the one handler of the topic.
 */
export async function enqueueMailMessage(
  outbox: Outbox,
  tx: DbOrTx,
  message: MailPayload,
  tenantId: string | null = null,
): Promise<void> {
  await outbox.enqueue(tx, { topic: MAIL_TOPIC, payload: { ...message }, tenantId, maxAttempts: 8 });
}

/** {@link enqueueMailMessage} with one of the bilingual account templates. */
export async function enqueueMail(
  outbox: Outbox,
  tx: DbOrTx,
  to: string,
  template: MailTemplate,
  tenantId: string | null = null,
): Promise<void> {
  const rendered = renderMail(template);
  await enqueueMailMessage(
    outbox,
    tx,
    { to, subject: rendered.subject, text: rendered.text, secrets: secretsOf(template) },
    tenantId,
  );
}

export interface MailSender {
  readonly transport: 'smtp' | 'database';
  send(msg: MailPayload, outboxMessageId?: string): Promise<void>;
  close(): void;
}

/**
 * Through nodemailer to `SMTP_URL`; without it, into the `mail_messages` table (the
 * database outbox of mail) and the log, so that nothing is silently dropped.
 */
export interface MailLog {
  info(obj: Record<string, unknown>, msg: string): void;
}

/** One JSON line on stdout, unless the log level is `silent` (the platform has no logger of its own). */
export function mailLogOf(config: ResolvedConfig): MailLog {
  return {
    info(obj, msg) {
      if (config.logLevel === 'silent' || ['fatal', 'error', 'warn'].includes(config.logLevel)) return;
      process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), msg, ...obj })}\n`);
    },
  };
}

export interface MailSenderOptions {
  log?: MailLog;
  clock?: Clock;
  /** Where the sandbox delivers; default: the configuration's dev inbox (null outside development). */
  inbox?: DevInbox | null;
}

export function createMailSender(config: ResolvedConfig, db: Db, opts: MailSenderOptions = {}): MailSender {
  const log = opts.log ?? mailLogOf(config);
  if (config.smtpUrl) {
    const transporter: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      transport: 'smtp',
      async send(msg) {
        await transporter
          .sendMail({
            from: config.mailFrom,
            to: msg.to,
            subject: msg.subject,
            text: msg.text,
            ...(msg.html ? { html: msg.html } : {}),
          })
          .catch((err: { responseCode?: number; message?: string }) => {
            // A 5xx answer (unknown mailbox, refused content) will not change on retry.
            const code = err?.responseCode;
            if (typeof code === 'number' && code >= 500 && code < 600) {
              throw new PermanentFailure(`SMTP ${code}: ${err.message ?? 'refused'}`);
            }
            throw err;
          });
      },
      close: () => transporter.close(),
    };
  }
  const inbox = opts.inbox === undefined ? devInboxOf(config) : opts.inbox;
  const clock = opts.clock ?? systemClock;
  return {
    transport: 'database',
    async send(msg, outboxMessageId) {
      const id = newId();
      const stored = redactMail(msg);
      await db.insert(mailMessages).values({
        id,
        outboxMessageId: outboxMessageId ?? null,
        toAddress: stored.to,
        subject: stored.subject,
        textBody: stored.text,
        htmlBody: stored.html ?? null,
      });
      if (inbox) {
        inbox.deliver({
          id,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          html: msg.html ?? null,
          sentAt: clock.now().toISOString(),
        });
        const url = `${config.publicBaseUrl}/dev/mail/${id}`;
        log.info(
          { to: msg.to, subject: msg.subject, url },
          `mail to ${msg.to} "${msg.subject}" — read it at ${url}`,
        );
      } else {
        log.info(
          { to: msg.to, subject: msg.subject },
          'mail: SMTP_URL not set, not delivered; stored in mail_messages with codes and link tokens redacted',
        );
      }
    },
    close: () => {},
  };
}

function payloadOf(msg: OutboxMessage): MailPayload {
  const p = msg.payload as Partial<MailPayload>;
  if (typeof p.to !== 'string' || typeof p.subject !== 'string' || typeof p.text !== 'string') {
    throw new PermanentFailure('malformed e-mail payload');
  }
  return {
    to: p.to,
    subject: p.subject,
    text: p.text,
    ...(typeof p.html === 'string' ? { html: p.html } : {}),
    ...(Array.isArray(p.secrets)
      ? { secrets: p.secrets.filter((x): x is string => typeof x === 'string') }
      : {}),
  };
}

/**
 * The outbox handler of the `email` topic. A mail that carries secrets settles its message
 * itself: once it is sent (or has failed for good) the message is marked so in the same
 * statement that replaces its payload with the redacted mail, so that no stored copy keeps a
 * usable code or link token. A mail that will be retried keeps them until then.
 */
export function mailOutboxHandler(sender: MailSender, deps: { db: Db; clock?: Clock }): OutboxHandler {
  const clock = deps.clock ?? systemClock;
  return async (msg) => {
    const mail = payloadOf(msg);
    if (!mail.secrets?.length) {
      await sender.send(mail, msg.id);
      return;
    }
    let failure: { error: string; permanent: boolean; retryAfterMs: number } | undefined;
    try {
      await sender.send(mail, msg.id);
    } catch (err) {
      failure = {
        error: err instanceof Error ? err.message : String(err),
        permanent: err instanceof PermanentFailure,
        retryAfterMs: 0,
      };
      // A retry needs the secrets: the worker reschedules it with its backoff.
      if (settlementOf(msg, clock.now(), failure).status !== 'failed') throw err;
    }
    const s = settlementOf(msg, clock.now(), failure);
    const write = async () => {
      const rows = await deps.db
        .update(outboxMessages)
        .set({
          status: s.status,
          processedAt: s.processedAt ? new Date(s.processedAt) : null,
          lockToken: null,
          lockedUntil: null,
          lastError: s.error,
          payload: { ...redactMail(mail), redacted: true },
        })
        .where(and(eq(outboxMessages.id, msg.id), eq(outboxMessages.lockToken, msg.lockToken)))
        .returning({ id: outboxMessages.id });
      return rows.length === 1;
    };
    try {
      await write();
    } catch (err) {
      if (isWriteRefused(err)) throw err;
      throw new OutcomeNotWritten(write, err);
    }
    return SETTLED;
  };
}
