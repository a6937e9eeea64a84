import { createRequire } from 'node:module';
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, sqlErrorOf } from '../db/client.js';
import { type Surface, surfaceOfUrl } from './context.js';
import { AppError, ERROR_MESSAGES, type FieldIssue, ValidationError } from './errors.js';
import { type LimitRule, type RateLimiter, setRateLimitHeaders } from './rate-limit.js';

/**
 * v2 refusals answered before a key is counted (401, and 403 of the auth hook) carry the
 * `RateLimit-*` headers too (the spec: every v2 response), counted per client address; past
 * the budget such a caller gets 429 `rate_limited` with `Retry-After`, which also slows key
 * guessing.
 */
export const V2_REFUSALS: LimitRule = { name: 'v2-refusals', points: 120, windowSeconds: 60 };

async function countRefusal(request: FastifyRequest, reply: FastifyReply, err: AppError): Promise<AppError> {
  if (
    request.surface !== 'v2' ||
    (err.status !== 401 && err.status !== 403) ||
    reply.hasHeader('ratelimit-limit')
  )
    return err;
  const limiter = (request.server as unknown as { platform?: { rateLimiter?: RateLimiter } }).platform
    ?.rateLimiter;
  if (!limiter) return err;
  try {
    const r = await limiter.consume(V2_REFUSALS, `address:${request.ip}`);
    setRateLimitHeaders(reply, V2_REFUSALS, r);
    if (!r.allowed) {
      return new AppError(429, 'rate_limited', {
        message: `Too many refused requests from this address: at most ${V2_REFUSALS.points} per ${V2_REFUSALS.windowSeconds} seconds.`,
        messagePl: `Zbyt wiele odrzuconych żądań z tego adresu: najwyżej ${V2_REFUSALS.points} na ${V2_REFUSALS.windowSeconds} sekund.`,
        headers: { 'retry-after': String(r.resetSeconds) },
      });
    }
  } catch (e) {
    request.log.warn({ err: e }, 'rate limit: could not count a refused v2 request');
  }
  return err;
}

const localizePl = createRequire(import.meta.url)('ajv-i18n/localize/pl') as (errors: ErrorObject[]) => void;

const LOCATION: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Fastify/Ajv validation errors → field issues with English and Polish texts. */
export function issuesFromAjv(validation: ErrorObject[], context: string | undefined): FieldIssue[] {
  const polish = validation.map((e) => ({ ...e }));
  try {
    localizePl(polish);
  } catch {
    // keep English texts when a keyword has no translation
  }
  const loc0 = LOCATION[context ?? 'body'] ?? context ?? 'body';
  return validation.map((e, i) => {
    const path: (string | number)[] = e.instancePath
      .split('/')
      .slice(1)
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s.replace(/~1/g, '/').replace(/~0/g, '~')));
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'required' && typeof params.missingProperty === 'string')
      path.push(params.missingProperty);
    if (e.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
      path.push(params.additionalProperty);
    const type = e.keyword === 'required' ? 'missing' : e.keyword;
    const msg =
      e.keyword === 'required'
        ? 'Field required'
        : e.keyword === 'additionalProperties'
          ? 'Unknown field'
          : (e.message ?? 'Invalid value');
    const msgPl =
      e.keyword === 'required'
        ? 'Pole wymagane'
        : e.keyword === 'additionalProperties'
          ? 'Nieznane pole'
          : (polish[i]?.message ?? msg);
    return { loc: [loc0, ...path], msg, msgPl, type };
  });
}

/** Anything thrown → an AppError (or null for an unexpected failure). */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  const fe = error as FastifyError & { validation?: ErrorObject[]; validationContext?: string };
  if (fe && Array.isArray(fe.validation)) {
    return new ValidationError(issuesFromAjv(fe.validation, fe.validationContext));
  }
  const pgErr = sqlErrorOf(error);
  if (pgErr) {
    // Constraints live in the database; a violation the caller caused is a 4xx, never a 500.
    if (pgErr.code === '23505' || pgErr.code === '23P01')
      return new AppError(409, 'conflict', { details: { constraint: pgErr.constraint ?? null } });
    if (pgErr.code === '22P02' || pgErr.code === '22007' || pgErr.code === '22008')
      return new AppError(400, 'invalid_request');
    // Backstops behind the input guard (src/platform/input-guard.ts): values PostgreSQL refuses.
    const refused = REFUSED_VALUES[pgErr.code];
    if (refused) return new AppError(422, 'validation_error', { message: refused.en, messagePl: refused.pl });
    return null;
  }
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    switch (fe.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return new AppError(413, 'payload_too_large');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return new AppError(415, 'unsupported_media_type');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return new AppError(400, 'invalid_request', {
          message: 'The body must not be empty when Content-Type is application/json.',
          messagePl: 'Treść nie może być pusta, gdy Content-Type to application/json.',
        });
      default:
        if (error instanceof SyntaxError || fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
          return new AppError(400, 'invalid_request', {
            message: 'The body is not valid JSON.',
            messagePl: 'Treść nie jest poprawnym JSON-em.',
          });
        return new AppError(
          status,
          status === 404 ? 'not_found' : status === 413 ? 'payload_too_large' : 'invalid_request',
          {
            message: status === 404 ? undefined : fe.message,
          },
        );
    }
  }
  if (status === 503)
    return new AppError(503, 'service_unavailable', {
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    });
  return null;
}

