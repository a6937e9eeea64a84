/**
 * A step of the built-in brain (`deterministic.ts`): what each rule is given (`Ctx`) and
 * answers (`Step`), and the small helpers the rules share.
 */
import { DateTime } from 'luxon';
import type { Language, NluResult } from '../nlu/index.js';
import { say } from './texts.js';
import type { CallEnd, DialogueState, TenantSnapshot, Tools } from './types.js';

export interface Ctx {
  tenant: TenantSnapshot;
  state: DialogueState;
  tools: Tools;
  nlu: NluResult;
  text: string;
}

export type Step = { reply: string; end?: CallEnd };

export const lang = (c: Ctx) => c.state.language;
export const anythingElse = (l: Language) =>
  say(l, 'Czy mogę jeszcze w czymś pomóc?', 'Is there anything else I can help with?');

/** "09:00" → "9:00", as the slots are spoken. */
export const spokenTime = (hhmm: string) => hhmm.replace(/^0(\d)/, '$1');

export function localTime(iso: string, tz: string): string {
  return DateTime.fromISO(iso, { zone: tz }).toFormat('HH:mm');
}

export function localDate(iso: string, tz: string): string {
  return DateTime.fromISO(iso, { zone: tz }).toISODate() ?? '';
}
