/**
 * Changes of mind about a time, in the built-in brain: relative to what was just offered or
 * chosen ("o godzinę później", "dzień później", "anything earlier?", "wolę jednak jedenastą"),
 * and after the booking was made in this call ("a jednak w piątek, też o dziesiątej", "wolałbym
 * higienizację o tej samej porze", "pomyliłem się, 502 a nie 501"): the appointment just booked
 * is replaced, never doubled.
 */
import { DateTime } from 'luxon';
import { RE_REFUSED_DAY } from '../nlu/datetime.patterns.js';
import { formatSlot, type Language, type NluResult, understand } from '../nlu/index.js';
import { callbackNumber, spokenPhone } from '../nlu/phone-words.js';
import { detailsInAnswer } from '../nlu/yes-and-name.js';
import { noteBooked, noteCancelled } from './booked-here.js';
import { mergeBooking, offer, offerText } from './booking.js';
import { cancelBookedNow } from './manage.js';
import { readWithoutRuledOut } from './offer-answer.js';
import { anythingElse, type Ctx, lang, localDate, localTime, type Step } from './step.js';
import { fold, say } from './texts.js';
import type { BookingDraft } from './types.js';

const RE_RELATIVE =
  /\b(?:o\s+|by\s+|about\s+)?(godzin[eke]|godzinke|pol godziny|pol godzinki|dwie godziny|an hour|one hour|half an hour|two hours|30 minut|30 minutes)\s+(pozniej|wczesniej|later|earlier)\b/;
/** "dzień później", "a day later", "następnego dnia", "the next day", "dwa dni wcześniej". */
const RE_RELATIVE_DAY =
  /\b(?:(?:o\s+)?(dzien|jeden dzien|dwa dni|a day|one day|two days)\s+(pozniej|wczesniej|later|earlier|before)|(nastepnego|kolejnego) dnia|dzien po|the (?:next|following) day|the day after(?! tomorrow)|the day before(?! yesterday))\b/;

/** "o godzinę później", "half an hour earlier", "dzień później": minutes to move the time just offered or chosen. */
export function relativeShift(text: string): number | null {
  const f = fold(text);
  const d = RE_RELATIVE_DAY.exec(f);
  if (d) {
    const days = d[1] && /dwa|two/.test(d[1]) ? 2 : 1;
    const back = (d[2] && /wczesniej|earlier|before/.test(d[2])) || /day before/.test(d[0]);
    return (back ? -days : days) * 24 * 60;
  }
  const m = RE_RELATIVE.exec(f);
  if (!m) return null;
  const minutes = /pol|half|30/.test(m[1]!) ? 30 : /dwie|two/.test(m[1]!) ? 120 : 60;
  return /pozniej|later/.test(m[2]!) ? minutes : -minutes;
}

/**
 * "O 18:00 jesteśmy zamknięci… 16:30, 17:00 lub 17:30" – "to może pół godziny wcześniej?": with
 * several other times offered instead of the one asked for, a shift moves the time asked for.
 */
function askedNotOffered(draft: BookingDraft, tz: string): string | undefined {
  if (!draft.date || !draft.time || draft.offered.length < 2) return undefined;
  if (draft.offered.some((o) => localDate(o, tz) === draft.date && localTime(o, tz) === draft.time))
    return undefined;
  const at = DateTime.fromISO(`${draft.date}T${draft.time}`, { zone: tz });
  return at.isValid ? (at.toISO() ?? undefined) : undefined;
}

/** The time just offered (or chosen) moved by `shift` minutes, offered again on that day. */
export function offerShifted(c: Ctx, draft: BookingDraft, shift: number): Promise<Step> {
  const tz = c.tenant.timezone;
  const base = draft.chosen ?? askedNotOffered(draft, tz) ?? draft.offered[0];
  if (!base)
    return Promise.resolve({ reply: say(lang(c), 'Na jaki dzień i godzinę?', 'For which day and time?') });
  const at = DateTime.fromISO(base, { zone: tz }).plus({ minutes: shift });
  const s = c.nlu.slots;
  // "Dzień później, ale po południu": the day moved, the new part of the day or time said kept.
  const own = Math.abs(shift) >= 24 * 60 && (s.time || s.partOfDay);
  return offer(
    c,
    mergeBooking(
      {
        ...draft,
        chosen: undefined,
        date: at.toISODate() ?? undefined,
        time: own ? undefined : at.toFormat('HH:mm'),
        notBefore: undefined,
        notAfter: undefined,
        offered: [],
      },
      own
        ? { ...c.nlu, slots: { ...(s.time ? { time: s.time } : {}), partOfDay: s.partOfDay } }
        : emptyNlu(c),
      tz,
    ),
    c.nlu,
  );
}

