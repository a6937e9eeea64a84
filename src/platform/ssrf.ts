import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * SSRF guard for outbound requests to addresses supplied by customers (web sites to scrape,
 * webhook URLs): refuses loopback, private, link-local, CGNAT, metadata, multicast and reserved
 * addresses unless `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_NETWORKS=1) is on. The check runs on
 * the address actually connected to (the DNS lookup of the socket), so DNS rebinding cannot slip past.
 */

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
// IPv6, including the forms that carry an IPv4 address a translator or tunnel may reach:
// IPv4-compatible (::a.b.c.d, which also covers :: and ::1), NAT64 (well-known and local
// prefixes), 6to4 and Teredo. (IPv4-mapped ::ffff:a.b.c.d is checked as the IPv4 address.)
for (const [net, prefix] of [
  ['::', 96],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

export class SsrfError extends Error {
  constructor(
    message: string,
    readonly reason: 'scheme' | 'blocked_address' | 'dns' | 'too_large' | 'timeout' | 'redirects' | 'http',
  ) {
    super(message);
    this.name = 'SsrfError';
  }
}

/** True when the address is not a public unicast address. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

export interface SafeUrlOptions {
  allowPrivate: boolean;
  /** Only `https:` in production; `http:` is accepted too by default. */
  allowedProtocols?: string[];
}

/** Parses and checks scheme and literal-IP hosts; host names are checked at connect time. */
export function checkUrl(raw: string, opts: SafeUrlOptions): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SsrfError('not a valid URL', 'scheme');
  }
  const protocols = opts.allowedProtocols ?? ['http:', 'https:'];
  if (!protocols.includes(url.protocol))
    throw new SsrfError(`scheme ${url.protocol} is not allowed`, 'scheme');
  if (url.username || url.password) throw new SsrfError('credentials in URLs are not allowed', 'scheme');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!opts.allowPrivate && isIP(host) && isBlockedAddress(host)) {
    throw new SsrfError(`address ${host} is not public`, 'blocked_address');
  }
  if (
    !opts.allowPrivate &&
    (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal'))
  ) {
    throw new SsrfError(`host ${host} is not public`, 'blocked_address');
  }
  return url;
}

/** A `dns.lookup` that refuses non-public answers; given to the socket so the checked address is the one used. */
export function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number },
    cb: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return cb(err, '', 0);
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => isBlockedAddress(a.address));
      if (!allowPrivate && bad) {
        return cb(
          Object.assign(new SsrfError(`${hostname} resolves to a non-public address`, 'blocked_address'), {
            code: 'EBLOCKED',
          }) as NodeJS.ErrnoException,
          '',
          0,
        );
      }
      if (options.all) return cb(null, list);
      const first = list[0];
      if (!first) return cb(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      cb(null, first.address, first.family);
    });
  };
}

export interface SafeFetchOptions extends SafeUrlOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Redirects followed (each target re-checked); default 3. */
  maxRedirects?: number;
  /** False: a 3xx answer is returned as it is (webhook deliveries treat it as a failure). */
  followRedirects?: boolean;
  /** Default GET. WebDAV methods for CalDAV (REPORT, PUT, DELETE); redirects are followed for GET only. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'REPORT' | 'PROPFIND';
  body?: string | Buffer;
  headers?: Record<string, string>;
}

export interface SafeFetchResult {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
  /** True when the body was cut at `maxBytes`. */
  truncated: boolean;
  /** The response's cache validators, for conditional requests. */
  etag: string | null;
  lastModified: string | null;
}

const validators = (h: http.IncomingHttpHeaders) => ({
  etag: typeof h.etag === 'string' ? h.etag : null,
  lastModified: typeof h['last-modified'] === 'string' ? h['last-modified'] : null,
});

function getOnce(
  url: URL,
  opts: SafeFetchOptions,
  deadline: number,
): Promise<SafeFetchResult & { location?: string }> {
  return new Promise((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const remaining = Math.max(1, deadline - Date.now());
    const req = lib.request(
      url,
      {
        method: opts.method ?? 'GET',
        headers: {
          'user-agent': 'RecepcjaBot/1.0 (+faq import)',
          accept: 'text/html,*/*;q=0.5',
          ...opts.headers,
        },
        lookup: guardedLookup(opts.allowPrivate) as never,
        timeout: remaining,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (status >= 300 && status < 400 && location) {
          res.resume();
          resolve({
            url: url.toString(),
            status,
            contentType: '',
            body: Buffer.alloc(0),
            truncated: false,
            ...validators(res.headers),
            location,
          });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        res.on('data', (chunk: Buffer) => {
          if (truncated) return;
          const room = opts.maxBytes - size;
          if (chunk.length > room) {
            chunks.push(chunk.subarray(0, room));
            size += room;
            truncated = true;
            res.destroy();
            resolve({
              url: url.toString(),
              status,
              contentType: String(res.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks),
              truncated,
              ...validators(res.headers),
            });
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () =>
          resolve({
            url: url.toString(),
            status,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
            truncated,
            ...validators(res.headers),
          }),
        );
        res.on('error', (err) => reject(err));
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
    req.end(opts.body);
  });
}

/** A request with the guard, a total time limit, a response size cap and re-checked redirects. */
export async function safeFetch(raw: string, opts: SafeFetchOptions): Promise<SafeFetchResult> {
  const deadline = Date.now() + opts.timeoutMs;
  let url = checkUrl(raw, opts);
  const maxRedirects = opts.maxRedirects ?? 3;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const r = await getOnce(url, opts, deadline);
    if (!r.location || opts.followRedirects === false || (opts.method ?? 'GET') !== 'GET') return r;
    url = checkUrl(new URL(r.location, url).toString(), opts);
  }
  throw new SsrfError('too many redirects', 'redirects');
}
