/**
 * Matching a caller's question against what the business knows (pure): the FAQ and the
 * sentences of its knowledge documents, in Polish and English.
 *
 * Words are folded (lower case, no diacritics), stop words dropped, and each word becomes a
 * key: a concept of the lexicon below when one of its stems starts the word (so "kartą",
 * "karty", "card" and "cards" are one key, in both languages, and synonyms such as "raty" /
 * "rozłożyć" / "instalments" too), else the word cut by a light Polish/English stemmer
 * (inflectional endings removed). Owners' synonyms extend the lexicon per tenant.
 *
 * A candidate (an FAQ entry, a knowledge sentence) is answered only when the match is real:
 * - it covers at least {@link MIN_COVER} of the weight of the caller's keys (weak keys such as
 *   "visit", "pay" or "tooth" weigh less), with at least one strong key in common;
 * - for an FAQ entry, the caller also covers at least half of the entry's question, so a bare
 *   "Tak"/"Nie" is never taken from a different question;
 * - no strong key the caller said is missing from it while missing from everything the
 *   business knows (the caller asked about something it never mentions: "I don't know").
 * Thresholds were set on the unit cases in test/voice/match.test.ts, not on the held-out set.
 */

/** Concepts: [key, weak?, stems (a folded word starting with one of them is that concept)]. */
const LEXICON: [string, boolean, string[]][] = [
  ['card', false, ['kart', 'card', 'blik', 'visa', 'mastercard', 'zblizeni', 'contactless']],
  ['cash', false, ['gotowk', 'gotowka', 'cash']],
  ['pay', true, ['plac', 'zaplac', 'platn', 'oplac', 'pay', 'paid', 'payment']],
  ['accept', true, ['przyjm', 'przyjmow', 'akcept', 'accept', 'take', 'takes', 'taking', 'honour', 'honor']],
  [
    'instalment',
    false,
    [
      'rata',
      'raty',
      'ratach',
      'ratami',
      'ratal',
      'rozloz',
      'instal',
      'finansow',
      'financ',
      'kredyt',
      'credit',
    ],
  ],
  ['parking', false, ['parking', 'parkow', 'zaparkow', 'park', 'parked']],
  ['car', true, ['samochod', 'auto', 'autem', 'car', 'cars', 'vehicle']],
  [
    'child',
    false,
    [
      'dzieck',
      'dzieci',
      'dziec',
      'maluch',
      'niemowl',
      'child',
      'children',
      'kid',
      'kids',
      'toddler',
      'pediatr',
      'paediatr',
      'pedodon',
    ],
  ],
  ['invoice', false, ['faktur', 'invoice', 'vat', 'rachun', 'paragon', 'receipt']],
  ['anaesthesia', false, ['znieczul', 'anest', 'anaest', 'numbing', 'sedac', 'sedat']],
  [
    'access',
    false,
    [
      'wozk',
      'wheelchair',
      'niepelnospr',
      'disab',
      'accessib',
      'schod',
      'stairs',
      'steps',
      'winda',
      'windy',
      'lift',
      'elevator',
      'parter',
    ],
  ],
  ['nfz', false, ['nfz', 'narodow', 'fundusz', 'refund', 'ubezpiecz', 'insurance', 'insured', 'fund']],
  [
    'address',
    false,
    ['adres', 'address', 'ulic', 'street', 'znajduj', 'miesci', 'mieszcz', 'located', 'location', 'lokaliz'],
  ],
  [
    'transport',
    false,
    [
      'metro',
      'metra',
      'metrem',
      'subway',
      'underground',
      'tube',
      'stacj',
      'station',
      'tramwaj',
      'tram',
      'autobus',
      'bus',
      'dojazd',
      'dojecha',
      'dojad',
      'dotrze',
      'commute',
    ],
  ],
  ['near', true, ['najbliz', 'blisk', 'closest', 'nearest', 'near']],
  [
    'price',
    false,
    [
      'cen',
      'koszt',
      'kosztu',
      'kosztow',
      'price',
      'cost',
      'costs',
      'fee',
      'fees',
      'cennik',
      'expensive',
      'drogi',
      'drogo',
      'tani',
    ],
  ],
  ['whitening', false, ['wybiel', 'whiten', 'bleach']],
  ['checkup', false, ['przeglad', 'kontrol', 'checkup', 'check', 'examination']],
  ['rootcanal', false, ['kanal', 'canal']],
  [
    'hygiene',
    false,
    ['higieniz', 'skaling', 'scaling', 'piaskow', 'czyszcz', 'cleaning', 'clean', 'polishing'],
  ],
  ['extraction', false, ['ekstrakc', 'wyrwa', 'wyrwan', 'extract', 'usuniec', 'usunac']],
  ['filling', false, ['wypeln', 'plomb', 'filling']],
  ['tooth', true, ['zab', 'zeb', 'tooth', 'teeth', 'dental', 'stomatolog']],
  [
    'staff',
    false,
    [
      'lekarz',
      'lekarze',
      'doktor',
      'dentyst',
      'doctor',
      'dentist',
      'higienistk',
      'hygienist',
      'personel',
      'staff',
      'team',
      'zespol',
      'pracown',
    ],
  ],
  ['first', false, ['pierwsz', 'first']],
  ['bring', false, ['zabrac', 'zabier', 'wziac', 'przyniesc', 'przynies', 'bring', 'zabra']],
  ['document', false, ['dowod', 'dokument', 'document', 'identity', 'paszport', 'passport']],
  ['cancel', false, ['odwol', 'cancel', 'anul', 'rezygn']],
  ['home', false, ['domow', 'dom', 'domu', 'home', 'house']],
  ['wifi', false, ['wifi', 'internet']],
  ['free', true, ['bezplat', 'darmow', 'free', 'gratis']],
  [
    'pet',
    false,
    [
      'pies',
      'psem',
      'psa',
      'psy',
      'piesek',
      'kot',
      'kota',
      'kotem',
      'zwierz',
      'dog',
      'dogs',
      'cat',
      'cats',
      'pet',
      'pets',
      'animal',
    ],
  ],
  ['waiting', false, ['poczekal', 'waiting']],
  [
    'visit',
    true,
    ['wizyt', 'visit', 'appointment', 'zabieg', 'procedure', 'treatment', 'leczen', 'lecz', 'treat'],
  ],
  ['patient', true, ['pacjent', 'patient']],
  ['hours', false, ['godzin', 'otwar', 'czynn', 'hours', 'open', 'opening']],
  ['services', true, ['uslug', 'oferu', 'oferta', 'ofercie', 'service', 'services', 'offer', 'offered']],
  ['implant', false, ['implant']],
  [
    'language',
    false,
    ['angielsk', 'english', 'niemieck', 'german', 'ukrain', 'rosyjsk', 'russian', 'francusk', 'french'],
  ],
  ['speak', true, ['mowi', 'mowic', 'speak', 'speaks', 'rozmaw']],
  ['building', true, ['budyn', 'building', 'pietr', 'floor', 'wejsc', 'entrance']],
  ['weekend', false, ['sobot', 'niedziel', 'saturday', 'sunday', 'weekend']],
  ['result', false, ['wynik', 'result', 'badan', 'test', 'tests', 'xray', 'rtg', 'rentgen']],
  ['clinic', true, ['klinik', 'gabinet', 'przychodni', 'clinic', 'practice', 'surgery', 'office']],
];

