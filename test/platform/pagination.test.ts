import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeDocuments } from '../../src/modules/knowledge/knowledge.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';
import { probeModule } from '../helpers/probe-module.js';

describe('v2 cursor pagination', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let tenantId: string;
  beforeAll(async () => {
    t = await createTestApp({ extraModules: [probeModule] });
    const { tenant } = await createTenantWithOwner(t);
    tenantId = tenant.id;
    auth = (await createApiKey(t, tenant.id, { scopes: ['knowledge:read'] })).auth;
    // 7 rows, several sharing one created_at: the keyset must break ties on id.
    const same = new Date('2026-11-01T10:00:00.000Z');
    for (let i = 0; i < 7; i++) {
      await t.db.insert(knowledgeDocuments).values({
        tenantId,
        title: `doc ${i}`,
        source: 'api',
        content: 'x',
        createdAt: i < 4 ? same : new Date(same.getTime() + i * 1000),
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  async function walk(sort: string, limit: number) {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 20; guard++) {
      const url: string = `/v2/probe/documents?limit=${limit}&sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const r = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(r.statusCode).toBe(200);
      const body = r.json();
      seen.push(...body.data.map((d: { title: string }) => d.title));
      expect(body.pagination.has_more).toBe(body.pagination.next_cursor !== null);
      cursor = body.pagination.next_cursor;
      if (!cursor) break;
    }
    return seen;
  }

  it('walks every row exactly once, in both directions, across created_at ties', async () => {
    const desc = await walk('-created_at', 2);
    expect(desc).toHaveLength(7);
    expect(new Set(desc).size).toBe(7);
    expect(desc.slice(0, 3)).toEqual(['doc 6', 'doc 5', 'doc 4']);
    const asc = await walk('created_at', 3);
    expect(asc).toEqual([...desc].reverse());
  });

  it('stays stable when rows are inserted between pages', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/v2/probe/documents?limit=3', headers: auth });
    const page1 = first.json();
    // Newer than every row above, whatever the machine's date (the table's default is now()).
    await t.db.insert(knowledgeDocuments).values({
      tenantId,
      title: 'newest',
      source: 'api',
      content: 'x',
      createdAt: new Date('2026-11-01T11:00:00.000Z'),
    });
    const rest = await t.app.inject({
      method: 'GET',
      url: `/v2/probe/documents?limit=100&cursor=${encodeURIComponent(page1.pagination.next_cursor)}`,
      headers: auth,
    });
    const titles = rest.json().data.map((d: { title: string }) => d.title);
    expect(titles).not.toContain('newest');
    expect([...page1.data.map((d: { title: string }) => d.title), ...titles]).toHaveLength(7);
  });

  it('refuses a tampered, truncated, garbage or other-direction cursor with 400 invalid_cursor', async () => {
    const first = (
      await t.app.inject({ method: 'GET', url: '/v2/probe/documents?limit=2', headers: auth })
    ).json();
    const cursor: string = first.pagination.next_cursor;
    const [body, mac] = cursor.split('.') as [string, string];
    const forgedBody = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body, 'base64url').toString()),
        i: '00000000-0000-7000-8000-000000000000',
      }),
    ).toString('base64url');
    const bad = [
      `${forgedBody}.${mac}`,
      cursor.slice(0, -3),
      'garbage',
      '....',
      `${Buffer.from('{"t":"nope"}').toString('base64url')}.${mac}`,
      `${cursor}.x`,
    ];
    for (const c of bad) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/v2/probe/documents?cursor=${encodeURIComponent(c)}`,
        headers: auth,
      });
      expect(r.statusCode, c).toBe(400);
      expect(r.json().error).toMatchObject({ code: 'invalid_cursor', field: 'cursor' });
    }
    const other = await t.app.inject({
      method: 'GET',
      url: `/v2/probe/documents?sort=created_at&cursor=${encodeURIComponent(cursor)}`,
      headers: auth,
    });
    expect(other.statusCode).toBe(400);
  });

  it('validates limit (1 to 100)', async () => {
    for (const limit of ['0', '101', 'abc']) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/v2/probe/documents?limit=${limit}`,
        headers: auth,
      });
      expect(r.statusCode).toBe(422);
      expect(r.json().error.field).toBe('limit');
    }
  });
});
