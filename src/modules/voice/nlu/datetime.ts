/**
 * Dates and times in Polish and English, resolved against `now` in the tenant's zone (luxon, IANA).
 * Works on folded text (see normalize.ts) and blanks out what it used, so later extractors
 * (service, name) do not see "jutro o 10" again.
 */
import { DateTime } from 'luxon';
import { blank } from './normalize.js';
import type { DateRangeKind, DateRangeSlot, PartOfDay, PartOfDaySlot } from './types.js';

export const DEFAULT_TIMEZONE = 'Europe/Warsaw';

export const PART_OF_DAY_HOURS: Record<PartOfDay, { fromHour: number; toHour: number }> = {
  morning: { fromHour: 8, toHour: 12 },
  afternoon: { fromHour: 12, toHour: 17 },
  evening: { fromHour: 17, toHour: 21 },
};

export interface Scan {
  /** Folded text, progressively blanked. */
  text: string;
  /** The original (cleaned) text, same positions. */
  orig: string;
}

export interface DateTimeFound {
  date?: string;
  time?: string;
  datetime?: string;
  partOfDay?: PartOfDaySlot;
  dateRange?: DateRangeSlot;
  notBefore?: string;
  notAfter?: string;
}

function take(s: Scan, re: RegExp): RegExpExecArray | null {
  const m = re.exec(s.text);
  if (m) s.text = blank(s.text, m.index, m.index + m[0].length);
  return m;
}

// ---------------------------------------------------------------- numbers and words

const ORD_STEMS: ReadonlyArray<readonly [string, number]> = (
  [
    ['pierwsz', 1],
    ['drug', 2],
    ['trzeci', 3],
    ['czwart', 4],
    ['piat', 5],
    ['szost', 6],
    ['siodm', 7],
    ['osm', 8],
    ['dziewiat', 9],
    ['dziesiat', 10],
    ['jedenast', 11],
    ['dwunast', 12],
    ['trzynast', 13],
    ['czternast', 14],
    ['pietnast', 15],
    ['szesnast', 16],
    ['siedemnast', 17],
    ['osiemnast', 18],
    ['dziewietnast', 19],
    ['dwudziest', 20],
    ['trzydziest', 30],
  ] as const
)
  .slice()
  .sort((a, b) => b[0].length - a[0].length);

const STEM_ALT =
  'pierwsz|drug|trzeci|czwart|piat|szost|siodm|osm|dziewiat|dziesiat|jedenast|dwunast|trzynast|czternast|pietnast|szesnast|siedemnast|osiemnast|dziewietnast|dwudziest';
/** "dziesiątej", "dwudziestej pierwszej", "jedenasta" (folded). */
const ORD_HOUR = `(?:dwudziest(?:ej|a|e)\\s+)?(?:${STEM_ALT})(?:iej|ej|a|e)`;
const MIN_PL_WORDS: Record<string, number> = {
  'zero zero': 0,
  dziesiec: 10,
  pietnascie: 15,
  dwadziescia: 20,
  trzydziesci: 30,
  'czterdziesci piec': 45,
  czterdziesci: 40,
  piecdziesiat: 50,
};
const MIN_PL =
  'zero zero|dziesiec|pietnascie|dwadziescia|trzydziesci|czterdziesci piec|czterdziesci|piecdziesiat';

const NUM_PL: Record<string, number> = {
  jeden: 1,
  jedna: 1,
  jednego: 1,
  dwa: 2,
  dwie: 2,
  dwoch: 2,
  trzy: 3,
  trzech: 3,
  cztery: 4,
  czterech: 4,
  piec: 5,
  pieciu: 5,
  szesc: 6,
  siedem: 7,
  osiem: 8,
  dziewiec: 9,
  dziesiec: 10,
};
const NUM_PL_ALT = Object.keys(NUM_PL).join('|');

const NUM_EN: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const NUM_EN_ALT = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
const MIN_EN: Record<string, number> = {
  fifteen: 15,
  thirty: 30,
  'forty five': 45,
  'forty-five': 45,
  twenty: 20,
};

function ordValue(word: string): number | undefined {
  const w = word.trim();
  const parts = w.split(/\s+/);
  if (parts.length === 2) {
    const tens = ordValue(parts[0]!);
    const unit = ordValue(parts[1]!);
    if (tens !== undefined && unit !== undefined) return tens + unit;
    return undefined;
  }
  for (const [stem, n] of ORD_STEMS) if (w.startsWith(stem)) return n;
  return undefined;
}

