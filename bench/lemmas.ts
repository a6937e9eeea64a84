/**
 * The Polish lemmatizer (`src/modules/voice/lemmas/`): time and heap of loading the sjp.pl
 * dictionary (on first use, once per process), and lemmas per second afterwards, over the words
 * of the evaluation clinic's FAQ and knowledge and over 20,000 forms the dictionary lists bare
 * (mostly inflected forms: participles, past tenses, cases).
 *
 *   node --expose-gc --import tsx bench/lemmas.ts
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { foldWords } from '../src/modules/voice/engine/lexicon.js';
import { polishLemmatizer } from '../src/modules/voice/lemmas/polish.js';
import { FAQ_ENTRIES, KNOWLEDGE_DOC } from '../test/voice/eval/clinic.js';

const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

const before = heap();
const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const lem = polishLemmatizer();
const loadMs = performance.now() - t0;
if (!lem) throw new Error('dictionary-pl could not be loaded');
const after = heap();
console.log(
  `load: ${loadMs.toFixed(0)} ms, ${lem.size} folded roots, heap +${mb(after - before)}${gc ? '' : ' (no --expose-gc: not collected)'}, rss +${mb(process.memoryUsage().rss - rssBefore)}`,
);

const clinic = foldWords(
  [KNOWLEDGE_DOC.content, ...FAQ_ENTRIES.flatMap((e) => [e.question_pl, e.answer_pl])].join(' '),
);
const dir = dirname(createRequire(import.meta.url).resolve('dictionary-pl'));
const bare = readFileSync(join(dir, 'index.dic'), 'utf8')
  .split('\n')
  .filter((l, i) => i > 0 && l && !l.includes('/'))
  .filter((_, i) => i % 3 === 0)
  .slice(0, 20_000);

for (const [name, words] of [
  ['clinic words', clinic],
  ['bare dictionary forms', bare],
] as const) {
  const rounds = Math.max(1, Math.ceil(50_000 / words.length));
  let found = 0;
  const t = performance.now();
  for (let r = 0; r < rounds; r++) for (const w of words) if (lem.lemma(w)) found++;
  const ms = performance.now() - t;
  const n = rounds * words.length;
  console.log(
    `${name}: ${words.length} words × ${rounds}: ${Math.round(n / (ms / 1000)).toLocaleString('en')} lemmas/s, ${((found / n) * 100).toFixed(0)}% known`,
  );
}
