/**
 * Questions about the call itself (pure), answered from what the receptionist is, not from the
 * business's knowledge: "czy to pizzeria Napoli?" / "is this the Uśmiech clinic?" (who answered:
 * a wrong number, or yes), and "do you speak English?" (the receptionist speaks Polish and
 * English). What else the caller asked in the same breath is left for the matcher.
 */

import type { Language } from '../nlu/index.js';
import { conceptOf, STOP } from './lexicon.js';
import { foldWords, GREETING_WORDS, isAsking, keysOf } from './match.js';
import { say } from './texts.js';

/** Words that name a kind of place or business ("pizzeria", "apteka", "the vet's"). */
const RE_PLACE =
  /^(?:pizz\w*|restaurac\w*|restaurant\w*|bar|kawiarni\w*|cafe|aptek\w*|pharmac\w*|chemist\w*|przychodni\w*|klinik\w*|clinic\w*|gabinet\w*|practice|szpital\w*|hospital\w*|weterynar\w*|vet|vets|sklep\w*|shop|store|warsztat\w*|garage|salon\w*|fryzjer\w*|hairdresser\w*|biur\w*|office|hotel\w*|bank\w*|urzad\w*|kwiaciarni\w*|florist\w*|taxi|taksow\w*|przedszkol\w*|szkol\w*|school|poczt\w*|kancelari\w*|firm\w*|company|hurtowni\w*|serwis\w*|pralni\w*|piekarni\w*|bakery|pub)$/;

/** "Czy to …", "is this …", "have I reached …": the caller checks whom they called. */
const RE_WHO = new RegExp(
  `^(?:${GREETING_WORDS}\\s)*(?:czy (?:to|tu|ja) (?:jest )?|czy dodzwonil\\w* sie do |(?:is|it) (?:this|that|it) |am i (?:speaking to|through to|calling) |have i (?:reached|got|called) )(?:the |a |an )?(.+)$`,
);

/**
 * "Do you speak English?", "czy mówi Pani po angielsku?", "can we talk in English?": asked of the
 * receptionist herself. Whether someone else speaks it ("czy higienistka mówi po angielsku?",
 * "does anyone there speak English?") the receptionist does not know: not one of these.
 */
const RE_LANGUAGES =
  /\b(?:(?:do|can|could) you (?:speak|understand|talk(?: in)?) (?:english|polish)|(?:can|could|may) (?:we|i) (?:speak|talk|do this|continue)(?: to you| with you)?(?: in)? (?:english|polish)|^(?:please )?(?:speak|speaking) (?:english|polish)(?: please)?$|what languages? do you speak|(?:mowi|rozumie)\w* (?:pan|pani)(?: tez| rowniez| moze)? po (?:angielsku|polsku)|(?:pan|pani) (?:tez |rowniez )?(?:mowi|rozumie) po (?:angielsku|polsku)|(?:moge|mozemy) (?:z pania |z panem )?(?:mowic|rozmawiac|porozmawiac) po (?:angielsku|polsku))\b/;

/** The sentences of an utterance (the NLU keeps the caller's question marks inside). */
const sentences = (text: string) =>
  text
    .split(/(?<=[.?!])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

export interface CallQuestion {
  /** What the receptionist says to it. */
  reply: string;
  /** The caller has the wrong number: nothing else said is answered. */
  wrongNumber: boolean;
  /** The rest of the question, without the sentences answered here ('' when none is left). */
  rest: string;
}

/**
 * The sentences of `question` that ask about the call itself, answered; null when none does.
 * A place the caller names is this business when it shares a subject of its name ("Uśmiech") or
 * names nothing the name does not ("gabinet stomatologiczny"); a place of another kind ("pizzeria
 * Napoli", "the pharmacy on Grove Street") is a wrong number; one of this kind named otherwise
 * ("przychodnia na Woli") is told who answered. A question of who answered with no place named
 * ("czy to prawda?", "is this painful?") is not one of these.
 */
export function callQuestion(question: string, businessName: string, l: Language): CallQuestion | null {
  const parts = sentences(question);
  const name = keysOf(businessName);
  const replies: string[] = [];
  const rest: string[] = [];
  let wrong = false;
  for (const s of parts) {
    const folded = foldWords(s).join(' ');
    const who = RE_WHO.exec(folded)?.[1];
    const words = who?.split(' ') ?? [];
    if (who && words.length <= 6 && words.some((w) => RE_PLACE.test(w))) {
      const its = [...keysOf(who).values()];
      const same =
        its.some((k) => !k.weak && name.has(k.key)) || (its.length > 0 && its.every((k) => name.has(k.key)));
      // "Czy to gabinet na parterze?", "is that clinic for children?": a question about a place
      // of the business (its words are subjects the matcher knows), not whom the caller reached.
      // A place of another kind described ("the car repair shop", "sklep zoologiczny") is another
      // business, whatever its words: only a place of this kind can be asked about this way.
      const ours = words.some((w) => RE_PLACE.test(w) && name.has(keysOf(w).keys().next().value ?? ''));
      const about = ours && words.some((w) => !RE_PLACE.test(w) && !STOP.has(w) && conceptOf(w) !== null);
      if (!same && about) {
        rest.push(s);
        continue;
      }
      // A place of this business's kind elsewhere named ("przychodnia na Woli", "gabinet przy
      // Marszałkowskiej"): whether it is this one the receptionist cannot tell; it says who answered.
      if (!same && ours) {
        replies.push(say(l, `Tu ${businessName}.`, `This is ${businessName}.`));
        continue;
      }
      if (!same) {
        wrong = true;
        break;
      }
      replies.push(say(l, `Tak, tu ${businessName}.`, `Yes, this is ${businessName}.`));
      continue;
    }
    if (RE_LANGUAGES.test(folded)) {
      replies.push(
        say(l, 'Tak, mogę rozmawiać po polsku i po angielsku.', 'Yes, I speak English, and Polish as well.'),
      );
      continue;
    }
    rest.push(s);
  }
  if (wrong)
    return {
      reply: say(
        l,
        `Tu ${businessName}, więc to chyba pomyłka w numerze. Czy mogę w czymś jeszcze pomóc?`,
        `This is ${businessName}, so I think you may have the wrong number. Is there anything else I can help with?`,
      ),
      wrongNumber: true,
      rest: '',
    };
  if (replies.length === 0) return null;
  // "…? Ja do doktora Nowaka dzwonię.": what is left asks nothing, and nothing is matched.
  const asks = rest.some(isAsking) || (rest.length > 0 && /\?\s*$/.test(question));
  return { reply: replies.join(' '), wrongNumber: false, rest: asks ? rest.join(' ') : '' };
}