function numValue(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return NUM_PL[word] ?? NUM_EN[word] ?? ordValue(word);
}

const MONTHS_GEN =
  'stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|wrzesnia|pazdziernika|listopada|grudnia';
const MONTHS_LOC =
  'styczniu|lutym|marcu|kwietniu|maju|czerwcu|lipcu|sierpniu|wrzesniu|pazdzierniku|listopadzie|grudniu';
const MONTHS_EN =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec';
const MONTH_PREFIX: ReadonlyArray<readonly [string, number]> = [
  ['stycz', 1],
  ['lut', 2],
  ['mar', 3],
  ['kwie', 4],
  ['maj', 5],
  ['czerw', 6],
  ['lip', 7],
  ['sierp', 8],
  ['wrze', 9],
  ['pazdz', 10],
  ['listop', 11],
  ['grud', 12],
  ['jan', 1],
  ['feb', 2],
  ['apr', 4],
  ['may', 5],
  ['jun', 6],
  ['jul', 7],
  ['aug', 8],
  ['sep', 9],
  ['oct', 10],
  ['nov', 11],
  ['dec', 12],
];
const ROMAN: Record<string, number> = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  vi: 6,
  vii: 7,
  viii: 8,
  ix: 9,
  x: 10,
  xi: 11,
  xii: 12,
};

function monthValue(word: string): number | undefined {
  const roman = ROMAN[word];
  if (roman !== undefined) return roman;
  for (const [p, n] of MONTH_PREFIX) if (word.startsWith(p)) return n;
  return undefined;
}

const WEEKDAY_PL: ReadonlyArray<readonly [RegExp, number]> = [
  [/^poniedz/, 1],
  [/^wtor/, 2],
  [/^sro/, 3],
  [/^czwart/, 4],
  [/^piat/, 5],
  [/^sob/, 6],
  [/^niedz/, 7],
  [/^mon/, 1],
  [/^tue/, 2],
  [/^wed/, 3],
  [/^thu/, 4],
  [/^fri/, 5],
  [/^sat/, 6],
  [/^sun/, 7],
];

// ---------------------------------------------------------------- regexes (folded text)

const UNITS =
  '(?:dni|dzien|dnia|tygodn|miesi|minut|osob|zl|lat|razy|procent|%|sztuk|godzin|h\\b|people|persons|days|weeks|minutes|hours|months|years|pln|dollars|euro|st\\b|nd\\b|rd\\b|th\\b)';
const NO_DATE_AFTER = `(?!\\s*(?:${UNITS}|${MONTHS_GEN}|${MONTHS_EN}\\b|(?:ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii)\\b|[./-]\\d))`;

