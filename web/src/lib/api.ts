/**
 * The app talks to the service only through the typed client, as any integrator would. The
 * session is the HttpOnly cookie `access_token` that `/auth/login` sets, so no token is ever
 * readable by scripts; requests are same-origin.
 */
import { createRecepcjaClient } from '@recepcja/client';
import { observeServerDate } from './clock';
import i18n from './i18n';

function apiBase(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="recepcja-api-base"]');
  return meta?.content || window.location.origin;
}

export const api = createRecepcjaClient({ baseUrl: apiBase(), credentials: 'same-origin' });
api.use({
  onResponse({ response }) {
    observeServerDate(response.headers.get('date'));
    return undefined;
  },
});
export const apiBaseUrl = apiBase;

/** The service's error envelopes: dashboard `{detail, code, message_pl}`, v2 `{error:{code,message}}`. */
export interface ServiceError {
  status: number;
  code: string | undefined;
  message: string;
  fields: { field: string; message: string }[];
  retryAfter: number | undefined;
  body: unknown;
}

export class ApiError extends Error {
  constructor(readonly info: ServiceError) {
    super(info.message);
  }
  get status() {
    return this.info.status;
  }
  get code() {
    return this.info.code;
  }
}

function fieldList(detail: unknown): { field: string; message: string }[] {
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((d) => {
    if (!d || typeof d !== 'object') return [];
    const loc = (d as { loc?: unknown }).loc;
    const msg = (d as { msg?: unknown }).msg;
    const field = Array.isArray(loc) ? loc.filter((x) => x !== 'body' && x !== 'query').join('.') : '';
    return typeof msg === 'string' ? [{ field, message: msg }] : [];
  });
}

/** Reads an error answer into one shape, in the reader's language where the service gives both. */
export function toServiceError(status: number, body: unknown, headers?: Headers): ServiceError {
  const polish = i18n.language?.startsWith('pl');
  const b = (body ?? {}) as Record<string, unknown>;
  const nested = (b.error ?? null) as Record<string, unknown> | null;
  let code = typeof b.code === 'string' ? b.code : undefined;
  let message = '';
  const fields = fieldList(b.detail);
  if (nested && typeof nested === 'object') {
    code = typeof nested.code === 'string' ? nested.code : code;
    message = String((polish && nested.message_pl) || nested.message || '');
  } else if (polish && typeof b.message_pl === 'string') {
    message = b.message_pl;
  } else if (typeof b.detail === 'string') {
    message = b.detail;
  } else if (fields.length) {
    message = fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; ');
  }
  if (!message)
    message = i18n.t(status >= 500 ? 'common:errors.server' : 'common:errors.generic', { status });
  const ra = headers?.get('retry-after');
  return { status, code, message, fields, retryAfter: ra ? Number(ra) : undefined, body };
}

/**
 * Unwraps an openapi-fetch result: the data, or an `ApiError` thrown with the service's
 * message (for TanStack Query, which shows thrown errors).
 */
export async function unwrap<T>(
  promise: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<NonNullable<T>> {
  let r: { data?: T; error?: unknown; response: Response };
  try {
    r = await promise;
  } catch {
    throw new ApiError({
      status: 0,
      code: 'network',
      message: i18n.t('common:errors.network'),
      fields: [],
      retryAfter: undefined,
      body: null,
    });
  }
  if (r.error !== undefined || !r.response.ok) {
    throw new ApiError(toServiceError(r.response.status, r.error, r.response.headers));
  }
  return (r.data ?? null) as NonNullable<T>;
}

export const isNotFound = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 403);
