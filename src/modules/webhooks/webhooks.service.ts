import { lookup } from 'node:dns/promises';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ResolvedConfig } from '../../config.js';
import { type Db, execRows } from '../../db/client.js';
import { newId } from '../../db/columns.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import { CryptoBox } from '../../platform/crypto-box.js';
import { errors } from '../../platform/errors.js';
import {
  isWriteRefused,
  type Outbox,
  type OutboxLanes,
  type OutboxMessage,
  OutcomeNotWritten,
  PermanentFailure,
  postponeMessages,
  SETTLED,
  type Settlement,
  settleMessagesSql,
  settlementOf,
  settlementValues,
} from '../../platform/outbox.js';
import { CursorCodec, type CursorPosition } from '../../platform/pagination.js';
import { checkUrl, isBlockedAddress, SsrfError } from '../../platform/ssrf.js';
import { isUuid } from '../calls/calls.service.js';
import { tenants } from '../tenants/tenants.schema.js';
import { coalesce } from './coalesce.js';
import { EndpointGate } from './endpoint-gate.js';
import type { PostResult, WebhookPoster } from './http.js';
import { MAX_ATTEMPTS, parseRetryAfter, retryDelayMs } from './schedule.js';
import { newWebhookSecret, signatureHeader } from './signing.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './webhooks.schema.js';

export const DELIVER_TOPIC = 'webhook.deliver';

/** Events an endpoint can subscribe to (`webhook.test` is always sent to the endpoint tested). */
export const WEBHOOK_EVENTS = [
  'call.completed',
  'message.left',
  'notification.broadcast',
  'knowledge.milestone_reached',
  'appointment.created',
  'appointment.updated',
  'appointment.cancelled',
] as const;

export const MAX_ENDPOINTS_PER_TENANT = 16;

/** How long a rotated-out secret keeps signing when the rotation does not say (its maximum too). */
export const ROTATION_OVERLAP_SECONDS = 86_400;

/**
 * A fan-out of at most this many deliveries posts them itself (e.g. a worker's group of 32
 * events with one or two endpoints each); a larger one queues them for all workers.
 */
export const INLINE_FAN_OUT = 64;
/**
 * ...and only with this much of its lease left: half the production lease (20 s), which the
 * worker renews every 5 s while the posts run (they time out after 15 s).
 */
const INLINE_MIN_LEASE_MS = 10_000;

type Endpoint = typeof webhookEndpoints.$inferSelect;
type Delivery = typeof webhookDeliveries.$inferSelect;
type Attempt = typeof webhookAttempts.$inferSelect;

export interface EndpointInput {
  url?: string;
  description?: string | null;
  enabled_events?: string[];
  status?: 'enabled' | 'disabled';
}

export interface WebhooksDeps {
  db: Db;
  outbox: Outbox;
  clock: Clock;
  config: ResolvedConfig;
  cursors: CursorCodec;
  poster: WebhookPoster;
  /** Seals the signing secrets at rest (`DATA_ENCRYPTION_KEY`). */
  dataBox: CryptoBox;
  log?: FastifyBaseLogger;
  /** The most deliveries a fan-out posts itself (see `fanOutEvents`); 0 queues them all. */
  inlineFanOut?: number;
  /** Per-endpoint limits on posts in flight (default: one gate per service, see `EndpointGate`). */
  gate?: EndpointGate;
}

