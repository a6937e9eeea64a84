/** Booking in the built-in brain: the slots searched and offered, the pick, the booking itself. */
import { DateTime } from 'luxon';
import { formatDateList, formatSlot, type NluResult } from '../nlu/index.js';
import { withoutRuledOut } from '../nlu/offer-answer.js';
import { detailsBesideYes, detailsInRequest } from '../nlu/yes-and-name.js';
import { noteBooked } from './booked-here.js';
import {
  justTaken,
  moveBooked,
  offerEarlierOrLater,
  offerInstead,
  offerShifted,
  relativeShift,
  vagueDirection,
} from './booking-change.js';
import { detailsForAChoice, detailsForTheOffer, namedInAnswer } from './booking-details.js';
import { confirmMove } from './manage.js';
import {
  bareHour,
  choiceAgain,
  keptTime,
  offeredOnDay,
  readWithoutRuledOut,
  tookFirst,
  yesToAChoice,
} from './offer-answer.js';
import { nearestOpen, whenToOffer } from './offer-when.js';
import {
  anythingElse,
  type Ctx,
  lang,
  localDate,
  localTime,
  type Step,
  saysWhen,
  spokenTime,
} from './step.js';
import { exceptionOn, fold, openAt, openOn, say, speakException, speakOpeningHours } from './texts.js';
import type { BookingDraft } from './types.js';
import { requireVerification } from './verification.js';

export { relativeShift } from './booking-change.js';

const MAX_OFFERED = 3;
const SEARCH_DAYS = 14;

/* ---------------- booking ---------------- */

export function mergeBooking(draft: BookingDraft, nlu: NluResult, tz: string): BookingDraft {
  const s = nlu.slots;
  const next: BookingDraft = { ...draft };
  if (s.datetime) {
    next.date = localDate(s.datetime, tz);
    next.time = localTime(s.datetime, tz);
  }
  if (s.date) next.date = s.date;
  if (s.dateRange) next.date = undefined;
  if (s.time) next.time = s.time;
  // "Dobrze, to wpół do piątej" after "wieczorem": a new hour alone wins over limits it is outside.
  if (s.time && !s.partOfDay && !s.notBefore && !s.notAfter) {
    if (next.notBefore && s.time < next.notBefore) next.notBefore = undefined;
    if (next.notAfter && s.time >= next.notAfter) next.notAfter = undefined;
  }
  if (s.partOfDay) {
    // "O piątej po południu": the hour said is inside the hours searched, even at their edge.
    const h = s.time ? Number(s.time.slice(0, 2)) : undefined;
    const from = h === undefined ? s.partOfDay.fromHour : Math.min(s.partOfDay.fromHour, h);
    const to = h === undefined ? s.partOfDay.toHour : Math.max(s.partOfDay.toHour, h + 1);
    next.notBefore = `${String(from).padStart(2, '0')}:00`;
    next.notAfter = `${String(to).padStart(2, '0')}:00`;
  }
  // "First thing", "jak najwcześniej": a yes to a choice of times takes the earliest.
  if (s.soonest) next.earliest = true;
  else if (s.time || s.datetime) next.earliest = undefined;
  if (s.notBefore) next.notBefore = s.notBefore;
  if (s.notAfter) next.notAfter = s.notAfter;
  if (s.service) next.service = s.service;
  if (s.name) next.name = s.name;
  if (s.phone) next.phone = s.phone;
  return next;
}

/** Candidate dates for a search: the date asked for (then the following days), a range, or from today. */
function searchDates(draft: BookingDraft, nlu: NluResult | null, now: DateTime): string[] {
  const range = nlu?.slots.dateRange;
  const today = now.startOf('day');
  let from = draft.date ? DateTime.fromISO(draft.date, { zone: now.zone }) : today;
  let days = SEARCH_DAYS;
  if (range) {
    from = DateTime.fromISO(range.from, { zone: now.zone });
    const to = DateTime.fromISO(range.to, { zone: now.zone });
    days = Math.max(1, Math.min(SEARCH_DAYS, Math.round(to.diff(from, 'days').days) + 1));
  }
  if (from < today) from = today;
  return Array.from({ length: days }, (_, i) => from.plus({ days: i }).toISODate() ?? '');
}

function fits(iso: string, draft: BookingDraft, tz: string): boolean {
  const t = localTime(iso, tz);
  if (draft.notBefore && t < draft.notBefore) return false;
  if (draft.notAfter && t >= draft.notAfter) return false;
  return true;
}