const RE_COLON = /\b([01]?\d|2[0-3]):([0-5]\d)\b(\s*(?:a\.?m\.?|p\.?m\.?)(?![a-z]))?/;
const RE_AMPM = /\b(\d{1,2})(?:[:.]([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/;
const RE_O_DIGITS = new RegExp(
  `\\b(?:o|okolo|kolo|godz(?:ina|inie|ine|\\.)?|at|around|about|by)\\s+(?:godz(?:ina|inie|ine|\\.)?\\s*)?(\\d{1,2})(?:[.](\\d{2})|\\s(00|15|30|45)(?![./\\d])(?!\\s*(?:${MONTHS_GEN}|${MONTHS_EN})))?(?:\\s*o'?clock)?\\b${NO_DATE_AFTER}`,
);
const RE_NA_DIGITS = new RegExp(
  `\\b(?:na|for)\\s+(?:godz(?:ina|inie|ine|\\.)?\\s*)?(\\d{1,2})(?:\\s(00|15|30|45)(?![./\\d])(?!\\s*(?:${MONTHS_GEN}|${MONTHS_EN})))?(?:\\s*o'?clock)?\\b${NO_DATE_AFTER}`,
);
const MIN_WORDS: Record<string, number> = {
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
const RE_MIN_PAST = new RegExp(
  `\\b(?:o\\s+|at\\s+)?(\\d{1,2}|piec|dziesiec|pietnascie|dwadziescia|five|ten|twenty|twenty[- ]five)\\s+(?:minut\\w*|minutes?)\\s+(po|past|after|to|przed)\\s+(${ORD_HOUR}|${NUM_EN_ALT}|\\d{1,2})\\b`,
);
const RE_MIN_PAST_EN = new RegExp(
  `\\b(?:at\\s+)?(five|ten|twenty|twenty[- ]five)\\s+(past|to)\\s+(${NUM_EN_ALT}|\\d{1,2})\\b`,
);
/** "po 16", "after 3pm", "przed dziesiątą", "before noon": limits, not a time. */
const RE_AFTER = new RegExp(
  `\\b(?:po|after|later than|nie wczesniej niz|od|from)\\s+(?:godz\\w*\\s+)?(\\d{1,2}(?::\\d{2})?(?:\\s*[ap]\\.?m\\.?)?|${ORD_HOUR}|${NUM_EN_ALT}|noon)(?=\\s|$|[,.!?])${NO_DATE_AFTER}`,
);
const RE_BEFORE = new RegExp(
  `\\b(?:przed|before|earlier than|nie pozniej niz|do|until|till)\\s+(?:godz\\w*\\s+)?(\\d{1,2}(?::\\d{2})?(?:\\s*[ap]\\.?m\\.?)?|${ORD_HOUR}|${NUM_EN_ALT}|noon)(?=\\s|$|[,.!?])${NO_DATE_AFTER}`,
);
const LIMIT_VALUE = `(\\d{1,2}(?::\\d{2})?(?:\\s*[ap]\\.?m\\.?)?|${ORD_HOUR}|${NUM_EN_ALT}|noon)`;
const RE_BETWEEN = new RegExp(
  `\\b(?:miedzy|pomiedzy|between)\\s+(?:godz\\w*\\s+)?${LIMIT_VALUE}\\s+(?:a|and|i|-)\\s+${LIMIT_VALUE}(?=\\s|$|[,.!?])`,
);
const RE_TO = new RegExp(
  `\\bto\\s+(\\d{1,2}(?::\\d{2})?(?:\\s*[ap]\\.?m\\.?)?|${NUM_EN_ALT}|noon)(?=\\s|$|[,.!?])${NO_DATE_AFTER}`,
);
/** "change it to 4", "move it to 10:30": a bare hour at the end of the sentence. */
/** "7 rano", "8 wieczorem", "1 w nocy": a bare hour qualified by a part of the day. */
const RE_HOUR_BEFORE_POD =
  /\b(\d{1,2})(?::([0-5]\d))?(?=\s+(?:rano|rankiem|wieczorem|po poludniu|in the (?:morning|afternoon|evening)|(w nocy|at night)))/;
/** "13.30 jutro", "jutro 9.45": a dotted time that cannot be a day.month. */
const RE_BARE_DOTTED = /\b([01]?\d|2[0-3])\.([0-5]\d)\b(?![./]\d)/;
const RE_TO_END = /\bto\s+(\d{1,2})(?::([0-5]\d))?(?=\s*(?:[?.!,]|$))/;
const RE_HALF_TO_PL = new RegExp(`\\b(?:o\\s+|na\\s+)?w\\s?pol do\\s+(${ORD_HOUR}|\\d{1,2})\\b`);
const RE_QUARTER_PAST_PL = new RegExp(`\\b(?:o\\s+|na\\s+)?kwadrans po\\s+(${ORD_HOUR}|\\d{1,2})\\b`);
const RE_QUARTER_TO_PL = new RegExp(
  `\\b(?:o\\s+|na\\s+)?(?:za kwadrans|kwadrans przed)\\s+(${ORD_HOUR}|\\d{1,2})\\b`,
);
const RE_ORD_PL = new RegExp(
  `\\b(?:o|na|okolo|kolo|po|przed)\\s+(?:godz\\w*\\s+)?(${ORD_HOUR})(?:\\s+(${MIN_PL}|[0-5]\\d))?\\b`,
);
const RE_HALF_EN = new RegExp(`\\b(half past|quarter past|quarter to)\\s+(${NUM_EN_ALT}|\\d{1,2})\\b`);
const RE_WORD_EN = new RegExp(
  `\\b(?:at|around|about|for|by)\\s+(${NUM_EN_ALT})(?:\\s+(thirty|fifteen|forty[- ]five|twenty|o'?clock))?\\b(?!\\s*${UNITS})`,
);
const RE_OCLOCK_EN = new RegExp(`\\b(${NUM_EN_ALT}|\\d{1,2})\\s+o'?clock\\b`);
const RE_NOON = /\b(?:w poludnie|o poludniu|poludnie|(?:at |around )?(?:noon|midday))\b/;

const RE_POD: ReadonlyArray<readonly [RegExp, PartOfDay]> = [
  [
    /\b(?:z samego rana|z rana|rano|rankiem|przed poludniem|do poludnia|przedpoludni\w*|(?:in the |this |tomorrow )?mornings?)\b/,
    'morning',
  ],
  [/\b(?:po poludniu|popoludni\w*|po obiedzie|(?:in the |this )?afternoons?)\b/, 'afternoon'],
  [/\b(?:wieczor\w*|(?:in the |this )?evenings?|tonight)\b/, 'evening'],
];

const RE_DAY_AFTER = /\b(?:pojutrze|(?:the )?day after tomorrow)\b/;
const RE_TODAY = /\b(?:dzis|dzisiaj|dzisiejsz\w*|today'?s?)\b/;
const RE_TOMORROW = /\b(?:jutro|jutra|jutrzejsz\w*|tomorrow'?s?)\b/;
const RE_IN_N = new RegExp(
  `\\b(?:za|in)\\s+(?:(\\d{1,2}|${NUM_PL_ALT}|${NUM_EN_ALT}|a|an)\\s+)?(dni|dzien|dnia|tydzien|tygodnie|tygodni|tygodnia|miesiac|miesiace|days?|weeks?|months?|fortnight)\\b`,
);
const RE_WEEK_FROM = /\b(a week|a fortnight|two weeks) from (?:today|now)\b/;
const RE_WEEKDAY =
  /\b(?:(?:w|we|na|do|od|ten|ta|te|tym|przyszly|przyszla|przyszle|przyszlym|nastepny|nastepna|nastepnym|najblizszy|najblizsza|najblizszym|on|this|next|coming|the)\s+)*(poniedzial(?:ek|ku|ki)|wtor(?:ek|ku|ki)|sro(?:da|de|dy|dzie)|czwart(?:ek|ku|ki)|piat(?:ek|ku|ki)|sobot(?:a|e|y)|sobocie|niedziel(?:a|e|i)|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/;
const RE_DAY_MONTH_PL = new RegExp(
  `\\b(\\d{1,2})(?:-?go|\\.)?\\s+(${MONTHS_GEN}|xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)\\b(?:\\s+(\\d{4}))?`,
);
const RE_ORD_MONTH_PL = new RegExp(
  `\\b((?:(?:dwudziest|trzydziest)ego\\s+)?(?:${STEM_ALT}|trzydziest)ego)\\s+(${MONTHS_GEN})\\b(?:\\s+(\\d{4}))?`,
);
const RE_DAY_MONTH_EN = new RegExp(
  `\\b(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+(${MONTHS_EN})\\b\\.?(?:,?\\s+(\\d{4}))?`,
);
const RE_MONTH_DAY_EN = new RegExp(
  `\\b(${MONTHS_EN})\\.?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`,
);
const RE_ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/;
const RE_NUM_DATE = /\b(\d{1,2})[./](\d{1,2})(?:[./](\d{4}|\d{2}))?\b/;
const RE_DAY_ONLY = new RegExp(
  `\\b(?:(\\d{1,2})-?go|(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)|(?:na|dnia|do|od|w dniu)\\s+((?:(?:dwudziest|trzydziest)ego\\s+)?(?:${STEM_ALT}|trzydziest)ego))\\b`,
);

const RE_RANGES: ReadonlyArray<readonly [RegExp, DateRangeKind]> = [
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

// ---------------------------------------------------------------- resolution helpers

function fmtTime(h: number, m: number): string {
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

function weekdayFrom(word: string): number | undefined {
  for (const [re, n] of WEEKDAY_PL) if (re.test(word)) return n;
  return undefined;
}

export function resolveWeekday(today: DateTime, wd: number, mode: 'plain' | 'this' | 'next'): DateTime {
  const diff = (wd - today.weekday + 7) % 7;
  if (mode === 'this') return today.plus({ days: diff });
  if (mode === 'next') return today.plus({ days: 8 - today.weekday + wd - 1 });
  return today.plus({ days: diff === 0 ? 7 : diff });
}

function rollDate(today: DateTime, day: number, month: number, year?: number): DateTime | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const y = year !== undefined ? (year < 100 ? 2000 + year : year) : today.year;
  let d = DateTime.fromObject({ year: y, month, day }, { zone: today.zone });
  if (!d.isValid || d.day !== day) {
    if (year !== undefined) return undefined;
    d = DateTime.fromObject({ year: y + 1, month, day }, { zone: today.zone });
    return d.isValid && d.day === day ? d : undefined;
  }
  if (year === undefined && d < today) {
    const next = DateTime.fromObject({ year: y + 1, month, day }, { zone: today.zone });
    return next.isValid && next.day === day ? next : undefined;
  }
  return d;
}

function dayOfMonthAhead(today: DateTime, day: number): DateTime | undefined {
  for (let i = 0; i < 3; i++) {
    const base = today.plus({ months: i });
    const d = DateTime.fromObject({ year: base.year, month: base.month, day }, { zone: today.zone });
    if (d.isValid && d.day === day && d >= today) return d;
  }
  return undefined;
}

function range(from: DateTime, to: DateTime, kind: DateRangeKind): DateRangeSlot {
  return { from: from.toISODate()!, to: to.toISODate()!, kind };
}

function resolveRange(kind: DateRangeKind, m: RegExpExecArray, today: DateTime): DateRangeSlot | undefined {
  const nextMonday = today.plus({ days: 8 - today.weekday });
  switch (kind) {
    case 'early_next_week':
      return range(nextMonday, nextMonday.plus({ days: 2 }), kind);
    case 'next_week':
      return range(nextMonday, nextMonday.plus({ days: 6 }), kind);
    case 'this_week':
      return range(today, today.plus({ days: 7 - today.weekday }), kind);
    case 'end_of_week': {
      const monday = today.weekday <= 5 ? today.minus({ days: today.weekday - 1 }) : nextMonday;
      const thu = monday.plus({ days: 3 });
      return range(thu < today ? today : thu, monday.plus({ days: 4 }), kind);
    }
    case 'weekend': {
      if (/przysz|nastep|\bnext\b/.test(m[0])) {
        return range(nextMonday.plus({ days: 5 }), nextMonday.plus({ days: 6 }), 'next_weekend');
      }
      const sunday = today.plus({ days: 7 - today.weekday });
      const sat = today.weekday >= 6 ? today : sunday.minus({ days: 1 });
      return range(sat, sunday, kind);
    }
    case 'next_month': {
      const first = today.plus({ months: 1 }).startOf('month');
      return range(first, first.endOf('month').startOf('day'), kind);
    }
    case 'month': {
      const word = m[1] ?? m[2] ?? '';
      const month = monthValue(word);
      if (month === undefined) return undefined;
      const year = month < today.month ? today.year + 1 : today.year;
      const first = DateTime.fromObject({ year, month, day: 1 }, { zone: today.zone });
      const from = month === today.month && year === today.year ? today : first;
      return range(from, first.endOf('month').startOf('day'), kind);
    }
    default:
      return undefined;
  }
}

/** "now" in the zone, or in Europe/Warsaw when the zone is not a valid IANA name. */
export function zonedNow(now: Date, timezone: string | undefined): DateTime {
  const dt = DateTime.fromJSDate(now, { zone: timezone ?? DEFAULT_TIMEZONE });
  return dt.isValid ? dt : DateTime.fromJSDate(now, { zone: DEFAULT_TIMEZONE });
}

// ---------------------------------------------------------------- extraction

interface RawTime {
  h: number;
  m: number;
  /** am/pm given or unambiguous 24 h form (13..23, "14:30"). */
  fixed: boolean;
  pm?: boolean;
}

function hourOf(word: string): number | undefined {
  return numValue(word.trim());
}

function extractMinutesPast(s: Scan): RawTime | undefined {
  const m = take(s, RE_MIN_PAST) ?? take(s, RE_MIN_PAST_EN);
  if (m) {
    const min = MIN_WORDS[m[1]!] ?? numValue(m[1]!);
    const h = hourOf(m[3]!);
    if (min !== undefined && h !== undefined && min < 60) {
      const past = m[2] === 'po' || m[2] === 'past' || m[2] === 'after';
      return past ? { h, m: min, fixed: h > 12 } : { h: (h + 23) % 24, m: 60 - min, fixed: h > 12 };
    }
  }
  return undefined;
}

function extractCompoundTime(s: Scan): RawTime | undefined {
  let m = take(s, RE_HALF_TO_PL);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined) return { h: (h + 23) % 24, m: 30, fixed: h > 12 };
  }
  m = take(s, RE_QUARTER_PAST_PL);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined) return { h, m: 15, fixed: h > 12 };
  }
  m = take(s, RE_QUARTER_TO_PL);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined) return { h: (h + 23) % 24, m: 45, fixed: h > 12 };
  }
  m = take(s, RE_HALF_EN);
  if (m) {
    const h = hourOf(m[2]!);
    if (h !== undefined) {
      if (m[1] === 'half past') return { h, m: 30, fixed: h > 12 };
      if (m[1] === 'quarter past') return { h, m: 15, fixed: h > 12 };
      return { h: (h + 23) % 24, m: 45, fixed: h > 12 };
    }
  }
  return undefined;
}

function extractTime(s: Scan): RawTime | undefined {
  let m: RegExpExecArray | null;
  m = take(s, RE_AMPM);
  if (m) {
    const h = Number(m[1]);
    if (h >= 1 && h <= 12) {
      const pm = m[3]!.startsWith('p');
      return { h: (h % 12) + (pm ? 12 : 0), m: m[2] ? Number(m[2]) : 0, fixed: true, pm };
    }
  }
  m = take(s, RE_COLON);
  if (m) {
    const h = Number(m[1]);
    const min = Number(m[2]);
    if (m[3]) {
      const pm = m[3].trim().startsWith('p');
      if (h >= 1 && h <= 12) return { h: (h % 12) + (pm ? 12 : 0), m: min, fixed: true, pm };
    }
    return { h, m: min, fixed: h >= 13 || h === 0 || (h >= 7 && h <= 12 && m[1]!.length === 2) };
  }
  m = take(s, RE_O_DIGITS);
  if (m) {
    const h = Number(m[1]);
    if (h <= 24) return { h: h % 24, m: Number(m[2] ?? m[3] ?? 0), fixed: h >= 13 };
  }
  m = take(s, RE_ORD_PL);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined && h <= 24) {
      const minWord = m[2];
      const min = minWord === undefined ? 0 : (MIN_PL_WORDS[minWord] ?? Number(minWord));
      return { h: h % 24, m: min, fixed: h >= 13 };
    }
  }
  m = take(s, RE_NA_DIGITS);
  if (m) {
    const h = Number(m[1]);
    if (h <= 24) return { h: h % 24, m: Number(m[2] ?? 0), fixed: h >= 13 };
  }
  m = take(s, RE_WORD_EN);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined) {
      const mw = m[2]?.replace('-', ' ');
      return { h, m: mw === undefined ? 0 : (MIN_EN[mw] ?? 0), fixed: false };
    }
  }
  m = take(s, RE_OCLOCK_EN);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined) return { h, m: 0, fixed: h >= 13 };
  }
  m = take(s, RE_NOON);
  if (m) return { h: 12, m: 0, fixed: true };
  m = take(s, RE_HOUR_BEFORE_POD);
  if (m) {
    const h = Number(m[1]);
    if (h <= 23) return { h, m: Number(m[2] ?? 0), fixed: h >= 13 || m[3] !== undefined };
  }
  m = RE_BARE_DOTTED.exec(s.text);
  if (m && (Number(m[2]) > 12 || m[2] === '00')) {
    s.text = blank(s.text, m.index, m.index + m[0].length);
    return { h: Number(m[1]), m: Number(m[2]), fixed: Number(m[1]) >= 13 || m[1]!.length === 2 };
  }
  m = take(s, RE_TO_END);
  if (m) {
    const h = Number(m[1]);
    if (h <= 23) return { h, m: Number(m[2] ?? 0), fixed: h >= 13 };
  }
  return undefined;
}

