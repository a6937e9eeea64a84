/**
 * Who does a treatment, and a follow-up asked of the answer just given, over the evaluation
 * clinic's FAQ, knowledge document and services (the way `answerFrom` finds answers).
 */
import { describe, expect, it } from 'vitest';
import { followUpAnswer } from '../../src/modules/voice/engine/follow-up.js';
import { buildCorpus } from '../../src/modules/voice/engine/match.js';
import type { Ctx } from '../../src/modules/voice/engine/step.js';
import { whoDoes } from '../../src/modules/voice/engine/who-does.js';
import { answerFrom } from '../../src/modules/voice/voice.tools.js';
import { FAQ_ENTRIES, KNOWLEDGE_DOC, SERVICE_TYPES } from './eval/clinic.js';

const faq = FAQ_ENTRIES.flatMap((e) => [
  { question: e.question_pl, answer: e.answer_pl },
  ...('question_en' in e && e.question_en ? [{ question: e.question_en, answer: e.answer_en }] : []),
]);
const services = Object.entries(SERVICE_TYPES).map(([name, s]) => ({
  name,
  aliases: [...s.aliases],
  durationMinutes: s.duration_minutes,
  pricePln: s.price_pln,
}));
const corpus = buildCorpus(
  faq,
  [KNOWLEDGE_DOC.content],
  services.flatMap((s) => [s.name, ...s.aliases]),
);

/** A turn of a call in `language` whose earlier caller turns were all answered. */
function ctx(language: 'pl' | 'en', before: string[], now: string) {
  const transcript = [...before, now].map((text) => ({ role: 'caller' as const, text, at: '' }));
  return {
    tenant: { services },
    state: { language, transcript, answered: [...before], lastReply: '' },
    text: now,
  } as unknown as Ctx;
}
const find = (l: 'pl' | 'en') => async (q: string) => answerFrom(corpus, q, l);

describe('who does a treatment', () => {
  it('reads the team sentence for a treatment the clinic speaks of', async () => {
    for (const [l, q] of [
      ['en', "What's the name of the dentist who does extractions at your clinic?"],
      ['pl', 'Kto u was usuwa zęby?'],
      ['pl', 'Który lekarz robi implanty?'],
      ['en', 'Who does root canals?'],
      ['en', 'Which of your dentists takes out wisdom teeth?'],
      ['pl', 'Jak się nazywa lekarz, który robi leczenie kanałowe?'],
    ] as const)
      expect(await whoDoes(ctx(l, [], q), q, find(l)), q).toMatch(/Zieli[nń]ski/);
  });

  it('knows nobody for a treatment the clinic never mentions; other questions are not its', async () => {
    for (const q of ['Who does braces?', 'Kto u was robi protezy?'])
      expect(await whoDoes(ctx('pl', [], q), q, find('pl')), q).toBeNull();
    for (const q of ['Kto u was pracuje?', 'Who do I talk to about an invoice?', 'Ile kosztuje ekstrakcja?'])
      expect(await whoDoes(ctx('pl', [], q), q, find('pl')), q).toBeUndefined();
  });

  it('reads the treatment from the sentence that asks, not from what follows it', async () => {
    // Lower case, as the turn may reach it: the words after the question name no treatment.
    for (const q of [
      'jak się nazywa pani stomatolog? mama była u niej w zeszłym roku.',
      "What's the name of the hygienist? My neighbour recommended her.",
    ])
      expect(await whoDoes(ctx('pl', [], q), q, find('pl')), q).toBeUndefined();
    // The asking sentence still decides when a treatment is in it.
    const q = 'Mam problem z ósemką. Kto u was usuwa zęby?';
    expect(await whoDoes(ctx('pl', [], q), q, find('pl')), q).toMatch(/Zieli[nń]ski/);
  });
});

describe('a follow-up asked of the answer just given', () => {
  it('answers from it when it holds what is asked', async () => {
    const cases = [
      ['pl', 'Czy można rozłożyć leczenie na raty?', 'A od jakiej kwoty?', /2000 zł/],
      ['en', 'Can I pay in instalments?', 'And from what amount?', /2000 zł/],
      ['pl', 'Czy leczycie dzieci?', 'A od ilu lat?', /trzeciego roku/],
      ['pl', 'Czy robicie leczenie kanałowe?', 'A ile to kosztuje?', /900 zł/],
      ['pl', 'Czy jest parking?', 'A gdzie dokładnie?', /za budynkiem/],
    ] as const;
    for (const [l, before, q, says] of cases)
      expect(await followUpAnswer(ctx(l, [before], q), q, find(l)), q).toMatch(says);
  });

  it('says not known when it does not hold it, and is no follow-up without an answer before', async () => {
    expect(
      await followUpAnswer(
        ctx('pl', ['Czy można rozłożyć na raty?'], 'A ile to kosztuje?'),
        'A ile to kosztuje?',
        find('pl'),
      ),
    ).toBeNull();
    expect(
      await followUpAnswer(
        ctx('en', ['Is there parking?'], 'And how long does it take?'),
        'And how long does it take?',
        find('en'),
      ),
    ).toBeNull();
    expect(
      await followUpAnswer(ctx('pl', [], 'A od jakiej kwoty?'), 'A od jakiej kwoty?', find('pl')),
    ).toBeUndefined();
    // A subject of its own is a question of its own.
    expect(
      await followUpAnswer(
        ctx('pl', ['Czy jest parking?'], 'A ile kosztuje wybielanie?'),
        'A ile kosztuje wybielanie?',
        find('pl'),
      ),
    ).toBeUndefined();
  });
});
