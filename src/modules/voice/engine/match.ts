/**
 * Matching a caller's question against what the business knows (pure): the FAQ and the
 * sentences of its knowledge documents, in Polish and English.
 *
 * Words are folded (lower case, no diacritics), stop words dropped, a few phrases read whole
 * ("bez opłat" / "free of charge" is free, "karta kredytowa" a card, "Narodowy Fundusz Zdrowia"
 * the NFZ), and each word becomes a
 * key: a concept of the lexicon (`lexicon.ts`) when one of its stems starts the word (so "kartą",
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

import { conceptOf, foldWords, STOP, stem } from './lexicon.js';

export { foldWords, stem };

export interface Key {
  key: string;
  weak: boolean;
}

export type Synonyms = Record<string, string[]>;

/** The owner's synonyms as keys and stemmed word sequences (prepared once per synonyms object). */
const synonymCache = new WeakMap<Synonyms, { key: string; forms: string[][] }[]>();
function compiledSynonyms(synonyms: Synonyms) {
  let out = synonymCache.get(synonyms);
  if (!out) {
    out = Object.entries(synonyms).map(([head, list]) => ({
      key: `syn:${foldWords(head).join(' ')}`,
      forms: [head, ...list].map((form) => foldWords(form).map(stem)).filter((fw) => fw.length > 0),
    }));
    synonymCache.set(synonyms, out);
  }
  return out;
}

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
    / (gdzie (dokladnie )?(jest|sa|sie|znajduje|znajduja|miesci|znajde|znajdziemy|znajdziecie|macie|przyjmujecie|was szukac)|where (exactly )?(is|are|can i find|do i find)) /.test(
      joined,
    )
  )
    out.set('address', { key: 'address', weak: false });
  // "Jak do was trafić?", "how do I get to you?": the way there (the address).
  if (
    / (jak (do was |tam |do kliniki |do gabinetu )?(trafic|dotrzec|dojsc|dostac sie|znalezc)|how (do|can|would) i (get|find) (to )?(you|there|the clinic|your clinic|the practice)|how to (get|find) (to )?(you|there)) /.test(
      joined,
    ) &&
    !words.some((w) => conceptOf(w)?.key === 'transport')
  )
    out.set('address', { key: 'address', weak: false });
  // "Co robicie?", "what do you offer?": the services, although "co"/"what" is a stop word.
  if (
    / (co (wy |u was |tam )?(w ogole )?(robicie|oferujecie)|jakie (zabiegi|uslugi) (wykonujecie|robicie|oferujecie|macie)|what (do|can) you (do|offer)|what (treatments|procedures) do you (do|have|offer)) /.test(
      joined,
    )
  )
    out.set('services', { key: 'services', weak: true });
  // "Kto u was przyjmuje?", "who works there?": the team, although "kto"/"who" is a stop word.
  if (
    / (kto (u was |tam |w klinice )?(przyjmuj|lecz|pracuj|jest lekarz)\w*|who (works|treats|sees patients|will (see|treat) me|are (the|your) (doctors|dentists))) /.test(
      joined,
    )
  )
    out.set('staff', { key: 'staff', weak: false });
  // Phrases whose words alone would say something else: "bez opłat" / "free of charge" is free
  // (not a payment), "karta kredytowa" / "credit card" a card (not instalments).
  const consumed = new Set<number>();
  for (const [i, w] of words.entries()) {
    const next = words[i + 1] ?? '';
    if (
      ((w === 'bez' || w === 'without' || w === 'no') &&
        /^(?:oplat|platn|paying|pay|charg|fee)/.test(next)) ||
      (w === 'free' && next === 'of' && /^charg/.test(words[i + 2] ?? ''))
    ) {
      out.set('free', { key: 'free', weak: true });
      for (let j = i; j <= i + (w === 'free' ? 2 : 1); j++) consumed.add(j);
    }
    // "Gdzie zostawić samochód?", "where can I leave my car?": parking.
    if (
      /^(?:zostaw|leave|put|postaw)/.test(w) &&
      /^(?:samochod|auto|car)/.test(words[i + (next === 'my' ? 2 : 1)] ?? '')
    )
      out.set('parking', { key: 'parking', weak: false });
    // "Miejsce dla auta", "a space for my car": parking.
    const car = words.slice(i + 1, i + 4).findIndex((x) => conceptOf(x)?.key === 'car');
    if (conceptOf(w)?.key === 'place' && car >= 0) {
      out.set('parking', { key: 'parking', weak: false });
      consumed.add(i).add(i + 1 + car);
    }
    // "Payment plan(s)": instalments; "spread the cost" / "rozłożyć płatność": the cost is the
    // instalments' own word, not a question of price.
    if (/^(?:payment|platnosc)/.test(w) && /^plan/.test(next)) {
      out.set('instalment', { key: 'instalment', weak: false });
      consumed.add(i).add(i + 1);
    }
    if (conceptOf(w)?.key === 'instalment')
      for (let j = i + 1; j <= i + 2; j++) {
        const c = conceptOf(words[j] ?? '')?.key;
        if (c === 'price' || c === 'pay') consumed.add(j);
      }
    // "Public transport", "komunikacja miejska/publiczna": transport, not the public fund.
    if (
      /^(?:public|publiczn|miejsk)/.test(w) &&
      [words[i - 1] ?? '', next].some((x) => /^(?:transport|komunikacj)/.test(x))
    )
      consumed.add(i);
    // "Have a tooth out": an extraction.
    if (/^(?:tooth|teeth)$/.test(w) && next === 'out')
      out.set('extraction', { key: 'extraction', weak: false });
    // "house calls": home visits.
    if (/^calls?$/.test(w) && /^(?:house|home)$/.test(words[i - 1] ?? '')) {
      out.set('visit', { key: 'visit', weak: true });
      consumed.add(i);
    }
    // "Narodowy Fundusz Zdrowia", "national health fund": the fund (NFZ), not health in general.
    if (/^(?:zdrow|health)/.test(w) && (/^fund/.test(next) || /^fund/.test(words[i - 1] ?? '')))
      consumed.add(i);
    if (
      /^(?:kredytow|credit|debit)/.test(w) &&
      (/^(?:kart|card)/.test(words[i - 1] ?? '') || /^(?:kart|card)/.test(next))
    )
      consumed.add(i);
  }
  // The owner's synonyms: a word or phrase of a list (any ending a stem covers) is the list's key,
  // and its words give no key of their own.
  if (synonyms) {
    const stems = words.map(stem);
    for (const { key, forms } of compiledSynonyms(synonyms))
      for (const fw of forms)
        for (let i = 0; i + fw.length <= words.length; i++) {
          if (fw.every((x, j) => stems[i + j] === x)) {
            out.set(key, { key, weak: false });
            for (let j = 0; j < fw.length; j++) consumed.add(i + j);
          }
        }
  }
  const english = words.some((w) => EN_MARKERS.has(w)) && !words.some((w) => PL_MARKERS.has(w));
  for (const [i, w] of words.entries()) {
    if (consumed.has(i)) continue;
    if (STOP.has(w) || (w.length < 3 && !/\d/.test(w))) continue;
    const hit: Key | null = conceptOf(w);
    // A word outside the lexicon that is short (≤ 4 letters) or a Polish verb form ("dostanę",
    // "wjadę", "dopłacać") says less about the subject than a noun: a weak key.
    // In English words ("music", "program") "-ic" and "-am" are no Polish verb endings ("mówić",
    // "poruszam").
    const verb = RE_PL_VERB.test(w) && !(english && /(?:ic|am)$/.test(w));
    const k = hit ?? { key: stem(w), weak: w.length <= 4 || verb };
    if (!out.has(k.key)) out.set(k.key, k);
  }
  return out;
}

