import { and, arrayOverlaps, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, errors } from '../../platform/errors.js';
import type { Outbox } from '../../platform/outbox.js';
import type { TokenService } from '../../platform/tokens.js';
import type { IncidentDTO } from './status.dto.js';
import {
  COMPONENTS,
  type Component,
  type Impact,
  type IncidentStatus,
  statusIncidents,
  statusIncidentUpdates,
  statusSubscriptions,
} from './status.schema.js';

export type ComponentStatus = 'operational' | 'degraded_performance' | 'partial_outage' | 'major_outage';

export const COMPONENT_NAMES: Record<Component, { en: string; pl: string }> = {
  api: { en: 'API', pl: 'API' },
  voice: { en: 'Voice calls', pl: 'Połączenia głosowe' },
  sms: { en: 'SMS', pl: 'SMS' },
  dashboard: { en: 'Dashboard', pl: 'Panel klienta' },
  webhooks: { en: 'Webhooks', pl: 'Webhooki' },
};

const STATUS_NAMES: Record<IncidentStatus, { en: string; pl: string }> = {
  investigating: { en: 'Investigating', pl: 'Badamy problem' },
  identified: { en: 'Identified', pl: 'Przyczyna ustalona' },
  monitoring: { en: 'Monitoring', pl: 'Monitorujemy' },
  resolved: { en: 'Resolved', pl: 'Rozwiązany' },
};

/** Impact of an open incident → status of the components it covers (the worst one wins). */
export const IMPACT_TO_COMPONENT_STATUS: Record<Impact, ComponentStatus> = {
  minor: 'degraded_performance',
  major: 'partial_outage',
  critical: 'major_outage',
};
const SEVERITY: ComponentStatus[] = ['operational', 'degraded_performance', 'partial_outage', 'major_outage'];
const IMPACT_RANK: Record<Impact, number> = { minor: 0, major: 1, critical: 2 };
const worse = (a: ComponentStatus, b: ComponentStatus) =>
  SEVERITY.indexOf(a) >= SEVERITY.indexOf(b) ? a : b;

export const HISTORY_DAYS = 90;
export const CONFIRM_TOKEN_TTL_SECONDS = 48 * 3600;
/** Unconfirmed subscriptions are deleted (at the next subscribe) 72 hours after their last link. */
const PENDING_RETENTION_MS = 72 * 3600_000;
const CONFIRM_AUDIENCE = 'status-subscription-confirm';
const UNSUBSCRIBE_PURPOSE = 'status-unsubscribe';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string) => UUID_RE.test(v);

type IncidentRow = typeof statusIncidents.$inferSelect;
type UpdateRow = typeof statusIncidentUpdates.$inferSelect;

export function toIncidentDTO(row: IncidentRow, updates: UpdateRow[]): IncidentDTO {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    impact: row.impact,
    components: sortComponents(row.components),
    auto_opened: row.autoOpened,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    updates: updates.map((u) => ({
      status: u.status,
      message: u.message,
      created_at: u.createdAt.toISOString(),
    })),
  };
}

const sortComponents = (list: Component[]) =>
  [...new Set(list)].sort((a, b) => COMPONENTS.indexOf(a) - COMPONENTS.indexOf(b));

