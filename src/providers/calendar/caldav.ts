import { PermanentFailure } from '../../platform/outbox.js';
import { type SafeFetchResult, safeFetch } from '../../platform/ssrf.js';

/**
 * A CalDAV calendar collection (RFC 4791), spoken to through the SSRF guard: busy times are read
 * with a `calendar-query` REPORT limited by `time-range`, bookings written with PUT (an event per
 * appointment, `If-None-Match: *` when new) and removed with DELETE.
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

function unescapeXml(s: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/.exec(s);
  if (cdata) return cdata[1]!;
  return s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The text of the first element with this local name (any namespace prefix) in `xml`. */
function elementText(xml: string, local: string): string | null {
  const re = new RegExp(
    `<(?:[A-Za-z][\\w.-]*:)?${local}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[A-Za-z][\\w.-]*:)?${local}>`,
  );
  const m = re.exec(xml);
  return m ? unescapeXml(m[1]!) : null;
}

/** The `<response>` elements of a WebDAV multistatus. */
function responses(xml: string): string[] {
  const re = /<(?:[A-Za-z][\w.-]*:)?response(?:\s[^>]*)?>([\s\S]*?)<\/(?:[A-Za-z][\w.-]*:)?response>/g;
  return [...xml.matchAll(re)].map((m) => m[1]!);
}

export function createCalDavClient(opts: CalDavOptions) {
  const timeoutMs = opts.timeoutMs ?? 8000;

  async function request(
    account: CalDavAccount,
    url: string,
    method: 'REPORT' | 'PUT' | 'DELETE' | 'GET',
    headers: Record<string, string>,
    body?: string,
    timeout = timeoutMs,
  ): Promise<SafeFetchResult> {
    const auth = Buffer.from(`${account.username}:${account.password}`).toString('base64');
    const r = await safeFetch(url, {
      allowPrivate: opts.allowPrivate,
      allowedProtocols: opts.protocols,
      timeoutMs: timeout,
      maxBytes: MAX_BYTES,
      method,
      body,
      headers: { authorization: `Basic ${auth}`, 'user-agent': 'RecepcjaBot/1.0 (+calendar)', ...headers },
    });
    if (r.truncated) throw new Error('the CalDAV answer is larger than 4 MB');
    if (r.status === 401 || r.status === 403)
      throw new CalDavError(`CalDAV server refused the credentials (HTTP ${r.status})`, r.status);
    return r;
  }

  const objectUrl = (account: CalDavAccount, name: string) =>
    new URL(encodeURIComponent(name), account.url.endsWith('/') ? account.url : `${account.url}/`).toString();

  return {
    /** The calendar objects with an event overlapping [from, to) (the server expands recurrences' ranges). */
    async query(account: CalDavAccount, from: Date, to: Date, timeout?: number): Promise<CalDavObject[]> {
      const body = `<?xml version="1.0" encoding="utf-8"?>
<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
  <d:prop><d:getetag/><c:calendar-data/></d:prop>
  <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT">
    <c:time-range start="${icsStamp(from)}" end="${icsStamp(to)}"/>
  </c:comp-filter></c:comp-filter></c:filter>
</c:calendar-query>`;
      const r = await request(
        account,
        account.url,
        'REPORT',
        { depth: '1', 'content-type': 'application/xml; charset=utf-8' },
        body,
        timeout ?? timeoutMs,
      );
      if (r.status === 404) throw new CalDavError('no calendar at this CalDAV address (HTTP 404)', 404);
      if (r.status !== 207) throw new Error(`CalDAV REPORT answered HTTP ${r.status}`);
      const out: CalDavObject[] = [];
      for (const resp of responses(r.body.toString('utf8'))) {
        const data = elementText(resp, 'calendar-data');
        const href = elementText(resp, 'href');
        if (!data || !href) continue;
        out.push({ href, etag: elementText(resp, 'getetag'), data });
      }
      return out;
    },

    /**
     * Writes the event `name` (`<uid>.ics`): created with `If-None-Match: *` when `href` is
     * unknown, else replaced. Answers its href and new ETag (null when the server gives none).
     */
    async put(account: CalDavAccount, name: string, ics: string, href: string | null) {
      const url = href ? new URL(href, account.url).toString() : objectUrl(account, name);
      const r = await request(
        account,
        url,
        'PUT',
        { 'content-type': 'text/calendar; charset=utf-8', ...(href ? {} : { 'if-none-match': '*' }) },
        ics,
      );
      if (r.status === 412 && !href) {
        // Already there (an earlier attempt that lost its answer): replace it.
        const again = await request(
          account,
          url,
          'PUT',
          { 'content-type': 'text/calendar; charset=utf-8' },
          ics,
        );
        if (again.status < 200 || again.status >= 300)
          throw new Error(`CalDAV PUT answered HTTP ${again.status}`);
        return { href: new URL(url).pathname, etag: again.etag };
      }
      if (r.status === 404 || r.status === 409)
        throw new CalDavError(`the CalDAV calendar does not accept the event (HTTP ${r.status})`, r.status);
      if (r.status < 200 || r.status >= 300) throw new Error(`CalDAV PUT answered HTTP ${r.status}`);
      return { href: new URL(url).pathname, etag: r.etag };
    },

    /** One calendar object by its href; null when it is gone (404, 410). */
    async get(account: CalDavAccount, href: string, timeout?: number): Promise<CalDavObject | null> {
      const r = await request(
        account,
        new URL(href, account.url).toString(),
        'GET',
        { accept: 'text/calendar' },
        undefined,
        timeout ?? timeoutMs,
      );
      if (r.status === 404 || r.status === 410) return null;
      if (r.status !== 200) throw new Error(`CalDAV GET answered HTTP ${r.status}`);
      return { href, etag: r.etag, data: r.body.toString('utf8') };
    },

    /** Removes the event; one already gone (404, 410) counts as removed. */
    async remove(account: CalDavAccount, href: string) {
      const r = await request(account, new URL(href, account.url).toString(), 'DELETE', {});
      if (r.status === 404 || r.status === 410) return;
      if (r.status < 200 || r.status >= 300) throw new Error(`CalDAV DELETE answered HTTP ${r.status}`);
    },
  };
}

export type CalDavClient = ReturnType<typeof createCalDavClient>;

/** An outbox handler's view of a CalDAV failure: credentials or a missing calendar will not heal. */
export function caldavPermanent(err: unknown): Error {
  if (err instanceof CalDavError) return new PermanentFailure(err.message);
  return err as Error;
}
