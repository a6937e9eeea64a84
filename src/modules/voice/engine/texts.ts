/** Spoken texts of the built-in brain (Polish and English) and small formatting helpers. */
import { DateTime } from 'luxon';
import type { HoursException, OpeningHours, Weekday } from '../../tenants/tenants.schema.js';

export { exceptionOn } from '../../appointments/opening-hours.js';

import { minutesOfDay, openMinutesOn } from '../../appointments/opening-hours.js';
import { formatDay, type Language } from '../nlu/index.js';
import { spokenPhone } from '../nlu/phone-words.js';
import type { ServiceOffer } from './types.js';

export const say = (lang: Language, pl: string, en: string) => (lang === 'pl' ? pl : en);

/**
 * The opening line in the tenant's language (voice config `language`, Polish by default) with a
 * word of the other language; the owner's own `greeting` replaces the built-in one. A caller
 * the business's CRM knows is greeted by name.
 */
export function openingGreeting(
  businessName: string,
  callerName?: string,
  voice: { language?: Language; greeting?: string | null } = {},
): string {
  return greetingRuns(businessName, callerName, voice)
    .map((r) => r.text)
    .join(' ');
}

/** A stretch of speech in one language (telephony reads each with its language's voice). */
export interface SpokenRun {
  language: Language;
  text: string;
}

/** {@link openingGreeting} as runs of one language each, for a voice that must know which is which. */
export function greetingRuns(
  businessName: string,
  callerName?: string,
  voice: { language?: Language; greeting?: string | null } = {},
): SpokenRun[] {
  const own = voice.greeting?.trim();
  if (voice.language === 'en') {
    const open = own || `Hello, ${businessName}, how can I help you?`;
    return [
      { language: 'en', text: callerName ? `${open} Welcome back, ${callerName}!` : open },
      { language: 'pl', text: 'Można też mówić po polsku.' },
    ];
  }
  if (own)
    return [
      { language: 'pl', text: callerName ? `${own} Witamy ponownie, ${callerName}!` : own },
      { language: 'en', text: 'You can also speak English.' },
    ];
  return callerName
    ? [
        {
          language: 'pl',
          text: `Dzień dobry, ${businessName}, witamy ponownie, ${callerName}! W czym mogę pomóc?`,
        },
        { language: 'en', text: `Hello ${callerName}, you can also speak English.` },
      ]
    : [
        { language: 'pl', text: `Dzień dobry, ${businessName}, w czym mogę pomóc?` },
        { language: 'en', text: 'You can also speak English.' },
      ];
}

/** The goodbye when the call reaches the tenant's `max_call_minutes`. */
export function timeLimitGoodbye(lang: Language): string {
  return say(
    lang,
    'Przepraszam, osiągnęliśmy limit czasu tej rozmowy. Proszę zadzwonić ponownie, chętnie pomożemy. Do widzenia!',
    'I am sorry, this call has reached its time limit. Please call again, we will be glad to help. Goodbye!',
  );
}

/** The answer to a caller's "dzień dobry" / "hello" mid-call, by name when known. */
export function helloAgain(lang: Language, callerName?: string): string {
  return callerName
    ? say(lang, `Dzień dobry, ${callerName}, w czym mogę pomóc?`, `Hello ${callerName}, how can I help you?`)
    : say(lang, 'Dzień dobry, w czym mogę pomóc?', 'Hello, how can I help you?');
}