/** Words that carry no subject in a question. */
const STOP = new Set(
  `czy jak jaki jaka jakie jakiej jakim jest sa sie nie tak co czym oraz albo lub ile gdzie kiedy ktora ktory ktore
  mozna moge mozemy mozecie mozna macie mam ma maja jestescie jestem u was wam wami pan pani panstwo prosze dla przy
  od do na po za w we z ze o i a to ten ta te tego tej mi mnie sobie tez juz jeszcze bardzo dzien dobry chcialem
  chcialam chcialbym chcialabym chce zapytac spytac pytanie dowiedziec trzeba potrzeba potrzebuje da dac wiedziec
  czyli jakis jakies cos dokladnie wlasnie moze byc bedzie by ze bo no wiec halo witam dzieki dziekuje robicie
  robi prowadzicie prowadzi mialem mialam moj moja moje swoj swoja tam tu tutaj teraz dzis dzisiaj
  the a an is are am do does did you your yours can could would will i me my we our us what whats how when where
  which who whom for with have has had any and or to of in on at be been there it its that this these those please
  hi hello just know tell like want need get got some also about if whether much many anything something there's
  ok okay well so then than from by as into pod nad przed przez bez miedzy obok kolo wobec ku aby zeby gdy jesli
  tylko chyba pewnie prawda wiecej mniej inne inny taki takie nam nas ich jego jej mu go ja ty on ona oni my wy
  ktos ktokolwiek cokolwiek gdzies jakos czemu dlaczego bylo byla byl beda mozliwosc mozliwe opcja
  over under out up down off should may might must shall doing done going possible possibility option way`.split(
    /\s+/,
  ),
);

const LEX_INDEX = new Map<string, { key: string; weak: boolean }[]>();
for (const [key, weak, stems] of LEXICON)
  for (const s of stems) {
    const first = s.slice(0, 2);
    const list = LEX_INDEX.get(first) ?? [];
    list.push({ key: `${key}\u0000${s}`, weak });
    LEX_INDEX.set(first, list);
  }

/** Lower case, diacritics folded (ł → l), anything but letters and digits to spaces. */
export function foldWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/wi-fi/g, 'wifi')
    .replace(/check-up/g, 'checkup')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

