import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUps } from '../../src/modules/follow-ups/follow-ups.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createUser } from '../helpers/fixtures.js';
import { injector, makeCall, receptionTenant } from './setup.js';

const NOW = new Date('2026-11-21T12:00:00.000Z');

describe('dashboard calls', () => {
  let t: TestApp;
  const clock = new ManualClock(NOW);
  let inject: ReturnType<typeof injector>;
  let a: Awaited<ReturnType<typeof receptionTenant>>;
  let b: Awaited<ReturnType<typeof receptionTenant>>;
  const ids = {} as Record<'booked' | 'callback' | 'faq' | 'urgent' | 'b', string>;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    inject = injector(t);
    a = await receptionTenant(t, 'business');
    b = await receptionTenant(t, 'business');
    ids.booked = (
      await makeCall(
        t,
        a,
        { outcome: 'booked', summary: 'Umówiono wizytę na wtorek', duration_seconds: 61 },
        { started_at: '2026-11-02T09:00:00.000Z' },
      )
    ).id;
    ids.callback = (
      await makeCall(
        t,
        a,
        {
          outcome: 'callback',
          summary: '=HYPERLINK("http://evil.example","klik"), "cytat"',
          callback_requested: true,
          message: { text: 'Proszę oddzwonić', urgent: false },
          duration_seconds: 30,
        },
        { started_at: '2026-11-03T09:00:00.000Z' },
      )
    ).id;
    ids.faq = (
      await makeCall(
        t,
        a,
        { outcome: 'answered_faq', summary: 'Pytanie o PARKING', duration_seconds: 120 },
        { started_at: '2026-11-04T09:00:00.000Z' },
      )
    ).id;
    ids.urgent = (
      await makeCall(
        t,
        a,
        {
          outcome: 'callback',
          summary: 'Pilne',
          callback_requested: true,
          message: { text: 'Pilne!', urgent: true },
          duration_seconds: 10,
        },
        { started_at: '2026-11-05T09:00:00.000Z' },
      )
    ).id;
    // October: two calls, for the month comparison (31 Oct 23:30 UTC is already 1 Nov in Warsaw).
    await makeCall(t, a, { duration_seconds: 60 }, { started_at: '2026-10-10T09:00:00.000Z' });
    await makeCall(t, a, { duration_seconds: 60 }, { started_at: '2026-10-11T09:00:00.000Z' });
    ids.b = (await makeCall(t, b, { summary: 'Pytanie o parking u B' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the tenant’s calls with transcripts, filters and cursor pages', async () => {
    const all = await inject('GET', '/calls', a.owner.auth);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.data).toHaveLength(6);
    expect(body.data.map((c: { id: string }) => c.id)).not.toContain(ids.b);
    expect(body.data[0].id).toBe(ids.urgent);
    expect(body.data[0].transcript).toHaveLength(2);
    expect(body.pagination).toEqual({ next_cursor: null, has_more: false });

    const cb = await inject('GET', '/calls?outcome=callback', a.owner.auth);
    expect(cb.json().data.map((c: { id: string }) => c.id)).toEqual([ids.urgent, ids.callback]);
    const q = await inject('GET', '/calls?q=parking', a.owner.auth);
    expect(q.json().data.map((c: { id: string }) => c.id)).toEqual([ids.faq]);
    const pct = await inject('GET', `/calls?q=${encodeURIComponent('%')}`, a.owner.auth);
    expect(pct.json().data).toHaveLength(0);
    const range = await inject(
      'GET',
      '/calls?created_after=2026-11-03T00:00:00.000Z&created_before=2026-11-05T00:00:00.000Z',
      a.owner.auth,
    );
    expect(range.json().data.map((c: { id: string }) => c.id)).toEqual([ids.faq, ids.callback]);

    const p1 = (await inject('GET', '/calls?limit=4', a.owner.auth)).json();
    expect(p1.data).toHaveLength(4);
    expect(p1.pagination.has_more).toBe(true);
    const p2 = (
      await inject(
        'GET',
        `/calls?limit=4&cursor=${encodeURIComponent(p1.pagination.next_cursor)}`,
        a.owner.auth,
      )
    ).json();
    expect(p2.data).toHaveLength(2);
    expect(p2.pagination).toEqual({ next_cursor: null, has_more: false });
    expect((await inject('GET', '/calls?cursor=garbage', a.owner.auth)).statusCode).toBe(400);
    // Another tenant's cursor is refused too.
    const bCursor = (await inject('GET', '/calls?limit=1', b.owner.auth)).json().pagination.next_cursor;
    expect(bCursor).toBeNull();
    expect((await inject('GET', '/calls?outcome=maybe', a.owner.auth)).statusCode).toBe(422);
    expect((await inject('GET', '/calls', {})).statusCode).toBe(401);
  });

  it('filters by message, urgency and caller number digits, in the list, its pages and the export', async () => {
    const ids$ = (r: { json(): { data: { id: string }[] } }) => r.json().data.map((c) => c.id);
    expect(ids$(await inject('GET', '/calls?has_message=true', a.owner.auth))).toEqual([
      ids.urgent,
      ids.callback,
    ]);
    const without = ids$(await inject('GET', '/calls?has_message=false', a.owner.auth));
    expect(without).toHaveLength(4);
    expect(without).not.toContain(ids.callback);
    expect(ids$(await inject('GET', '/calls?urgent=true', a.owner.auth))).toEqual([ids.urgent]);
    expect(ids$(await inject('GET', '/calls?urgent=false', a.owner.auth))).toHaveLength(5);
    expect(ids$(await inject('GET', '/calls?urgent=true&has_message=false', a.owner.auth))).toEqual([]);
    const cb = (await inject('GET', `/calls/${ids.callback}`, a.owner.auth)).json();
    const digits = (cb.caller_number as string).slice(3, 9);
    const spaced = `${digits.slice(0, 3)} ${digits.slice(3)}`;
    expect(ids$(await inject('GET', `/calls?caller=${encodeURIComponent(spaced)}`, a.owner.auth))).toContain(
      ids.callback,
    );
    expect(ids$(await inject('GET', `/calls?caller=${encodeURIComponent(spaced)}`, b.owner.auth))).toEqual(
      [],
    );
    // Pages keep the filter.
    const p1 = (await inject('GET', '/calls?has_message=false&limit=3', a.owner.auth)).json();
    const p2 = (
      await inject(
        'GET',
        `/calls?has_message=false&limit=3&cursor=${encodeURIComponent(p1.pagination.next_cursor)}`,
        a.owner.auth,
      )
    ).json();
    expect([...p1.data, ...p2.data].map((c: { id: string }) => c.id)).toEqual(without);
    expect((await inject('GET', '/calls?urgent=maybe', a.owner.auth)).statusCode).toBe(422);
    const csv = await inject('GET', '/calls/export.csv?urgent=true', a.owner.auth);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('reads, corrects and annotates a call; another tenant’s call is a 404', async () => {
    const d = await inject('GET', `/calls/${ids.faq}`, a.owner.auth);
    expect(d.statusCode).toBe(200);
    expect(d.json()).toMatchObject({ id: ids.faq, outcome: 'answered_faq', summary: 'Pytanie o PARKING' });
    expect(d.json().transcript[0]).toEqual({
      role: 'caller',
      text: 'Do której jesteście otwarci?',
      at: '2026-11-21T09:00:01.000Z',
    });
    for (const [method, url, payload] of [
      ['GET', `/calls/${ids.b}`, undefined],
      ['PATCH', `/calls/${ids.b}`, { outcome: 'booked' }],
      ['PATCH', `/calls/${ids.b}/note`, { note: 'x' }],
      ['POST', `/calls/${ids.b}/callback-resolved`, undefined],
      ['GET', '/calls/not-a-uuid', undefined],
    ] as const) {
      expect((await inject(method, url, a.owner.auth, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const p = await inject('PATCH', `/calls/${ids.faq}`, a.owner.auth, {
      outcome: 'booked',
      sentiment: 'negative',
      summary: '  Poprawione  ',
    });
    expect(p.statusCode).toBe(200);
    expect(p.json()).toMatchObject({ outcome: 'booked', sentiment: 'negative', summary: 'Poprawione' });
    expect((await inject('PATCH', `/calls/${ids.faq}`, a.owner.auth, { outcome: 'maybe' })).statusCode).toBe(
      422,
    );
    expect((await inject('PATCH', `/calls/${ids.faq}`, a.owner.auth, {})).statusCode).toBe(422);
    expect(
      (await inject('PATCH', `/calls/${ids.faq}`, a.owner.auth, { duration_seconds: 1 })).statusCode,
    ).toBe(422);
    const n = await inject('PATCH', `/calls/${ids.faq}/note`, a.owner.auth, { note: 'Oddzwonić po 15' });
    expect(n.json().team_note).toBe('Oddzwonić po 15');
    expect(
      (await inject('PATCH', `/calls/${ids.faq}/note`, a.owner.auth, { note: '' })).json().team_note,
    ).toBeNull();
    expect(
      (await inject('PATCH', `/calls/${ids.faq}/note`, a.owner.auth, { note: 'x'.repeat(4001) })).statusCode,
    ).toBe(422);
    // A colleague of the same tenant may read and annotate too.
    const colleague = await createUser(t, { tenantId: a.tenant.id });
    expect((await inject('GET', `/calls/${ids.faq}`, colleague.auth)).statusCode).toBe(200);
    // PATCH back for the other tests.
    await inject('PATCH', `/calls/${ids.faq}`, a.owner.auth, { outcome: 'answered_faq' });
  });

  it('follow-ups: open first (urgent first), closed by callback-resolved, idempotent; Business+', async () => {
    const open = await inject('GET', '/follow-ups', a.owner.auth);
    expect(open.statusCode).toBe(200);
    expect(open.json().data.map((f: { call_id: string }) => f.call_id)).toEqual([ids.urgent, ids.callback]);
    expect(open.json().data[1]).toMatchObject({ reason: 'Proszę oddzwonić', urgent: false, status: 'open' });
    expect((await inject('GET', '/follow-ups', b.owner.auth)).json().data).toEqual([]);

    expect((await inject('POST', `/calls/${ids.faq}/callback-resolved`, a.owner.auth)).statusCode).toBe(409);
    clock.set(new Date('2026-11-21T12:30:00.000Z'));
    const r = await inject('POST', `/calls/${ids.callback}/callback-resolved`, a.owner.auth);
    expect(r.statusCode).toBe(200);
    expect(r.json().callback_resolved_at).toBe('2026-11-21T12:30:00.000Z');
    clock.set(NOW);
    const again = await inject('POST', `/calls/${ids.callback}/callback-resolved`, a.owner.auth);
    expect(again.json().callback_resolved_at).toBe('2026-11-21T12:30:00.000Z');
    const [f] = await t.db.select().from(followUps).where(eq(followUps.callId, ids.callback));
    expect(f).toMatchObject({ status: 'done', resolvedByUserId: a.owner.user.id });
    expect((await inject('GET', '/follow-ups', a.owner.auth)).json().data).toHaveLength(1);
    expect((await inject('GET', '/follow-ups?status=done', a.owner.auth)).json().data[0].call_id).toBe(
      ids.callback,
    );

    const solo = await receptionTenant(t, 'solo');
    const refused = await inject('GET', '/follow-ups', solo.owner.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('plan_required');
  });

  it('monthly stats in the tenant zone with the comparison to last month', async () => {
    const r = await inject('GET', '/calls/stats/monthly', a.owner.auth);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      month: '2026-11',
      timezone: 'Europe/Warsaw',
      period_start: '2026-10-31T23:00:00.000Z',
      total_calls: 4,
      total_minutes: 2 + 1 + 2 + 1,
      top_outcomes: [
        { outcome: 'callback', count: 2 },
        { outcome: 'answered_faq', count: 1 },
        { outcome: 'booked', count: 1 },
      ],
      callbacks_pending: 1,
      callbacks_resolved: 1,
      last_month_total_calls: 2,
      comparison_last_month_percent: 100,
    });
    const oct = (await inject('GET', '/calls/stats/monthly?month=2026-10', a.owner.auth)).json();
    expect(oct).toMatchObject({ total_calls: 2, total_minutes: 2, comparison_last_month_percent: null });
    expect((await inject('GET', '/calls/stats/monthly?month=2026-13', a.owner.auth)).statusCode).toBe(422);
    expect((await inject('GET', '/calls/stats/monthly', b.owner.auth)).json().total_calls).toBe(1);
  });

  it('tenant stats by days: Business+, own tenant only', async () => {
    const r = await inject('GET', `/calls/tenant/${a.tenant.id}/stats?days=30`, a.owner.auth);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      days: 30,
      total_calls: 4,
      booked_appointments: 1,
      callbacks_requested: 2,
    });
    const sixty = await inject('GET', `/calls/tenant/${a.tenant.id}/stats?days=60`, a.owner.auth);
    expect(sixty.json().total_calls).toBe(6);
    expect((await inject('GET', `/calls/tenant/${b.tenant.id}/stats`, a.owner.auth)).statusCode).toBe(404);
    expect((await inject('GET', `/calls/tenant/${a.tenant.id}/stats?days=0`, a.owner.auth)).statusCode).toBe(
      422,
    );
    const solo = await receptionTenant(t, 'solo');
    expect((await inject('GET', `/calls/tenant/${solo.tenant.id}/stats`, solo.owner.auth)).statusCode).toBe(
      403,
    );
  });

  it('CSV export: same filters, escaped, formula-safe; Business+', async () => {
    const r = await inject('GET', '/calls/export.csv?outcome=callback', a.owner.auth);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toContain('calls.csv');
    const text = r.body.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^id,created_at,started_at,/);
    expect(lines).toHaveLength(3);
    const evil = lines.find((l) => l.startsWith(ids.callback))!;
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.example"",""klik""), ""cytat"""`);
    expect(evil).toContain(",'+48");
    expect(text).not.toContain(ids.b);
    const all = (await inject('GET', '/calls/export.csv', a.owner.auth)).body.split('\r\n').filter(Boolean);
    expect(all).toHaveLength(7);
    const solo = await receptionTenant(t, 'solo');
    const refused = await inject('GET', '/calls/export.csv', solo.owner.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('plan_required');
  });
});
