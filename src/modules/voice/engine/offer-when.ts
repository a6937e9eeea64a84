/**
 * What a booking's search is given, read before the times are offered: a limit that leaves no
 * opening time on the day asked ("czy jutro przed ósmą ktoś przyjmuje?", "anything after six on
 * Friday?") is the day's opening or closing time said and the times nearest to it offered; an
 * hour said but not understood is kept in mind, so that a bare yes does not take the earliest.
 */
import { minutesOfDay, openMinutesOn } from '../../appointments/opening-hours.js';
import { fmtTime } from '../nlu/datetime.resolve.js';
import type { NluResult } from '../nlu/index.js';
import { type Ctx, lang, spokenTime } from './step.js';
import { fold, say } from './texts.js';
import type { BookingDraft } from './types.js';

const hhmm = (min: number) => fmtTime(Math.floor(min / 60), min % 60);

/** The first opening and the last closing minute of a date in the tenant's hours; null when closed. */
function dayEdges(c: Ctx, date: string): { first: number; last: number } | null {
  const open = openMinutesOn(c.tenant.openingHours, date, c.tenant.hoursExceptions);
  if (open.length === 0) return null;
  return { first: Math.min(...open.map(([a]) => a)), last: Math.max(...open.map(([, b]) => b)) };
}

/**
 * "Przed ósmą" on a day that opens at 8:00, "after six" on one that closes at 18:00: the draft
 * wanting the opening time (or the closing time, the times nearest to it offered) and what is
 * said of the day ("W tym dniu przyjmujemy od 8:00."); null when the limit leaves some opening
 * time, or is no limit said in this turn (a part of the day is left to the search).
 */
function limitOutsideHours(
  c: Ctx,
  draft: BookingDraft,
  nlu: NluResult | null,
): { draft: BookingDraft; said: string } | null {
  const s = nlu?.slots;
  if (!s || !draft.date || draft.time || s.partOfDay || !(s.notBefore || s.notAfter)) return null;
  const edges = dayEdges(c, draft.date);
  if (!edges) return null;
  const { first, last } = edges;
  const before = draft.notAfter ? minutesOfDay(draft.notAfter) : null;
  const after = draft.notBefore ? minutesOfDay(draft.notBefore) : null;
  const l = lang(c);
  const at = (min: number) => spokenTime(hhmm(min));
  const limitless = { ...draft, notBefore: undefined, notAfter: undefined };
  if (before !== null && before <= first)
    return {
      draft: { ...limitless, time: hhmm(first) },
      said: say(l, `W tym dniu przyjmujemy od ${at(first)}. `, `That day we open at ${at(first)}. `),
    };
  if (after !== null && after >= last)
    return {
      draft: { ...limitless, time: hhmm(last) },
      said: say(l, `W tym dniu przyjmujemy do ${at(last)}. `, `That day we close at ${at(last)}. `),
    };
  return null;
}

/**
 * An hour the caller said that no time was read from: a Polish ordinal hour ("dziesiąta", "o
 * jedenastej") or an English one said with "o'clock" or before a comma or a question mark. Read
 * over the folded text of the turn; no understanding is run again.
 */
const RE_HOUR_SAID =
  /\b(?:siodm|osm|dziewiat|dziesiat|jedenast|dwunast|trzynast|czternast|pietnast|szesnast|siedemnast|osiemnast)(?:a|ej|e)\b|\b(?:seven|eight|nine|ten|eleven|twelve)(?: o'?clock\b|(?=\s*[,?]))/;

/**
 * The draft the search is given and what is said before the times (`prefix` unless something
 * was already to be said): a limit outside the day's hours replaced by that day's opening or
 * closing time; `hourUnread` set when an hour was said in the turn but none was understood.
 */
export function whenToOffer(
  c: Ctx,
  draft: BookingDraft,
  nlu: NluResult | null,
  prefix: string,
): { draft: BookingDraft; prefix: string } {
  const edge = prefix ? null : limitOutsideHours(c, draft, nlu);
  const next = edge ? edge.draft : draft;
  const unread = !next.time && !next.notBefore && !next.notAfter && RE_HOUR_SAID.test(fold(c.text));
  return { draft: { ...next, hourUnread: unread || undefined }, prefix: edge ? edge.said : prefix };
}

/**
 * "W środę wieczorem, około dziewiętnastej" on a day that closes at 18:00: the times nearest the
 * closing (or, before opening, the opening) are offered, the part of the day said around the
 * hour set aside with it (it holds no open time that day).
 */
export function nearestOpen(c: Ctx, draft: BookingDraft, date: string, time: string): BookingDraft {
  const edges = dayEdges(c, date);
  const m = minutesOfDay(time);
  if (!edges || m === null) return draft;
  const { first, last } = edges;
  const edge = m >= last ? last : m < first ? first : null;
  if (edge === null) return draft;
  return { ...draft, time: hhmm(edge), notBefore: undefined, notAfter: undefined };
}
