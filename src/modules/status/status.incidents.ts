import { and, arrayOverlaps, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { errors } from '../../platform/errors.js';
import type { IncidentDTO } from './status.dto.js';
import {
  type Component,
  type Impact,
  type IncidentStatus,
  statusIncidents,
  statusIncidentUpdates,
  statusSubscriptions,
} from './status.schema.js';
import {
  bilingual,
  COMPONENT_NAMES,
  type EmailMessage,
  IMPACT_RANK,
  type IncidentHelpers,
  type IncidentRow,
  isUuid,
  STATUS_NAMES,
  type StatusServiceDeps,
  sortComponents,
} from './status.shared.js';

/** Incidents opened and updated by hand (admin) or by CI, and the subscribers' e-mails they send. */
export function createIncidentWrites(deps: StatusServiceDeps, helpers: IncidentHelpers) {
  const { db, outbox, clock } = deps;
  const { getIncident, unsubscribeToken, link } = helpers;

  /** One e-mail per confirmed subscriber of the incident's components, in the caller's transaction. */
  async function notifySubscribers(
    tx: DbOrTx,
    incident: IncidentDTO,
    message: string,
    kind: 'opened' | 'updated',
  ) {
    const subs = await tx
      .select({
        id: statusSubscriptions.id,
        email: statusSubscriptions.email,
        language: statusSubscriptions.language,
      })
      .from(statusSubscriptions)
      .where(
        and(
          eq(statusSubscriptions.status, 'confirmed'),
          or(
            sql`cardinality(${statusSubscriptions.components}) = 0`,
            arrayOverlaps(statusSubscriptions.components, incident.components),
          ),
        ),
      );
    if (subs.length === 0) return 0;
    const st = STATUS_NAMES[incident.status];
    const compsEn = incident.components.map((c) => COMPONENT_NAMES[c].en).join(', ');
    const compsPl = incident.components.map((c) => COMPONENT_NAMES[c].pl).join(', ');
    const pageUrl = `${deps.publicBaseUrl}/status/incidents/${incident.id}`;
    await outbox.enqueue(
      tx,
      subs.map((s) => {
        const unsubToken = unsubscribeToken(s.id);
        const unsub = link('/status/unsubscribe', unsubToken);
        const pl = [
          `${kind === 'opened' ? 'Nowy incydent' : 'Aktualizacja incydentu'}: ${incident.title}`,
          `Status: ${st.pl}. Wpływ: ${incident.impact}. Komponenty: ${compsPl}.`,
          '',
          message,
          '',
          `Szczegóły: ${pageUrl}`,
          `Rezygnacja z powiadomień: ${unsub}`,
        ].join('\n');
        const en = [
          `${kind === 'opened' ? 'New incident' : 'Incident update'}: ${incident.title}`,
          `Status: ${st.en}. Impact: ${incident.impact}. Components: ${compsEn}.`,
          '',
          message,
          '',
          `Details: ${pageUrl}`,
          `Unsubscribe: ${unsub}`,
        ].join('\n');
        const subject =
          s.language === 'pl'
            ? `[Recepcja status] ${st.pl}: ${incident.title}`
            : `[Recepcja status] ${st.en}: ${incident.title}`;
        return {
          topic: 'email',
          payload: {
            to: s.email,
            subject,
            text: bilingual(s.language, pl, en),
            secrets: [unsubToken, encodeURIComponent(unsubToken)],
          } satisfies EmailMessage,
        };
      }),
    );
    return subs.length;
  }

  // ---------------------------------------------------------------- incidents

  async function insertIncident(
    tx: DbOrTx,
    input: {
      title: string;
      message: string;
      components: Component[];
      impact: Impact;
      status: IncidentStatus;
      autoOpened: boolean;
      createdBy: string | null;
    },
  ) {
    const now = clock.now();
    const [row] = await tx
      .insert(statusIncidents)
      .values({
        title: input.title,
        status: input.status,
        impact: input.impact,
        components: sortComponents(input.components),
        autoOpened: input.autoOpened,
        createdBy: input.createdBy,
        createdAt: now,
        updatedAt: now,
        resolvedAt: input.status === 'resolved' ? now : null,
      })
      .returning();
    await tx
      .insert(statusIncidentUpdates)
      .values({ incidentId: row!.id, status: input.status, message: input.message, createdAt: now });
    const dto = await getIncident(tx, row!.id);
    await notifySubscribers(tx, dto, input.message, 'opened');
    return dto;
  }

  /** Appends a timeline entry (and moves the status); resolving sets `resolved_at`. */
  async function appendUpdate(
    tx: DbOrTx,
    row: IncidentRow,
    input: { status: IncidentStatus; message: string; components?: Component[]; impact?: Impact },
  ) {
    const now = clock.now();
    // Timeline entries stay ordered even if the clock reads the same millisecond twice.
    await tx
      .update(statusIncidents)
      .set({
        status: input.status,
        updatedAt: now,
        resolvedAt: input.status === 'resolved' ? (row.resolvedAt ?? now) : null,
        ...(input.components ? { components: sortComponents(input.components) } : {}),
        ...(input.impact ? { impact: input.impact } : {}),
      })
      .where(eq(statusIncidents.id, row.id));
    await tx
      .insert(statusIncidentUpdates)
      .values({ incidentId: row.id, status: input.status, message: input.message, createdAt: now });
    const dto = await getIncident(tx, row.id);
    await notifySubscribers(tx, dto, input.message, 'updated');
    return dto;
  }

  async function lockIncident(tx: DbOrTx, id: string) {
    if (!isUuid(id)) throw errors.notFound('Incident', 'incydent');
    const [row] = await tx.select().from(statusIncidents).where(eq(statusIncidents.id, id)).for('update');
    if (!row) throw errors.notFound('Incident', 'incydent');
    return row;
  }

  /** Serialises CI opens and resolves per component (sorted order: no deadlock). */
  async function lockComponents(tx: DbOrTx, components: Component[]) {
    for (const c of sortComponents(components)) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recepcja:status-component:${c}`}))`);
    }
  }

  async function openAutoIncidents(tx: DbOrTx, components: Component[]) {
    return tx
      .select()
      .from(statusIncidents)
      .where(
        and(
          isNull(statusIncidents.resolvedAt),
          eq(statusIncidents.autoOpened, true),
          arrayOverlaps(statusIncidents.components, components),
        ),
      )
      .orderBy(asc(statusIncidents.createdAt), asc(statusIncidents.id))
      .for('update');
  }

  async function createManual(
    actorId: string | null,
    input: {
      title: string;
      message: string;
      components: Component[];
      impact: Impact;
      status?: IncidentStatus;
    },
  ) {
    const dto = await db.transaction((tx) =>
      insertIncident(tx, {
        ...input,
        status: input.status ?? 'investigating',
        autoOpened: false,
        createdBy: actorId,
      }),
    );
    outbox.wake('email');
    return dto;
  }

  async function postUpdate(id: string, input: { status: IncidentStatus; message: string }) {
    const dto = await db.transaction(async (tx) => {
      const row = await lockIncident(tx, id);
      if (row.status === 'resolved' && input.status !== 'resolved') {
        throw errors.conflict('incident_resolved', {
          message: 'The incident is resolved; open a new incident instead of reopening it.',
          messagePl: 'Incydent jest rozwiązany; zamiast go wznawiać, otwórz nowy.',
          field: 'status',
        });
      }
      return appendUpdate(tx, row, input);
    });
    outbox.wake('email');
    return dto;
  }

  /**
   * CI: a failed post-deploy check. Appends to the open auto-opened incident(s) covering an
   * affected component; otherwise opens one. Per-component advisory locks make concurrent
   * opens for one component produce one incident.
   */
  async function ciOpen(input: { components: Component[]; title: string; message: string; impact?: Impact }) {
    const result = await db.transaction(async (tx) => {
      await lockComponents(tx, input.components);
      const open = await openAutoIncidents(tx, input.components);
      if (open.length === 0) {
        const dto = await insertIncident(tx, {
          title: input.title,
          message: input.message,
          components: input.components,
          impact: input.impact ?? 'major',
          status: 'investigating',
          autoOpened: true,
          createdBy: null,
        });
        return { created: true, incident: dto };
      }
      const covered = new Set(open.flatMap((r) => r.components));
      const uncovered = input.components.filter((c) => !covered.has(c));
      let first: IncidentDTO | undefined;
      for (const [i, row] of open.entries()) {
        const escalate =
          input.impact && IMPACT_RANK[input.impact] > IMPACT_RANK[row.impact] ? input.impact : undefined;
        const dto = await appendUpdate(tx, row, {
          status: row.status,
          message: input.message,
          // Components not yet covered by an open auto-opened incident join the oldest one.
          ...(i === 0 && uncovered.length ? { components: [...row.components, ...uncovered] } : {}),
          ...(escalate ? { impact: escalate } : {}),
        });
        first ??= dto;
      }
      return { created: false, incident: first! };
    });
    outbox.wake('email');
    return result;
  }

  /**
   * CI: recovered signal. Open AUTO-opened incidents whose components are all recovered are
   * resolved; those that also cover a component still failing get a timeline update and stay
   * open. Manual incidents are never read or written here.
   */
  async function ciResolve(input: { components: Component[]; message: string }) {
    const result = await db.transaction(async (tx) => {
      await lockComponents(tx, input.components);
      const open = await openAutoIncidents(tx, input.components);
      const recovered = new Set(input.components);
      const resolved: IncidentDTO[] = [];
      const updated: IncidentDTO[] = [];
      for (const row of open) {
        if (row.components.every((c) => recovered.has(c))) {
          resolved.push(await appendUpdate(tx, row, { status: 'resolved', message: input.message }));
        } else {
          updated.push(await appendUpdate(tx, row, { status: 'monitoring', message: input.message }));
        }
      }
      return { resolved, updated };
    });
    outbox.wake('email');
    return result;
  }

  return { createManual, postUpdate, ciOpen, ciResolve };
}
