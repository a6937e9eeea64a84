/** The date and time patterns, over folded text (see `datetime.ts`). */

import {
  MIN_PL,
  MONTHS_EN,
  MONTHS_GEN,
  MONTHS_LOC,
  NUM_EN_ALT,
  NUM_PL_ALT,
  ORD_EN_ALT,
  ORD_HOUR,
  STEM_ALT,
} from './datetime.words.js';
import type { DateRangeKind, PartOfDay } from './types.js';

// ---------------------------------------------------------------- regexes (folded text)

const UNITS =
  '(?:dni|dzien|dnia|tygodn|miesi|minut|osob|zl|lat|razy|procent|%|sztuk|godzin|h\\b|people|persons|days|weeks|minutes|hours|months|years|pln|dollars|euro|st\\b|nd\\b|rd\\b|th\\b)';
const NO_DATE_AFTER = `(?!\\s*(?:${UNITS}|${MONTHS_GEN}|${MONTHS_EN}\\b|(?:ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii)\\b|[./-]\\d))`;

export const RE_COLON = /\b([01]?\d|2[0-3]):([0-5]\d)\b(\s*(?:a\.?m\.?|p\.?m\.?)(?![a-z]))?/;
export const RE_AMPM = /\b(\d{1,2})(?:[:.]([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/;
export const RE_O_DIGITS = new RegExp(
  `\\b(?:o|okolo|kolo|godz(?:ina|inie|ine|\\.)?|at|around|about|by)\\s+(?:godz(?:ina|inie|ine|\\.)?\\s*)?(\\d{1,2})(?:[.](\\d{2})|\\s(00|15|30|45)(?![./\\d])(?!\\s*(?:${MONTHS_GEN}|${MONTHS_EN})))?(?:\\s*o'?clock)?\\b${NO_DATE_AFTER}`,
);
export const RE_NA_DIGITS = new RegExp(
  `\\b(?:na|for)\\s+(?:godz(?:ina|inie|ine|\\.)?\\s*)?(\\d{1,2})(?:\\s(00|15|30|45)(?![./\\d])(?!\\s*(?:${MONTHS_GEN}|${MONTHS_EN})))?(?:\\s*o'?clock)?\\b${NO_DATE_AFTER}`,
);
export const MIN_WORDS: Record<string, number> = {
  piec: 5,
  dziesiec: 10,
  pietnascie: 15,
  dwadziescia: 20,
  five: 5,
  ten: 10,
  twenty: 20,
  'twenty-five': 25,
  'twenty five': 25,
};
export const RE_MIN_PAST = new RegExp(
  `\\b(?:o\\s+|at\\s+)?(\\d{1,2}|piec|dziesiec|pietnascie|dwadziescia|five|ten|twenty|twenty[- ]five)\\s+(?:minut\\w*|minutes?)\\s+(po|past|after|to|przed)\\s+(${ORD_HOUR}|${NUM_EN_ALT}|\\d{1,2})\\b`,
);
export const RE_MIN_PAST_EN = new RegExp(
  `\\b(?<!(?:from|between)\\s+)(?:at\\s+)?(five|ten|twenty|twenty[- ]five|5|10|20|25)\\s+(past|to)\\s+(${NUM_EN_ALT}|\\d{1,2})\\b`,
);
/**
 * "po 16", "after 3pm", "przed dziesiątą", "before noon": limits, not a time ("could we do 4
 * pm" is the English verb, not the Polish "do").
 */
export const RE_AFTER = new RegExp(
  `\\b(?:po|after|later than|nie wczesniej niz|od|from)\\s+(?:godz\\w*\\s+)?(\\d{1,2}(?::\\d{2})?(?:\\s*[ap]\\.?m\\.?)?|${ORD_HOUR}|${NUM_EN_ALT}|noon)(?=\\s|$|[,.!?])${NO_DATE_AFTER}`,
);
export const RE_BEFORE = new RegExp(
  `\\b(?:przed|before|earlier than|nie pozniej niz|(?<!\\b(?:we|you|could|can|let'?s|would|i'?ll) )do|until|till)\\s+(?:godz\\w*\\s+)?(\\d{1,2}(?::\\d{2})?(?:\\s*[ap]\\.?m\\.?)?|${ORD_HOUR}|${NUM_EN_ALT}|noon)(?=\\s|$|[,.!?])${NO_DATE_AFTER}`,
);
const LIMIT_VALUE = `(\\d{1,2}(?::\\d{2})?(?:\\s*[ap]\\.?m\\.?)?|${ORD_HOUR}|${NUM_EN_ALT}|noon)`;
export const RE_BETWEEN = new RegExp(
  `\\b(?:miedzy|pomiedzy|between)\\s+(?:godz\\w*\\s+)?${LIMIT_VALUE}\\s+(?:a|and|i|-)\\s+${LIMIT_VALUE}(?=\\s|$|[,.!?])`,
);
export const RE_TO = new RegExp(
  `\\bto\\s+(\\d{1,2}(?::\\d{2})?(?:\\s*[ap]\\.?m\\.?)?|${NUM_EN_ALT}|noon)(?=\\s|$|[,.!?])${NO_DATE_AFTER}`,
);
/** "change it to 4", "move it to 10:30": a bare hour at the end of the sentence. */
/** Where a part of the day said bare after an hour ends ("9 morning?", "3 afternoon, please"; not "2 morning slots"). */
export const POD_BARE_END = String.raw`(?=\s*(?:[,.?!;]|$|(?:on|please|if|is|or|and|would|will|ok|okay)\b))`;
/**
 * "7 rano", "8 wieczorem", "1 w nocy": a bare hour qualified by a part of the day; "9 morning",
 * "11 in morning", said as a speaker of another language may.
 */
export const RE_HOUR_BEFORE_POD = new RegExp(
  String.raw`\b(\d{1,2})(?::([0-5]\d))?(?=\s+(?:rano|rankiem|wieczorem|po poludniu|in (?:the )?(?:morning|afternoon|evening)|(?:morning|afternoon|evening)${POD_BARE_END}|(w nocy|at night)))`,
);
/** "eleven in the morning", "one in the afternoon", "dziewiąta rano": a word hour before a part of the day. */
export const RE_WORD_BEFORE_POD_EN = new RegExp(
  `\\b(${NUM_EN_ALT})(?:[\\s-]+(thirty|fifteen|forty[- ]five|twenty|o'?clock))?(?=\\s+(?:in (?:the )?(?:morning|afternoon|evening)|at night|this (?:morning|afternoon|evening)|tonight)\\b)`,
);
/** What suits, said after a Polish word hour ("by mi pasowała", "mi pasuje", "będzie dobra"), folded. */
const SUITS_PL =
  '(?:(?:(?:by|bylaby|mi|by mi|tez|jak najbardziej)\\s+)*(?:pasowal\\w*|pasuje|odpowiada\\w*)|(?:mi\\s+)?(?:bedzie|bylaby|jest)\\s+(?:dobr\\w*|ok|okej|w porzadku))\\b';
export const RE_WORD_BEFORE_POD_PL = new RegExp(
  `\\b(${ORD_HOUR})(?:\\s+(${MIN_PL}|[0-5]\\d))?(?=\\s+(?:rano|rankiem|wieczorem|po poludniu|w nocy)\\b)`,
);
/** A Polish word hour in the nominative (folded: "dziesiata", "dwudziesta pierwsza"; also the accusative "osma"). */
const ORD_HOUR_NOM = ORD_HOUR.replace('(?:iej|ej|a|e)', 'a');
/** A day of the month as a Polish genitive ordinal ("trzydziestego", "dwudziestego piątego"), folded. */
const ORD_DAY_GEN = `(?:(?:dwudziest|trzydziest)ego\\s+)?(?:${STEM_ALT}|trzydziest)i?ego`;
/** A weekday as said in Polish, in the nominative or the accusative (folded). */
const WEEKDAY_PL = '(?:poniedzialek|wtorek|sroda|srode|czwartek|piatek|sobota|sobote|niedziela|niedziele)';
/**
 * "Środa, 10, jest możliwość?", "Friday, 11?": an hour in digits right after a weekday and a
 * comma, ending the phrase.
 */
export const RE_DIGITS_AFTER_DAY = new RegExp(
  `(?=\\d)(?<=\\b(?:(?:w|we|na|on)\\s+)?(?:${WEEKDAY_PL}|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\s*,\\s*)(\\d{1,2})(?=\\s*(?:[,!?]|\\.(?!\\d)|$))`,
);
/**
 * "jutro jedenasta", "w czwartek dziesiąta trzydzieści", "Środa, dziesiąta", "na sobotę,
 * jedenasta": a nominative word hour right after a day (the weekday said with "w"/"na" or alone,
 * in the nominative), ending the phrase (not "jutro druga wizyta"). These patterns look ahead
 * for the hour first (zero-width, so the matches are the same), sparing the look-behind at
 * every other position.
 */
export const RE_WORD_AFTER_DAY_PL = new RegExp(
  `(?=${STEM_ALT})(?<=\\b(?:(?:jutro|pojutrze|dzis|dzisiaj|(?:(?:w|we|na)\\s+)?${WEEKDAY_PL}|${MONTHS_GEN})\\s*,?|${ORD_DAY_GEN}\\s*,)\\s+)(${ORD_HOUR_NOM})(?:\\s+(${MIN_PL}|[0-5]\\d))?(?=\\s*(?:[,.!?]|$)|\\s+${SUITS_PL})`,
);
/**
 * "czternasta trzydzieści by mi pasowała", "szesnasta będzie dobra": a nominative word hour said
 * as what suits the caller. "Pierwsza/druga/trzecia mi pasuje" without minutes is the first,
 * second or third time offered, not an hour (`wordTime` leaves those).
 */
export const RE_WORD_SUITS_PL = new RegExp(`\\b(${ORD_HOUR_NOM})(?:\\s+(${MIN_PL}))?(?=\\s+${SUITS_PL})`);
/**
 * "trzeciego grudnia, czternasta trzydzieści", "czternasta piętnaście": a nominative word hour
 * with its minutes is a time wherever it is said (not "pierwsza dziesięć minut").
 */
export const RE_WORD_MIN_PL = new RegExp(
  `\\b(${ORD_HOUR_NOM})\\s+(${MIN_PL})\\b(?!\\s+(?:minut|lat|razy|zl|procent)\\w*)`,
);
/**
 * "On Friday, eight thirty if you have it", "tomorrow nine fifteen", "Thursday, eleven, is that
 * possible?": a word hour right after the day (without its minutes only after a comma).
 */
export const RE_WORD_AFTER_DAY_EN = new RegExp(
  `(?=${NUM_EN_ALT})(?<=\\b(?:today|tomorrow|(?:on\\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\\d{1,2}(?:st|nd|rd|th)(?=\\s*,))(?:\\s*,?\\s+(?=(?:${NUM_EN_ALT})[\\s-]+(?:thirty|fifteen|forty[- ]five))|\\s*,\\s*))(${NUM_EN_ALT})(?:[\\s-]+(thirty|fifteen|forty[- ]five))?(?=\\s*(?:[,.!?]|$|\\s+(?:if|please|would|or|then|is|works)\\b))`,
);
/** "nine thirty a.m.", "four p.m.": a word hour with am/pm. */
export const RE_WORD_AMPM_EN = new RegExp(
  `\\b(${NUM_EN_ALT})(?:[\\s-]+(thirty|fifteen|forty[- ]five|twenty))?\\s*(a\\.?m\\.?|p\\.?m\\.?)(?![a-z])`,
);
/** "Eleven would be ideal", "jedenasta byłaby najlepsza": a word hour said as the wish. */
export const RE_WORD_WISH = new RegExp(
  `\\b(${NUM_EN_ALT}|${ORD_HOUR})(?:[\\s-]+(thirty|fifteen|forty[- ]five))?(?=\\s+(?:would be|would work|works|is|will be|bylaby|bedzie|jest|by)\\s+(?:ideal|ideally|best|perfect|great|idealna|idealnie|najlepsza|najlepiej|super|w sam raz|najlepiej)\\b)`,
);
/**
 * "Może być piętnasta?", "to w takim razie siedemnasta", "how about four?": a word hour asked for
 * at the end of a clause.
 */
export const RE_WORD_ASKED = new RegExp(
  `\\b(?:moze byc|a moze|to moze|albo|w takim razie|how about|what about|(?:could|can) (?:we|you|i) (?:do|have|make it))\\s+(?:o\\s+|at\\s+)?(${NUM_EN_ALT}|${ORD_HOUR})(?:[\\s-]+(thirty|fifteen|forty[- ]five))?(?=\\s*(?:[?.!,]|$|instead|then|please))`,
);
/**
 * "Najlepiej trzynasta.", "najchętniej czternasta trzydzieści", "ideally eleven", "preferably 10":
 * an hour said after a word of preference, ending the phrase. Pierwsza/druga/trzecia without
 * minutes are left (`wordTime`): at an offer they pick the first, second or third time.
 */
export const RE_WORD_PREFERRED = new RegExp(
  `\\b(?:najlepiej|najchetniej|optymalnie|preferably|ideally|best)\\s*,?\\s+(?:(?:by|bylaby|byloby|bedzie)\\s+)?(${NUM_EN_ALT}|${ORD_HOUR_NOM}|\\d{1,2})(?:[\\s-]+(${MIN_PL}|thirty|fifteen|forty[- ]five))?(?=\\s*(?:[,.!?]|$))`,
);
/**
 * "to niech będzie ósma", "poproszę dziewiątą", "let's say nine", "I'll take ten": an hour taken
 * at the end of a clause (the accusative "ósmą" folds to "osma").
 */
export const RE_WORD_TAKEN = new RegExp(
  `\\b(?:niech (?:juz )?bedzie|poprosze|biore|wezme|let'?s (?:say|do|go with|make it)|i'?ll (?:take|go with|have)|make it)\\s+(?:(?:na|o|at|the)\\s+)?(${NUM_EN_ALT}|${ORD_HOUR_NOM})(?:[\\s-]+(${MIN_PL}|thirty|fifteen|forty[- ]five))?(?=\\s*(?:[?.!,]|$|then|please|prosze|w takim razie))`,
);
/**
 * "hour eleven and half", "at eleven and a half", "10 and half": an hour and a half or a quarter
 * as a speaker of another language may say it (not "an hour and a half", "two and a half years").
 */
export const RE_AND_HALF_EN = new RegExp(
  `\\b(?:(?:at|on|for|by|around|about)\\s+)?(?:(?:the\\s+)?hour\\s+)?(${NUM_EN_ALT}|\\d{1,2})\\s+and\\s+(?:a\\s+)?(half|quarter)\\b(?!\\s*(?:an?\\s+)?(?:hours?|minutes?|days?|weeks?|months?|years?|times|people|kilos?|litres?|liters?)\\b)`,
);
/** "hour eleven", "at hour 11": an hour said after the word "hour" (not "an hour", "per hour"). */
export const RE_HOUR_WORD_EN = new RegExp(
  `(?:^|[,.;:!?]|\\b(?:at|on|for|by|the|around|about))\\s*hour\\s+(${NUM_EN_ALT}|\\d{1,2})\\b(?!\\s*(?:hours?|minutes?|days?|weeks?|:))`,
);
/** A caller correcting what they just said ("… albo nie, …", "…, actually …", "oh wait"). */
export const RE_SELF_CORRECTION =
  /(?:^|[.!?,;\u2026]|\.\.\.|\s-)\s*(?:(?:a|o|oh|ah|no|hmm|oj)\s*,?\s*)?(?:albo nie|a nie|nie nie|czy nie|przepraszam|sorry|actually|oh wait|no wait|wait|i mean|i meant|or rather|(?:a|czy|albo) raczej|wlasciwie|to znaczy|znaczy|chwileczke|poprawka|pomylil\w*(?: sie)?|chcial\w* powiedziec|scratch that|make that|my mistake|nie(?=\s*(?:[,;!\u2026]|\.\.\.|\s-))|no(?=\s*(?:[,;\u2026]|\.\.\.|\s-)))\b/g;
/**
 * "Wyjdę najwcześniej za kwadrans dziesiąta, więc może o dziesiątej?", "I finish at four, so
 * maybe half past?": what is proposed after a time that only set the scene replaces it.
 */
export const RE_PROPOSAL_AFTER =
  /(?:^|[.!?,;]|\.\.\.)\s*(?:(?:wiec|to|czyli|so|then)\s+(?:moze|lepiej|najlepiej|maybe|perhaps|how about|what about)|so could (?:we|i) (?:do|say|make it))\b/g;
/**
 * A day ruled out ("w środę pracuję", "Thursday's no good", "jutro nie mogę") or cancelled
 * ("odwołać czwartek i zapisać na piątek", "cancel Thursday and do Friday"): not the day wanted.
 */
export const RE_REFUSED_DAY =
  /\b(?:odwol\w*|anul\w*|cancel\w*)\s+(?:(?:wizyte|termin|ten|ta|te|the|my|that|appointment|booking|one)\s+)*(?:(?:w|we|na|on|for)\s+)?(?:poniedzialek|wtorek|srode|sroda|czwartek|piatek|sobote|sobota|niedziele|niedziela|jutro|pojutrze|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)(?:'s)?\b|\b(?:(?:w|we|on)\s+)?(?:poniedzialek|wtorek|srode|sroda|czwartek|piatek|sobote|sobota|niedziele|niedziela|jutro|pojutrze|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)(?:'s)?\s+(?:(?:to|mi|ja|juz|jednak|niestety|is|then)\s+)*(?:pracuje|nie moge|nie pasuje|nie dam rady|odpada|nie da rady|mam (?!wolne|wolny|czas|mozliwosc|okazje)\w+|i have (?:a |an )?(?:meeting|work|class|appointment|exam|shift)|no good|is out|out|doesn'?t work|won'?t work|does not work|i can'?t|i cannot|i'?m busy|i work|i'?m working)\b|\b(?:nie|not)\s+(?:(?:w|we|na|on|this)\s+)?(?:poniedzialek|wtorek|srode|sroda|czwartek|piatek|sobote|sobota|niedziele|niedziela|jutro|pojutrze|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)\b/g;
/** "o godzinę później", "half an hour earlier": the time just said moved. */
export const RE_SHIFT =
  /\b(?:o\s+|by\s+)?(godzin[eke]|godzinke|pol godziny|dwie godziny|an hour|one hour|half an hour|two hours)\s+(pozniej|wczesniej|later|earlier)\b/;
/** "13.30 jutro", "jutro 9.45": a dotted time that cannot be a day.month. */
export const RE_BARE_DOTTED = /\b([01]?\d|2[0-3])\.([0-5]\d)\b(?![./]\d)/;
export const RE_TO_END = /\bto\s+(\d{1,2})(?::([0-5]\d))?(?=\s*(?:[?.!,]|$))/;
export const RE_HALF_TO_PL = new RegExp(`\\b(?:o\\s+|na\\s+)?w\\s?pol do\\s+(${ORD_HOUR}|\\d{1,2})\\b`);
export const RE_QUARTER_PAST_PL = new RegExp(`\\b(?:o\\s+|na\\s+)?kwadrans po\\s+(${ORD_HOUR}|\\d{1,2})\\b`);
export const RE_QUARTER_TO_PL = new RegExp(
  `\\b(?:o\\s+|na\\s+)?(?:za kwadrans|kwadrans przed)\\s+(${ORD_HOUR}|\\d{1,2})\\b`,
);
/** "za dwadzieścia jedenasta", "za pięć dziesiąta": minutes to the hour (10:40, 9:55). */
export const RE_MIN_TO_PL = new RegExp(
  `\\b(?:o\\s+|na\\s+)?za\\s+(dwadziescia piec|piec|dziesiec|pietnascie|dwadziescia|5|10|15|20|25)\\s+(${ORD_HOUR})\\b`,
);
/** "o dziesiątej", "o godzinie piętnastej trzydzieści", and the nominative "godzina piętnasta trzydzieści". */
export const RE_ORD_PL = new RegExp(
  `\\b(?:(?:o|na|okolo|kolo|po|przed)\\s+(?:godz\\w*\\s+)?|godz(?:ina|\\.)\\s*)(${ORD_HOUR})(?:\\s+(${MIN_PL}|[0-5]\\d))?\\b(?!\\s+(?:wizyt|wizyc|konsultacj|raz|wizyte|kolejn|woln|mozliw|dostepn)\\w*)`,
);
/** "half past two", "quarter to three", and the British "half nine" (9:30). */
export const RE_HALF_EN = new RegExp(
  `\\b(half past|quarter past|quarter to|half)\\s+(${NUM_EN_ALT}|\\d{1,2})\\b(?!\\s*(?:hours?|minutes?|days?|weeks?))`,
);
export const RE_WORD_EN = new RegExp(
  `\\b(?:at|around|about|for|by)\\s+(${NUM_EN_ALT})(?:\\s+(thirty|fifteen|forty[- ]five|twenty|o'?clock))?\\b(?!\\s*${UNITS})`,
);
export const RE_OCLOCK_EN = new RegExp(`\\b(${NUM_EN_ALT}|\\d{1,2})\\s+o'?clock\\b`);
export const RE_NOON =
  /\b(?:w poludnie|o poludniu|(?:kolo|okolo|w okolicach) poludnia|poludnie|(?:at |around |about )?(?:noon|midday|lunchtime))\b/;

export const RE_POD: ReadonlyArray<readonly [RegExp, PartOfDay]> = [
  [
    /\b(?:z samego rana|z rana|first thing|rano|rankiem|przed poludniem|do poludnia|przedpoludni\w*|(?:in the |this )?mornings?)\b/,
    'morning',
  ],
  [/\b(?:po poludniu|popoludni\w*|po obiedzie|(?:in the |this )?afternoons?)\b/, 'afternoon'],
  // Not "Wieczorek", a surname (the diminutive is not said of a time).
  [/\b(?:wieczor(?!ek\b)\w*|(?:in the |this )?evenings?|tonight)\b/, 'evening'],
];

export const RE_DAY_AFTER = /\b(?:pojutrze|(?:the )?day after tomorrow)\b/;
export const RE_TODAY = /\b(?:dzis|dzisiaj|dzisiejsz\w*|today'?s?)\b/;
export const RE_TOMORROW = /\b(?:jutro|jutra|jutrzejsz\w*|tomorrow'?s?)\b/;
export const RE_IN_N = new RegExp(
  `\\b(?:za|in)\\s+(?:(\\d{1,2}|${NUM_PL_ALT}|${NUM_EN_ALT}|a|an)\\s+)?(dni|dzien|dnia|tydzien|tygodnie|tygodni|tygodnia|miesiac|miesiace|days?|weeks?|months?|fortnight)\\b`,
);
export const RE_WEEK_FROM = /\b(a week|a fortnight|two weeks) from (?:today|now)\b/;
export const RE_WEEKDAY =
  /\b(?:(?:w|we|na|do|od|ten|ta|te|tym|przyszly|przyszla|przyszle|przyszlym|nastepny|nastepna|nastepnym|najblizszy|najblizsza|najblizszym|on|this|next|coming|the)\s+)*(poniedzial(?:ek|ku|ki)|wtor(?:ek|ku|ki)|sro(?:da|de|dy|dzie)|czwart(?:ek|ku|ki)|piat(?:ek|ku|ki)|sobot(?:a|e|y)|sobocie|niedziel(?:a|e|i)|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/;
export const RE_DAY_MONTH_PL = new RegExp(
  `\\b(\\d{1,2})(?:-?go|\\.)?\\s+(${MONTHS_GEN}|xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)\\b(?:\\s+(\\d{4}))?`,
);
/** "pierwszego grudnia", and the nominative "pierwszy grudnia", "dwudziesty ósmy listopada". */
export const RE_ORD_MONTH_PL = new RegExp(
  `\\b((?:(?:dwudziest|trzydziest)(?:ego|y)\\s+)?(?:${STEM_ALT}|trzydziest)(?:i?ego|y|i)?)\\s+(${MONTHS_GEN})\\b(?:\\s+(\\d{4}))?`,
);
/** "the first of December", "December the first", "December twenty-first". */
export const RE_ORD_MONTH_EN = new RegExp(
  `\\b(?:the\\s+)?(${ORD_EN_ALT})(?:\\s+of)?\\s+(${MONTHS_EN})\\b\\.?(?:,?\\s+(\\d{4}))?`,
);
export const RE_MONTH_ORD_EN = new RegExp(
  `\\b(january|february|march|april|june|july|august|september|october|november|december|may(?=\\s+the))\\s+(?:the\\s+)?(${ORD_EN_ALT})\\b(?:,?\\s+(\\d{4}))?`,
);
export const RE_DAY_MONTH_EN = new RegExp(
  `\\b(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+(${MONTHS_EN})\\b\\.?(?:,?\\s+(\\d{4}))?`,
);
export const RE_MONTH_DAY_EN = new RegExp(
  `\\b(${MONTHS_EN})\\.?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`,
);
export const RE_ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/;
export const RE_NUM_DATE = /\b(\d{1,2})[./](\d{1,2})(?:[./](\d{4}|\d{2}))?\b/;
export const RE_DAY_ONLY = new RegExp(
  `\\b(?:(\\d{1,2})-?go|(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)|(?:na|dnia|do|od|w dniu)\\s+((?:(?:dwudziest|trzydziest)ego\\s+)?(?:${STEM_ALT}|trzydziest)i?ego))\\b`,
);

export const RE_RANGES: ReadonlyArray<readonly [RegExp, DateRangeKind]> = [
  [
    /\b(?:(?:na|w)\s+)?(?:poczatku|poczatek)\s+(?:przyszlego|nastepnego)\s+tygodnia\b|\b(?:early next week|(?:at the )?(?:beginning|start) of next week)\b/,
    'early_next_week',
  ],
  [
    /\b(?:w\s+)?(?:przyszlym|nastepnym|kolejnym)\s+tygodniu\b|\b(?:przyszly|nastepny)\s+tydzien\b|\bnext week\b/,
    'next_week',
  ],
  [/\b(?:(?:pod|na)\s+)?koniec\s+tygodnia\b|\b(?:end of (?:the|this) week|later this week)\b/, 'end_of_week'],
  [/\b(?:w\s+)?(?:tym|obecnym)\s+tygodniu\b|\bthis week\b/, 'this_week'],
  [
    /\b(?:(?:w|na|this|the|over the|next|coming)\s+)*(?:(?:ten|najblizszy|przyszly|nastepny)\s+)?(?:weekend\w*)\b/,
    'weekend',
  ],
  [/\b(?:w\s+)?(?:przyszlym|nastepnym)\s+miesiacu\b|\bnext month\b/, 'next_month'],
  [
    new RegExp(
      `\\bw\\s+(${MONTHS_LOC})\\b|\\bin\\s+(january|february|march|april|may|june|july|august|september|october|november|december)\\b`,
    ),
    'month',
  ],
];

/**
 * A part of the day said right after an hour, with whether it stays for the day it also names
 * ("this afternoon", "tonight"); "in the afternoon", "po południu", "morning" said bare are blanked.
 */
export const POD_AFTER_HOUR: ReadonlyArray<readonly [RegExp, PartOfDay, boolean]> = [
  [
    new RegExp(String.raw`^\s+(?:(?:rano|rankiem)\b|in (?:the )?morning\b|morning${POD_BARE_END})`),
    'morning',
    false,
  ],
  [
    new RegExp(String.raw`^\s+(?:po poludniu\b|in (?:the )?afternoon\b|afternoon${POD_BARE_END})`),
    'afternoon',
    false,
  ],
  [
    new RegExp(String.raw`^\s+(?:wieczorem\b|in (?:the )?evening\b|evening${POD_BARE_END})`),
    'evening',
    false,
  ],
  [/^\s+this morning\b/, 'morning', true],
  [/^\s+this afternoon\b/, 'afternoon', true],
  [/^\s+(?:this evening|tonight)\b/, 'evening', true],
];
