import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createShutdown } from '../../src/lifecycle.js';
import { createTestApp } from '../helpers/app.js';
import { startMain } from '../helpers/main-process.js';

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const get = (port: number, p: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: p, agent: false }, (res) => {
        let body = '';
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

describe('the service process', () => {
  it('stops at start with one line naming a bad variable', async () => {
    const p = startMain({ PORT: 'abc' });
    expect(await p.exited).toBe(1);
    const lines = p.err().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  }, 60_000);

  it('starts on embedded PostgreSQL in DATA_DIR, keeps generated secrets, and exits 0 on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'recepcja-main-'));
    let p: ReturnType<typeof startMain> | undefined;
    try {
      p = startMain({ PORT: '0', DATA_DIR: dataDir });
      const child: ChildProcess = p.child;
      await waitFor(() => p!.out().includes('Server listening') || child.exitCode !== null, 110_000);
      const m = /"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/.exec(p.out());
      expect(m, p.err()).not.toBeNull();
      const port = Number(m![1]);
      const ready = await get(port, '/health/ready');
      expect(ready.status).toBe(200);
      const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
      expect(Object.keys(secrets).sort()).toEqual([
        'ciStatusToken',
        'dataEncryptionKey',
        'internalApiKey',
        'jwtSecret',
      ]);
      child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      expect(p.out()).toContain('shutdown complete');
    } finally {
      if (p && p.child.exitCode === null) p.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, refuses new connections, then closes the database', async () => {
    let release: () => void = () => {};
    let started = false;
    const t = await createTestApp({
      extraModules: [
        {
          name: 'slow',
          routes: async (app) => {
            app.get('/slow', { config: { auth: ['none'] } }, async () => {
              started = true;
              await new Promise<void>((r) => {
                release = r;
              });
              return { finished: true };
            });
          },
        },
      ],
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const inFlight = get(port, '/slow');
    await waitFor(() => started, 5000);
    const shutdown = createShutdown({ app: t.app, database: t.database });
    const done = shutdown('test');
    await new Promise((r) => setTimeout(r, 100));
    await expect(get(port, '/health')).rejects.toThrow();
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ finished: true });
    await done;
    await expect(t.database.ping()).rejects.toThrow();
    expect(shutdown('again')).toBe(done);
    await t.close();
  });
});
