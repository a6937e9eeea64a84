/** Polish or English from diacritics and function words; the previous language when unclear. */
import type { Language } from './types.js';

const PL_WORDS = new Set(
  'nie tak jest sie czy prosze chce chcialbym chcialabym chcialem chcialam jutro dzis dzisiaj dzien dobry dobrze umowic wizyte wizyta wizyty mam mnie jak ze zeby ile kiedy gdzie bardzo dziekuje dzieki termin terminu godzine godzina godzinie moge mozna poprosze zgadza pan pani panu panem pania moja moj moje mojego jestem byc bym sa jestescie macie moze pasuje wolny wolne rano wieczorem poludniu we przez dla bez albo lub oraz ktora ktorej jaki jaka jakie nazywam odwolac przelozyc zostawic wiadomosc oddzwonic polaczyc pilne boli krwawienie wszystko widzenia czesc witam halo cos ktos kogos juz jeszcze teraz tylko tez tez takze okej spoko super swietnie jasne oczywiscie zgoda niestety niech bedzie pojutrze poniedzialek wtorek sroda srode czwartek piatek sobote niedziele tydzien tygodniu kto pracuje pracuja jestescie macie u mozecie przyjmujecie leczycie'.split(
    ' ',
  ),
);
const EN_WORDS = new Set(
  "the an is are am was be yes yeah yep nope please can could would like want need for my me you your what when where how does did tomorrow today appointment book booking thanks thank hello hi hey at it this that next with have has of and or but not don't can't i'm i'd it's that's what's there here morning afternoon evening monday tuesday wednesday thursday friday saturday sunday week weekend speak talk someone somebody call back message cancel reschedule sure correct right fine great perfect okay bye goodbye good name number urgent help hurts pain bleeding open hours price much cost address any availability available in two three weeks days free anything something get come make change move there an of from past quarter half o'clock pm am noon before after until".split(
    ' ',
  ),
);

const RE_PL_CHARS = /[ąćęłńśźż]/i;
const RE_WORD = /[a-z']+/g;

export function detectLanguage(orig: string, folded: string, previous: Language | undefined): Language {
  // A capitalised word after the first is a name ("Dr Wiśniewska", "Marszałkowska", "Łódź"):
  // its letters do not make an English sentence Polish.
  const common = orig
    .split(/\s+/)
    .filter((w, i) => i === 0 || !/^\p{Lu}/u.test(w))
    .join(' ');
  let pl = RE_PL_CHARS.test(common) ? 3 : /ó/i.test(common) ? 2 : 0;
  let en = 0;
  const words = folded.match(RE_WORD) ?? [];
  for (const w of words) {
    if (PL_WORDS.has(w)) pl++;
    if (EN_WORDS.has(w)) en++;
  }
  if (pl > en) return 'pl';
  if (en > pl) return 'en';
  return previous ?? 'pl';
}

/**
 * The language the caller asks for, whatever the rest of the turn is in ("Dzień dobry... sorry,
 * do you speak English?" wants English):
 * - a request names it ("can we do this in Polish?", "możemy rozmawiać po angielsku?", "speak
 *   English please");
 * - a question asks it in that language ("do you speak English?", "czy mówi pani po polsku?");
 *   asked in the other language ("czy pani mówi po angielsku?") it is only a question, answered
 *   in the caller's language;
 * - "I don't speak Polish", "nie mówię po angielsku": the other one.
 * Undefined when no language is asked for. `folded`: lower case, no diacritics.
 */
const LANGUAGE_NAMED = String.raw`(?: in)? (english|polish|po angielsku|po polsku)\b`;
const RE_LANGUAGE_REQUEST = new RegExp(
  String.raw`(?:\b(?:can|could|may) (?:we|i) (?:speak|talk|continue|do this|do it)(?: with you| to you)?|^(?:please )?speak|\b(?:moge|mozemy|mozna) (?:z pania |z panem )?(?:mowic|rozmawiac|porozmawiac))${LANGUAGE_NAMED}`,
);
const RE_LANGUAGE_QUESTION_EN = new RegExp(
  String.raw`\b(?:do|can|could|would) you (?:also )?(?:speak|talk|understand)${LANGUAGE_NAMED}`,
);
const RE_LANGUAGE_QUESTION_PL = new RegExp(
  String.raw`\b(?:(?:pan|pani) (?:tez |rowniez |moze )?(?:mowi|rozumie)|(?:mowi|rozumie) (?:pan|pani)(?: tez| rowniez| moze)?)${LANGUAGE_NAMED}`,
);
const RE_LANGUAGE_NOT = new RegExp(
  String.raw`\b(?:i (?:don ?t|do not|can ?t|cannot) (?:really )?(?:speak|understand)|nie (?:za bardzo |dobrze |zbyt dobrze )?(?:mowie|rozumiem))${LANGUAGE_NAMED}`,
);

const named = (m: RegExpExecArray): Language => (/english|angiel/.test(m[1]!) ? 'en' : 'pl');

export function languageAskedFor(folded: string): Language | undefined {
  const not = RE_LANGUAGE_NOT.exec(folded);
  if (not) return named(not) === 'en' ? 'pl' : 'en';
  const request = RE_LANGUAGE_REQUEST.exec(folded);
  if (request) return named(request);
  const en = RE_LANGUAGE_QUESTION_EN.exec(folded);
  if (en && named(en) === 'en') return 'en';
  const pl = RE_LANGUAGE_QUESTION_PL.exec(folded);
  if (pl && named(pl) === 'pl') return 'pl';
  return undefined;
}
