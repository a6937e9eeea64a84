import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

const run = promisify(execFile);

describe('OpenAPI document and /docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves OpenAPI 3.1 generated from the route schemas', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('2.0.0');
    expect(doc.paths['/health/ready'].get.responses['503']).toBeDefined();
    expect(Object.keys(doc.components.securitySchemes)).toEqual(
      expect.arrayContaining(['bearerAuth', 'cookieAuth', 'apiKey', 'internalKey', 'ciToken']),
    );
  });

  it('passes `redocly lint` with the recommended rules: 0 errors, 0 warnings', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
    try {
      // The accepted exceptions (.redocly.lint-ignore.yaml) name the document `openapi.json`
      // next to the configuration, so all three are put side by side.
      await writeFile(
        path.join(dir, 'openapi.json'),
        (await t.app.inject({ method: 'GET', url: '/openapi.json' })).body,
      );
      await copyFile(path.resolve('redocly.yaml'), path.join(dir, 'redocly.yaml'));
      await copyFile(path.resolve('.redocly.lint-ignore.yaml'), path.join(dir, '.redocly.lint-ignore.yaml'));
      const redocly = path.resolve('node_modules/.bin/redocly');
      const result = await run(redocly, ['lint', 'openapi.json', '--format=json'], {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 20 * 1024 * 1024,
      }).catch((e: { stdout: string; stderr: string; code: number }) => e);
      const report = JSON.parse(result.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string; severity: string; location: { pointer: string }[] }[];
      };
      expect(
        report.problems.map((e) => `${e.severity} ${e.ruleId} ${e.location[0]?.pointer}: ${e.message}`),
      ).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('names every operation, its scope, its headers and its reusable schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const ops = Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(
      ([p, item]) => Object.entries(item).map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, op })),
    );
    expect(ops.length).toBeGreaterThan(200);
    const ids = ops.map((o) => o.op.operationId);
    expect(ids.filter((id) => typeof id !== 'string')).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const idOf = (key: string) => ops.find((o) => o.key === key)?.op.operationId;
    expect(idOf('GET /v2/calls')).toBe('listCalls');
    expect(idOf('POST /v2/appointments')).toBe('createAppointment');
    expect(idOf('POST /v2/appointments/{id}/cancel')).toBe('cancelAppointment');
    expect(idOf('GET /tenants/{tenant_id}/settings')).toBe('getTenantSettings');
    expect(idOf('GET /v1/calls')).toBe('v1ListCalls');
    // The spec's `/tenants/` is documented without the trailing slash.
    expect(doc.paths['/tenants']).toBeDefined();
    expect(doc.paths['/tenants/']).toBeUndefined();

    // Every key route states its scope as an OpenAPI 3.1 security requirement and in words.
    const keyRoutes = ops.filter((o) =>
      (o.op.security as Record<string, string[]>[] | undefined)?.some((s) => 'apiKey' in s),
    );
    expect(keyRoutes.length).toBeGreaterThan(25);
    const listCalls = ops.find((o) => o.key === 'GET /v2/calls')!.op;
    expect(listCalls.security).toEqual([{ apiKey: ['calls:read'] }]);
    expect(listCalls.description).toContain('`calls:read`');

    // Query parameters with a default are optional.
    const requiredWithDefault = ops.flatMap((o) =>
      (
        (o.op.parameters as {
          in: string;
          name: string;
          required?: boolean;
          schema?: { default?: unknown };
        }[]) ?? []
      )
        .filter((p) => p.in !== 'path' && p.required && p.schema?.default !== undefined)
        .map((p) => `${o.key} ${p.name}`),
    );
    expect(requiredWithDefault).toEqual([]);
    const limit = (listCalls.parameters as { name: string; required?: boolean }[]).find(
      (p) => p.name === 'limit',
    );
    expect(limit?.required).toBeFalsy();

    // Response headers are declared: request id everywhere, rate limits and livemode on v2.
    const ok = (listCalls.responses as Record<string, { headers: Record<string, unknown> }>)['200']!;
    expect(Object.keys(ok.headers)).toEqual(
      expect.arrayContaining([
        'X-Request-Id',
        'X-Service-Livemode',
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
      ]),
    );
    const unauthorized = (listCalls.responses as Record<string, { headers: Record<string, unknown> }>)[
      '401'
    ]!;
    expect(Object.keys(unauthorized.headers)).toContain('RateLimit-Limit');
    const limited = (listCalls.responses as Record<string, { headers: Record<string, unknown> }>)['429']!;
    expect(Object.keys(limited.headers)).toContain('Retry-After');
    expect(doc.components.headers['X-Request-Id'].required).toBe(true);

    // Reusable schemas are named components.
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'ApiErrorV2',
        'ApiErrorV1',
        'DashboardError',
        'Call',
        'Appointment',
        'ListCallsResponse',
      ]),
    );
    expect(JSON.stringify(listCalls.responses)).toContain('#/components/schemas/ApiErrorV2');
  });

  it('refuses v2 callers without a key with the rate-limit headers the spec requires', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/v2/calls' });
    expect(r.statusCode).toBe(401);
    expect(r.headers['ratelimit-limit']).toBe('120');
    expect(Number(r.headers['ratelimit-remaining'])).toBeLessThan(120);
    expect(r.headers['x-service-livemode']).toBeDefined();
  });

  it('/docs is an interactive reference whose every asset is served by the service itself', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const html = page.body;
    expect(html).not.toMatch(/(src|href)=["']https?:\/\//);
    const assets = [...html.matchAll(/(?:src|href)=["']([^"']+)["']/g)]
      .map((m) => m[1]!)
      .filter((u) => !u.startsWith('#'));
    expect(assets.length).toBeGreaterThan(2);
    for (const a of assets) {
      const url = a.startsWith('/') ? a : `/docs/${a.replace(/^\.\//, '')}`;
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body).not.toMatch(/https?:\/\/(unpkg|cdn|cdnjs|jsdelivr|fonts\.googleapis)/);
    }
    // The initializer points the UI at the generated document.
    const init = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("resolveUrl('./json')");
    const spec = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toBe('3.1.0');
  });
});
