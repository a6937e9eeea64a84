import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { type Tier, tenants } from '../../src/modules/tenants/tenants.schema.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { internal, randomMobile, spokenNational } from '../calls/setup.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey } from '../helpers/fixtures.js';
import { voiceTenant } from './setup.js';

/** Post-call analysis fields defined by the tenant (issue #23, item 4). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const FIELDS = [
  {
    name: 'insurance_provider',
    type: 'enum',
    description: 'Ubezpieczyciel',
    values: ['NFZ', 'Medicover', 'Luxmed'],
  },
  { name: 'new_patient', type: 'boolean', description: 'Nowy pacjent?' },
  { name: 'message', type: 'string', description: 'Treść wiadomości' },
  { name: 'callback', type: 'boolean', description: 'Prosi o oddzwonienie' },
];

async function tenantOn(tier: Tier) {
  const x = await voiceTenant(t);
  await t.db.update(tenants).set({ tier }).where(eq(tenants.id, x.tenant.id));
  return x;
}

const putSettings = (tenantId: string, auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/tenants/${tenantId}/settings`, headers: auth, payload });

describe('post-call analysis fields', () => {
  it('are defined through the settings (Business+), checked, and another tenant’s settings are 404', async () => {
    const x = await tenantOn('business');
    const ok = await putSettings(x.tenant.id, x.owner.auth, { analysis_fields: FIELDS });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().analysis_fields).toHaveLength(4);
    expect(ok.json().analysis_fields[0]).toMatchObject({
      name: 'insurance_provider',
      values: ['NFZ', 'Medicover', 'Luxmed'],
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/tenants/${x.tenant.id}/settings`,
      headers: x.owner.auth,
    });
    expect(read.json().analysis_fields).toHaveLength(4);

    const tooMany = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, type: 'string' }));
    expect((await putSettings(x.tenant.id, x.owner.auth, { analysis_fields: tooMany })).statusCode).toBe(422);
    const noValues = [{ name: 'kind', type: 'enum' }];
    expect((await putSettings(x.tenant.id, x.owner.auth, { analysis_fields: noValues })).statusCode).toBe(
      422,
    );
    const twice = [
      { name: 'Name', type: 'string' },
      { name: 'name', type: 'string' },
    ];
    expect((await putSettings(x.tenant.id, x.owner.auth, { analysis_fields: twice })).statusCode).toBe(422);

    const starter = await tenantOn('starter');
    const refused = await putSettings(starter.tenant.id, starter.owner.auth, { analysis_fields: FIELDS });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail ?? refused.json()).toBeTruthy();
    expect(refused.body).toContain('plan_required');
    // Clearing the list is allowed on any plan.
    expect(
      (await putSettings(starter.tenant.id, starter.owner.auth, { analysis_fields: [] })).statusCode,
    ).toBe(200);

    const probe = await putSettings(x.tenant.id, starter.owner.auth, { analysis_fields: [] });
    expect(probe.statusCode).toBe(404);
  });

  it('the built-in brain fills them; the values are on the record, v2, call.completed and the CSV export', async () => {
    const x = await tenantOn('business');
    expect((await putSettings(x.tenant.id, x.owner.auth, { analysis_fields: FIELDS })).statusCode).toBe(200);
    // Ten calls in progress: the next is answered with the lines-busy greeting, and what the
    // caller says is taken as the message (a deterministic conversation for the test).
    await t.db.insert(calls).values(
      Array.from({ length: 10 }, () => ({
        tenantId: x.tenant.id,
        status: 'in_progress' as const,
        startedAt: t.platform.clock.now(),
      })),
    );
    const caller = randomMobile();
    const started = await t.app.inject({
      method: 'POST',
      url: '/internal/voice/sessions',
      headers: internal,
      payload: { to: x.number, from: caller },
    });
    expect(started.json().overflow).toBe(true);
    const text = 'Jestem ubezpieczony w Medicover, proszę o telefon w sprawie wyników.';
    const turn = await t.app.inject({
      method: 'POST',
      url: `/internal/voice/sessions/${started.json().session_id}/turns`,
      headers: internal,
      payload: { text },
    });
    expect(turn.json()).toMatchObject({ ended: false });
    // The name and number are asked once before a message is confirmed (none was said).
    const answer = await t.app.inject({
      method: 'POST',
      url: `/internal/voice/sessions/${started.json().session_id}/turns`,
      headers: internal,
      payload: { text: 'Jan Nowak, na ten numer.' },
    });
    expect(answer.json()).toMatchObject({ ended: true, outcome: 'callback' });
    const callId = started.json().call_id as string;
    // The calling number is noted as the one to call back (none was said).
    const expected = {
      insurance_provider: 'Medicover',
      new_patient: null,
      message: `${text} Od: Jan Nowak. Numer do kontaktu: ${spokenNational(caller)}.`,
      callback: true,
    };

    const [rec] = await t.db.select().from(calls).where(eq(calls.id, callId));
    expect(rec!.analysis).toEqual(expected);

    const key = await createApiKey(t, x.tenant.id, { scopes: ['calls:read'] });
    const v2 = await t.app.inject({ method: 'GET', url: `/v2/calls/${callId}`, headers: key.auth });
    expect(v2.statusCode).toBe(200);
    expect(v2.json().analysis).toEqual(expected);

    const events = await t.db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, x.tenant.id), eq(outboxMessages.topic, 'event')));
    const completed = events
      .map((e) => e.payload as Record<string, unknown>)
      .find((p) => p.call_id === callId);
    expect(completed).toMatchObject({ event: 'call.completed', analysis: expected });

    const csv = await t.app.inject({ method: 'GET', url: '/calls/export.csv', headers: x.owner.auth });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain('analysis.insurance_provider');
    const cols = header!.split(',');
    const line = lines.find((l) => l.startsWith(callId))!;
    expect(line).toContain('Medicover');
    expect(cols.indexOf('analysis.insurance_provider')).toBeGreaterThan(cols.indexOf('message'));

    // Another tenant's key does not see the call.
    const other = await tenantOn('business');
    const otherKey = await createApiKey(t, other.tenant.id, { scopes: ['calls:read'] });
    expect(
      (await t.app.inject({ method: 'GET', url: `/v2/calls/${callId}`, headers: otherKey.auth })).statusCode,
    ).toBe(404);
  });

  it('a tenant without fields gets analysis null (and no analysis in call.completed)', async () => {
    const x = await tenantOn('business');
    const started = await t.app.inject({
      method: 'POST',
      url: '/internal/voice/sessions',
      headers: internal,
      payload: { to: x.number, from: randomMobile() },
    });
    const callId = started.json().call_id as string;
    await t.app.inject({
      method: 'POST',
      url: `/internal/voice/sessions/${started.json().session_id}/hangup`,
      headers: internal,
      payload: {},
    });
    const key = await createApiKey(t, x.tenant.id, { scopes: ['calls:read'] });
    const v2 = await t.app.inject({ method: 'GET', url: `/v2/calls/${callId}`, headers: key.auth });
    expect(v2.json().analysis).toBeNull();
  });
});