const PL_SUFFIXES = [
  'owaniami',
  'owaniach',
  'owania',
  'owanie',
  'owaniu',
  'ujemy',
  'ujecie',
  'owego',
  'owemu',
  'owych',
  'owymi',
  'aniem',
  'eniem',
  'ajacy',
  'ajaca',
  'owej',
  'owac',
  'iemy',
  'acie',
  'ecie',
  'ami',
  'ach',
  'ego',
  'emu',
  'ych',
  'ymi',
  'ich',
  'imi',
  'iej',
  'ie',
  'iem',
  'ej',
  'em',
  'ow',
  'om',
  'ac',
  'ec',
  'ic',
  'yc',
  'uj',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
];
const EN_SUFFIXES = ['ing', 'ies', 'es', 'ed', 's'];

/** A light stemmer: inflectional endings removed while at least 4 letters stay. */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  for (const s of [...PL_SUFFIXES, ...EN_SUFFIXES])
    if (word.endsWith(s) && word.length - s.length >= 4) return word.slice(0, -s.length);
  return word;
}

export interface Key {
  key: string;
  weak: boolean;
}

export type Synonyms = Record<string, string[]>;

/** The keys of a text: concepts (and the owner's synonyms, as concepts of their own) or stems. */
export function keysOf(text: string, synonyms?: Synonyms): Map<string, Key> {
  const out = new Map<string, Key>();
  const words = foldWords(text);
  const joined = ` ${words.join(' ')} `;
  if (/ (how much|ile kosztuj|ile plac|ile trzeba zaplac|ile za) /.test(joined))
    out.set('price', { key: 'price', weak: false });
  // "Gdzie jest gabinet?", "where are you?": a question of place asks for the address, although
  // "gdzie"/"where" is a stop word.
  if (
    / (gdzie (jest|sa|sie|znajduje|znajduja|miesci|znajde|znajdziemy|znajdziecie|macie|przyjmujecie)|where (is|are|can i find|do i find)) /.test(
      joined,
    )
  )
    out.set('address', { key: 'address', weak: false });
  // The owner's synonyms: a word or phrase of a list (any ending a stem covers) is the list's key,
  // and its words give no key of their own.
  const consumed = new Set<number>();
  if (synonyms)
    for (const [head, list] of Object.entries(synonyms)) {
      const key = `syn:${foldWords(head).join(' ')}`;
      for (const form of [head, ...list]) {
        const fw = foldWords(form).map(stem);
        if (fw.length === 0) continue;
        for (let i = 0; i + fw.length <= words.length; i++) {
          if (fw.every((x, j) => stem(words[i + j]!) === x)) {
            out.set(key, { key, weak: false });
            for (let j = 0; j < fw.length; j++) consumed.add(i + j);
          }
        }
      }
    }
  for (const [i, w] of words.entries()) {
    if (consumed.has(i)) continue;
    if (STOP.has(w) || (w.length < 3 && !/\d/.test(w))) continue;
    let hit: Key | null = null;
    for (const c of LEX_INDEX.get(w.slice(0, 2)) ?? []) {
      const [key, s] = c.key.split('\u0000') as [string, string];
      // Short stems match whole words only ("dom" not "domain"); longer ones start the word.
      if (s.length <= 4 ? w === s || (w.startsWith(s) && w.length <= s.length + 2) : w.startsWith(s)) {
        hit = { key, weak: c.weak };
        break;
      }
    }
    // A word outside the lexicon that is short (≤ 4 letters) or a Polish verb form ("dostanę",
    // "wjadę", "dopłacać") says less about the subject than a noun: a weak key.
    const k = hit ?? { key: stem(w), weak: w.length <= 4 || RE_PL_VERB.test(w) };
    if (!out.has(k.key)) out.set(k.key, k);
  }
  return out;
}

/** Endings of Polish verb forms (folded): infinitives, present and past tense. */
const RE_PL_VERB =
  /(?:ac|ec|ic|yc|uje|ujesz|ujemy|ujecie|uja|esz|ecie|emy|ane|ade|ede|alem|alam|ilem|ilam|ylem|ylam|al|ala|ali|il|ila|ili)$/;

const weight = (k: Key) => (k.weak ? 0.3 : 1);

/** Share of the caller's keys (by weight) that a candidate's keys cover. */
function cover(asked: Map<string, Key>, has: Map<string, Key>): { share: number; strong: boolean } {
  let total = 0;
  let got = 0;
  let strong = false;
  for (const k of asked.values()) {
    total += weight(k);
    if (has.has(k.key)) {
      got += weight(k);
      if (!k.weak) strong = true;
    }
  }
  return { share: total === 0 ? 0 : got / total, strong };
}

