/**
 * Builders for the twelfth held-out set (`twelfth.ts`): like `script.ts`, but the language is
 * given with each caller (the ids `m001`… say nothing of it).
 */
import { ALL_SERVICE_NAMES } from './clinic.js';
import { type Appt, type Caller, type Expect, type Msg, PRICES } from './script.js';

export type Lang = 'pl' | 'en';

/** Usual ways to end the call when asked whether there is anything else. */
export const NIE = 'Nie, dziękuję';
export const NO = 'No, thanks';

export const make = (id: string, lang: Lang, expect: Expect, lines: string[]): Caller => ({
  id,
  lang,
  lines,
  expect,
});
export const book = (id: string, lang: Lang, appointment: Appt, lines: string[]) =>
  make(id, lang, { outcome: 'booked', appointment }, lines);
/** An answer from the FAQ or the knowledge document carrying these facts. */
export const faq = (id: string, lang: Lang, facts: string[], lines: string[], allow: string[] = []) =>
  make(id, lang, { outcome: 'answered_faq', facts, allow }, lines);
/** An answer from the settings or the price list that may or may not count as an FAQ. */
export const info = (
  id: string,
  lang: Lang,
  lines: string[],
  e: { says?: string[]; facts?: string[]; allow?: string[] },
) => make(id, lang, { outcome: ['answered_faq', 'no_action'], ...e }, lines);
/** A price from the price list (settings or the knowledge document). */
export const price = (id: string, lang: Lang, fact: string, lines: string[]) =>
  info(id, lang, lines, { facts: [fact], allow: PRICES });
/** The list of services (Polish: every name said). */
export const services = (id: string, lines: string[]) =>
  info(id, 'pl', lines, { says: ALL_SERVICE_NAMES, allow: PRICES });
export const missed = (id: string, lang: Lang, lines: string[], allow: string[] = []) =>
  make(id, lang, { outcome: 'no_action', missed: true, allow }, lines);
export const message = (id: string, lang: Lang, m: Msg, lines: string[], allow: string[] = []) =>
  make(id, lang, { outcome: 'callback', message: m, allow }, lines);
/** Transferred (to this department, or anywhere when `to` is null: an emergency). */
export const transfer = (
  id: string,
  lang: Lang,
  to: 'main' | 'accounting' | 'surgery' | null,
  lines: string[],
  allow: string[] = [],
) => make(id, lang, { outcome: 'transferred', ...(to ? { transfer: to } : {}), allow }, lines);
/** A call that ends with nothing done. */
export const nothing = (id: string, lang: Lang, lines: string[]) =>
  make(id, lang, { outcome: 'no_action' }, lines);
