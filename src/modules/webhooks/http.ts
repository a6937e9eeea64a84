import http from 'node:http';
import https from 'node:https';
import type { ResolvedConfig } from '../../config.js';
import { checkUrl, guardedLookup, SsrfError } from '../../platform/ssrf.js';

export interface PostResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  headers: Record<string, string>;
  /** What was kept of the response body (null when no response came). */
  body: ResponseBody | null;
}

/** How much of a response body an attempt keeps: 4 KB. */
export const RESPONSE_BODY_LIMIT = 4096;

export interface ResponseBody {
  /** The first `RESPONSE_BODY_LIMIT` bytes as UTF-8 text (a character cut at the limit is dropped); null for binary. */
  text: string | null;
  /** The size of the whole body in bytes. */
  bytes: number;
  /** The body was longer than the part kept. */
  truncated: boolean;
  /** Not text (not valid UTF-8, or control bytes such as NUL): not kept. */
  binary: boolean;
}

/** A control byte that text does not hold: below 0x20 but tab, line feed, form feed, carriage return; DEL. */
const isControl = (b: number) => (b < 0x20 && b !== 9 && b !== 10 && b !== 12 && b !== 13) || b === 0x7f;

/**
 * What is kept of a response body from its first bytes (at most `RESPONSE_BODY_LIMIT`) and its
 * whole size: the text, or only a note that it was binary.
 */
export function keepResponseBody(head: Buffer, bytes: number): ResponseBody {
  const truncated = bytes > head.length;
  let text: string;
  try {
    // `stream`: a multi-byte character cut at the limit is left out rather than refused.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: truncated });
  } catch {
    return { text: null, bytes, truncated, binary: true };
  }
  if (head.some(isControl)) return { text: null, bytes, truncated, binary: true };
  return { text, bytes, truncated, binary: false };
}

export interface WebhookHttpOptions {
  allowPrivate: boolean;
  /** `https:` only in production. */
  httpsOnly: boolean;
  timeoutMs: number;
}

/**
 * POSTs one delivery. The destination is checked again at delivery time and the socket
 * connects only to an address the guard accepted (its DNS lookup), so a host that starts
 * resolving to a private address after registration (DNS rebinding) is refused. Redirects
 * are not followed (a 3xx is a failure). Keep-alive agents reuse connections.
 *
 * The agents allow 256 sockets per host: well above what one slow endpoint may hold
 * (`EndpointGate`: at most 64 posts before it is known slow, then 4), so that a slow
 * endpoint cannot fill the pool and queue the posts of other endpoints on the same host
 * behind its own.
 */
const MAX_SOCKETS_PER_HOST = 256;

export function createWebhookPoster(opts: WebhookHttpOptions) {
  const lookup = guardedLookup(opts.allowPrivate) as never;
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_HOST, lookup }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_HOST, lookup }),
  };

  function post(rawUrl: string, body: string, headers: Record<string, string>): Promise<PostResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let url: URL;
    try {
      url = checkUrl(rawUrl, {
        allowPrivate: opts.allowPrivate,
        allowedProtocols: opts.httpsOnly ? ['https:'] : ['http:', 'https:'],
      });
    } catch (err) {
      return Promise.resolve({
        statusCode: null,
        durationMs: elapsed(),
        error: (err as Error).message,
        headers: {},
        body: null,
      });
    }
    return new Promise((resolve) => {
      const lib = url.protocol === 'https:' ? https : http;
      const req = lib.request(url, {
        method: 'POST',
        agent: agents[url.protocol as 'http:' | 'https:'],
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      });
      const timer = setTimeout(
        () => req.destroy(new Error(`timed out after ${opts.timeoutMs} ms`)),
        opts.timeoutMs,
      );
      req.on('response', (res) => {
        // The first 4 KB are kept for the delivery log; the rest is drained (bounded by the
        // timeout) so the socket can be reused.
        const head: Buffer[] = [];
        let kept = 0;
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (kept < RESPONSE_BODY_LIMIT) {
            const part = chunk.subarray(0, RESPONSE_BODY_LIMIT - kept);
            head.push(part);
            kept += part.length;
          }
        });
        res.on('end', () => {
          clearTimeout(timer);
          const h: Record<string, string> = {};
          for (const name of ['retry-after', 'content-type']) {
            const v = res.headers[name];
            if (typeof v === 'string') h[name] = v;
          }
          resolve({
            statusCode: res.statusCode ?? null,
            durationMs: elapsed(),
            error: null,
            headers: h,
            body: keepResponseBody(Buffer.concat(head), bytes),
          });
        });
      });
      req.on('error', (err) => {
        clearTimeout(timer);
        const blocked = err instanceof SsrfError || (err as NodeJS.ErrnoException).code === 'EBLOCKED';
        resolve({
          statusCode: null,
          durationMs: elapsed(),
          error: blocked ? `refused: ${err.message}` : err.message,
          headers: {},
          body: null,
        });
      });
      req.end(body);
    });
  }

  return {
    post,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

export type WebhookPoster = ReturnType<typeof createWebhookPoster>;

/** The poster of the service's deliveries: https only in production, private networks when configured, 15 s. */
export function webhookPosterFor(config: ResolvedConfig) {
  return createWebhookPoster({
    allowPrivate: config.webhookAllowPrivateNetworks,
    httpsOnly: config.env === 'production',
    timeoutMs: 15_000,
  });
}
