/**
 * Matching a caller's question against what the business knows (pure): the FAQ and the
 * sentences of its knowledge documents, in Polish and English.
 *
 * Words are folded (lower case, no diacritics), stop words dropped, a few phrases read whole
 * ("bez opłat" / "free of charge" is free, "karta kredytowa" a card, "Narodowy Fundusz Zdrowia"
 * the NFZ), and each word becomes a
 * key: a concept of the lexicon (`lexicon.ts`) when one of its stems starts the word (so "kartą",
 * "karty", "card" and "cards" are one key, in both languages, and synonyms such as "raty" /
 * "rozłożyć" / "instalments" too), else the word's Polish lemma from the sjp.pl dictionary
 * (`wordKey`: "zębów" is "ząb", "leczycie" and "leczenie" are "leczyć") or, for English text and
 * words the dictionary does not know, the word itself, cut by a light Polish/English stemmer
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

import { polishLemma, polishLemmas } from '../lemmas/polish.js';
import { conceptOf, foldWords, STOP, stem } from './lexicon.js';
import { askingPhraseKeys } from './lexicon.phrases.js';
import { phraseKeys } from './phrases.js';
import { questionPart } from './question-part.js';

export type { Key } from './phrases.js';
export { GREETING_WORDS, isAsking, questionPart } from './question-part.js';
export { foldWords, stem };

import type { Key } from './phrases.js';

export type Synonyms = Record<string, string[]>;

/**
 * A (folded) word's key when no concept of the lexicon applies: its Polish lemma, cut by the light
 * stemmer, when the text is not English and the sjp.pl dictionary knows the word ("zębów" and "ząb"
 * are "zab", "wózkiem" and "wózek" "wozek", "zapłaciłam" and "zaplacilam" "zaplac"); else the light
 * stemmer's cut of the word itself. English text never gets Polish lemmas ("card", "parking" stay
 * English words, cut as before), nor do words with digits; a word the dictionary does not know (a
 * name, a typo, English in a text of no clear language) keeps the stemmer. Of several lemmas the
 * dictionary's preferred one is taken (`lemmas/hunspell.ts`: a verb before a noun, so a verbal
 * noun meets its verb, "leczenie" / "leczycie"); the stemmer's cut of it then joins neighbours
 * that no order tells apart ("kart" is the go-kart "kart" and "karta", "kartą" is "karta": all "kart").
 */
export function wordKey(w: string, english: boolean): string {
  if (english || /\d/.test(w)) return stem(w);
  return stem(polishLemma(w) ?? w);
}

/** A word as a synonym list compares it: by its stem or by its key (either may meet). */
interface SynWord {
  stem: string;
  key: string;
}
const synWord = (w: string, english: boolean): SynWord => ({ stem: stem(w), key: wordKey(w, english) });
const sameWord = (a: SynWord, b: SynWord) => a.stem === b.stem || a.key === b.key;

/** The owner's synonyms as keys and word sequences (prepared once per synonyms object). */
const synonymCache = new WeakMap<Synonyms, { key: string; forms: SynWord[][] }[]>();
function compiledSynonyms(synonyms: Synonyms) {
  let out = synonymCache.get(synonyms);
  if (!out) {
    out = Object.entries(synonyms).map(([head, list]) => ({
      key: `syn:${foldWords(head).join(' ')}`,
      forms: [head, ...list]
        .map((form) => foldWords(form).map((w) => synWord(w, false)))
        .filter((fw) => fw.length > 0),
    }));
    synonymCache.set(synonyms, out);
  }
  return out;
}

/**
 * The keys of a text: concepts (and the owner's synonyms, as concepts of their own) or stems.
 * `scene`: the text only sets the scene of a question (see {@link questionPart}).
 */
