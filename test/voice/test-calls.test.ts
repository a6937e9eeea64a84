import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { TEST_CALL_NOTE } from '../../src/modules/voice/voice.test-calls.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createUser } from '../helpers/fixtures.js';
import { callRow, internal, NOW, randomMobile, voiceTenant } from './setup.js';

// biome-ignore lint/suspicious/noExplicitAny: answers read in tests
type Json = Record<string, any>;

describe('test calls: the owner talks to their own receptionist from the dashboard', () => {
  let t: TestApp;
  const clock = new ManualClock(NOW);

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  async function post(url: string, auth: Record<string, string>, payload?: unknown) {
    clock.advance(5_000);
    const r = await t.app.inject({
      method: 'POST',
      url,
      headers: auth,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    return { status: r.statusCode, body: r.json() as Json, headers: r.headers };
  }

  /** A business that is not live yet (the point of a test call), with hours, an FAQ and an owner. */
  async function business() {
    const x = await voiceTenant(t);
    await t.db.update(tenants).set({ isLive: false }).where(eq(tenants.id, x.tenant.id));
    const base = `/tenants/${x.tenant.id}/test-calls`;
    return { ...x, base, auth: x.owner.auth };
  }

  it('books an appointment in Polish: greeting, what it understood, the booking in the calendar, the call recorded', async () => {
    clock.set(NOW);
    const x = await business();
    const start = await post(x.base, x.auth, { language: 'pl' });
    expect(start.status, JSON.stringify(start.body)).toBe(201);
    expect(start.body).toMatchObject({
      language: 'pl',
      caller_number: null,
      business_number: x.number,
      live: false,
    });
    expect(start.body.greeting).toContain('Przychodnia Zdrówko');
    const s = start.body.session_id as string;
    const call = await callRow(t, start.body.call_id);
    expect(call).toMatchObject({ status: 'in_progress', tenantId: x.tenant.id, teamNote: TEST_CALL_NOTE });

    const ask = await post(`${x.base}/${s}/turns`, x.auth, {
      text: 'Dzień dobry, chciałbym umówić wizytę jutro o 10',
    });
    expect(ask.status, JSON.stringify(ask.body)).toBe(200);
    expect(ask.body.reply).toMatch(/jutro.*10:00/);
    expect(ask.body.understood).toMatchObject({
      intent: 'book_appointment',
      language: 'pl',
      slots: { date: '2026-11-24', time: '10:00' },
    });
    expect(ask.body).toMatchObject({ ended: false, outcome: null, stage: 'booking_pick', actions: [] });
    expect(ask.body.booking).toMatchObject({ date: '2026-11-24', offered: ['2026-11-24T09:00:00.000Z'] });

    const yes = await post(`${x.base}/${s}/turns`, x.auth, { text: 'Tak' });
    expect(yes.body).toMatchObject({ stage: 'booking_name', understood: { intent: 'confirm' } });
    const named = await post(`${x.base}/${s}/turns`, x.auth, { text: 'Jan Kowalski' });
    expect(named.body.reply).toMatch(/Zarezerwowałam wizytę .*10:00 na nazwisko Jan Kowalski/);
    const booked = named.body.actions[0];
    expect(booked).toMatchObject({
      kind: 'appointment_booked',
      start: '2026-11-24T09:00:00.000Z',
      name: 'Jan Kowalski',
    });
    expect(named.body.booking.appointment_id).toBe(booked.appointment_id);

    // The booking is real: in the tenant's appointments, and in the calendar the dashboard reads.
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, booked.appointment_id));
    expect(row).toMatchObject({ tenantId: x.tenant.id, patientName: 'Jan Kowalski', patientPhone: null });
    const cal = await t.app.inject({
      method: 'GET',
      url: `/tenants/${x.tenant.id}/calendar/appointments?from=2026-11-24T00:00:00.000Z&to=2026-11-25T00:00:00.000Z`,
      headers: x.auth,
    });
    expect(cal.statusCode).toBe(200);
    expect(JSON.stringify(cal.json().events)).toContain(booked.appointment_id);

    const bye = await post(`${x.base}/${s}/turns`, x.auth, { text: 'Nie, dziękuję, do widzenia' });
    expect(bye.body).toMatchObject({ ended: true, outcome: 'booked', stage: 'ended', call_id: call.id });
    const done = await callRow(t, call.id);
    expect(done).toMatchObject({ status: 'completed', outcome: 'booked', teamNote: TEST_CALL_NOTE });
    expect(done.summary).toMatch(/^Umówiono wizytę: .*Jan Kowalski/);
    expect(done.transcript).toHaveLength(9);

    // The conversation is over: no more turns, no hang-up.
    expect((await post(`${x.base}/${s}/turns`, x.auth, { text: 'Halo?' })).status).toBe(409);
    expect((await post(`${x.base}/${s}/hangup`, x.auth)).body.code).toBe('session_ended');
  });

  it('books in English, with the caller number given: the booking carries it', async () => {
    clock.set(NOW);
    const x = await business();
    const phone = randomMobile();
    const start = await post(x.base, x.auth, { language: 'en', caller_number: phone });
    expect(start.status).toBe(201);
    expect(start.body).toMatchObject({ language: 'en', caller_number: phone });
    expect(start.body.greeting).toMatch(/^Hello|Przychodnia Zdrówko/);
    const s = start.body.session_id;
    const offer = await post(`${x.base}/${s}/turns`, x.auth, {
      text: "Hello, I'd like to book an appointment next Tuesday afternoon",
    });
    expect(offer.body.reply).toMatch(/^I can offer .*1 December.*12:00.*12:30.*13:00.*Which one/);
    expect(offer.body.understood).toMatchObject({ intent: 'book_appointment', language: 'en' });
    await post(`${x.base}/${s}/turns`, x.auth, { text: 'The second one, please' });
    const named = await post(`${x.base}/${s}/turns`, x.auth, { text: 'My name is John Smith' });
    expect(named.body.reply).toMatch(/booked .*12:30 under the name John Smith/);
    expect(named.body.actions).toEqual([
      expect.objectContaining({ kind: 'appointment_booked', start: '2026-12-01T11:30:00.000Z' }),
    ]);
    const [row] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, named.body.actions[0].appointment_id));
    expect(row).toMatchObject({ patientName: 'John Smith', patientPhone: phone });
    const call = await callRow(t, start.body.call_id);
    expect(call.callerNumber).toBe(phone);
  });

  it('shows a question answered and a message taken; a hang-up completes the call', async () => {
    clock.set(NOW);
    const x = await business();
    const a = await post(x.base, x.auth, {});
    expect(a.body.language).toBe('pl');
    const faq = await post(`${x.base}/${a.body.session_id}/turns`, x.auth, { text: 'Czy macie parking?' });
    expect(faq.body.reply).toMatch(/parking/);
    expect(faq.body.actions).toEqual([{ kind: 'question_answered', question: expect.any(String) }]);
    const hang = await post(`${x.base}/${a.body.session_id}/hangup`, x.auth);
    expect(hang.status).toBe(200);
    expect(hang.body).toMatchObject({ ended: true, outcome: 'answered_faq', call_id: a.body.call_id });
    expect(await callRow(t, a.body.call_id)).toMatchObject({ status: 'completed', outcome: 'answered_faq' });

    const b = await post(x.base, x.auth, { language: 'pl' });
    const s = b.body.session_id;
    const m = await post(`${x.base}/${s}/turns`, x.auth, {
      text: 'Chciałbym zostawić wiadomość dla doktora',
    });
    expect(m.body.stage).toBe('message');
    const left = await post(`${x.base}/${s}/turns`, x.auth, {
      text: 'Proszę oddzwonić w sprawie wyników badań',
    });
    // The name and number are asked once before a message is confirmed (none was said).
    expect(left.body).toMatchObject({ ended: false });
    const answered = await post(`${x.base}/${s}/turns`, x.auth, { text: 'Jan Nowak, na ten numer.' });
    expect(answered.body).toMatchObject({ ended: true, outcome: 'callback' });
    expect(answered.body.actions).toContainEqual(
      expect.objectContaining({ kind: 'message_taken', text: expect.stringMatching(/wyników/) }),
    );
    expect((await callRow(t, b.body.call_id)).messageText).toMatch(/wyników/);
  });

  it('is tenant-scoped: another tenant, another tenant’s session, a phone call’s session are 404', async () => {
    clock.set(NOW);
    const x = await business();
    const y = await business();
    const mine = await post(x.base, x.auth, {});
    expect(mine.status).toBe(201);
    const s = mine.body.session_id;

    // Another tenant's user on this tenant's path: 404, before anything else.
    expect((await post(x.base, y.auth, {})).status).toBe(404);
    expect((await post(`${x.base}/${s}/turns`, y.auth, { text: 'Dzień dobry' })).status).toBe(404);
    expect((await post(`${x.base}/${s}/hangup`, y.auth)).status).toBe(404);
    // Their own path with this tenant's session: 404.
    const theirs = await post(`${y.base}/${s}/turns`, y.auth, { text: 'Dzień dobry' });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message_pl).toBe('Nie znaleziono rozmowy testowej.');
    expect((await post(`${y.base}/${s}/hangup`, y.auth)).status).toBe(404);
    // A real phone call's session of the same tenant (once live) is not a test call.
    await t.db.update(tenants).set({ isLive: true }).where(eq(tenants.id, x.tenant.id));
    const phone = await post('/internal/voice/sessions', internal, { to: x.number, from: randomMobile() });
    expect(phone.status).toBe(201);
    const other = await post(`${x.base}/${phone.body.session_id}/turns`, x.auth, { text: 'Dzień dobry' });
    expect(other.status).toBe(404);
    // Unknown and malformed ids; no credentials.
    expect(
      (await post(`${x.base}/0190a0b0-0000-7000-8000-000000000000/turns`, x.auth, { text: 'x' })).status,
    ).toBe(404);
    expect((await post(`${x.base}/not-a-uuid/hangup`, x.auth)).status).toBe(404);
    expect((await post(x.base, {}, {})).status).toBe(401);
    // A user without a tenant: 404.
    const loner = await createUser(t);
    expect((await post(x.base, loner.auth, {})).status).toBe(404);
    // The session still works for its own tenant.
    expect((await post(`${x.base}/${s}/turns`, x.auth, { text: 'Dzień dobry' })).status).toBe(200);
  });

  it('refuses bad input with 422 (both languages), and a trial that ended with 409', async () => {
    clock.set(NOW);
    const x = await business();
    for (const body of [
      { language: 'de' },
      { caller_number: 'abc' },
      { caller_number: '12' },
      { surprise: true },
    ]) {
      const r = await post(x.base, x.auth, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
    }
    const bad = await post(x.base, x.auth, { caller_number: 'not a phone' });
    expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'caller_number'] });
    expect(bad.body.message_pl ?? bad.body.detail[0].msg_pl).toBeTruthy();
    const s = (await post(x.base, x.auth, {})).body.session_id;
    for (const body of [
      {},
      { text: '' },
      { text: '   ' },
      { text: 'x'.repeat(1001) },
      { words: 'Dzień dobry' },
    ]) {
      const r = await post(`${x.base}/${s}/turns`, x.auth, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
    }

    const [trial] = await t.db
      .update(tenants)
      .set({ tier: 'trial', subscriptionStatus: 'trialing', trialEndsAt: new Date(NOW.getTime() - 1000) })
      .where(eq(tenants.id, x.tenant.id))
      .returning();
    expect(trial).toBeDefined();
    const refused = await post(x.base, x.auth, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'trial_expired' });
    expect(refused.body.message_pl).toMatch(/Okres próbny/);
  });

  it('is rate limited per business', async () => {
    clock.set(NOW);
    const x = await business();
    const first = await post(x.base, x.auth, {});
    expect(first.headers['ratelimit-limit']).toBe('30');
    let last = first;
    for (let i = 0; i < 30 && last.status === 201; i++) last = await post(x.base, x.auth, {});
    expect(last.status).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });
});
