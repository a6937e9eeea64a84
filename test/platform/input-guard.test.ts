import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAppError } from '../../src/platform/error-handler.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';

/** The four causes of the audit's 500s, each now a documented 4xx in the surface's envelope. */
describe('input guard: what a caller sends is a 4xx, never a 500', () => {
  let t: TestApp;
  let owner: { auth: Record<string, string> };
  let key: { auth: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp();
    const made = await createTenantWithOwner(t, { tier: 'business' });
    owner = made.owner;
    key = await createApiKey(t, made.tenant.id, {
      scopes: ['analytics:read', 'calls:read', 'appointments:read', 'appointments:write'],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('deeply nested JSON on a v2 write is a 400 before validation', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/v2/appointments',
      headers: { ...key.auth, 'content-type': 'application/json', 'idempotency-key': 'deep-1' },
      payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      error: {
        code: 'invalid_request',
        message: 'The JSON body is nested more than 32 levels deep.',
        message_pl: 'Treść JSON jest zagnieżdżona głębiej niż na 32 poziomów.',
      },
      livemode: true,
    });
    // Brackets inside strings do not count.
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/auth/me',
      headers: owner.auth,
      payload: { full_name: '['.repeat(100) },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('a NUL character in a text field is a 422 naming the field, on the unauthenticated login too', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'a\u0000@example.test', password: 'whatever1' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual({
      detail: [
        {
          loc: ['body', 'username'],
          msg: 'Must not contain the NUL character (\\u0000)',
          msg_pl: 'Nie może zawierać znaku NUL (\\u0000)',
          type: 'value_error.nul',
        },
      ],
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%40example.test&password=x%00y',
    });
    expect(form.statusCode).toBe(422);
    expect(form.json().detail[0].loc).toEqual(['body', 'password']);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/auth/me',
      headers: owner.auth,
      payload: { full_name: 'Anna\u0000' },
    });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().detail[0].loc).toEqual(['body', 'full_name']);

    // In a query string, and in the key of an open map (v2 envelope).
    const q = await t.app.inject({ method: 'GET', url: '/v2/calls?cursor=a%00b', headers: key.auth });
    expect(q.statusCode).toBe(422);
    expect(q.json().error).toMatchObject({ code: 'validation_error', field: 'cursor' });
  });

  it('numbers that are not finite or beyond 2^53 are a 422 on every numeric query parameter', async () => {
    for (const url of [
      '/v2/analytics?days=1e309',
      '/v2/analytics/timeseries?days=-1e309',
      '/v1/analytics?days=1e309',
    ]) {
      const r = await t.app.inject({ method: 'GET', url, headers: key.auth });
      expect(r.statusCode, url).toBe(422);
      expect(r.json().error).toMatchObject({ code: 'validation_error', field: 'days' });
    }
    const big = await t.app.inject({
      method: 'GET',
      url: '/v1/calls?offset=9223372036854775808',
      headers: key.auth,
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().error).toMatchObject({ code: 'validation_error', field: 'offset' });
    const neg = await t.app.inject({ method: 'GET', url: '/v1/calls?limit=-1e309', headers: key.auth });
    expect(neg.statusCode).toBe(422);
    // Ordinary values still pass.
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/analytics?days=7', headers: key.auth })).statusCode,
    ).toBe(200);
  });

  it('`__proto__` and `constructor.prototype` keys are a 400 and pollute nothing', async () => {
    for (const payload of [
      '{"__proto__":{"polluted":1},"full_name":"X"}',
      '{"constructor":{"prototype":{"polluted":1}}}',
    ]) {
      const r = await t.app.inject({
        method: 'PATCH',
        url: '/auth/me',
        headers: { ...owner.auth, 'content-type': 'application/json' },
        payload,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({
        code: 'invalid_request',
        detail: 'The body must not contain `__proto__` or `constructor.prototype` keys.',
      });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a malformed multipart avatar is a 400, not a 500', async () => {
    const b = 'xyz';
    for (const [type, payload] of [
      [
        `multipart/form-data; boundary=${b}`,
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`,
      ],
      ['multipart/form-data', `--${b}\r\n\r\nx\r\n--${b}--\r\n`],
    ]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/auth/me/avatar',
        headers: { ...owner.auth, 'content-type': type },
        payload,
      });
      expect(r.statusCode, type).toBe(400);
      expect(r.json()).toMatchObject({
        code: 'invalid_request',
        detail: 'The multipart body is malformed or incomplete.',
        message_pl: 'Treść multipart jest niepoprawna lub niekompletna.',
      });
    }
  });

  it('backstop: values the database itself refuses map to 422 (real errors of this engine)', async () => {
    const refusal = async (q: ReturnType<typeof sql>) => {
      try {
        await t.db.execute(q);
      } catch (err) {
        return toAppError(err);
      }
      throw new Error('the database accepted it');
    };
    for (const q of [
      sql`select ${'a\u0000b'}::text`,
      sql`select ${'{"a":"\\u0000"}'}::jsonb`,
      sql`select ${'99999999999'}::int4`,
    ]) {
      const e = await refusal(q);
      expect(e?.status).toBe(422);
      expect(e?.code).toBe('validation_error');
    }
  });

  it('documents the shared refusals on every operation of /openapi.json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const op = doc.paths['/v2/appointments'].post;
    expect(op.responses['400'].description).toMatch(/nested more than 32 levels/);
    expect(op.responses['503'].description).toMatch(/service_unavailable.*Retry-After/);
    expect(doc.paths['/auth/login'].post.responses['422']).toBeDefined();
    for (const [path, item] of Object.entries(
      doc.paths as Record<string, Record<string, { responses: object }>>,
    ))
      for (const o of Object.values(item))
        if (!path.startsWith('/health') && path !== '/metrics')
          expect(o.responses, path).toHaveProperty('503');
  });
});
