/**
 * Answering only what is known (issue #21): the matcher of `engine/match.ts` over a business of
 * its own (a physiotherapy practice, not the held-out clinic): Polish inflection and synonyms,
 * English questions against Polish entries, whole knowledge sentences, and "I don't know" for
 * questions that share a word with an entry but ask something else.
 */
import { describe, expect, it } from 'vitest';
import { bestAnswer, buildCorpus, keysOf, sentencesOf, stem } from '../../src/modules/voice/engine/match.js';
import { answerFrom } from '../../src/modules/voice/voice.tools.js';

const FAQ = [
  { question: 'Czy przyjmujecie płatności kartą?', answer: 'Tak, płatność kartą i BLIK-iem jest możliwa.' },
  { question: 'Do you take card payments?', answer: 'Yes, cards and BLIK are fine.' },
  { question: 'Czy macie umowę z NFZ?', answer: 'Nie, wszystkie wizyty są prywatne.' },
  { question: 'Czy jest winda w budynku?', answer: 'Tak, winda jest przy wejściu od podwórza.' },
  {
    question: 'Czy rehabilitację można opłacić w ratach?',
    answer: 'Tak, pakiety powyżej 1500 zł rozkładamy na trzy raty.',
  },
];
const DOC = `Gabinet Fizjoterapii Ruch mieści się przy ulicy Długiej 7 w Gdańsku, na pierwszym piętrze.
Najbliższy przystanek tramwajowy to Brama Wyżynna.

Cennik. Konsultacja fizjoterapeutyczna kosztuje 180 zł. Masaż leczniczy kosztuje 150 zł. Terapia manualna kosztuje 200 zł.

Zespół: mgr Ewa Kaczmarek i mgr Jan Górski. Na pierwszą wizytę prosimy zabrać wyniki badań i wygodny strój.`;

const corpus = buildCorpus(FAQ, [DOC], ['Masaż leczniczy', 'Terapia manualna']);
const answer = (q: string, l: 'pl' | 'en' = 'pl') => answerFrom(corpus, q, l);

describe('Polish stemming and keys', () => {
  it('cuts inflectional endings and keeps short words', () => {
    expect(stem('rehabilitacji')).toBe(stem('rehabilitacja'));
    expect(stem('dom')).toBe('dom');
  });
  it('maps inflected forms and synonyms to one concept, in both languages', () => {
    const k = (t: string) => [...keysOf(t).keys()];
    expect(k('kartą')).toEqual(k('karty'));
    expect(k('cards')).toEqual(k('karta'));
    expect(k('rozłożyć na raty')).toContain('instalment');
    expect(k('instalments')).toContain('instalment');
    expect(k('zaparkować')).toEqual(k('parking'));
  });
  it('takes a number of hours (and "how many hours") for a length of time, not the opening hours', () => {
    const k = (t: string) => [...keysOf(t).keys()];
    expect(k('Do której jesteście otwarci?')).toContain('hours');
    expect(k('w jakich godzinach pracujecie')).toContain('hours');
    for (const t of [
      'odwołać do 24 godzin przed',
      'zabieg trwa dwie godziny',
      'cancel up to 48 hours before',
    ])
      expect(k(t)).toEqual(expect.arrayContaining(['hourspan']));
    expect(k('odwołać do 24 godzin przed')).not.toContain('hours');
    expect(k('How many hours before can I cancel?')).toContain('hourspan');
  });
});

describe('FAQ: answer only a real match', () => {
  it('finds the entry through inflection and synonyms', () => {
    expect(answer('Czy mogę zapłacić kartą?')).toMatch(/BLIK/);
    expect(answer('czy moge placic karta')).toMatch(/BLIK/);
    expect(answer('Czy da się rozłożyć płatność za rehabilitację na raty?')).toMatch(/trzy raty/);
  });
  it('answers an English caller with the English half of a bilingual entry', () => {
    expect(answer('Can I pay by card?', 'en')).toBe('Yes, cards and BLIK are fine.');
  });
  it('an English question about a Polish-only entry gets it, said to be in Polish', () => {
    const a = answer('Is there a lift in the building?', 'en');
    expect(a).toMatch(/^I have this information only in Polish/);
    expect(a).toMatch(/winda/);
  });
  it('never takes a yes/no from a different question', () => {
    // Shares "przyjmujecie" with the card entry and "NFZ" is unrelated: not answered.
    expect(answer('Czy przyjmujecie psy?')).toBeNull();
    expect(answer('Do you take walk-ins?', 'en')).toBeNull();
  });
});

