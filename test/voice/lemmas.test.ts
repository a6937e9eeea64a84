/**
 * Polish lemmas (issue #21): Hunspell's affix stripping of `lemmas/hunspell.ts`, first on a
 * dictionary of a few lines (the algorithm: conditions, strip strings, the cross product), then
 * on the sjp.pl dictionary itself (`dictionary-pl`) through `lemmas/polish.ts`, and the keys
 * `match.ts` builds from them.
 */
import { describe, expect, it } from 'vitest';
import { keysOf, stem, wordKey } from '../../src/modules/voice/engine/match.js';
import {
  createLemmatizer,
  createLemmatizerInTurns,
  foldWord,
} from '../../src/modules/voice/lemmas/hunspell.js';
import {
  polishLemma,
  polishLemmas,
  polishLemmatizer,
  preparePolishLemmas,
} from '../../src/modules/voice/lemmas/polish.js';

const AFF = `SET UTF-8
PFX b Y 1
PFX b   0     nie    .

SFX a Y 3
SFX a   a     ą      a
SFX a   a     y      [^k]a
SFX a   a     i      ka

SFX c N 1
SFX c   ć     łam    ić
`;
const DIC = `4
karta/ab
rzeka/a
płacić/bc
kot
`;

describe('Hunspell affix stripping (a dictionary of four roots)', () => {
  const l = createLemmatizer(AFF, DIC);
  it('strips a suffix, puts the strip string back and looks the root up with the flag', () => {
    expect(l.lemmas('kartą')).toEqual(['karta']);
    expect(l.lemmas('płaciłam')).toEqual(['placic']);
  });
  it("tests the rule's condition on the root", () => {
    expect(l.lemmas('karty')).toEqual(['karta']);
    expect(l.lemmas('rzeki')).toEqual(['rzeka']);
    expect(l.lemmas('rzeky')).toEqual([]);
    expect(l.lemmas('karti')).toEqual([]);
  });
  it('a root is its own lemma, with or without flags; a form of a flagless root is nothing', () => {
    expect(l.lemmas('kot')).toEqual(['kot']);
    expect(l.lemmas('karta')).toEqual(['karta']);
    expect(l.lemmas('koty')).toEqual([]);
  });
  it('strips a prefix, and a prefix with a suffix only when both rules are cross products', () => {
    expect(l.lemmas('niekarta')).toEqual(['karta']);
    expect(l.lemmas('niekartą')).toEqual(['karta']);
    expect(l.lemmas('niepłacić')).toEqual(['placic']);
    // "c" is not a cross product: "nie" + "-łam" together is no form of "płacić".
    expect(l.lemmas('niepłaciłam')).toEqual([]);
    // "rzeka" has no "b": no "nie".
    expect(l.lemmas('nierzeka')).toEqual([]);
  });
  it('works on folded words: with or without diacritics, any case', () => {
    expect(l.lemmas('karta')).toEqual(l.lemmas('KARTA'));
    expect(l.lemmas('placilam')).toEqual(['placic']);
    expect(l.lemmas('karta')).toEqual(l.lemmas('kartą'));
    expect(foldWord('Zapłaciłam Kartą')).toBe('zaplacilam karta');
  });
  it('knows nothing else', () => {
    expect(l.lemmas('card')).toEqual([]);
    expect(l.lemma('xyz')).toBeNull();
    expect(l.size).toBe(4);
  });
});

describe('loading in turns of the event loop', () => {
  it('gives the same lemmas as the synchronous load, with a pause between two slices of roots', async () => {
    let pauses = 0;
    const inTurns = await createLemmatizerInTurns(
      AFF,
      DIC,
      async () => {
        pauses++;
      },
      1,
    );
    expect(pauses).toBe(4);
    const whole = createLemmatizer(AFF, DIC);
    for (const w of ['kartą', 'karty', 'rzeki', 'płaciłam', 'niekarta', 'kot', 'pies'])
      expect(inTurns.lemmas(w), w).toEqual(whole.lemmas(w));
  });
  it('prepares the sjp.pl dictionary once; a word asked later uses it', async () => {
    await Promise.all([preparePolishLemmas(), preparePolishLemmas()]);
    const lemmatizer = polishLemmatizer();
    expect(lemmatizer?.size).toBeGreaterThan(250_000);
    await preparePolishLemmas();
    expect(polishLemmatizer()).toBe(lemmatizer);
    expect(polishLemma('kartą')).toBe('karta');
  });
});

