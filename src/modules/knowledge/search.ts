import { sql } from 'drizzle-orm';
import { type DbOrTx, execRows } from '../../db/client.js';
import type { EmbeddingsProvider } from '../../providers/embeddings/index.js';
import {
  INTENT_WEIGHT,
  isIntentWord,
  type Lang,
  normalizeForSearch,
  prefixStem,
  queryTerms,
  splitSentences,
} from './text.js';

/** A retrieved passage with its scores (each 0..1). */
export interface Passage {
  chunkId: string;
  documentId: string;
  title: string;
  content: string;
  position: number;
  /** The combined relevance used for ranking and the threshold. */
  score: number;
  lexical: number;
  vector: number | null;
}

export interface SearchOptions {
  /** Passages returned (1–20, default 5). */
  limit?: number;
  /** Passages scoring below are dropped (default {@link RELEVANCE_THRESHOLD}). */
  minScore?: number;
  /** Adds vector similarity when given (null/undefined: lexical only). */
  embeddings?: EmbeddingsProvider | null;
}

/**
 * Below this combined score a passage is not relevant enough to answer from. Calibrated on the
 * question set of `test/knowledge/quality` (Polish and English questions, off-topic ones included).
 */
export const RELEVANCE_THRESHOLD = 0.3;
/** A term "occurs" in a passage when its trigram word similarity reaches this. */
const TERM_MATCH = 0.6;
/** Candidates per source (prefix, trigram, vector) whose similarity is computed. */
const CANDIDATES = 60;

interface Row {
  id: string;
  document_id: string;
  title: string;
  content: string;
  position: number;
  sims: number[] | string;
  rank: number | string;
}

