/**
 * Lemmas by Hunspell's affix stripping (pure: it is given the text of an .aff and a .dic file).
 *
 * The algorithm is Hunspell's own (`man 5 hunspell`, "affix rules"): a word is a lemma of itself
 * when the .dic lists it; for each suffix rule whose affix ends the word, the affix is cut, the
 * rule's strip string put back, and the candidate is a lemma when the rule's condition holds on it
 * and the .dic lists it with the rule's flag; the same for prefix rules at the start of the word,
 * and, for a prefix rule and a suffix rule both marked `Y` (cross product), both at once (the root
 * carrying both flags). Only what the Polish dictionary of sjp.pl uses is read: single-character
 * flags, `PFX`/`SFX` without continuation classes; other directives are ignored.
 *
 * Everything is FOLDED (lower case, diacritics removed, ł → l), the way matching sees words: the
 * roots, the rules' strip and affix strings and their conditions, so "zaplacic karta" gives the
 * lemmas of "zapłacić kartą" (folded: "zaplacic", "karta"). Folding merges a few roots ("kąt",
 * "kat") and widens a few conditions (`[^ą]` becomes `[^a]`); for matching keys that is harmless.
 * Rules are indexed by their folded affix, so a lookup tries only the rules whose affix is a
 * suffix (or prefix) of the word: one map lookup per possible affix length.
 */

/** Lower case, diacritics removed, ł → l: the folding of `foldWords` (engine/lexicon.ts) for one word. */
export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  // Most words are plain ASCII: nothing to fold.
  if (/^[\x20-\x7e]*$/.test(lower)) return lower;
  return lower
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

interface Rule {
  flag: string;
  /** Folded: what the rule removed from the root ('' for none). */
  strip: string;
  /** Whether the rule combines with rules of the other side (`Y`). */
  cross: boolean;
  /** The condition on the root (folded), or null for `.` (any). */
  cond: RegExp | null;
}

export interface Lemmatizer {
  /** The folded lemmas of a (folded or not) word, the preferred one first (see `preferred`); [] when unknown. */
  lemmas(word: string): string[];
  /** The preferred lemma of a word, or null when the dictionary does not know it. */
  lemma(word: string): string | null;
  /** Number of (folded) roots. */
  readonly size: number;
}

/**
 * Affix rules by their folded affix ('' for `0`), then by their strip string (the candidate root
 * is looked up once per strip string, not once per rule), with the longest affix's length.
 */
interface RuleIndex {
  byAffix: Map<string, Map<string, Rule[]>>;
  maxLen: number;
}

function parseAffixes(aff: string): { sfx: RuleIndex; pfx: RuleIndex } {
  const sfx: RuleIndex = { byAffix: new Map(), maxLen: 0 };
  const pfx: RuleIndex = { byAffix: new Map(), maxLen: 0 };
  const cross = new Map<string, boolean>();
  const conds = new Map<string, RegExp | null>();
  for (const line of aff.split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f[0] !== 'SFX' && f[0] !== 'PFX') continue;
    const suffix = f[0] === 'SFX';
    const flag = f[1] ?? '';
    // The header: "SFX a Y 6" (flag, cross product, number of rules).
    if (f.length === 4 && /^\d+$/.test(f[3] ?? '')) {
      cross.set(`${f[0]}${flag}`, f[2] === 'Y');
      continue;
    }
    if (f.length < 4) continue;
    const strip = f[2] === '0' ? '' : foldWord(f[2] ?? '');
    const affix = f[3] === '0' ? '' : foldWord((f[3] ?? '').split('/')[0] ?? '');
    const c = f[4] ?? '.';
    const folded = foldWord(c);
    let cond = conds.get(`${f[0]}${folded}`);
    if (cond === undefined) {
      cond = folded === '.' ? null : new RegExp(suffix ? `${folded}$` : `^${folded}`);
      conds.set(`${f[0]}${folded}`, cond);
    }
    const index = suffix ? sfx : pfx;
    const byStrip = index.byAffix.get(affix) ?? new Map<string, Rule[]>();
    const list = byStrip.get(strip) ?? [];
    list.push({ flag, strip, cross: cross.get(`${f[0]}${flag}`) ?? false, cond });
    byStrip.set(strip, list);
    index.byAffix.set(affix, byStrip);
    index.maxLen = Math.max(index.maxLen, affix.length);
  }
  return { sfx, pfx };
}

