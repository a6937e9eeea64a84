/**
 * Builders for the fifteenth held-out set (`fifteenth.ts`), on top of the twelfth and fourteenth
 * sets' builders (the language given with each caller: the ids `p001`… say nothing of it): a
 * booking moved in the call, a booking given up or cancelled in the call, a booking with the
 * phone number the caller dictated.
 */
import { booked, type Service } from './fourteenth-callers-kit.js';
import { PRICES } from './script.js';
import { type Lang, make } from './twelfth-callers-kit.js';

/** Booked, then moved in the same call to `at`: one appointment left, at the new time. */
export const moved = (id: string, lang: Lang, at: string, service: Service, name: string, lines: string[]) =>
  booked(id, lang, at, service, name, lines, { outcome: ['booked', 'rescheduled'] });

/** Booked with the number the caller dictated (national digits; stored as `+48…`). */
export const bookedWithPhone = (
  id: string,
  lang: Lang,
  at: string,
  service: Service,
  name: string,
  digits: string,
  lines: string[],
) => booked(id, lang, at, service, name, lines, { appointment: { at, phone: `+48${digits}` } });

/** Booked and cancelled in the same call: no appointment left (a price may have been quoted). */
export const cancelled = (id: string, lang: Lang, lines: string[]) =>
  make(id, lang, { outcome: ['cancelled', 'no_action'], allow: PRICES }, lines);

/** A booking begun and given up before it was made: nothing done (a price may have been quoted). */
export const givenUp = (id: string, lang: Lang, lines: string[]) =>
  make(id, lang, { outcome: 'no_action', allow: PRICES }, lines);
