/**
 * Where a caller's question is in what they say (pure): the sentences or clauses that ask, and
 * the rest, which sets the scene (read by `match.ts` and `questions.meta.ts`).
 */

import { foldWords } from './lexicon.js';

/** Words that make a sentence a question when it has no question mark ("czy…", "where…"). */
const RE_ASKING =
  /^(?:a |no |i |to |and |so |ok )?(?:(?:na|o|w|z|ze|pod|od|do|po|przy|dla|za|u|for|at|in|on|to|from|with) )?(?:czy|jak\w*|gdzie|kiedy|ile|co|czym|czego|kto|kogo|ktor\w*|dlaczego|is|are|do|does|did|can|could|will|would|what|where|when|how|which|who|whom|why|may)\b/i;

/**
 * The words of a greeting (folded) that may open a question: "dzień dobry, czy…", "hallo, is
 * this…" (also read by `questions.meta.ts` before "czy to…" / "is this…").
 */
export const GREETING_WORDS =
  '(?:dzien dobry|halo|hallo|witam|hello|hi|hey|good (?:morning|afternoon|evening)|przepraszam|sorry)';
/** A greeting before the question ("dzień dobry, czy…"). */
const RE_GREETING = new RegExp(`^(?:${GREETING_WORDS}\\s)+`);

/** "I wanted to ask if…", "chciałam zapytać, czy…", "I was wondering…": a question said as a statement. */
const RE_ASKING_SAID =
  /\b(?:(?:wanted|want|would like|d like|wanna|need) to (?:just )?(?:ask|know|check|find out|make sure|double check|confirm)|was wondering|(?:chcial\w*|chce|chcialbym|chcialabym) (?:sie )?(?:tylko |jeszcze )?(?:zapytac|spytac|dowiedziec|upewnic)|mam pytanie)\b/;

/** A sentence that asks: a question mark, a word of asking first, or "I wanted to ask…". */
export function isAsking(s: string): boolean {
  if (s.endsWith('?') || RE_ASKING.test(s)) return true;
  const folded = foldWords(s).join(' ');
  return RE_ASKING.test(folded.replace(RE_GREETING, '')) || RE_ASKING_SAID.test(folded);
}

/**
 * An utterance that asks and also says something else, split: the question sentences (`asks`)
 * and the rest, which sets the scene ("Mam syna, ma cztery lata.", "I don't know Warsaw well.",
 * "Mama jeździ na wózku, czy…"); null when it is all question or all statement. A sentence (or a
 * clause opened by ", czy") is a question when it ends with a question mark or opens with a word
 * of asking.
 */
export function questionPart(text: string): { asks: string; scene: string } | null {
  const parts = text
    .split(
      /(?<=[.?!])\s+|[,:]\s+(?=(?:a |i |to |tylko |ale )?(?:(?:do|od|na|po|za|o|w|z|ze) )?(?:czy|gdzie|jak|ile|kiedy)\b)|,?\s+(?=(?:bo|poniewaz|ponieważ|gdyz|gdyż|because|'cause|cause)\s)/i,
    )
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;

  const asking = parts.map((p, i) => isAsking(p) && !(i < parts.length - 1 && onlyAnnounces(p)));
  const asks = parts.filter((_, i) => asking[i]);
  if (asks.length === 0 || asks.length === parts.length) return null;
  return { asks: asks.join(' '), scene: parts.filter((_, i) => !asking[i]).join(' ') };
}

/** "I wanted to ask" closing a sentence that says something first, the question still to come. */
const RE_ANNOUNCE_END = new RegExp(`${RE_ASKING_SAID.source}$`);

/**
 * "Leczenie wyszło drogo i chciałem zapytać, czy mogę…", "My son is four and I wanted to ask, do
 * you…": a clause that says something and ends by announcing the question of the next one sets
 * the scene; the next clause asks. A bare "Dzień dobry, chciałam zapytać" stays the question's.
 */
function onlyAnnounces(p: string): boolean {
  if (p.endsWith('?') || RE_ASKING.test(p)) return false;
  const folded = foldWords(p).join(' ').replace(RE_GREETING, '');
  if (RE_ASKING.test(folded)) return false;
  const m = RE_ANNOUNCE_END.exec(folded);
  return !!m && m.index > 0;
}
