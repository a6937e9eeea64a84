/**
 * `npm run bench:knowledge`: retrieval quality of the knowledge base on the Polish and English
 * question set of `test/knowledge/corpus.ts`: hit rate at 1 and 3, mean reciprocal rank, how
 * often answerable questions are answered (`found`) and off-topic ones refused, and the
 * search latency. Lexical only by default; with `LLM_BASE_URL` (and `LLM_API_KEY`,
 * `EMBEDDINGS_MODEL`) the passages and questions are embedded by that provider too.
 * Runs on an in-memory PGlite, or on `BENCH_DATABASE_URL` (a PostgreSQL database it may write to).
 */
import { performance } from 'node:perf_hooks';
import { parseConfig } from '../src/config.js';
import { openPglite, openPostgres } from '../src/db/client.js';
import { storeKnowledgeDocument } from '../src/modules/knowledge/knowledge.service.js';
import { searchKnowledge } from '../src/modules/knowledge/search.js';
import { tenants } from '../src/modules/tenants/tenants.schema.js';
import { createEmbeddingsProvider } from '../src/providers/embeddings/index.js';
import { CLINIC_DOCS, QUESTIONS, WORKSHOP_DOCS } from '../test/knowledge/corpus.js';

const config = parseConfig({ ...process.env, NODE_ENV: 'test' });
const database = process.env.BENCH_DATABASE_URL
  ? openPostgres(process.env.BENCH_DATABASE_URL)
  : await openPglite(undefined);
await database.migrate();
const db = database.db;
const embeddings = createEmbeddingsProvider({
  llmBaseUrl: config.providers.llmBaseUrl,
  llmApiKey: config.providers.llmApiKey,
  embeddingsModel: config.providers.embeddingsModel,
});

const tenantOf: Record<string, string> = {};
const docOf: Record<string, string> = {};
for (const [name, docs] of [
  ['clinic', CLINIC_DOCS],
  ['workshop', WORKSHOP_DOCS],
] as const) {
  const [t] = await db
    .insert(tenants)
    .values({ businessName: `bench ${name}`, tier: 'business' })
    .returning({ id: tenants.id });
  tenantOf[name] = t!.id;
  for (const d of docs) {
    const row = await storeKnowledgeDocument(
      db,
      t!.id,
      { title: d.title, content: d.content, source: 'upload', mimeType: 'text/plain' },
      embeddings,
    );
    docOf[d.key] = row.id;
  }
}

let hit1 = 0;
let hit3 = 0;
let rr = 0;
let found = 0;
let honest = 0;
const times: number[] = [];
const answerable = QUESTIONS.filter((q) => q.expect !== null);
const offTopic = QUESTIONS.filter((q) => q.expect === null);
const byLang: Record<string, { n: number; hit3: number }> = { pl: { n: 0, hit3: 0 }, en: { n: 0, hit3: 0 } };
for (const q of QUESTIONS) {
  const start = performance.now();
  const passages = await searchKnowledge(db, tenantOf[q.tenant]!, q.q, { limit: 3, embeddings });
  times.push(performance.now() - start);
  if (q.expect === null) {
    if (passages.length === 0) honest++;
    continue;
  }
  if (passages.length > 0) found++;
  const rank = passages.findIndex((p) => p.documentId === docOf[q.expect!]);
  byLang[q.lang]!.n++;
  if (rank === 0) hit1++;
  if (rank >= 0) {
    hit3++;
    byLang[q.lang]!.hit3++;
    rr += 1 / (rank + 1);
  }
}
times.sort((a, b) => a - b);
const n = answerable.length;
process.stdout.write(
  [
    `Knowledge retrieval (${database.engine}; ${embeddings ? `lexical + vectors of ${embeddings.model}` : 'lexical: full-text + trigram'})`,
    `questions: ${n} answerable (${byLang.pl!.n} Polish, ${byLang.en!.n} English), ${offTopic.length} off-topic`,
    `hit rate at 1: ${(hit1 / n).toFixed(3)}`,
    `hit rate at 3: ${(hit3 / n).toFixed(3)} (Polish ${byLang.pl!.hit3}/${byLang.pl!.n}, English ${byLang.en!.hit3}/${byLang.en!.n})`,
    `MRR: ${(rr / n).toFixed(3)}`,
    `answered (found): ${found}/${n}; "I don't know" for off-topic: ${honest}/${offTopic.length}`,
    `search latency: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    '',
  ].join('\n'),
);
await database.close();
