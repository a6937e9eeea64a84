import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { errors } from '../../platform/errors.js';
import { escapeHtml, htmlDocument, linkify, sendHtml } from '../../platform/html.js';
import { type DevMail, devInboxOf } from '../../providers/mail/index.js';

/** Mails on one page of `GET /dev/mail`. */
export const DEV_MAIL_PAGE_SIZE = 50;

const Html = { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } };

/**
 * The dev inbox: the mails the sandbox mail provider "sent" (no SMTP_URL), readable in a
 * browser, links and codes included. Registered only when NODE_ENV is not production and
 * SMTP_URL is unset; kept out of the OpenAPI document.
 */
export default async function devMailRoutes(fastify: FastifyInstance, p: Platform) {
  const inbox = devInboxOf(p.config);
  if (!inbox) return;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = p.config.publicBaseUrl;

  const summary = (m: DevMail) => ({ id: m.id, to: m.to, subject: m.subject, sent_at: m.sentAt });

  app.get(
    '/dev/mail',
    {
      config: { auth: ['none'] },
      schema: {
        hide: true,
        summary: 'Dev inbox (development only)',
        description:
          'The mails the service sent while SMTP_URL is unset, newest first, 50 a page (`?page=2`). Development only: not registered when NODE_ENV=production or SMTP_URL is set.',
        querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) }),
        response: { 200: Html },
      },
    },
    async (request, reply) => {
      const page = request.query.page ?? 1;
      const { mails, total } = inbox.list((page - 1) * DEV_MAIL_PAGE_SIZE, DEV_MAIL_PAGE_SIZE);
      const pages = Math.max(1, Math.ceil(total / DEV_MAIL_PAGE_SIZE));
      const rows = mails
        .map(
          (
            m,
          ) => `<tr><td><time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt.replace('T', ' ').slice(0, 19))}</time></td>
<td>${escapeHtml(m.to)}</td><td><a href="/dev/mail/${escapeHtml(m.id)}">${escapeHtml(m.subject)}</a></td></tr>`,
        )
        .join('\n');
      const nav = [
        page > 1 ? `<a href="/dev/mail?page=${page - 1}">← newer</a>` : '',
        `page ${page} of ${pages} (${total} mails, ${inbox.kind === 'file' ? 'kept in files' : 'kept in memory'})`,
        page < pages ? `<a href="/dev/mail?page=${page + 1}">older →</a>` : '',
      ]
        .filter(Boolean)
        .join(' · ');
      const body = `<h1>Dev inbox</h1>
<p>Mail the service sent without an SMTP server (development only; set SMTP_URL to send for real).</p>
${
  total === 0
    ? '<p>No mail yet.</p>'
    : `<table style="border-collapse:collapse;width:100%" cellpadding="4">
<thead><tr><th align="left">Time (UTC)</th><th align="left">To</th><th align="left">Subject</th></tr></thead>
<tbody>
${rows}
</tbody></table>`
}
<p>${nav}</p><p><a href="/dev/mail.json">JSON</a></p>`;
      return sendHtml(reply, 200, htmlDocument('en', 'Dev inbox', body));
    },
  );

  app.get(
    '/dev/mail.json',
    {
      config: { auth: ['none'] },
      schema: {
        hide: true,
        summary: 'Dev inbox as JSON (development only)',
        description:
          'The newest mails of the dev inbox with their full text (`limit` 1–200, default 50, `offset`). Development only.',
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
          offset: Type.Optional(Type.Integer({ minimum: 0 })),
        }),
      },
    },
    async (request) => {
      const { mails, total } = inbox.list(
        request.query.offset ?? 0,
        request.query.limit ?? DEV_MAIL_PAGE_SIZE,
      );
      return {
        total,
        data: mails.map((m) => ({
          ...summary(m),
          url: `${base}/dev/mail/${m.id}`,
          text: m.text,
          html: m.html,
        })),
      };
    },
  );

  app.get(
    '/dev/mail/:id',
    {
      config: { auth: ['none'] },
      schema: {
        hide: true,
        summary: 'One mail of the dev inbox (development only)',
        description:
          'The mail rendered: its text with the links clickable, and its HTML body (if any) in a sandboxed frame. Development only.',
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        response: { 200: Html },
      },
    },
    async (request, reply) => {
      const m = inbox.get(request.params.id);
      if (!m) throw errors.notFound('Mail', 'wiadomość');
      const html = m.html
        ? `<h2>HTML</h2><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" style="width:100%;height:30em;border:1px solid #ccc"
srcdoc="${escapeHtml(`<base target="_blank">${m.html}`)}"></iframe>`
        : '';
      const body = `<p><a href="/dev/mail">← Dev inbox</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<p>To: ${escapeHtml(m.to)}<br>Sent: <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt)}</time></p>
<pre style="white-space:pre-wrap;background:#f6f6f6;padding:1em">${linkify(m.text)}</pre>
${html}`;
      return sendHtml(reply, 200, htmlDocument('en', m.subject, body));
    },
  );
}
