import nodemailer, { type Transporter } from 'nodemailer';
import type { ResolvedConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { mailMessages } from '../../modules/accounts/accounts.schema.js';
import type { Outbox, OutboxHandler, OutboxMessage } from '../../platform/outbox.js';
import { PermanentFailure } from '../../platform/outbox.js';
import { type MailTemplate, renderMail } from './templates.js';

export { type MailTemplate, renderMail } from './templates.js';

/** Outbox topic of outgoing e-mail. */
export const MAIL_TOPIC = 'email';

export interface MailPayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
  await enqueueMailMessage(outbox, tx, { to, subject: rendered.subject, text: rendered.text }, tenantId);
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

export function createMailSender(
  config: ResolvedConfig,
  db: Db,
  log: MailLog = mailLogOf(config),
): MailSender {
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
  return {
    transport: 'database',
    async send(msg, outboxMessageId) {
      await db.insert(mailMessages).values({
        outboxMessageId: outboxMessageId ?? null,
        toAddress: msg.to,
        subject: msg.subject,
        textBody: msg.text,
        htmlBody: msg.html ?? null,
      });
      log.info({ to: msg.to, subject: msg.subject }, 'mail: SMTP_URL not set, stored in mail_messages');
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
  };
}

/** The outbox handler of the `email` topic. */
export function mailOutboxHandler(sender: MailSender): OutboxHandler {
  return async (msg) => {
    await sender.send(payloadOf(msg), msg.id);
  };
}
