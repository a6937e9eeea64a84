import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { type ServiceContext, serviceContext } from '../../platform/context.js';
import { AppError, ValidationError } from '../../platform/errors.js';

/** The app as a routes plugin holds it after `withTypeProvider<TypeBoxTypeProvider>()`. */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** Dashboard error body, documented once. */
export const ErrorBody = Type.Object(
  {
    detail: Type.Unknown({ description: 'A message, or for 422 a list of `{loc,msg,type}`.' }),
    code: Type.Optional(Type.String()),
    message_pl: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

const DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed request',
  401: 'Missing or bad credentials',
  403: 'Authenticated but not allowed (`admin_required`, `plan_required`, `forbidden`)',
  404: 'Not found, or it belongs to another tenant',
  409: 'The current state forbids it',
  413: 'Body too large',
  422: 'Validation error `{"detail":[{loc,msg,type}]}`',
  503: 'A dependency is unreachable',
};

export function errorResponses(...statuses: number[]) {
  const out: Record<number, ReturnType<typeof Type.Object>> = {};
  for (const s of [401, 422, ...statuses]) out[s] = { ...ErrorBody, description: DESCRIPTIONS[s] ?? 'Error' };
  return out;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names nothing: 404, like an id of another tenant. */
export function assertUuid(id: string): string {
  if (!UUID.test(id)) throw new AppError(404, 'not_found');
  return id;
}

/** The tenant context of a route with `:tenant_id` (checked against the credential, 404 otherwise). */
export function tenantCtx(request: FastifyRequest, tenantId: string): ServiceContext {
  return serviceContext(request, { tenantId: assertUuid(tenantId) });
}

export const TenantParams = Type.Object({ tenant_id: Type.String({ description: 'Tenant id (UUID)' }) });
export const Ok = Type.Object({ ok: Type.Literal(true) });

/**
 * A string field of a body that may be omitted altogether (DELETE, action POSTs): Fastify
 * would refuse a missing body against an object schema, so such bodies are read here.
 */
export function optionalBodyString(body: unknown, field: string, maxLength: number): string | undefined {
  if (body === undefined || body === null || body === '') return undefined;
  const fail = (msg: string, msgPl: string, loc: (string | number)[] = ['body', field]) =>
    new ValidationError([{ loc, msg, msgPl, type: 'type_error' }]);
  if (typeof body !== 'object' || Array.isArray(body))
    throw fail('The body must be a JSON object.', 'Treść musi być obiektem JSON.', ['body']);
  const v = (body as Record<string, unknown>)[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' || v.length > maxLength)
    throw fail(
      `Must be a string of at most ${maxLength} characters.`,
      `Musi być tekstem o długości do ${maxLength} znaków.`,
    );
  return v;
}
