import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { CursorQuery } from '../../platform/pagination.js';
import { ROTATION_OVERLAP_SECONDS, WEBHOOK_EVENTS } from './webhooks.service.js';

/*
 * The HTTP shapes of webhook endpoints and deliveries, shared by the v2 routes
 * (src/surfaces/v2/webhooks.ts) and the support routes (webhooks.routes.ts).
 */

export const INCLUDE_TRANSCRIPT_DOC =
  '`call.completed` deliveries to this endpoint carry the call’s transcript: `transcript` (turns with `role`, `text`, `at`, `offset_ms`) and `transcript_status`. Off by default (payload size; what callers said). Through the developer API, turning it on, or changing the URL of an endpoint that has it on, needs a key with the scope `calls:transcript` besides `webhooks:manage` (403 `insufficient_scope`).';

export const EventName = Type.Union([Type.Literal('*'), ...WEBHOOK_EVENTS.map((e) => Type.Literal(e))]);

export const Endpoint = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    url: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    enabled_events: Type.Array(Type.String()),
    status: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
    disabled_reason: Type.Union([Type.String(), Type.Null()]),
    include_transcript: Type.Boolean({ description: INCLUDE_TRANSCRIPT_DOC }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'WebhookEndpoint' },
);
export const WithLivemode = <T extends TSchema>(s: T) =>
  Type.Intersect([s, Type.Object({ livemode: Type.Boolean() })]);
export const WithSecret = Type.Intersect([
  Endpoint,
  Type.Object({ secret: Type.String({ description: 'The signing secret (`whsec_…`). Shown only here.' }) }),
]);
export const Attempt = Type.Object(
  {
    attempt: Type.Integer(),
    status_code: Type.Union([Type.Integer(), Type.Null()]),
    duration_ms: Type.Integer(),
    error: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
    response_body: Type.Union([Type.String(), Type.Null()], {
      description:
        'The first 4 KB (4096 bytes) of the response body as UTF-8 text (a character cut at the limit is left out). Null when no response came (network error, time-out, refused address), when the body was binary (`response_body_binary`), or for attempts made before the body was kept. Added to the attempt after the first release: a purely additive field.',
    }),
    response_body_bytes: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: 'The size of the whole response body in bytes; null when no response body was read.',
    }),
    response_body_truncated: Type.Boolean({
      description: 'The response body was longer than the 4 KB kept in `response_body`.',
    }),
    response_body_binary: Type.Boolean({
      description:
        'The response body was not text (not valid UTF-8, or control bytes such as NUL): it is not kept, `response_body` is null and `response_body_bytes` says its size.',
    }),
  },
  { title: 'WebhookDeliveryAttempt' },
);
export const Delivery = Type.Object(
  {
    id: Type.String({
      format: 'uuid',
      description: 'Also sent as `X-Service-Delivery`; stable across retries.',
    }),
    endpoint_id: Type.String({ format: 'uuid' }),
    event_type: Type.String(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
    attempt_count: Type.Integer(),
    last_status_code: Type.Union([Type.Integer(), Type.Null()]),
    last_error: Type.Union([Type.String(), Type.Null()]),
    next_attempt_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
    completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    attempts: Type.Array(Attempt),
  },
  { title: 'WebhookDelivery' },
);
export const TestResult = Type.Object({
  delivery_id: Type.String({ format: 'uuid' }),
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  duration_ms: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  succeeded: Type.Boolean(),
  simulated: Type.Boolean({ description: 'True for test keys: nothing was sent.' }),
  livemode: Type.Boolean(),
});
export const IdParams = Type.Object({ id: Type.String() });
export const CreateBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2048, description: 'https:// in production.' }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    enabled_events: Type.Optional(
      Type.Array(EventName, {
        minItems: 1,
        maxItems: 20,
        description:
          '`["*"]` (default) or a list of events. `call.analyzed` (post-call analysis, Business+, receptionist on the LLM brain) follows a `call.completed` whose `analysis_status` is `pending`, once the model has filled the tenant’s fields: payload `event`, `call_id`, `tenant_id`, `timestamp`, `analysis_status` (`done`, or `failed` when the model could not be asked and the built-in values stay), `analysis` (the final values by field) and `invalid_values` (values the model answered that did not fit their field, set to null).',
      }),
    ),
    include_transcript: Type.Optional(
      Type.Boolean({ description: `${INCLUDE_TRANSCRIPT_DOC} Default false.` }),
    ),
  },
  { additionalProperties: false },
);
export const UpdateBody = Type.Object(
  {
    url: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    enabled_events: Type.Optional(Type.Array(EventName, { minItems: 1, maxItems: 20 })),
    status: Type.Optional(Type.Union([Type.Literal('enabled'), Type.Literal('disabled')])),
    include_transcript: Type.Optional(Type.Boolean({ description: INCLUDE_TRANSCRIPT_DOC })),
  },
  { additionalProperties: false },
);

export const RotateBody = Type.Object(
  {
    expire_previous_in_seconds: Type.Optional(
      Type.Integer({ minimum: 0, maximum: ROTATION_OVERLAP_SECONDS, default: ROTATION_OVERLAP_SECONDS }),
    ),
  },
  { additionalProperties: false },
);
/** The rotation's `expire_previous_in_seconds` (the body is optional; the service has the default). */
export const overlapOf = (req: FastifyRequest) =>
  (req.body as { expire_previous_in_seconds?: number } | undefined)?.expire_previous_in_seconds;
export const Rotated = Type.Intersect([
  WithSecret,
  Type.Object({
    previous_secret_expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
]);
export const DeliveriesQuery = Type.Intersect([
  CursorQuery,
  Type.Object({
    status: Type.Optional(
      Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
    ),
  }),
]);

export const SIGNING_DOC = `**Signing.** Every delivery is a \`POST\` with a JSON body and the headers \`X-Service-Event\` (event name),
\`X-Service-Delivery\` (delivery id, stable across retries: de-duplicate on it) and
\`X-Service-Signature: t=<unix seconds>,v1=<hex>\`, where \`<hex>\` is the lowercase hexadecimal HMAC-SHA256 of
\`<t>.<raw body>\` keyed with the endpoint secret. After a rotation, while the previous secret lives, the header has
two \`v1=\` values. Verify on the raw bytes, compare in constant time, reject timestamps older than 300 s:

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto';
export function verify(rawBody, header, secret, toleranceSeconds = 300) {
  if (typeof header !== 'string') return false; // no X-Service-Signature header
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const sigs = parts.filter(([k]) => k === 'v1').map(([, v]) => Buffer.from(v ?? '', 'hex'));
  if (!t || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\`).update(rawBody).digest();
  return sigs.some((s) => s.length === expected.length && timingSafeEqual(s, expected));
}
\`\`\`

(The same helper ships as \`src/modules/webhooks/signing.ts\`, \`verifyWebhookSignature\`.)

**Delivery.** A 2xx within 15 s is success; anything else (3xx included: redirects are not followed) is retried at
once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h (±10 % jitter); a longer \`Retry-After\` on
429/503 is honoured, up to 24 h (a longer one waits 24 h); 410 disables the endpoint. After the last attempt the delivery is \`failed\` and can be re-sent.
Test keys never cause deliveries.`;