/** A candidate must cover this share of the caller's question. */
export const MIN_COVER = 0.6;
/** An FAQ entry's question must be covered this much by the caller's. */
export const MIN_FAQ_RECALL = 0.5;

export interface FaqCandidate {
  question: string;
  answer: string;
}

export interface Match {
  answer: string;
  /** Where it came from: an FAQ entry or a knowledge sentence. */
  source: 'faq' | 'knowledge';
  confidence: number;
}

/** A knowledge text cut into whole sentences (abbreviations such as "lek. dent." kept inside). */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const para of text.split(/\n\s*\n|\n(?=\S)/)) {
    const flat = para.replace(/\s+/g, ' ').trim();
    if (!flat) continue;
    const parts = flat.split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u);
    let acc = '';
    for (const p of parts) {
      acc = acc ? `${acc} ${p}` : p;
      // "lek. dent. Anna": a short abbreviation before the cut belongs to the same sentence.
      if (/\b(?:lek|dent|dr|mgr|ul|np|tel|godz|ok|zob|tzw|im|al|pl|prof|inz|hab)\.$/i.test(acc)) continue;
      out.push(acc);
      acc = '';
    }
    if (acc) out.push(acc);
  }
  return out.filter((s) => /[\p{L}]{2}/u.test(s) && s.length >= 12);
}

export interface Corpus {
  faq: { question: string; answer: string; qKeys: Map<string, Key>; aKeys: Map<string, Key> }[];
  sentences: { text: string; keys: Map<string, Key> }[];
  /** Every key the business mentions anywhere (FAQ, knowledge, services). */
  known: Set<string>;
}

/** The business's knowledge prepared for matching. */
export function buildCorpus(
  faq: FaqCandidate[],
  knowledgeTexts: string[],
  extraKnown: string[] = [],
  synonyms?: Synonyms,
): Corpus {
  const known = new Set<string>();
  const add = (m: Map<string, Key>) => {
    for (const k of m.keys()) known.add(k);
    return m;
  };
  const f = faq.map((e) => ({
    question: e.question,
    answer: e.answer,
    qKeys: add(keysOf(e.question, synonyms)),
    aKeys: add(keysOf(e.answer, synonyms)),
  }));
  const sentences = knowledgeTexts
    .flatMap(sentencesOf)
    .map((text) => ({ text, keys: add(keysOf(text, synonyms)) }));
  for (const t of extraKnown) add(keysOf(t, synonyms));
  return { faq: f, sentences, known };
}

/** Strong keys of the caller that the business never mentions anywhere. */
function unknownSubjects(asked: Map<string, Key>, corpus: Corpus): string[] {
  return [...asked.values()].filter((k) => !k.weak && !corpus.known.has(k.key)).map((k) => k.key);
}

/**
 * The best answer to `question` that clears the thresholds, or null ("I don't know").
 * FAQ entries first (at equal confidence), then knowledge sentences (a sentence and, when it
 * carries more of the answer, the next one of the same text).
 */
export function bestAnswer(question: string, corpus: Corpus, synonyms?: Synonyms): Match[] {
  const asked = keysOf(question, synonyms);
  if (![...asked.values()].some((k) => !k.weak)) return [];
  const unknown = new Set(unknownSubjects(asked, corpus));
  const found: Match[] = [];
  for (const e of corpus.faq) {
    const both = new Map([...e.qKeys, ...e.aKeys]);
    const c = cover(asked, both);
    const recall = cover(e.qKeys, asked).share;
    const missesUnknown = [...unknown].some((k) => !both.has(k));
    if (c.strong && c.share >= MIN_COVER && recall >= MIN_FAQ_RECALL && !missesUnknown)
      found.push({ answer: e.answer, source: 'faq', confidence: (c.share + recall) / 2 + 0.05 });
  }
  for (const s of corpus.sentences) {
    const c = cover(asked, s.keys);
    const missesUnknown = [...unknown].some((k) => !s.keys.has(k));
    if (c.strong && c.share >= MIN_COVER && !missesUnknown)
      found.push({ answer: s.text, source: 'knowledge', confidence: c.share });
  }
  return found.sort((a, b) => b.confidence - a.confidence);
}

/**
 * The service of the business the caller names (by its name or an alias, any inflection or
 * synonym the keys cover): every strong key of one of its names is in the caller's words; the
 * name with the most keys wins. Undefined when none is named.
 */
export function recogniseService(
  services: { name: string; aliases: string[] }[],
  text: string,
): string | undefined {
  const said = keysOf(text);
  let best: { name: string; n: number } | undefined;
  for (const s of services)
    for (const form of [s.name, ...s.aliases]) {
      const keys = [...keysOf(form).values()].filter((k) => !k.weak);
      if (keys.length === 0 || !keys.every((k) => said.has(k.key))) continue;
      if (!best || keys.length > best.n) best = { name: s.name, n: keys.length };
    }
  return best?.name;
}
