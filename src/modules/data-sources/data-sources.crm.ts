import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, errors } from '../../platform/errors.js';
import { CursorCodec } from '../../platform/pagination.js';
import { HubSpotCrm } from '../../providers/crm/hubspot.js';
import { assertUuid } from '../tenants/http.js';
import { requireE164 } from '../tenants/phone.js';
import {
  contactNotFound,
  type DataSourcesCore,
  type DataSourcesDeps,
  requireName,
  uniquePhone,
} from './data-sources.core.js';
import { type CrmProvider, contactCalls, contacts, crmSettings } from './data-sources.schema.js';

/** The built-in contacts and the CRM setting (built-in or HubSpot), as the dashboard manages them. */
export function createCrmPart(deps: DataSourcesDeps, core: DataSourcesCore) {
  const { db, clock, cursors } = deps;
  const { box, scope, gate, crmDto } = core;

  return {
    /* ---------------- contacts (dashboard) ---------------- */

    async listContacts(ctx: ServiceContext, input: { limit: number; cursor?: string; q?: string }) {
      await gate(ctx, 'crm_integration');
      const sc = scope(ctx, `contacts:${input.q ?? ''}`);
      const after = input.cursor ? cursors.decode(input.cursor, sc, 'desc') : undefined;
      const q = input.q?.trim();
      const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const rows = await db
        .select()
        .from(contacts)
        .where(
          and(
            eq(contacts.tenantId, ctx.tenantId),
            like ? or(ilike(contacts.name, like), ilike(contacts.phone, like)) : undefined,
            after ? CursorCodec.after(after, contacts.createdAt, contacts.id) : undefined,
          ),
        )
        .orderBy(desc(contacts.createdAt), desc(contacts.id))
        .limit(input.limit + 1);
      return cursors.page(rows, input.limit, 'desc', sc, (r) => r, true);
    },

    async getContact(ctx: ServiceContext, id: string) {
      await gate(ctx, 'crm_integration');
      assertUuid(id);
      const [c] = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.tenantId, ctx.tenantId), eq(contacts.id, id)))
        .limit(1);
      if (!c) throw contactNotFound();
      const calls = await db
        .select()
        .from(contactCalls)
        .where(and(eq(contactCalls.tenantId, ctx.tenantId), eq(contactCalls.contactId, id)))
        .orderBy(desc(contactCalls.startedAt))
        .limit(20);
      return { contact: c, calls };
    },

    async createContact(
      ctx: ServiceContext,
      input: { name: string; phone: string; email?: string | null; notes?: string | null },
    ) {
      await gate(ctx, 'crm_integration');
      const phone = requireE164(input.phone, ['body', 'phone']);
      const name = requireName(input.name);
      try {
        const [row] = await db
          .insert(contacts)
          .values({
            tenantId: ctx.tenantId,
            phone,
            name,
            email: input.email?.trim() || null,
            notes: input.notes?.trim() || null,
          })
          .returning();
        return row!;
      } catch (err) {
        throw uniquePhone(err);
      }
    },

    async updateContact(
      ctx: ServiceContext,
      id: string,
      input: { name?: string; phone?: string; email?: string | null; notes?: string | null },
    ) {
      await gate(ctx, 'crm_integration');
      assertUuid(id);
      const set: Partial<typeof contacts.$inferInsert> = { updatedAt: clock.now() };
      if (input.name !== undefined) set.name = requireName(input.name);
      if (input.phone !== undefined) set.phone = requireE164(input.phone, ['body', 'phone']);
      if (input.email !== undefined) set.email = input.email?.trim() || null;
      if (input.notes !== undefined) set.notes = input.notes?.trim() || null;
      try {
        const [row] = await db
          .update(contacts)
          .set(set)
          .where(and(eq(contacts.tenantId, ctx.tenantId), eq(contacts.id, id)))
          .returning();
        if (!row) throw contactNotFound();
        return row;
      } catch (err) {
        throw uniquePhone(err);
      }
    },

    async deleteContact(ctx: ServiceContext, id: string) {
      await gate(ctx, 'crm_integration');
      assertUuid(id);
      const gone = await db
        .delete(contacts)
        .where(and(eq(contacts.tenantId, ctx.tenantId), eq(contacts.id, id)))
        .returning({ id: contacts.id });
      if (gone.length === 0) throw contactNotFound();
    },

    /* ---------------- CRM setting (dashboard) ---------------- */

    async getCrm(ctx: ServiceContext) {
      await gate(ctx, 'crm_integration');
      const [s] = await db.select().from(crmSettings).where(eq(crmSettings.tenantId, ctx.tenantId)).limit(1);
      return crmDto(s);
    },

    /**
     * Sets the CRM. Choosing HubSpot needs a private-app token (given now, or stored before);
     * a new token is checked with one read against HubSpot first (401/403 → 422
     * `crm_token_invalid`, unreachable → 503) and then stored encrypted. `builtin` keeps a
     * stored token unless `hubspot_token` is null.
     */
    async putCrm(ctx: ServiceContext, input: { provider: CrmProvider; hubspot_token?: string | null }) {
      await gate(ctx, 'crm_integration');
      const [cur] = await db
        .select()
        .from(crmSettings)
        .where(eq(crmSettings.tenantId, ctx.tenantId))
        .limit(1);
      let enc = cur?.hubspotTokenEnc ?? null;
      let hint = cur?.hubspotTokenHint ?? null;
      if (input.hubspot_token === null) {
        enc = null;
        hint = null;
      } else if (input.hubspot_token !== undefined) {
        const token = input.hubspot_token.trim();
        try {
          await new HubSpotCrm({ token, apiBase: deps.hubspotApiBase }).verify();
        } catch (err) {
          const status = (err as { status?: number | null }).status;
          if (status === 401 || status === 403)
            throw new AppError(422, 'crm_token_invalid', {
              message: 'HubSpot refused this token: check the private app and its CRM scopes.',
              messagePl: 'HubSpot odrzucił ten token: sprawdź aplikację prywatną i jej uprawnienia CRM.',
              field: 'hubspot_token',
            });
          throw errors.unavailable({
            message: `HubSpot could not be reached to check the token (${(err as Error).message}).`,
            messagePl: 'Nie udało się połączyć z HubSpot, aby sprawdzić token.',
          });
        }
        enc = box.seal(token);
        hint = token.slice(-4);
      }
      if (input.provider === 'hubspot' && !enc)
        throw errors.invalid(
          ['body', 'hubspot_token'],
          'HubSpot needs a private-app token.',
          'HubSpot wymaga tokenu aplikacji prywatnej.',
          'missing',
        );
      const values = {
        tenantId: ctx.tenantId,
        provider: input.provider,
        hubspotTokenEnc: enc,
        hubspotTokenHint: hint,
        updatedAt: clock.now(),
      };
      const [row] = await db
        .insert(crmSettings)
        .values(values)
        .onConflictDoUpdate({ target: crmSettings.tenantId, set: values })
        .returning();
      return crmDto(row);
    },
  };
}
