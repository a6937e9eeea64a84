import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createTenantWithOwner } from '../helpers/fixtures.js';
import { startSheetServer } from './servers.js';

type Auth = Record<string, string>;
const INTERNAL = { 'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY };
const TTL = 300;

describe('published sheets: connect by URL, re-read after the TTL, keep the last rows on failure', () => {
  let t: TestApp;
  let clock: ManualClock;
  let sheet: Awaited<ReturnType<typeof startSheetServer>>;
  let tenantId: string;
  let auth: Auth;
  let sourceId: string;

  const lookup = (query: string) =>
    t.app.inject({
      method: 'POST',
      url: '/internal/tools/sources.lookup',
      headers: INTERNAL,
      payload: { tenant_id: tenantId, query, language: 'pl' },
    });
  const get = () =>
    t.app.inject({ method: 'GET', url: `/tenants/${tenantId}/data-sources/${sourceId}`, headers: auth });

  beforeAll(async () => {
    clock = new ManualClock(new Date());
    sheet = await startSheetServer('Usługa;Cena\nWybielanie;800 zł\nPrzegląd;150 zł\n');
    t = await createTestApp({
      clock,
      env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1', DATA_SOURCE_TTL_SECONDS: String(TTL) },
    });
    const mine = await createTenantWithOwner(t);
    tenantId = mine.tenant.id;
    auth = mine.owner.auth;
  });
  afterAll(async () => {
    await t?.close();
    await sheet?.close();
  });

  it('connects a published CSV and answers from it', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/data-sources/url`,
      headers: auth,
      payload: { url: sheet.url, name: 'Cennik online' },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({
      name: 'Cennik online',
      origin: 'url',
      url: sheet.url,
      kind: 'spreadsheet',
      row_count: 2,
      etag: sheet.etag(),
      last_error: null,
    });
    sourceId = r.json().id;
    const l = await lookup('ile kosztuje wybielanie?');
    expect(l.json().answer).toBe('Wybielanie — Cena: 800 zł.');
    // Within the TTL nothing is fetched again.
    expect(sheet.state.requests).toHaveLength(1);
  });

  it('sees a changed sheet only after the TTL, through a conditional GET', async () => {
    sheet.state.body = 'Usługa;Cena\nWybielanie;900 zł\nPrzegląd;150 zł\nLakowanie;120 zł\n';
    clock.advance((TTL - 10) * 1000);
    expect((await lookup('ile kosztuje wybielanie?')).json().answer).toBe('Wybielanie — Cena: 800 zł.');
    expect(sheet.state.requests).toHaveLength(1);
    clock.advance(20_000);
    const l = await lookup('ile kosztuje wybielanie?');
    expect(l.json().answer).toBe('Wybielanie — Cena: 900 zł.');
    expect(sheet.state.requests).toHaveLength(2);
    expect(sheet.state.requests[1]!.ifNoneMatch).toMatch(/^"[0-9a-f]+"$/);
    const g = await get();
    expect(g.json()).toMatchObject({ row_count: 3, etag: sheet.etag(), last_error: null });
  });

  it('keeps the rows on a 304 (not modified)', async () => {
    const before = (await get()).json();
    clock.advance((TTL + 1) * 1000);
    const l = await lookup('lakowanie');
    expect(l.json().answer).toBe('Lakowanie — Cena: 120 zł.');
    const req = sheet.state.requests.at(-1)!;
    expect(req.ifNoneMatch).toBe(sheet.etag());
    const after = (await get()).json();
    expect(after.content_hash).toBe(before.content_hash);
    expect(after.row_count).toBe(3);
    expect(new Date(after.checked_at).getTime()).toBeGreaterThan(new Date(before.checked_at).getTime());
  });

  it('answers from the last good rows when the server is down or the sheet breaks, and records why', async () => {
    sheet.state.status = 503;
    clock.advance((TTL + 1) * 1000);
    const l = await lookup('ile kosztuje przegląd');
    expect(l.statusCode).toBe(200);
    expect(l.json().answer).toBe('Przegląd — Cena: 150 zł.');
    expect((await get()).json().last_error).toMatch(/HTTP 503/);
    // A dead server is tried once per TTL, not on every question.
    const n = sheet.state.requests.length;
    await lookup('ile kosztuje przegląd');
    expect(sheet.state.requests).toHaveLength(n);
    // The dashboard refresh answers the failure as a 4xx and keeps the rows.
    const rf = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/data-sources/${sourceId}/refresh`,
      headers: auth,
    });
    expect(rf.statusCode).toBe(422);
    expect(rf.json()).toMatchObject({ code: 'source_unreachable' });
    expect(rf.json().message_pl).toContain('HTTP 503');
    // A malformed new version is not used either.
    sheet.state.status = 200;
    sheet.state.body = '1;2\n3;4\n';
    const bad = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/data-sources/${sourceId}/refresh`,
      headers: auth,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('spreadsheet_invalid');
    expect((await get()).json()).toMatchObject({
      row_count: 3,
      last_error: expect.stringMatching(/no header row/),
    });
    // The server goes away entirely.
    await sheet.close();
    clock.advance((TTL + 1) * 1000);
    const gone = await lookup('lakowanie');
    expect(gone.json().answer).toBe('Lakowanie — Cena: 120 zł.');
    expect((await get()).json().last_error).toMatch(/connection failed/);
  });

  it('refuses unusable addresses with a 4xx and stores nothing', async () => {
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: `/tenants/${tenantId}/data-sources/url`,
        headers: auth,
        payload: { url },
      });
    const notUrl = await post('not a url');
    expect(notUrl.statusCode).toBe(422);
    expect(notUrl.json().detail[0].loc).toEqual(['body', 'url']);
    expect((await post('ftp://example.com/a.csv')).statusCode).toBe(422);
    const down = await post(sheet.url);
    expect(down.statusCode).toBe(422);
    expect(down.json().code).toBe('source_unreachable');
    const list = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/data-sources`,
      headers: auth,
    });
    expect(list.json().data).toHaveLength(1);
  });
});

describe('published sheets behind the SSRF guard', () => {
  let t: TestApp;
  let sheet: Awaited<ReturnType<typeof startSheetServer>>;
  beforeAll(async () => {
    sheet = await startSheetServer('A;B\nx;1\n');
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await sheet?.close();
  });

  it('refuses loopback and private addresses unless WEBHOOK_ALLOW_PRIVATE_NETWORKS=1', async () => {
    const { tenant, owner } = await createTenantWithOwner(t);
    for (const url of [sheet.url, 'http://localhost:1/a.csv', 'http://169.254.169.254/latest/meta-data']) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/tenants/${tenant.id}/data-sources/url`,
        headers: owner.auth,
        payload: { url },
      });
      expect(r.statusCode, url).toBe(422);
      expect(JSON.stringify(r.json().detail)).toMatch(/not public/);
    }
    expect(sheet.state.requests).toHaveLength(0);
  });
});
