import { and, desc, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError, errors } from '../../platform/errors.js';
import type { IncidentDTO } from './status.dto.js';
import { createIncidentWrites } from './status.incidents.js';
import { COMPONENTS, type Component, statusIncidents, statusSubscriptions } from './status.schema.js';
import {
  bilingual,
  COMPONENT_NAMES,
  CONFIRM_AUDIENCE,
  CONFIRM_TOKEN_TTL_SECONDS,
  type ComponentStatus,
  type EmailMessage,
  HISTORY_DAYS,
  IMPACT_TO_COMPONENT_STATUS,
  isUuid,
  PENDING_RETENTION_MS,
  type StatusServiceDeps,
  sortComponents,
  UNSUBSCRIBE_PURPOSE,
  withUpdates,
  worse,
} from './status.shared.js';

// The service is composed from two files; these re-exports keep its public names here.
export {
  COMPONENT_NAMES,
  CONFIRM_TOKEN_TTL_SECONDS,
  type ComponentStatus,
  type EmailMessage,
  HISTORY_DAYS,
  IMPACT_TO_COMPONENT_STATUS,
  isUuid,
  type StatusServiceDeps,
  toIncidentDTO,
} from './status.shared.js';

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
  const { createManual, postUpdate, ciOpen, ciResolve } = createIncidentWrites(deps, {
    getIncident,
    unsubscribeToken,
    link,
  });

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
