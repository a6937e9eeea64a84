/**
 * Dates and times in Polish and English, resolved against `now` in the tenant's zone (luxon, IANA).
 * Works on folded text (see normalize.ts) and blanks out what it used, so later extractors
 * (service, name) do not see "jutro o 10" again.
 */
import { DateTime } from 'luxon';
import { contextTime, correctedInPlace, withoutRefusedTimes } from './datetime.correct.js';
import {
  extractDate,
  extractRange,
  type Scan,
  take,
  weekdayBesideDay,
  withoutRefusedDays,
} from './datetime.date.js';
import {
  MIN_WORDS,
  POD_AFTER_HOUR,
  RE_AFTER,
  RE_AMPM,
  RE_AND_HALF_EN,
  RE_BARE_DOTTED,
  RE_BEFORE,
  RE_BETWEEN,
  RE_COLON,
  RE_DIGITS_AFTER_DAY,
  RE_HALF_EN,
  RE_HALF_TO_PL,
  RE_HOUR_BEFORE_POD,
  RE_HOUR_WORD_EN,
  RE_MIN_PAST,
  RE_MIN_PAST_EN,
  RE_MIN_TO_PL,
  RE_NA_DIGITS,
  RE_NOON,
  RE_O_DIGITS,
  RE_OCLOCK_EN,
  RE_ORD_PL,
  RE_POD,
  RE_QUARTER_PAST_PL,
  RE_QUARTER_TO_PL,
  RE_TO,
  RE_TO_END,
  RE_WORD_AFTER_DAY_EN,
  RE_WORD_AFTER_DAY_PL,
  RE_WORD_AMPM_EN,
  RE_WORD_ASKED,
  RE_WORD_BEFORE_POD_EN,
  RE_WORD_BEFORE_POD_PL,
  RE_WORD_EN,
  RE_WORD_MIN_PL,
  RE_WORD_PREFERRED,
  RE_WORD_SUITS_PL,
  RE_WORD_TAKEN,
  RE_WORD_WISH,
} from './datetime.patterns.js';
import { fmtTime, resolveWeekday } from './datetime.resolve.js';
import { MIN_EN, MIN_PL_WORDS, numValue } from './datetime.words.js';
import { blank } from './normalize.js';
import type { DateRangeSlot, PartOfDay, PartOfDaySlot } from './types.js';

// The words, the patterns, the date and the resolution helpers are in their own files (`datetime.words.ts`,
// `datetime.patterns.ts`, `datetime.date.ts`, `datetime.resolve.ts`); the re-exports keep their public names here.
export type { Scan } from './datetime.date.js';
export { resolveWeekday } from './datetime.resolve.js';

export const DEFAULT_TIMEZONE = 'Europe/Warsaw';

export const PART_OF_DAY_HOURS: Record<PartOfDay, { fromHour: number; toHour: number }> = {
  morning: { fromHour: 8, toHour: 12 },
  afternoon: { fromHour: 12, toHour: 17 },
  evening: { fromHour: 17, toHour: 21 },
};

/** The hours a part of the day can name at all ("7 rano" is morning, "wpół do pierwszej" is not). */
const POD_SPAN: Record<PartOfDay, readonly [number, number]> = {
  morning: [0, 12],
  afternoon: [12, 18],
  evening: [16, 24],
};

export interface DateTimeFound {
  date?: string;
  time?: string;
  datetime?: string;
  partOfDay?: PartOfDaySlot;
  dateRange?: DateRangeSlot;
  notBefore?: string;
  notAfter?: string;
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
  /** The part of the day said right after the hour ("4 in the afternoon", "o czwartej po południu"). */
  pod?: PartOfDay;
}

/**
 * The part of the day said right after an hour ending at `end`: it is the one that hour means,
 * whatever other part of the day the sentence names ("Good afternoon... well, morning. Monday,
 * around 4 in the afternoon" is 16:00). "In the afternoon", "po południu" are blanked; "this
 * afternoon", "tonight" stay for the day they also name.
 */
function podAfter(s: Scan, end: number): PartOfDay | undefined {
  const rest = s.text.slice(end);
  for (const [re, pod, keep] of POD_AFTER_HOUR) {
    const m = re.exec(rest);
    if (m) {
      if (!keep) s.text = blank(s.text, end, end + m[0].length);
      return pod;
    }
  }
  return undefined;
}

