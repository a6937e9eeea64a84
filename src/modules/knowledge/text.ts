/**
 * Text handling of the knowledge base: normalisation for search, query terms, language guess
 * and chunking into passages. Pure functions, shared by indexing and retrieval so that both
 * sides see the same words.
 */

/** Chunks aim at this size and never exceed {@link CHUNK_MAX} (apart from one over-long word). */
export const CHUNK_TARGET = 500;
export const CHUNK_MAX = 800;
/** Characters of the previous passage repeated at the start of the next one (whole sentences). */
export const CHUNK_OVERLAP = 160;

/**
 * Lower case, diacritics removed (`ą`→`a`, `ł`→`l`, `ß`→`ss`), every run of other characters
 * one space. PostgreSQL has neither a Polish stemmer nor (here) `unaccent`, so the folding is
 * done in code and the database indexes the folded text with the `simple` configuration.
 */
export function normalizeForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Function words of Polish and English that carry no topic (compared after folding). */
const STOPWORDS = new Set(
  `a aby ach acz aczkolwiek aj albo ale alez ani az bardziej bardzo beda bedzie bez bo bowiem by byc byl byla byli bylo byly bym bys cala cali caly chce chcialbym chcialabym chcielibysmy ci cie ciebie co cokolwiek cos czy czego czemu czyli daleko dla dlaczego dlatego do dobrze dokad dosc duzo dwa dwaj dwie dwoje dzis dzisiaj gdy gdyby gdyz gdzie gdziekolwiek gdzies go i ich ile im inna inne inny innych iz ja jak jakas jakby jaki jakichs jakie jakis jakiz jakos jako je jeden jedna jedno jednak jednakze jego jej jemu jest jestem jeszcze jesli jezeli juz ja ja kazdy kiedy kilka kims kto ktokolwiek ktora ktore ktorego ktorej ktory ktorych ktorym ktorzy ktos ku lat lecz lub ma maja mam mamy mi miedzy mimo mna mnie moga moge moi moim moj moja moje moze mozna mozemy mu musi my na nad nam nami nas nasi nasz nasza nasze natomiast nawet nia nic nich nie niech niego niej niemu nigdy nim nimi niz no o obok od okolo on ona one oni ono oraz owszem pan pani panstwo pod podczas pomimo ponad poniewaz powinien powinna powinni powinno przed przede przedtem przez przy roku rowniez sa sam sama sie skad soba sobie sposob swoje ta tak taka taki takie takze tam te tego tej ten teraz tez to toba tobie totez trzeba tu tutaj twoi twoim twoj twoja twoje twym ty tych tylko tym u w wam wami was wasz wasza wasze we wedlug wiec wiecej wielu wlasnie wszyscy wszystkich wszystkie wszystkim wszystko wtedy wy z za zaden zadna zadne zadnych zapewne zawsze ze zeby zl znow znowu zostal
  about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own please same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves tell know get got need want like can't dont don't does doesn't i'm ive`
    .split(/\s+/)
    .filter(Boolean),
);

/** Question words that mark a language (after folding), for the "I don't know" answer. */
const POLISH_MARKERS = new Set(
  'czy jak jaki jaka jakie ile gdzie kiedy co ktory ktora ktore dlaczego moge mozna prosze jest sa sie na w z do od dla i o'.split(
    ' ',
  ),
);
const ENGLISH_MARKERS = new Set(
  'what when where how which who why can do does is are the a an you your i my to of for in on'.split(' '),
);

export type Lang = 'pl' | 'en';

/** Polish when the text has Polish letters or more Polish than English function words. */
export function guessLanguage(text: string): Lang {
  if (/[ąćęłńóśźż]/i.test(text)) return 'pl';
  let pl = 0;
  let en = 0;
  for (const w of normalizeForSearch(text).split(' ')) {
    if (POLISH_MARKERS.has(w)) pl++;
    if (ENGLISH_MARKERS.has(w)) en++;
  }
  return pl > en ? 'pl' : 'en';
}

/**
 * Words that say what kind of answer is wanted (a price, an amount) rather than what it is
 * about. They help rank the right passage but count little towards relevance: "ile kosztuje
 * wymiana opon" must not be answered from a dental price list because "kosztuje" matches.
 */
const INTENT_WORDS = new Set(
  'kosztuje kosztuja koszt koszty kosztow kosztowac cena ceny cene cenie cennik zaplace zaplacic placi placic oplata oplaty price prices priced cost costs much fee fees pay charge'.split(
    ' ',
  ),
);
export const INTENT_WEIGHT = 0.2;
export const isIntentWord = (term: string) => INTENT_WORDS.has(term);

