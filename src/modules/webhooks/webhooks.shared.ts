import type { FastifyBaseLogger } from 'fastify';
import type { ResolvedConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import type { CryptoBox } from '../../platform/crypto-box.js';
import type { Outbox } from '../../platform/outbox.js';
import type { CursorCodec } from '../../platform/pagination.js';
import type { EndpointGate } from './endpoint-gate.js';
import type { WebhookPoster } from './http.js';
import type { webhookAttempts, webhookDeliveries, webhookEndpoints } from './webhooks.schema.js';

export const DELIVER_TOPIC = 'webhook.deliver';

/** Events an endpoint can subscribe to (`webhook.test` is always sent to the endpoint tested). */
export const WEBHOOK_EVENTS = [
  'call.completed',
  'call.analyzed',
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

export type Endpoint = typeof webhookEndpoints.$inferSelect;
export type Delivery = typeof webhookDeliveries.$inferSelect;
export type Attempt = typeof webhookAttempts.$inferSelect;

/** An endpoint of the caller's tenant, or 404 (see `createWebhookEndpoints`). */
export type GetEndpointRow = (ctx: ServiceContext, id: string) => Promise<Endpoint>;

export interface EndpointInput {
  url?: string;
  description?: string | null;
  enabled_events?: string[];
  status?: 'enabled' | 'disabled';
  include_transcript?: boolean;
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
    include_transcript: e.includeTranscript,
    disabled_reason: e.disabledReason,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
    // Shown by the dashboard's routes only (the v2 and support schemas do not name it).
    previous_secret_expires_at: e.previousSecretExpiresAt?.toISOString() ?? null,
  };
}

export function attemptDto(a: Attempt) {
  return {
    attempt: a.attempt,
    status_code: a.statusCode,
    duration_ms: a.durationMs,
    error: a.error,
    created_at: a.createdAt.toISOString(),
    response_body: a.responseBody,
    response_body_bytes: a.responseBodyBytes,
    response_body_truncated: a.responseBodyTruncated,
    response_body_binary: a.responseBodyBinary,
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

/** The headers every delivery is posted with, but the signature (made anew at each attempt). */
export function deliveryRequestHeaders(d: Pick<Delivery, 'id' | 'eventType'>) {
  return {
    'content-type': 'application/json',
    'user-agent': 'Recepcja-Webhooks/1.0',
    'x-service-event': d.eventType,
    'x-service-delivery': d.id,
  };
}

/**
 * A delivery with what was sent (the exact body, the headers but the per-attempt signature)
 * and, per attempt, the response: the headers kept (`content-type`, `retry-after`) and the first
 * 4 KB of the body (in every attempt's DTO): the dashboard's log.
 */
export function deliveryDetailDto(d: Delivery, attempts: Attempt[] = [], url = '') {
  return {
    ...deliveryDto(d, attempts),
    request: { method: 'POST', url, headers: deliveryRequestHeaders(d), body: d.body },
    attempts: attempts.map((a) => ({ ...attemptDto(a), response_headers: a.responseHeaders ?? {} })),
  };
}
