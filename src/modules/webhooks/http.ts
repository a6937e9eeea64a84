import http from 'node:http';
import https from 'node:https';
import type { ResolvedConfig } from '../../config.js';
import { checkUrl, guardedLookup, SsrfError } from '../../platform/ssrf.js';

export interface PostResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  headers: Record<string, string>;
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
        // The body is not needed; drain it (bounded by the timeout) so the socket can be reused.
        res.resume();
        res.on('end', () => {
          clearTimeout(timer);
          const h: Record<string, string> = {};
          for (const name of ['retry-after', 'content-type']) {
            const v = res.headers[name];
            if (typeof v === 'string') h[name] = v;
          }
          resolve({ statusCode: res.statusCode ?? null, durationMs: elapsed(), error: null, headers: h });
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
