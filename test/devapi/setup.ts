import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { type OpeningHours, tenants } from '../../src/modules/tenants/tenants.schema.js';
import type { TestApp } from '../helpers/app.js';
import { createApiKey, createTenant } from '../helpers/fixtures.js';

export const ALL_SCOPES = [
  'calls:read',
  'appointments:read',
  'appointments:write',
  'analytics:read',
  'faq:read',
  'faq:write',
  'voice_config:read',
  'voice_config:write',
  'knowledge:read',
  'knowledge:write',
  'tenant:read',
];

export const WEEK_HOURS: OpeningHours = {
  mon: [['08:00', '20:00']],
  tue: [['08:00', '20:00']],
  wed: [['08:00', '20:00']],
  thu: [['08:00', '20:00']],
  fri: [['08:00', '20:00']],
  sat: [['08:00', '20:00']],
  sun: [['08:00', '20:00']],
};

/** A Business tenant open 08:00–20:00 every day (Europe/Warsaw) with a live and a test key. */
export async function bookableTenant(
  t: TestApp,
  opts: { tier?: 'business' | 'enterprise'; hours?: OpeningHours } = {},
) {
  const tenant = await createTenant(t, { tier: opts.tier ?? 'business' });
  await t.db
    .update(tenants)
    .set({ openingHours: opts.hours ?? WEEK_HOURS, slotMinutes: 30 })
    .where(eq(tenants.id, tenant.id));
  const live = await createApiKey(t, tenant.id, { scopes: ALL_SCOPES });
  const test = await createApiKey(t, tenant.id, { mode: 'test', scopes: ALL_SCOPES });
  return { tenant, live, test };
}

/** `HH:mm` local Warsaw time, `daysAhead` days from now, as an ISO string with offset. */
export function warsaw(daysAhead: number, hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return DateTime.now()
    .setZone('Europe/Warsaw')
    .plus({ days: daysAhead })
    .set({ hour: h, minute: m, second: 0, millisecond: 0 })
    .toISO({ suppressMilliseconds: true })!;
}

export const warsawDate = (daysAhead: number) =>
  DateTime.now().setZone('Europe/Warsaw').plus({ days: daysAhead }).toISODate()!;

let n = 0;
export const idem = () => ({ 'idempotency-key': `k-${process.pid}-${Date.now()}-${n++}` });

/** Call records as the voice engine would have written them (another module writes them in production). */
export async function seedCalls(
  t: TestApp,
  tenantId: string,
  rows: Partial<typeof calls.$inferInsert>[],
): Promise<(typeof calls.$inferSelect)[]> {
  if (rows.length === 0) return [];
  return t.db
    .insert(calls)
    .values(
      rows.map((r) => ({
        tenantId,
        callerNumber: '+48601234567',
        calledNumber: '+48221234567',
        status: 'completed' as const,
        outcome: 'answered_faq' as const,
        durationSeconds: 60,
        sentiment: 'neutral' as const,
        summary: 'Pytanie o godziny otwarcia.',
        ...r,
      })),
    )
    .returning();
}