/** `t` with the part of the day said right after the match `m`, when there is one. */
function withPodAfter(s: Scan, m: RegExpExecArray, t: RawTime): RawTime {
  const pod = podAfter(s, m.index + m[0].length);
  return pod === undefined ? t : { ...t, pod };
}

/** The hour before `h` on a 12-hour clock as people say it: "wpół do pierwszej" is 12:30, not 0:30. */
const hourBefore = (h: number) => (h === 1 ? 12 : (h + 23) % 24);

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
      return past ? { h, m: min, fixed: h > 12 } : { h: hourBefore(h), m: 60 - min, fixed: h > 12 };
    }
  }
  return undefined;
}

function extractCompoundTime(s: Scan): RawTime | undefined {
  let m = take(s, RE_HALF_TO_PL);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined) return { h: hourBefore(h), m: 30, fixed: h > 12 };
  }
  m = take(s, RE_QUARTER_PAST_PL);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined) return { h, m: 15, fixed: h > 12 };
  }
  m = take(s, RE_QUARTER_TO_PL);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined) return { h: hourBefore(h), m: 45, fixed: h > 12 };
  }
  m = take(s, RE_MIN_TO_PL);
  if (m) {
    const min =
      m[1] === 'dwadziescia piec'
        ? 25
        : (MIN_WORDS[m[1]!] ?? numValue(m[1]!) ?? (m[1] === 'pietnascie' ? 15 : undefined));
    const h = hourOf(m[2]!);
    if (min !== undefined && h !== undefined) return { h: hourBefore(h), m: 60 - min, fixed: h > 12 };
  }
  m = take(s, RE_AND_HALF_EN);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined && h <= 23) return { h, m: m[2] === 'half' ? 30 : 15, fixed: h >= 13 };
  }
  m = take(s, RE_HALF_EN);
  if (m) {
    const h = hourOf(m[2]!);
    if (h !== undefined) {
      if (m[1] === 'half past' || m[1] === 'half') return { h, m: 30, fixed: h > 12 };
      if (m[1] === 'quarter past') return { h, m: 15, fixed: h > 12 };
      return { h: hourBefore(h), m: 45, fixed: h > 12 };
    }
  }
  return undefined;
}

const minutesOf = (w: string | undefined) => (w === undefined ? undefined : MIN_EN[w.replace('-', ' ')]);

/**
 * A word hour that is no pick of an offered time: "czternasta trzydzieści by mi pasowała",
 * "Najlepiej trzynasta", "to niech będzie ósma"; not "pierwsza", "druga", "trzecia" without
 * minutes ("pierwsza mi pasuje": at an offer, the first, second or third time offered).
 */
function notAnOrdinalPick(s: Scan, re: RegExp): RegExpExecArray | null {
  const m = re.exec(s.text);
  if (!m || (m[2] === undefined && /^(?:pierwsza|druga|trzecia)$/.test(m[1]!))) return null;
  s.text = blank(s.text, m.index, m.index + m[0].length);
  return m;
}

/**
 * "Środa, dziesiąta", "w czwartek dziesiąta trzydzieści": not "w czwartek, pierwsza mi pasuje"
 * (the first time offered).
 */
function afterDayPl(s: Scan): RegExpExecArray | null {
  const m = RE_WORD_AFTER_DAY_PL.exec(s.text);
  if (!m) return null;
  const rest = s.text.slice(m.index + m[0].length);
  if (m[2] === undefined && /^(?:pierwsza|druga|trzecia)$/.test(m[1]!) && !/^\s*(?:[,.!?]|$)/.test(rest))
    return null;
  s.text = blank(s.text, m.index, m.index + m[0].length);
  return m;
}

