import { calendarQuery, createCalendarObject, deleteCalendarObject, updateCalendarObject } from 'tsdav';
import { PermanentFailure } from '../../platform/outbox.js';
import { type SafeFetchOptions, safeFetch } from '../../platform/ssrf.js';

/**
 * A CalDAV calendar collection (RFC 4791) spoken to with the maintained client tsdav, every
 * request of which goes through our SSRF guard (`safeFetch`: private addresses refused unless
 * allowed, DNS pinned, size cap, timeout) by the `fetch` given to each tsdav call: busy times are
 * read with a `calendar-query` REPORT limited by `time-range`, bookings written with PUT (an event
 * per appointment, `If-None-Match: *` when new) and removed with DELETE.
 */
export interface CalDavAccount {
  /** The calendar collection's URL (ends with `/`). */
  url: string;
  username: string;
  password: string;
}

export interface CalDavObject {
  href: string;
  etag: string | null;
  data: string;
}

export interface CalDavOptions {
  allowPrivate: boolean;
  protocols: string[];
  timeoutMs?: number;
}

const MAX_BYTES = 4 * 1024 * 1024;
const METHODS = new Set(['GET', 'PUT', 'DELETE', 'REPORT', 'PROPFIND']);
/** Statuses whose answer has no body (a `Response` refuses one). */
const NO_BODY = new Set([204, 205, 304]);

/** A CalDAV answer that will not change on a retry (wrong password, no such calendar). */
export class CalDavError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CalDavError';
  }
}

const icsStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The last HTTP status a guarded fetch saw (tsdav's REPORT helpers turn statuses into plain errors). */
interface Seen {
  status: number;
}

/**
 * A `fetch` for tsdav that sends the request through `safeFetch`: a refused address, a timeout or
 * an answer larger than 4 MB throws; 401/403 throw a CalDavError (the credentials will not heal).
 */
function guardedFetch(opts: CalDavOptions, timeoutMs: number, seen: Seen): typeof fetch {
  const adapter = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (!METHODS.has(method)) throw new Error(`CalDAV method ${method} is not allowed`);
    const body = init?.body;
    if (body != null && typeof body !== 'string') throw new Error('CalDAV request bodies are text');
    const headers: Record<string, string> = { 'user-agent': 'RecepcjaBot/1.0 (+calendar)' };
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const r = await safeFetch(url, {
      allowPrivate: opts.allowPrivate,
      allowedProtocols: opts.protocols,
      timeoutMs,
      maxBytes: MAX_BYTES,
      method: method as SafeFetchOptions['method'],
      body: body ?? undefined,
      headers,
    });
    if (r.truncated) throw new Error('the CalDAV answer is larger than 4 MB');
    if (r.status === 401 || r.status === 403)
      throw new CalDavError(`CalDAV server refused the credentials (HTTP ${r.status})`, r.status);
    seen.status = r.status;
    const out = new Headers();
    if (r.contentType) out.set('content-type', r.contentType);
    if (r.etag) out.set('etag', r.etag);
    if (r.lastModified) out.set('last-modified', r.lastModified);
    const res = new Response(NO_BODY.has(r.status) ? null : new Uint8Array(r.body), {
      status: r.status,
      headers: out,
    });
    Object.defineProperty(res, 'url', { value: r.url });
    return res;
  };
  return adapter as typeof fetch;
}

/** A text value tsdav parsed out of the XML (CDATA or text; numbers and booleans are turned back). */
function text(v: unknown): string | null {
  if (v == null) return null;
  if (typeof v === 'object') {
    const cdata = (v as { _cdata?: unknown })._cdata;
    return cdata == null ? null : String(cdata);
  }
  return String(v);
}

