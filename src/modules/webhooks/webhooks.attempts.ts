import { eq, inArray, sql } from 'drizzle-orm';
import { execRows } from '../../db/client.js';
import { newId } from '../../db/columns.js';
import {
  isWriteRefused,
  type OutboxMessage,
  OutcomeNotWritten,
  postponeMessages,
  SETTLED,
  type Settlement,
  settleMessagesSql,
  settlementOf,
  settlementValues,
} from '../../platform/outbox.js';
import { isUuid } from '../calls/calls.service.js';
import { coalesce } from './coalesce.js';
import type { EndpointGate } from './endpoint-gate.js';
import type { PostResult } from './http.js';
import { parseRetryAfter, retryDelayMs } from './schedule.js';
import { signatureHeader } from './signing.js';
import { webhookDeliveries, webhookEndpoints } from './webhooks.schema.js';
import { openSecret } from './webhooks.secrets.js';
import type { Delivery, Endpoint, WebhooksDeps } from './webhooks.shared.js';

/**
 * Delivery attempts: the signed POST, its record (which settles the outbox message), the
 * endpoint's limit on posts in flight, and the outbox handler of one delivery.
 */
export function createWebhookAttempts(deps: WebhooksDeps, gate: EndpointGate) {
  const { db, clock, poster, dataBox } = deps;

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
    /** What was kept of the response body (see `keepResponseBody`). */
    body: PostResult['body'];
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
        ${r.body?.text ?? null}::text, ${r.body?.bytes ?? null}::int,
        ${r.body?.truncated ?? false}::boolean, ${r.body?.binary ?? false}::boolean,
        ${r.at}::timestamptz, ${r.status}::text, ${r.nextAttemptAt}::timestamptz, ${r.completedAt}::timestamptz,
        ${settlementValues(r.settlement)})`,
    );
    // Whether the attempt writes its delivery's state (see above).
    const writes = sql.raw(`(w.owned or (w.status = 'succeeded' and d.status = 'pending'))`);
    const settled = await execRows<{ id: string }>(
      db,
      sql`
      with v (id, tenant_id, delivery_id, status_code, duration_ms, error, response_headers,
              response_body, response_body_bytes, response_body_truncated, response_body_binary, created_at,
              status, next_attempt_at, completed_at,
              message_id, lock_token, msg_status, msg_run_at, msg_processed_at, msg_error)
        as (values ${sql.join(rows, sql`, `)}),
      attempt as (
        insert into webhook_attempts
          (id, tenant_id, delivery_id, attempt, status_code, duration_ms, error, response_headers,
           response_body, response_body_bytes, response_body_truncated, response_body_binary, created_at)
        select v.id, v.tenant_id, v.delivery_id, d.attempts + 1, v.status_code, v.duration_ms, v.error,
               v.response_headers, v.response_body, v.response_body_bytes, v.response_body_truncated,
               v.response_body_binary, v.created_at
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
      body: result.body,
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

  return { attemptOnce, attemptForMessage, deliver };
}

export type AttemptOnce = ReturnType<typeof createWebhookAttempts>['attemptOnce'];
export type AttemptForMessage = ReturnType<typeof createWebhookAttempts>['attemptForMessage'];
