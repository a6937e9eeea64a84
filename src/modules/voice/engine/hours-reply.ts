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

/** "W niedzielę jest nieczynne." / "W sobotę jesteśmy otwarci 9:00–13:00." for a local date's weekday. */
export function speakDayHours(hours: OpeningHours, date: string, lang: Language): string | null {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return null;
  const wd = (d.getUTCDay() + 6) % 7;
  const pl = `${wd === 1 ? 'We' : 'W'} ${PL_DAY_ACC[wd]}`;
  const en = `On ${EN_DAYS[wd]}`;
  if (!openOn(hours, date)) return say(lang, `${pl} jest nieczynne.`, `${en} we are closed.`);
  const list = hours[WEEKDAY_KEYS[wd] as keyof OpeningHours];
  if (!Array.isArray(list)) return null;
  const text = list.map(([a, b]) => `${hm(a)}–${hm(b)}`).join(say(lang, ' i ', ' and '));
  return say(lang, `${pl} jesteśmy otwarci ${text}.`, `${en} we are open ${text}.`);
}

/**
 * The hours answer: the day asked about first (`date`, when the question names one), then the
 * week's hours and the exceptions of the next days.
 */
export function hoursReply(
  hours: OpeningHours,
  exceptions: readonly HoursException[] | null | undefined,
  date: string | undefined,
  lang: Language,
  timezone: string,
  now: Date,
): string {
  const soon = upcomingExceptions(exceptions, now, timezone)
    .map((e) => speakException(e, lang, timezone, now))
    .join(' ');
  const day = date ? speakDayHours(hours, date, lang) : null;
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
