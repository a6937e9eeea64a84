/** Speaking slots naturally: "we wtorek 24 listopada o 10:30" / "on Tuesday, 24 November at 10:30". */
import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE } from './datetime.js';
import type { Language } from './types.js';

const PL_WEEKDAY_ACC = ['poniedziałek', 'wtorek', 'środę', 'czwartek', 'piątek', 'sobotę', 'niedzielę'];
const PL_MONTH_GEN = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
];
const EN_WEEKDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const EN_MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface FormatOptions {
  /** When given, today/tomorrow are said as such and a year other than now's is spoken. */
  now?: Date;
}

function toZoned(date: Date | string, timezone: string): DateTime {
  const base =
    typeof date === 'string' ? DateTime.fromISO(date, { setZone: true }) : DateTime.fromJSDate(date);
  const z = base.setZone(timezone);
  return z.isValid ? z : base.setZone(DEFAULT_TIMEZONE);
}

function clock(d: DateTime): string {
  return `${d.hour}:${String(d.minute).padStart(2, '0')}`;
}

function dayPhrase(d: DateTime, lang: Language, now: DateTime | undefined): string {
  const wd = d.weekday - 1;
  const withYear = now !== undefined && now.year !== d.year ? ` ${d.year}` : '';
  let rel = '';
  if (now !== undefined) {
    const diff = Math.round(d.startOf('day').diff(now.startOf('day'), 'days').days);
    if (diff === 0) rel = lang === 'pl' ? 'dziś, ' : 'today, ';
    else if (diff === 1) rel = lang === 'pl' ? 'jutro, ' : 'tomorrow, ';
  }
  if (lang === 'pl') {
    const prep = wd === 1 ? 'we' : 'w';
    return `${rel}${prep} ${PL_WEEKDAY_ACC[wd]} ${d.day} ${PL_MONTH_GEN[d.month - 1]}${withYear}`;
  }
  return `${rel}${rel ? '' : 'on '}${EN_WEEKDAY[wd]}, ${d.day} ${EN_MONTH[d.month - 1]}${withYear}`;
}

/** One local date (`YYYY-MM-DD`): "w czwartek 24 grudnia" / "on Thursday, 24 December". */
export function formatDay(
  date: string,
  lang: Language,
  timezone: string = DEFAULT_TIMEZONE,
  opts: FormatOptions = {},
): string {
  const d = DateTime.fromISO(date, { zone: timezone });
  const now = opts.now ? toZoned(opts.now, timezone) : undefined;
  return dayPhrase(d.isValid ? d : DateTime.fromISO(date, { zone: DEFAULT_TIMEZONE }), lang, now);
}

/** One slot: "we wtorek 24 listopada o 10:30" / "on Tuesday, 24 November at 10:30". */
export function formatSlot(
  date: Date | string,
  lang: Language,
  timezone: string = DEFAULT_TIMEZONE,
  opts: FormatOptions = {},
): string {
  const d = toZoned(date, timezone);
  const now = opts.now ? toZoned(opts.now, timezone) : undefined;
  return `${dayPhrase(d, lang, now)} ${lang === 'pl' ? 'o' : 'at'} ${clock(d)}`;
}

function joinAlternatives(items: string[], lang: Language, last: string): string {
  if (items.length <= 1) return items.join('');
  const head = items.slice(0, -1).join(', ');
  return `${head}${lang === 'en' && items.length > 2 ? ',' : ''} ${last} ${items[items.length - 1]}`;
}

/**
 * A few slots to offer, grouped by day:
 * "we wtorek 24 listopada o 9:00 lub 10:30 albo w środę 25 listopada o 14:00" /
 * "on Tuesday, 24 November at 9:00 or 10:30, or on Wednesday, 25 November at 14:00".
 */
export function formatDateList(
  dates: ReadonlyArray<Date | string>,
  lang: Language,
  timezone: string = DEFAULT_TIMEZONE,
  opts: FormatOptions = {},
): string {
  const now = opts.now ? toZoned(opts.now, timezone) : undefined;
  const zoned = dates.map((d) => toZoned(d, timezone)).sort((a, b) => a.toMillis() - b.toMillis());
  const days: { key: string; first: DateTime; times: string[] }[] = [];
  for (const d of zoned) {
    const key = d.toISODate()!;
    const last = days[days.length - 1];
    if (last && last.key === key) last.times.push(clock(d));
    else days.push({ key, first: d, times: [clock(d)] });
  }
  const phrases = days.map(
    (g) =>
      `${dayPhrase(g.first, lang, now)} ${lang === 'pl' ? 'o' : 'at'} ${joinAlternatives(g.times, lang, lang === 'pl' ? 'lub' : 'or')}`,
  );
  if (phrases.length <= 1) return phrases.join('');
  const head = phrases.slice(0, -1).join(lang === 'pl' ? ', ' : ', ');
  return `${head}${lang === 'pl' ? ' albo ' : ', or '}${phrases[phrases.length - 1]}`;
}
