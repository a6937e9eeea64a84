import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { v7 as uuidv7 } from 'uuid';

const SENSITIVE_QUERY =
  /([?&](?:token|code|key|secret|password|state|api_key|access_token|challenge_token)=)[^&#]*/gi;

/** Masks credentials carried in query strings (confirmation links, OAuth callbacks). */
export const maskUrl = (url: string) => url.replace(SENSITIVE_QUERY, '$1[REDACTED]');

/** Credentials and tokens never reach the log, wherever they appear in a logged object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-internal-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-internal-key"]',
  'req.headers["x-altcha"]',
  'headers["x-altcha"]',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.token',
  '*.access_token',
  '*.challenge_token',
  '*.refresh_token',
  '*.secret',
  '*.api_key',
  '*.key',
  '*.code',
];

/**
 * Values that are secret or personal wherever they appear in a logged text: webhook signing
 * secrets, API keys, argon2 hashes, hex digests (SHA-256 key hashes, HMACs), JWTs, e-mail
 * addresses, sealed values.
 */
const SECRET_PATTERNS: [RegExp, string][] = [
  [/whsec_[A-Za-z0-9_-]+/g, 'whsec_[REDACTED]'],
  [/svc_(live|test)_[A-Za-z0-9]+/g, 'svc_$1_[REDACTED]'],
  [/\$argon2(?:id|i|d)\$[A-Za-z0-9$=,+/.-]+/g, '[REDACTED argon2]'],
  [/\b[0-9a-fA-F]{32,}\b/g, '[REDACTED hex]'],
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, '[REDACTED jwt]'],
  [/v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+/g, '[REDACTED sealed]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[REDACTED email]'],
];

/** Masks secrets, hashes and e-mail addresses in a text meant for the log. */
export function scrubText(text: string): string {
  let out = maskUrl(text);
  for (const [pattern, replacement] of SECRET_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** A failed query's message (`Failed query: <sql>\nparams: <values>`) without its values. */
export function withoutQueryValues(message: string): string {
  // Also inside another message (`the outcome could not be written: Failed query: …`); the
  // values run to the end of Drizzle's text, so everything from `params:` on goes.
  const failed = /Failed query: ([\s\S]*?)\nparams: [\s\S]*$/.exec(message);
  if (!failed) return message;
  return `${message.slice(0, failed.index)}Failed query: ${failed[1]!.replace(/'(?:[^']|'')*'/g, "'?'")}`;
}

/**
 * The text of an error without the values it carries. A failed query's message is
 * `Failed query: <sql>\nparams: <values>` (Drizzle): the values go, the SQL stays with its
 * string literals masked. PostgreSQL quotes the offending value in some messages
 * (`invalid input syntax for type uuid: "…"`, `value "…" is out of range`): masked too.
 */
export function safeErrorMessage(message: string): string {
  const m = withoutQueryValues(message)
    .replace(/(:\s*)"(?:[^"\\]|\\.)*"\s*$/, '$1"[REDACTED]"')
    .replace(/\bvalue "(?:[^"\\]|\\.)*"/g, 'value "[REDACTED]"');
  return scrubText(m);
}

/** Fields of an error (and of PostgreSQL's errors) that name things, never values. */
const ERROR_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

/**
 * The `err` serializer: an allow-list. Kept: type, message (see {@link safeErrorMessage}),
 * stack frames, `code` / SQLSTATE, status, and the names PostgreSQL gives (schema, table,
 * column, constraint); the cause chain likewise. Never kept: `params` / `parameters`,
 * `query` values, PostgreSQL's `detail` (it repeats key values: `Key (email)=(…)`), `hint`,
 * `where`, `internalQuery`, or any other property an error happens to carry.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (err === null || err === undefined) return err;
  if (typeof err === 'string') return safeErrorMessage(err);
  if (typeof err !== 'object') return err;
  const e = err as Record<string, unknown> & { message?: unknown; stack?: unknown };
  const type = (typeof e.name === 'string' && e.name) || err.constructor?.name || 'Error';
  const message = safeErrorMessage(typeof e.message === 'string' ? e.message : '');
  const out: Record<string, unknown> = { type, message };
  if (typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((l) => /^\s+at /.test(l));
    out.stack = [`${type}: ${message}`, ...frames.map(scrubText)].join('\n');
  }
  for (const f of ERROR_FIELDS) {
    const v = e[f];
    if (typeof v === 'string' || typeof v === 'number') out[f] = typeof v === 'string' ? scrubText(v) : v;
  }
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) out.sqlState = e.code;
  for (const f of ['statusCode', 'status'] as const) if (typeof e[f] === 'number') out[f] = e[f];
  if (depth < 4) {
    if (e.cause !== undefined) {
      out.cause = serializeError(e.cause, depth + 1);
      const c = out.cause as Record<string, unknown> | undefined;
      // A failed query's SQLSTATE and constraint, where a reader looks first.
      for (const f of ['sqlState', 'constraint', 'table', 'column'] as const)
        if (out[f] === undefined && c && typeof c === 'object' && c[f] !== undefined) out[f] = c[f];
    }
    if (Array.isArray(e.errors)) out.errors = e.errors.slice(0, 5).map((x) => serializeError(x, depth + 1));
  }
  return out;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Keeps a well-formed `X-Request-Id` from the caller, otherwise generates a UUID v7. */
export function genReqId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : uuidv7();
}

/** Log lines are gathered up to this many bytes before a write to stdout… */
const LOG_BUFFER_BYTES = 4096;
/** …and written at the latest this long after they were logged. */
const LOG_FLUSH_MS = 250;

/**
 * The logger of the app. Without a given stream, lines go to stdout through an asynchronous
 * destination (sonic-boom): a request never waits for its log line to be written, and lines
 * are gathered into writes of about 4 KB, at the latest every 250 ms (one write per ~20 lines
 * instead of one per line: the request line cost about a tenth of a list request's throughput,
 * issue #25); pino flushes what is pending when the process exits.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const destination =
    stream ??
    (level === 'silent'
      ? undefined
      : pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS }));
  return {
    level,
    ...(destination ? { stream: destination } : {}),
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    // Allow-lists: a request is its method, masked URL, host and address (never headers or
    // body), an answer its status, an error what `serializeError` keeps.
    serializers: {
      req(req: { method: string; url: string; host?: string; ip?: string; id: string }) {
        return { method: req.method, url: maskUrl(req.url), host: req.host, remoteAddress: req.ip };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
      err: serializeError,
    },
  } as FastifyServerOptions['logger'];
}
