import { and, eq } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import { phoneNumbers } from '../tenants/tenants.schema.js';
import { optIn, optOut } from './sms.repo.js';

/**
 * Replies that stop SMS from a business (compared after trimming, upper-casing, dropping
 * Polish diacritics and trailing punctuation; the whole message must be the keyword):
 * the carriers' English set and Polish equivalents.
 * "NIE" is deliberately not one: it is a natural answer to a reminder ("will you come?").
 */
export const STOP_KEYWORDS = [
  'STOP',
  'STOPALL',
  'STOP SMS',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REZYGNUJE',
  'REZYGNACJA',
  'WYPISZ',
  'WYPISZ MNIE',
  'NIE WYSYLAJ',
] as const;
/** Replies that subscribe again. */
export const START_KEYWORDS = ['START', 'UNSTOP', 'START SMS', 'WZNOW', 'ZAPISZ'] as const;

export function normalizeKeyword(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toUpperCase()
    .replace(/[.!?,;:\s]+$/g, '')
    .replace(/^\s+/, '')
    .replace(/\s+/g, ' ');
}

export type InboundAction = 'opt_out' | 'opt_in' | 'ignored';

export function classify(text: string): InboundAction {
  const k = normalizeKeyword(text);
  if ((STOP_KEYWORDS as readonly string[]).includes(k)) return 'opt_out';
  if ((START_KEYWORDS as readonly string[]).includes(k)) return 'opt_in';
  return 'ignored';
}

/** E.164 of a number as operators send it: national (PL), `+48…`, or `48…` without the plus (SMSAPI). */
function e164(v: string): string | undefined {
  const raw = v.trim();
  const national = parsePhoneNumberFromString(raw, 'PL');
  if (national?.isValid()) return national.number;
  const international = /^\d{8,15}$/.test(raw) ? parsePhoneNumberFromString(`+${raw}`) : undefined;
  return international?.isValid() ? international.number : undefined;
}

/**
 * Handles one inbound SMS: the tenant is the one whose active number received it (`to`);
 * a STOP keyword records the sender's opt-out for that tenant, START removes it. Messages to
 * numbers no single tenant answers, or from unparsable numbers, are ignored.
 */
export async function handleInboundSms(
  deps: { db: Db; clock: Clock },
  input: { provider: string; from: string; to: string; text: string },
): Promise<{ action: InboundAction; tenant_id: string | null }> {
  const from = e164(input.from);
  const to = e164(input.to);
  if (!from || !to) return { action: 'ignored', tenant_id: null };
  const rows = await deps.db
    .selectDistinct({ tenantId: phoneNumbers.tenantId })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.number, to), eq(phoneNumbers.isActive, true)));
  if (rows.length !== 1 || !rows[0]!.tenantId) return { action: 'ignored', tenant_id: null };
  const tenantId = rows[0]!.tenantId;
  const action = classify(input.text);
  if (action === 'opt_out')
    await optOut(deps.db, tenantId, {
      phone: from,
      source: input.provider,
      keyword: input.text.trim(),
      at: deps.clock.now(),
    });
  else if (action === 'opt_in') await optIn(deps.db, tenantId, from);
  return { action, tenant_id: tenantId };
}
