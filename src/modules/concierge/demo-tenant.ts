import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { phoneNumbers, tenants } from '../tenants/tenants.schema.js';
import { conciergeDemoTenant } from './concierge.schema.js';

/**
 * The built-in demo business of the anonymous demo call: a dental clinic "Recepcja Demo" with
 * opening hours and an FAQ, created on first use. It is clearly a demo and isolated:
 * - no owner, no members, no API keys or webhooks: nobody's dashboard lists it and no
 *   notification leaves it (no owner e-mail or SMS);
 * - caller SMS confirmations, booking confirmations and reminders are off (a visitor could give
 *   someone else's number), usage alerts are off;
 * - Enterprise, active, live, no minute cap: its calls count only against itself, never
 *   against a customer, and the quota check never refuses the demo;
 * - `settings.demo = true` marks it for admins; its number is {@link DEMO_TENANT_NUMBER}.
 */

export const DEMO_TENANT_KEY = 'recepcja-demo';
/** The demo business's (fictional) number the receptionist session is started on. */
export const DEMO_TENANT_NUMBER = '+48220000000';
export const DEMO_BUSINESS_NAME = 'Recepcja Demo, gabinet stomatologiczny';

export const DEMO_OPENING_HOURS = {
  mon: [['08:00', '18:00']],
  tue: [['08:00', '18:00']],
  wed: [['08:00', '18:00']],
  thu: [['08:00', '18:00']],
  fri: [['08:00', '18:00']],
  sat: [['09:00', '13:00']],
  sun: [],
} as Record<string, [string, string][]>;

export const DEMO_FAQ: Record<string, string> = {
  'Ile kosztuje przegląd zębów?':
    'Przegląd zębów z konsultacją kosztuje 150 zł, a higienizacja 300 zł. To cennik demonstracyjny.',
  'Czy macie parking?': 'Tak, bezpłatny parking dla pacjentów jest przed budynkiem.',
  'Czy przyjmujecie dzieci?': 'Tak, przyjmujemy dzieci od trzeciego roku życia.',
  'Czy można płacić kartą?': 'Tak, przyjmujemy karty płatnicze i BLIK.',
  'Gdzie jest gabinet?': 'To gabinet demonstracyjny Recepcji, więc nie ma prawdziwego adresu.',
  'How much is a check-up?': 'A check-up with a consultation costs 150 PLN, scaling and polishing 300 PLN.',
  'Do you have parking?': 'Yes, free parking for patients is in front of the building.',
};

export interface DemoTenant {
  tenantId: string;
  number: string;
}

function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

async function read(db: Db): Promise<DemoTenant | null> {
  const [row] = await db
    .select({ tenantId: conciergeDemoTenant.tenantId, number: conciergeDemoTenant.number })
    .from(conciergeDemoTenant)
    .where(eq(conciergeDemoTenant.key, DEMO_TENANT_KEY))
    .limit(1);
  return row ?? null;
}

/** The demo tenant, created (tenant, number, marker in one transaction) when it does not exist yet. */
export async function ensureDemoTenant(db: Db, now: Date): Promise<DemoTenant> {
  const existing = await read(db);
  if (existing) return existing;
  try {
    return await db.transaction(async (tx) => {
      const [t] = await tx
        .insert(tenants)
        .values({
          businessName: DEMO_BUSINESS_NAME,
          tier: 'enterprise',
          subscriptionStatus: 'active',
          timezone: 'Europe/Warsaw',
          isLive: true,
          wentLiveAt: now,
          openingHours: DEMO_OPENING_HOURS,
          faq: DEMO_FAQ,
          slotMinutes: 30,
          customMinutesLimit: null,
          settings: {
            demo: true,
            caller_sms_confirmation: false,
            usage_alerts_enabled: false,
            transcript_retention_days: 7,
          },
          reminderConfig: {
            enabled: false,
            channel: 'email',
            hours_before: [24],
            confirm_on_booking: false,
            template: null,
          },
        })
        .returning({ id: tenants.id });
      await tx.insert(phoneNumbers).values({
        tenantId: t!.id,
        number: DEMO_TENANT_NUMBER,
        label: 'Recepcja demo',
        kind: 'assigned',
      });
      await tx
        .insert(conciergeDemoTenant)
        .values({ key: DEMO_TENANT_KEY, tenantId: t!.id, number: DEMO_TENANT_NUMBER });
      return { tenantId: t!.id, number: DEMO_TENANT_NUMBER };
    });
  } catch (err) {
    // Another first use won the race (marker key or the exclusive number): use its tenant.
    if (!isUniqueViolation(err)) throw err;
    const winner = await read(db);
    if (!winner) throw err;
    return winner;
  }
}
