/** The date said (a day word, a weekday, a day and month, a date in digits) and the date range, over folded text (see `datetime.ts`). */
import type { DateTime } from 'luxon';
import {
  RE_DAY_AFTER,
  RE_DAY_MONTH_EN,
  RE_DAY_MONTH_PL,
  RE_DAY_ONLY,
  RE_IN_N,
  RE_ISO_DATE,
  RE_MONTH_DAY_EN,
  RE_MONTH_ORD_EN,
  RE_NUM_DATE,
  RE_ORD_MONTH_EN,
  RE_ORD_MONTH_PL,
  RE_RANGES,
  RE_REFUSED_DAY,
  RE_TODAY,
  RE_TOMORROW,
  RE_WEEK_FROM,
  RE_WEEKDAY,
} from './datetime.patterns.js';
import { dayOfMonthAhead, resolveRange, resolveWeekday, rollDate, weekdayFrom } from './datetime.resolve.js';
import {
  MONTHS_EN,
  MONTHS_GEN,
  monthValue,
  numValue,
  ORD_EN,
  ORD_EN_ALT,
  ordValue,
  ROMAN,
} from './datetime.words.js';
import { blank } from './normalize.js';
import type { DateRangeSlot } from './types.js';

export interface Scan {
  /** Folded text, progressively blanked. */
  text: string;
  /** The original (cleaned) text, same positions. */
  orig: string;
}

export function take(s: Scan, re: RegExp): RegExpExecArray | null {
  const m = re.exec(s.text);
  if (m) s.text = blank(s.text, m.index, m.index + m[0].length);
  return m;
}

