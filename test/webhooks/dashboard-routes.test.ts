import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';
import { type Receiver, startReceiver } from '../helpers/receiver.js';

/** The owner's webhook routes of the dashboard (`/tenants/{tenant_id}/webhook-endpoints…`). */
let t: TestApp;
let rx: Receiver;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
  rx = await startReceiver();
});
afterAll(async () => {
  await rx?.close();
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  auth: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

describe('webhook endpoints in the dashboard', () => {
  it('creates, tests, logs the request and response, re-sends, rotates with the overlap, deletes', async () => {
    const { tenant, owner } = await createTenantWithOwner(t, { tier: 'business' });
    const base = `/tenants/${tenant.id}/webhook-endpoints`;
    const created = await call('POST', base, owner.auth, {
      url: rx.url('/dash'),
      description: 'CRM',
      enabled_events: ['call.completed'],
    });
    expect(created.statusCode).toBe(201);
    const ep = created.json();
    expect(ep.secret).toMatch(/^whsec_/);
    expect(ep.enabled_events).toEqual(['call.completed']);

    const list = await call('GET', base, owner.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((e: { id: string }) => e.id)).toEqual([ep.id]);
    expect(list.body).not.toContain(ep.secret);
    expect(list.json().data[0].previous_secret_expires_at).toBeNull();

    rx.setDefault({ status: 202, body: 'thanks' });
    const test = await call('POST', `${base}/${ep.id}/test`, owner.auth);
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({ succeeded: true, status_code: 202, simulated: false });
    expect(rx.received.at(-1)?.url).toBe('/dash');

    const log = await call('GET', `${base}/${ep.id}/deliveries`, owner.auth);
    expect(log.statusCode).toBe(200);
    const [d] = log.json().data;
    expect(d).toMatchObject({ event_type: 'webhook.test', status: 'succeeded', last_status_code: 202 });
    expect(d.request).toMatchObject({
      method: 'POST',
      url: rx.url('/dash'),
      headers: { 'x-service-event': 'webhook.test', 'x-service-delivery': d.id },
    });
    expect(d.request.body).toBe(rx.received.at(-1)?.rawBody);
    expect(d.attempts[0]).toMatchObject({
      status_code: 202,
      response_headers: { 'content-type': 'text/plain' },
      response_body: 'thanks',
      response_body_bytes: 6,
      response_body_truncated: false,
      response_body_binary: false,
    });

    const resend = await call('POST', `${base}/${ep.id}/deliveries/${d.id}/resend`, owner.auth);
    expect(resend.statusCode).toBe(202);
    expect(resend.json()).toMatchObject({ id: d.id, status: 'pending' });

    const rotated = await call('POST', `${base}/${ep.id}/rotate-secret`, owner.auth, {
      expire_previous_in_seconds: 3600,
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(ep.secret);
    const until = Date.parse(rotated.json().previous_secret_expires_at);
    expect(until - Date.now()).toBeGreaterThan(3500_000);
    const read = await call('GET', `${base}/${ep.id}`, owner.auth);
    expect(read.json().previous_secret_expires_at).toBe(rotated.json().previous_secret_expires_at);

    const patched = await call('PATCH', `${base}/${ep.id}`, owner.auth, { status: 'disabled' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().status).toBe('disabled');
    const refused = await call('POST', `${base}/${ep.id}/deliveries/${d.id}/resend`, owner.auth);
    expect(refused.statusCode).toBe(409);

    expect((await call('DELETE', `${base}/${ep.id}`, owner.auth)).statusCode).toBe(204);
    expect((await call('GET', `${base}/${ep.id}`, owner.auth)).statusCode).toBe(404);
  });

  it("logs the first 4 KB of each attempt's response body: whole, truncated, or a note for binary", async () => {
    const { tenant, owner } = await createTenantWithOwner(t, { tier: 'business' });
    const base = `/tenants/${tenant.id}/webhook-endpoints`;
    const ep = (await call('POST', base, owner.auth, { url: rx.url('/bodies') })).json();
    const attemptOf = async () => {
      const log = await call('GET', `${base}/${ep.id}/deliveries`, owner.auth);
      expect(log.statusCode).toBe(200);
      return log.json().data[0].attempts[0];
    };

    // A failing receiver's explanation, as the owner needs it to see what went wrong.
    rx.plan.push({
      status: 422,
      headers: { 'content-type': 'application/json' },
      body: '{"error":"unknown customer","zażółć":"gęślą"}',
    });
    expect((await call('POST', `${base}/${ep.id}/test`, owner.auth)).json().status_code).toBe(422);
    expect(await attemptOf()).toMatchObject({
      status_code: 422,
      response_body: '{"error":"unknown customer","zażółć":"gęślą"}',
      response_body_bytes: Buffer.byteLength('{"error":"unknown customer","zażółć":"gęślą"}'),
      response_body_truncated: false,
      response_body_binary: false,
      response_headers: { 'content-type': 'application/json' },
    });

    // A large body: its first 4096 bytes, and said to be truncated. A two-byte character
    // straddling the limit is left out rather than kept broken.
    const large = `${'a'.repeat(4095)}ż${'b'.repeat(10_000)}`;
    rx.plan.push({ status: 200, body: large });
    await call('POST', `${base}/${ep.id}/test`, owner.auth);
    const big = await attemptOf();
    expect(big.response_body).toBe('a'.repeat(4095));
    expect(big).toMatchObject({
      response_body_bytes: Buffer.byteLength(large),
      response_body_truncated: true,
      response_body_binary: false,
    });
    rx.plan.push({ status: 200, body: 'x'.repeat(5000) });
    await call('POST', `${base}/${ep.id}/test`, owner.auth);
    expect((await attemptOf()).response_body).toBe('x'.repeat(4096));

    // Binary: not kept, only its size.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff, 0xfe]);
    rx.plan.push({ status: 200, headers: { 'content-type': 'image/png' }, body: png });
    await call('POST', `${base}/${ep.id}/test`, owner.auth);
    expect(await attemptOf()).toMatchObject({
      response_body: null,
      response_body_bytes: png.length,
      response_body_truncated: false,
      response_body_binary: true,
    });

    // No response at all (nothing listens there): no body, and nothing claimed about one.
    const closed = await startReceiver();
    const deadUrl = closed.url('/gone');
    await closed.close();
    await call('PATCH', `${base}/${ep.id}`, owner.auth, { url: deadUrl });
    const failed = await call('POST', `${base}/${ep.id}/test`, owner.auth);
    expect(failed.json().status_code).toBeNull();
    expect(await attemptOf()).toMatchObject({
      status_code: null,
      response_body: null,
      response_body_bytes: null,
      response_body_truncated: false,
      response_body_binary: false,
    });

    // The developer API's delivery log has the same fields on its attempts (additive).
    const key = await createApiKey(t, tenant.id, { scopes: ['webhooks:manage'] });
    const v2 = await t.app.inject({
      method: 'GET',
      url: `/v2/webhook-endpoints/${ep.id}/deliveries`,
      headers: key.auth,
    });
    expect(v2.statusCode).toBe(200);
    const bodies = v2
      .json()
      .data.map((d: { attempts: { response_body: string | null }[] }) => d.attempts[0]?.response_body);
    expect(bodies).toContain('{"error":"unknown customer","zażółć":"gęślą"}');
    expect(bodies).toContain('x'.repeat(4096));
  });

  it("another tenant's id or endpoint is a 404; below Business is 403 plan_required, in both languages", async () => {
    const a = await createTenantWithOwner(t, { tier: 'business' });
    const b = await createTenantWithOwner(t, { tier: 'business' });
    const ep = (
      await call('POST', `/tenants/${a.tenant.id}/webhook-endpoints`, a.owner.auth, { url: rx.url() })
    ).json();
    for (const url of [
      `/tenants/${a.tenant.id}/webhook-endpoints`,
      `/tenants/${a.tenant.id}/webhook-endpoints/${ep.id}`,
      `/tenants/${a.tenant.id}/webhook-endpoints/${ep.id}/deliveries`,
    ]) {
      expect((await call('GET', url, b.owner.auth)).statusCode).toBe(404);
    }
    expect(
      (await call('POST', `/tenants/${a.tenant.id}/webhook-endpoints/${ep.id}/test`, b.owner.auth))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/tenants/${b.tenant.id}/webhook-endpoints/${ep.id}`, b.owner.auth)).statusCode,
    ).toBe(404);

    const solo = await createTenantWithOwner(t, { tier: 'starter' });
    const r = await call('GET', `/tenants/${solo.tenant.id}/webhook-endpoints`, solo.owner.auth);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 'plan_required' });
    expect(r.json().detail).toContain('Business');
    expect(r.json().message_pl).toContain('Business');

    const anonymous = await t.app.inject({ method: 'GET', url: `/tenants/${a.tenant.id}/webhook-endpoints` });
    expect(anonymous.statusCode).toBe(401);
  });
});
