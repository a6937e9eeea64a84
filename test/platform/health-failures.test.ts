import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.js';
import { createTestApp, TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { createUser } from '../helpers/fixtures.js';

describe('readiness when the database is unreachable', () => {
  it('turns 503 once the database stops answering (closed embedded/server database)', async () => {
    const t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    await t.database.close();
    const r = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'failing', redis: expect.any(String) },
    });
    // Liveness does not depend on the database.
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    await t.app.close();
  });

  it('is 503 for a PostgreSQL server that does not answer', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused.
    const database = openPostgres('postgres://nobody@127.0.0.1:1/none');
    const t = await createTestApp({ database, redis: false });
    const r = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(r.statusCode).toBe(503);
    expect(r.json().checks.database).toBe('failing');
    await t.app.close();
    await database.close();
  });
});

describe('detailed health and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('/health/detailed needs a session and reports dependencies and the outbox backlog', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health/detailed' })).statusCode).toBe(401);
    const u = await createUser(t);
    await t.platform.outbox.enqueue(t.db, { topic: 'nobody-handles-this', payload: {} });
    const r = await t.app.inject({ method: 'GET', url: '/health/detailed', headers: u.auth });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('ok');
    expect(body.database.engine).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.outbox.pending).toBe(1);
    expect(body.rate_limit_backend).toBe(process.env.REDIS_URL ? 'redis' : 'memory');
  });

  it('/metrics counts requests by route template and status, with durations', async () => {
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'GET', url: '/health' });
    const opened = await t.app.inject({
      method: 'POST',
      url: '/internal/status/incidents',
      headers: { authorization: `Bearer ${TEST_SECRETS.CI_STATUS_TOKEN}` },
      payload: { components: ['api'], title: 'Post-deploy check failed', message: 'Smoke test failed' },
    });
    expect(opened.statusCode).toBe(201);
    await t.app.inject({ method: 'GET', url: '/no/such/route/123' });
    const r = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/plain/);
    const text = r.body;
    const line = text
      .split('\n')
      .find((l) => l.startsWith('http_requests_total{') && l.includes('route="/health"'));
    expect(line).toMatch(/method="GET"/);
    expect(line).toMatch(/status_code="200"/);
    expect(Number(line!.split(' ').pop())).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status_code="404"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/health",status_code="200"\}/,
    );
    expect(text).not.toContain('/no/such/route/123');
    expect(text).toContain('process_cpu_user_seconds_total');
    // Business gauges.
    expect(text).toMatch(/^recepcja_open_incidents 1$/m);
    expect(text).toMatch(/^recepcja_webhook_deliveries_failed \d+$/m);
    expect(text).toMatch(/^recepcja_outbox_depth\{topic="nobody-handles-this"\} 1$/m);
  });
});