describe('knowledge: whole sentences, or nothing', () => {
  it('reads the one sentence that answers, whole', () => {
    expect(answer('Ile kosztuje masaż?')).toBe('Masaż leczniczy kosztuje 150 zł.');
    expect(answer('Jaki jest adres gabinetu?')).toBe(
      'Gabinet Fizjoterapii Ruch mieści się przy ulicy Długiej 7 w Gdańsku, na pierwszym piętrze.',
    );
    expect(answer('Co zabrać na pierwszą wizytę?')).toMatch(/wyniki badań i wygodny strój\.$/);
  });
  it('a question of place ("gdzie jest…", "where is…") is answered with the address', () => {
    for (const q of ['Gdzie jest gabinet?', 'Gdzie się mieścicie?', 'Where is the practice?'])
      expect(answer(q, q.startsWith('Where') ? 'en' : 'pl'), q).toContain('Długiej 7');
    // A place question about something else is not answered with the address.
    expect(answer('Gdzie mogę zostawić rower?')).toBeNull();
  });
  it('keeps abbreviations inside a sentence', () => {
    expect(sentencesOf(DOC)).toContain('Zespół: mgr Ewa Kaczmarek i mgr Jan Górski.');
  });
  it('a question about something the business never mentions is not answered with a neighbour', () => {
    // Prices exist, staff exists: but not acupuncture, not Ukrainian.
    expect(answer('Ile kosztuje akupunktura?')).toBeNull();
    expect(answer('Czy fizjoterapeuta mówi po ukraińsku?')).toBeNull();
    expect(answer('How much is acupuncture?', 'en')).toBeNull();
    expect(bestAnswer('Czy w gabinecie jest klimatyzacja?', corpus)).toEqual([]);
  });
});

describe("the owner's synonyms", () => {
  it('a word or phrase of the list counts as its key', () => {
    const faq = [{ question: 'Czy można zapłacić przelewem?', answer: 'Tak, numer konta podamy w SMS-ie.' }];
    const syn = { przelew: ['transfer bankowy', 'wire'] };
    const without = buildCorpus(faq, []);
    expect(bestAnswer('Czy przyjmujecie transfer bankowy?', without)).toEqual([]);
    const withSyn = buildCorpus(faq, [], [], syn);
    expect(answerFrom(withSyn, 'Czy przyjmujecie transfer bankowy?', 'pl', syn)).toBe(
      'Tak, numer konta podamy w SMS-ie.',
    );
    expect(answerFrom(withSyn, 'Can I pay by wire?', 'en', syn)).toMatch(
      /^I have this information only in Polish/,
    );
  });
});

describe('verbs and short words weigh less than the subject', () => {
  it('a question with its own verb or a small adjective still finds the entry', () => {
    expect(answer('Czy wystawicie mi paragon za rehabilitację?')).toBeNull();
    expect(answer('Czy dostanę taką możliwość, żeby płacić kartą?')).toMatch(/BLIK/);
    expect(answer('Czy jest duża winda?')).toMatch(/winda/);
  });
  it('but an unknown noun still means "I don\'t know"', () => {
    expect(answer('Czy macie saunę?')).toBeNull();
    expect(answer('Czy fizjoterapeuta mówi po ukraińsku?')).toBeNull();
  });
});