function limitTime(word: string): RawTime | undefined {
  const w = word.trim();
  if (w === 'noon') return { h: 12, m: 0, fixed: true };
  const dm = /^(\d{1,2})(?::(\d{2}))?\s*(?:([ap])\.?m\.?)?$/.exec(w);
  if (dm) {
    const h = Number(dm[1]);
    const min = Number(dm[2] ?? 0);
    if (h > 24 || min > 59) return undefined;
    if (dm[3] !== undefined && h >= 1 && h <= 12)
      return { h: (h % 12) + (dm[3] === 'p' ? 12 : 0), m: min, fixed: true };
    return { h: h % 24, m: min, fixed: h >= 13 };
  }
  const h = hourOf(w);
  return h === undefined || h > 24 ? undefined : { h: h % 24, m: 0, fixed: h >= 13 };
}

function adjustHour(t: RawTime, pod: PartOfDay | undefined): { h: number; m: number } {
  if (t.fixed) return { h: t.h, m: t.m };
  let h = t.h;
  if (pod === 'afternoon' || pod === 'evening') {
    if (h < 12) h += 12;
  } else if (pod === undefined && h >= 1 && h <= 6) {
    h += 12;
  }
  return { h, m: t.m };
}

function extractPartOfDay(s: Scan): { pod?: PartOfDay; tonight: boolean } {
  for (const [re, pod] of RE_POD) {
    const m = take(s, re);
    if (m) {
      // A second mention ("rano, przed południem") is blanked too.
      take(s, re);
      return { pod, tonight: m[0] === 'tonight' };
    }
  }
  return { tonight: false };
}

