import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPreload } from '../../src/surfaces/web-app.js';
import { createTestApp } from '../helpers/app.js';

/**
 * The page the service sends for a dashboard address names the chunks of that address's page
 * (`<link rel="modulepreload">`, from web/dist/preload.json, which the build derives from the
 * features' routes), so a cold first visit fetches them with the app's entry.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const hints = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]!);

async function pageHints(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  return hints(res.body);
}

describe('route preload hints', () => {
  it('names the page chunk of the address asked for, and every hinted file is served', async () => {
    const entryOnly = await pageHints('/app/no/such/page');
    for (const [url, chunk] of [
      ['/app/stats', /\/StatsPage-[\w-]+\.js$/],
      ['/app/calls', /\/CallsPage-[\w-]+\.js$/],
      ['/app/calls/0197a1b2-0000-7000-8000-000000000001?tab=x', /\/CallPage-[\w-]+\.js$/],
      ['/app/follow-ups', /\/FollowUpsPage-[\w-]+\.js$/],
      ['/app/', /\/HomePage-[\w-]+\.js$/],
      ['/app/settings/business', /\/BusinessPage-[\w-]+\.js$/],
      ['/app/admin/tenants/abc', /\/TenantPage-[\w-]+\.js$/],
      ['/app/sign-in', /\/SignIn-[\w-]+\.js$/],
    ] as const) {
      const found = await pageHints(url);
      expect(
        found.some((h) => chunk.test(h)),
        `${url} hints ${found.join(' ')}`,
      ).toBe(true);
      expect(found.length).toBeGreaterThan(entryOnly.length);
      // The settings pages also need their shared layout's chunk.
      if (url.startsWith('/app/settings/')) expect(found.some((h) => /\/SettingsLayout-/.test(h))).toBe(true);
      for (const file of found.filter((h) => !entryOnly.includes(h))) {
        const asset = await t.app.inject({ method: 'GET', url: file });
        expect(asset.statusCode, file).toBe(200);
      }
    }
    // An address no route names gets only what the entry itself preloads.
    expect(entryOnly.some((h) => /Page-/.test(h))).toBe(false);
  });

  it('prefers the most specific route', () => {
    const routes = [
      { path: 'admin/*', files: ['star'], css: [] },
      { path: 'admin/tenants/:id', files: ['tenant'], css: [] },
      { path: 'admin/tenants', files: ['tenants'], css: [] },
      { path: '', files: ['home'], css: [] },
      { path: 'calls/:id', files: ['call'], css: [] },
    ];
    expect(matchPreload(routes, '/admin/tenants')?.files).toEqual(['tenants']);
    expect(matchPreload(routes, '/admin/tenants/1')?.files).toEqual(['tenant']);
    expect(matchPreload(routes, '/admin/whatever/else')?.files).toEqual(['star']);
    expect(matchPreload(routes, '/')?.files).toEqual(['home']);
    expect(matchPreload(routes, '')?.files).toEqual(['home']);
    expect(matchPreload(routes, '/calls')).toBeUndefined();
    expect(matchPreload(routes, '/calls/1/2')).toBeUndefined();
  });
});