export function endpointDto(e: Endpoint) {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    enabled_events: e.enabledEvents,
    status: e.status,
    disabled_reason: e.disabledReason,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

export function attemptDto(a: Attempt) {
  return {
    attempt: a.attempt,
    status_code: a.statusCode,
    duration_ms: a.durationMs,
    error: a.error,
    created_at: a.createdAt.toISOString(),
  };
}

export function deliveryDto(d: Delivery, attempts: Attempt[] = []) {
  return {
    id: d.id,
    endpoint_id: d.endpointId,
    event_type: d.eventType,
    status: d.status,
    attempt_count: d.attempts,
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    next_attempt_at: d.nextAttemptAt?.toISOString() ?? null,
    created_at: d.createdAt.toISOString(),
    completed_at: d.completedAt?.toISOString() ?? null,
    attempts: attempts.map(attemptDto),
  };
}

const invalidUrl = (message: string, messagePl: string) =>
  errors.invalid(['body', 'url'], message, messagePl, 'url');

/** The associated data of an endpoint's sealed secrets: both columns, that row only. */
const secretContext = (endpointId: string) => `webhook_endpoints:${endpointId}`;

/**
 * Signing secrets at rest. `secret` and `previous_secret` hold `v1:…` (AES-256-GCM with
 * `DATA_ENCRYPTION_KEY`, see `CryptoBox`). A row written before encryption holds the plaintext
 * `whsec_…`: it is still read as it is, and sealed by the `webhooks: signing secrets sealed`
 * job (worker role, at start and hourly) or by the next rotation, whichever comes first.
 */
export function sealSecret(box: CryptoBox, endpointId: string, secret: string): string {
  return CryptoBox.isSealed(secret) ? secret : box.seal(secret, secretContext(endpointId));
}

export function openSecret(box: CryptoBox, endpointId: string, stored: string): string {
  return CryptoBox.isSealed(stored) ? box.open(stored, secretContext(endpointId)) : stored;
}

/** How many legacy plaintext rows one run of {@link sealLegacySecrets} rewrites at most. */
const SEAL_BATCH = 500;

/**
 * Seals the plaintext signing secrets left from before encryption at rest. Each row is
 * rewritten only if its secrets are still the ones read (a rotation meanwhile wins), so that
 * several workers can run it together. Returns how many rows it sealed.
 */
export async function sealLegacySecrets(db: Db, box: CryptoBox): Promise<number> {
  const t = webhookEndpoints;
  let sealed = 0;
  for (;;) {
    const rows = await db
      .select({ id: t.id, secret: t.secret, previousSecret: t.previousSecret })
      .from(t)
      .where(sql`${t.secret} not like 'v1:%' or ${t.previousSecret} not like 'v1:%'`)
      .orderBy(asc(t.id))
      .limit(SEAL_BATCH);
    let changed = 0;
    for (const r of rows) {
      const done = await db
        .update(t)
        .set({
          secret: sealSecret(box, r.id, r.secret),
          previousSecret: r.previousSecret === null ? null : sealSecret(box, r.id, r.previousSecret),
        })
        .where(
          and(
            eq(t.id, r.id),
            eq(t.secret, r.secret),
            r.previousSecret === null
              ? sql`${t.previousSecret} is null`
              : eq(t.previousSecret, r.previousSecret),
          ),
        )
        .returning({ id: t.id });
      changed += done.length;
    }
    sealed += changed;
    if (rows.length < SEAL_BATCH) return sealed;
  }
}

export function createWebhooksService(deps: WebhooksDeps) {
  const { db, outbox, clock, config, cursors, poster, dataBox } = deps;
  const inlineFanOut = deps.inlineFanOut ?? INLINE_FAN_OUT;
  const gate = deps.gate ?? new EndpointGate();
  const httpsOnly = config.env === 'production';
  const allowPrivate = config.webhookAllowPrivateNetworks;
  // Outside production, a refused private address says how to allow it (a receiver on localhost).
  const hint =
    config.env === 'production'
      ? { en: '', pl: '' }
      : {
          en: ' To allow such addresses on this development machine, start the service with WEBHOOK_ALLOW_PRIVATE_NETWORKS=1.',
          pl: ' Aby na tej maszynie deweloperskiej dopuścić takie adresy, uruchom usługę z WEBHOOK_ALLOW_PRIVATE_NETWORKS=1.',
        };

  /** Scheme, literal addresses, and what the host resolves to now (checked again at delivery). */
  async function validateUrl(raw: string): Promise<string> {
    let url: URL;
    try {
      url = checkUrl(raw, { allowPrivate, allowedProtocols: httpsOnly ? ['https:'] : ['http:', 'https:'] });
    } catch (err) {
      if (err instanceof SsrfError && err.reason === 'scheme') {
        throw invalidUrl(
          httpsOnly ? 'The URL must be an https:// address.' : 'The URL must be an http(s):// address.',
          httpsOnly ? 'Adres musi zaczynać się od https://.' : 'Adres musi zaczynać się od http(s)://.',
        );
      }
      throw invalidUrl(
        `The URL points to a loopback, private, link-local or metadata address.${hint.en}`,
        `Adres wskazuje na sieć lokalną, prywatną, link-local lub adres metadanych.${hint.pl}`,
      );
    }
    if (!allowPrivate) {
      const host = url.hostname.replace(/^\[|\]$/g, '');
      // A host that does not resolve now is accepted (it is checked again at every delivery).
      const addresses = await lookup(host, { all: true }).catch(() => []);
      if (addresses.some((a) => isBlockedAddress(a.address))) {
        throw invalidUrl(
          `The URL resolves to a loopback, private, link-local or metadata address.${hint.en}`,
          `Adres wskazuje (przez DNS) na sieć lokalną, prywatną, link-local lub adres metadanych.${hint.pl}`,
        );
      }
    }
    return url.toString();
  }

  function validateEvents(events: string[] | undefined): string[] {
    const list = events ?? ['*'];
    if (list.length === 0) {
      throw errors.invalid(
        ['body', 'enabled_events'],
        'List at least one event, or "*".',
        'Podaj co najmniej jedno zdarzenie lub "*".',
      );
    }
    if (list.includes('*')) return ['*'];
    const unknown = list.filter((e) => !(WEBHOOK_EVENTS as readonly string[]).includes(e));
    if (unknown.length) {
      throw errors.invalid(
        ['body', 'enabled_events'],
        `Unknown event ${unknown[0]}. Known events: ${WEBHOOK_EVENTS.join(', ')}.`,
        `Nieznane zdarzenie ${unknown[0]}. Dostępne: ${WEBHOOK_EVENTS.join(', ')}.`,
      );
    }
    return [...new Set(list)];
  }

  async function getEndpointRow(ctx: ServiceContext, id: string): Promise<Endpoint> {
    if (!isUuid(id)) throw errors.notFound('Webhook endpoint', 'punkt końcowy webhooka');
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, ctx.tenantId)))
      .limit(1);
    if (!row) throw errors.notFound('Webhook endpoint', 'punkt końcowy webhooka');
    return row;
  }

  /** 404 unless the tenant exists (support names tenants by id). */
  async function assertTenant(tenantId: string) {
    if (!isUuid(tenantId)) throw errors.notFound('Tenant', 'firma');
    const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    if (!row) throw errors.notFound('Tenant', 'firma');
  }

  async function list(
    ctx: ServiceContext,
    q: { limit: number; cursor?: string | undefined },
    livemode: boolean,
  ) {
    const pos = q.cursor ? cursors.decode(q.cursor, 'webhook-endpoints', 'desc') : undefined;
    const t = webhookEndpoints;
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.tenantId, ctx.tenantId), pos ? CursorCodec.after(pos, t.createdAt, t.id) : undefined))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(q.limit + 1);
    return cursors.page(rows, q.limit, 'desc', 'webhook-endpoints', endpointDto, livemode);
  }

  async function create(
    ctx: ServiceContext,
    input: EndpointInput & { url: string },
    via: 'api' | 'support' = 'api',
  ) {
    const url = await validateUrl(input.url);
    const enabledEvents = validateEvents(input.enabled_events);
    const now = clock.now();
    const id = newId();
    const secret = newWebhookSecret();
    const row: Endpoint = {
      id,
      tenantId: ctx.tenantId,
      url,
      description: input.description ?? null,
      enabledEvents,
      status: input.status ?? 'enabled',
      disabledReason: null,
      secret: sealSecret(dataBox, id, secret),
      previousSecret: null,
      previousSecretExpiresAt: null,
      createdVia: via,
      createdAt: now,
      updatedAt: now,
    };
    await db.transaction(async (tx) => {
      // The tenant's row is locked while its endpoints are counted, so that creates at the
      // same moment cannot pass the limit together.
      const [tenant] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.id, ctx.tenantId))
        .for('update');
      if (!tenant) throw errors.notFound('Tenant', 'firma');
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.tenantId, ctx.tenantId));
      if (Number(n) >= MAX_ENDPOINTS_PER_TENANT) {
        throw errors.conflict('endpoint_limit_reached', {
          message: `A tenant can have at most ${MAX_ENDPOINTS_PER_TENANT} webhook endpoints.`,
          messagePl: `Firma może mieć najwyżej ${MAX_ENDPOINTS_PER_TENANT} punktów końcowych webhooków.`,
        });
      }
      // Test keys: validated and answered, never stored.
      if (ctx.mode === 'live') await tx.insert(webhookEndpoints).values(row);
    });
    return { ...endpointDto(row), secret };
  }

  async function update(ctx: ServiceContext, id: string, input: EndpointInput) {
    const row = await getEndpointRow(ctx, id);
    const next: Endpoint = { ...row, updatedAt: clock.now() };
    if (input.url !== undefined) next.url = await validateUrl(input.url);
    if (input.description !== undefined) next.description = input.description;
    if (input.enabled_events !== undefined) next.enabledEvents = validateEvents(input.enabled_events);
    if (input.status !== undefined) {
      next.status = input.status;
      next.disabledReason = input.status === 'disabled' ? 'disabled by the tenant' : null;
    }
    if (ctx.mode === 'live') {
      await db
        .update(webhookEndpoints)
        .set({
          url: next.url,
          description: next.description,
          enabledEvents: next.enabledEvents,
          status: next.status,
          disabledReason: next.disabledReason,
          updatedAt: next.updatedAt,
        })
        .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.tenantId, ctx.tenantId)));
    }
    return endpointDto(next);
  }

  async function remove(ctx: ServiceContext, id: string) {
    const row = await getEndpointRow(ctx, id);
    if (ctx.mode === 'live') {
      await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.tenantId, ctx.tenantId)));
    }
    return { id: row.id, deleted: true };
  }

  async function rotateSecret(
    ctx: ServiceContext,
    id: string,
    expirePreviousInSeconds: number = ROTATION_OVERLAP_SECONDS,
  ) {
    const row = await getEndpointRow(ctx, id);
    const now = clock.now();
    const secret = newWebhookSecret();
    const keepOld = expirePreviousInSeconds > 0;
    const previousSecretExpiresAt = keepOld ? new Date(now.getTime() + expirePreviousInSeconds * 1000) : null;
    if (ctx.mode === 'live') {
      await db
        .update(webhookEndpoints)
        .set({
          secret: sealSecret(dataBox, row.id, secret),
          previousSecret: keepOld ? sealSecret(dataBox, row.id, row.secret) : null,
          previousSecretExpiresAt,
          updatedAt: now,
        })
        .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.tenantId, ctx.tenantId)));
    }
    return {
      ...endpointDto({ ...row, updatedAt: now }),
      secret,
      previous_secret_expires_at: previousSecretExpiresAt?.toISOString() ?? null,
    };
  }

  /** The secrets deliveries are signed with now: the current one, and the previous while it lives. */
  function signingSecrets(e: Endpoint, now: Date): string[] {
    const current = openSecret(dataBox, e.id, e.secret);
    const live = e.previousSecret && e.previousSecretExpiresAt && e.previousSecretExpiresAt > now;
    return live ? [current, openSecret(dataBox, e.id, e.previousSecret!)] : [current];
  }

  function headersFor(e: Endpoint, d: Pick<Delivery, 'id' | 'eventType' | 'body'>, now: Date) {
    const timestamp = Math.floor(now.getTime() / 1000);
    return {
      'user-agent': 'Recepcja-Webhooks/1.0',
      'x-service-event': d.eventType,
      'x-service-delivery': d.id,
      'x-service-signature': signatureHeader(signingSecrets(e, now), timestamp, d.body),
    };
  }

  interface AttemptRecord {
    id: string;
    tenantId: string;
    deliveryId: string;
    statusCode: number | null;
    durationMs: number;
    error: string | null;
    headers: string;
    at: string;
    status: Delivery['status'];
    nextAttemptAt: string | null;
    completedAt: string | null;
    /** The outcome of the outbox message that ran the attempt (none for a test delivery). */
    settlement: Settlement | null;
  }

  /**
   * Each attempt, its delivery's new state and the outcome of its outbox message (done, or
   * due again for the retry, or failed) in one statement, so atomic; the attempts that
   * finished in the same turn of the event loop share that statement (one round trip).
   *
   * Fencing: the message is settled only while its lock token still matches, and the
   * delivery's state follows the attempt only when its message was settled by it (or it has
   * no message: a test delivery). A worker whose lease lapsed still records the attempt it
   * made (the POST happened, so it counts), but cannot overwrite the newer claim's outcome:
   * a late failure leaves the delivery as the newer attempt left it. A late success is still
   * written while the delivery is pending: the receiver has the event, and the newer claim
   * then finds the delivery settled and posts nothing. Attempt numbers are taken from the
   * delivery at the time of the record, so two workers never write the same number in turn.
   * Resolves to whether the message was settled.
   */
  const recordAttempt = coalesce<AttemptRecord, boolean>(async (records) => {
    const rows = records.map(
      (r) => sql`(${r.id}::uuid, ${r.tenantId}::uuid, ${r.deliveryId}::uuid,
        ${r.statusCode}::int, ${r.durationMs}::int, ${r.error}::text, ${r.headers}::jsonb,
        ${r.at}::timestamptz, ${r.status}::text, ${r.nextAttemptAt}::timestamptz, ${r.completedAt}::timestamptz,
        ${settlementValues(r.settlement)})`,
    );
    // Whether the attempt writes its delivery's state (see above).
    const writes = sql.raw(`(w.owned or (w.status = 'succeeded' and d.status = 'pending'))`);
    const settled = await execRows<{ id: string }>(
      db,
      sql`
      with v (id, tenant_id, delivery_id, status_code, duration_ms, error, response_headers, created_at,
              status, next_attempt_at, completed_at,
              message_id, lock_token, msg_status, msg_run_at, msg_processed_at, msg_error)
        as (values ${sql.join(rows, sql`, `)}),
      attempt as (
        insert into webhook_attempts
          (id, tenant_id, delivery_id, attempt, status_code, duration_ms, error, response_headers, created_at)
        select v.id, v.tenant_id, v.delivery_id, d.attempts + 1, v.status_code, v.duration_ms, v.error,
               v.response_headers, v.created_at
        from v left join webhook_deliveries d on d.id = v.delivery_id
      ),
      msg as (${settleMessagesSql('v')}),
      delivery as (
        update webhook_deliveries d
        set attempts = d.attempts + 1,
            last_status_code = case when ${writes} then w.status_code else d.last_status_code end,
            last_error = case when ${writes} then w.error else d.last_error end,
            status = case when ${writes} then w.status else d.status end,
            next_attempt_at = case when ${writes} then w.next_attempt_at else d.next_attempt_at end,
            completed_at = case when ${writes} then w.completed_at else d.completed_at end
        from (select v.*, (v.message_id is null or v.message_id in (select id from msg)) as owned from v) w
        where d.id = w.delivery_id
      )
      select id from msg`,
    );
    const ids = new Set(settled.map((r) => r.id));
    return records.map((r) => r.settlement !== null && ids.has(r.settlement.messageId));
  });

  /** Messages put back for a busy endpoint (see `attemptForMessage`), those of one turn together. */
  const postpone = coalesce<{ msg: OutboxMessage; runAt: Date }, boolean>(async (items) => {
    const ids = await postponeMessages(db, items);
    return items.map((i) => ids.has(i.msg.id));
  });

  /** The delivery and its endpoint, read fresh for each attempt (deliveries run at once share a query). */
  const loadDelivery = coalesce<string, { d: Delivery; e: Endpoint } | undefined>(async (ids) => {
    const rows = await db
      .select({ d: webhookDeliveries, e: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(inArray(webhookDeliveries.id, [...new Set(ids)]));
    const byId = new Map(rows.map((r) => [r.d.id, r]));
    return ids.map((id) => byId.get(id));
  });

  /**
   * One HTTP attempt and its record. Returns the result and whether it was the last
   * attempt (success, 410, or no retry left).
   */
  async function attemptOnce(e: Endpoint, d: Delivery, scheduleAttempt: number, msg?: OutboxMessage) {
    const now = clock.now();
    const result: PostResult = await poster.post(e.url, d.body, headersFor(e, d, now));
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const gone = result.statusCode === 410;
    let delay = ok || gone ? null : retryDelayMs(scheduleAttempt);
    if (delay !== null && (result.statusCode === 429 || result.statusCode === 503)) {
      const retryAfter = parseRetryAfter(result.headers['retry-after'], now);
      if (retryAfter !== null && retryAfter > delay) delay = retryAfter;
    }
    const final = ok || delay === null;
    const error =
      result.error ??
      (ok
        ? null
        : result.statusCode !== null && result.statusCode >= 300 && result.statusCode < 400
          ? 'redirects are not followed'
          : `HTTP ${result.statusCode}`);
    const finishedAt = clock.now();
    const status = ok ? 'succeeded' : final ? 'failed' : 'pending';
    const nextAttemptAt = final ? null : new Date(finishedAt.getTime() + delay!).toISOString();
    const settlement = !msg
      ? null
      : ok
        ? settlementOf(msg, finishedAt)
        : settlementOf(msg, finishedAt, {
            error: error ?? 'delivery failed',
            permanent: final,
            retryAfterMs: delay ?? 0,
          });
    const record: AttemptRecord = {
      id: newId(),
      tenantId: d.tenantId,
      deliveryId: d.id,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error,
      headers: JSON.stringify(result.headers),
      at: finishedAt.toISOString(),
      status,
      nextAttemptAt,
      completedAt: final ? finishedAt.toISOString() : null,
      settlement,
    };
    const write = async () => {
      const settled = await recordAttempt(record);
      if (gone) {
        await db
          .update(webhookEndpoints)
          .set({
            status: 'disabled',
            disabledReason: 'the receiver answered 410 Gone',
            updatedAt: finishedAt,
          })
          .where(eq(webhookEndpoints.id, e.id));
      }
      return settled;
    };
    let settled: boolean;
    try {
      settled = await write();
    } catch (err) {
      // Posted, but the store cannot take the record now: the worker keeps it in process and
      // writes it when it can, rather than posting again (a refused record is a failure).
      if (msg && !isWriteRefused(err)) throw new OutcomeNotWritten(write, err);
      throw err;
    }
    return { result, ok, gone, final, delay, error, settled };
  }

  async function sendTest(ctx: ServiceContext, id: string) {
    const e = await getEndpointRow(ctx, id);
    const now = clock.now();
    const deliveryId = newId();
    const body = JSON.stringify({
      event: 'webhook.test',
      tenant_id: ctx.tenantId,
      timestamp: now.toISOString(),
      data: { endpoint_id: e.id, message: 'This is a test delivery from Recepcja.' },
    });
    if (ctx.mode === 'test') {
      return {
        delivery_id: deliveryId,
        status_code: null,
        duration_ms: 0,
        error: null,
        succeeded: false,
        simulated: true,
      };
    }
    const [d] = await db
      .insert(webhookDeliveries)
      .values({
        id: deliveryId,
        tenantId: ctx.tenantId,
        endpointId: e.id,
        eventId: newId(),
        eventType: 'webhook.test',
        body,
      })
      .returning();
    // A test is one attempt, answered at once; it is not retried.
    const { result, ok, error } = await attemptOnce(e, d!, MAX_ATTEMPTS);
    return {
      delivery_id: deliveryId,
      status_code: result.statusCode,
      duration_ms: result.durationMs,
      error,
      succeeded: ok,
      simulated: false,
    };
  }

  async function attemptsOf(deliveryIds: string[]) {
    if (deliveryIds.length === 0) return new Map<string, Attempt[]>();
    const rows = await db
      .select()
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.deliveryId, deliveryIds))
      .orderBy(asc(webhookAttempts.createdAt), asc(webhookAttempts.attempt));
    const map = new Map<string, Attempt[]>();
    for (const r of rows) map.set(r.deliveryId, [...(map.get(r.deliveryId) ?? []), r]);
    return map;
  }

  async function listDeliveries(
    ctx: ServiceContext,
    endpointId: string,
    q: { limit: number; cursor?: string | undefined; status?: Delivery['status'] | undefined },
    livemode: boolean,
  ) {
    const e = await getEndpointRow(ctx, endpointId);
    const pos: CursorPosition | undefined = q.cursor
      ? cursors.decode(q.cursor, 'webhook-deliveries', 'desc')
      : undefined;
    const t = webhookDeliveries;
    const rows = await db
      .select()
      .from(t)
      .where(
        and(
          eq(t.tenantId, ctx.tenantId),
          eq(t.endpointId, e.id),
          q.status ? eq(t.status, q.status) : undefined,
          pos ? CursorCodec.after(pos, t.createdAt, t.id) : undefined,
        ),
      )
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(q.limit + 1);
    const attempts = await attemptsOf(rows.slice(0, q.limit).map((r) => r.id));
    return cursors.page(
      rows,
      q.limit,
      'desc',
      'webhook-deliveries',
      (d) => deliveryDto(d, attempts.get(d.id)),
      livemode,
    );
  }

  async function resend(ctx: ServiceContext, endpointId: string, deliveryId: string) {
    const e = await getEndpointRow(ctx, endpointId);
    if (!isUuid(deliveryId)) throw errors.notFound('Delivery', 'dostawa');
    const [d] = await db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.endpointId, e.id),
          eq(webhookDeliveries.tenantId, ctx.tenantId),
        ),
      )
      .limit(1);
    if (!d) throw errors.notFound('Delivery', 'dostawa');
    if (e.status === 'disabled') {
      throw errors.conflict('endpoint_disabled', {
        message: 'The endpoint is disabled; enable it before re-sending.',
        messagePl: 'Punkt końcowy jest wyłączony; włącz go przed ponowną wysyłką.',
      });
    }
    const inProgress = () =>
      errors.conflict('delivery_in_progress', {
        message: 'The delivery is still being attempted.',
        messagePl: 'Dostawa jest wciąż w toku.',
      });
    if (d.status === 'pending') throw inProgress();
    if (ctx.mode === 'test') return deliveryDto({ ...d, status: 'pending', completedAt: null });
    const updated = await db.transaction(async (tx) => {
      // Only from a settled state: of two resends at once, one queues the delivery and the
      // other finds it pending (409), so it is never posted twice at once.
      const [u] = await tx
        .update(webhookDeliveries)
        .set({ status: 'pending', completedAt: null, nextAttemptAt: clock.now() })
        .where(and(eq(webhookDeliveries.id, d.id), ne(webhookDeliveries.status, 'pending')))
        .returning();
      if (!u) throw inProgress();
      await outbox.enqueue(tx, {
        topic: DELIVER_TOPIC,
        tenantId: d.tenantId,
        payload: { delivery_id: d.id, endpoint_id: e.id },
        maxAttempts: MAX_ATTEMPTS,
        runAt: clock.now(),
      });
      return u;
    });
    outbox.wake(DELIVER_TOPIC);
    return deliveryDto(updated);
  }

  interface InlineDelivery {
    e: Endpoint;
    d: Delivery;
    msg: OutboxMessage;
  }

  /**
   * Fans out the events handled in one turn together: one query for their tenants'
   * endpoints, then the deliveries, their outbox messages and the events' own messages
   * marked done, in one statement (atomic, so a delivery never exists without its message,
   * nor an event done without its deliveries). An event's message is marked done only while
   * its lock token still matches. Unique (event, endpoint): a fan-out repeated after a
   * crash adds nothing twice, and queues a message only for a delivery it created.
   *
   * A small fan-out (at most `inlineFanOut` deliveries, with at least `INLINE_MIN_LEASE_MS`
   * of the events' lease left) writes its delivery messages already claimed, under the
   * events' lease and with fresh lock tokens, and hands them back to be posted at once by
   * the same handler: that saves each delivery a claim and a read, and they stay durable
   * (if this worker dies, another takes them over when the lease lapses, as any claim).
   * Resolves to whether the event's message was marked done, and those deliveries.
   */
  const fanOutEvents = coalesce<OutboxMessage, { done: boolean; inline: InlineDelivery[] }>(async (msgs) => {
    const t = webhookEndpoints;
    const endpoints = await db
      .select()
      .from(t)
      .where(and(inArray(t.tenantId, [...new Set(msgs.map((m) => m.tenantId!))]), eq(t.status, 'enabled')));
    const now = clock.now();
    const planned = msgs.flatMap((msg) => {
      const type = String(msg.payload.event);
      const body = JSON.stringify(msg.payload);
      return endpoints
        .filter(
          (e) =>
            e.tenantId === msg.tenantId && (e.enabledEvents.includes('*') || e.enabledEvents.includes(type)),
        )
        .map((e) => ({
          id: newId(),
          messageId: newId(),
          lockToken: newId(),
          e,
          msg,
          type,
          body,
          inline: false,
        }));
    });
    const small =
      planned.length <= inlineFanOut &&
      msgs.every(
        (m) => m.lockedBy && m.lockedUntil && m.lockedUntil.getTime() - now.getTime() >= INLINE_MIN_LEASE_MS,
      );
    // Posted here, except beyond a busy endpoint's room: those are queued (and claims skip
    // them while the endpoint stays busy).
    const room = new Map<string, number>();
    for (const p of small ? planned : []) {
      const left = room.get(p.e.id) ?? gate.room(p.e.id);
      p.inline = left > 0;
      room.set(p.e.id, left - 1);
    }
    const rows = planned.map(
      (p) => sql`(${p.id}::uuid, ${p.msg.tenantId}::uuid, ${p.e.id}::uuid, ${p.msg.id}::uuid, ${p.type}::text,
        ${p.body}::text, ${p.messageId}::uuid, ${p.inline ? 'processing' : 'pending'}::text,
        ${p.inline ? p.lockToken : null}::uuid, ${p.inline ? p.msg.lockedBy : null}::text,
        ${p.inline ? p.msg.lockedUntil!.toISOString() : null}::timestamptz, ${p.inline ? 1 : 0}::int)`,
    );
    const events = msgs.map((m) => sql`(${settlementValues(settlementOf(m, now))})`);
    const settle = sql`s (message_id, lock_token, msg_status, msg_run_at, msg_processed_at, msg_error) as (
          values ${sql.join(events, sql`, `)}),
        done as (${settleMessagesSql('s')})`;
    const at = now.toISOString();
    let out: { kind: string; id: string }[];
    if (rows.length > 0) {
      out = await execRows<{ kind: string; id: string }>(
        db,
        sql`
        with v (id, tenant_id, endpoint_id, event_id, event_type, body, message_id,
                msg_status, lock_token, locked_by, locked_until, attempts) as (
          values ${sql.join(rows, sql`, `)}),
        ${settle},
        d as (
          insert into webhook_deliveries
            (id, tenant_id, endpoint_id, event_id, event_type, body, next_attempt_at)
          select id, tenant_id, endpoint_id, event_id, event_type, body, ${at}::timestamptz from v
          on conflict (event_id, endpoint_id) do nothing
          returning id),
        queued as (
          insert into outbox_messages (id, tenant_id, topic, payload, max_attempts, run_at,
                                       status, lock_token, locked_by, locked_until, attempts)
          select v.message_id, v.tenant_id, ${DELIVER_TOPIC}::text,
                 jsonb_build_object('delivery_id', d.id, 'endpoint_id', v.endpoint_id),
                 ${MAX_ATTEMPTS}::int, ${at}::timestamptz,
                 v.msg_status, v.lock_token, v.locked_by, v.locked_until, v.attempts
          from d join v on v.id = d.id)
        select 'event' as kind, id from done
        union all
        select 'delivery' as kind, id from d`,
      );
      if (planned.some((p) => !p.inline)) outbox.wake(DELIVER_TOPIC);
    } else {
      out = await execRows<{ kind: string; id: string }>(
        db,
        sql`with ${settle} select 'event' as kind, id from done`,
      );
    }
    const done = new Set(out.filter((r) => r.kind === 'event').map((r) => r.id));
    const created = new Set(out.filter((r) => r.kind === 'delivery').map((r) => r.id));
    return msgs.map((m) => ({
      done: done.has(m.id),
      inline: planned
        .filter((p) => p.inline && p.msg === m && created.has(p.id))
        .map((p) => ({
          e: p.e,
          d: {
            id: p.id,
            tenantId: p.e.tenantId,
            endpointId: p.e.id,
            eventId: m.id,
            eventType: p.type,
            body: p.body,
            status: 'pending' as const,
            attempts: 0,
            lastStatusCode: null,
            lastError: null,
            nextAttemptAt: now,
            createdAt: now,
            completedAt: null,
          },
          msg: {
            id: p.messageId,
            tenantId: p.e.tenantId,
            topic: DELIVER_TOPIC,
            payload: { delivery_id: p.id, endpoint_id: p.e.id },
            attempts: 1,
            maxAttempts: MAX_ATTEMPTS,
            lockToken: p.lockToken,
            createdAt: now,
            lockedBy: m.lockedBy!,
            lockedUntil: m.lockedUntil!,
          },
        })),
    }));
  });

  /**
   * Outbox handler of domain events: one delivery per subscribed, enabled endpoint. The
   * deliveries of a small fan-out are posted here at once (see `fanOutEvents`); a record
   * that could not be written for want of the store is handed to the worker to keep.
   */
  async function fanOut(msg: OutboxMessage): Promise<typeof SETTLED | undefined> {
    if (!msg.payload.event || !msg.tenantId || !isUuid(msg.tenantId))
      throw new PermanentFailure('event without type or tenant');
    const { done, inline } = await fanOutEvents(msg);
    // Their leases are renewed with the event's while they are posted here.
    msg.adopt?.(inline.map((x) => x.msg));
    if (!done) deps.log?.warn({ id: msg.id }, 'outbox: lease lost before the fan-out was marked done');
    const unwritten: (() => Promise<boolean>)[] = [];
    await Promise.all(
      inline.map(async (x) => {
        try {
          await attemptForMessage(x.e, x.d, x.msg);
        } catch (err) {
          if (err instanceof OutcomeNotWritten) {
            // Written once only, however often the worker retries the whole set.
            let written: boolean | undefined;
            unwritten.push(async () => {
              written ??= await err.write();
              return written;
            });
          }
          // Otherwise its message stays claimed: another worker takes it over after the lease.
          else deps.log?.error({ id: x.msg.id, delivery: x.d.id, err }, 'webhooks: delivery attempt failed');
        }
      }),
    );
    if (unwritten.length > 0)
      throw new OutcomeNotWritten(
        async () => (await Promise.all(unwritten.map((w) => w()))).every(Boolean),
        new Error(`${unwritten.length} delivery records not written`),
      );
    return SETTLED;
  }

  /** Outbox handler of one delivery attempt; the outbox schedules the retries it asks for. */
  async function deliver(msg: OutboxMessage): Promise<typeof SETTLED | undefined> {
    const deliveryId = String(msg.payload.delivery_id ?? '');
    const row = isUuid(deliveryId) ? await loadDelivery(deliveryId) : undefined;
    if (row?.d.status !== 'pending') return; // endpoint deleted, or already settled
    if (row.e.status !== 'enabled') {
      await db
        .update(webhookDeliveries)
        .set({
          status: 'failed',
          lastError: 'endpoint disabled',
          completedAt: clock.now(),
          nextAttemptAt: null,
        })
        .where(eq(webhookDeliveries.id, row.d.id));
      return;
    }
    await attemptForMessage(row.e, row.d, msg);
    return SETTLED;
  }

  /**
   * The attempt of a delivery message, whose record also settles the message (done, retry at
   * its due time, or failed); logs a failed attempt and a lease lost meanwhile. Used by both
   * handlers: `deliver`, and `fanOut` for the deliveries it posts itself.
   */
  async function attemptForMessage(e: Endpoint, d: Delivery, msg: OutboxMessage) {
    const leave = gate.enter(e.id);
    if (!leave) {
      // The endpoint is slow and has as many posts in flight as it may: later, not an attempt.
      const runAt = new Date(clock.now().getTime() + gate.retryInMs(e.id));
      if (!(await postpone({ msg, runAt })))
        deps.log?.warn({ id: msg.id, delivery: d.id }, 'outbox: lease lost before the message was put back');
      return;
    }
    let outcome: Awaited<ReturnType<typeof attemptOnce>>;
    try {
      outcome = await attemptOnce(e, d, msg.attempts, msg);
    } finally {
      leave();
    }
    if (!outcome.ok)
      deps.log?.warn(
        { id: msg.id, delivery: d.id, attempts: msg.attempts, error: outcome.error, final: outcome.final },
        'webhooks: delivery attempt failed',
      );
    if (!outcome.settled)
      deps.log?.warn({ id: msg.id, delivery: d.id }, 'outbox: lease lost before the outcome was written');
  }

  return {
    assertTenant,
    list,
    get: async (ctx: ServiceContext, id: string) => endpointDto(await getEndpointRow(ctx, id)),
    create,
    update,
    remove,
    rotateSecret,
    sendTest,
    listDeliveries,
    resend,
    fanOut,
    // Claims skip the messages of an endpoint at its limit (see `EndpointGate`).
    deliver: Object.assign(deliver, {
      lanes: { field: 'endpoint_id', busy: () => gate.busy() } satisfies OutboxLanes,
    }),
    gate,
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