/** A word hour with am/pm, before a part of the day, or said as the wish ("nine thirty a.m.", "eleven in the morning"). */
function wordTime(s: Scan): RawTime | undefined {
  let m = take(s, RE_WORD_AMPM_EN);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined && h >= 1 && h <= 12) {
      const pm = m[3]!.startsWith('p');
      return { h: (h % 12) + (pm ? 12 : 0), m: minutesOf(m[2]) ?? 0, fixed: true, pm };
    }
  }
  m =
    take(s, RE_WORD_BEFORE_POD_EN) ??
    take(s, RE_WORD_WISH) ??
    take(s, RE_WORD_ASKED) ??
    take(s, RE_WORD_AFTER_DAY_EN);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined && h <= 24)
      return withPodAfter(s, m, { h: h % 24, m: minutesOf(m[2]) ?? 0, fixed: h >= 13 });
  }
  m =
    take(s, RE_WORD_BEFORE_POD_PL) ??
    afterDayPl(s) ??
    notAnOrdinalPick(s, RE_WORD_SUITS_PL) ??
    notAnOrdinalPick(s, RE_WORD_PREFERRED) ??
    notAnOrdinalPick(s, RE_WORD_TAKEN) ??
    take(s, RE_WORD_MIN_PL);
  if (m) {
    const h = hourOf(m[1]!);
    const min = m[2] === undefined ? 0 : (MIN_PL_WORDS[m[2]] ?? minutesOf(m[2]) ?? Number(m[2]));
    if (h !== undefined && h <= 24) return withPodAfter(s, m, { h: h % 24, m: min, fixed: h >= 13 });
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
    if (h <= 24) return withPodAfter(s, m, { h: h % 24, m: Number(m[2] ?? m[3] ?? 0), fixed: h >= 13 });
  }
  m = take(s, RE_ORD_PL);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined && h <= 24) {
      const minWord = m[2];
      const min = minWord === undefined ? 0 : (MIN_PL_WORDS[minWord] ?? Number(minWord));
      return withPodAfter(s, m, { h: h % 24, m: min, fixed: h >= 13 });
    }
  }
  m = take(s, RE_NA_DIGITS) ?? take(s, RE_DIGITS_AFTER_DAY);
  if (m) {
    const h = Number(m[1]);
    if (h <= 24) return { h: h % 24, m: Number(m[2] ?? 0), fixed: h >= 13 };
  }
  m = take(s, RE_WORD_EN);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined) {
      const mw = m[2]?.replace('-', ' ');
      return withPodAfter(s, m, { h, m: mw === undefined ? 0 : (MIN_EN[mw] ?? 0), fixed: false });
    }
  }
  m = take(s, RE_HOUR_WORD_EN);
  if (m) {
    const h = hourOf(m[1]!);
    if (h !== undefined && h <= 23) return withPodAfter(s, m, { h, m: 0, fixed: h >= 13 });
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
    if (h <= 23) return withPodAfter(s, m, { h, m: Number(m[2] ?? 0), fixed: h >= 13 || m[3] !== undefined });
  }
  // After the forms with "o"/"at", so that of two times said the first found is the first said.
  const word = wordTime(s);
  if (word) return word;
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

/** Any time said (a probe: the scan is blanked where it was). */
const anyTime = (s: Scan): RawTime | undefined =>
  extractMinutesPast(s) ?? extractCompoundTime(s) ?? extractTime(s) ?? wordTime(s);

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
      // "tonight", "this afternoon": today, when no other day is said.
      return { pod, tonight: m[0] === 'tonight' || m[0].startsWith('this ') };
    }
  }
  return { tonight: false };
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
  return correctedInPlace(s, nowZ, extractOnce) ?? extractOnce(s, nowZ, bareTime, preferLast);
}

/** `extractDateTime` without the self-correction. */
function extractOnce(s: Scan, nowZ: DateTime, bareTime: boolean, preferLast: boolean): DateTimeFound {
  // Calendar arithmetic on the local date in a fixed zone (UTC): no Intl offset look-ups, no DST
  // surprises; only the final instant is built in the tenant zone.
  const today = DateTime.utc(nowZ.year, nowZ.month, nowZ.day);
  const night = /\b(?:w nocy|at night|nad ranem)\b/.test(s.text);
  const context = contextTime(s, anyTime);
  withoutRefusedTimes(s, anyTime);
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
  if (context?.side === 'after' && !limits.after) limits.after = context.raw;
  if (context?.side === 'before' && !limits.before) limits.before = context.raw;
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
  const podSaid = extractPartOfDay(s);
  const { tonight } = podSaid;
  const pod = raw?.pod ?? podSaid.pod;
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
  const beside = weekdayBesideDay(s, today);
  let d = beside !== undefined ? { date: beside } : withoutRefusedDays(s, today);
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
    // "Wpół do pierwszej, bo rano mam rehabilitację", "pracuję do piątej, więc na wpół do
    // szóstej": the hour said wins over a part of the day or a limit it does not fall in.
    const minutes = h * 60 + m;
    const said = found.partOfDay ? POD_SPAN[found.partOfDay.value] : undefined;
    if (said && (minutes < said[0] * 60 || minutes > said[1] * 60)) found.partOfDay = undefined;
    if (found.notBefore && found.time < found.notBefore) found.notBefore = undefined;
    if (found.notAfter && found.time >= found.notAfter) found.notAfter = undefined;
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
