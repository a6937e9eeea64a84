import type { FastifyReply, FastifyRequest } from 'fastify';

/** Small server-rendered HTML pages (e-mailed links, the dev inbox): no framework, no script. */

export const escapeHtml = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type PageLanguage = 'pl' | 'en';

/**
 * The language of a page: `?lang=pl|en` first, then the first of `pl`/`en` in
 * `Accept-Language` (by quality), Polish by default.
 */
export function pageLanguage(request: FastifyRequest): PageLanguage {
  const q = (request.query as { lang?: unknown } | undefined)?.lang;
  if (q === 'pl' || q === 'en') return q;
  const ranked = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const qv = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.split('-')[0], q: qv === undefined ? 1 : Number(qv), i };
    })
    .filter((x) => (x.lang === 'pl' || x.lang === 'en') && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (ranked[0]?.lang as PageLanguage | undefined) ?? 'pl';
}

/** A whole page; `body` is trusted HTML (escape what goes into it). */
export function htmlDocument(lang: PageLanguage | 'en', title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title></head>
<body style="font-family:sans-serif;max-width:48em;margin:2em auto;padding:0 1em;line-height:1.5">
${body}
</body></html>`;
}

/** Sends a page that must not be cached, framed, or leak its URL (tokens) in a Referer. */
export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Text as HTML with its http(s) links clickable. */
export function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g,
    (url) => `<a href="${url}" target="_blank" rel="noopener">${url}</a>`,
  );
}
