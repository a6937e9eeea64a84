import { eq, sql } from 'drizzle-orm';
import { guessLanguage, type Lang } from '../knowledge/text.js';
import { toE164 } from '../tenants/phone.js';
import { type DataSourcesCore, type DataSourcesDeps, LOOKUP_FETCH_TIMEOUT_MS } from './data-sources.core.js';
import { contactCalls, dataSources } from './data-sources.schema.js';
import { matchRows, rowAnswer, rowValues } from './match.js';

/** The receptionist's three tools: look up the sources, find the caller's contact, log the call. */
export function createToolsPart(deps: DataSourcesDeps, core: DataSourcesCore) {
  const { db } = deps;
  const { tenantHas, refetch, isStale, crmOf, findBuiltin } = core;

  return {
    /* ---------------- the receptionist's tools (internal) ---------------- */

    /**
     * The rows of the tenant's spreadsheets and workbooks that best match `query` (at most 5)
     * and a one-sentence answer from the best one (null when none covers the question well
     * enough). Published sheets older than the TTL are re-read first (conditional GET, at most
     * {@link LOOKUP_FETCH_TIMEOUT_MS}); a failure answers from the last good rows. A tenant
     * without the `spreadsheet_access` feature gets no rows.
     */
    async lookup(tenantId: string, query: string, language?: Lang) {
      if (!(await tenantHas(tenantId, 'spreadsheet_access'))) return { answer: null, rows: [] };
      let rows = await db.select().from(dataSources).where(eq(dataSources.tenantId, tenantId));
      const stale = rows.filter(isStale);
      if (stale.length > 0) {
        const fresh = new Map(
          (
            await Promise.all(
              // Whatever happens (the source deleted meanwhile, the database busy), the call gets
              // an answer from the rows already read.
              stale.map((r) => refetch(r, LOOKUP_FETCH_TIMEOUT_MS).catch(() => ({ row: r, error: null }))),
            )
          ).map((r) => [r.row.id, r.row]),
        );
        rows = rows.map((r) => fresh.get(r.id) ?? r);
      }
      const hits = matchRows(query, rows);
      const lang = language ?? guessLanguage(query);
      return {
        answer: hits[0] ? rowAnswer(hits[0], lang) : null,
        rows: hits.map((h) => ({
          source_id: h.sourceId,
          source_name: h.sourceName,
          sheet: h.sheet,
          values: rowValues(h.columns, h.row),
        })),
      };
    },

    /** The caller's contact in the tenant's CRM; null for an unknown or unparsable number, or when HubSpot fails (logged). */
    async findContact(tenantId: string, rawPhone: string) {
      if (!(await tenantHas(tenantId, 'crm_integration'))) return null;
      const phone = toE164(rawPhone);
      if (!phone) return null;
      const crm = await crmOf(tenantId);
      if (crm.provider === 'builtin') {
        const c = await findBuiltin(tenantId, phone);
        return c
          ? { id: c.id, name: c.name, phone: c.phone, email: c.email, source: 'builtin' as const }
          : null;
      }
      if (!crm.adapter) {
        deps.log?.warn({ tenantId }, 'HubSpot is chosen but its token is missing or unreadable');
        return null;
      }
      try {
        const c = await crm.adapter.findContactByPhone(phone);
        return c ? { ...c, source: 'hubspot' as const } : null;
      } catch (err) {
        deps.log?.warn({ tenantId, err: (err as Error).message }, 'HubSpot contact search failed');
        return null;
      }
    },

    /**
     * Logs a call to the CRM against the caller's contact. No contact is created for an
     * unknown number (a name is not known, and the call is already in the call history):
     * `logged: false`. Built-in: one row per (contact, call id), a repeat updates it. HubSpot:
     * a call engagement associated to the contact; a failure is logged and answers `logged: false`.
     */
    async logCall(
      tenantId: string,
      input: {
        phone: string;
        call_id: string;
        outcome: string;
        summary: string;
        started_at: string;
        duration_seconds: number;
      },
    ): Promise<{ logged: boolean; contact_id: string | null }> {
      if (!(await tenantHas(tenantId, 'crm_integration'))) return { logged: false, contact_id: null };
      const phone = toE164(input.phone);
      if (!phone) return { logged: false, contact_id: null };
      const startedAt = new Date(input.started_at);
      const crm = await crmOf(tenantId);
      if (crm.provider === 'builtin') {
        const c = await findBuiltin(tenantId, phone);
        if (!c) return { logged: false, contact_id: null };
        const values = {
          tenantId,
          contactId: c.id,
          callId: input.call_id,
          outcome: input.outcome,
          summary: input.summary,
          startedAt,
          durationSeconds: input.duration_seconds,
        };
        await db
          .insert(contactCalls)
          .values(values)
          .onConflictDoUpdate({
            target: [contactCalls.tenantId, contactCalls.contactId, contactCalls.callId],
            set: {
              outcome: sql`excluded.outcome`,
              summary: sql`excluded.summary`,
              startedAt: sql`excluded.started_at`,
              durationSeconds: sql`excluded.duration_seconds`,
            },
          });
        return { logged: true, contact_id: c.id };
      }
      if (!crm.adapter) {
        deps.log?.warn({ tenantId }, 'HubSpot is chosen but its token is missing or unreadable');
        return { logged: false, contact_id: null };
      }
      try {
        const c = await crm.adapter.findContactByPhone(phone);
        if (!c) return { logged: false, contact_id: null };
        await crm.adapter.logCall(c.id, {
          phone,
          callId: input.call_id,
          outcome: input.outcome,
          summary: input.summary,
          startedAt,
          durationSeconds: input.duration_seconds,
        });
        return { logged: true, contact_id: c.id };
      } catch (err) {
        deps.log?.warn({ tenantId, err: (err as Error).message }, 'HubSpot call logging failed');
        return { logged: false, contact_id: null };
      }
    },
  };
}