describe('issue #21: inflection, phrases and a small bilingual lexicon', () => {
  const faq = [
    { question: 'Czy przyjmujecie karty płatnicze?', answer: 'Tak, kartą i BLIK-iem.' },
    { question: 'Czy gabinet jest dostępny dla osób na wózku?', answer: 'Tak, nie ma schodów.' },
    { question: 'Czy przyjmujecie na NFZ?', answer: 'Nie, tylko prywatnie.' },
    { question: 'Czy znieczulenie jest w cenie?', answer: 'Tak, znieczulenie jest wliczone w cenę.' },
    { question: 'Is there parking?', answer: 'Yes, behind the building.' },
    { question: 'Czy można rozłożyć płatność na raty?', answer: 'Tak, na trzy raty.' },
  ];
  const doc =
    'Wizytę można bezpłatnie odwołać do 48 godzin przed terminem. Na pierwszą wizytę prosimy zabrać skierowanie.';
  const c = buildCorpus(faq, [doc]);
  const a = (q: string, l: 'pl' | 'en' = 'pl') => answerFrom(c, q, l);
  it('Polish inflection and synonyms find the entry', () => {
    expect(a('Czy mogę zapłacić blikiem albo kartą?')).toMatch(/BLIK/);
    expect(a('Czy da się płacić kartą kredytową?')).toMatch(/BLIK/);
    expect(a('Czy tata wjedzie do was wózkiem inwalidzkim?')).toMatch(/schodów/);
    expect(a('Czy macie umowę z Narodowym Funduszem Zdrowia?')).toMatch(/prywatnie/);
  });
  it('a credit card is a card, not instalments', () => {
    expect([...keysOf('Can I pay with a credit card?').keys()]).not.toContain('instalment');
  });
  it('English stemming and an English question answered from a Polish-only entry', () => {
    expect(a('Is there somewhere to park?', 'en')).toMatch(/behind the building/);
    expect(a('Is the anaesthesia included in the price?', 'en')).toMatch(
      /^I have this information only in Polish.*znieczulenie/,
    );
    expect(a('Do I pay extra for anesthesia?', 'en')).toMatch(/znieczulenie/);
    expect(a('Are you contracted with the national health fund?', 'en')).toMatch(/prywatnie/);
    expect(a('My mum uses a wheelchair, can she get in?', 'en')).toMatch(/schodów/);
  });
  it('"bez opłat", "free of charge" ask about what is free', () => {
    expect(a('Do kiedy mogę odwołać wizytę bez opłat?')).toMatch(/48 godzin/);
    expect(a('Until when can I cancel free of charge?', 'en')).toMatch(/48 godzin/);
    expect(a('Co zabrać ze sobą na pierwszą wizytę?')).toMatch(/skierowanie/);
  });
  it('one shared word is still not a match', () => {
    expect(a('Czy wydajecie karty podarunkowe?')).toBeNull();
    expect(a('Do you run a fundraiser for charity?', 'en')).toBeNull();
    expect(a('Czy podpisujecie umowę o zachowaniu poufności?')).toBeNull();
    expect(a('Is there a park nearby for a walk with kids?', 'en')).toBeNull();
    expect(a('Can I bring my own music?', 'en')).toBeNull();
    // "pieszo" (on foot) is no dog ("pies").
    expect(buildCorpus([], ['Do metra dojdą Państwo pieszo w pięć minut.']).known.has('pet')).toBe(false);
  });
});

describe('issue #21, round 2: how people ask for places, the team and payment', () => {
  it('"jak do was trafić", "how do I get to you" ask for the address; by transport, the stop', () => {
    expect(answer('Jak do was trafić?')).toContain('Długiej 7');
    expect(answer('How do I get to you?', 'en')).toContain('Długiej 7');
    expect(answer('Jak dojechać do was komunikacją miejską?')).toMatch(/Brama Wyżynna/);
    expect(answer('How do I get there by public transport?', 'en')).toMatch(/Brama Wyżynna/);
  });
  it('"kto przyjmuje", "who works there" ask for the team', () => {
    expect(answer('Kto u was przyjmuje?')).toMatch(/^Zespół/);
    expect(answer('Who works there?', 'en')).toMatch(/Zespół/);
  });
  it('colloquial words for a subject', () => {
    const k = (t: string) => [...keysOf(t).keys()];
    expect(k('a scale and polish')).toContain('hygiene');
    expect(k('have a tooth pulled')).toContain('extraction');
    expect(k('have a tooth out')).toContain('extraction');
    expect(k('Jest miejsce dla auta?')).toContain('parking');
    // The car said first, then named by a pronoun ("it" with no car before it is not parking).
    expect(k("I'll be driving. Is there somewhere I can leave it?")).toContain('parking');
    expect(k('Przyjadę samochodem. Gdzie mogę go zostawić?')).toContain('parking');
    expect(k('Będę autem, gdzie je zostawić?')).toContain('parking');
    expect(k('Can I leave it until next week to decide?')).not.toContain('parking');
    expect(k('Do you offer payment plans?')).toContain('instalment');
    expect(k('Czy można spłacać w częściach?')).toContain('instalment');
    // "Cześć" (hello) is no part ("części") of a payment.
    expect(k('Cześć')).not.toContain('instalment');
    expect(k('Is it possible to spread the cost?')).toEqual(['instalment']);
    expect(answer('Czy płatność kartą jest możliwa?')).toMatch(/BLIK/);
  });
  it('a yes that names what was asked answers it; a no to another question never', () => {
    const c = buildCorpus(
      [
        { question: 'Czy przyjmujecie karty?', answer: 'Tak, kartą, BLIK-iem lub gotówką.' },
        { question: 'Czy przyjmujecie na NFZ?', answer: 'Nie, przyjmujemy wyłącznie pacjentów prywatnych.' },
      ],
      [],
    );
    expect(answerFrom(c, 'Czy można płacić gotówką?', 'pl')).toMatch(/gotówką/);
    expect(answerFrom(c, 'Czy przyjmujecie pacjentów prywatnych?', 'pl')).toBeNull();
  });
  it('"co robicie", "what do you offer" ask for the services', () => {
    expect([...keysOf('Co robicie?').keys()]).toEqual(['services']);
    expect([...keysOf('What do you offer?').keys()]).toContain('services');
  });
  it('still "I don\'t know" for gift cards, a surgeon\'s languages, bike parking', () => {
    expect(answer('Do you sell gift cards?', 'en')).toBeNull();
    expect(answer('Czy fizjoterapeuta mówi po niemiecku?')).toBeNull();
    expect(answer('Czy macie parking dla rowerów?')).toBeNull();
  });
});

