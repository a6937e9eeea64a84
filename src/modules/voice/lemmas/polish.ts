/**
 * Polish lemmas from the sjp.pl Hunspell dictionary (`dictionary-pl`, MPL-2.0 among its licences).
 *
 * The package is not imported (its index.js reads both files at import, on every start): its
 * folder is resolved and its two files read here, once per process. A call's start prepares them
 * (`preparePolishLemmas`: read asynchronously, parsed in slices with a turn of the event loop
 * between two, so the other calls and requests of the process go on meanwhile); a word asked
 * before that (a test of the matcher, a script) loads them synchronously. The dictionary's 300k roots take a few tens of MB of heap from then on; a process
 * that never matches a question never loads it. When the files cannot be read, every word is
 * unknown (matching falls back to the light stemmer) and the reason is kept (`dictionaryLoadError`).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createLemmatizer, createLemmatizerInTurns, type Lemmatizer } from './hunspell.js';

let loaded: Lemmatizer | null | undefined;
let loadError: string | undefined;

/** Why the dictionary could not be loaded, if it was tried and could not. */
export const dictionaryLoadError = (): string | undefined => loadError;

/** The folder of the installed `dictionary-pl` (resolved, not loaded: its index.js is never run). */
function dictionaryDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('dictionary-pl'));
}

/** The Polish lemmatizer, loaded on first use; null when the dictionary is missing. */
export function polishLemmatizer(): Lemmatizer | null {
  if (loaded !== undefined) return loaded;
  try {
    const dir = dictionaryDir();
    const aff = readFileSync(join(dir, 'index.aff'), 'utf8');
    const dic = readFileSync(join(dir, 'index.dic'), 'utf8');
    loaded = createLemmatizer(aff, dic);
  } catch (err) {
    loadError = err instanceof Error ? err.message : String(err);
    loaded = null;
  }
  return loaded;
}

let preparing: Promise<void> | undefined;

/**
 * Loads the dictionary without holding the event loop (about 0.6 s of CPU in slices of 10,000
 * roots); resolves at once when it is loaded, and never rejects (a missing dictionary is
 * recorded as for the synchronous load).
 */
export function preparePolishLemmas(): Promise<void> {
  if (loaded !== undefined) return Promise.resolve();
  preparing ??= (async () => {
    try {
      const dir = dictionaryDir();
      const [aff, dic] = await Promise.all([
        readFile(join(dir, 'index.aff'), 'utf8'),
        readFile(join(dir, 'index.dic'), 'utf8'),
      ]);
      const lemmatizer = await createLemmatizerInTurns(aff, dic, () => nextTurn());
      if (loaded === undefined) loaded = lemmatizer;
    } catch (err) {
      if (loaded === undefined) {
        loadError = err instanceof Error ? err.message : String(err);
        loaded = null;
      }
    }
  })();
  return preparing;
}

/** Preferred lemmas of the words asked lately (callers and businesses repeat their words). */
const recent = new Map<string, string | null>();
const RECENT_MAX = 20_000;

/** The preferred folded lemma of a word (see `hunspell.ts`), or null when the dictionary does not know it. */
export function polishLemma(word: string): string | null {
  const known = recent.get(word);
  if (known !== undefined) return known;
  const lemma = polishLemmatizer()?.lemma(word) ?? null;
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(word, lemma);
  return lemma;
}

/** Every folded lemma of a word, the preferred first; [] when unknown. */
export function polishLemmas(word: string): readonly string[] {
  const known = recentAll.get(word);
  if (known !== undefined) return known;
  const lemmas = Object.freeze(polishLemmatizer()?.lemmas(word) ?? []);
  if (recentAll.size >= RECENT_MAX) recentAll.clear();
  recentAll.set(word, lemmas);
  return lemmas;
}
/** Every lemma of the words asked lately (a word's verb forms are read by every key it gets). */
const recentAll = new Map<string, readonly string[]>();