/** Up to three open slots: the first date with a slot that fits, nearest the preferred time first. */
async function findSlots(c: Ctx, draft: BookingDraft, nlu: NluResult | null, exclude: string[] = []) {
  const tz = c.tenant.timezone;
  const now = DateTime.fromJSDate(c.tools.now(), { zone: tz });
  // An appointment being moved: its own time is free to it ("move it to half past nine, same day").
  const m = c.state.manage;
  const moving =
    draft.replaces && draft.moves
      ? draft.replaces
      : m?.action === 'reschedule' && m.target
        ? m.target.id
        : undefined;
  for (const date of searchDates(draft, nlu, now)) {
    if (!openOn(c.tenant.openingHours, date, c.tenant.hoursExceptions)) continue;
    const all = (await c.tools.availability(date, draft.service, moving)).filter(
      (s) => !exclude.includes(s) && fits(s, draft, tz),
    );
    if (all.length === 0) continue;
    if (draft.time) {
      const want = draft.time;
      const exact = all.find((s) => localTime(s, tz) === want);
      if (exact && date === draft.date) return { date, slots: [exact], exact: true };
      const minutes = (s: string) => {
        const [h, m] = localTime(s, tz).split(':').map(Number) as [number, number];
        const [wh, wm] = want.split(':').map(Number) as [number, number];
        return Math.abs(h * 60 + m - (wh * 60 + wm));
      };
      const near = [...all].sort((a, b) => minutes(a) - minutes(b)).slice(0, MAX_OFFERED);
      return { date, slots: near.sort(), exact: false };
    }
    return { date, slots: all.slice(0, MAX_OFFERED), exact: false };
  }
  return { date: null, slots: [] as string[], exact: false };
}

export function offerText(c: Ctx, slots: string[], prefix = ''): string {
  const l = lang(c);
  const tz = c.tenant.timezone;
  const list = formatDateList(slots, l, tz, { now: c.tools.now() });
  if (slots.length === 1)
    return `${prefix}${say(l, `Mogę zaproponować ${list}. Czy ten termin pasuje?`, `I can offer ${list}. Does that suit you?`)}`;
  return `${prefix}${say(l, `Mogę zaproponować: ${list}. Który termin wybrać?`, `I can offer ${list}. Which one would you like?`)}`;
}

export async function offer(
  c: Ctx,
  draft: BookingDraft,
  nlu: NluResult | null,
  prefix = '',
  exclude: string[] = [],
): Promise<Step> {
  const l = lang(c);
  const tz = c.tenant.timezone;
  // "Are you open on Sunday? I need a check-up." … "Monday the 30th, then": the service said before.
  if (!draft.service && c.state.serviceSaid && !c.state.manage)
    draft = { ...draft, service: c.state.serviceSaid };
  const ex = draft.date ? exceptionOn(c.tenant.hoursExceptions, draft.date) : undefined;
  if (draft.date && ex?.closed) {
    // A holiday: said with the owner's note; the search goes on from the next days.
    prefix += `${speakException(ex, l, tz, c.tools.now())} `;
  } else if (draft.date && !openOn(c.tenant.openingHours, draft.date, c.tenant.hoursExceptions)) {
    prefix += say(
      l,
      `W tym dniu jesteśmy zamknięci. Pracujemy: ${speakOpeningHours(c.tenant.openingHours, l)}. `,
      `We are closed that day. Our hours are ${speakOpeningHours(c.tenant.openingHours, l)}. `,
    );
  } else if (
    draft.date &&
    draft.time &&
    !prefix &&
    !openAt(c.tenant.openingHours, draft.date, draft.time, c.tenant.hoursExceptions)
  ) {
    prefix = ex
      ? `${speakException(ex, l, tz, c.tools.now())} `
      : say(
          l,
          `O ${spokenTime(draft.time)} jesteśmy już zamknięci. Pracujemy: ${speakOpeningHours(c.tenant.openingHours, l)}. `,
          `We are closed at ${spokenTime(draft.time)}. Our hours are ${speakOpeningHours(c.tenant.openingHours, l)}. `,
        );
    draft = nearestOpen(c, draft, draft.date, draft.time);
  }
  // "Czy jutro przed ósmą…?": the day's opening time instead; an hour said and not understood kept.
  ({ draft, prefix } = whenToOffer(c, draft, nlu, prefix));
  const found = await findSlots(c, draft, nlu, exclude);
  // "Jutro rano, jak najwcześniej": the earliest time of that day, not a choice of three.
  if (nlu?.slots.soonest && draft.date && !draft.time && found.date === draft.date)
    found.slots = found.slots.slice(0, 1);
  if (found.slots.length === 0) {
    c.state.booking = { ...draft, offered: [] };
    c.state.stage = 'booking_when';
    c.state.expecting = 'date';
    return {
      reply: `${prefix}${say(l, 'Niestety nie mam wolnych terminów w tym czasie. Jaki inny dzień by pasował?', 'Sorry, there are no free slots then. Which other day would suit you?')}`,
    };
  }
  if (draft.date && found.date !== draft.date && !prefix)
    prefix = say(l, 'W tym dniu nie ma już wolnych terminów. ', 'There are no free slots left that day. ');
  else if (draft.time && !found.exact && !prefix)
    prefix = say(
      l,
      `O ${spokenTime(draft.time)} nie ma wolnego terminu. `,
      `${spokenTime(draft.time)} is not available. `,
    );
  c.state.booking = { ...draft, offered: found.slots, askedAgain: undefined };
  c.state.stage = 'booking_pick';
  c.state.expecting = found.slots.length === 1 ? 'confirmation' : 'time';
  return { reply: offerText(c, found.slots, prefix) };
}