/** The folded roots of a .dic with the union of their flags, and what the order of lemmas needs. */
interface Roots {
  flags: Map<string, string>;
  /** Roots that only proper names give ("Łęczyce" folds to "leczyce", near "leczyć"). */
  proper: Set<string>;
  /** Roots that are a verb's infinitive (ending in "ć"). */
  verbs: Set<string>;
}

/** Adds the .dic lines of `dic` from offset `from` up to about `maxLines` lines; the offset where it stopped. */
function addRoots(roots: Roots, common: Set<string>, dic: string, from: number, maxLines: number): number {
  let at = from;
  for (let n = 0; n < maxLines && at < dic.length; n++) {
    const nl = dic.indexOf('\n', at);
    const line = dic.slice(at, nl < 0 ? dic.length : nl);
    at = nl < 0 ? dic.length : nl + 1;
    const slash = line.indexOf('/');
    const raw = (slash < 0 ? line : line.slice(0, slash)).trim();
    const word = foldWord(raw);
    if (!word) continue;
    if (raw[0] === raw[0]?.toLowerCase()) common.add(word);
    else roots.proper.add(word);
    if (raw.endsWith('ć')) roots.verbs.add(word);
    const flags = slash < 0 ? '' : line.slice(slash + 1).trim();
    const had = roots.flags.get(word);
    if (had === undefined) roots.flags.set(word, flags);
    else if (flags) {
      let merged = had;
      for (const ch of flags) if (!merged.includes(ch)) merged += ch;
      roots.flags.set(word, merged);
    }
  }
  return at;
}

/** Where the .dic's roots start: after its first line (the count). */
const firstRoot = (dic: string) => dic.indexOf('\n') + 1;

/**
 * The roots of a .dic, parsed in slices of `linesPerSlice` lines with a `yield` after each: run
 * through at once (`parseRoots`), or with a turn of the event loop between two slices
 * (`parseRootsInTurns`: the 300k roots take about half a second of CPU, which would otherwise stop
 * every other request and call of the process while they load).
 */
function* rootsInSlices(dic: string, linesPerSlice: number): Generator<void, Roots, void> {
  const roots: Roots = { flags: new Map(), proper: new Set(), verbs: new Set() };
  const common = new Set<string>();
  let at = firstRoot(dic);
  while (at < dic.length) {
    at = addRoots(roots, common, dic, at, linesPerSlice);
    yield;
  }
  for (const w of common) roots.proper.delete(w);
  return roots;
}

function parseRoots(dic: string): Roots {
  const slices = rootsInSlices(dic, Number.POSITIVE_INFINITY);
  for (;;) {
    const step = slices.next();
    if (step.done) return step.value;
  }
}

async function parseRootsInTurns(
  dic: string,
  linesPerTurn: number,
  pause: () => Promise<void>,
): Promise<Roots> {
  const slices = rootsInSlices(dic, linesPerTurn);
  for (;;) {
    const step = slices.next();
    if (step.done) return step.value;
    await pause();
  }
}

