import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_USER } from '../../src/modules/calls/calls.events.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createUser } from '../helpers/fixtures.js';
import { injector, makeCall, receptionTenant } from './setup.js';

/** An open `text/event-stream` read message by message. */
async function openStream(base: string, tenantId: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/tenants/${tenantId}/events`, {
    headers: { cookie: `access_token=${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const messages: { event: string; data: unknown }[] = [];
  let comments = 0;
  let ended = false;
  let buffer = '';
  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let i = buffer.indexOf('\n\n');
        while (i >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          if (block.startsWith(':')) comments++;
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) messages.push({ event, data: data ? JSON.parse(data) : null });
          i = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return {
    res,
    messages,
    comments: () => comments,
    ended: () => ended,
    reading,
    close: () => controller.abort(),
    async waitFor(event: string, pred: (d: Record<string, unknown>) => boolean = () => true, ms = 8000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const m = messages.find((x) => x.event === event && pred(x.data as Record<string, unknown>));
        if (m) return m.data as Record<string, unknown>;
        if (Date.now() > deadline)
          throw new Error(`no ${event} within ${ms} ms: ${JSON.stringify(messages)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

describe('dashboard live updates (GET /tenants/{id}/events)', () => {
  let t: TestApp;
  let base: string;
  let a: Awaited<ReturnType<typeof receptionTenant>>;
  let b: Awaited<ReturnType<typeof receptionTenant>>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await receptionTenant(t, 'starter');
    b = await receptionTenant(t, 'business');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address() as { port: number };
    base = `http://127.0.0.1:${addr.port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses without a session, and another tenant’s id is a 404 before any stream', async () => {
    const inject = injector(t);
    const anon = await inject('GET', `/tenants/${a.tenant.id}/events`, {});
    expect(anon.statusCode).toBe(401);
    const other = await inject('GET', `/tenants/${b.tenant.id}/events`, a.owner.auth);
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toContain('application/json');
    const bad = await inject('GET', '/tenants/not-a-uuid/events', a.owner.auth);
    expect(bad.statusCode).toBe(404);
    const noTenant = await createUser(t);
    const none = await inject('GET', `/tenants/${a.tenant.id}/events`, noTenant.auth);
    expect(none.statusCode).toBe(404);
  });

  it('streams the tenant’s completed calls (message and urgency folded in), never another tenant’s', async () => {
    const old = await makeCall(t, a, { summary: 'Before the stream' });
    const s = await openStream(base, a.tenant.id, a.owner.token);
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.res.headers.get('cache-control')).toContain('no-cache');
    expect(s.res.headers.get('x-request-id')).toBeTruthy();
    await s.waitFor('ready');

    const foreign = await makeCall(t, b, { message: { text: 'B', urgent: true }, callback_requested: true });
    const call = await makeCall(t, a, {
      outcome: 'callback',
      callback_requested: true,
      message: { text: 'Proszę o telefon', urgent: true },
    });
    const got = await s.waitFor('call', (d) => d.call_id === call.id);
    expect(got).toMatchObject({
      call_id: call.id,
      outcome: 'callback',
      callback_requested: true,
      message: true,
      urgent: true,
    });
    expect(got.caller_number).toMatch(/^\+48/);
    const plain = await makeCall(t, a, { outcome: 'answered_faq' });
    await s.waitFor('call', (d) => d.call_id === plain.id && d.message === false && d.urgent === false);
    // Events raised before the stream opened, and other tenants' events, are not sent.
    const ids = s.messages
      .filter((m) => m.event === 'call')
      .map((m) => (m.data as { call_id: string }).call_id);
    expect(ids).not.toContain(old.id);
    expect(ids).not.toContain(foreign.id);
    expect(ids.filter((id) => id === call.id)).toHaveLength(1);
    s.close();
    await s.reading;
  }, 30_000);

  it('two streams of one tenant both get the tenant’s events', async () => {
    const hubOpen = async () => {
      const s = await openStream(base, a.tenant.id, a.owner.token);
      await s.waitFor('ready');
      return s;
    };
    const one = await hubOpen();
    const two = await hubOpen();
    const call = await makeCall(t, a, {});
    await one.waitFor('call', (d) => d.call_id === call.id);
    await two.waitFor('call', (d) => d.call_id === call.id);
    one.close();
    two.close();
    await Promise.all([one.reading, two.reading]);
  }, 30_000);

  it(`allows at most ${MAX_STREAMS_PER_USER} open streams per user (429 with Retry-After, both languages)`, async () => {
    const owner = await createUser(t, { tenantId: a.tenant.id });
    const open = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
      const s = await openStream(base, a.tenant.id, owner.token);
      await s.waitFor('ready');
      open.push(s);
    }
    const refused = await fetch(`${base}/tenants/${a.tenant.id}/events`, {
      headers: { cookie: `access_token=${owner.token}` },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const body = await refused.json();
    expect(body.code).toBe('too_many_streams');
    expect(body.detail).toContain('At most');
    expect(body.message_pl).toContain('najwyżej');
    open[0]!.close();
    await open[0]!.reading;
    // The slot is freed once the server sees the connection close.
    const deadline = Date.now() + 5000;
    let status = 0;
    while (Date.now() < deadline) {
      const r = await fetch(`${base}/tenants/${a.tenant.id}/events`, {
        headers: { cookie: `access_token=${owner.token}` },
      });
      status = r.status;
      await r.body?.cancel();
      if (status === 200) break;
      await new Promise((res) => setTimeout(res, 100));
    }
    expect(status).toBe(200);
    for (const s of open.slice(1)) s.close();
    await Promise.all(open.map((s) => s.reading));
  }, 30_000);

  it('app.close ends the open streams instead of hanging', async () => {
    const other = await createTestApp({ database: t.database });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as { port: number }).port;
    const s = await openStream(`http://127.0.0.1:${port}`, a.tenant.id, a.owner.token);
    await s.waitFor('ready');
    const started = Date.now();
    await other.app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await s.reading;
    expect(s.ended()).toBe(true);
  }, 30_000);
});
