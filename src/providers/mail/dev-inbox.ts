import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../../config.js';

/**
 * The dev inbox: where the sandbox mail provider (no `SMTP_URL`, not production) delivers
 * the full mails, links and codes included, so that a developer can read them at
 * `GET /dev/mail`. The database record of a sent mail keeps no usable token; this is the
 * only place the whole mail stays, and it exists only outside production.
 */
export interface DevMail {
  /** The id of the mail's `mail_messages` row (UUID v7: sorts by time). */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** ISO 8601. */
  sentAt: string;
}

export interface DevInbox {
  /** `file` survives restarts and is shared by processes on one DATA_DIR; `memory` is per process. */
  readonly kind: 'file' | 'memory';
  deliver(mail: DevMail): void;
  /** Newest first. */
  list(offset: number, limit: number): { mails: DevMail[]; total: number };
  get(id: string): DevMail | undefined;
}

/** How many mails the dev inbox keeps (older ones are dropped). */
export const DEV_INBOX_CAPACITY = 200;

const ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class MemoryDevInbox implements DevInbox {
  readonly kind = 'memory' as const;
  private readonly mails: DevMail[] = [];

  constructor(private readonly capacity = DEV_INBOX_CAPACITY) {}

  deliver(mail: DevMail) {
    this.mails.push(mail);
    if (this.mails.length > this.capacity) this.mails.splice(0, this.mails.length - this.capacity);
  }

  list(offset: number, limit: number) {
    const newestFirst = [...this.mails].reverse();
    return { mails: newestFirst.slice(offset, offset + limit), total: newestFirst.length };
  }

  get(id: string) {
    return this.mails.find((m) => m.id === id);
  }
}

/** One JSON file per mail under `dir`, named by its (time-ordered) id. */
export class FileDevInbox implements DevInbox {
  readonly kind = 'file' as const;

  private constructor(
    readonly dir: string,
    private readonly capacity: number,
  ) {}

  /** The inbox in `dir`, or undefined when the folder cannot be created or written. */
  static open(dir: string, capacity = DEV_INBOX_CAPACITY): FileDevInbox | undefined {
    try {
      mkdirSync(dir, { recursive: true });
      const probe = path.join(dir, '.probe');
      writeFileSync(probe, '');
      rmSync(probe);
      return new FileDevInbox(dir, capacity);
    } catch {
      return undefined;
    }
  }

  private ids(): string[] {
    try {
      return readdirSync(this.dir)
        .filter((f) => f.endsWith('.json') && ID_RE.test(f.slice(0, -5)))
        .map((f) => f.slice(0, -5))
        .sort()
        .reverse();
    } catch {
      return [];
    }
  }

  deliver(mail: DevMail) {
    writeFileSync(path.join(this.dir, `${mail.id}.json`), JSON.stringify(mail));
    for (const old of this.ids().slice(this.capacity))
      rmSync(path.join(this.dir, `${old}.json`), { force: true });
  }

  list(offset: number, limit: number) {
    const ids = this.ids();
    const mails = ids
      .slice(offset, offset + limit)
      .map((id) => this.get(id))
      .filter((m): m is DevMail => m !== undefined);
    return { mails, total: ids.length };
  }

  get(id: string) {
    if (!ID_RE.test(id)) return undefined;
    try {
      return JSON.parse(readFileSync(path.join(this.dir, `${id.toLowerCase()}.json`), 'utf8')) as DevMail;
    } catch {
      return undefined;
    }
  }
}

/** One inbox per configuration (the app's routes and its mail handlers share it). */
const inboxes = new WeakMap<ResolvedConfig, DevInbox | null>();

/**
 * The dev inbox of this configuration, or null when it is off (production, or SMTP_URL set).
 * Files under `config.devMail.dir` when that folder is usable, otherwise memory.
 */
export function devInboxOf(config: ResolvedConfig): DevInbox | null {
  let inbox = inboxes.get(config);
  if (inbox === undefined) {
    inbox = config.devMail.enabled
      ? ((config.devMail.dir ? FileDevInbox.open(config.devMail.dir) : undefined) ?? new MemoryDevInbox())
      : null;
    inboxes.set(config, inbox);
  }
  return inbox;
}