/** Seconds a caller is asked to wait (`Retry-After`) when the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = () =>
  new AppError(503, 'service_unavailable', {
    message: 'The service is temporarily unavailable (database unreachable). Try again in a few seconds.',
    messagePl: 'Usługa jest chwilowo niedostępna (brak połączenia z bazą danych). Spróbuj za kilka sekund.',
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });

/** SQLSTATEs of a value the database cannot store: the caller's input, a 422. */
const REFUSED_VALUES: Record<string, { en: string; pl: string }> = {
  // invalid byte sequence (NUL in text), unsupported Unicode escape (\u0000 in jsonb)
  '22021': {
    en: 'A text contains a character that cannot be stored (such as NUL, \\u0000).',
    pl: 'Tekst zawiera znak, którego nie można zapisać (np. NUL, \\u0000).',
  },
  '22P05': {
    en: 'A text contains a character that cannot be stored (such as NUL, \\u0000).',
    pl: 'Tekst zawiera znak, którego nie można zapisać (np. NUL, \\u0000).',
  },
  '22003': { en: 'A number is out of the allowed range.', pl: 'Liczba jest poza dozwolonym zakresem.' },
  '22001': { en: 'A text is longer than allowed.', pl: 'Tekst jest dłuższy niż dozwolono.' },
  '54000': { en: 'A value is too large to be stored.', pl: 'Wartość jest zbyt duża, by ją zapisać.' },
};

/** The three renderings of one error. */
export function renderError(surface: Surface, err: AppError, requestId: string, livemode: boolean): unknown {
  if (surface === 'v2') {
    return {
      error: {
        code: err.code,
        message: err.message,
        message_pl: err.messagePl,
        field: err.field,
        request_id: requestId,
        ...(err instanceof ValidationError && err.issues.length > 1
          ? {
              errors: err.issues.map((i) => ({
                field: i.loc.slice(1).join('.') || null,
                message: i.msg,
                message_pl: i.msgPl,
              })),
            }
          : {}),
        ...err.details,
      },
      livemode,
    };
  }
  if (surface === 'v1') {
    return { error: { code: err.code, message: err.message, field: err.field, request_id: requestId } };
  }
  if (err instanceof ValidationError) {
    return { detail: err.issues.map((i) => ({ loc: i.loc, msg: i.msg, type: i.type, msg_pl: i.msgPl })) };
  }
  return { detail: err.message, code: err.code, message_pl: err.messagePl, ...err.details };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, err: AppError) {
  if (err.headers) reply.headers(err.headers);
  if (request.surface === 'v2') reply.header('x-service-livemode', String(request.livemode));
  if (err.status === 401 && !reply.hasHeader('www-authenticate')) {
    reply.header('www-authenticate', request.surface === 'dashboard' ? 'Bearer' : 'Bearer realm="api"');
  }
  return reply
    .status(err.status)
    .type('application/json; charset=utf-8')
    .send(renderError(request.surface, err, request.id, request.livemode));
}

export default fp(
  async function errorHandlerPlugin(app: FastifyInstance) {
    app.setErrorHandler(async (error, request, reply) => {
      const appErr = toAppError(error);
      if (appErr) {
        if (appErr.status >= 500) request.log.error({ err: error }, 'request failed');
        return sendError(request, reply, await countRefusal(request, reply, appErr));
      }
      // Unexpected: the details go to the log, the caller sees a masked message.
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, new AppError(500, 'internal_error'));
    });

    app.setNotFoundHandler((request, reply) => {
      return sendError(
        request,
        reply,
        new AppError(404, 'not_found', {
          message: `No route ${request.method} ${request.url.split('?')[0]}.`,
          messagePl: `Brak ścieżki ${request.method} ${request.url.split('?')[0]}.`,
        }),
      );
    });
  },
  { name: 'error-handler' },
);

export { ERROR_MESSAGES };

/**
 * Refusals of the router itself, before any route or hook runs: a path parameter longer than
 * the router's 100 characters (414 `uri_too_long`) and a path that is not valid percent-encoding
 * (400 `invalid_request`), in the surface's error envelope like every other refusal.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.surface = surfaceOfUrl(request.url);
  request.livemode = !(request.headers.authorization ?? '').includes('svc_test_');
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(
      request,
      reply,
      new AppError(414, 'uri_too_long', {
        message: 'A path parameter is longer than 100 characters.',
        messagePl: 'Parametr ścieżki jest dłuższy niż 100 znaków.',
      }),
    );
  }
  return sendError(
    request,
    reply,
    new AppError(400, 'invalid_request', {
      message: 'The path is not a valid URL (bad percent-encoding).',
      messagePl: 'Ścieżka nie jest poprawnym adresem URL (błędne kodowanie znaków).',
    }),
  );
}
