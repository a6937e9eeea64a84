import http from 'node:http';
import https from 'node:https';
import { checkUrl, guardedLookup, SsrfError } from '../../platform/ssrf.js';

/** Time allowed for fetching a published sheet (redirects included). */
export const SOURCE_FETCH_TIMEOUT_MS = 10_000;

export interface ConditionalFetchResult {
  status: number;
  body: Buffer;
  truncated: boolean;
  etag: string | null;
  lastModified: string | null;
  contentType: string;
}

/**
 * The CSV export address of a Google Sheets link: a "published to the web" page
 * (`…/d/e/{id}/pubhtml`) becomes `…/pub?output=csv`, an editor link (`…/d/{id}/edit#gid=N`)
 * becomes `…/export?format=csv&gid=N`. Any other address is used as given.
 */
export function csvExportUrl(raw: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return raw;
  }
  if (u.hostname !== 'docs.google.com') return raw;
  const gid = u.searchParams.get('gid') ?? /gid=(\d+)/.exec(u.hash)?.[1] ?? null;
  const pub = /^\/spreadsheets\/d\/e\/([\w-]+)\/(pubhtml|pub)$/.exec(u.pathname);
  if (pub) {
    if (u.searchParams.get('output') === 'csv' || u.searchParams.get('output') === 'xlsx') return raw;
    return `https://docs.google.com/spreadsheets/d/e/${pub[1]}/pub?output=csv${gid ? `&gid=${gid}` : ''}${gid ? '&single=true' : ''}`;
  }
  const edit = /^\/spreadsheets\/d\/([\w-]+)\/(edit|view|htmlview)?$/.exec(u.pathname);
  if (edit)
    return `https://docs.google.com/spreadsheets/d/${edit[1]}/export?format=csv${gid ? `&gid=${gid}` : ''}`;
  return raw;
}

function once(
  url: URL,
  headers: Record<string, string>,
  allowPrivate: boolean,
  maxBytes: number,
  deadline: number,
) {
  return new Promise<ConditionalFetchResult & { location?: string }>((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const remaining = Math.max(1, deadline - Date.now());
    const req = lib.request(
      url,
      {
        method: 'GET',
        headers: {
          'user-agent': 'RecepcjaBot/1.0 (+data sources)',
          accept: 'text/csv,*/*;q=0.5',
          ...headers,
        },
        lookup: guardedLookup(allowPrivate) as never,
        timeout: remaining,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const h = res.headers;
        const base = {
          status,
          etag: typeof h.etag === 'string' ? h.etag : null,
          lastModified: typeof h['last-modified'] === 'string' ? h['last-modified'] : null,
          contentType: String(h['content-type'] ?? ''),
        };
        if (status >= 300 && status < 400 && status !== 304 && h.location) {
          res.resume();
          resolve({ ...base, body: Buffer.alloc(0), truncated: false, location: h.location });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            resolve({ ...base, body: Buffer.concat(chunks), truncated: true });
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ ...base, body: Buffer.concat(chunks), truncated: false }));
        res.on('error', (err) => reject(new SsrfError(err.message, 'http')));
      },
    );
    const timer = setTimeout(() => req.destroy(new SsrfError('timed out', 'timeout')), remaining);
    req.on('close', () => clearTimeout(timer));
    req.on('timeout', () => req.destroy(new SsrfError('timed out', 'timeout')));
    req.on('error', (err) => {
      clearTimeout(timer);
      if (err instanceof SsrfError) return reject(err);
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EBLOCKED') return reject(new SsrfError(err.message, 'blocked_address'));
      if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return reject(new SsrfError(err.message, 'dns'));
      reject(new SsrfError(err.message, 'http'));
    });
    req.end();
  });
}

/**
 * A conditional GET through the SSRF guard of `src/platform/ssrf.ts` (the address and every
 * redirect target are checked, and the socket connects only to a checked address), with a total
 * time limit and a size cap, answering the validators (`ETag`, `Last-Modified`) the guard's
 * `safeFetch` does not expose.
 */
export async function conditionalFetch(
  raw: string,
  opts: {
    allowPrivate: boolean;
    maxBytes: number;
    timeoutMs?: number;
    etag?: string | null;
    lastModified?: string | null;
  },
): Promise<ConditionalFetchResult> {
  const deadline = Date.now() + (opts.timeoutMs ?? SOURCE_FETCH_TIMEOUT_MS);
  const headers: Record<string, string> = {};
  if (opts.etag) headers['if-none-match'] = opts.etag;
  if (opts.lastModified) headers['if-modified-since'] = opts.lastModified;
  let url = checkUrl(raw, { allowPrivate: opts.allowPrivate });
  for (let hop = 0; hop <= 3; hop++) {
    const r = await once(url, headers, opts.allowPrivate, opts.maxBytes, deadline);
    if (!r.location) return r;
    url = checkUrl(new URL(r.location, url).toString(), { allowPrivate: opts.allowPrivate });
  }
  throw new SsrfError('too many redirects', 'redirects');
}
