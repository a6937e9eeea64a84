import { and, eq, inArray, sql } from 'drizzle-orm';
import { execRows } from '../../db/client.js';
import { newId } from '../../db/columns.js';
import {
  type OutboxMessage,
  OutcomeNotWritten,
  PermanentFailure,
  SETTLED,
  settleMessagesSql,
  settlementOf,
  settlementValues,
} from '../../platform/outbox.js';
import { transcriptV2 } from '../calls/calls.dto.js';
import { calls } from '../calls/calls.schema.js';
import { isUuid } from '../calls/calls.service.js';
import { coalesce } from './coalesce.js';
import type { EndpointGate } from './endpoint-gate.js';
import { MAX_ATTEMPTS } from './schedule.js';
import type { AttemptForMessage } from './webhooks.attempts.js';
import { webhookEndpoints } from './webhooks.schema.js';
import { DELIVER_TOPIC, type Delivery, type Endpoint, type WebhooksDeps } from './webhooks.shared.js';

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

/** The fan-out of domain events to the tenant's subscribed endpoints (an outbox handler). */
export function createWebhookFanOut(
  deps: WebhooksDeps,
  gate: EndpointGate,
  attemptForMessage: AttemptForMessage,
) {
  const { db, outbox, clock } = deps;
  const inlineFanOut = deps.inlineFanOut ?? INLINE_FAN_OUT;

  interface InlineDelivery {
    e: Endpoint;
    d: Delivery;
    msg: OutboxMessage;
  }

  /**
   * The body with the transcript of each `call.completed` event that an opted-in endpoint
   * (`include_transcript`) receives, by event message id: read from the call record at fan-out
   * (so the outbox never holds transcripts), one query for the batch, none when no endpoint opted in.
   */
  async function transcriptsFor(msgs: OutboxMessage[], endpoints: Endpoint[]) {
    const out = new Map<string, string>();
    const wanted = msgs.filter(
      (m) =>
        m.payload.event === 'call.completed' &&
        typeof m.payload.call_id === 'string' &&
        isUuid(m.payload.call_id) &&
        endpoints.some((e) => e.tenantId === m.tenantId && e.includeTranscript),
    );
    if (wanted.length === 0) return out;
    const rows = await db
      .select({
        id: calls.id,
        tenantId: calls.tenantId,
        status: calls.status,
        startedAt: calls.startedAt,
        transcript: calls.transcript,
        transcriptPurgedAt: calls.transcriptPurgedAt,
      })
      .from(calls)
      .where(
        inArray(
          calls.id,
          wanted.map((m) => m.payload.call_id as string),
        ),
      );
    for (const m of wanted) {
      const r = rows.find((c) => c.id === m.payload.call_id && c.tenantId === m.tenantId);
      const t = r
        ? transcriptV2(r)
        : { transcript: null, transcript_status: 'none' as const, transcript_purged_at: null };
      out.set(
        m.id,
        JSON.stringify({ ...m.payload, transcript: t.transcript, transcript_status: t.transcript_status }),
      );
    }
    return out;
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
    const transcripts = await transcriptsFor(msgs, endpoints);
    const planned = msgs.flatMap((msg) => {
      const type = String(msg.payload.event);
      const plain = JSON.stringify(msg.payload);
      const transcript = transcripts.get(msg.id);
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
          body: transcript && e.includeTranscript ? transcript : plain,
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

  return { fanOut };
}
