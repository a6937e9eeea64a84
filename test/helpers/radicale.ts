import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './net.js';

/** A real CalDAV server (Debian's radicale) with htpasswd auth, in a temporary folder. */
export interface Radicale {
  /** Base URL, e.g. `http://127.0.0.1:5232`. */
  url: string;
  /** A request as `user` (default alice). */
  fetch(method: string, url: string, body?: string, headers?: Record<string, string>): Promise<Response>;
  stop(): Promise<void>;
}

export async function startRadicale(
  users: Record<string, string> = { alice: 's3cret-pass' },
): Promise<Radicale> {
  const dir = await mkdtemp(path.join(tmpdir(), 'radicale-'));
  await writeFile(
    path.join(dir, 'users'),
    `${Object.entries(users)
      .map(([u, p]) => `${u}:${p}`)
      .join('\n')}\n`,
  );
  const port = await freePort();
  const proc: ChildProcess = spawn(
    '/usr/bin/radicale',
    [
      `--storage-filesystem-folder=${path.join(dir, 'collections')}`,
      `--server-hosts=127.0.0.1:${port}`,
      '--auth-type=htpasswd',
      `--auth-htpasswd-filename=${path.join(dir, 'users')}`,
      '--auth-htpasswd-encryption=plain',
      '--auth-delay=0',
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const [user, pass] = Object.entries(users)[0]!;
  const authorization = `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
  return {
    url,
    fetch: (method, target, body, headers = {}) =>
      fetch(target, { method, body, headers: { authorization, ...headers } }),
    async stop() {
      proc.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A one-event iCalendar object of the owner's. */
export const ownerEvent = (uid: string, lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Owner//PL',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261101T000000Z',
    ...lines,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