export function keysOf(text: string, synonyms?: Synonyms, scene = false): Map<string, Key> {
  const out = new Map<string, Key>();
  const words = foldWords(text);
  const consumed = phraseKeys(words, out, /zęby/iu.test(text));
  askingPhraseKeys(words, out, consumed);
  // "Gdzie jest najbliższa stacja metra?": the where asks for the stop, not the business's address.
  if (
    out.has('address') &&
    words.some((w) => conceptOf(w)?.key === 'transport') &&
    !words.some((w) => conceptOf(w)?.key === 'address')
  )
    out.delete('address');
  const english = words.some((w) => EN_MARKERS.has(w)) && !words.some((w) => PL_MARKERS.has(w));
  // The owner's synonyms: a word or phrase of a list (any form its stem or lemma covers) is the
  // list's key, and its words give no key of their own.
  if (synonyms) {
    const said = words.map((w) => synWord(w, english));
    for (const { key, forms } of compiledSynonyms(synonyms))
      for (const fw of forms)
        for (let i = 0; i + fw.length <= words.length; i++) {
          if (fw.every((x, j) => sameWord(said[i + j] as SynWord, x))) {
            out.set(key, { key, weak: false });
            for (let j = 0; j < fw.length; j++) consumed.add(i + j);
          }
        }
  }
  for (const [i, w] of words.entries()) {
    if (consumed.has(i)) continue;
    // Words of one or two letters carry no subject, unless the lexicon knows them ("TV").
    const direct: Key | null = conceptOf(w);
    if (STOP.has(w) || (w.length < 3 && !/\d/.test(w) && !direct)) continue;
    const lemma = direct || english || /\d/.test(w) ? null : polishLemma(w);
    // A form whose letters the lexicon's stems miss ("wizycie", "leczycie") is the concept of its
    // lemma ("wizyta", "leczyć"); the lexicon still comes first.
    const hit = direct ?? (lemma ? conceptOf(lemma) : null);
    // A word outside the lexicon that is short (≤ 4 letters) or a Polish verb form ("dostanę",
    // "wjadę", "dopłacać") says less about the subject than a noun: a weak key.
    // In English words ("music", "program") "-ic" and "-am" are no Polish verb endings ("mówić",
    // "poruszam").
    // In the words that set the scene ("Mama porusza się na wózku."), a form the endings miss but
    // the dictionary knows only as a verb's is a verb too; in the question itself such a verb may be
    // what is asked ("czy metro jeździ w nocy?") and stays a subject.
    // A verb of the first person ("prowadzę", "noszę", "dostanę") says what the caller does, not
    // what is asked about: weak in the question too; so does a past form that the endings miss
    // ("gdyby coś mi wypadło", "zdarzyło się"): what happened, not the subject.
    const verb =
      (RE_PL_VERB.test(w) && !(english && /(?:ic|am)$/.test(w))) ||
      (!english && (scene || /(?:e|l[oy])$/.test(w)) && verbForm(w));
    // In English a four-letter word is as often the subject as not ("play area", "food"): weak
    // only when it is one of the common words that name nothing.
    const short = english ? w.length <= 3 || EN_SHORT_WEAK.has(w) : w.length <= 4;
    const k = hit ?? { key: stem(lemma ?? w), weak: short || verb };
    if (!out.has(k.key)) out.set(k.key, k);
  }
  return out;
}

/** Four-letter English words that name no subject (the rest of that length are subjects). */
const EN_SHORT_WEAK = new Set(
  'nice good fine sure more most very even else here last next same both each once soon make made take took give gave keep came went goes look find feel seem call able done okay like love mind hear told said best less such only just also into onto upon away back down over than then when well were will with sort kind type time days week help safe stay walk talk meet ones ever real true mean means fill bring left owed lots many much some part full half long hour book date slot send sent pick show turn busy next time desk seen care info lady'.split(
    ' ',
  ),
);

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
const PL_MARKERS = new Set(
  'czy jest sie mozna macie jak co na nie ze moge pani pan jakie jaki jaka ile gdzie kiedy dla mam mnie mi sa u was tez tylko juz oraz lub albo prosze dzien dobry mozecie wy ktory ktora ktore'.split(
    ' ',
  ),
);

/**
 * A Polish verb form whose letters no ending of {@link RE_PL_VERB} gives away ("porusza",
 * "dojeżdża", "wychodzi", "skończyła"): every lemma the dictionary has for it is an infinitive
 * (so "lata", also a form of "lato", or "zwykły" are not). "Mógłby", "mogła" are "móc".
 */
function verbForm(w: string): boolean {
  const lemmas = polishLemmas(w);
  if (lemmas.length === 0) return false;
  return lemmas.every((l) => RE_INFINITIVE.test(l) || (l === 'moc' && /^mo[gz]/.test(w)));
}
const RE_INFINITIVE = /[aeiyuszn]c$/;

/** Endings of Polish verb forms (folded): infinitives, present, past tense and conditional. */
const RE_PL_VERB =
  /(?:ac|ec|ic|yc|am|amy|icie|ycie|imy|ymy|uje|ujesz|ujemy|ujecie|uja|esz|ecie|emy|ane|ade|ede|alem|alam|ilem|ilam|ylem|ylam|al|ala|ali|il|ila|ili|(?:l|la|li|ly|lo)by(?:m|s|smy|scie)?)$/;

/** Keys of money: a price, free, included, extra. */
const MONEY = ['price', 'free', 'extra', 'included'];
/** Keys of who pays for treatment: the public fund, private patients. */
const funding = (keys: Map<string, Key>) => keys.has('nfz') || keys.has('private');

/**
 * A key's weight: 1, a weak key 0.3, a weak key the business never mentions 0.1 (a generic verb
 * or a short word that no candidate has cannot tell one candidate from another; it only thins
 * the share). Strong keys the business never mentions block an answer (`unknownSubjects`).
 */