describe('Polish lemmas of the sjp.pl dictionary', () => {
  it('loads the dictionary once', () => {
    const first = polishLemmatizer();
    expect(first).not.toBeNull();
    expect(first?.size).toBeGreaterThan(250_000);
    expect(polishLemmatizer()).toBe(first);
  });
  it('gives the lemmas of inflected nouns', () => {
    expect(polishLemmas('kartą')).toEqual(['karta']);
    // "kart" is the genitive plural of "karta" and a root itself (a go-kart): both, itself first.
    expect(polishLemmas('kart')).toEqual(['kart', 'karta']);
    expect(polishLemma('karty')).toBe('karta');
    // "ząb" folds to "zab", also the genitive plural of "żaba": the word itself first.
    expect(polishLemma('ząb')).toBe('zab');
    expect(polishLemma('zębów')).toBe('zab');
    expect(polishLemma('wózkiem')).toBe('wozek');
    expect(polishLemma('leków')).toBe('lek');
  });
  it('gives the infinitive of verb forms', () => {
    expect(polishLemmas('płacę')).toContain('placic');
    expect(polishLemma('płacę')).toBe('placic');
    expect(polishLemma('zapłacić')).toBe('zaplacic');
    expect(polishLemma('zapłaciłam')).toBe('zaplacic');
    expect(polishLemma('mieścicie')).toBe(polishLemma('mieści'));
  });
  it('strips the "nie" prefix of adjectives and participles', () => {
    expect(polishLemmas('niedostępny')).toEqual(['dostepny']);
    // The prefix and a suffix together (both rules are cross products).
    expect(polishLemmas('niedostępnego')).toEqual(['dostepny']);
    expect(polishLemmas('niepłatny')).toEqual(['platny']);
    // A form the dictionary lists whole is its own lemma.
    expect(polishLemmas('niepłacący')).toEqual(['nieplacacy']);
  });
  it('gives the same lemmas to folded input', () => {
    for (const [a, b] of [
      ['zaplacic', 'zapłacić'],
      ['karta', 'kartą'],
      ['zaplacilam', 'zapłaciłam'],
      ['wozkiem', 'wózkiem'],
    ])
      expect(polishLemmas(a as string)).toEqual(polishLemmas(foldWord(b as string)));
    expect(polishLemmas('zaplacic karta'.split(' ')[1] as string)).toEqual(['karta']);
  });
  it('knows no made-up or English-only word', () => {
    expect(polishLemmas('qwrtzx')).toEqual([]);
    expect(polishLemma('wheelchair')).toBeNull();
  });
});

describe('keys of matching', () => {
  it('keys a Polish word outside the lexicon by its lemma, with or without diacritics', () => {
    // A verbal noun's lemma is its verb ("wypełnić"), cut by the light stemmer.
    expect(wordKey('wypelnieniem', false)).toBe('wypeln');
    expect(wordKey('wypełnienia', false)).toBe(wordKey('wypełnić', false));
    expect(wordKey('zebow', false)).toBe(wordKey('ząb', false));
    // Two lemmas of one stem meet: "kart" (itself a root) and "kartą" ("karta").
    expect(wordKey('kart', false)).toBe(wordKey('kartą', false));
    expect(wordKey('parterze', false)).toBe(wordKey('parteru', false));
    const k = (t: string) => [...keysOf(t).keys()];
    expect(k('Czy gabinet mieści się na parterze?')).toEqual(k('czy gabinet miescicie sie na parteru'));
  });
  it('keeps the light stemmer for English text, digits and unknown words', () => {
    expect(wordKey('parking', true)).toBe(stem('parking'));
    expect(wordKey('10am', false)).toBe(stem('10am'));
    expect(wordKey('qwrtzxow', false)).toBe(stem('qwrtzxow'));
  });
  it('keeps the lexicon first', () => {
    expect([...keysOf('zapłaciłam kartą').keys()]).toEqual(['pay', 'card']);
  });
});