function extractDate(s: Scan, today: DateTime): { date?: DateTime; weekdayPlain?: number } {
  let m = take(s, RE_DAY_AFTER);
  if (m) return { date: today.plus({ days: 2 }) };
  m = take(s, RE_TOMORROW);
  if (m) return { date: today.plus({ days: 1 }) };
  m = take(s, RE_TODAY);
  if (m) return { date: today };
  m = take(s, RE_WEEK_FROM);
  if (m) return { date: today.plus({ days: m[1] === 'a week' ? 7 : 14 }) };
  m = take(s, RE_IN_N);
  if (m) {
    const n = m[1] === undefined ? 1 : (numValue(m[1]) ?? 1);
    const unit = m[2]!;
    if (/^(dni|dzien|dnia|day)/.test(unit)) return { date: today.plus({ days: n }) };
    if (unit === 'fortnight') return { date: today.plus({ days: 14 }) };
    if (/^(tydz|tygod|week)/.test(unit)) return { date: today.plus({ weeks: n }) };
    return { date: today.plus({ months: n }) };
  }
  m = take(s, RE_ISO_DATE);
  if (m) {
    const d = rollDate(today, Number(m[3]), Number(m[2]), Number(m[1]));
    if (d) return { date: d };
  }
  m = RE_DAY_MONTH_PL.exec(s.text);
  if (m) {
    const word = m[2]!;
    const isRoman = ROMAN[word] !== undefined;
    const start = m.index + m[0].indexOf(word, m[1]!.length);
    const upper = s.orig.slice(start, start + word.length);
    if (!isRoman || upper === upper.toUpperCase()) {
      s.text = blank(s.text, m.index, m.index + m[0].length);
      const d = rollDate(today, Number(m[1]), monthValue(word)!, m[3] ? Number(m[3]) : undefined);
      if (d) return { date: d };
    }
  }
  m = take(s, RE_ORD_MONTH_PL);
  if (m) {
    const day = ordValue(m[1]!.replace(/ego\b/g, ''));
    const month = monthValue(m[2]!);
    if (day !== undefined && month !== undefined) {
      const d = rollDate(today, day, month, m[3] ? Number(m[3]) : undefined);
      if (d) return { date: d };
    }
  }
  m = take(s, RE_DAY_MONTH_EN);
  if (m) {
    const d = rollDate(today, Number(m[1]), monthValue(m[2]!)!, m[3] ? Number(m[3]) : undefined);
    if (d) return { date: d };
  }
  m = take(s, RE_MONTH_DAY_EN);
  if (m) {
    const d = rollDate(today, Number(m[2]), monthValue(m[1]!)!, m[3] ? Number(m[3]) : undefined);
    if (d) return { date: d };
  }
  m = RE_NUM_DATE.exec(s.text);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const year = m[3] ? Number(m[3]) : undefined;
    const d = rollDate(today, a, b, year) ?? (a <= 12 ? rollDate(today, b, a, year) : undefined);
    if (d) {
      s.text = blank(s.text, m.index, m.index + m[0].length);
      return { date: d };
    }
  }
  m = take(s, RE_WEEKDAY);
  if (m) {
    const word = m[1]!;
    const wd = weekdayFrom(word);
    const head = m[0].slice(0, m[0].lastIndexOf(word));
    // "w czwartki", "w soboty", "on Saturdays": a habit, not a date.
    const plural =
      m[0].endsWith(`${word}s`) ||
      word.endsWith('ki') ||
      (/\bw\s+$/.test(head) && /^(?:soboty|srody)$/.test(word));
    if (wd !== undefined && !plural) {
      const mode = /przysz|nastep|\bnext\b/.test(head)
        ? 'next'
        : /\b(?:ten|ta|te|tym|this)\b/.test(head)
          ? 'this'
          : 'plain';
      return { date: resolveWeekday(today, wd, mode), ...(mode === 'plain' ? { weekdayPlain: wd } : {}) };
    }
    if (plural) return {};
  }
  m = take(s, RE_DAY_ONLY);
  if (m) {
    const day = m[1] ? Number(m[1]) : m[2] ? Number(m[2]) : ordValue(m[3]!.replace(/ego\b/g, ''));
    if (day !== undefined) {
      const d = dayOfMonthAhead(today, day);
      if (d) return { date: d };
    }
  }
  return {};
}

