import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../accounts/accounts.schema.js';
import { type OpeningHours, tenants } from '../tenants/tenants.schema.js';

/**
 * The synthetic-monitoring fixture: one user and one tenant that the post-deploy canary chats
 * with. The address uses the reserved `.invalid` domain, so no mail can ever reach anyone.
 */
export const CANARY_EMAIL = 'canary@canary.recepcja.invalid';
export const CANARY_BUSINESS_NAME = 'Canary Clinic (synthetic monitoring)';

const ALL_DAY: [string, string][] = [['00:00', '23:59']];
export const CANARY_OPENING_HOURS: OpeningHours = {
  mon: ALL_DAY,
  tue: ALL_DAY,
  wed: ALL_DAY,
  thu: ALL_DAY,
  fri: ALL_DAY,
  sat: ALL_DAY,
  sun: ALL_DAY,
};
export const CANARY_FAQ: Record<string, string> = {
  'Jakie są godziny otwarcia?': 'Jesteśmy otwarci codziennie przez całą dobę.',
  'What are your opening hours?': 'We are open every day, around the clock.',
  'Gdzie jesteście?': 'ul. Testowa 1, 00-001 Warszawa.',
};
export const CANARY_SYSTEM_PROMPT =
  'You are the receptionist of a synthetic test clinic used by automated health checks. Answer briefly.';

export interface CanaryFixture {
  userId: string;
  tenantId: string;
  email: string;
  created: boolean;
}

/**
 * Creates the canary user and tenant, or resets them to the known state. Serialised with an
 * advisory lock, so concurrent calls make one of each.
 */
export async function ensureCanaryFixture(db: Db): Promise<CanaryFixture> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('recepcja:canary-fixture'))`);
    const known = {
      businessName: CANARY_BUSINESS_NAME,
      tier: 'business' as const,
      subscriptionStatus: 'active' as const,
      trialEndsAt: null,
      timezone: 'Europe/Warsaw',
      isLive: true,
      openingHours: CANARY_OPENING_HOURS,
      faq: CANARY_FAQ,
      slotMinutes: 30,
      systemPrompt: CANARY_SYSTEM_PROMPT,
      transferNumbers: [] as string[],
      settings: { canary: true },
    };
    const [existing] = await tx.select().from(users).where(eq(users.email, CANARY_EMAIL)).limit(1);
    if (existing?.tenantId) {
      await tx.update(tenants).set(known).where(eq(tenants.id, existing.tenantId));
      await tx
        .update(users)
        .set({ deletedAt: null, emailVerified: true, isAdmin: false, twoFactorEnabled: false })
        .where(eq(users.id, existing.id));
      return { userId: existing.id, tenantId: existing.tenantId, email: CANARY_EMAIL, created: false };
    }
    const user =
      existing ??
      (
        await tx
          .insert(users)
          .values({
            email: CANARY_EMAIL,
            fullName: 'Canary',
            emailVerified: true,
            tokensValidAfter: new Date(0),
          })
          .returning()
      )[0]!;
    const [tenant] = await tx
      .insert(tenants)
      .values({ ...known, ownerUserId: user.id })
      .returning({ id: tenants.id });
    await tx.update(users).set({ tenantId: tenant!.id }).where(eq(users.id, user.id));
    return { userId: user.id, tenantId: tenant!.id, email: CANARY_EMAIL, created: true };
  });
}
