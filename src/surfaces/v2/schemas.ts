import { type TSchema, Type } from '@sinclair/typebox';
import type { ServiceContext } from '../../platform/context.js';
import { V2Error } from '../../platform/error-schemas.js';

export { V2Error };

const ERROR_TEXT: Record<number, string> = {
  400: '`invalid_request`, `invalid_cursor`, or `idempotency_key_required` (writes without a usable `Idempotency-Key`).',
  401: '`authentication_required` or `invalid_api_key` (unknown or revoked key).',
  403: '`insufficient_scope` (the key lacks the route’s scope) or `plan_required` (tenant below Business).',
  404: '`not_found`: no such resource in the key’s tenant (another tenant’s ids are 404 too).',
  409: '`slot_unavailable`, `idempotency_in_progress` (retry after `Retry-After`), `conflict`, or a code named in the route’s description (e.g. `endpoint_limit_reached`, `delivery_in_progress`, `endpoint_disabled`).',
  422: '`validation_error` (see `field`), `outside_opening_hours`, or `idempotency_key_reuse` (same key, different request).',
  429: '`rate_limited`; `Retry-After` says when to retry.',
  500: '`internal_error`.',
};

const err = (status: number) => ({ ...V2Error, description: ERROR_TEXT[status] ?? 'Error.' });

/** Success schemas plus the error envelope for 401, 403, 429, 500 and the listed statuses. */
export function v2Responses(ok: Record<number, TSchema>, extra: number[] = []) {
  const out: Record<number, TSchema> = { ...ok };
  for (const s of [...extra, 401, 403, 429, 500]) out[s] = err(s);
  return out;
}

export const WriteHeaders = Type.Object({
  'idempotency-key': Type.String({
    minLength: 1,
    maxLength: 255,
    description:
      'Required on every write. 1–255 characters, scoped to the tenant and mode, kept 24 hours with a fingerprint of method, path and body.',
  }),
});

export const IdParams = Type.Object({ id: Type.String({ description: 'Resource id (UUID).' }) });

export const livemodeOf = (ctx: ServiceContext) => ctx.mode === 'live';

export const WRITE_NOTE =
  'Send `Idempotency-Key`: the same key and the same request replays the stored answer with `Idempotent-Replayed: true`; the same key with a different request is 422 `idempotency_key_reuse`; while the first is still running, 409 `idempotency_in_progress`. 5xx answers are not stored; stored answers are kept encrypted for 24 hours. With a test key the write is validated and checked but not persisted, and the answer has `livemode:false`.';
