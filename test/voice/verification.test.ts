import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { smsMessages, smsOptOuts } from '../../src/modules/sms/sms.schema.js';
import { usageCounters } from '../../src/modules/tenants/tenants.schema.js';
import { voiceSessions } from '../../src/modules/voice/voice.schema.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { developerServices } from '../../src/surfaces/services.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { drainOutbox } from '../helpers/outbox.js';
import { caller, callRow, NOW, randomMobile, voiceTenant } from './setup.js';

const PL_DIGITS = ['zero', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const EN_DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const inWords = (code: string, words: string[]) => [...code].map((d) => words[Number(d)]).join(' ');

/** Wednesday 25 November 2026, 10:00 in Warsaw; Friday 27 November, 9:00. */
const WED_10 = '2026-11-25T09:00:00.000Z';
const FRI_9 = '2026-11-27T08:00:00.000Z';

describe('the receptionist: callers cancel and move their appointments, with verification by SMS code', () => {
  let t: TestApp;
  const clock = new ManualClock(NOW);
  let c: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    c = caller(t, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  type X = Awaited<ReturnType<typeof voiceTenant>>;

  async function configure(x: X, body: Record<string, unknown>) {
    const r = await t.app.inject({
      method: 'PATCH',
      url: `/tenants/${x.tenant.id}/verification-config`,
      headers: x.owner.auth,
      payload: body,
    });
    expect(r.statusCode).toBe(200);
  }

  /** An appointment booked the way v2 books it (live: confirmation and reminders queued). */
  async function book(tenantId: string, start: string, phone: string, name = 'Jan Kowalski') {
    const row = await developerServices(t.platform).appointments.create(
      { tenantId, actor: { kind: 'internal', id: null }, mode: 'live', requestId: 'test' },
      { start_time: start, patient_name: name, patient_phone: phone },
    );
    return row.id;
  }

  const appointment = async (id: string) =>
    (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const smsOf = (tenantId: string) =>
    t.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.tenantId, tenantId))
      .orderBy(asc(smsMessages.createdAt));
  const outbox = (tenantId: string, topic: string) =>
    t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, tenantId), eq(outboxMessages.topic, topic)))
      .orderBy(asc(outboxMessages.runAt));
  const events = async (tenantId: string, type: string) =>
    (await outbox(tenantId, 'event')).map((m) => m.payload).filter((p) => p.event === type);
  const smsUsed = async (tenantId: string) =>
    (await t.db.select().from(usageCounters).where(eq(usageCounters.tenantId, tenantId)))[0]?.smsUsed ?? 0;

  /** Delivers the queued SMS (sandbox provider) and reads the code from the newest verification SMS. */
  async function codeSentTo(tenantId: string, to: string) {
    await drainOutbox(t);
    const sent = (await smsOf(tenantId)).filter((m) => m.kind === 'verification_code');
    const last = sent[sent.length - 1];
    expect(last).toMatchObject({ to, status: 'sent', provider: 'sandbox' });
    const code = /\b(\d{6})\b/.exec(last!.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    return { code: code!, sent };
  }

  it('cancels in Polish after the SMS code is said in words; the SMS counts; reminders dropped, webhook raised', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await configure(x, { enabled: true });
    const from = randomMobile();
    const id = await book(x.tenant.id, WED_10, from);
    expect((await outbox(x.tenant.id, 'sms')).some((m) => m.payload.kind === 'appointment_reminder')).toBe(
      true,
    );
    await drainOutbox(t); // the booking confirmation
    const usedBefore = await smsUsed(x.tenant.id);

    const s = await c.start(x.number, from);
    const ask = await c.say(s.body.session_id, 'Dzień dobry, chciałbym odwołać wizytę');
    expect(ask.body.reply).toMatch(
      /wysłałam SMS-em sześciocyfrowy kod na numer, z którego Pan lub Pani dzwoni/,
    );
    // Nothing about the appointment before the code.
    expect(ask.body.reply).not.toMatch(/25 listopada|10:00|środ/);
    const { code } = await codeSentTo(x.tenant.id, from);
    expect(await smsUsed(x.tenant.id)).toBe(usedBefore + 1);
    // The session keeps only a hash of the code.
    const [session] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.id, s.body.session_id));
    const verification = (session!.state as { dialogue: { verification: Record<string, unknown> } }).dialogue
      .verification;
    expect(verification).toMatchObject({ purpose: 'cancel', sends: 1, attempts: 0, verified: false });
    expect(verification.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(session!.state)).not.toContain(`"${code}"`);

    const ok = await c.say(s.body.session_id, inWords(code, PL_DIGITS));
    expect(ok.body.reply).toBe(
      'Dziękuję, kod się zgadza. Czy na pewno odwołać wizytę w środę 25 listopada o 10:00?',
    );
    const done = await c.say(s.body.session_id, 'Tak');
    expect(done.body.reply).toMatch(/^Odwołałam wizytę w środę 25 listopada o 10:00\. Czy mogę jeszcze/);
    const bye = await c.say(s.body.session_id, 'Nie, dziękuję');
    expect(bye.body).toMatchObject({ ended: true, outcome: 'no_action' });

    const row = await appointment(id);
    expect(row.status).toBe('cancelled');
    expect(row.cancelledAt).not.toBeNull();
    const reminders = (await outbox(x.tenant.id, 'sms')).filter(
      (m) => m.payload.kind === 'appointment_reminder' && m.status === 'pending',
    );
    expect(reminders).toHaveLength(0);
    const cancelled = await events(x.tenant.id, 'appointment.cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ appointment_id: id });
    const call = await callRow(t, s.body.call_id);
    expect(call.outcome).toBe('no_action');
    expect(call.summary).toMatch(/^Odwołano wizytę: w środę 25 listopada o 10:00\./);
  });

  it('a wrong code max_attempts times: verification fails, nothing revealed or changed, a message is taken', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await configure(x, { enabled: true, max_attempts: 2 });
    const from = randomMobile();
    const a = await book(x.tenant.id, WED_10, from);
    const b = await book(x.tenant.id, FRI_9, from);
    const s = await c.start(x.number, from);
    const replies: string[] = [];
    const ask = await c.say(s.body.session_id, 'Chciałabym przełożyć wizytę');
    replies.push(ask.body.reply);
    const { code } = await codeSentTo(x.tenant.id, from);
    const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    const first = await c.say(s.body.session_id, `Kod to ${wrong}`);
    expect(first.body.reply).toMatch(/Ten kod się nie zgadza\. .*pozostało prób: 1/);
    const second = await c.say(s.body.session_id, inWords(wrong, PL_DIGITS));
    expect(second.body.reply).toMatch(
      /^Niestety podany kod jest nieprawidłowy\. Bez weryfikacji nie mogę przełożyć wizyty przez telefon\. .*Zostawić wiadomość\?/,
    );
    replies.push(first.body.reply, second.body.reply);
    // The right code after the failure does not help: the call asks for a message instead.
    const late = await c.say(s.body.session_id, 'Chcę przełożyć wizytę');
    replies.push(late.body.reply);
    expect(late.body.reply).toMatch(/Bez weryfikacji nie mogę przełożyć wizyty/);
    const yes = await c.say(s.body.session_id, 'Tak');
    expect(yes.body.reply).toMatch(/Proszę powiedzieć, co mam przekazać/);
    await c.say(s.body.session_id, 'Proszę o telefon w sprawie zmiany terminu');
    // The name and number are asked once before a message is confirmed (none was said).
    const msg = await c.say(s.body.session_id, 'Jan Nowak, na ten numer.');
    expect(msg.body).toMatchObject({ ended: true, outcome: 'callback' });
    for (const r of replies) expect(r).not.toMatch(/listopada|10:00|9:00|środ|piąt/);
    // Only one code was sent, and nothing changed.
    expect((await smsOf(x.tenant.id)).filter((m) => m.kind === 'verification_code')).toHaveLength(1);
    expect(await appointment(a)).toMatchObject({ status: 'scheduled', startTime: new Date(WED_10) });
    expect(await appointment(b)).toMatchObject({ status: 'scheduled', startTime: new Date(FRI_9) });
    expect(await events(x.tenant.id, 'appointment.updated')).toHaveLength(0);
    expect(await events(x.tenant.id, 'appointment.cancelled')).toHaveLength(0);
    const call = await callRow(t, s.body.call_id);
    expect(call.summary).toContain('Weryfikacja rozmówcy kodem SMS nie powiodła się; nie wprowadzono zmian.');
    expect(call.summary).not.toMatch(/listopada/);
  });

  it('moves an appointment in English after the code: offered slots, confirmation, reminders moved', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await configure(x, { enabled: true });
    const from = randomMobile();
    const id = await book(x.tenant.id, WED_10, from, 'John Smith');
    const s = await c.start(x.number, from);
    const ask = await c.say(s.body.session_id, "Hi, I'd like to reschedule my appointment");
    expect(ask.body.reply).toMatch(/^For your security I have sent a six-digit code by text message/);
    const { code, sent } = await codeSentTo(x.tenant.id, from);
    expect(sent[0]!.body).toMatch(/your verification code for the receptionist call is \d{6}/);
    const ok = await c.say(s.body.session_id, `It's ${inWords(code, EN_DIGITS)}`);
    expect(ok.body.reply).toBe(
      'Thank you, the code is correct. Your appointment is on Wednesday, 25 November at 10:00. When would you like to move it to?',
    );
    const offer = await c.say(s.body.session_id, 'Friday at 11');
    expect(offer.body.reply).toMatch(/^I can offer on Friday, 27 November at 11:00\. Does that suit you\?/);
    const sure = await c.say(s.body.session_id, 'Yes');
    expect(sure.body.reply).toBe(
      'Are you sure you want to move your appointment on Wednesday, 25 November at 10:00 to Friday, 27 November at 11:00?',
    );
    const moved = await c.say(s.body.session_id, 'Yes, please');
    expect(moved.body.reply).toMatch(
      /^Your appointment is moved to Friday, 27 November at 11:00\. Is there anything else/,
    );
    const bye = await c.say(s.body.session_id, 'No, thanks, bye');
    expect(bye.body).toMatchObject({ ended: true, outcome: 'booked', language: 'en' });

    const row = await appointment(id);
    expect(row.startTime.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(row.status).toBe('scheduled');
    const pending = (await outbox(x.tenant.id, 'sms')).filter((m) => m.status === 'pending');
    const reminders = pending.filter((m) => m.payload.kind === 'appointment_reminder');
    expect(reminders.map((m) => [m.runAt.toISOString(), m.payload.appointment_start])).toEqual([
      ['2026-11-26T10:00:00.000Z', '2026-11-27T10:00:00.000Z'],
    ]);
    expect((await smsOf(x.tenant.id)).some((m) => m.kind === 'booking_rescheduled')).toBe(false);
    expect(pending.some((m) => m.payload.kind === 'booking_rescheduled')).toBe(true);
    const updated = await events(x.tenant.id, 'appointment.updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ appointment_id: id, changed: ['start_time'] });
    expect((await callRow(t, s.body.call_id)).summary).toBe(
      'Przełożono wizytę z terminu w środę 25 listopada o 10:00 na termin w piątek 27 listopada o 11:00.',
    );
  });

  it('verification disabled: cancels without a code; several appointments are read back and one is picked', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const from = randomMobile();
    const wed = await book(x.tenant.id, WED_10, from);
    const fri = await book(x.tenant.id, FRI_9, from);
    const r = await c.converse(x.number, from, [
      'Chcę odwołać wizytę',
      'Tę w piątek',
      'Tak, proszę',
      'Nie, dziękuję',
    ]);
    expect(r.turns[0]!.body.reply).toBe(
      'Ma Pan lub Pani umówione wizyty: w środę 25 listopada o 10:00 albo w piątek 27 listopada o 9:00. Którą wizytę odwołać?',
    );
    expect(r.turns[1]!.body.reply).toBe('Czy na pewno odwołać wizytę w piątek 27 listopada o 9:00?');
    expect(r.turns[2]!.body.reply).toMatch(/^Odwołałam wizytę w piątek 27 listopada o 9:00\./);
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'no_action' });
    expect((await appointment(fri)).status).toBe('cancelled');
    expect((await appointment(wed)).status).toBe('scheduled');
    expect((await outbox(x.tenant.id, 'sms')).some((m) => m.payload.kind === 'verification_code')).toBe(
      false,
    );

    // A day named with the request picks the appointment; "nie" keeps it.
    const keep = await c.converse(x.number, from, ['Muszę odwołać wizytę w środę', 'Nie', 'Do widzenia']);
    expect(keep.turns[0]!.body.reply).toBe('Czy na pewno odwołać wizytę w środę 25 listopada o 10:00?');
    expect(keep.turns[1]!.body.reply).toMatch(/^Dobrze, wizyta pozostaje bez zmian\./);
    expect((await appointment(wed)).status).toBe('scheduled');
  });

  it("another tenant's appointment with the same phone is never found; a withheld number cannot cancel", async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const y = await voiceTenant(t);
    await configure(x, { enabled: true });
    const from = randomMobile();
    const theirs = await book(y.tenant.id, WED_10, from);
    const r = await c.converse(x.number, from, ['Chciałbym odwołać wizytę', 'Do widzenia']);
    expect(r.turns[0]!.body.reply).toMatch(
      /^Nie znalazłam nadchodzących wizyt umówionych na numer, z którego Pan lub Pani dzwoni\. Mogę umówić nową wizytę albo przyjąć wiadomość/,
    );
    expect((await appointment(theirs)).status).toBe('scheduled');
    // No appointment here: no code is sent either.
    expect((await outbox(x.tenant.id, 'sms')).some((m) => m.payload.kind === 'verification_code')).toBe(
      false,
    );
    const en = await c.converse(x.number, from, ['I need to cancel my appointment']);
    expect(en.turns[0]!.body.reply).toMatch(/^I could not find any upcoming appointment/);

    const hidden = await c.start(y.number, null);
    const refused = await c.say(hidden.body.session_id, 'Chcę odwołać wizytę');
    expect(refused.body.reply).toMatch(
      /zastrzeżonego numeru, więc nie mogę odnaleźć wizyty\. .*Zostawić wiadomość\?/,
    );
    expect((await appointment(theirs)).status).toBe('scheduled');
  });

  it('an opted-out number or a used-up SMS quota: no code, verification is impossible, a message is offered', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await configure(x, { enabled: true });
    const from = randomMobile();
    const id = await book(x.tenant.id, WED_10, from);
    await t.db.insert(smsOptOuts).values({
      tenantId: x.tenant.id,
      phone: from,
      source: 'sandbox',
      keyword: 'STOP',
      optedOutAt: NOW,
    });
    const r = await c.converse(x.number, from, ['Chcę odwołać wizytę']);
    expect(r.turns[0]!.body.reply).toMatch(
      /^Niestety nie mogę teraz wysłać kodu weryfikacyjnego SMS-em\. Bez weryfikacji nie mogę odwołać wizyty przez telefon\./,
    );
    expect(r.turns[0]!.body.reply).not.toMatch(/listopada/);
    expect((await outbox(x.tenant.id, 'sms')).some((m) => m.payload.kind === 'verification_code')).toBe(
      false,
    );
    expect((await appointment(id)).status).toBe('scheduled');

    // The plan's SMS used up: no code either (and none queued to be skipped later).
    const y = await voiceTenant(t);
    await configure(y, { enabled: true });
    const other = randomMobile();
    const theirs = await book(y.tenant.id, WED_10, other);
    await t.db
      .insert(usageCounters)
      .values({ tenantId: y.tenant.id, period: '2026-11', smsUsed: 1_000_000 })
      .onConflictDoUpdate({
        target: [usageCounters.tenantId, usageCounters.period],
        set: { smsUsed: 1_000_000 },
      });
    const en = await c.converse(y.number, other, ['I need to cancel my appointment']);
    expect(en.turns[0]!.body.reply).toMatch(
      /^I’m sorry, I cannot send a verification code by text message right now\. Without verification I cannot cancel the appointment over the phone\./,
    );
    expect((await outbox(y.tenant.id, 'sms')).some((m) => m.payload.kind === 'verification_code')).toBe(
      false,
    );
    expect((await appointment(theirs)).status).toBe('scheduled');
  });

  it('required_for_booking: the code comes before any slot is offered, then the booking goes on', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await configure(x, { enabled: true, required_for_booking: true });
    const from = randomMobile();
    const s = await c.start(x.number, from);
    const ask = await c.say(s.body.session_id, 'Dzień dobry, chciałbym umówić wizytę jutro o 10');
    expect(ask.body.reply).toMatch(/^Ze względów bezpieczeństwa wysłałam SMS-em sześciocyfrowy kod/);
    expect(ask.body.reply).not.toMatch(/10:00/);
    const { code } = await codeSentTo(x.tenant.id, from);
    const ok = await c.say(s.body.session_id, code);
    expect(ok.body.reply).toMatch(
      /^Dziękuję, kod się zgadza\. Mogę zaproponować jutro, we wtorek 24 listopada o 10:00\./,
    );
    await c.say(s.body.session_id, 'Tak');
    const booked = await c.say(s.body.session_id, 'Jan Nowak');
    expect(booked.body.reply).toMatch(/Zarezerwowałam wizytę .*10:00 na nazwisko Jan Nowak/);
    // Verified once per call: a cancellation in the same call asks for no new code.
    const cancel = await c.say(s.body.session_id, 'A jednak chcę odwołać wizytę');
    expect(cancel.body.reply).toBe('Czy na pewno odwołać wizytę jutro, we wtorek 24 listopada o 10:00?');
    expect((await smsOf(x.tenant.id)).filter((m) => m.kind === 'verification_code')).toHaveLength(1);
    const rows = await t.db.select().from(appointments).where(eq(appointments.tenantId, x.tenant.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ patientPhone: from, startTime: new Date('2026-11-24T09:00:00.000Z') });
  });

  it('an expired code gets a new one, "nie dostałem SMS-a" resends, and only the newest code counts', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await configure(x, { enabled: true });
    const from = randomMobile();
    const id = await book(x.tenant.id, WED_10, from);
    const s = await c.start(x.number, from);
    await c.say(s.body.session_id, 'Chcę odwołać wizytę');
    const { code: first } = await codeSentTo(x.tenant.id, from);
    const resent = await c.say(s.body.session_id, 'Nie dostałem SMS-a');
    expect(resent.body.reply).toBe('Wysłałam nowy kod SMS-em. Proszę go podać.');
    const { code: second, sent } = await codeSentTo(x.tenant.id, from);
    expect(sent).toHaveLength(2);
    if (first !== second) {
      const old = await c.say(s.body.session_id, first);
      expect(old.body.reply).toMatch(/Ten kod się nie zgadza/);
    }
    clock.advance(10 * 60_000);
    const expired = await c.say(s.body.session_id, second);
    expect(expired.body.reply).toBe('Ten kod już wygasł. Wysłałam nowy kod SMS-em. Proszę go podać.');
    const { code: third } = await codeSentTo(x.tenant.id, from);
    const ok = await c.say(s.body.session_id, inWords(third, PL_DIGITS));
    expect(ok.body.reply).toBe(
      'Dziękuję, kod się zgadza. Czy na pewno odwołać wizytę w środę 25 listopada o 10:00?',
    );
    await c.say(s.body.session_id, 'Tak');
    expect((await appointment(id)).status).toBe('cancelled');
  });

  it('a move whose new slot is taken meanwhile: the database refuses, other slots are offered, nothing moved twice', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const from = randomMobile();
    const id = await book(x.tenant.id, WED_10, from);
    const s = await c.start(x.number, from);
    const when = await c.say(s.body.session_id, 'Chciałbym przełożyć wizytę na czwartek o 12');
    expect(when.body.reply).toBe(
      'Wizyta jest umówiona w środę 25 listopada o 10:00. Mogę zaproponować w czwartek 26 listopada o 12:00. Czy ten termin pasuje?',
    );
    const sure = await c.say(s.body.session_id, 'Tak');
    expect(sure.body.reply).toBe(
      'Czy na pewno przełożyć wizytę umówioną w środę 25 listopada o 10:00 na nowy termin: w czwartek 26 listopada o 12:00?',
    );
    // Someone else books Thursday 12:00 through the API in the meantime.
    await book(x.tenant.id, '2026-11-26T11:00:00.000Z', randomMobile(), 'Ewa Nowak');
    const taken = await c.say(s.body.session_id, 'Tak');
    expect(taken.body.reply).toMatch(
      /^Niestety ten termin został przed chwilą zajęty\. Mogę zaproponować: w czwartek 26 listopada o (11:00|11:30), (11:30|12:30)/,
    );
    const pick = await c.say(s.body.session_id, 'o 12:30');
    expect(pick.body.reply).toMatch(/na nowy termin: w czwartek 26 listopada o 12:30\?$/);
    const moved = await c.say(s.body.session_id, 'Tak');
    expect(moved.body.reply).toMatch(/^Przełożyłam wizytę na nowy termin: w czwartek 26 listopada o 12:30\./);
    const bye = await c.say(s.body.session_id, 'Do widzenia');
    expect(bye.body).toMatchObject({ ended: true, outcome: 'booked' });
    expect((await appointment(id)).startTime.toISOString()).toBe('2026-11-26T11:30:00.000Z');
    expect(await events(x.tenant.id, 'appointment.updated')).toHaveLength(1);
  });
});