const DAYS: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DAY_NAMES: Record<Language, string[]> = {
  pl: ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

const hm = (v: string) => v.replace(/^0(\d):/, '$1:');

/** "poniedziałek–piątek 8:00–16:00, sobota 9:00–13:00"; consecutive days with the same hours are grouped. */
export function speakOpeningHours(hours: OpeningHours, lang: Language): string {
  const groups: { from: number; to: number; text: string }[] = [];
  DAYS.forEach((d, i) => {
    const list = hours[d];
    if (!Array.isArray(list) || list.length === 0) return;
    const text = list.map(([a, b]) => `${hm(a)}–${hm(b)}`).join(lang === 'pl' ? ' i ' : ' and ');
    const last = groups[groups.length - 1];
    if (last && last.to === i - 1 && last.text === text) last.to = i;
    else groups.push({ from: i, to: i, text });
  });
  if (groups.length === 0) return say(lang, 'brak ustalonych godzin otwarcia', 'no opening hours are set');
  const names = DAY_NAMES[lang];
  return groups
    .map((g) =>
      g.from === g.to ? `${names[g.from]} ${g.text}` : `${names[g.from]}–${names[g.to]} ${g.text}`,
    )
    .join(', ');
}

type Exceptions = readonly HoursException[] | null | undefined;

/** Whether the business has any opening interval on a local date (a dated exception decides first). */
export function openOn(hours: OpeningHours, date: string, exceptions?: Exceptions): boolean {
  return openMinutesOn(hours, date, exceptions).length > 0;
}

/** Whether a local time (HH:MM) on a local date falls inside an opening interval. */
export function openAt(hours: OpeningHours, date: string, time: string, exceptions?: Exceptions): boolean {
  const m = minutesOfDay(time);
  return m !== null && openMinutesOn(hours, date, exceptions).some(([a, b]) => m >= a && m < b);
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * What a dated exception means for callers: "W czwartek 24 grudnia jesteśmy nieczynni (Wigilia)." /
 * "On Thursday, 24 December we are open 10:00–13:00." The owner's note is said as written.
 */
export function speakException(ex: HoursException, lang: Language, timezone: string, now?: Date): string {
  const day = capital(formatDay(ex.date, lang, timezone, now ? { now } : {}));
  const note = ex.note ? ` (${ex.note})` : '';
  if (ex.closed) return say(lang, `${day} jesteśmy nieczynni${note}.`, `${day} we are closed${note}.`);
  const text = ex.hours.map((h) => `${hm(h.open)}–${hm(h.close)}`).join(lang === 'pl' ? ' i ' : ' and ');
  return say(lang, `${day} pracujemy w godzinach ${text}${note}.`, `${day} we are open ${text}${note}.`);
}

/** Exceptions from today (the tenant's local date) for the next `days` days, by date. */
export function upcomingExceptions(
  exceptions: Exceptions,
  now: Date,
  timezone: string,
  days = 14,
): HoursException[] {
  if (!Array.isArray(exceptions)) return [];
  const today = DateTime.fromJSDate(now, { zone: timezone }).startOf('day');
  const from = today.toISODate() ?? '';
  const to = today.plus({ days }).toISODate() ?? '';
  return exceptions
    .filter((e) => e && e.date >= from && e.date < to)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Lower case, diacritics folded (ł → l), punctuation to spaces. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const POSITIVE =
  /\b(dziekuje|dzieki|super|swietnie|wspaniale|doskonale|milo|thanks|thank you|great|perfect|wonderful|lovely|excellent)\b/;
const NEGATIVE =
  /\b(skandal|fatalnie|okropn|beznadziej|zenada|denerwuj|wkurz|zly|zla|niezadowolon|terrible|awful|horrible|angry|ridiculous|annoyed|useless|unacceptable|complain)\w*/;

export function sentimentCues(text: string): { positive: number; negative: number } {
  const f = fold(text);
  return { positive: POSITIVE.test(f) ? 1 : 0, negative: NEGATIVE.test(f) ? 1 : 0 };
}

/**
 * What the member of staff hears before a warm transfer is bridged (in the tenant's language):
 * who is calling (the name the CRM knows, else the number), why, whether it is urgent, and the
 * keys to accept or decline.
 */
export function transferWhisper(
  lang: Language,
  w: {
    callerName?: string | undefined;
    callerNumber: string | null;
    department?: string | undefined;
    reason?: string | undefined;
    urgent?: boolean | undefined;
  },
): string {
  const number = w.callerNumber ? spokenPhone(w.callerNumber) : null;
  const who = w.callerName
    ? say(
        lang,
        `od ${w.callerName}${number ? `, numer ${number}` : ''}`,
        `from ${w.callerName}${number ? `, number ${number}` : ''}`,
      )
    : number
      ? say(lang, `z numeru ${number}`, `from ${number}`)
      : say(lang, 'z numeru zastrzeżonego', 'from a withheld number');
  const to = w.department ? say(lang, ` do działu ${w.department}`, ` for ${w.department}`) : '';
  const reason = w.reason?.trim()
    ? say(lang, ` Sprawa: „${w.reason.trim()}”.`, ` About: "${w.reason.trim()}".`)
    : '';
  return `${say(lang, `Recepcja: połączenie${to} ${who}.`, `Reception: a call${to} ${who}.`)}${w.urgent ? say(lang, ' Pilne.', ' Urgent.') : ''}${reason} ${say(lang, 'Naciśnij 1, aby odebrać, lub 2, aby odrzucić.', 'Press 1 to take the call, or 2 to decline.')}`;
}

/** What the caller hears when a warm transfer was declined or not answered: a message is offered. */
export function transferNotTaken(lang: Language): string {
  return say(
    lang,
    'Przepraszam, nikt nie może teraz odebrać. Chętnie przyjmę wiadomość: proszę powiedzieć, co mam przekazać, a oddzwonimy.',
    "I'm sorry, nobody can take your call right now. I can take a message: please tell me what to pass on, and we will call you back.",
  );
}

/**
 * Asked once before a message is confirmed: who is calling (when not said) and where to call
 * back (the calling number unless the caller gives another; asked for when it is withheld).
 */
export function askMessageDetails(
  lang: Language,
  ask: { name: boolean; number: boolean },
  callingNumber: boolean,
): string {
  if (ask.name && !ask.number)
    return say(
      lang,
      'Zanotowałam. Czy mogę prosić o imię i nazwisko?',
      'Noted. May I have your name, please?',
    );
  if (ask.name)
    return callingNumber
      ? say(
          lang,
          'Zanotowałam. Czy mogę prosić o imię i nazwisko? Oddzwonimy na numer, z którego Pan lub Pani dzwoni, chyba że woli Pan lub Pani podać inny.',
          'Noted. May I have your name, please? We will call you back on the number you are calling from, unless you would like to give another one.',
        )
      : say(
          lang,
          'Zanotowałam. Czy mogę prosić o imię i nazwisko oraz numer, pod który oddzwonić?',
          'Noted. May I have your name and a number to call you back on?',
        );
  return callingNumber
    ? say(
        lang,
        'Zanotowałam. Oddzwonimy na numer, z którego Pan lub Pani dzwoni, czy woli Pan lub Pani podać inny?',
        'Noted. Shall we call you back on the number you are calling from, or would you like to give another one?',
      )
    : say(lang, 'Zanotowałam. Pod jaki numer oddzwonić?', 'Noted. Which number should we call you back on?');
}

/** A price in złoty as the receptionist says it ("150 zł", "99.50 zł"). */
export const spokenPrice = (pln: number) => `${Number.isInteger(pln) ? pln : pln.toFixed(2)} zł`;

/** A service's name as said in the call's language: the English name to an English caller, when the owner gave one. */
export const serviceName = (s: ServiceOffer, lang: Language) =>
  lang === 'en' && s.nameEn ? s.nameEn : s.name;

/** "Przegląd kosztuje 150 zł." / "Check-up costs 150 zł.": a service's price, or null when it has none. */
export function servicePriceSentence(s: ServiceOffer, lang: Language): string | null {
  if (s.pricePln === null) return null;
  const price = spokenPrice(s.pricePln);
  return say(lang, `${s.name} kosztuje ${price}.`, `${serviceName(s, lang)} costs ${price}.`);
}