describe('issue #21, round 4: how people really ask, and still only what is known', () => {
  const k = (t: string) => [...keysOf(t).keys()];
  it('synonym classes and phrases find the concept', () => {
    expect(k('Muszę mieć gotówkę czy macie terminal?')).toEqual(expect.arrayContaining(['cash', 'card']));
    expect(k('Can the bill be split into smaller monthly payments?')).toContain('instalment');
    expect(k('Czy mogę płacić co miesiąc?')).toContain('instalment');
    expect(k('Potrzebuję usunąć kamień z zębów')).toContain('hygiene');
    expect(k('Potrzebuję usunąć kamień z zębów')).not.toContain('extraction');
    expect(k('I want whiter teeth')).toContain('whitening');
    expect(k('a white filling')).not.toContain('whitening');
    expect(k('The nerve in my tooth needs treating')).toContain('rootcanal');
    expect(k('Jak się do was dostać z centrum?')).toContain('address');
    expect(k('Jak się do was dostać z centrum?')).not.toContain('centrum');
    expect(k('Ile trwa wybielanie?')).toEqual(expect.arrayContaining(['duration', 'whitening']));
  });
  it('a companion is not the subject ("z dzieckiem" does not ask about treating children)', () => {
    expect(k('Czy mogę przyjść z dzieckiem?')).toContain('companion');
    expect(k('Czy mogę przyjść z dzieckiem?')).not.toContain('child');
    expect(k('Can I bring my son along?')).toContain('companion');
  });
  it('a doctor is who does it: the subject decides', () => {
    const c = buildCorpus([], ['Nie prowadzimy wizyt domowych.', 'Zespół: lek. Ewa Kaczmarek.']);
    expect(answerFrom(c, 'Czy lekarz może przyjechać do mnie do domu?', 'pl')).toBe(
      'Nie prowadzimy wizyt domowych.',
    );
    expect(answerFrom(c, 'Jacy lekarze u was przyjmują?', 'pl')).toMatch(/Kaczmarek/);
  });
  it('a child coming alone, a discount, the dentist for children: not the children entry', () => {
    const c = buildCorpus(
      [{ question: 'Czy leczycie dzieci?', answer: 'Tak, przyjmujemy dzieci od trzeciego roku życia.' }],
      ['Zespół: lek. Ewa Kaczmarek.'],
    );
    expect(answerFrom(c, 'Czy leczycie maluchy?', 'pl')).toMatch(/trzeciego/);
    expect(answerFrom(c, 'Czy dzieci płacą mniej?', 'pl')).toBeNull();
    expect(answerFrom(c, 'Can my daughter come on her own?', 'en')).toBeNull();
    expect(answerFrom(c, 'Who is the dentist for kids?', 'en')).toBeNull();
  });
  it('"how much?" of nothing named is not answered with some price', () => {
    expect(answer('Ile to kosztuje?')).toBeNull();
    expect(answer('How much does it cost?', 'en')).toBeNull();
    expect(answer('Ile kosztuje masaż?')).toBe('Masaż leczniczy kosztuje 150 zł.');
  });
  it('a question of money is answered only by a candidate that speaks of money', () => {
    const c = buildCorpus(
      [{ question: 'Czy jest parking?', answer: 'Tak, mamy bezpłatny parking dla pacjentów.' }],
      ['Pierwsza wizyta obejmuje badanie i plan terapii.', 'Do metra jest około pięciu minut pieszo.'],
    );
    expect(answerFrom(c, 'Czy parking jest płatny?', 'pl')).toMatch(/bezpłatny/);
    expect(answerFrom(c, 'Czy pierwsza wizyta jest płatna?', 'pl')).toBeNull();
    expect(answerFrom(c, 'Czy macie terminal do płatności w euro?', 'pl')).toBeNull();
    expect(answerFrom(c, 'How long is the first visit?', 'en')).toBeNull();
    expect(answerFrom(c, 'How long does it take to walk from the metro?', 'en')).toMatch(/pięciu minut/);
  });
  it('a short word the lexicon knows is a subject ("TV"), a place in the clinic is not', () => {
    const c = buildCorpus([], ['W poczekalni dostępne jest bezpłatne Wi-Fi dla pacjentów.']);
    expect(answerFrom(c, 'Is there a TV in the waiting room?', 'en')).toBeNull();
    expect(answerFrom(c, 'Czy mogę poczekać w poczekalni?', 'pl')).toBeNull();
    expect(answerFrom(c, 'Can I get online while I wait?', 'en')).toMatch(/Wi-Fi/);
  });
  it('two sentences that answer equally well are both read', () => {
    const c = buildCorpus(
      [],
      [
        'Pierwsza wizyta obejmuje badanie i plan terapii.',
        'Na pierwszą wizytę prosimy zabrać dowód osobisty.',
      ],
    );
    const a = answerFrom(c, 'What do I need for my first appointment?', 'en');
    expect(a).toMatch(/plan terapii/);
    expect(a).toMatch(/dowód osobisty/);
  });
  it('the same sentence found in two passages is read once', () => {
    const team = 'Nasz zespół: lek. dent. Anna Wiśniewska oraz higienistka Marta Lewandowska.';
    const c = buildCorpus([], [`Cennik u nas jest stały. ${team}`, `${team} Wi-Fi jest bezpłatne.`]);
    const a = answerFrom(c, 'Kto u was pracuje?', 'pl');
    expect(a).toContain('Anna Wiśniewska');
    expect(a!.split('Nasz zespół').length - 1).toBe(1);
  });
});

