import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/db/data-lock.js';
import { startMain } from '../helpers/main-process.js';

/**
 * `npm run call` and `npm run seed:demo` against the real service started as a child process
 * on a temporary DATA_DIR (embedded database), and a second process on the same DATA_DIR.
 */

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A script run with `env` (and PATH), `input` piped into its stdin. */
function runScript(script: string, args: string[], env: Record<string, string>, input = '') {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  child.stdin.end(input);
  const timer = setTimeout(() => child.kill('SIGKILL'), 80_000);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe('npm run call / seed:demo while the service runs; one process per DATA_DIR', () => {
  let dataDir: string;
  let port: number;
  let base: string;
  let service: ReturnType<typeof startMain>;
  const others: ReturnType<typeof startMain>[] = [];
  let liveKey: string;
  // The scripts find the service at http://HOST:PORT and read its key from DATA_DIR/secrets.json.
  const scriptEnv = () => ({ PORT: String(port), DATA_DIR: dataDir, VOICE_TOOLS: 'in_process' });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'recepcja-callcli-'));
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    service = startMain({ PORT: String(port), DATA_DIR: dataDir, VOICE_TOOLS: 'in_process' });
    // A first start creates the embedded database and applies every migration: well under a
    // minute on an idle machine, but the shared CI machine can be several times slower.
    await waitFor(
      () => service.out().includes('Recepcja is ready') || service.child.exitCode !== null,
      140_000,
    );
    expect(service.child.exitCode, service.err()).toBeNull();
  }, 150_000);

  afterAll(async () => {
    for (const p of [service, ...others]) if (p && p.child.exitCode === null) p.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the service holds DATA_DIR with its pid', async () => {
    expect((await readFile(path.join(dataDir, LOCK_FILE), 'utf8')).trim()).toBe(String(service.child.pid));
  });

  it('seed:demo seeds through the running service and prints everything needed to try it', async () => {
    const r = await runScript('scripts/seed-demo.ts', [], scriptEnv());
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`(seeded through the running service at ${base})`);
    expect(r.stdout).toContain('Demo account created');
    expect(r.stdout).toContain('e-mail:   demo@recepcja.local');
    expect(r.stdout).toMatch(/password: [A-Za-z0-9]{16}\n/);
    expect(r.stdout).toMatch(/live: svc_live_[A-Za-z0-9]{32,}\n/);
    expect(r.stdout).toMatch(/test: svc_test_[A-Za-z0-9]{32,}\n/);
    expect(r.stdout).toContain('Demo phone number: +48123450000');
    expect(r.stdout).toContain('Call the receptionist: npm run call -- --to +48123450000\n');
    expect(r.stdout).toContain(`Sign in at ${base}/app `);
    liveKey = /live: (svc_live_[A-Za-z0-9]+)/.exec(r.stdout)![1]!;

    // The printed password signs in on the running service.
    const password = /password: ([A-Za-z0-9]{16})/.exec(r.stdout)![1]!;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo@recepcja.local', password }).toString(),
    });
    expect(login.status).toBe(200);
  }, 90_000);

  it('npm run call talks to the running service with piped input, and the service records the call', async () => {
    const r = await runScript(
      'scripts/call.ts',
      ['--to', '+48123450000', '--from', '+48500111222'],
      scriptEnv(),
      'Gdzie jest gabinet?\n',
    );
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^Recepcja: .*Uśmiech/);
    expect(r.stdout).toContain('Ty / You: Gdzie jest gabinet?\nRecepcja: ');
    expect(r.stdout).toContain('Długiej 12');
    const hung = /\[hung up: call ([0-9a-f-]{36}), outcome (\w+)\]/.exec(r.stdout);
    expect(hung, r.stdout).not.toBeNull();

    // The running service saw it: its API lists the call, completed, with the transcript.
    const res = await fetch(`${base}/v2/calls/${hung![1]}`, {
      headers: { authorization: `Bearer ${liveKey}` },
    });
    expect(res.status).toBe(200);
    const call = (await res.json()) as Record<string, unknown>;
    expect(JSON.stringify(call)).toContain('+48500111222');
    expect(JSON.stringify(call)).toContain('Gdzie jest gabinet?');
    expect(JSON.stringify(call)).toContain('completed');
  }, 90_000);

  it('npm run call with a bad internal key stops with one line, not a fallback', async () => {
    const r = await runScript(
      'scripts/call.ts',
      ['--to', '+48123450000'],
      { ...scriptEnv(), INTERNAL_API_KEY: 'not-the-service-key-0123' },
      '',
    );
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/refused the internal key/);
  }, 90_000);

  it('a second service on the same DATA_DIR stops with one clear line; the first still answers', async () => {
    const second = startMain({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      VOICE_TOOLS: 'in_process',
    });
    others.push(second);
    expect(await second.exited).toBe(1);
    const lines = second.err().trim().split('\n');
    expect(lines).toEqual([
      `${dataDir} is in use by another Recepcja process (pid ${service.child.pid}): stop it, or point DATA_DIR elsewhere`,
    ]);
    expect(second.out()).toBe('');
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(200);
    expect((await readFile(path.join(dataDir, LOCK_FILE), 'utf8')).trim()).toBe(String(service.child.pid));
  }, 90_000);

  it('with the service killed, npm run call falls back to the database, taking over the stale lock', async () => {
    service.child.kill('SIGKILL');
    await service.exited;
    // The killed process could not release its lock: a dead pid is stale.
    expect((await readFile(path.join(dataDir, LOCK_FILE), 'utf8')).trim()).toBe(String(service.child.pid));
    const r = await runScript(
      'scripts/call.ts',
      ['--to', '+48123450000', '--from', '+48500333444'],
      scriptEnv(),
      'Czy jest parking?\n',
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Recepcja: .*Uśmiech/);
    expect(r.stdout).toContain('parking');
    expect(r.stdout).toMatch(/\[hung up: call [0-9a-f-]{36}, outcome \w+\]/);
    // Released on exit.
    await expect(readFile(path.join(dataDir, LOCK_FILE), 'utf8')).rejects.toThrow(/ENOENT/);
  }, 90_000);

  it('a lock held by a live process stops the fallback before it touches the database', async () => {
    // Our own test process stands in for a service that is not listening (e.g. ROLE=worker).
    await writeFile(path.join(dataDir, LOCK_FILE), `${process.pid}\n`);
    try {
      const r = await runScript('scripts/seed-demo.ts', [], scriptEnv());
      expect(r.code).toBe(1);
      expect(r.stderr.trim().split('\n')).toEqual([
        `${dataDir} is in use by another Recepcja process (pid ${process.pid}): stop it, or point DATA_DIR elsewhere`,
      ]);
    } finally {
      await rm(path.join(dataDir, LOCK_FILE), { force: true });
    }
  }, 90_000);
});
