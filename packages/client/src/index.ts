/**
 * The typed client of the Recepcja API: `openapi-fetch` over the types that
 * `openapi-typescript` generates from the service's OpenAPI document (`schema.ts`, regenerated
 * by `npm run client:generate`), plus a thin hand-written layer: cursor pagination, idempotency
 * keys for writes, and webhook signature verification.
 */
import createFetchClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type RecepcjaClient = Client<paths>;

export interface RecepcjaClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The service's address, e.g. `https://api.recepcja.example` (no trailing slash needed). */
  baseUrl: string;
  /** A developer API key (`svc_live_…` / `svc_test_…`) or a dashboard session token. */
  token?: string | (() => string | undefined | Promise<string | undefined>);
}

/** A client of every route of the document, typed by path, method, parameters and bodies. */
export function createRecepcjaClient(options: RecepcjaClientOptions): RecepcjaClient {
  const { token, ...rest } = options;
  const client = createFetchClient<paths>({ ...rest, baseUrl: options.baseUrl.replace(/\/+$/, '') });
  const middleware: Middleware = {
    async onRequest({ request }) {
      const value = typeof token === 'function' ? await token() : token;
      if (value && !request.headers.has('authorization'))
        request.headers.set('authorization', `Bearer ${value}`);
      return request;
    },
  };
  client.use(middleware);
  return client;
}

/**
 * A fresh `Idempotency-Key` for one v2 write (every v2 write requires one). Make it once per
 * intended action and send the same key when retrying that action: the service then replays
 * its first answer (`Idempotent-Replayed: true`) instead of acting twice.
 * `client.POST('/v2/appointments', { params: { header: idempotent() }, body })`.
 */
export function idempotent(key: string = crypto.randomUUID()): { 'idempotency-key': string } {
  return { 'idempotency-key': key };
}

/** A v2 list page: `data`, and `pagination.next_cursor` while `has_more`. */
export interface CursorPage<T> {
  data: T[];
  pagination: { next_cursor: string | null; has_more: boolean };
}

/**
 * Walks a cursor-paginated v2 list to its end, one page at a time:
 * `for await (const call of paginate((cursor) => client.GET('/v2/calls', { params: { query: { cursor } } })))`.
 * A refused page throws an `ApiError` with the service's error body.
 */
export async function* paginate<T>(
  fetchPage: (
    cursor: string | undefined,
  ) => Promise<{ data?: CursorPage<T>; error?: unknown; response: Response }>,
): AsyncGenerator<T, void, undefined> {
  let cursor: string | undefined;
  for (;;) {
    const { data, error, response } = await fetchPage(cursor);
    if (!data) throw new ApiError(response.status, error);
    yield* data.data;
    if (!data.pagination.has_more || !data.pagination.next_cursor) return;
    cursor = data.pagination.next_cursor;
  }
}

/** A refused request: the HTTP status and the service's error body (`error.code`, `error.message`, …). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const code = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    super(code?.message ? `${status} ${code.code}: ${code.message}` : `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export type WebhookVerification =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'malformed' | 'too_old' | 'mismatch' };

const encoder = new TextEncoder();

async function hmac(secret: string, message: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
}

function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/**
 * Verifies a webhook delivery (`X-Service-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>]`):
 * HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint secret, compared in constant time;
 * the timestamp must be within `toleranceSeconds` (default 300) of now. Pass the RAW body as
 * received, and during a secret rotation both secrets. Web Crypto only: runs in Node 20+,
 * Deno, Bun, workers and browsers.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  header: string | null | undefined,
  secret: string | string[],
  options: { toleranceSeconds?: number; now?: number } = {},
): Promise<WebhookVerification> {
  if (!header) return { ok: false, reason: 'malformed' };
  let timestamp: number | undefined;
  const signatures: Uint8Array[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(fromHex(value));
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return { ok: false, reason: 'too_old' };
  const body = typeof rawBody === 'string' ? encoder.encode(rawBody) : rawBody;
  const prefix = encoder.encode(`${timestamp}.`);
  const message = new Uint8Array(prefix.length + body.length);
  message.set(prefix, 0);
  message.set(body, prefix.length);
  for (const s of Array.isArray(secret) ? secret : [secret]) {
    const expected = await hmac(s, message);
    if (signatures.some((candidate) => constantTimeEqual(expected, candidate)))
      return { ok: true, timestamp };
  }
  return { ok: false, reason: 'mismatch' };
}
