/**
 * The reply to a question of the opening hours (pure): the week's hours, and first, when the
 * question names a day ("czy w niedzielę jest otwarte?", "are you open on Saturday?"), that day's
 * own answer, closed or its hours, as a receptionist answers what was asked before the rest.
 */
import type { HoursException, OpeningHours } from '../../tenants/tenants.schema.js';
import type { Language } from '../nlu/index.js';
import { openOn, say, speakException, speakOpeningHours, upcomingExceptions } from './texts.js';

const PL_DAY_ACC = ['poniedziałek', 'wtorek', 'środę', 'czwartek', 'piątek', 'sobotę', 'niedzielę'];
const EN_DAYS = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];
const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const hm = (v: string) => v.replace(/^0(\d):/, '$1:');

/**
 * One day's sentence (`wd`, 0 = Monday; `plDay`, the day's Polish name after "w"): closed, or its
 * hours; null when the hours hold no list for that day.
 */
function daySentence(hours: OpeningHours, wd: number, plDay: string, open: boolean, lang: Language) {
  const pl = `${wd === 1 ? 'We' : 'W'} ${plDay}`;
  const en = `On ${EN_DAYS[wd]}`;
  if (!open) return say(lang, `${pl} jest nieczynne.`, `${en} we are closed.`);
  const list = hours[WEEKDAY_KEYS[wd] as keyof OpeningHours];
  if (!Array.isArray(list)) return null;
  const text = list.map(([a, b]) => `${hm(a)}–${hm(b)}`).join(say(lang, ' i ', ' and '));
  return say(lang, `${pl} jesteśmy otwarci ${text}.`, `${en} we are open ${text}.`);
}

/** "W niedzielę jest nieczynne." / "W sobotę jesteśmy otwarci 9:00–13:00." for a local date's weekday. */
export function speakDayHours(hours: OpeningHours, date: string, lang: Language): string | null {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return null;
  const wd = (d.getUTCDay() + 6) % 7;
  return daySentence(hours, wd, PL_DAY_ACC[wd]!, openOn(hours, date), lang);
}

const PL_DAYS_ACC = ['poniedziałki', 'wtorki', 'środy', 'czwartki', 'piątki', 'soboty', 'niedziele'];
/** The days of the week by name, singular or plural, over folded text; the weekend is both its days. */
const DAY_NAMES: [RegExp, number[]][] = [
  [/\b(?:mondays?|poniedzial(?:ek|ki|ku|kach|kami|kow))\b/, [0]],
  [/\b(?:tuesdays?|wtor(?:ek|ki|ku|kach|kami|kow))\b/, [1]],
  [/\b(?:wednesdays?|srod(?:a|e|y|zie|ach|ami|om))\b/, [2]],
  [/\b(?:thursdays?|czwart(?:ek|ki|ku|kach|kami|kow))\b/, [3]],
  [/\b(?:fridays?|piat(?:ek|ki|ku|kach|kami|kow))\b/, [4]],
  [/\b(?:saturdays?|sobot(?:a|e|y|ach|ami|om)?)\b/, [5]],
  [/\b(?:sundays?|niedziel(?:a|e|i|ach|ami|om)?)\b/, [6]],
  [/\b(?:weekends?|weekend(?:y|u|zie|ach|ow))\b/, [5, 6]],
];

/** The weekdays (0 = Monday) a question names ("on Saturdays", "w czwartki", "at weekends"), in week order. */
export function weekdaysNamed(folded: string): number[] {
  const days = new Set<number>();
  for (const [re, wd] of DAY_NAMES) if (re.test(folded)) for (const d of wd) days.add(d);
  return [...days].sort((a, b) => a - b);
}

/** "W soboty jesteśmy otwarci 9:00–13:00." / "On Sundays we are closed." for a weekday (0 = Monday). */
export function speakWeekdayHours(hours: OpeningHours, wd: number, lang: Language): string {
  const list = hours[WEEKDAY_KEYS[wd] as keyof OpeningHours];
  const open = Array.isArray(list) && list.length > 0;
  // Open means a list of hours, so the sentence is never null.
  return daySentence(hours, wd, PL_DAYS_ACC[wd]!, open, lang)!;
}

/**
 * The hours answer: the day asked about first (`date`, when the question names one; else the
 * weekdays the question names, `asked` in folded text: "are you open on Sundays?"), then the
 * week's hours and the exceptions of the next days.
 */
export function hoursReply(
  hours: OpeningHours,
  exceptions: readonly HoursException[] | null | undefined,
  date: string | undefined,
  lang: Language,
  timezone: string,
  now: Date,
  asked = '',
): string {
  const soon = upcomingExceptions(exceptions, now, timezone)
    .map((e) => speakException(e, lang, timezone, now))
    .join(' ');
  const named = weekdaysNamed(asked);
  const day =
    date && named.length <= 1
      ? speakDayHours(hours, date, lang)
      : named.length > 0
        ? named.map((wd) => speakWeekdayHours(hours, wd, lang)).join(' ')
        : null;
  const week = day
    ? say(
        lang,
        `Pracujemy: ${speakOpeningHours(hours, lang)}.`,
        `Our hours are ${speakOpeningHours(hours, lang)}.`,
      )
    : say(
        lang,
        `Jesteśmy otwarci: ${speakOpeningHours(hours, lang)}.`,
        `We are open ${speakOpeningHours(hours, lang)}.`,
      );
  const note = soon
    ? ` ${say(lang, 'Uwaga', 'Please note')}: ${soon.charAt(0).toLowerCase()}${soon.slice(1)}`
    : '';
  return `${day ? `${day} ` : ''}${week}${note}`;
}