/**
 * The order of a word's lemmas, the first being the preferred one:
 * 1. a common word before a proper name ("leczyć" is not a form of the town Łęczyce);
 * 2. a root with affix flags (a headword) before one without: sjp.pl also lists some inflected
 *    forms bare ("zaniedbując", "AA-owcach"), which are lemmas of nothing else;
 * 3. a verb before a noun: every form of a verbal noun is also a form of its verb
 *    ("wypełnieniem" only of "wypełnić", "wypełnienie" of both), and "płacę" is rather "płacić"
 *    than "płaca";
 * 4. the word itself, when it is a root ("ząb" folds to "zab", which is also the genitive of
 *    "żaba");
 * 5. the longer before the shorter ("karty" is rather "karta" than the go-kart's plural);
 * 6. alphabetical, so the choice is deterministic.
 * Rules 1–3 are global (a lemma is preferred for what it is), so different forms of one word
 * meet; 4 and 5 only break ties between two nouns (or two verbs), where no order is right for
 * every word ("kart" is "kart" and "karta", "metra" "metro", "metr" and "metrum"). Matching cuts
 * the preferred lemma with its light stemmer, which joins most such neighbours ("kart"/"karta",
 * "metr"/"metro").
 */
function preferred(roots: Roots, word: string) {
  const rank = (w: string) =>
    (roots.proper.has(w) ? 0 : 4) + (roots.flags.get(w) ? 2 : 0) + (roots.verbs.has(w) ? 1 : 0);
  return (a: string, b: string) => {
    const r = rank(b) - rank(a);
    if (r !== 0) return r;
    if (a === word || b === word) return a === word ? -1 : 1;
    if (a.length !== b.length) return b.length - a.length;
    return a < b ? -1 : a > b ? 1 : 0;
  };
}

export function createLemmatizer(aff: string, dic: string): Lemmatizer {
  return lemmatizerOf(parseAffixes(aff), parseRoots(dic));
}

/** `createLemmatizer`, the roots parsed in slices with a turn of the event loop between two. */
export async function createLemmatizerInTurns(
  aff: string,
  dic: string,
  pause: () => Promise<void>,
  linesPerTurn = 10_000,
): Promise<Lemmatizer> {
  const affixes = parseAffixes(aff);
  return lemmatizerOf(affixes, await parseRootsInTurns(dic, linesPerTurn, pause));
}

function lemmatizerOf({ sfx, pfx }: ReturnType<typeof parseAffixes>, parsed: Roots): Lemmatizer {
  const roots = parsed.flags;

  /** Roots of `w` by one suffix rule (with the prefix rule `p` too, when given: the cross product). */
  const bySuffix = (w: string, out: Set<string>, p?: Rule) => {
    for (let n = 0; n <= Math.min(sfx.maxLen, w.length - 1); n++) {
      const byStrip = sfx.byAffix.get(w.slice(w.length - n));
      if (!byStrip) continue;
      const base = w.slice(0, w.length - n);
      for (const [strip, rules] of byStrip) {
        const cand = base + strip;
        const flags = roots.get(cand);
        if (!flags || out.has(cand) || (p && !flags.includes(p.flag))) continue;
        if (p?.cond && !p.cond.test(cand)) continue;
        for (const r of rules)
          if ((!p || r.cross) && flags.includes(r.flag) && !(r.cond && !r.cond.test(cand))) {
            out.add(cand);
            break;
          }
      }
    }
  };

  const lemmas = (word: string): string[] => {
    const w = foldWord(word);
    if (!w) return [];
    const out = new Set<string>();
    if (roots.has(w)) out.add(w);
    bySuffix(w, out);
    for (let n = 1; n <= Math.min(pfx.maxLen, w.length - 1); n++) {
      const byStrip = pfx.byAffix.get(w.slice(0, n));
      if (!byStrip) continue;
      for (const r of [...byStrip.values()].flat()) {
        const rest = r.strip + w.slice(n);
        if (roots.get(rest)?.includes(r.flag) && !(r.cond && !r.cond.test(rest))) out.add(rest);
        if (r.cross) bySuffix(rest, out, r);
      }
    }
    return [...out].sort(preferred(parsed, w));
  };

  return {
    lemmas,
    lemma: (word) => lemmas(word)[0] ?? null,
    get size() {
      return roots.size;
    },
  };
}