async function withUpdates(db: DbOrTx, rows: IncidentRow[]): Promise<IncidentDTO[]> {
  if (rows.length === 0) return [];
  const updates = await db
    .select()
    .from(statusIncidentUpdates)
    .where(
      inArray(
        statusIncidentUpdates.incidentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(statusIncidentUpdates.createdAt), asc(statusIncidentUpdates.id));
  return rows.map((r) =>
    toIncidentDTO(
      r,
      updates.filter((u) => u.incidentId === r.id),
    ),
  );
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Link tokens in the text: redacted from the stored payload once sent (see `MailPayload`). */
  secrets?: string[];
}

export interface StatusServiceDeps {
  db: Db;
  outbox: Outbox;
  tokens: TokenService;
  clock: Clock;
  publicBaseUrl: string;
}

/** Both languages in one mail, the reader's language first. */
function bilingual(lang: 'pl' | 'en', pl: string, en: string) {
  return lang === 'pl' ? `${pl}\n\n---\n\n${en}` : `${en}\n\n---\n\n${pl}`;
}

export function createStatusService(deps: StatusServiceDeps) {
  const { db, outbox, tokens, clock } = deps;

  async function getIncident(dbx: DbOrTx, id: string): Promise<IncidentDTO> {
    if (!isUuid(id)) throw errors.notFound('Incident', 'incydent');
    const [row] = await dbx.select().from(statusIncidents).where(eq(statusIncidents.id, id)).limit(1);
    if (!row) throw errors.notFound('Incident', 'incydent');
    return (await withUpdates(dbx, [row]))[0]!;
  }

  async function statusPage() {
    const now = clock.now();
    const open = await db
      .select()
      .from(statusIncidents)
      .where(isNull(statusIncidents.resolvedAt))
      .orderBy(desc(statusIncidents.createdAt), desc(statusIncidents.id));
    const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
    const recent = await db
      .select()
      .from(statusIncidents)
      .where(and(isNotNull(statusIncidents.resolvedAt), gte(statusIncidents.createdAt, since)))
      .orderBy(desc(statusIncidents.createdAt), desc(statusIncidents.id))
      .limit(100);
    const byComponent = new Map<Component, ComponentStatus>(COMPONENTS.map((c) => [c, 'operational']));
    for (const inc of open) {
      for (const c of inc.components) {
        byComponent.set(
          c,
          worse(byComponent.get(c) ?? 'operational', IMPACT_TO_COMPONENT_STATUS[inc.impact]),
        );
      }
    }
    const components = COMPONENTS.map((c) => ({
      id: c,
      name: COMPONENT_NAMES[c].en,
      name_pl: COMPONENT_NAMES[c].pl,
      status: byComponent.get(c)!,
    }));
    return {
      status: components.reduce<ComponentStatus>((acc, c) => worse(acc, c.status), 'operational'),
      components,
      open_incidents: await withUpdates(db, open),
      recent_incidents: await withUpdates(db, recent),
      updated_at: now.toISOString(),
    };
  }

  // ---------------------------------------------------------------- subscriber e-mail

  function unsubscribeToken(subscriptionId: string) {
    return `${subscriptionId}.${tokens.mac(UNSUBSCRIBE_PURPOSE, subscriptionId)}`;
  }

  function link(path: string, token: string) {
    return `${deps.publicBaseUrl}${path}?token=${encodeURIComponent(token)}`;
  }

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

  async function recentIncidents(limit = 10) {
    const rows = await db
      .select()
      .from(statusIncidents)
      .orderBy(desc(statusIncidents.createdAt), desc(statusIncidents.id))
      .limit(limit);
    return withUpdates(db, rows);
  }

  // ---------------------------------------------------------------- subscriptions

  /**
   * Stores (or refreshes) a pending subscription and e-mails a confirmation link. The answer
   * is the same whether or not the address is known; a confirmed subscription changes only
   * when the new link is followed.
   */
  async function subscribe(input: { email: string; components?: Component[]; language?: 'pl' | 'en' }) {
    const email = input.email.trim();
    const components = sortComponents(input.components ?? []);
    const language = input.language ?? 'pl';
    await db.transaction(async (tx) => {
      // Addresses that never confirmed are not kept once their links have expired.
      await tx
        .delete(statusSubscriptions)
        .where(
          and(
            eq(statusSubscriptions.status, 'pending'),
            lt(statusSubscriptions.updatedAt, new Date(clock.now().getTime() - PENDING_RETENTION_MS)),
          ),
        );
      await tx.insert(statusSubscriptions).values({ email, components: [], language }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(statusSubscriptions)
        .where(eq(statusSubscriptions.email, email))
        .for('update');
      if (!row) throw new AppError(500, 'internal_error');
      const { token, jti } = await tokens.sign(
        CONFIRM_AUDIENCE,
        { sid: row.id, components, lang: language },
        CONFIRM_TOKEN_TTL_SECONDS,
        clock.now().getTime(),
      );
      await tx
        .update(statusSubscriptions)
        .set({ pendingJti: jti, updatedAt: clock.now() })
        .where(eq(statusSubscriptions.id, row.id));
      const url = link('/status/confirm', token);
      const listPl = components.length
        ? components.map((c) => COMPONENT_NAMES[c].pl).join(', ')
        : 'wszystkie';
      const listEn = components.length ? components.map((c) => COMPONENT_NAMES[c].en).join(', ') : 'all';
      const pl = [
        'Potwierdź subskrypcję powiadomień o stanie usługi Recepcja.',
        `Komponenty: ${listPl}.`,
        '',
        `Kliknij, aby potwierdzić (link ważny 48 godzin): ${url}`,
        '',
        'Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nic się nie zmieni.',
      ].join('\n');
      const en = [
        'Please confirm your subscription to Recepcja status notifications.',
        `Components: ${listEn}.`,
        '',
        `Follow this link to confirm (valid for 48 hours): ${url}`,
        '',
        'If this was not you, ignore this message: nothing changes without confirmation.',
      ].join('\n');
      await outbox.enqueue(tx, {
        topic: 'email',
        payload: {
          to: row.email,
          subject:
            language === 'pl'
              ? 'Potwierdź subskrypcję statusu Recepcji'
              : 'Confirm your Recepcja status subscription',
          text: bilingual(language, pl, en),
          secrets: [token, encodeURIComponent(token)],
        } satisfies EmailMessage,
      });
    });
    outbox.wake('email');
  }

  const badToken = () =>
    errors.badRequest('invalid_subscription_token', {
      message: 'The link is invalid, expired or was altered.',
      messagePl: 'Link jest nieprawidłowy, wygasł lub został zmieniony.',
      field: 'token',
    });

  async function confirm(token: string) {
    const claims = await tokens.verify(CONFIRM_AUDIENCE, token);
    if (!claims || typeof claims.sid !== 'string' || !isUuid(claims.sid) || typeof claims.jti !== 'string')
      throw badToken();
    const sid = claims.sid;
    const jti = claims.jti;
    const components = (Array.isArray(claims.components) ? claims.components : []).filter(
      (c): c is Component => (COMPONENTS as readonly unknown[]).includes(c),
    );
    const language = claims.lang === 'en' ? 'en' : 'pl';
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(statusSubscriptions)
        .where(eq(statusSubscriptions.id, sid))
        .for('update');
      if (!row) throw badToken();
      if (row.pendingJti === jti) {
        const now = clock.now();
        const [done] = await tx
          .update(statusSubscriptions)
          .set({
            status: 'confirmed',
            components,
            language,
            pendingJti: null,
            confirmedAt: now,
            updatedAt: now,
          })
          .where(eq(statusSubscriptions.id, sid))
          .returning();
        return { subscription: done!, alreadyConfirmed: false };
      }
      if (row.status === 'confirmed') return { subscription: row, alreadyConfirmed: true };
      throw errors.badRequest('subscription_token_superseded', {
        message: 'A newer confirmation link was sent; use the latest e-mail.',
        messagePl: 'Wysłano nowszy link potwierdzający; użyj najnowszej wiadomości.',
        field: 'token',
      });
    });
  }

  async function unsubscribe(token: string) {
    const [sid, mac] = token.split('.');
    if (!sid || !mac || !isUuid(sid) || !tokens.checkMac(UNSUBSCRIBE_PURPOSE, sid, mac)) throw badToken();
    const removed = await db
      .delete(statusSubscriptions)
      .where(eq(statusSubscriptions.id, sid))
      .returning({ email: statusSubscriptions.email });
    return { removed: removed.length > 0 };
  }

  return {
    getIncident: (id: string) => getIncident(db, id),
    statusPage,
    createManual,
    postUpdate,
    ciOpen,
    ciResolve,
    recentIncidents,
    subscribe,
    confirm,
    unsubscribe,
    unsubscribeToken,
  };
}

export type StatusService = ReturnType<typeof createStatusService>;