function extractRange(s: Scan, today: DateTime): DateRangeSlot | undefined {
  for (const [re, kind] of RE_RANGES) {
    const m = take(s, re);
    if (m) {
      const r = resolveRange(kind, m, today);
      if (r) return r;
    }
  }
  return undefined;
}

/**
 * Finds date, time, part of day and date range in the scan (blanking them).
 * `bareTime`: the assistant asked for a time, so "10" or "dziesiąta" alone is a time.
 */
export function extractDateTime(
  s: Scan,
  nowZ: DateTime,
  bareTime: boolean,
  preferLast = false,
): DateTimeFound {
  // Calendar arithmetic on the local date in a fixed zone (UTC): no Intl offset look-ups, no DST
  // surprises; only the final instant is built in the tenant zone.
  const today = DateTime.utc(nowZ.year, nowZ.month, nowZ.day);
  const night = /\b(?:w nocy|at night|nad ranem)\b/.test(s.text);
  const minutesPast = extractMinutesPast(s);
  const compound = minutesPast === undefined ? extractCompoundTime(s) : undefined;
  const limits: { after?: RawTime; before?: RawTime } = {};
  let lm = take(s, RE_BETWEEN);
  if (lm) {
    limits.after = limitTime(lm[1]!);
    limits.before = limitTime(lm[2]!);
  }
  lm = limits.after ? null : take(s, RE_AFTER);
  if (lm) limits.after = limitTime(lm[1]!);
  if (!limits.before) lm = take(s, RE_BEFORE) ?? (limits.after ? take(s, RE_TO) : null);
  if (lm) limits.before = limitTime(lm[1]!);
  let raw = minutesPast ?? compound ?? extractTime(s);
  if (raw !== undefined && preferLast) raw = extractTime(s) ?? raw;
  if (raw === undefined && bareTime) {
    const probe: Scan = { text: `o ${s.text.trim()}`, orig: `o ${s.orig.trim()}` };
    const t = extractTime(probe);
    if (t !== undefined && probe.text.trim() === '') {
      raw = t;
      s.text = ' '.repeat(s.text.length);
    }
  }
  const { pod, tonight } = extractPartOfDay(s);
  const found: DateTimeFound = {};
  if (limits.after) {
    const t = adjustHour(limits.after, pod);
    found.notBefore = fmtTime(t.h, t.m);
  }
  if (limits.before) {
    const t = adjustHour(limits.before, pod);
    found.notAfter = fmtTime(t.h, t.m);
  }
  if (pod) found.partOfDay = { value: pod, ...PART_OF_DAY_HOURS[pod] };
  let d = extractDate(s, today);
  if (d.date !== undefined) {
    // A second date is consumed too (so it is not read as a service). In a refusal or a change
    // ("jutro mi nie pasuje, może w poniedziałek") the last one said is the proposal.
    const d2 = extractDate(s, today);
    if (preferLast && d2.date !== undefined) d = d2;
  }
  let date = d.date ?? (tonight ? today : undefined);
  const r = extractRange(s, today);
  if (date === undefined && r) found.dateRange = r;
  if (
    date !== undefined &&
    r &&
    d.weekdayPlain !== undefined &&
    (r.kind === 'next_week' || r.kind === 'next_weekend')
  ) {
    date = resolveWeekday(today, d.weekdayPlain, 'next');
  }
  if (date !== undefined) found.date = date.toISODate()!;
  if (raw !== undefined) {
    const { h, m } = night && raw.h <= 6 ? raw : adjustHour(raw, pod);
    found.time = fmtTime(h, m);
    if (date !== undefined) {
      const dt = DateTime.fromObject(
        { year: date.year, month: date.month, day: date.day, hour: h, minute: m },
        { zone: nowZ.zone },
      );
      if (dt.isValid) found.datetime = dt.toISO({ suppressMilliseconds: true })!;
    }
  }
  return found;
}
