import { safeFetch } from '../../platform/ssrf.js';

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

/**
 * A conditional GET through the SSRF guard's `safeFetch` (the address and every redirect target
 * are checked, and the socket connects only to a checked address), with a total time limit and
 * a size cap, answering the validators (`ETag`, `Last-Modified`) for the next request.
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
  const headers: Record<string, string> = {
    'user-agent': 'RecepcjaBot/1.0 (+data sources)',
    accept: 'text/csv,*/*;q=0.5',
  };
  if (opts.etag) headers['if-none-match'] = opts.etag;
  if (opts.lastModified) headers['if-modified-since'] = opts.lastModified;
  const r = await safeFetch(raw, {
    allowPrivate: opts.allowPrivate,
    maxBytes: opts.maxBytes,
    timeoutMs: opts.timeoutMs ?? SOURCE_FETCH_TIMEOUT_MS,
    headers,
  });
  return {
    status: r.status,
    body: r.body,
    truncated: r.truncated,
    etag: r.etag,
    lastModified: r.lastModified,
    contentType: r.contentType,
  };
}
