import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the local SMTP server received it, decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) => {
      if (enc.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      const bytes = data
        .replace(/_/g, ' ')
        .replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const soft = body.replace(/=\r?\n/g, '');
      const bytes = soft.replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) =>
        String.fromCharCode(Number.parseInt(h, 16)),
      );
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

/** A small MIME reader for the plain-text (optionally multipart) messages the service sends. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  let body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  let encoding = headers.get('content-transfer-encoding');
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    for (const part of parts) {
      const s = part.search(/\r?\n\r?\n/);
      const h = parseHeaders(part.slice(0, s).replace(/^\r?\n/, ''));
      if ((h.get('content-type') ?? 'text/plain').toLowerCase().startsWith('text/plain')) {
        body = part.slice(s).replace(/^\r?\n\r?\n/, '');
        encoding = h.get('content-transfer-encoding');
        break;
      }
    }
  }
  return {
    from: envelope.from,
    to: envelope.to,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: decodeBody(body, encoding).replace(/\r\n/g, '\n'),
    raw,
  };
}

/**
 * A real SMTP server on a free loopback port, started by the test; the app sends to it
 * through nodemailer with `SMTP_URL` = {@link SmtpSink.url}.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  /** Recipients the server refuses with 550 (a permanent failure). */
  readonly refuse = new Set<string>();
  private server: SMTPServer;
  private port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refuse.has(address.address.toLowerCase())) {
          const err = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
          callback(err);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          };
          this.messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
          callback();
        });
      },
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages sent to an address, oldest first. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** The latest message to an address whose subject contains `subject`. */
  find(address: string, subject: string): ReceivedMail {
    const list = this.to(address).filter((m) => m.subject.includes(subject));
    const m = list[list.length - 1];
    if (!m) throw new Error(`no mail "${subject}" to ${address}`);
    return m;
  }

  last(address: string): ReceivedMail {
    const list = this.to(address);
    const m = list[list.length - 1];
    if (!m)
      throw new Error(
        `no mail to ${address} (received: ${this.messages.map((x) => x.to.join(',')).join('; ')})`,
      );
    return m;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The 6-digit code in a message. */
export function codeIn(mail: ReceivedMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error(`no code in: ${mail.text}`);
  return m[1]!;
}

/** The `token` query parameter of the first link in a message. */
export function linkTokenIn(mail: ReceivedMail): string {
  const m = /https?:\/\/\S+[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!m) throw new Error(`no link in: ${mail.text}`);
  return m[1]!;
}
