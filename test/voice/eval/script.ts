/**
 * Small builders for scripted evaluation callers (`EvalCaller`): the language from the id
 * (`pl…`, `en…`), the usual end of a call, and the expectations of the common outcomes.
 */
import { ALL_SERVICE_NAMES } from './clinic.js';
import type { EvalCaller } from './types.js';

export type Appt = NonNullable<EvalCaller['expect']['appointment']>;
export type Msg = NonNullable<EvalCaller['expect']['message']>;
export type Expect = EvalCaller['expect'];
/** A caller before its kind is set (the kind comes from the list it is in). */
export type Caller = Omit<EvalCaller, 'kind'>;

/** The usual way to end the call when asked whether there is anything else. */
export const NIE = 'Nie, dziękuję';
export const NO = 'No, thanks';
export const lang = (id: string) => (id.startsWith('en') ? 'en' : 'pl');
export const end = (id: string) => (lang(id) === 'pl' ? NIE : NO);
export const make = (id: string, expect: Expect, lines: string[]): Caller => ({
  id,
  lang: lang(id),
  lines,
  expect,
});
/** Callers of one kind (the per-kind tally). */
export const as = (kind: string, callers: Caller[]): EvalCaller[] => callers.map((c) => ({ ...c, kind }));

/** The price facts a reply may quote together (the clinic's price list). */
export const PRICES = ['checkup_price', 'whitening', 'rootcanal_price'];

/**
 * An English time read back in words ("half past three", "three o'clock") matches the `kids`
 * pattern (`three`): allowed where the time has a three in it.
 */
export const THREE: Partial<Expect> = { allow: ['kids'] };

/** An answer from the FAQ or the knowledge document carrying these facts (`allow`: related ones). */
export const faq = (id: string, facts: string[], lines: string[], allow: string[] = []) =>
  make(id, { outcome: 'answered_faq', facts, allow }, lines);
/** An answer from the clinic's settings (hours, services) that may or may not count as an FAQ. */
export const info = (id: string, lines: string[], says: string[], allow: string[] = []) =>
  make(id, { outcome: ['answered_faq', 'no_action'], says, allow }, lines);
/**
 * The list of services, prices allowed: a Polish reply names every service; an English one may
 * translate the names, so no name is required of it.
 */
export const services = (id: string, lines: string[]) =>
  info(id, lines, lang(id) === 'pl' ? ALL_SERVICE_NAMES : [], PRICES);
/** No answer anywhere: "I don't know", a missed question, no fact. */
export const missed = (id: string, lines: string[], allow: string[] = []) =>
  make(id, { outcome: 'no_action', missed: true, allow }, lines);
export const book = (id: string, appointment: Appt, lines: string[], expect: Partial<Expect> = {}) =>
  make(id, { outcome: 'booked', appointment, ...expect }, lines);
export const message = (id: string, m: Msg, lines: string[], allow: string[] = []) =>
  make(id, { outcome: 'callback', message: m, allow }, lines);
export const transfer = (
  id: string,
  to: 'main' | 'accounting' | 'surgery',
  lines: string[],
  allow: string[] = [],
) => make(id, { outcome: 'transferred', transfer: to, allow }, lines);
/** A call that ends with nothing done. */
export const nothing = (id: string, lines: string[]) => make(id, { outcome: 'no_action' }, lines);
