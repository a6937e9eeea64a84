import { createHash } from 'node:crypto';
import { RemoteCalendarError, type RemoteEvent } from './remote.js';

/**
 * The HTTP side of the Microsoft adapter: one request with a timeout, Graph's and the identity
 * platform's error bodies as one line, Graph's `{dateTime, timeZone}` values as instants, and a
 * Graph event as a {@link RemoteEvent} (our key in its extended property).
 */

export interface GraphAnswer {
  status: number;
  body: unknown;
  text: string;
}

/**
 * Graph's error body (`{"error":{"code","message"}}`) or the identity platform's
 * (`{"error":"invalid_grant","error_description":"AADSTS…"}`) as `code: message`.
 */
export function describeGraphError(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const e = (body as { error?: unknown }).error;
  if (e && typeof e === 'object') {
    const { code, message } = e as { code?: unknown; message?: unknown };
    return [code, message].filter((x) => typeof x === 'string' && x).join(': ') || undefined;
  }
  if (typeof e === 'string') {
    const d = (body as { error_description?: unknown }).error_description;
    return typeof d === 'string' ? `${e}: ${d.split('\r\n')[0]}` : e;
  }
  return undefined;
}

/** Graph's `error.code` (`ErrorItemNotFound`, `SyncStateNotFound`, …), or the OAuth `error`. */
export function graphErrorCode(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const e = (body as { error?: unknown }).error;
  if (e && typeof e === 'object') {
    const code = (e as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return typeof e === 'string' ? e : undefined;
}

/**
 * One HTTP exchange: a timeout (or the caller's signal) ends it as `timeout`, a refused
 * connection as `network`; the answer is returned whatever its status, its body parsed when JSON.
 */
export async function send(
  what: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  timeout: { ms: number; signal?: AbortSignal },
): Promise<GraphAnswer> {
  let res: Response;
  const signal = timeout.signal ?? AbortSignal.timeout(timeout.ms);
  try {
    res = await fetch(url, { ...init, signal, redirect: 'error' });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError' || signal.aborted)
      throw new RemoteCalendarError('timeout', `Microsoft Graph ${what}: no answer in ${timeout.ms} ms`);
    const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
    throw new RemoteCalendarError(
      'network',
      `Microsoft Graph ${what}: unreachable (${err instanceof Error ? err.message : String(err)})${cause}`,
    );
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    if (signal.aborted)
      throw new RemoteCalendarError('timeout', `Microsoft Graph ${what}: no answer in ${timeout.ms} ms`);
    throw new RemoteCalendarError(
      'network',
      `Microsoft Graph ${what}: body not read (${err instanceof Error ? err.message : String(err)})`,
    );
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body, text };
}

/** The error for a non-2xx answer: 401/403 `auth`, 404 `not_found`, anything else `http`. */
export function statusError(what: string, a: GraphAnswer): RemoteCalendarError {
  const detail = describeGraphError(a.body) ?? (a.text.slice(0, 200) || 'no body');
  const kind = a.status === 401 || a.status === 403 ? 'auth' : a.status === 404 ? 'not_found' : 'http';
  return new RemoteCalendarError(kind, `Microsoft Graph ${what} answered ${a.status}: ${detail}`, a.status);
}

/** A 2xx answer's JSON object, or `invalid_response`. */
export function jsonObject(what: string, a: GraphAnswer): Record<string, unknown> {
  if (!a.body || typeof a.body !== 'object' || Array.isArray(a.body))
    throw new RemoteCalendarError(
      'invalid_response',
      `Microsoft Graph ${what}: the answer is not a JSON object`,
    );
  return a.body as Record<string, unknown>;
}

const UTC_NAMES = new Set(['utc', 'etc/utc', 'coordinated universal time', 'tzone://microsoft/utc']);
const GRAPH_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,7}))?Z?$/;

/**
 * Graph's `{dateTime: '2026-11-30T10:00:00.0000000', timeZone: 'UTC'}` as an instant. Every read
 * asks for UTC (`Prefer: outlook.timezone="UTC"`), so another zone is an answer we did not ask
 * for: `invalid_response` rather than a guess. An all-day event's dates come as midnights.
 */