export function extractDate(s: Scan, today: DateTime): { date?: DateTime; weekdayPlain?: number } {
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
    if (/^(tydz|tygod|week)/.test(unit)) {
      // "za tydzień w środę", "in two weeks on Monday": that weekday in the week n weeks ahead.
      const w = take(s, RE_WEEKDAY);
      const wd = w ? weekdayFrom(w[1]!) : undefined;
      const base = today.plus({ weeks: n });
      return { date: wd === undefined ? base : base.startOf('week').plus({ days: wd - 1 }) };
    }
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
  m = take(s, RE_ORD_MONTH_EN);
  if (m) {
    const d = rollDate(today, ORD_EN[m[1]!]!, monthValue(m[2]!)!, m[3] ? Number(m[3]) : undefined);
    if (d) return { date: d };
  }
  m = take(s, RE_MONTH_ORD_EN);
  if (m) {
    const d = rollDate(today, ORD_EN[m[2]!]!, monthValue(m[1]!)!, m[3] ? Number(m[3]) : undefined);
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

/**
 * The date said, leaving out a day ruled out ("w czwartek, w środę pracuję" is Thursday) when
 * another day is said beside it; a day ruled out alone is still that day.
 */
export function withoutRefusedDays(s: Scan, today: DateTime): { date?: DateTime; weekdayPlain?: number } {
  RE_REFUSED_DAY.lastIndex = 0;
  if (RE_REFUSED_DAY.test(s.text)) {
    RE_REFUSED_DAY.lastIndex = 0;
    const probe: Scan = {
      text: s.text.replace(RE_REFUSED_DAY, (w) => ' '.repeat(w.length)),
      orig: s.orig,
    };
    const d = extractDate(probe, today);
    if (d.date !== undefined) {
      s.text = probe.text;
      return d;
    }
  }
  return extractDate(s, today);
}

export function extractRange(s: Scan, today: DateTime): DateRangeSlot | undefined {
  for (const [re, kind] of RE_RANGES) {
    const m = take(s, re);
    if (m) {
      const r = resolveRange(kind, m, today);
      if (r) return r;
    }
  }
  return undefined;
}

const RE_REFUSAL_NEAR =
  /\b(?:nie moge|nie pasuje|odpada|nie dam rady|nie da rady|can'?t|cannot|no good|doesn'?t work|won'?t work|is out)\b/;

/** What a day of the month is said with: digits, a month, an ordinal ("pierwszego", "the first"). */
const RE_DAY_OF_MONTH_SAID = new RegExp(
  `\\d|ego\\b|${MONTHS_GEN}|\\b(?:${MONTHS_EN})\\b|\\b(?:${ORD_EN_ALT})\\b`,
);

/**
 * "we wtorek, pierwszego grudnia", "Monday the 30th", "1 grudnia, we wtorek", "Tuesday, December
 * 1st": a weekday said right beside a day of the month names that day. The day of the month
 * wins (pinned: a weekday that does not match it is taken as the slip, and the receptionist
 * says the weekday back with the date). Both are blanked; undefined when there is no such pair.
 */
export function weekdayBesideDay(s: Scan, today: DateTime): DateTime | undefined {
  RE_REFUSED_DAY.lastIndex = 0;
  if (RE_REFUSED_DAY.test(s.text)) {
    // "W poniedziałek nie mogę. A we wtorek pierwszego grudnia?": the pair said beside the day
    // ruled out (that day blanked first); the day ruled out alone is `withoutRefusedDays`'s.
    RE_REFUSED_DAY.lastIndex = 0;
    const probe: Scan = { text: s.text.replace(RE_REFUSED_DAY, (w) => ' '.repeat(w.length)), orig: s.orig };
    if (RE_REFUSAL_NEAR.test(probe.text)) return undefined;
    const d = pairedDay(probe, today);
    if (d !== undefined) s.text = probe.text;
    return d;
  }
  // A refusal beside the pair ("w poniedziałek 30 listopada nie mogę"): left to `withoutRefusedDays`.
  if (RE_REFUSAL_NEAR.test(s.text)) return undefined;
  return pairedDay(s, today);
}

/**
 * "the first", "the twenty-second" at the start of the words after a weekday, as digits of the
 * same length ("the   1st"), so that positions still match the window; not "the first one",
 * "the first time", "the first slot" (a time offered, or no date at all).
 */
const RE_ORD_WORD_AFTER_DAY = new RegExp(
  `^(\\s*(?:the\\s+)?)(${ORD_EN_ALT})\\b(?!\\s+(?:one|ones|time|times|thing|slot|slots|option|appointment|available|free|visit|hour)\\b)`,
);
function ordinalWordAsDigits(window: string): string {
  const m = RE_ORD_WORD_AFTER_DAY.exec(window);
  if (!m) return window;
  const n = ORD_EN[m[2]!]!;
  const digits = `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
  return m[1] + digits.padStart(m[2]!.length, ' ') + window.slice(m[0].length);
}

function pairedDay(s: Scan, today: DateTime): DateTime | undefined {
  const w = RE_WEEKDAY.exec(s.text);
  if (!w || /(?:s|ki)$/.test(w[0])) return undefined;
  const end = w.index + w[0].length;
  const after = /^[\s,]*/.exec(s.text.slice(end))![0].length + end;
  const stop = s.text.slice(after).search(/[,.;!?]|$/) + after;
  const before = s.text.slice(0, w.index).search(/(?:[\s,]+an?\b)?[\s,]*$/);
  const start = Math.max(s.text.lastIndexOf(',', before - 1), s.text.lastIndexOf('.', before - 1)) + 1;
  for (const [from, to, after_] of [
    [after, stop, true],
    [start, before, false],
  ] as const) {
    const window = s.text.slice(from, to);
    if (window.trim() === '') continue;
    // "dnia" before it: a bare Polish genitive beside the weekday ("we wtorek pierwszego") is a day;
    // so is an English ordinal in words right after it ("Tuesday the first", "Friday the fourth").
    const prefix = 'dnia ';
    const text = after_ ? ordinalWordAsDigits(window) : window;
    const probe: Scan = { text: prefix + text, orig: prefix + s.orig.slice(from, to) };
    const d = extractDate(probe, today);
    if (d.date === undefined || d.weekdayPlain !== undefined) continue;
    const rest = probe.text.slice(prefix.length);
    let used = '';
    // What the date took of the window (an ordinal word read as digits counts whole).
    for (let i = 0; i < window.length; i++)
      used += rest[i] === text[i] && text[i] === window[i] ? ' ' : rest[i] === ' ' ? window[i] : ' ';
    if (!RE_DAY_OF_MONTH_SAID.test(used) || /\b(?:za|in)\s/.test(used)) continue;
    // Right beside the weekday: the day begins the words after it, or ends the words before it.
    const edge = after_ ? window.search(/\S/) : window.trimEnd().length - 1;
    if (rest[edge] !== ' ') continue;
    s.text = blank(s.text, w.index, end);
    s.text = s.text.slice(0, from) + rest + s.text.slice(to);
    return d.date;
  }
  return undefined;
}