/** Parses a `real[]`/`float8[]` as node-postgres or PGlite hands it over. */
function numArray(v: number[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  return v
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map(Number);
}

const vectorLiteral = (v: number[]) => `{${v.map((x) => (Number.isFinite(x) ? x : 0)).join(',')}}`;

/**
 * Hybrid retrieval over the tenant's knowledge passages:
 *
 * 1. Lexical: for each question term (folded, function words removed) its trigram word
 *    similarity to the passage (pg_trgm `word_similarity`, which matches `wizyty` in `wizyta`),
 *    weighted by the term's rarity among the tenant's passages (IDF; words asking for a price
 *    such as `kosztuje`/`cost` weigh a fifth), plus the full-text rank
 *    (`ts_rank_cd`, `simple` configuration) of a prefix query built from crude stems.
 *    lexical = 0.8 × weighted term coverage + 0.2 × rank/(rank+0.1).
 * 2. Vector (when an embeddings provider is given and passages have vectors of its model):
 *    cosine similarity of unit vectors, computed in SQL over `real[]` (works without pgvector).
 *    score = 0.5 × lexical + 0.5 × max(0, (cosine − 0.2) / 0.8); otherwise score = lexical.
 *
 * Candidates come from the GIN indexes: the best passages by IDF-weighted prefix matches
 * (tsvector), passages within trigram reach of words no passage has as a prefix, and the best
 * passages by vector; similarities are computed for these candidates only. Passages below `minScore` are dropped; the best `limit`
 * are returned, best first. Never throws for an embeddings failure: it falls back to lexical.
 */
export async function searchKnowledge(
  db: DbOrTx,
  tenantId: string,
  question: string,
  opts: SearchOptions = {},
): Promise<Passage[]> {
  const limit = Math.min(20, Math.max(1, opts.limit ?? 5));
  const minScore = opts.minScore ?? RELEVANCE_THRESHOLD;
  const terms = queryTerms(question);

  let qvec: number[] | null = null;
  if (opts.embeddings) {
    try {
      [qvec] = (await opts.embeddings.embed([question.slice(0, 2000)])) as [number[]];
    } catch {
      qvec = null;
    }
  }
  if (terms.length === 0 && !qvec) return [];

  // Vector candidates: best passages by cosine among those embedded with the same model.
  const vectorScores = new Map<string, number>();
  if (qvec && opts.embeddings) {
    const rows = await execRows<{ id: string; cos: number | string }>(
      db,
      sql`select c.id, (select sum(a * b) from unnest(c.embedding, ${vectorLiteral(qvec)}::real[]) as u(a, b)) as cos
          from knowledge_chunks c
          where c.tenant_id = ${tenantId} and c.embedding_model = ${opts.embeddings.model}
            and cardinality(c.embedding) = ${qvec.length}
          order by cos desc nulls last
          limit ${CANDIDATES}`,
    );
    for (const r of rows) vectorScores.set(r.id, Number(r.cos));
  }

  const termArray = `{${terms.map((t) => `"${t}"`).join(',')}}`;
  const stems = terms.map((t) => `${prefixStem(t)}:*`);
  const tsquery = stems.join(' | ');

  // Document frequency of each term (prefix full-text match, GIN tsvector index) for IDF weights.
  let weights = terms.map(() => 1);
  let dfs: number[] = terms.map(() => 0);
  if (terms.length > 0) {
    const [df] = await execRows<{ n: number | string; df: number[] | string }>(
      db,
      sql`select (select count(*) from knowledge_chunks where tenant_id = ${tenantId}) as n,
            array[${sql.join(
              stems.map(
                (q) =>
                  sql`(select count(*) from knowledge_chunks c where c.tenant_id = ${tenantId} and c.tsv @@ to_tsquery('simple', ${q}))`,
              ),
              sql`, `,
            )}]::float8[] as df`,
    );
    const n = Number(df?.n ?? 0);
    dfs = df ? numArray(df.df) : dfs;
    weights = terms.map(
      (t, i) => Math.log(1 + (n + 1) / (1 + (dfs[i] ?? 0))) * (isIntentWord(t) ? INTENT_WEIGHT : 1),
    );
  }
  const weightSum = weights.reduce((a, b) => a + b, 0) || 1;

  // Candidates, cheaply: the best passages by IDF-weighted prefix matches (tsvector index), the
  // passages within trigram reach of words that no passage has as a prefix (trigram index:
  // other inflections, typos), and the best by vector. Trigram similarity is then computed for
  // these candidates only, which keeps a question fast on thousands of passages.
  const candidateIds = new Set<string>(vectorScores.keys());
  if (terms.length > 0) {
    const byPrefix = await execRows<{ id: string }>(
      db,
      sql`select c.id from knowledge_chunks c
          where c.tenant_id = ${tenantId} and c.tsv @@ to_tsquery('simple', ${tsquery})
          order by (${sql.join(
            stems.map((q, i) => sql`${weights[i]!}::float8 * (c.tsv @@ to_tsquery('simple', ${q}))::int`),
            sql` + `,
          )}) desc, ts_rank_cd(c.tsv, to_tsquery('simple', ${tsquery})) desc
          limit ${CANDIDATES}`,
    );
    for (const r of byPrefix) candidateIds.add(r.id);
    const unmatched = terms.filter((t, i) => (dfs[i] ?? 0) === 0 && t.length >= 4);
    if (unmatched.length > 0) {
      const byTrigram = await execRows<{ id: string }>(
        db,
        sql`select c.id from knowledge_chunks c
            where c.tenant_id = ${tenantId} and (${sql.join(
              unmatched.map((t) => sql`${t} <% c.normalized`),
              sql` or `,
            )})
            limit ${CANDIDATES}`,
      );
      for (const r of byTrigram) candidateIds.add(r.id);
    }
  }
  if (candidateIds.size === 0) return [];

  const rows = await execRows<Row>(
    db,
    sql`select c.id, c.document_id, d.title, c.content, c.position,
          array(select word_similarity(t, c.normalized)
                from unnest(${termArray}::text[]) with ordinality as q(t, i) order by i)::float8[] as sims,
          ${terms.length > 0 ? sql`ts_rank_cd(c.tsv, to_tsquery('simple', ${tsquery}))` : sql`0`} as rank
        from knowledge_chunks c
        join knowledge_documents d on d.id = c.document_id and d.tenant_id = c.tenant_id
        where c.tenant_id = ${tenantId} and c.id = any(${`{${[...candidateIds].join(',')}}`}::uuid[])`,
  );

  const passages: Passage[] = rows.map((r) => {
    const sims = numArray(r.sims);
    let coverage = 0;
    for (const [i, w] of weights.entries()) {
      const s = sims[i] ?? 0;
      // Full credit from TERM_MATCH up; partial matches count quadratically less.
      coverage += w * (s >= TERM_MATCH ? Math.min(1, 0.6 + (s - TERM_MATCH)) : (s * s) / 2);
    }
    coverage /= weightSum;
    const rank = Number(r.rank);
    const lexical = terms.length > 0 ? 0.8 * coverage + 0.2 * (rank / (rank + 0.1)) : 0;
    const cos = vectorScores.get(r.id);
    const vector = cos === undefined ? null : Math.max(0, (cos - 0.2) / 0.8);
    const score =
      vector === null
        ? qvec && vectorScores.size > 0
          ? 0.5 * lexical
          : lexical
        : 0.5 * lexical + 0.5 * vector;
    return {
      chunkId: r.id,
      documentId: r.document_id,
      title: r.title,
      content: r.content,
      position: Number(r.position),
      score: Math.round(score * 1000) / 1000,
      lexical: Math.round(lexical * 1000) / 1000,
      vector: vector === null ? null : Math.round(vector * 1000) / 1000,
    };
  });

  return passages
    .filter((p) => p.score >= minScore)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, limit);
}

