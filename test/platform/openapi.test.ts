import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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

  it('passes `redocly lint` with zero errors', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, (await t.app.inject({ method: 'GET', url: '/openapi.json' })).body);
      const redocly = path.resolve('node_modules/.bin/redocly');
      const result = await run(
        redocly,
        ['lint', file, '--format=json', `--config=${path.resolve('redocly.yaml')}`],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          maxBuffer: 20 * 1024 * 1024,
        },
      ).catch((e: { stdout: string; stderr: string; code: number }) => e);
      const report = JSON.parse(result.stdout) as {
        totals: { errors: number };
        problems: { message: string; severity: string; location: { pointer: string }[] }[];
      };
      const errors = report.problems.filter((p) => p.severity === 'error');
      expect(errors.map((e) => `${e.location[0]?.pointer}: ${e.message}`)).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

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
