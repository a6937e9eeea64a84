import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledWork } from '../../src/app.js';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { storeKnowledgeDocument } from '../../src/modules/knowledge/knowledge.service.js';
import { missedQuestions } from '../../src/modules/missed-questions/missed-questions.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { type Brain, deterministicBrain } from '../../src/modules/voice/engine/index.js';
import { voiceSessions } from '../../src/modules/voice/voice.schema.js';
import { createVoiceService, HOLD_MS } from '../../src/modules/voice/voice.service.js';
import { AppError } from '../../src/platform/errors.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { PeriodicJob } from '../../src/workers/periodic.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import {
  caller,
  callRow,
  eventsOf,
  internal,
  NOW,
  randomMobile,
  setVoiceConfig,
  spokenNational,
  voiceTenant,
} from './setup.js';

describe('the receptionist on the text channel', () => {
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

  it('books in Polish end to end: real slot, name, phone = caller number, call record completed', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const from = randomMobile();
    const r = await c.converse(x.number, from, [
      'Dzień dobry, chciałbym umówić wizytę jutro o 10',
      'Tak',
      'Czy macie parking?',
      'Jan Kowalski',
      'Nie, dziękuję',
    ]);
    expect(r.greeting).toContain('Przychodnia Zdrówko');
    expect(r.turns[0]!.body.reply).toMatch(/jutro.*10:00/);
    expect(r.turns[1]!.body.reply).toMatch(/nazwisko/);
    expect(r.turns[2]!.body.reply).toBe(
      'Tak, bezpłatny parking dla pacjentów jest za budynkiem. Wracając do rezerwacji: na jakie imię i nazwisko zapisać wizytę?',
    );
    expect(r.turns[3]!.body.reply).toMatch(/Zarezerwowałam wizytę .*10:00 na nazwisko Jan Kowalski/);
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'booked', call_id: r.callId, language: 'pl' });

    const rows = await t.db.select().from(appointments).where(eq(appointments.tenantId, x.tenant.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.startTime.toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(rows[0]!.patientName).toBe('Jan Kowalski');
    expect(rows[0]!.patientPhone).toBe(from);

    const call = await callRow(t, r.callId);
    expect(call.status).toBe('completed');
    expect(call.outcome).toBe('booked');
    expect(call.durationSeconds).toBe(25);
    expect(call.summary).toMatch(
      /^Umówiono wizytę: .*24 listopada o 10:00, Jan Kowalski\. Odpowiedziano na pytania: Czy macie parking\?/,
    );
    expect(call.sentiment).toBe('positive');
    expect(call.transcript).toHaveLength(11);
    expect(call.transcript![0]).toMatchObject({ role: 'assistant', at: NOW.toISOString() });
    expect(call.transcript![1]).toMatchObject({
      role: 'caller',
      text: 'Dzień dobry, chciałbym umówić wizytę jutro o 10',
      at: new Date(NOW.getTime() + 5000).toISOString(),
    });
    expect(await eventsOf(t, x.tenant.id, 'call.completed')).toHaveLength(1);
    expect(await eventsOf(t, x.tenant.id, 'appointment.created')).toHaveLength(1);

    // A second caller asking for the same time is offered other slots, and can book one of them.
    const second = await c.converse(x.number, randomMobile(), [
      'Chciałabym umówić wizytę jutro o 10',
      'pierwszy',
      'Tak',
      'Anna Nowak',
      'Do widzenia',
    ]);
    expect(second.turns[0]!.body.reply).toMatch(/O 10:00 nie ma wolnego terminu/);
    expect(second.turns[0]!.body.reply).toMatch(
      /zaproponować: jutro, we wtorek 24 listopada o 9:00, 9:30 lub 10:30\./,
    );
    expect(second.turns[2]!.body.reply).toBe('Przepraszam, jak brzmi imię i nazwisko?');
    expect(second.last.body.outcome).toBe('booked');
    const all = await t.db.select().from(appointments).where(eq(appointments.tenantId, x.tenant.id));
    expect(all.map((a) => a.startTime.toISOString()).sort()).toEqual([
      '2026-11-24T08:00:00.000Z',
      '2026-11-24T09:00:00.000Z',
    ]);
  });

  it('a slot taken while the caller was deciding is refused by the database and other slots are offered', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const a = await c.start(x.number, randomMobile());
    const b = await c.start(x.number, randomMobile());
    // Both are offered 12:00 before either has chosen it; then both choose it.
    for (const s of [a, b]) {
      const offer = await c.say(s.body.session_id, 'Poproszę wizytę w środę o 12');
      expect(offer.body.reply).toMatch(/12:00\. Czy ten termin pasuje/);
    }
    for (const s of [a, b]) await c.say(s.body.session_id, 'Tak');
    const booked = await c.say(a.body.session_id, 'Piotr Zieliński');
    expect(booked.body.reply).toMatch(/Zarezerwowałam/);
    const lost = await c.say(b.body.session_id, 'Ewa Wiśniewska');
    expect(lost.body.reply).toMatch(
      /ten termin został przed chwilą zajęty. Mogę zaproponować: .*(11:30|12:30)/,
    );
    const pick = await c.say(b.body.session_id, 'o 12:30');
    expect(pick.body.reply).toMatch(/Zarezerwowałam wizytę .*12:30 na nazwisko Ewa Wiśniewska/);
    const rows = await t.db.select().from(appointments).where(eq(appointments.tenantId, x.tenant.id));
    expect(rows.map((r) => r.startTime.toISOString()).sort()).toEqual([
      '2026-11-25T11:00:00.000Z',
      '2026-11-25T11:30:00.000Z',
    ]);
  });

  it('a slot a caller has chosen is held: other callers are not offered it until the hold lapses', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const a = await c.start(x.number, randomMobile());
    await c.say(a.body.session_id, 'Poproszę wizytę w piątek o 9');
    const chose = await c.say(a.body.session_id, 'Tak');
    expect(chose.body.reply).toMatch(/nazwisko/);
    const b = await c.start(x.number, randomMobile());
    const offer = await c.say(b.body.session_id, 'Poproszę wizytę w piątek o 9');
    expect(offer.body.reply).toMatch(
      /O 9:00 nie ma wolnego terminu\. Mogę zaproponować: w piątek 27 listopada o 8:00, 8:30 lub 9:30/,
    );
    // A caller who went silent for longer than the hold no longer blocks the slot.
    clock.advance(HOLD_MS + 1000);
    const d = await c.start(x.number, randomMobile());
    const again = await c.say(d.body.session_id, 'Poproszę wizytę w piątek o 9');
    expect(again.body.reply).toMatch(/o 9:00\. Czy ten termin pasuje/);
  });

  it('books in English: part of day, the second slot offered, the caller’s name', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const r = await c.converse(x.number, randomMobile(), [
      "Hello, I'd like to book an appointment next Tuesday afternoon",
      'The second one, please',
      'My name is John Smith',
      'No, thanks, bye',
    ]);
    expect(r.turns[0]!.body.reply).toMatch(/^I can offer .*1 December.*12:00.*12:30.*13:00.*Which one/);
    expect(r.turns[1]!.body.reply).toMatch(/What name/);
    expect(r.turns[2]!.body.reply).toMatch(/booked .*12:30 under the name John Smith/);
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'booked', language: 'en' });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.tenantId, x.tenant.id));
    expect(row!.startTime.toISOString()).toBe('2026-12-01T11:30:00.000Z');
    expect(row!.patientName).toBe('John Smith');
  });

  it('a closed day: the caller hears the opening hours and the next open slots', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const s = await c.start(x.number, randomMobile());
    const r = await c.say(s.body.session_id, 'Chciałbym się umówić w sobotę rano');
    expect(r.body.reply).toMatch(
      /W tym dniu jesteśmy zamknięci\. Pracujemy: poniedziałek–piątek 8:00–16:00\./,
    );
    expect(r.body.reply).toMatch(/poniedziałek 30 listopada/);
    const late = await c.say(s.body.session_id, 'A może jutro o 18?');
    expect(late.body.reply).toMatch(
      /^O 18:00 jesteśmy już zamknięci\. Pracujemy: poniedziałek–piątek 8:00–16:00\. Mogę zaproponować: jutro, .*15:30/,
    );
    const en = await c.start(x.number, randomMobile());
    const sunday = await c.say(en.body.session_id, 'Can I book an appointment on Sunday?');
    expect(sunday.body.reply).toMatch(
      /^We are closed that day\. Our hours are Monday–Friday 8:00–16:00\. I can offer/,
    );
  });

  it('a holiday: the caller asking hears it is closed with the note; booking offers the short day after it', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await t.db
      .update(tenants)
      .set({
        hoursExceptions: [
          { date: '2026-11-24', closed: true, hours: [], note: 'Inwentaryzacja' },
          { date: '2026-11-25', closed: false, hours: [{ open: '10:00', close: '12:00' }], note: null },
        ],
      })
      .where(eq(tenants.id, x.tenant.id));
    const s = await c.start(x.number, randomMobile());
    const asked = await c.say(s.body.session_id, 'Czy jesteście otwarci jutro?');
    expect(asked.body.reply).toMatch(
      /^Jutro, we wtorek 24 listopada jesteśmy nieczynni \(Inwentaryzacja\)\./,
    );
    const book = await c.say(s.body.session_id, 'Chcę umówić wizytę jutro');
    expect(book.body.reply).toMatch(
      /^Jutro, we wtorek 24 listopada jesteśmy nieczynni \(Inwentaryzacja\)\. Mogę zaproponować: w środę 25 listopada o 10:00, 10:30 lub 11:00/,
    );
    const en = await c.start(x.number, randomMobile());
    const hours = await c.say(en.body.session_id, 'What are your opening hours?');
    expect(hours.body.reply).toContain('We are open Monday–Friday 8:00–16:00.');
    expect(hours.body.reply).toContain(
      'Please note: tomorrow, Tuesday, 24 November we are closed (Inwentaryzacja).',
    );
    expect(hours.body.reply).toContain('On Wednesday, 25 November we are open 10:00–12:00.');
  });

  it('answers from the FAQ, in Polish and in English', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const pl = await c.converse(x.number, randomMobile(), ['Czy macie parking?', 'Nie, dziękuję']);
    expect(pl.turns[0]!.body.reply).toMatch(
      /^Tak, bezpłatny parking dla pacjentów jest za budynkiem\. Czy mogę/,
    );
    expect(pl.last.body).toMatchObject({ ended: true, outcome: 'answered_faq' });
    const en = await c.converse(x.number, randomMobile(), ['Do you take card payments?', 'No, thanks, bye']);
    expect(en.turns[0]!.body.reply).toMatch(/^Yes, we accept cards and BLIK\. Is there anything else/);
    expect(en.last.body.outcome).toBe('answered_faq');
    expect((await callRow(t, en.callId)).summary).toMatch(
      /Odpowiedziano na pytania: Do you take card payments\?/,
    );
  });

  it('answers from the knowledge base, only with what was retrieved (PL and EN)', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await storeKnowledgeDocument(
      t.db,
      x.tenant.id,
      {
        title: 'Cennik',
        content:
          'Cennik usług\nWybielanie zębów kosztuje 800 zł. Przegląd stomatologiczny kosztuje 150 zł.\n\nPrices\nTeeth whitening costs 800 PLN. A dental check-up costs 150 PLN.',
        source: 'upload',
        mimeType: 'text/plain',
      },
      null,
    );
    const pl = await c.converse(x.number, randomMobile(), [
      'Ile kosztuje wybielanie zębów?',
      'Nie, dziękuję',
    ]);
    expect(pl.turns[0]!.body.reply).toMatch(/^Wybielanie zębów kosztuje 800 zł\./);
    expect(pl.turns[0]!.body.reply).not.toMatch(/\[\d\]/);
    expect(pl.last.body.outcome).toBe('answered_faq');
    const en = await c.converse(x.number, randomMobile(), ['How much does teeth whitening cost?', 'No, bye']);
    expect(en.turns[0]!.body.reply).toMatch(/Teeth whitening costs 800 PLN\./);
    expect(en.last.body.outcome).toBe('answered_faq');
    const missed = await t.db.select().from(missedQuestions).where(eq(missedQuestions.tenantId, x.tenant.id));
    expect(missed).toHaveLength(0);
  });

  it('follows the caller’s language, repeats on request, and after two misunderstandings takes a message', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const from = randomMobile();
    const r = await c.converse(x.number, from, [
      'Hello, do you speak English?',
      'Could you repeat that?',
      'Zxcv qwerty',
      'Blorp flarn',
      'Yes',
      'I would like someone to call me about my bill',
      'It is John Carter',
    ]);
    expect(r.turns[0]!.body.language).toBe('en');
    expect(r.turns[1]!.body.reply).toBe(r.turns[0]!.body.reply);
    expect(r.turns[2]!.body.reply).toMatch(/didn't catch that/);
    expect(r.turns[3]!.body.reply).toMatch(/May I take a message/);
    expect(r.turns[4]!.body.reply).toMatch(/Please tell me the message/);
    // About the caller's own bill, no name said: asked once who is calling.
    expect(r.turns[5]!.body.reply).toMatch(/May I have your name/);
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'callback', language: 'en' });
    const left = await eventsOf(t, x.tenant.id, 'message.left');
    expect(left[0]).toMatchObject({
      message: `I would like someone to call me about my bill. From: John Carter. Callback number: ${spokenNational(from)}.`,
      urgent: false,
    });
  });

  it('a question nothing answers is said honestly and recorded as a missed question', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const r = await c.converse(x.number, randomMobile(), [
      'Czy przyjmujecie zwierzęta w poczekalni?',
      'Nie',
      'Do widzenia',
    ]);
    expect(r.turns[0]!.body.reply).toMatch(/^Niestety nie mam tej informacji/);
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'no_action' });
    const missed = await t.db.select().from(missedQuestions).where(eq(missedQuestions.tenantId, x.tenant.id));
    expect(missed.map((m) => m.question)).toEqual(['Czy przyjmujecie zwierzęta w poczekalni?']);
    expect(missed[0]!.callId).toBe(r.callId);
    const en = await c.converse(x.number, randomMobile(), [
      'Do you have a children’s play area?',
      'No',
      'Bye',
    ]);
    expect(en.turns[0]!.body.reply).toMatch(/^I'm sorry, I don't have that information/);
  });

  it('takes a message: message.left raised, outcome callback, caller SMS confirmation queued', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const from = randomMobile();
    const r = await c.converse(x.number, from, [
      'Chciałbym zostawić wiadomość',
      'Proszę o pilny kontakt w sprawie wyników badań',
      // The name and number are asked once before a message is confirmed (none was said).
      'Jan Nowak, na ten numer.',
    ]);
    expect(r.turns[0]!.body.reply).toMatch(/Co mam przekazać/);
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'callback' });
    const left = await eventsOf(t, x.tenant.id, 'message.left');
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      call_id: r.callId,
      caller_number: from,
      // The calling number is noted as the one to call back (none was said).
      message: `Proszę o pilny kontakt w sprawie wyników badań. Od: Jan Nowak. Numer do kontaktu: ${spokenNational(from)}.`,
      urgent: true,
      callback_requested: true,
    });
    const call = await callRow(t, r.callId);
    expect(call).toMatchObject({ outcome: 'callback', callbackRequested: true, messageUrgent: true });
    const sms = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, x.tenant.id), eq(outboxMessages.topic, 'sms')));
    expect(sms.length).toBeGreaterThanOrEqual(1);

    const en = await c.converse(x.number, randomMobile(), [
      'Please tell the doctor that I will be 10 minutes late',
      'Anna Smith, this number.',
    ]);
    expect(en.last.body).toMatchObject({ ended: true, outcome: 'callback', language: 'en' });
    expect(en.last.body.reply).toMatch(/I will pass on your message/);
  });

  it('transfers an urgent call to the department asked for, in Polish and in English', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const pl = await c.converse(x.number, randomMobile(), ['Muszę pilnie porozmawiać z księgowością']);
    expect(pl.last.body).toMatchObject({
      ended: true,
      outcome: 'transferred',
      transfer_to: x.accountingNumber,
    });
    expect(pl.last.body.reply).toMatch(/Łączę z działem: Księgowość/);
    expect((await callRow(t, pl.callId)).summary).toContain(`do działu Księgowość (${x.accountingNumber})`);
    const en = await c.converse(x.number, randomMobile(), [
      'Can I speak to someone in accounting, it is urgent',
    ]);
    expect(en.last.body).toMatchObject({
      outcome: 'transferred',
      transfer_to: x.accountingNumber,
      language: 'en',
    });
    const human = await c.converse(x.number, randomMobile(), ['Proszę mnie połączyć z człowiekiem']);
    expect(human.last.body).toMatchObject({ outcome: 'transferred', transfer_to: x.mainTransfer });
  });

  it('refuses politely before any conversation when the quota check refuses', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t, { caller_daily_cap: 1 });
    const from = randomMobile();
    const first = await c.start(x.number, from);
    expect(first.status).toBe(201);
    const refused = await c.start(x.number, from);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      session_id: null,
      call_id: null,
      ended: true,
      rejected_reason: 'caller_daily_cap',
    });
    expect(refused.body.reply).toMatch(/przepraszamy.*Please call again tomorrow/);
    const n = await t.db.select().from(calls).where(eq(calls.tenantId, x.tenant.id));
    expect(n).toHaveLength(1);
    await t.db.update(tenants).set({ isLive: false }).where(eq(tenants.id, x.tenant.id));
    const notLive = await c.start(x.number, randomMobile());
    expect(notLive.body).toMatchObject({ ended: true, rejected_reason: 'tenant_not_live' });
  });

  it('two turns racing on one session: one wins, the other is a 409 conflict and changes nothing', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let entered!: () => void;
    const slowEntered = new Promise<void>((r) => {
      entered = r;
    });
    // The parking question stops inside the brain (its session already read) until released.
    const slowFirst: Brain = {
      name: 'gated',
      greet: (tn, st) => deterministicBrain.greet(tn, st),
      async nextTurn(tn, st, text, tools) {
        if (text === 'Czy macie parking?') {
          entered();
          await gate;
        }
        return deterministicBrain.nextTurn(tn, st, text, tools);
      },
    };
    const svc = createVoiceService(t.platform, slowFirst);
    const s = await svc.start({ to: x.number, from: randomMobile() });
    const slow = svc.turn(s.session_id!, { text: 'Czy macie parking?' }).catch((e: unknown) => e);
    await slowEntered;
    const fast = await svc.turn(s.session_id!, { text: 'Chcę zostawić wiadomość' });
    expect(fast.reply).toMatch(/Co mam przekazać/);
    release();
    const lost = await slow;
    expect(lost).toBeInstanceOf(AppError);
    expect((lost as AppError).status).toBe(409);
    const [row] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.id, s.session_id!));
    expect(row!.version).toBe(1);
    expect((row!.state as { dialogue: { stage: string } }).dialogue.stage).toBe('message');
  });

  it('sessions: unknown or other tenant’s id 404, a turn after the end 409, hang-up completes the call', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const y = await voiceTenant(t);
    const s = await c.start(x.number, randomMobile());
    expect((await c.say('0190a000-0000-7000-8000-000000000000', 'Halo')).status).toBe(404);
    expect((await c.say('not-a-uuid', 'Halo')).status).toBe(404);
    expect((await c.say(s.body.session_id, 'Halo', { tenant_id: y.tenant.id })).status).toBe(404);
    const unknown = await c.say(s.body.session_id, 'Blablabla xyz', { tenant_id: x.tenant.id });
    expect(unknown.body.reply).toMatch(/nie zrozumiałam/);
    const again = await c.say(s.body.session_id, 'Qwerty asdf');
    expect(again.body.reply).toMatch(/Czy mogę przyjąć wiadomość/);
    const hang = await t.app.inject({
      method: 'POST',
      url: `/internal/voice/sessions/${s.body.session_id}/hangup`,
      headers: internal,
      payload: {},
    });
    expect(hang.json()).toMatchObject({ ended: true, outcome: 'hung_up' });
    const after = await c.say(s.body.session_id, 'Halo?');
    expect(after.status).toBe(409);
    expect(after.body).toMatchObject({ detail: expect.anything() });
    const call = await callRow(t, s.body.call_id);
    expect(call).toMatchObject({ status: 'completed', outcome: 'hung_up', durationSeconds: 25 });
    expect(call.transcript).toHaveLength(5);
    const [session] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.id, s.body.session_id));
    expect(session).toMatchObject({ ended: true, version: 3 });
    // No key, no conversation.
    const anon = await t.app.inject({
      method: 'POST',
      url: '/internal/voice/sessions',
      payload: { to: x.number },
    });
    expect(anon.statusCode).toBe(401);
    const nobody = await c.start('+48221111111', null);
    expect(nobody.status).toBe(404);
    const badTo = await c.start('12345', null);
    expect(badTo.status).toBe(422);
    expect(JSON.stringify(badTo.body)).toContain('"to"');
    const badFrom = await c.start(x.number, 'not a number');
    expect(badFrom.status).toBe(422);
    expect(JSON.stringify(badFrom.body)).toContain('from');
  });

  it('a completion that fails leaves the session open: hanging up again completes the call', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const s = await c.start(x.number, randomMobile());
    await c.say(s.body.session_id, 'Dzień dobry');
    const hangup = () =>
      t.app.inject({
        method: 'POST',
        url: `/internal/voice/sessions/${s.body.session_id}/hangup`,
        headers: internal,
        payload: {},
      });
    // The database refuses to complete this call once (a real failure inside the completion).
    await t.db.execute(
      sql.raw(`create function refuse_completion_test() returns trigger language plpgsql as $$
        begin
          if new.id = '${s.body.call_id}' and new.status = 'completed' then
            raise exception 'completion refused by test';
          end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_completion_test before update on calls
        for each row execute function refuse_completion_test()`),
    );
    let failed: Awaited<ReturnType<typeof hangup>>;
    try {
      failed = await hangup();
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_completion_test on calls'));
      await t.db.execute(sql.raw('drop function refuse_completion_test()'));
    }
    expect(failed.statusCode).toBe(500);
    expect((await callRow(t, s.body.call_id)).status).toBe('in_progress');
    const [open] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.id, s.body.session_id));
    expect(open!.ended).toBe(false);
    expect(await eventsOf(t, x.tenant.id, 'call.completed')).toHaveLength(0);
    const retried = await hangup();
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ ended: true, outcome: 'hung_up' });
    expect((await callRow(t, s.body.call_id)).status).toBe('completed');
    const completed = await eventsOf(t, x.tenant.id, 'call.completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ call_id: s.body.call_id, outcome: 'hung_up' });
    expect((await hangup()).statusCode).toBe(409);
  });

  it('a conversation idle for 30 minutes is ended by the worker: call completed at its last activity', async () => {
    // The module's scheduled work, run as the worker runs it.
    const work = scheduledWork(t.platform).find((w) => w.name.startsWith('voice:'))!;
    const job = new PeriodicJob(work, { clock, log: t.app.log });
    // Two hours after the other tests' conversations: those are ended first.
    const start = new Date(NOW.getTime() + 2 * 3_600_000);
    clock.set(start);
    await job.runOnce();
    const x = await voiceTenant(t);
    const idle = await c.start(x.number, randomMobile());
    await c.say(idle.body.session_id, 'Dzień dobry'); // last activity: start + 5 s
    clock.advance(20 * 60_000);
    const active = await c.start(x.number, randomMobile());
    await c.say(active.body.session_id, 'Dzień dobry');
    clock.set(new Date(start.getTime() + 5_000 + 30 * 60_000 + 1_000));
    expect(await job.runOnce()).toBe(1);
    const call = await callRow(t, idle.body.call_id);
    expect(call).toMatchObject({ status: 'completed', outcome: 'hung_up', durationSeconds: 5 });
    expect(call.endedAt).toEqual(new Date(start.getTime() + 5_000));
    const [session] = await t.db
      .select()
      .from(voiceSessions)
      .where(eq(voiceSessions.id, idle.body.session_id));
    expect(session!.ended).toBe(true);
    const completed = await eventsOf(t, x.tenant.id, 'call.completed');
    expect(completed.map((e) => e.call_id)).toEqual([idle.body.call_id]);
    // The conversation still going on is left alone, and a second run finds nothing.
    expect((await callRow(t, active.body.call_id)).status).toBe('in_progress');
    expect(await job.runOnce()).toBe(0);
    expect((await c.say(idle.body.session_id, 'Halo?')).status).toBe(409);
    expect((await c.say(active.body.session_id, 'Chciałbym się umówić')).status).toBe(200);
  });

  it('follows the voice config: language, the owner’s greeting, and max_call_minutes', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await setVoiceConfig(t, x.tenant.id, {
      language: 'en',
      greeting: 'Thank you for calling Zdrówko Clinic.',
      max_call_minutes: 1,
    });

    const s = await c.start(x.number, randomMobile());
    expect(s.status).toBe(201);
    expect(s.body).toMatchObject({ language: 'en', ended: false });
    expect(s.body.reply).toBe('Thank you for calling Zdrówko Clinic. Można też mówić po polsku.');
    const faq = await c.say(s.body.session_id, 'Do you accept card payments?');
    expect(faq.body).toMatchObject({ ended: false, language: 'en' });
    expect(faq.body.reply).toMatch(/cards and BLIK/);

    // One minute after the start the next turn is the polite goodbye; the call is completed
    // with what it reached.
    clock.advance(60_000);
    const late = await c.say(s.body.session_id, 'And do you have parking?');
    expect(late.body).toMatchObject({ ended: true, outcome: 'answered_faq', language: 'en' });
    expect(late.body.reply).toMatch(/reached its time limit/);
    const call = await callRow(t, s.body.call_id);
    expect(call).toMatchObject({ status: 'completed', outcome: 'answered_faq' });
    expect(call.transcript!.at(-1)).toMatchObject({ role: 'assistant', text: late.body.reply });
    expect((await c.say(s.body.session_id, 'Hello?')).status).toBe(409);

    // Another tenant keeps the defaults: Polish, the built-in greeting, no limit reached.
    const y = await voiceTenant(t);
    const other = await c.start(y.number, randomMobile());
    expect(other.body.language).toBe('pl');
    expect(other.body.reply).toBe(
      'Dzień dobry, Przychodnia Zdrówko, w czym mogę pomóc? You can also speak English.',
    );
  });
});