describe('ways of asking read as one subject (answers part 4)', () => {
  const k = (t: string) => [...keysOf(t).keys()];
  it('"rozkładać" (the verb) is instalments, the timetable "rozkład" is not', () => {
    expect(k('Rozkładacie płatności?')).toContain('instalment');
    expect(k('rozkład jazdy tramwajów')).not.toContain('instalment');
    expect(answer('Czy rozkładacie jakoś płatności?')).toMatch(/trzy raty/);
  });
  it('"on his own" beside a lift or a wheelchair asks about access; alone it asks nothing known', () => {
    expect(answer('My dad is in a wheelchair. Can he get to you on his own, is there a lift?', 'en')).toMatch(
      /winda/,
    );
    expect(answer('Can my son come on his own?', 'en')).toBeNull();
  });
  it('a child brought along who is to be examined too, or whose age is said, is the subject', () => {
    expect(k('Czy mogę przyjść z córką? Czy ją też obejrzycie?')).toContain('child');
    expect(k('Z synkiem mogę przyjść? Ma cztery lata.')).toContain('child');
    expect(k('Czy mogę przyjść z córką? Nie mam jej z kim zostawić.')).toContain('companion');
    expect(k('Czy mogę przyjść z synem na swoją wizytę? Ma dziesięć lat.')).toContain('companion');
  });
  it('stopping with the car said earlier in the breath is parking; without a car it is not', () => {
    expect(k('Jadę do was samochodem na wizytę, gdzie mogę stanąć?')).toContain('parking');
    expect(k('Gdzie mogę stanąć w czasie zabiegu?')).not.toContain('parking');
  });
  it('being booked is a weak key: it neither blocks nor carries an answer', () => {
    expect(keysOf('Jestem zapisana na jutro').get('book')?.weak).toBe(true);
    expect(answer('Jestem zapisana na jutro, czy jest winda?')).toMatch(/winda/);
    expect(answer('Jestem zapisana na jutro.')).toBeNull();
  });
});

