/**
 * What `npm run call` and `npm run seed:demo` share to work while the service runs: finding it
 * at its configured address (PUBLIC_BASE_URL, or http://HOST:PORT) and calling its internal
 * routes with the internal key (INTERNAL_API_KEY, or the one the service keeps in
 * DATA_DIR/secrets.json). When nothing answers, the scripts open the database themselves,
 * which with the embedded database takes DATA_DIR's lock (src/db/data-lock.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../src/config.js';

/** A one-line failure of a script talking to the service. */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/**
 * True when something answers HTTP at `baseUrl` (any status); false when nothing does
 * (connection refused, no such host, no answer within `timeoutMs`).
 */
export async function serviceAnswers(baseUrl: string, timeoutMs = 2000): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/health/live`, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * The internal key of the running service: INTERNAL_API_KEY, else the one it generated in
 * DATA_DIR/secrets.json. Only read: a client never generates secrets. Null when neither exists.
 */
export async function internalKeyOf(
  config: Pick<Config, 'internalApiKey' | 'dataDir'>,
): Promise<string | null> {
  if (config.internalApiKey) return config.internalApiKey;
  try {
    const stored = JSON.parse(await readFile(path.join(config.dataDir, 'secrets.json'), 'utf8'));
    return typeof stored?.internalApiKey === 'string' && stored.internalApiKey ? stored.internalApiKey : null;
  } catch {
    return null;
  }
}

/** A client of the service's internal routes (`X-Internal-Key`). */
export function internalClient(baseUrl: string, key: string) {
  return async function post<T>(url: string, body: unknown, timeoutMs = 60_000): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-key': key },
        body: JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new ServiceError(`The service at ${baseUrl} did not answer: ${(err as Error).message}`);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (res.ok) return json as T;
    const b = (json ?? {}) as { detail?: unknown; code?: unknown };
    const code = typeof b.code === 'string' ? b.code : `http_${res.status}`;
    const detail =
      typeof b.detail === 'string'
        ? b.detail
        : Array.isArray(b.detail)
          ? b.detail
              .map((d: { loc?: unknown[]; msg?: string }) => `${(d.loc ?? []).join('.')}: ${d.msg}`)
              .join('; ')
          : text.slice(0, 200);
    if (res.status === 401)
      throw new ServiceError(
        `The service at ${baseUrl} refused the internal key (${code}): set INTERNAL_API_KEY to the service's key`,
        res.status,
        code,
      );
    throw new ServiceError(`${code}: ${detail}`, res.status, code);
  };
}