const emptyNlu = (c: Ctx): NluResult => ({ ...c.nlu, slots: {} });

/** "coś wcześniej?", "anything later?", "a bit later in the day": no amount, no day, no hour. */
const RE_VAGUE =
  /^(?:(?:a|i|no|to|hmm+|ok|okay|so|and|but|ale|albo|a moze|moze|czy|is there|do you have|have you got|got|any|anything|something|nothing|cos|jest cos|macie cos|nie ma|nic|troche|nieco|ciut|jeszcze|jakis|jakies|termin|a bit|a little|slightly|even|maybe|perhaps|possibly|sooner|bit)\s+)*(wczesniej|pozniej|earlier|later|sooner)(?:\s+(?:one|termin|godzin\w*|tego dnia|w ciagu dnia|tego samego dnia|in the day|that day|on that day|please|prosze|maybe|moze|perhaps|then|wtedy|jest|sie da|possible|available|free))*\s*$/;

/** Which way a caller without an amount or day wants to go from the times offered: -1, 1 or null. */
export function vagueDirection(text: string): -1 | 1 | null {
  const f = fold(text)
    .replace(/[?!.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const m = RE_VAGUE.exec(f);
  if (!m) return null;
  return /wczesniej|earlier|sooner/.test(m[1]!) ? -1 : 1;
}

/**
 * "Anything earlier?" / "coś później?" while times are offered: the times of that day before the
 * first (or after the last) offered; an earlier time may be on an earlier day, a later one on a
 * following day. Nothing earlier: said, and the offer stands.
 */
export async function offerEarlierOrLater(c: Ctx, draft: BookingDraft, dir: -1 | 1): Promise<Step> {
  const l = lang(c);
  const tz = c.tenant.timezone;
  const offered = draft.chosen ? [draft.chosen] : draft.offered;
  if (offered.length === 0) return offer(c, draft, c.nlu);
  const first = offered[0]!;
  const last = offered[offered.length - 1]!;
  const date = localDate(first, tz);
  const sameDay = await c.tools.availability(date, draft.service);
  const found =
    dir === 1
      ? sameDay.filter((s) => s > last).slice(0, 3)
      : sameDay.filter((s) => s < first && s >= c.tools.now().toISOString()).slice(-3);
  const base = { ...draft, chosen: undefined, notBefore: undefined, notAfter: undefined, time: undefined };
  if (found.length > 0) {
    c.state.booking = { ...base, date, offered: found };
    c.state.stage = 'booking_pick';
    c.state.expecting = found.length === 1 ? 'confirmation' : 'time';
    return { reply: offerText(c, found) };
  }
  if (dir === 1) {
    const next = DateTime.fromISO(date, { zone: tz }).plus({ days: 1 }).toISODate() ?? undefined;
    return offer(
      c,
      { ...base, date: next, offered: [] },
      emptyNlu(c),
      say(l, 'Później tego dnia nie mam wolnych terminów. ', 'There is nothing later that day. '),
    );
  }
  const today = DateTime.fromJSDate(c.tools.now(), { zone: tz }).toISODate() ?? '';
  for (let d = DateTime.fromISO(today, { zone: tz }); (d.toISODate() ?? '') < date; d = d.plus({ days: 1 })) {
    const slots = (await c.tools.availability(d.toISODate() ?? '', draft.service)).filter(
      (s) => s >= c.tools.now().toISOString(),
    );
    if (slots.length > 0) {
      const some = slots.slice(0, 3);
      c.state.booking = { ...base, date: d.toISODate() ?? undefined, offered: some };
      c.state.stage = 'booking_pick';
      c.state.expecting = some.length === 1 ? 'confirmation' : 'time';
      return { reply: offerText(c, some) };
    }
  }
  return {
    reply: offerText(
      c,
      offered,
      say(l, 'Wcześniej nie mam wolnych terminów. ', 'There is nothing earlier, I am afraid. '),
    ),
  };
}

/** Words that swap one thing for another: "zamiast", "to może jednak", "in the same slot", "rather". */
const RE_SWAP =
  /\b(?:zamiast|albo nie|a jednak|jednak|wole|wolal\w*|to moze|moze jednak|(?:w|na|o) (?:tym samym|tej samej|ta sama) (?:terminie|termin|porze|godzinie|godzine)|instead|rather|prefer|change (?:it|that) to|switch (?:it|that)? ?to|(?:at|in) the same (?:time|slot)|same time)\b/;
/** A question about the service itself (its price, its length): asked, not a swap. */
const RE_ABOUT_SERVICE =
  /\b(?:ile|kosztuj\w*|cen\w*|koszt\w*|jak dlugo|trwa|boli|how much|price|cost\w*|how long|hurt\w*)\b/;

/**
 * "Zamiast przeglądu zrobię higienizację, da się?", "to może higienizacja w tym samym terminie?":
 * another of the business's services wanted for the time offered, even said as a question. Not
 * a question about that service's price or length.
 */
export function swapsService(c: Ctx): boolean {
  const draft = c.state.booking;
  const service = c.nlu.slots.service;
  if (!draft?.service || !service || service === draft.service) return false;
  const f = fold(c.text);
  return RE_SWAP.test(f) && !RE_ABOUT_SERVICE.test(f);
}

/* ---------------- after the booking ---------------- */

/** A change of mind: "jednak", "albo nie", "wolę", "zamiast", "actually", "instead", "rather". */
const RE_CHANGE_MIND =
  /\b(?:jednak|wlasciwie|albo nie|zamiast|wolal\w*|wole|zmien\w*|przenie\w*|przelo\w*|przesun\w*|przepraszam|move|reschedule|nie zdaz\w*|nie dam rady|nie moge|actually|instead|rather|change|prefer|sorry|on second thought|make it|can'?t make|won'?t make)\b/;
/** "o tej samej porze", "at the same time": the time of the appointment just booked. */
const RE_SAME_TIME =
  /\b(?:(?:o|w|na) (?:tej samej|ta sama|te sama|tym samym|ten sam) (?:porze|godzinie|pore|godzine|terminie|termin)|tak samo|(?:at )?(?:the )?same time|same slot|same day and time)\b/;
/**
 * Another appointment wanted beside the one booked: "jeszcze zapisać córkę", "for my son", "another
 * appointment" (not "a jeszcze jedno, …" / "one more thing, …", which lead a change).
 */
const RE_ANOTHER =
  /\b(?:jeszcze (?:jedn\w* wizyt\w*|drug\w*|zapisac|umowic)|(?:tez|rowniez) (?:zapisac|umowic)|drug\w* wizyt\w*|kolejn\w* wizyt\w*|dodatkow\w*|dla (?:syna|corki|zony|meza|mamy|taty|dziecka|brata|siostry)|(?:zapisac|umowic) (?:syna|corke|zone|meza|mame|tate|dziecko|brata|siostre)|another (?:appointment|visit|slot)|also book|book (?:another|one more)|second appointment|one more (?:appointment|visit|slot)|for my (?:son|daughter|wife|husband|mum|mom|dad|child|kid|partner|brother|sister))\b/;
/** "na tę samą godzinę", "same time": the time of the appointment being changed. */
export const saysSameTime = (text: string): boolean => RE_SAME_TIME.test(fold(text));
/** An apology, which may open a change or a question. */
const RE_APOLOGY = /\b(?:przepraszam|sorry)\b/g;
/** "Pomyliłem się", "sorry, it's …", "nie 501, tylko 502": a slip in what was said. */
const RE_CORRECTION =
  /\b(?:nie|przepraszam|pomyl\w*|poprawk\w*|sorry|wrong|correct\w*|mistake|i meant|actually)\b/;

/** "Scrap that", "skreślcie mnie": the booking dropped, said without a cancel word. */
const RE_DROP_BOOKED =
  /\b(?:scrap (?:that|it|the booking)|scratch (?:that|it)|skresl\w* (?:mnie|to|ja|te wizyte)|wykresl\w* (?:mnie|to|ja))\b/;
/** Words that want another time or another booking beside a cancel ("cancel it and book Friday instead"). */
const RE_CANCEL_AND_MORE =
  /\b(?:zamiast|przeloz\w*|przeni\w*|przesun\w*|zmien\w*|zapis\w*|umow\w*|zarezerw\w*|(?:to )?moze|instead|move|reschedule|book|make it|change|how about|what about|could we|can we)\b/;

/**
 * A cancel said once the appointment was booked in this call: 'this' when it is the one just
 * booked ("actually, please cancel it, I'm away that day", "jednak proszę to odwołać"), 'other'
 * when another day is named for it with no new time wanted ("I also need to cancel my
 * appointment next Monday"), null when it is no cancel or wants another time instead.
 */
function cancelWanted(c: Ctx, old: BookingDraft): 'this' | 'other' | null {
  const f = fold(c.text);
  if (c.nlu.intent !== 'cancel_appointment' && !RE_DROP_BOOKED.test(f)) return null;
  if (RE_CANCEL_AND_MORE.test(f)) return null;
  const s = c.nlu.slots;
  const tz = c.tenant.timezone;
  const day = s.datetime ? localDate(s.datetime, tz) : s.date;
  const time = s.datetime ? localTime(s.datetime, tz) : s.time;
  if ((day && day !== localDate(old.chosen!, tz)) || (time && time !== localTime(old.chosen!, tz)))
    return c.nlu.intent === 'cancel_appointment' ? 'other' : null;
  return 'this';
}

/** Something that came up: "przypomniałem sobie", "okazuje się", "I just remembered", "turns out". */
const RE_CAME_UP =
  /\b(?:przypomnial\w*|przypomina\w* mi|zapomnial\w*|okazal\w* sie|okazuje sie|wypadl\w* mi|(?:just )?remembered|(?:just )?realis\w*|(?:just )?realiz\w*|forgot|turns out|something came up)\b/;

/**
 * The day or time of the appointment booked in this call ruled out, or something come up, with
 * another day or time said: a change of it ("…w czwartek mam delegację. To może w piątek
 * wpół do dziesiątej?", "I just remembered I'm away Thursday, Friday then?").
 */
function rulesOutBooked(c: Ctx, old: BookingDraft): boolean {
  const f = fold(c.text);
  if (RE_ANOTHER.test(f)) return false;
  const s = c.nlu.slots;
  if (!(s.date || s.datetime || s.time)) return false;
  if (RE_CAME_UP.test(f)) return true;
  const refused = [...f.matchAll(RE_REFUSED_DAY)].map((m) => m[0]);
  if (refused.length === 0) return false;
  const tz = c.tenant.timezone;
  const booked = localDate(old.chosen!, tz);
  return refused.some((r) => understand(r, { now: c.tools.now(), timezone: tz }).slots.date === booked);
}

/**
 * Said once the appointment was booked in this call: a corrected phone number, another time or
 * day, or another service ("a jednak higienizacja, o tej samej porze"). The appointment just
 * booked is replaced (the new one booked first, then the old one cancelled), so the caller never
 * has two, nor loses the one they had. Null when the words change nothing of it.
 */
export async function changeAfterBooking(c: Ctx, reread = false): Promise<Step | null> {
  const old = c.state.booking;
  if (!old?.appointmentId || !old.chosen || !c.tools.cancelAppointment) return null;
  const f = fold(c.text);
  const s = c.nlu.slots;
  const tz = c.tenant.timezone;
  const when = !!(s.date || s.time || s.datetime || s.dateRange || s.partOfDay);
  const shift = relativeShift(c.text);
  const cancels = shift === null ? cancelWanted(c, old) : null;
  if (cancels === 'other') return null;
  if (cancels === 'this')
    return cancelBookedNow(c, {
      id: old.appointmentId,
      start: old.chosen,
      service: old.service ?? null,
      phone: old.phone ?? null,
    });
  // "Jednak na ósmą nie zdążę. Może być dziewiąta trzydzieści?": the time ruled out is not the one wanted.
  if (!reread && RE_CHANGE_MIND.test(f)) {
    const before = c.nlu;
    if (readWithoutRuledOut(c)) {
      const changed = await changeAfterBooking(c, true);
      if (changed) return changed;
      c.nlu = before;
    }
  }
  // A corrected number: the appointment booked again, the same time, with that number.
  const phone = callbackNumber(c.text);
  if (phone && !when && shift === null && RE_CORRECTION.test(f) && phone !== old.phone)
    return rebook(c, old, { ...old, phone }, () =>
      say(
        lang(c),
        `Poprawiłam numer telefonu na ${spokenPhone(phone)}. ${anythingElse('pl')}`,
        `I have corrected the phone number to ${spokenPhone(phone)}. ${anythingElse('en')}`,
      ),
    );
  // "Przepraszam, Nowicka, nie Nowak. Katarzyna Nowicka": the name corrected, the same time.
  const name = when || shift !== null || !RE_CORRECTION.test(f) ? undefined : detailsInAnswer(c.text).name;
  if (name && name !== old.name)
    return rebook(c, old, { ...old, name }, () =>
      say(
        lang(c),
        `Poprawiłam nazwisko na: ${name}. ${anythingElse('pl')}`,
        `I have corrected the name to: ${name}. ${anythingElse('en')}`,
      ),
    );
  const service = s.service && s.service !== old.service ? s.service : undefined;
  // An apology alone opens a question as often as a change ("Przepraszam, a w piątek jesteście
  // otwarci?", "Sorry, are you open on Saturday too?"): with a question it changes nothing.
  const apologyOnly = !RE_CHANGE_MIND.test(f.replace(RE_APOLOGY, ' '));
  const asks = c.text.includes('?') || c.nlu.intent === 'ask_question';
  // "Przypomniałem sobie, że w czwartek mam delegację. To może w piątek?": the day booked ruled out.
  const changes = (RE_CHANGE_MIND.test(f) && !(apologyOnly && asks)) || rulesOutBooked(c, old);
  if (!(shift !== null || ((when || service) && changes))) return null;
  // "Przepraszam, a mogę jeszcze zapisać córkę na piątek?": another appointment, not this one moved.
  if (RE_ANOTHER.test(f)) return null;
  const replacing: BookingDraft = {
    offered: [],
    name: old.name,
    phone: old.phone,
    service: service ?? old.service,
    replaces: old.appointmentId,
    ...(service ? {} : { moves: true }),
  };
  const sameTime = RE_SAME_TIME.test(f) || !when;
  if (service && sameTime && shift === null)
    return rebook(
      c,
      old,
      { ...old, service },
      () =>
        say(
          lang(c),
          `Zmieniłam wizytę na: ${service}, w tym samym terminie. ${anythingElse('pl')}`,
          `I have changed the appointment to: ${service}, at the same time. ${anythingElse('en')}`,
        ),
      true,
    );
  c.state.booking = { ...replacing, chosen: old.chosen };
  if (shift !== null) return offerShifted(c, c.state.booking, shift);
  // Only the day said: the time of the booked appointment kept; only the time: its day.
  const dayOnly = (s.date || s.dateRange) && !s.time && !s.datetime && !s.partOfDay;
  const kept: Partial<BookingDraft> = {
    ...(dayOnly ? { time: localTime(old.chosen, tz) } : {}),
    ...(s.date || s.datetime || s.dateRange ? {} : { date: localDate(old.chosen, tz) }),
  };
  return offer(c, mergeBooking({ ...replacing, ...kept }, c.nlu, tz), c.nlu);
}

/**
 * The booked appointment made again with other details at its own time (a corrected number,
 * another service): the old one cancelled first to free its time, then the new one booked; when
 * that fails, the old one is booked back as it was and other times are offered for the change.
 */
async function rebook(
  c: Ctx,
  old: BookingDraft,
  next: BookingDraft,
  done: () => string,
  offerOnFail = false,
): Promise<Step> {
  const cancelled = await c.tools.cancelAppointment!(old.appointmentId!);
  if (!cancelled.ok)
    return {
      reply:
        say(
          lang(c),
          'Przepraszam, nie mogę teraz zmienić tej wizyty. ',
          'Sorry, I cannot change that appointment now. ',
        ) + anythingElse(lang(c)),
    };
  const input = { start: old.chosen!, name: next.name ?? '', phone: next.phone ?? c.state.callerNumber };
  const r = await c.tools.book({ ...input, service: next.service });
  if (r.ok) {
    noteBooked(c.state, r.id, old.appointmentId);
    c.state.booking = { ...next, appointmentId: r.id, offered: [] };
    c.state.stage = 'anything_else';
    c.state.expecting = undefined;
    return { reply: done() };
  }
  const back = await c.tools.book({
    ...input,
    phone: old.phone ?? c.state.callerNumber,
    service: old.service,
  });
  if (back.ok) noteBooked(c.state, back.id, old.appointmentId);
  else noteCancelled(c.state, old.appointmentId!);
  c.state.booking = back.ok ? { ...old, appointmentId: back.id } : { ...old, appointmentId: undefined };
  if (!offerOnFail) return { reply: anythingElse(lang(c)) };
  const tz = c.tenant.timezone;
  return offer(
    c,
    {
      offered: [],
      name: old.name,
      phone: old.phone,
      service: next.service,
      date: localDate(old.chosen!, tz),
      time: localTime(old.chosen!, tz),
      ...(back.ok ? { replaces: back.id } : {}),
    },
    emptyNlu(c),
    say(lang(c), 'W tym terminie ta usługa się nie zmieści. ', 'That service does not fit at that time. '),
    [old.chosen!],
  );
}

/**
 * A change of mind about the time of the appointment booked in this call, its service kept: that
 * appointment moved (the same update as `PATCH`), so it may move over its own time and the caller
 * never holds two. Taken meanwhile: other times offered.
 */
export async function moveBooked(c: Ctx, draft: BookingDraft, chosen: string): Promise<Step> {
  const l = lang(c);
  const tz = c.tenant.timezone;
  const id = draft.replaces!;
  const r = await c.tools.moveAppointment!(id, chosen);
  if (r.ok) {
    c.state.booking = { ...draft, replaces: undefined, moves: undefined, appointmentId: id };
    noteBooked(c.state, id);
    c.state.stage = 'anything_else';
    c.state.expecting = undefined;
    const when = formatSlot(r.start, l, tz, { now: c.tools.now() });
    return {
      reply: say(
        l,
        `Zmieniłam termin. Wizyta jest teraz ${when} na nazwisko ${draft.name}. ${anythingElse(l)}`,
        `I have changed the time. Your appointment is now ${when} under the name ${draft.name}. ${anythingElse(l)}`,
      ),
    };
  }
  return offerInstead(c, draft, chosen, justTaken(l));
}

/** Said before other times when the one chosen was taken by someone else a moment ago. */
export const justTaken = (l: Language) =>
  say(l, 'Niestety ten termin został przed chwilą zajęty. ', 'Sorry, that slot has just been taken. ');

/**
 * The chosen slot could not be had (taken meanwhile): times around it offered, it left out, and
 * `alsoLeftOut` too (a moved appointment's old time).
 */
export function offerInstead(
  c: Ctx,
  draft: BookingDraft,
  chosen: string,
  prefix: string,
  alsoLeftOut: string[] = [],
): Promise<Step> {
  const tz = c.tenant.timezone;
  const retry: BookingDraft = {
    ...draft,
    date: localDate(chosen, tz),
    time: localTime(chosen, tz),
    chosen: undefined,
    offered: [],
  };
  return offer(c, retry, null, prefix, [chosen, ...alsoLeftOut]);
}