describe('the FAQ asked in other words (hyphenated endings, paying oneself, parts, a question after its scene)', () => {
  const k = (t: string) => [...keysOf(t).keys()];
  it('a Polish ending after a hyphen is the word\'s own ("BLIK-iem", "NFZ-em")', () => {
    expect(k('płacę BLIK-iem')).toEqual(k('płacę blik'));
    expect(k('kontrakt z NFZ-em')).toContain('nfz');
    expect(k('kontrakt z NFZ-em')).not.toContain('em');
    expect(answer('Czy da się zapłacić telefonem, BLIK-iem jakimś?')).toMatch(/BLIK/);
    expect(k('Wi-Fi')).toEqual(k('wifi'));
  });
  it('paying oneself beside the public fund is paying privately; alone it keeps its meaning', () => {
    expect(k('Czy macie umowę z Funduszem, czy płacę sam?')).toContain('private');
    expect(answer('Czy macie umowę z Funduszem, czy trzeba płacić samemu?')).toMatch(/prywatne/);
    expect(answer('Are you with the national health fund or do I pay it all myself?', 'en')).toMatch(
      /prywatne/,
    );
    expect(k('Czy leczenie jest z NFZ-u, czy z własnej kieszeni?')).toContain('private');
    expect(k('Czy córka może sama zapłacić?')).not.toContain('private');
    expect(answer('Czy córka może sama zapłacić?')).toBeNull();
  });
  it('paying in parts said without a word of instalments', () => {
    expect(answer('Czy za rehabilitację da się płacić po kawałku?')).toMatch(/trzy raty/);
    expect(answer('Could I pay for it bit by bit?', 'en')).toMatch(/trzy raty/);
    expect(answer('Can the bill be paid off in small chunks?', 'en')).toMatch(/trzy raty/);
    // "Stopniowo" without paying is not the steps of a lift's entry, nor instalments.
    expect(answer('Czy leczenie robicie stopniowo, na kilku wizytach?') ?? '').not.toMatch(/winda|raty/);
  });
  it('a question after the words that set its scene ("jestem zapisana…, do kiedy…", "zanim się zapiszę…, ile…")', () => {
    const c = buildCorpus(
      [],
      ['Wizytę można bezpłatnie odwołać do 24 godzin przed terminem. Masaż leczniczy kosztuje 150 zł.'],
      ['Masaż leczniczy'],
    );
    expect(
      answerFrom(
        c,
        'Jestem zapisany na piątek i chciałem się upewnić, do kiedy mogę bez kosztów odwołać, gdyby coś mi wypadło.',
        'pl',
      ),
    ).toMatch(/24 godzin/);
    expect(answerFrom(c, 'Zanim się zapiszę na masaż, ile on kosztuje?', 'pl')).toMatch(/150/);
    expect(answerFrom(c, 'Before I book anything, how late can I cancel for free?', 'en')).toMatch(
      /24 godzin/,
    );
    // A past form the endings miss ("wypadło") is what happened, a weak key.
    expect(keysOf('gdyby coś mi wypadło').get('wypasc')?.weak).toBe(true);
  });
});

describe('the address, the team and an apology in other words', () => {
  it('answers the address asked by finding the place or "whereabouts"', () => {
    expect(answer('Pod jakim adresem was znajdę?')).toContain('Długiej');
    expect(answer('Whereabouts are you, roughly?', 'en')).toContain('Długiej');
    expect(answer('Pod jakim adresem macie gabinet w Sopocie?')).toBeNull();
  });
  it('answers the team asked by its names', () => {
    expect(answer('Jak się nazywają lekarze, którzy u was przyjmują?')).toContain('Kaczmarek');
    expect(answer('What are the names of your doctors?', 'en')).toContain('Kaczmarek');
  });
  it('reads past an apology before the question', () => {
    expect(answer('Excuse me, is there a lift in the building?', 'en')).toContain('winda');
    expect(answer('Sorry, do you sell massage oils?', 'en')).toBeNull();
  });
});
