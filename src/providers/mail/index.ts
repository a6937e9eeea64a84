import nodemailer, { type Transporter } from 'nodemailer';
import type { ResolvedConfig } from '../../config.js';
import { type Clock, systemClock } from '../../platform/clock.js';
import { PermanentFailure } from '../../platform/outbox.js';
import { type DevInbox, devInboxOf } from './dev-inbox.js';

export { type DevInbox, type DevMail, devInboxOf } from './dev-inbox.js';

/** One e-mail as a transport sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * One-time secrets the mail carries (codes, link tokens). The transport sends the mail whole;
   * the sandbox hands them to its recorder, which keeps them out of the stored copy.
   */
  secrets?: string[];
}

/**
 * Where the sandbox records a mail it would have sent: supplied by the module that owns the
 * records (the accounts module's `mail_messages`). Answers the record's id, which the dev
 * inbox reuses. `ref` is the caller's reference of the delivery (the outbox message id).
 */
export type MailRecorder = (mail: OutgoingMail, ref: string | undefined) => Promise<string>;

export interface MailSender {
  readonly transport: 'smtp' | 'database';
  /** Throws `PermanentFailure` when the server refused the mail for good (SMTP 5xx). */
  send(msg: OutgoingMail, ref?: string): Promise<void>;
  close(): void;
}

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
  /** How the sandbox records what it would have sent (not used with SMTP). */
  record: MailRecorder;
  log?: MailLog;
  clock?: Clock;
  /** Where the sandbox delivers; default: the configuration's dev inbox (null outside development). */
  inbox?: DevInbox | null;
}

/**
 * Through nodemailer to `SMTP_URL`; without it, the sandbox: the mail is handed to the
 * recorder (the database record of mail) and logged, and delivered whole to the dev inbox
 * outside production, so that nothing is silently dropped.
 */
export function createMailSender(config: ResolvedConfig, opts: MailSenderOptions): MailSender {
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
    async send(msg, ref) {
      const id = await opts.record(msg, ref);
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
