/**
 * How people really talk (issue #21): scripted callers through the HTTP text channel, judged by
 * what the call leaves behind. Each kind of the issue has its own case here, in words of its own
 * (the held-out evaluation in test/voice/eval is never used to tune the rules).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeKnowledgeDocument } from '../../src/modules/knowledge/knowledge.service.js';
import { missedQuestions } from '../../src/modules/missed-questions/missed-questions.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createApiKey } from '../helpers/fixtures.js';
import { caller, callRow, NOW, randomMobile, voiceTenant } from './setup.js';

const FAQ = [
  {
    question_pl: 'Czy przyjmujecie płatności kartą?',
    answer_pl: 'Tak, kartą i BLIK-iem.',
    question_en: 'Do you accept cards?',
    answer_en: 'Yes, cards and BLIK.',
  },
  { question_pl: 'Czy jest winda w budynku?', answer_pl: 'Tak, winda jest przy wejściu od podwórza.' },
  { question_pl: 'Czy współpracujecie z NFZ?', answer_pl: 'Nie, przyjmujemy tylko prywatnie.' },
];

describe('the receptionist understands how people really talk', () => {
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

  async function business() {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const r = await t.app.inject({
      method: 'PUT',
      url: `/tenants/${x.tenant.id}/faq`,
      headers: x.owner.auth,
      payload: { entries: FAQ },
    });
    expect(r.statusCode, r.body).toBe(200);
    await storeKnowledgeDocument(
      t.db,
      x.tenant.id,
      {
        title: 'O nas',
        content:
          'Przychodnia mieści się przy ulicy Lipowej 3 w Poznaniu.\nKonsultacja kosztuje 200 zł. Masaż kosztuje 150 zł.\nPrzyjmują dr n. med. Jan Nowak i mgr Ewa Lis.',
        source: 'upload',
        mimeType: 'text/plain',
      },
      null,
    );
    return x;
  }
  const appointmentsOf = async (tenantId: string) => {
    const key = await createApiKey(t, tenantId, { scopes: ['appointments:read'] });
    const r = await t.app.inject({ method: 'GET', url: '/v2/appointments', headers: key.auth });
    return r.json().data as Record<string, string>[];
  };
  const missedOf = (tenantId: string) =>
    t.db.select().from(missedQuestions).where(eq(missedQuestions.tenantId, tenantId));

  it('FAQ through inflection and synonyms, and without diacritics in Polish', async () => {
    const x = await business();
    const a = await c.converse(x.number, randomMobile(), ['Można u was zapłacić kartą?', 'Nie, dziękuję']);
    expect(a.turns[0]!.body.reply).toMatch(/^Tak, kartą i BLIK-iem\./);
    expect(a.last.body).toMatchObject({ ended: true, outcome: 'answered_faq' });
    const b = await c.converse(x.number, randomMobile(), ['Czy jest tam winda?', 'Nie, dziekuje']);
    expect(b.turns[0]!.body).toMatchObject({ language: 'pl' });
    expect(b.turns[0]!.body.reply).toMatch(/winda jest przy wejściu/);
    const d = await c.converse(x.number, randomMobile(), ['czy moge placic karta', 'nie dziekuje']);
    expect(d.turns[0]!.body.language).toBe('pl');
    expect(d.turns[0]!.body.reply).toMatch(/BLIK/);
    expect(await missedOf(x.tenant.id)).toHaveLength(0);
  });

  it('English: the English half of an entry, or the Polish-only answer said to be in Polish', async () => {
    const x = await business();
    const a = await c.converse(x.number, randomMobile(), ['Can I pay with a card?', 'No, bye']);
    expect(a.turns[0]!.body.reply).toMatch(/^Yes, cards and BLIK\./);
    const b = await c.converse(x.number, randomMobile(), ['Is there a lift?', 'No, bye']);
    expect(b.turns[0]!.body).toMatchObject({ language: 'en' });
    expect(b.turns[0]!.body.reply).toMatch(
      /^I have this information only in Polish: "Tak, winda jest przy wejściu od podwórza\."/,
    );
  });

  it('never answers with a different question’s yes or no, nor a neighbouring fragment: says so and records it', async () => {
    const x = await business();
    // Shares "przyjmujecie" with the cards entry; the staff sentence shares the doctor.
    const a = await c.converse(x.number, randomMobile(), [
      'Czy przyjmujecie bony podarunkowe?',
      'Nie',
      'Do widzenia',
    ]);
    expect(a.turns[0]!.body.reply).toMatch(/^Niestety nie mam tej informacji/);
    const b = await c.converse(x.number, randomMobile(), [
      'Czy doktor Nowak mówi po francusku?',
      'Nie',
      'Do widzenia',
    ]);
    expect(b.turns[0]!.body.reply).toMatch(/^Niestety nie mam tej informacji/);
    expect(b.last.body).toMatchObject({ ended: true, outcome: 'no_action' });
    const e = await c.converse(x.number, randomMobile(), ['Do you do acupuncture?', 'No', 'Bye']);
    expect(e.turns[0]!.body.reply).toMatch(/^I'm sorry, I don't have that information/);
    expect((await missedOf(x.tenant.id)).map((m) => m.question).sort()).toEqual([
      'Czy doktor Nowak mówi po francusku?',
      'Czy przyjmujecie bony podarunkowe?',
      'Do you do acupuncture?',
    ]);
  });

  it('the knowledge document in conversation: one whole sentence', async () => {
    const x = await business();
    const a = await c.converse(x.number, randomMobile(), ['A ile u was kosztuje masaż?', 'Nie, dziękuję']);
    expect(a.turns[0]!.body.reply).toMatch(/^Masaż kosztuje 150 zł\. Czy mogę jeszcze/);
    const b = await c.converse(x.number, randomMobile(), ['Pod jakim adresem jesteście?', 'Nie, dziękuję']);
    expect(b.turns[0]!.body.reply).toMatch(/^Przychodnia mieści się przy ulicy Lipowej 3 w Poznaniu\./);
  });

  it('"Czy mogę przyjść z …?" is a question, not a booking', async () => {
    const x = await business();
    const a = await c.converse(x.number, randomMobile(), [
      'Czy mogę przyjść z wózkiem dziecięcym?',
      'Nie',
      'Do widzenia',
    ]);
    expect(a.turns[0]!.body.reply).toMatch(/nie mam tej informacji/);
    expect(await appointmentsOf(x.tenant.id)).toHaveLength(0);
    expect(await missedOf(x.tenant.id)).toHaveLength(1);
  });

  it('name and number in one breath, in words, with a correction', async () => {
    const x = await business();
    const a = await c.converse(x.number, randomMobile(), [
      'Poproszę wizytę w czwartek o jedenastej',
      'Tak',
      'Zenon Mak, numer sześćset jeden, sto dwadzieścia trzy, czterysta pięćdziesiąt sześć',
      'Nie, dziękuję',
    ]);
    expect(a.last.body).toMatchObject({ ended: true, outcome: 'booked' });
    const [appt] = await appointmentsOf(x.tenant.id);
    expect(appt).toMatchObject({
      patient_name: 'Zenon Mak',
      patient_phone: '+48601123456',
      start_time: '2026-11-26T10:00:00.000Z',
    });
    const m = await c.converse(x.number, randomMobile(), [
      'Proszę o telefon zwrotny w sprawie rachunku, numer 512 000 111, nie, przepraszam, 512 000 112',
    ]);
    expect(m.last.body).toMatchObject({ ended: true, outcome: 'callback' });
    const row = await callRow(t, m.callId);
    expect(row.messageText).toBe(
      'Proszę o telefon zwrotny w sprawie rachunku. Numer do kontaktu: 512 000 112.',
    );
  });

  it('times: "wpół do drugiej", an hour earlier than offered, "a może o piętnastej?", a change of day after the pick', async () => {
    const x = await business();
    const a = await c.converse(x.number, randomMobile(), [
      'Chcę się umówić jutro na wpół do drugiej',
      'Tak',
      'Ala Kos',
      'Nie, dziękuję',
    ]);
    expect(a.last.body.outcome).toBe('booked');
    const b = await c.converse(x.number, randomMobile(), [
      'Zapisze sie na srode na dziesiata',
      'A o godzinę wcześniej?',
      'Tak',
      'Olek Mak',
      'Dziękuję, to wszystko',
    ]);
    expect(b.last.body.outcome).toBe('booked');
    const d = await c.converse(x.number, randomMobile(), [
      'Is there anything on Friday afternoon?',
      'What about 3 pm?',
      'Yes',
      'Sam Fox',
      'No, bye',
    ]);
    expect(d.last.body.outcome).toBe('booked');
    const e = await c.converse(x.number, randomMobile(), [
      'Book me for Thursday at 9',
      'Yes',
      'Sorry, make it Wednesday at 2 pm instead',
      'Yes',
      'Kim Poe',
      'No, thanks',
    ]);
    expect(e.last.body.outcome).toBe('booked');
    const starts = (await appointmentsOf(x.tenant.id)).map((r) => r.start_time).sort();
    expect(starts).toEqual([
      '2026-11-24T12:30:00.000Z',
      '2026-11-25T08:00:00.000Z',
      '2026-11-25T13:00:00.000Z',
      '2026-11-27T14:00:00.000Z',
    ]);
  });

  it('closings: a wrong number ends the call politely in either language', async () => {
    const x = await business();
    const a = await c.converse(x.number, randomMobile(), ['Oj, to chyba pomyłka, przepraszam']);
    expect(a.last.body).toMatchObject({ ended: true, outcome: 'no_action', language: 'pl' });
    const b = await c.converse(x.number, randomMobile(), ['Sorry, I dialled the wrong number']);
    expect(b.last.body).toMatchObject({ ended: true, outcome: 'no_action', language: 'en' });
  });
});
