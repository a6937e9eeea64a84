import { sameWord } from '../knowledge/search.js';
import { isIntentWord, type Lang, normalizeForSearch, queryTerms } from '../knowledge/text.js';
import type { SheetData } from './data-sources.schema.js';

/** Rows answered by a lookup, best first. */
export const LOOKUP_MAX_ROWS = 5;
/** A row is a match when it covers at least this share of the question's topic words. */
export const LOOKUP_MIN_COVERAGE = 0.5;

/**
 * Politeness and conversation words of a spoken question (folded) that say nothing about what
 * is asked: "Dzień dobry, chciałabym zapytać, ile kosztuje wybielanie" is about `wybielanie`.
 */
const FILLER = new Set(
  'dzien dobry dobrego wieczor witam czesc halo hej prosze poprosze chcialabym chcialbym chcialem chcialam chcielibysmy zapytac spytac dowiedziec pytanie pytam pytac interesuje interesuja interesowalo wiedziec powiedziec powie powiecie moglby moglaby mogliby mozecie moglibyscie panstwa panstwo dziekuje dzieki uprzejmie informacje informacja hello hi hey would ask asking wondering could thanks thank'.split(
    ' ',
  ),
);

export interface RowCandidate {
  sourceId: string;
  sourceName: string;
  sheet: string | null;
  columns: string[];
  row: string[];
  score: number;
}

/** How well one folded word of a question matches a list of folded words: 1 same, 0.9 another form, else 0. */
function wordMatch(term: string, words: string[]): number {
  let best = 0;
  for (const w of words) {
    if (w === term) return 1;
    if (sameWord(term, w)) best = 0.9;
  }
  return best;
}

/**
 * Scores every row of the given sheets against a question. The question's words are folded
 * (lower case, no diacritics) without function words and politeness ({@link FILLER}); a word
 * asking for a price (`kosztuje`, `cena`) does not decide relevance. Each topic word scores 1 when a cell has it, 0.9 for
 * another form of it (`wybielania`/`wybielanie`), counted fully in the first column (the row's
 * key) and at 0.8 elsewhere. Coverage = mean over topic words; rows covering less than
 * {@link LOOKUP_MIN_COVERAGE} are dropped. Score = 0.8 × coverage + 0.2 × the share of the
 * key's words that the question names (so "Wybielanie" beats "Wybielanie + konsultacja").
 */
export function matchRows(
  query: string,
  sources: { id: string; name: string; kind: string; sheets: SheetData[] }[],
): RowCandidate[] {
  const terms = queryTerms(query).filter((t) => !isIntentWord(t) && !FILLER.has(t));
  if (terms.length === 0) return [];
  const out: RowCandidate[] = [];
  for (const s of sources) {
    for (const sheet of s.sheets) {
      for (const row of sheet.rows) {
        const key = normalizeForSearch(row[0] ?? '')
          .split(' ')
          .filter(Boolean);
        const rest = normalizeForSearch(row.slice(1).join(' ')).split(' ').filter(Boolean);
        let sum = 0;
        for (const t of terms) sum += Math.max(wordMatch(t, key), 0.8 * wordMatch(t, rest));
        const coverage = sum / terms.length;
        if (coverage < LOOKUP_MIN_COVERAGE) continue;
        const keyHits = key.filter((w) => terms.some((t) => t === w || sameWord(t, w))).length;
        const precision = key.length > 0 ? keyHits / key.length : 0;
        out.push({
          sourceId: s.id,
          sourceName: s.name,
          sheet: s.kind === 'workbook' ? sheet.name : null,
          columns: sheet.columns,
          row,
          score: Math.round((0.8 * coverage + 0.2 * precision) * 1000) / 1000,
        });
      }
    }
  }
  return out.sort((a, b) => b.score - a.score).slice(0, LOOKUP_MAX_ROWS);
}

/**
 * The answer from one row, nothing added: its first column, then each other non-empty column as
 * "name: value" (`Wybielanie — Cena: 800 zł.`). A row with nothing but its key says where it
 * is listed, in the caller's language.
 */
export function rowAnswer(c: RowCandidate, language: Lang): string {
  const key = c.row[0] ?? '';
  const pairs = c.columns
    .slice(1)
    .map((col, i) => [col, c.row[i + 1] ?? ''] as const)
    .filter(([, v]) => v !== '')
    .map(([col, v]) => `${col}: ${v}`);
  const where = c.sheet ?? c.sourceName;
  if (pairs.length === 0)
    return language === 'pl' ? `${key} — pozycja z listy „${where}”.` : `${key} — listed in “${where}”.`;
  const text = key ? `${key} — ${pairs.join('; ')}` : pairs.join('; ');
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export const rowValues = (columns: string[], row: string[]): Record<string, string> =>
  Object.fromEntries(columns.map((c, i) => [c, row[i] ?? '']));
