import corpusFile from './corpus/corpus.json' with { type: 'json' };

/**
 * Keyword and trigram retrieval over the shipped public corpus. No generation: the answer is
 * the corpus text of the best entry, or an honest "I don't know" below the threshold.
 *
 * Scoring: the question and the keywords are lower-cased with Polish diacritics removed and
 * split into words; stop words and words shorter than 3 letters are dropped. Each question
 * word scores its best match against the single-word keywords of an entry (both languages):
 * 1.0 for the same word, 0.8 when they share a prefix of at least 5 letters (Polish
 * inflection: "cennika" ~ "cennik"), else the trigram similarity when at least 0.55. A
 * multi-word keyword found as a phrase adds 1.5. The best entry wins when it scores at least
 * 1.0 (one clear word).
 */

export type Lang = 'pl' | 'en';

export interface CorpusEntry {
  id: string;
  deep_link: string;
  keywords: Record<Lang, string[]>;
  answer: Record<Lang, string>;
  quick_replies: Record<Lang, string[]>;
}

export const corpus = corpusFile as { version: string; entries: CorpusEntry[] };

export const MIN_SCORE = 1.0;

const STOP = new Set(
  (
    'the and for you your are can what how does with that this have has from about there which who when where why ' +
    'will would could should tell please want need know there into also any our its not but all more some ' +
    'czy jak jaki jaka jakie ile jest sa to ten ta te co na do dla od po przy przez oraz lub albo nie tak mam ' +
    'moge mozna macie mnie mi sie ze za czym kiedy gdzie prosze chce chcialbym chcialabym jestem byc bedzie ' +
    'wasz wasza wasze was nas jego jej ich tym tego tej moj moja moje twoj twoja'
  ).split(/\s+/),
);

export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function words(text: string): string[] {
  return normalize(text)
    .split(/[\s-]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w));
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

function commonPrefix(a: string, b: string) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

function wordScore(q: string, k: string): number {
  if (q === k) return 1;
  if (commonPrefix(q, k) >= 5) return 0.8;
  const sim = trigramSimilarity(q, k);
  return sim >= 0.55 ? sim : 0;
}

interface Indexed {
  entry: CorpusEntry;
  single: string[];
  phrases: string[];
}

const INDEX: Indexed[] = corpus.entries.map((entry) => {
  const all = [...entry.keywords.pl, ...entry.keywords.en].map(normalize);
  return {
    entry,
    single: [...new Set(all.filter((k) => !k.includes(' ')))],
    phrases: [...new Set(all.filter((k) => k.includes(' ')))],
  };
});

export interface Match {
  entry: CorpusEntry;
  score: number;
}

export function retrieve(question: string): Match | null {
  const qWords = words(question);
  const qText = ` ${normalize(question)} `;
  let best: Match | null = null;
  for (const { entry, single, phrases } of INDEX) {
    let score = 0;
    for (const q of qWords) {
      let top = 0;
      for (const k of single) top = Math.max(top, wordScore(q, k));
      score += top;
    }
    for (const p of phrases) if (qText.includes(` ${p} `)) score += 1.5;
    if (score > (best?.score ?? 0)) best = { entry, score };
  }
  return best && best.score >= MIN_SCORE ? best : null;
}

const PL_HINTS = new Set(
  (
    'czy jak jaki jaka jakie ile jest sa dla oraz nie tak macie mozna prosze chce cennik kosztuje dziala gdzie ' +
    'kiedy moge mam jestem przez przy albo lub czym sie ze wasz wasza wasze'
  ).split(' '),
);

/** The visitor's language when not given: Polish letters or common Polish words, else English. */
export function detectLanguage(question: string): Lang {
  if (/[ąćęłńóśźż]/i.test(question)) return 'pl';
  const ws = normalize(question).split(' ');
  return ws.some((w) => PL_HINTS.has(w)) ? 'pl' : 'en';
}