export interface Answer {
  answer: string;
  found: boolean;
  language: Lang;
}

export const I_DONT_KNOW: Record<Lang, string> = {
  pl: 'Nie wiem. W bazie wiedzy nie ma informacji, która odpowiada na to pytanie.',
  en: 'I don’t know. The knowledge base has no information that answers this question.',
};

/**
 * Whether two folded words are forms of one word: equal when short, otherwise sharing a prefix
 * that leaves at most three letters of the shorter one (`insurance`/`insurers`,
 * `przyjmujecie`/`przyjmujemy`, `wizyte`/`wizyta`).
 */
export function sameWord(a: string, b: string): boolean {
  const min = Math.min(a.length, b.length);
  if (min <= 4) return a === b;
  let common = 0;
  while (common < min && a[common] === b[common]) common++;
  return common >= Math.max(4, min - 3);
}

/** A line that is a heading (short, no closing punctuation): context, not an answer. */
const isHeadingLine = (line: string) => line.length <= 80 && !/[.!?:;)]$/.test(line.trim());

/**
 * An extractive answer: the sentences of the retrieved passages (headings left out, repeats of
 * the overlap removed) that contain the most question words (a word asking for a price counts
 * less), at most three of those scoring at least three quarters of the best, in passage order,
 * each marked with the number of its citation. Nothing is written that is not in a passage;
 * with no passage the answer is an honest "I don't know".
 */
export function composeAnswer(question: string, passages: Passage[], language: Lang): Answer {
  if (passages.length === 0) return { answer: I_DONT_KNOW[language], found: false, language };
  const terms = queryTerms(question).map((t) => ({ term: t, weight: isIntentWord(t) ? 0.3 : 1 }));
  const seen = new Set<string>();
  const scored: { text: string; cite: number; score: number; order: number }[] = [];
  let order = 0;
  for (const [i, p] of passages.slice(0, 3).entries()) {
    for (const line of p.content.split(/\n+/)) {
      if (isHeadingLine(line)) continue;
      for (const sentence of splitSentences(line)) {
        if (seen.has(sentence)) continue;
        seen.add(sentence);
        const words = normalizeForSearch(sentence).split(' ');
        const hits = terms.reduce(
          (sum, t) => sum + (words.some((w) => sameWord(t.term, w)) ? t.weight : 0),
          0,
        );
        // The best passage's sentences win ties.
        scored.push({
          text: sentence,
          cite: i + 1,
          score: hits > 0 ? hits + (i === 0 ? 0.5 : 0) : 0,
          order: order++,
        });
      }
    }
  }
  const best = Math.max(0, ...scored.map((s) => s.score));
  let chosen = scored
    .filter((s) => s.score > 0 && s.score >= 0.75 * best)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 3)
    .sort((a, b) => a.order - b.order);
  // Retrieved without a shared word (by vectors): the opening of the best passage.
  if (chosen.length === 0) chosen = scored.filter((s) => s.cite === 1).slice(0, 2);
  if (chosen.length === 0) return { answer: I_DONT_KNOW[language], found: false, language };
  const answer = chosen.map((s) => `${s.text} [${s.cite}]`).join(' ');
  return { answer, found: true, language };
}
