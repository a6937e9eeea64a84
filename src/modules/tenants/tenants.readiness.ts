import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { users } from '../accounts/accounts.schema.js';
import { knowledgeDocuments } from '../knowledge/knowledge.schema.js';
import { phoneNumbers, tenants } from './tenants.schema.js';
import type { GetTenant, TenantsDeps } from './tenants.shared.js';

/** The go-live checklist and going live once its required items are done. */
export function createTenantReadiness(
  deps: TenantsDeps,
  getTenant: GetTenant,
  /** Settles a pending forwarding check, so the checklist never lags behind the call that arrived. */
  settleForwardingCheck: (tenantId: string) => Promise<{ status: string } | null>,
) {
  const { db, clock } = deps;

  async function readiness(ctx: ServiceContext) {
    let t = await getTenant(ctx.tenantId);
    if (t.forwardingVerifiedAt === null && (await settleForwardingCheck(t.id))?.status === 'succeeded')
      t = await getTenant(ctx.tenantId);
    const [verified] = await db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.tenantId, t.id),
          eq(users.emailVerified, true),
          isNull(users.deletedAt),
          t.ownerUserId ? eq(users.id, t.ownerUserId) : undefined,
        ),
      );
    const [phone] = await db
      .select({ n: count() })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.tenantId, t.id), eq(phoneNumbers.isActive, true)));
    const [docs] = await db
      .select({ n: count() })
      .from(knowledgeDocuments)
      .where(eq(knowledgeDocuments.tenantId, t.id));
    const hasHours = Object.values(t.openingHours).some((d) => Array.isArray(d) && d.length > 0);
    const app = deps.appUrl;
    const items = [
      {
        key: 'email_verified',
        label: 'Verify your e-mail address',
        label_pl: 'Potwierdź adres e-mail',
        done: Number(verified?.n ?? 0) > 0,
        required: true,
        deep_link: `${app}/settings/account#email`,
      },
      {
        key: 'business_name',
        label: 'Enter your business name',
        label_pl: 'Podaj nazwę firmy',
        done: t.businessName.trim().length > 0,
        required: true,
        deep_link: `${app}/settings/business#name`,
      },
      {
        key: 'opening_hours',
        label: 'Set your opening hours',
        label_pl: 'Ustaw godziny otwarcia',
        done: hasHours,
        required: true,
        deep_link: `${app}/settings/business#opening-hours`,
      },
      {
        key: 'phone_number',
        label: 'Get an active phone number',
        label_pl: 'Uzyskaj aktywny numer telefonu',
        done: Number(phone?.n ?? 0) > 0,
        required: true,
        deep_link: `${app}/settings/phone-numbers`,
      },
      {
        key: 'knowledge',
        label: 'Add at least one FAQ entry or knowledge document',
        label_pl: 'Dodaj co najmniej jedno pytanie FAQ lub dokument wiedzy',
        done: Object.keys(t.faq).length > 0 || Number(docs?.n ?? 0) > 0,
        required: true,
        deep_link: `${app}/knowledge`,
      },
      {
        key: 'forwarding_verified',
        label: 'Test call forwarding from your business phone',
        label_pl: 'Przetestuj przekierowanie z telefonu firmowego',
        done: t.forwardingVerifiedAt !== null,
        required: false,
        deep_link: `${app}/onboarding/forwarding`,
      },
    ];
    const required = items.filter((i) => i.required);
    return {
      ready: required.every((i) => i.done),
      is_live: t.isLive,
      done_count: items.filter((i) => i.done).length,
      total_count: items.length,
      items,
    };
  }

  async function goLive(ctx: ServiceContext) {
    const r = await readiness(ctx);
    const missing = r.items.filter((i) => i.required && !i.done);
    if (missing.length > 0) {
      throw new AppError(409, 'setup_incomplete', {
        message: `Setup is not complete: ${missing.map((m) => m.key).join(', ')}.`,
        messagePl: `Konfiguracja nie jest ukończona: ${missing.map((m) => m.key).join(', ')}.`,
        details: { missing },
      });
    }
    const now = clock.now();
    const [t] = await db
      .update(tenants)
      .set({
        isLive: true,
        wentLiveAt: sql`coalesce(${tenants.wentLiveAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(tenants.id, ctx.tenantId))
      .returning();
    return { tenant_id: t!.id, is_live: true, went_live_at: t!.wentLiveAt!.toISOString() };
  }

  return { readiness, goLive };
}
