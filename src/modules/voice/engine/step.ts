/**
 * A step of the built-in brain (`deterministic.ts`): what each rule is given (`Ctx`) and
 * answers (`Step`), and the small helpers the rules share.
 */
import { DateTime } from 'luxon';
import { zoneOffset } from '../../appointments/zone-offset.js';
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

/** Whether the caller said when: a day, a time, a range, a part of the day, a limit or "the soonest". */
export const saysWhen = (s: NluResult['slots']) =>
  !!(s.date || s.time || s.datetime || s.dateRange || s.partOfDay || s.notBefore || s.notAfter || s.soonest);

/**
 * The wall-clock fields of the instant `iso` (a full ISO timestamp with its offset or `Z`) in
 * `tz`, written as an ISO string; null for anything else. The offset comes from
 * `zoneOffset` (remembered per zone and hour) instead of a luxon `DateTime` per call: the turns
 * ask this of every slot and appointment they speak of (issue #21's turn profile).
 */
function wallClock(iso: string, tz: string): string | null {
  if (!/T\d\d:\d\d/.test(iso)) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const offset = zoneOffset(tz, ms);
  if (Number.isNaN(offset)) return null;
  return new Date(ms + offset * 60_000).toISOString();
}

export function localTime(iso: string, tz: string): string {
  return wallClock(iso, tz)?.slice(11, 16) ?? DateTime.fromISO(iso, { zone: tz }).toFormat('HH:mm');
}

export function localDate(iso: string, tz: string): string {
  return wallClock(iso, tz)?.slice(0, 10) ?? DateTime.fromISO(iso, { zone: tz }).toISODate() ?? '';
}
