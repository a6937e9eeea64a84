import { and, eq } from 'drizzle-orm';
import type { ResolvedConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { newId } from '../../db/columns.js';
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
import {
  createMailSender,
  type MailRecorder,
  type MailSender,
  type MailSenderOptions,
  type OutgoingMail,
} from '../../providers/mail/index.js';
import { mailMessages } from './accounts.schema.js';
import { type MailTemplate, renderMail, secretsOf } from './mail-templates.js';

export { type MailTemplate, renderMail, secretsOf } from './mail-templates.js';

/*
 * E-mail delivery, owned by the accounts module: what any module enqueues, the record of mail
 * the sandbox would have sent (`mail_messages`, secrets redacted), and the `email` outbox
 * handler that sends through the configured transport (`src/providers/mail`) and keeps no
 * usable secret in a stored copy once sent.
 */

/** Outbox topic of outgoing e-mail. */
export const MAIL_TOPIC = 'email';

export type MailPayload = OutgoingMail;

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

/** The sandbox's record of a mail: a `mail_messages` row with its secrets redacted. */
export function mailRecorder(db: Db): MailRecorder {
  return async (mail, outboxMessageId) => {
    const id = newId();
    const stored = redactMail(mail);
    await db.insert(mailMessages).values({
      id,
      outboxMessageId: outboxMessageId ?? null,
      toAddress: stored.to,
      subject: stored.subject,
      textBody: stored.text,
      htmlBody: stored.html ?? null,
    });
    return id;
  };
}

/** The configured mail transport; its sandbox records into `mail_messages`. */
export function mailSenderFor(
  config: ResolvedConfig,
  db: Db,
  opts: Omit<MailSenderOptions, 'record'> = {},
): MailSender {
  return createMailSender(config, { ...opts, record: mailRecorder(db) });
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