export function parseGraphDateTime(what: string, v: unknown): Date {
  const bad = () =>
    new RemoteCalendarError(
      'invalid_response',
      `Microsoft Graph ${what}: ${JSON.stringify(v)} is not a UTC time`,
    );
  if (!v || typeof v !== 'object') throw bad();
  const { dateTime, timeZone } = v as { dateTime?: unknown; timeZone?: unknown };
  if (typeof dateTime !== 'string' || typeof timeZone !== 'string') throw bad();
  if (!UTC_NAMES.has(timeZone.toLowerCase())) throw bad();
  const m = GRAPH_DATE_TIME.exec(dateTime);
  if (!m) throw bad();
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const d = new Date(
    Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]), ms),
  );
  // Date.UTC rolls 2026-02-30 over to March: refuse it instead.
  if (Number.isNaN(d.getTime()) || d.getUTCDate() !== Number(m[3]) || d.getUTCHours() !== Number(m[4]))
    throw bad();
  return d;
}

/** An instant as Graph's `{dateTime, timeZone: 'UTC'}` (seconds precision, no offset suffix). */
export function graphUtc(d: Date): { dateTime: string; timeZone: 'UTC' } {
  return { dateTime: d.toISOString().slice(0, 19), timeZone: 'UTC' };
}

/**
 * The single-value extended property our events carry with our key (the appointment id), so an
 * event read back is known as ours and a retried create finds the first one. The GUID is ours,
 * fixed forever: changing it would orphan every event already written.
 */
export const RECEPCJA_KEY_PROPERTY = 'String {8f3b2c61-5d7e-4a19-b0c4-2e6f91d7a853} Name recepcjaKey';

export interface GraphEvent {
  id?: unknown;
  '@odata.etag'?: unknown;
  '@removed'?: unknown;
  changeKey?: unknown;
  subject?: unknown;
  showAs?: unknown;
  isAllDay?: unknown;
  isCancelled?: unknown;
  start?: unknown;
  end?: unknown;
  singleValueExtendedProperties?: unknown;
}

/** A stable GUID for a key: Graph drops a second create with the same `transactionId`. */
export function transactionIdFor(key: string): string {
  const h = createHash('sha1').update(`recepcja-event:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50; // version 5 (name-based, SHA-1)
  h[8] = (h[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** The `preferred_username`/`email` of an id_token (not verified: only shown as the account). */
export function accountFromIdToken(idToken: unknown): string | null {
  if (typeof idToken !== 'string') return null;
  try {
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      preferred_username?: unknown;
      email?: unknown;
    };
    const v = claims.email ?? claims.preferred_username;
    return typeof v === 'string' && v ? v : null;
  } catch {
    return null;
  }
}

function ourKeyOf(e: GraphEvent): string | null {
  const props = e.singleValueExtendedProperties;
  if (!Array.isArray(props)) return null;
  for (const p of props as { id?: unknown; value?: unknown }[]) {
    if (typeof p?.id === 'string' && p.id.toLowerCase() === RECEPCJA_KEY_PROPERTY.toLowerCase())
      return typeof p.value === 'string' ? p.value : null;
  }
  return null;
}

/**
 * A Graph event as a {@link RemoteEvent}. A delta's removed item (`{"@removed":{…},"id"}`) has
 * no times: it comes back cancelled with both times at the epoch. A cancelled meeting
 * (`isCancelled`) frees its time like a deleted one.
 */
export function toRemoteEvent(what: string, e: GraphEvent): RemoteEvent {
  if (typeof e.id !== 'string' || !e.id)
    throw new RemoteCalendarError('invalid_response', `Microsoft Graph ${what}: an event has no id`);
  const etag =
    typeof e['@odata.etag'] === 'string'
      ? e['@odata.etag']
      : typeof e.changeKey === 'string'
        ? e.changeKey
        : null;
  if (e['@removed'] !== undefined)
    return {
      id: e.id,
      etag,
      cancelled: true,
      busy: false,
      start: new Date(0),
      end: new Date(0),
      allDay: false,
      title: '',
      ourKey: ourKeyOf(e),
    };
  const cancelled = e.isCancelled === true;
  const showAs = typeof e.showAs === 'string' ? e.showAs : 'busy';
  return {
    id: e.id,
    etag,
    cancelled,
    busy: !cancelled && showAs !== 'free' && showAs !== 'workingElsewhere',
    start: parseGraphDateTime(`${what} start`, e.start),
    end: parseGraphDateTime(`${what} end`, e.end),
    allDay: e.isAllDay === true,
    title: typeof e.subject === 'string' ? e.subject : '',
    ourKey: ourKeyOf(e),
  };
}
