import type { DbOrTx } from '../db/client.js';
import type { Outbox } from './outbox.js';

/** Domain events delivered to the tenant's webhook endpoints (the webhooks module fans them out). */
export const EVENT_TOPIC = 'event';

export type EventType =
  | 'call.completed'
  | 'call.analyzed'
  | 'message.left'
  | 'notification.broadcast'
  | 'knowledge.milestone_reached'
  | 'appointment.created'
  | 'appointment.updated'
  | 'appointment.cancelled';

/**
 * Raises an event in the caller's transaction (so it is never lost nor sent for a change
 * that rolled back). Callers skip this for test-mode requests: test keys never cause one.
 * `payload` holds the spec's payload fields; `event`, `tenant_id` and `timestamp` are
 * added here when the payload does not set them.
 */
export async function raiseEvent(
  outbox: Outbox,
  tx: DbOrTx,
  tenantId: string,
  type: EventType,
  payload: Record<string, unknown>,
  now: Date = new Date(),
): Promise<void> {
  await outbox.enqueue(tx, {
    topic: EVENT_TOPIC,
    tenantId,
    payload: { event: type, tenant_id: tenantId, timestamp: now.toISOString(), ...payload },
  });
}
