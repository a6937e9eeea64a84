import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts, updatedAt } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.schema.js';

/** A tenant's webhook endpoint; several per tenant, each with its own signing secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text(),
    /** `["*"]` or a list of event names. */
    enabledEvents: text().array().notNull(),
    status: text().$type<'enabled' | 'disabled'>().notNull().default('enabled'),
    disabledReason: text(),
    secret: text().notNull(),
    /** The secret before the last rotation; deliveries carry both signatures until it expires. */
    previousSecret: text(),
    previousSecretExpiresAt: ts(),
    /** `call.completed` deliveries to this endpoint carry the call's transcript (opt-in: payload size, privacy). */
    includeTranscript: boolean().notNull().default(false),
    /** `api` (v2 key) or `support` (configured by an administrator on request). */
    createdVia: text().notNull().default('api'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('webhook_endpoints_status_check', sql`${t.status} in ('enabled','disabled')`),
    index('webhook_endpoints_tenant_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** One event for one endpoint; its id is `X-Service-Delivery`, stable across retries. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The outbox message of the event: with the endpoint, makes the fan-out idempotent. */
    eventId: uuid().notNull(),
    eventType: text().notNull(),
    /** The exact bytes sent, so that every retry signs and sends the same body. */
    body: text().notNull(),
    status: text().$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: ts(),
    lastStatusCode: integer(),
    lastError: text(),
    createdAt: createdAt(),
    completedAt: ts(),
  },
  (t) => [
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending','succeeded','failed')`),
    unique('webhook_deliveries_event_endpoint_unique').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt, t.id),
  ],
);

/** Every HTTP attempt of a delivery. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    statusCode: integer(),
    durationMs: integer().notNull(),
    error: text(),
    responseHeaders: jsonb().$type<Record<string, string>>(),
    /**
     * The first 4 KB (`RESPONSE_BODY_LIMIT` bytes) of the response body, as UTF-8 text; null when
     * no response came, the body was binary, or the attempt predates the column.
     */
    responseBody: text(),
    /** The size of the whole response body in bytes (null as for `responseBody`, or unknown). */
    responseBodyBytes: integer(),
    /** The body was longer than the part kept. */
    responseBodyTruncated: boolean().notNull().default(false),
    /** The body was not text (not valid UTF-8, or has control bytes): not kept. */
    responseBodyBinary: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.createdAt)],
);
