/** Fuzzy matching of a caller's question against the business's FAQ (pure). */
import { fold } from './texts.js';

const STOP = new Set(
  'czy jak jaki jaka jakie jest sa sie nie tak czym oraz albo ile gdzie kiedy ktora ktory ktore mozna moge mozecie macie panstwo pan pani prosze dla przy od do na po za w z o u i a the is are do does you your can what how when where which for with have has any and or to of in on at an a be there'.split(
    ' ',
  ),
);

function stems(text: string): string[] {
  return [...new Set(fold(text).split(' '))]
    .filter((w) => w.length >= 3 && !STOP.has(w))
    .map((w) => w.slice(0, 5));
}

/**
 * The FAQ answer whose question shares the most word stems with the caller's (at least half of
 * the FAQ question's words and at least one), or null.
 */
export function matchFaq(faq: Record<string, string>, question: string): string | null {
  const asked = new Set(stems(question));
  if (asked.size === 0) return null;
  let best: { answer: string; score: number } | null = null;
  for (const [q, a] of Object.entries(faq)) {
    const words = stems(q);
    if (words.length === 0) continue;
    const common = words.filter((w) => asked.has(w)).length;
    const score = common / words.length;
    if (common >= 1 && score >= 0.5 && (!best || score > best.score)) best = { answer: a, score };
  }
  return best?.answer ?? null;
}
