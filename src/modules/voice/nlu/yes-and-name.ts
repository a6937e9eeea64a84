/**
 * A yes to the time offered said together with the caller's details (pure): "Tak, pasuje,
 * Robert Wieczorek", "Yes, that works. Olivia Brown, 07700 900 123", "Dobrze, to na Annę
 * Nowak". At a desk that is the whole answer: the time is taken and the name is known.
 */
import { spokenName } from './entities.name.js';
import { clean, fold } from './normalize.js';
import { nameAndNumber, splitOffNumbers } from './phone-words.js';

/** A segment that only agrees ("tak", "pasuje mi", "that works", "ok, great"). */
const RE_AGREE =
  /^(?:(?:no |to )?(?:tak|tak tak|pasuje|pasuje mi|mi pasuje|to mi pasuje|dobrze|dobra|ok|okej|okay|super|swietnie|idealnie|doskonale|moze byc|niech bedzie|biore|biore go|biore ten|poprosze|zgoda|jasne|pewnie|w porzadku|brzmi dobrze|yes|yeah|yep|yup|sure|fine|great|perfect|lovely|excellent|brilliant|that works|that works for me|works for me|sounds good|sounds great|that'?s fine|that'?s great|that'?s perfect|that suits me|suits me|alright|all right)(?: then| please| prosze)?\s*)+$/;

/** Every word of a name as written by speech recognition or a typing caller: capitalised. */
const capitalised = (name: string, said: string) =>
  name.split(' ').every((w) => {
    const at = said.toLocaleLowerCase('pl').indexOf(w.toLocaleLowerCase('pl').slice(0, 3));
    return (
      at >= 0 &&
      said[at] === said[at]!.toLocaleUpperCase('pl') &&
      said[at] !== said[at]!.toLocaleLowerCase('pl')
    );
  });

/**
 * The name (and the number, when one is said) after a yes, or undefined: the utterance must
 * start with agreement only, and the rest must be a name of capitalised words (a name said
 * with its cue, "nazywam się…", is the NLU's); a plain yes, a question or a sentence after the
 * yes gives nothing.
 */
export function detailsBesideYes(text: string): { name: string; phone?: string } | undefined {
  const segs = clean(text)
    .split(/\s*[.,;!?]+\s*|\s+-\s+/)
    .filter(Boolean);
  let i = 0;
  while (i < segs.length && RE_AGREE.test(fold(segs[i]!))) i++;
  if (i === 0 || i === segs.length) return undefined;
  const rest = segs.slice(i).join(', ');
  if (splitOffNumbers(rest).phone) {
    const both = nameAndNumber(rest);
    if (!both.name || !both.phone || !capitalised(both.name, rest)) return undefined;
    return { name: both.name, phone: both.phone };
  }
  const name = spokenName(rest);
  if (!name || !capitalised(name, rest)) return undefined;
  return { name };
}
