import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, LogCapture, type TestApp } from '../helpers/app.js';
import { probeModule } from '../helpers/probe-module.js';

describe('error envelopes on the three surfaces', () => {
  let t: TestApp;
  const logs = new LogCapture();
  beforeAll(async () => {
    t = await createTestApp({ extraModules: [probeModule], logStream: logs });
  });
  afterAll(async () => {
    await t.close();
  });

  const bad = { email: 'not-an-email', age: 12, nested: { name: 'x' }, extra: 1 };

  it('dashboard: 422 with a detail list of every invalid input', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/probe/validate', payload: bad });
    expect(r.statusCode).toBe(422);
    const detail = r.json().detail as { loc: (string | number)[]; msg: string; type: string }[];
    const locs = detail.map((d) => d.loc.join('.'));
    expect(locs).toEqual(
      expect.arrayContaining(['body.email', 'body.age', 'body.nested.name', 'body.extra']),
    );
    for (const d of detail) {
      expect(typeof d.msg).toBe('string');
      expect(typeof d.type).toBe('string');
    }
  });

  it('dashboard: a missing field is reported at its own location with type missing', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/probe/validate', payload: { email: 'a@b.pl' } });
    expect(r.statusCode).toBe(422);
    expect(r.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'age'], type: 'missing' })]);
  });

  it('v2: validation uses the envelope with field, English and Polish text, request id and livemode', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/v2/probe/validate',
      payload: { email: 'a@b.pl', age: 12 },
      headers: { 'x-request-id': 'req-abc_123' },
    });
    expect(r.statusCode).toBe(422);
    expect(r.headers['x-request-id']).toBe('req-abc_123');
    const body = r.json();
    expect(body.livemode).toBe(true);
    expect(body.error).toMatchObject({ code: 'validation_error', field: 'age', request_id: 'req-abc_123' });
    expect(body.error.message).toMatch(/age/);
    expect(body.error.message_pl).toMatch(/18/);
    expect(body.error.message_pl).not.toEqual(body.error.message);
  });

  it('v2: a domain error keeps its code and field; test-key callers see livemode false', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/v2/probe/conflict',
      headers: { authorization: 'Bearer svc_test_whatever' },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      error: {
        code: 'slot_unavailable',
        message: 'The slot is taken.',
        message_pl: 'Termin jest zajęty.',
        field: 'start_time',
        request_id: r.headers['x-request-id'],
      },
      livemode: false,
    });
  });

  it('v1: its own error object', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/v1/probe/conflict' });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      error: {
        code: 'slot_unavailable',
        message: 'The slot is taken.',
        field: 'start_time',
        request_id: r.headers['x-request-id'],
      },
    });
  });

  it('dashboard: a domain error is {detail, code, message_pl}', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/probe/conflict' });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      detail: 'The slot is taken.',
      code: 'slot_unavailable',
      message_pl: 'Termin jest zajęty.',
    });
  });

  it('an unexpected failure is a masked 500 whose details reach only the log', async () => {
    for (const url of ['/probe/boom', '/v1/probe/boom', '/v2/probe/boom']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(500);
      expect(r.body).not.toContain('hunter2');
      expect(r.body).toContain('internal_error');
    }
    expect(logs.text).toContain('hunter2');
  });

  it('a unique violation in the database is a 409, not a 500', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/v2/probe/unique' });
    expect(r.statusCode).toBe(409);
    expect(r.json().error.code).toBe('conflict');
  });

  it('malformed JSON is a 400 and an unknown route a 404, in the surface envelope', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/v2/probe/validate',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('invalid_request');
    const nf = await t.app.inject({ method: 'GET', url: '/v2/nothing-here' });
    expect(nf.statusCode).toBe(404);
    expect(nf.json().error.code).toBe('not_found');
    const nfd = await t.app.inject({ method: 'GET', url: '/nothing-here' });
    expect(nfd.json().code).toBe('not_found');
  });

  it('an unsupported media type is 415 and an oversized body 413', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/v2/probe/validate',
      payload: 'hello',
      headers: { 'content-type': 'application/x-unknown' },
    });
    expect(r.statusCode).toBe(415);
    expect(r.json().error.code).toBe('unsupported_media_type');
    const big = await t.app.inject({
      method: 'POST',
      url: '/v2/probe/validate',
      payload: JSON.stringify({ email: 'a@b.pl', age: 20, pad: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
  });

  it('request ids: a well-formed one is kept, anything else replaced by a generated UUID', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id with spaces <script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
  });

  it('logs never carry credentials from headers or query strings', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/health?token=sekret-token-value&keep=1',
      headers: { authorization: 'Bearer sekret-bearer', 'x-internal-key': 'sekret-internal' },
    });
    expect(logs.text).toContain('keep=1');
    expect(logs.text).not.toContain('sekret-token-value');
    expect(logs.text).not.toContain('sekret-bearer');
    expect(logs.text).not.toContain('sekret-internal');
  });
});

describe('a write without a body', () => {
  it('is validated as an empty object, naming each required field', async () => {
    const t = await createTestApp({ extraModules: [probeModule] });
    const r = await t.app.inject({ method: 'POST', url: '/probe/validate' });
    expect(r.statusCode).toBe(422);
    expect(
      r
        .json()
        .detail.map((d: { loc: string[] }) => d.loc.join('.'))
        .sort(),
    ).toEqual(['body.age', 'body.email']);
    await t.close();
  });
});
