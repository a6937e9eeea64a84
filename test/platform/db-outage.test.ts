import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { usingServer } from '../helpers/db.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';

/**
 * A database that cannot be reached is a 503 `service_unavailable` with `Retry-After` in each
 * surface's envelope (never a 500, never a 401).
 */

function expectUnavailable(r: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(r.statusCode, r.body).toBe(503);
  expect(r.headers['retry-after']).toBe('5');
}

async function callEverySurface(t: TestApp, auth: { user: string; key: string }) {
  const dashboard = await t.app.inject({
    method: 'GET',
    url: '/auth/me',
    headers: { authorization: auth.user },
  });
  expectUnavailable(dashboard);
  expect(dashboard.json()).toEqual({
    detail: 'The service is temporarily unavailable (database unreachable). Try again in a few seconds.',
    code: 'service_unavailable',
    message_pl: 'Usługa jest chwilowo niedostępna (brak połączenia z bazą danych). Spróbuj za kilka sekund.',
  });

  const v2 = await t.app.inject({ method: 'GET', url: '/v2/calls', headers: { authorization: auth.key } });
  expectUnavailable(v2);
  expect(v2.json()).toMatchObject({
    error: {
      code: 'service_unavailable',
      message: expect.stringContaining('database unreachable'),
      message_pl: expect.stringContaining('brak połączenia z bazą danych'),
      request_id: v2.headers['x-request-id'],
    },
    livemode: true,
  });

  const v1 = await t.app.inject({
    method: 'GET',
    url: '/v1/appointments',
    headers: { authorization: auth.key },
  });
  expectUnavailable(v1);
  expect(v1.json().error.code).toBe('service_unavailable');

  // Unauthenticated writes too: the registration reads the database.
  const reg = await t.app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: {
      email: `outage-${randomBytes(4).toString('hex')}@example.test`,
      password: 'correct horse battery',
      full_name: 'A',
    },
  });
  expectUnavailable(reg);
  expect(reg.json().code).toBe('service_unavailable');
}

describe('database unreachable → 503 service_unavailable with Retry-After', () => {
  it(`answers 503 on every surface once the ${usingServer() ? 'server' : 'embedded'} database is closed`, async () => {
    const t = await createTestApp({ redis: false });
    const { tenant, owner } = await createTenantWithOwner(t, { tier: 'business' });
    const key = await createApiKey(t, tenant.id, { scopes: ['calls:read', 'appointments:read'] });
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: owner.auth })).statusCode).toBe(
      200,
    );
    await t.database.close();
    await callEverySurface(t, { user: owner.auth.authorization, key: key.auth.authorization });
    await t.app.close();
  }, 180_000);

  it('answers 503 when the PostgreSQL server refuses connections (node-postgres pool, closed port)', async () => {
    // Port 1 on loopback: nothing listens there, every connection is refused.
    const database = openPostgres('postgres://nobody@127.0.0.1:1/none');
    const t = await createTestApp({ database, redis: false });
    const { token } = await t.platform.tokens.issueAccessToken('01900000-0000-7000-8000-000000000001', 3600);
    await callEverySurface(t, { user: `Bearer ${token}`, key: `Bearer svc_live_${'a'.repeat(32)}` });
    await t.app.close();
    await database.close();
  }, 180_000);

  it.skipIf(!usingServer())(
    'a blip of the PostgreSQL server (TCP proxy cut): 503 while it lasts, 200 again once it is back',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const name = `recepcja_outage_${process.pid}_${randomBytes(3).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      const direct = new URL(url);
      direct.pathname = `/${name}`;
      const migrator = openPostgres(direct.toString());
      await migrator.migrate();
      await migrator.close();

      // A TCP proxy in front of the server: cutting it is the outage.
      const sockets = new Set<net.Socket>();
      const proxy = net.createServer((client) => {
        const upstream = net.connect(Number(url.port || 5432), url.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
      const port = (proxy.address() as net.AddressInfo).port;
      const viaProxy = new URL(direct);
      viaProxy.host = `127.0.0.1:${port}`;
      const database = openPostgres(viaProxy.toString(), { max: 4 });
      const t = await createTestApp({ database, redis: false });
      try {
        const { tenant, owner } = await createTenantWithOwner(t, { tier: 'business' });
        const key = await createApiKey(t, tenant.id, { scopes: ['calls:read', 'appointments:read'] });
        expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: owner.auth })).statusCode).toBe(
          200,
        );

        // Outage: established connections are cut and new ones refused.
        await new Promise<void>((r) => {
          proxy.close(() => r());
          for (const s of sockets) s.destroy();
        });
        await callEverySurface(t, { user: owner.auth.authorization, key: key.auth.authorization });

        // The database is back on the same address: the pool reconnects, answers are normal again.
        await new Promise<void>((r) => proxy.listen(port, '127.0.0.1', r));
        const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: owner.auth });
        expect(me.statusCode, me.body).toBe(200);
        const v2 = await t.app.inject({ method: 'GET', url: '/v2/calls', headers: key.auth });
        expect(v2.statusCode, v2.body).toBe(200);
      } finally {
        await t.app.close();
        await database.close();
        proxy.close();
        for (const s of sockets) s.destroy();
        const c = new pg.Client({ connectionString: url.toString() });
        await c.connect();
        await c.query(`drop database if exists "${name}" with (force)`);
        await c.end();
      }
    },
    180_000,
  );
});