function offeredAtBareHour(c: Ctx, offered: string[], time = bareHour(c, c.text)): string | undefined {
  const tz = c.tenant.timezone;
  if (!time) return undefined;
  const [h, m] = time.split(':').map(Number) as [number, number];
  const later = `${String(h + 12).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return (
    offered.find((o) => localTime(o, tz) === time) ??
    (h < 12 ? offered.find((o) => localTime(o, tz) === later) : undefined)
  );
}

export function ordinal(text: string): number | null {
  const f = fold(text);
  if (/\b(pierwsz\w*|first)\b/.test(f)) return 0;
  if (/\b(drug\w*|second)\b/.test(f)) return 1;
  if (/\b(trzec\w*|third)\b/.test(f)) return 2;
  if (/\b(ostatni\w*|last)\b/.test(f)) return -1;
  return null;
}

/**
 * Another of the business's services named once a slot was offered or chosen ("nie, jednak
 * higienizacja zamiast wybielania"): the same time offered again for that service (its length
 * may not fit there). Null when no other service was named.
 */
function changeService(c: Ctx, draft: BookingDraft): Promise<Step> | null {
  const service = c.nlu.slots.service;
  if (!service || !draft.service || service === draft.service) return null;
  const tz = c.tenant.timezone;
  const base = draft.chosen ?? (draft.offered.length === 1 ? draft.offered[0] : undefined);
  const at = base ? { date: localDate(base, tz), time: localTime(base, tz) } : {};
  const next = mergeBooking({ ...draft, ...at, service, chosen: undefined, offered: [] }, c.nlu, tz);
  return offer(c, next, c.nlu);
}

/**
 * A change said after a slot was chosen, before the booking ("a jednak wolałbym w piątek o
 * 15", "o godzinę później"): the new time offered instead. Null when the words change nothing.
 */
export function changeAfterPick(c: Ctx): Promise<Step> | null {
  const draft = c.state.booking;
  if (!draft) return null;
  const shift = relativeShift(c.text);
  if (shift !== null) return offerShifted(c, draft, shift);
  const s = c.nlu.slots;
  const dir = saysWhen(s) || s.name ? null : vagueDirection(c.text);
  if (dir !== null) return offerEarlierOrLater(c, draft, dir);
  if (!s.name) {
    const other = changeService(c, draft);
    if (other) return other;
  }
  if (!(s.date || s.time || s.datetime || s.partOfDay || s.dateRange) || s.name) return null;
  const tz = c.tenant.timezone;
  const keepDate =
    s.date || s.datetime || s.dateRange
      ? {}
      : { date: draft.chosen ? localDate(draft.chosen, tz) : draft.date };
  return offer(
    c,
    mergeBooking(
      {
        ...draft,
        ...keepDate,
        chosen: undefined,
        time: undefined,
        notBefore: undefined,
        notAfter: undefined,
        offered: [],
        ...keptTime(c, draft, s),
      },
      c.nlu,
      tz,
    ),
    c.nlu,
  );
}

/** Digits of a phone number, or a name and surname: not an hour said alone. */
const RE_NAME_OR_NUMBER = /\d{3}|\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u;

export async function pickSlot(c: Ctx): Promise<Step> {
  let draft = c.state.booking ?? { offered: [] };
  const tz = c.tenant.timezone;
  const offered = draft.offered;
  // "Mam wtedy spotkanie, może być czwarta?": what is ruled out is no answer to the offer.
  readWithoutRuledOut(c);
  const s = c.nlu.slots;
  const shift = relativeShift(c.text);
  if (shift !== null) return offerShifted(c, draft, shift);
  const other = changeService(c, draft);
  if (other) return other;
  // "Na przegląd." to "does that suit you?": what the time is for, said first; the offer stands.
  const serviceAdded = !!s.service && !draft.service;
  if (serviceAdded) {
    draft = { ...draft, service: s.service };
    c.state.booking = draft;
  }
  let chosen: string | undefined;
  // "A we wtorek pierwszego grudnia?": a day of the month said is no first of the times offered.
  const ord = offeredOnDay(c, offered) ? ordinal(c.text) : null;
  if (ord !== null) chosen = ord === -1 ? offered[offered.length - 1] : offered[ord];
  if (!chosen && (s.time || s.datetime)) {
    const time = s.datetime ? localTime(s.datetime, tz) : s.time;
    const date = s.datetime ? localDate(s.datetime, tz) : s.date;
    chosen = offered.find((o) => localTime(o, tz) === time && (!date || localDate(o, tz) === date));
  }
  // "I can't do 10, I have a meeting. Is 12 free?": the hour ruled out is never the one taken.
  const hour =
    !chosen && !saysWhen(s) && offered.length > 0
      ? bareHour(c, withoutRuledOut(c.text) ?? c.text)
      : undefined;
  if (hour) chosen = offeredAtBareHour(c, offered, hour);
  // "Może być o dziewiątej rano?": a yes that asks another time does not take the one offered.
  const otherTime =
    !chosen &&
    (!!(s.time || s.datetime) || (!!s.date && offered.length === 1 && s.date !== localDate(offered[0]!, tz)));
  // "Brilliant. Owen Davies", "To biorę. Paweł Zając": agreement and a name take the one time offered.
  const agreedWithName = offered.length === 1 && detailsBesideYes(c.text) !== undefined;
  if (!chosen && !otherTime && (c.nlu.intent === 'confirm' || agreedWithName) && offered.length === 1)
    chosen = offered[0];
  // "Yes" to a choice of times: the earliest when asked for or proposed, else the choice asked again.
  let taken: string | undefined;
  if (!chosen && !otherTime && ord === null && vagueDirection(c.text) === null) {
    const yes = yesToAChoice(c, draft, offered);
    if (typeof yes === 'string') {
      chosen = yes;
      taken = offered[0];
    } else if (yes) return yes;
  }
  if (!chosen) {
    const taken = detailsForTheOffer(c, offered);
    if (taken) return taken;
  }
  if (chosen) {
    // "Tak, pasuje, Robert Wieczorek": the yes and the details in one breath.
    const details = draft.name
      ? undefined
      : (detailsBesideYes(c.text) ?? namedInAnswer(c.text) ?? (s.name ? { name: s.name } : undefined));
    c.state.booking = { ...draft, chosen, ...details };
    const next = await afterPick(c);
    return taken
      ? { ...next, reply: `${tookFirst(c, taken)} ${next.reply.replace(/^(?:Dobrze|Fine)\. /, '')}` }
      : next;
  }
  // "Karolina Pawłowska" to a choice of times: the name kept, the choice asked again.
  const kept = detailsForAChoice(c, offered);
  if (kept) return kept;
  // "Albo nie, wolę jednak jedenastą": an hour not offered, wanted on the day offered.
  if (hour && ord === null && !RE_NAME_OR_NUMBER.test(c.text))
    return offer(
      c,
      {
        ...draft,
        date: localDate(offered[0]!, tz),
        time: hour,
        chosen: undefined,
        offered: [],
        notBefore: undefined,
        notAfter: undefined,
      },
      c.nlu,
    );
  // "Anything earlier?", "coś później?": other times of the day offered, or the nearest days.
  const dir = saysWhen(s) ? null : vagueDirection(c.text);
  if (dir !== null) return offerEarlierOrLater(c, draft, dir);
  if (c.nlu.intent === 'deny' && !s.date && !s.time && !s.dateRange && !s.partOfDay) {
    c.state.booking = { ...draft, offered: [] };
    c.state.stage = 'booking_when';
    c.state.expecting = 'date';
    return { reply: say(lang(c), 'Jaki inny termin by pasował?', 'Which other time would suit you?') };
  }
  if (saysWhen(s)) {
    const keepDate = s.date || s.datetime || s.dateRange ? {} : { date: draft.date };
    return offer(
      c,
      mergeBooking(
        {
          ...draft,
          ...keepDate,
          time: undefined,
          notBefore: undefined,
          notAfter: undefined,
          offered: [],
          ...keptTime(c, draft, s),
        },
        c.nlu,
        tz,
      ),
      c.nlu,
    );
  }
  if (serviceAdded && offered.length > 0) {
    const at =
      offered.length === 1 ? { date: localDate(offered[0]!, tz), time: localTime(offered[0]!, tz) } : {};
    return offer(c, { ...draft, ...at, chosen: undefined, offered: [] }, c.nlu);
  }
  c.state.booking = { ...draft, askedAgain: (draft.askedAgain ?? 0) + 1 };
  if (offered.length >= 2) return { reply: choiceAgain(c, offered, { pl: '', en: '' }) };
  return {
    reply: say(
      lang(c),
      `Proszę wybrać jeden z terminów: ${formatDateList(offered, 'pl', tz, { now: c.tools.now() })}.`,
      `Please choose one of: ${formatDateList(offered, 'en', tz, { now: c.tools.now() })}.`,
    ),
  };
}

/** Something said of when: a day, a time, a range, a part of the day, a limit, "as soon as possible". */
export { saysWhen } from './step.js';

export async function afterPick(c: Ctx): Promise<Step> {
  const draft = c.state.booking!;
  // A new time for an appointment the caller already has: confirm, then move it.
  if (c.state.manage?.action === 'reschedule' && c.state.manage.target) return confirmMove(c);
  if (!draft.name) {
    c.state.stage = 'booking_name';
    c.state.expecting = 'name';
    return {
      reply: say(
        lang(c),
        'Dobrze. Na jakie imię i nazwisko zapisać wizytę?',
        'Fine. What name should I book it under?',
      ),
    };
  }
  return book(c);
}

export async function book(c: Ctx): Promise<Step> {
  const draft = c.state.booking!;
  const l = lang(c);
  const tz = c.tenant.timezone;
  const chosen = draft.chosen!;
  const phone = draft.phone ?? c.state.callerNumber;
  if (draft.replaces && draft.moves && c.tools.moveAppointment) return moveBooked(c, draft, chosen);
  const r = await c.tools.book({ start: chosen, name: draft.name!, phone, service: draft.service });
  if (r.ok) {
    // A change of mind after booking: the new one is booked, the one it replaces cancelled.
    const replaced =
      draft.replaces && c.tools.cancelAppointment ? await c.tools.cancelAppointment(draft.replaces) : null;
    c.state.booking = { ...draft, replaces: undefined, appointmentId: r.id, phone: phone ?? undefined };
    noteBooked(c.state, r.id, replaced?.ok ? draft.replaces : undefined);
    c.state.stage = 'anything_else';
    c.state.expecting = undefined;
    const when = formatSlot(chosen, l, tz, { now: c.tools.now() });
    return {
      reply: say(
        l,
        `${replaced?.ok ? 'Zmieniłam termin. ' : ''}Zarezerwowałam wizytę ${when} na nazwisko ${draft.name}. ${anythingElse(l)}`,
        `${replaced?.ok ? 'I have changed the time. ' : ''}Your appointment is booked ${when} under the name ${draft.name}. ${anythingElse(l)}`,
      ),
    };
  }
  const prefix =
    r.reason === 'slot_unavailable'
      ? justTaken(l)
      : say(l, 'Niestety tego terminu nie mogę zarezerwować. ', 'Sorry, I cannot book that slot. ');
  return offerInstead(c, draft, chosen, prefix);
}

export async function startBooking(c: Ctx): Promise<Step> {
  c.state.manage = undefined;
  const gate = await requireVerification(c, 'book', c.state.callerNumber);
  if (gate) return gate;
  const draft = mergeBooking(c.state.booking ?? { offered: [] }, c.nlu, c.tenant.timezone);
  const s = c.nlu.slots;
  // "…jutro o dziesiątej. Jan Nowicki, numer pięćset dwa…": the details said with the request.
  const details = detailsInRequest(c.text);
  if (!draft.name && details.name) draft.name = details.name;
  if (!draft.phone && details.phone) draft.phone = details.phone;
  if (!draft.date && !s.dateRange && !s.soonest) {
    c.state.booking = draft;
    c.state.stage = 'booking_when';
    c.state.expecting = 'date';
    return {
      reply: say(
        lang(c),
        'Chętnie umówię wizytę. Na kiedy?',
        'I will gladly book an appointment. When would suit you?',
      ),
    };
  }
  return offer(c, draft, c.nlu);
}