/** Words that tell an English question from a Polish one. */
const EN_MARKERS = new Set([
  'the',
  'you',
  'your',
  'my',
  'is',
  'are',
  'can',
  'does',
  'what',
  'how',
  'have',
  'there',
  'i',
]);
const PL_MARKERS = new Set(['czy', 'jest', 'sie', 'mozna', 'macie', 'jak', 'co', 'na', 'nie', 'ze', 'moge']);

/** Endings of Polish verb forms (folded): infinitives, present and past tense. */
const RE_PL_VERB =
  /(?:ac|ec|ic|yc|am|amy|uje|ujesz|ujemy|ujecie|uja|esz|ecie|emy|ane|ade|ede|alem|alam|ilem|ilam|ylem|ylam|al|ala|ali|il|ila|ili)$/;

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
  faq: {
    question: string;
    answer: string;
    qKeys: Map<string, Key>;
    aKeys: Map<string, Key>;
    /** The question's and the answer's keys together. */
    keys: Map<string, Key>;
  }[];
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
  const f = faq.map((e) => {
    const qKeys = add(keysOf(e.question, synonyms));
    const aKeys = add(keysOf(e.answer, synonyms));
    return { question: e.question, answer: e.answer, qKeys, aKeys, keys: new Map([...qKeys, ...aKeys]) };
  });
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
    const both = e.keys;
    const c = cover(asked, both);
    const recall = cover(e.qKeys, asked).share;
    const missesUnknown = [...unknown].some((k) => !both.has(k));
    // "Czy można płacić gotówką?" against "…karty?" / "Tak, kartą, BLIK-iem lub gotówką.": a yes
    // that itself names every subject the caller asked about answers it, though the entry's
    // question was another ("Nie, …" never: its no was said to the entry's own question).
    const named =
      /^(?:tak|yes)\b/i.test(e.answer.trim()) &&
      [...asked.values()].every((k) => k.weak || e.aKeys.has(k.key));
    if (c.strong && c.share >= MIN_COVER && (recall >= MIN_FAQ_RECALL || named) && !missesUnknown)
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

/** A service name's strong keys, kept (names are few and asked for on every turn). */
const formKeys = new Map<string, Key[]>();
function strongKeysOf(form: string): Key[] {
  let keys = formKeys.get(form);
  if (!keys) {
    keys = [...keysOf(form).values()].filter((k) => !k.weak);
    if (formKeys.size >= 5000) formKeys.clear();
    formKeys.set(form, keys);
  }
  return keys;
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
      const keys = strongKeysOf(form);
      if (keys.length === 0 || !keys.every((k) => said.has(k.key))) continue;
      if (!best || keys.length > best.n) best = { name: s.name, n: keys.length };
    }
  return best?.name;
}