const weight = (k: Key, known?: Set<string>) => (k.weak ? (known && !known.has(k.key) ? 0.1 : 0.3) : 1);

/** Share of the caller's keys (by weight) that a candidate's keys cover. */
function cover(
  asked: Map<string, Key>,
  has: Map<string, Key>,
  known?: Set<string>,
): { share: number; strong: boolean } {
  let total = 0;
  let got = 0;
  let strong = false;
  for (const k of asked.values()) {
    total += weight(k, known);
    // Money keys answer each other: "czy parking jest płatny?" is answered by "bezpłatny parking";
    // asked beside the public fund ("na NFZ, czy płatnie?"), by who pays (public or private).
    if (
      has.has(k.key) ||
      (MONEY.includes(k.key) && (MONEY.some((m) => has.has(m)) || (funding(asked) && funding(has))))
    ) {
      got += weight(k, known);
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

/**
 * What is asked of a subject, not a subject: "how much?", "how long?", "free?". A question with
 * nothing else strong ("ile to kosztuje?") is not answered by a candidate about a subject of its
 * own ("Leczenie kanałowe kosztuje od 900 zł.", "znieczulenie jest w cenie"): of what, it does not say.
 */
const ATTRIBUTES = new Set([...MONEY, 'duration']);
const subjectless = (asked: Map<string, Key>) =>
  [...asked.values()].every((k) => k.weak || ATTRIBUTES.has(k.key));
const hasOtherSubject = (asked: Map<string, Key>, has: Map<string, Key>) =>
  [...has.values()].some((k) => !k.weak && !ATTRIBUTES.has(k.key) && !asked.has(k.key));
/**
 * The attribute asked must be what the candidate speaks of: a question of money ("czy pierwsza
 * wizyta jest płatna?", "do I pay extra?") is answered only by a candidate that speaks of money
 * (a price, free, included, extra), a question of length only by one that speaks of length.
 */
function missesAttribute(asked: Map<string, Key>, has: Map<string, Key>): boolean {
  // Public funding or private treatment, asked of, says who pays: "czy na NFZ, czy płatne?" is
  // answered by "przyjmujemy wyłącznie pacjentów prywatnych".
  const speaksOfMoney = MONEY.some((k) => has.has(k)) || (funding(asked) && funding(has));
  if (MONEY.some((k) => asked.has(k)) && !speaksOfMoney) return true;
  return asked.has('duration') && !has.has('duration');
}

/** Strong keys of the caller that the business never mentions anywhere. */
function unknownSubjects(asked: Map<string, Key>, corpus: Corpus): string[] {
  // A business that speaks of money at all (a price, "bezpłatny") knows the price question.
  const money = MONEY.some((m) => corpus.known.has(m));
  return [...asked.values()]
    .filter((k) => !k.weak && !corpus.known.has(k.key) && !(money && MONEY.includes(k.key)))
    .map((k) => k.key);
}

/**
 * The best answer to `question` that clears the thresholds, or null ("I don't know").
 * FAQ entries first (at equal confidence), then knowledge sentences (a sentence and, when it
 * carries more of the answer, the next one of the same text).
 */
export function bestAnswer(question: string, corpus: Corpus, synonyms?: Synonyms): Match[] {
  const part = questionPart(question);
  if (!part) return answersTo(keysOf(question, synonyms), corpus).sort((a, b) => b.confidence - a.confidence);
  // The question and its scene together (a subject said in the scene: "Mama porusza się na wózku.
  // Czy będzie problem z wejściem?"), a key strong in either strong.
  const asks = keysOf(part.asks, synonyms);
  const all = keysOf(part.scene, synonyms, true);
  // A phrase across the cut ("Jadę do was autem… gdzie mogę stanąć?": the car, where to stand is
  // parking; "Przyjdę z synkiem… czy zbadacie też jego?": a child to be examined) is the question's.
  for (const [key, k] of keysOf(question, synonyms))
    if (!k.weak && !asks.has(key) && !all.has(key) && PHRASE_KEYS.has(key)) asks.set(key, k);
  // What is asked of a subject (a price, a length) is the question's: "bo wyjdzie drogo" says why.
  for (const key of ATTRIBUTES) if (!asks.has(key)) all.delete(key);
  for (const [key, k] of asks) if (!k.weak || !all.has(key)) all.set(key, k);
  const found = answersTo(all, corpus);
  // "Czy leczycie dzieci? Mam syna, ma cztery lata.": the question alone is matched too (its
  // words name the subject; the scene's words neither block nor thin it). A yes or a no of an FAQ
  // entry then only to the entry's own question (every subject of it asked): the scene may make
  // it another question ("Jestem w ciąży. Czy mogę dostać znieczulenie?" is not "is it included?").
  const merge = (more: Match[]) => {
    for (const m of more) {
      const same = found.find((f) => f.answer === m.answer);
      if (!same) found.push(m);
      else same.confidence = Math.max(same.confidence, m.confidence);
    }
  };
  if ([...asks.values()].some((k) => !k.weak)) merge(answersTo(asks, corpus, true));
  // "Będę jechał autem. Jest gdzie stanąć?": a phrase across the cut (the car, where to stand is
  // parking) read in the words as said, under the same thresholds.
  if (found.length === 0) merge(answersTo(keysOf(question, synonyms), corpus));
  return found.sort((a, b) => b.confidence - a.confidence);
}

/** Keys that a phrase of several words may give (`phrases.ts`), read across a question's cut. */
const PHRASE_KEYS = new Set(['parking', 'child', 'instalment', 'anaesthesia']);

/** An answer that opens with a yes or a no. */
const RE_YES_NO = /^(?:tak|nie|yes|no)\b/i;

/**
 * Keys that say together what one of them says alone: "on his own" beside a wheelchair, steps or a
 * lift asks whether the place can be got into without help (access), not whether someone may come
 * unaccompanied ("can my son come on his own?" stays a question of its own).
 */
function together(asked: Map<string, Key>): Map<string, Key> {
  if (!(asked.has('access') && asked.has('alone'))) return asked;
  const out = new Map(asked);
  out.delete('alone');
  return out;
}

/** The candidates that answer the keys asked, each once (unsorted). */
function answersTo(keys: Map<string, Key>, corpus: Corpus, ownQuestionOnly = false): Match[] {
  const asked = together(keys);
  if (![...asked.values()].some((k) => !k.weak)) return [];
  const unknown = new Set(unknownSubjects(asked, corpus));
  const onlyAttributes = subjectless(asked);
  const found: Match[] = [];
  for (const e of corpus.faq) {
    const both = e.keys;
    const c = cover(asked, both, corpus.known);
    const recall = cover(e.qKeys, asked).share;
    const missesUnknown = [...unknown].some((k) => !both.has(k));
    // "Czy można płacić gotówką?" against "…karty?" / "Tak, kartą, BLIK-iem lub gotówką.": a yes
    // that itself names every subject the caller asked about answers it, though the entry's
    // question was another ("Nie, …" never: its no was said to the entry's own question).
    const named =
      /^(?:tak|yes)\b/i.test(e.answer.trim()) &&
      [...asked.values()].every((k) => k.weak || e.aKeys.has(k.key));
    if ((onlyAttributes && hasOtherSubject(asked, e.qKeys)) || missesAttribute(asked, both)) continue;
    // Money keys stand for each other here too ("czy trzeba dopłacić?" asks "czy jest w cenie?").
    const askedMoney = MONEY.some((m) => asked.has(m));
    if (
      ownQuestionOnly &&
      RE_YES_NO.test(e.answer.trim()) &&
      ![...e.qKeys.values()].every((k) => k.weak || asked.has(k.key) || (askedMoney && MONEY.includes(k.key)))
    )
      continue;
    if (c.strong && c.share >= MIN_COVER && (recall >= MIN_FAQ_RECALL || named) && !missesUnknown)
      found.push({ answer: e.answer, source: 'faq', confidence: (c.share + recall) / 2 + 0.05 });
  }
  for (const s of corpus.sentences) {
    const c = cover(asked, s.keys, corpus.known);
    const missesUnknown = [...unknown].some((k) => !s.keys.has(k));
    if ((onlyAttributes && hasOtherSubject(asked, s.keys)) || missesAttribute(asked, s.keys)) continue;
    if (c.strong && c.share >= MIN_COVER && !missesUnknown)
      found.push({ answer: s.text, source: 'knowledge', confidence: c.share });
  }
  return found;
}

/**
 * A service name's keys, and its strong ones (a name of weak words only, "tooth removal", is named
 * by all of them), kept: names are few and asked for on every turn.
 */
const formKeys = new Map<string, { all: Key[]; strong: Key[] }>();
function keysOfForm(form: string): { all: Key[]; strong: Key[] } {
  let keys = formKeys.get(form);
  if (!keys) {
    const all = [...keysOf(form).values()];
    keys = { all, strong: all.some((k) => !k.weak) ? all.filter((k) => !k.weak) : all };
    if (formKeys.size >= 5000) formKeys.clear();
    formKeys.set(form, keys);
  }
  return keys;
}
const strongKeysOf = (form: string): Key[] => keysOfForm(form).strong;

/** Every key of the services' names and aliases ("is the question of a service alone?"). */
export function serviceNameKeys(services: { name: string; aliases: string[] }[]): Set<string> {
  const named = new Set<string>();
  for (const s of services)
    for (const f of [s.name, ...s.aliases]) for (const k of keysOfForm(f).all) named.add(k.key);
  return named;
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
