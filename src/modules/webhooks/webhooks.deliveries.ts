import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import type { ServiceContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import { CursorCodec, type CursorPosition } from '../../platform/pagination.js';
import { isUuid } from '../calls/calls.service.js';
import { MAX_ATTEMPTS } from './schedule.js';
import type { AttemptOnce } from './webhooks.attempts.js';
import { webhookAttempts, webhookDeliveries } from './webhooks.schema.js';
import {
  type Attempt,
  DELIVER_TOPIC,
  type Delivery,
  deliveryDetailDto,
  deliveryDto,
  type GetEndpointRow,
  type WebhooksDeps,
} from './webhooks.shared.js';

/** An endpoint's deliveries: the test delivery, the log with its attempts, and re-sending one. */
export function createWebhookDeliveries(
  deps: WebhooksDeps,
  getEndpointRow: GetEndpointRow,
  attemptOnce: AttemptOnce,
) {
  const { db, outbox, clock, cursors } = deps;

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
    /** With each delivery's request (headers, body) and the attempts' response headers (dashboard). */
    detail = false,
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
      (d) => (detail ? deliveryDetailDto(d, attempts.get(d.id), e.url) : deliveryDto(d, attempts.get(d.id))),
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

  return { sendTest, listDeliveries, resend };
}