/** At most this many terms of a question are searched. */
export const MAX_TERMS = 12;

/**
 * The searchable words of a question: folded, without function words, distinct, longest first
 * (the most specific words survive the cap). One-letter words are dropped; numbers stay.
 */
export function queryTerms(question: string): string[] {
  const words = normalizeForSearch(question)
    .split(' ')
    .filter((w) => (w.length >= 2 || /^\d+$/.test(w)) && !STOPWORDS.has(w));
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, MAX_TERMS);
}

/**
 * A crude prefix "stem" for full-text prefix queries: Polish inflects mostly at the end of a
 * word (`przegląd`, `przeglądu`, `przeglądem`), so long words lose up to three final letters
 * and are matched as prefixes (`przegl:*`). Short words are matched whole.
 */
export function prefixStem(term: string): string {
  if (term.length <= 4) return term;
  const cut = term.length >= 8 ? 3 : term.length >= 6 ? 2 : 1;
  return term.slice(0, term.length - cut);
}

/** Sentences of a paragraph (a period, question or exclamation mark followed by a space and a capital or digit). */
export function splitSentences(paragraph: string): string[] {
  const parts = paragraph.split(/(?<=[.!?…;])\s+(?=[\p{Lu}\p{N}"„(-])/u);
  return parts.map((s) => s.trim()).filter(Boolean);
}

/** Clean extracted text: unified line ends, no control characters, at most one blank line in a row. */
export function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Pieces no longer than `max`: sentences, or for an over-long sentence, runs of words. */
function pieces(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const out: string[] = [];
  for (const sentence of splitSentences(paragraph)) {
    if (sentence.length <= max) {
      out.push(sentence);
      continue;
    }
    let cur = '';
    for (const word of sentence.split(' ')) {
      if (cur && cur.length + 1 + word.length > max) {
        out.push(cur);
        cur = word;
      } else cur = cur ? `${cur} ${word}` : word;
    }
    if (cur) out.push(cur);
  }
  return out;
}

/** The trailing whole sentences of a passage, at most `budget` characters, repeated in the next one. */
function overlapTail(chunk: string, budget: number): string {
  const sentences = splitSentences(chunk.replace(/\n+/g, ' '));
  let tail = '';
  for (let i = sentences.length - 1; i >= 0; i--) {
    const s = sentences[i]!;
    const next = tail ? `${s} ${tail}` : s;
    if (next.length > budget) break;
    tail = next;
  }
  // Never repeat the whole passage: overlap is a bridge, not a copy.
  return tail.length < chunk.length ? tail : '';
}

/** A short line without a closing period: a heading that belongs with the text after it. */
const isHeading = (piece: string) => piece.length <= 80 && !/[.!?]$/.test(piece);

/**
 * Splits a document into passages of about {@link CHUNK_TARGET}–{@link CHUNK_MAX} characters on
 * paragraph, then sentence, then word boundaries. Each passage after the first starts with the
 * last sentence(s) of the previous one (up to {@link CHUNK_OVERLAP} characters), so that an
 * answer spanning a boundary is still found in one passage. A short heading line stays with the
 * text that follows it.
 */
export function chunkText(text: string): string[] {
  const clean = cleanText(text);
  if (!clean) return [];
  const paragraphs = clean
    .split(/\n\s*\n/)
    .flatMap((p) => {
      // Single line breaks inside a paragraph are kept only after a short line (a heading or a list item).
      const lines = p.split('\n');
      const merged: string[] = [];
      for (const line of lines) {
        const last = merged[merged.length - 1];
        if (last !== undefined && last.length > 80 && !/[.!?:;]$/.test(last))
          merged[merged.length - 1] = `${last} ${line}`;
        else merged.push(line);
      }
      return [merged.join('\n')];
    })
    .flatMap((p) => pieces(p, CHUNK_MAX - CHUNK_OVERLAP));

  const chunks: string[] = [];
  let cur = '';
  let fresh = false; // whether `cur` has text beyond the repeated overlap
  for (const piece of paragraphs) {
    const joined = cur ? `${cur}\n\n${piece}` : piece;
    if (cur && fresh && joined.length > CHUNK_MAX) {
      chunks.push(cur);
      const tail = overlapTail(cur, CHUNK_OVERLAP);
      cur = tail ? `${tail}\n\n${piece}` : piece;
      fresh = true;
      continue;
    }
    cur = joined;
    fresh = true;
    if (cur.length >= CHUNK_TARGET && !isHeading(piece)) {
      chunks.push(cur);
      const tail = overlapTail(cur, CHUNK_OVERLAP);
      cur = tail;
      fresh = false;
    }
  }
  if (cur && fresh) chunks.push(cur);
  return chunks;
}