export function createCalDavClient(opts: CalDavOptions) {
  const timeoutMs = opts.timeoutMs ?? 8000;

  const headersFor = (account: CalDavAccount) => ({
    authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`,
  });
  const collection = (account: CalDavAccount) => ({
    url: account.url.endsWith('/') ? account.url : `${account.url}/`,
  });
  const absolute = (account: CalDavAccount, href: string) => new URL(href, account.url).toString();

  return {
    /** The calendar objects with an event overlapping [from, to) (the server expands recurrences' ranges). */
    async query(account: CalDavAccount, from: Date, to: Date, timeout?: number): Promise<CalDavObject[]> {
      const seen: Seen = { status: 0 };
      let results: Awaited<ReturnType<typeof calendarQuery>>;
      try {
        results = await calendarQuery({
          url: account.url,
          props: { 'd:getetag': {}, 'c:calendar-data': {} },
          filters: {
            'comp-filter': {
              _attributes: { name: 'VCALENDAR' },
              'comp-filter': {
                _attributes: { name: 'VEVENT' },
                'time-range': { _attributes: { start: icsStamp(from), end: icsStamp(to) } },
              },
            },
          },
          depth: '1',
          headers: headersFor(account),
          fetch: guardedFetch(opts, timeout ?? timeoutMs, seen),
        });
      } catch (err) {
        if (err instanceof CalDavError || seen.status === 0 || seen.status === 207) throw err;
        results = [];
      }
      if (seen.status === 404) throw new CalDavError('no calendar at this CalDAV address (HTTP 404)', 404);
      if (seen.status !== 207) throw new Error(`CalDAV REPORT answered HTTP ${seen.status}`);
      const out: CalDavObject[] = [];
      for (const r of results) {
        const data = text(r.props?.calendarData);
        if (!data || !r.href) continue;
        out.push({ href: r.href, etag: text(r.props?.getetag), data });
      }
      return out;
    },

    /**
     * Writes the event `name` (`<uid>.ics`): created with `If-None-Match: *` when `href` is
     * unknown, else replaced. Answers its href and new ETag (null when the server gives none).
     */
    async put(account: CalDavAccount, name: string, ics: string, href: string | null) {
      const fetch = guardedFetch(opts, timeoutMs, { status: 0 });
      const headers = headersFor(account);
      const calendar = collection(account);
      const filename = encodeURIComponent(name);
      const url = href ? absolute(account, href) : new URL(filename, calendar.url).toString();
      const replace = () => updateCalendarObject({ calendarObject: { url, data: ics }, headers, fetch });
      let r = href
        ? await replace()
        : await createCalendarObject({ calendar, filename, iCalString: ics, headers, fetch });
      if (r.status === 412 && !href) {
        // Already there (an earlier attempt that lost its answer): replace it.
        r = await replace();
        if (!r.ok) throw new Error(`CalDAV PUT answered HTTP ${r.status}`);
        return { href: new URL(url).pathname, etag: r.headers.get('etag') };
      }
      if (r.status === 404 || r.status === 409)
        throw new CalDavError(`the CalDAV calendar does not accept the event (HTTP ${r.status})`, r.status);
      if (!r.ok) throw new Error(`CalDAV PUT answered HTTP ${r.status}`);
      return { href: new URL(url).pathname, etag: r.headers.get('etag') };
    },

    /**
     * One calendar object by its href; null when it is gone (404, 410). tsdav has no single-object
     * GET that keeps the ETag (its `davRequest` drops the headers), so this is a plain GET through
     * the same guarded fetch.
     */
    async get(account: CalDavAccount, href: string, timeout?: number): Promise<CalDavObject | null> {
      const fetch = guardedFetch(opts, timeout ?? timeoutMs, { status: 0 });
      const r = await fetch(absolute(account, href), {
        method: 'GET',
        headers: { ...headersFor(account), accept: 'text/calendar' },
      });
      if (r.status === 404 || r.status === 410) return null;
      if (r.status !== 200) throw new Error(`CalDAV GET answered HTTP ${r.status}`);
      return { href, etag: r.headers.get('etag'), data: await r.text() };
    },

    /** Removes the event; one already gone (404, 410) counts as removed. */
    async remove(account: CalDavAccount, href: string) {
      const r = await deleteCalendarObject({
        calendarObject: { url: absolute(account, href) },
        headers: headersFor(account),
        fetch: guardedFetch(opts, timeoutMs, { status: 0 }),
      });
      if (r.status === 404 || r.status === 410) return;
      if (!r.ok) throw new Error(`CalDAV DELETE answered HTTP ${r.status}`);
    },
  };
}

export type CalDavClient = ReturnType<typeof createCalDavClient>;

/** An outbox handler's view of a CalDAV failure: credentials or a missing calendar will not heal. */
export function caldavPermanent(err: unknown): Error {
  if (err instanceof CalDavError) return new PermanentFailure(err.message);
  return err as Error;
}
