import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { AppError, errors } from '../../platform/errors.js';
import { type PageLanguage, pageLanguage } from '../../platform/html.js';
import { type LimitRule, setRateLimitHeaders } from '../../platform/rate-limit.js';
import { registerAdminRoutes } from './status.admin.routes.js';
import { ErrorBody, IncidentDTO, Notice, StatusPageResponse, SubscribeBody } from './status.dto.js';
import { errorResponses, IncidentParams } from './status.http.js';
import {
  incidentPageHtml,
  noticePageHtml,
  PAGE_TEXT,
  prefersHtml,
  sendStatusHtml,
  statusPageHtml,
} from './status.pages.js';
import { createStatusService } from './status.service.js';

/** Per client IP: 10 subscribe requests an hour. Per address: 3 confirmation e-mails an hour. */
export const SUBSCRIBE_IP_LIMIT: LimitRule = { name: 'status-subscribe-ip', points: 10, windowSeconds: 3600 };
/** Per client IP: reads of the status page and incidents, and follows of e-mailed links. */
export const STATUS_READ_LIMIT: LimitRule = { name: 'status-read', points: 120, windowSeconds: 60 };
export const STATUS_LINK_LIMIT: LimitRule = { name: 'status-link', points: 30, windowSeconds: 60 };
export const SUBSCRIBE_EMAIL_LIMIT: LimitRule = {
  name: 'status-subscribe-email',
  points: 3,
  windowSeconds: 3600,
};

const HTML_NOTE =
  'A browser following the e-mailed link (`Accept: text/html`) gets the same answer as a small bilingual HTML page. ' +
  'Rate limit: 30 requests a minute per client IP.';

/** A response documented as JSON or, for browsers following an e-mailed link, HTML. */
const jsonOrHtml = (description: string, schema: TSchema) => ({
  description,
  content: { 'application/json': { schema }, 'text/html': { schema: { type: 'string' } } },
});

/** Runs a link action; browsers get HTML (also for a refused token), API clients JSON. */
async function linkAnswer<T extends { message: string; message_pl: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  action: () => Promise<T>,
) {
  const html = (request.headers.accept ?? '').includes('text/html');
  const lang = pageLanguage(request);
  const other: PageLanguage = lang === 'pl' ? 'en' : 'pl';
  const isConfirm = (request.url.split('?')[0] ?? '').endsWith('/confirm');
  // Both languages on the page: the reader's first, the other one under it.
  const page = (status: number, title: string, m: { pl: string; en: string }, role: 'status' | 'alert') =>
    sendStatusHtml(
      reply.header('vary', 'Accept'),
      status,
      noticePageHtml(lang, title, m[lang], '/status', role, { lang: other, text: m[other] }),
    );
  const title = isConfirm ? PAGE_TEXT.confirmTitle[lang] : PAGE_TEXT.unsubscribeTitle[lang];
  try {
    const result = await action();
    if (!html) return reply.send(result);
    return page(200, title, { pl: result.message_pl, en: result.message }, 'status');
  } catch (err) {
    if (!html || !(err instanceof AppError)) throw err;
    for (const [k, v] of Object.entries(err.headers ?? {})) reply.header(k, v);
    return page(err.status, title, { pl: err.messagePl, en: err.message }, 'alert');
  }
}

const LangQuery = Type.Object({
  lang: Type.Optional(
    Type.String({
      maxLength: 16,
      description:
        'Language of the HTML page for browsers: `pl` or `en` (another value is ignored); default from ' +
        '`Accept-Language`, else Polish. The JSON answer does not depend on it.',
    }),
  ),
});
const NEGOTIATION =
  'Content negotiation: a client whose `Accept` ranks `text/html` above `application/json` (a browser) gets ' +
  'the same content as a server-rendered HTML page, in Polish or English (`?lang=`, else `Accept-Language`, ' +
  'else Polish); every other client (`application/json`, `*/*`, no `Accept`) gets JSON. The answer carries ' +
  '`Vary: Accept`. ';

const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }) });

export default async function statusRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = createStatusService({
    db: p.db,
    outbox: p.outbox,
    tokens: p.tokens,
    clock: p.clock,
    publicBaseUrl: p.config.publicBaseUrl,
  });

  const perIp = (rule: LimitRule) => async (request: FastifyRequest, reply: FastifyReply) =>
    limit(reply, rule, request.ip);

  async function limit(reply: FastifyReply, rule: LimitRule, key: string) {
    const r = await p.rateLimiter.consume(rule, key);
    setRateLimitHeaders(reply, rule, r);
    if (!r.allowed) throw errors.tooMany(r.resetSeconds);
  }

  // ------------------------------------------------------------------ public

  app.get(
    '/status',
    {
      config: { auth: ['none'] },
      onRequest: perIp(STATUS_READ_LIMIT),
      schema: {
        tags: ['status'],
        operationId: 'getStatusPage',
        summary: 'Public status page (StatusPageResponse)',
        description:
          'Components `api`, `voice`, `sms`, `dashboard`, `webhooks` with their status, the open incidents and the ' +
          "resolved incidents opened in the last 90 days (newest first, at most 100). A component's status is " +
          'derived from the open (not resolved) incidents covering it, the worst one winning: impact `minor` → ' +
          '`degraded_performance`, `major` → `partial_outage`, `critical` → `major_outage`; none → `operational`. ' +
          'The top-level `status` is the worst component status. Each incident carries its timeline, oldest first. ' +
          'Rate limit: 120 requests a minute per client IP. ' +
          NEGOTIATION +
          'The page shows the components, the open incidents with their timelines, the history and a subscribe ' +
          'form (a form-encoded `POST /status/subscribe`); it may be cached for 30 seconds.',
        querystring: LangQuery,
        response: { 200: jsonOrHtml('The status page', StatusPageResponse) },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept');
      const page = await service.statusPage();
      if (!prefersHtml(request.headers.accept)) return page;
      return sendStatusHtml(reply, 200, statusPageHtml(page, pageLanguage(request)), 30);
    },
  );

  app.get(
    '/status/incidents/:incident_id',
    {
      config: { auth: ['none'] },
      onRequest: perIp(STATUS_READ_LIMIT),
      schema: {
        tags: ['status'],
        operationId: 'getStatusIncident',
        summary: 'One incident with its timeline (IncidentDTO)',
        description:
          'The incident and its updates, oldest first. An unknown or malformed id is a 404. Rate limit: 120 ' +
          'requests a minute per client IP. ' +
          NEGOTIATION,
        params: IncidentParams,
        querystring: LangQuery,
        response: {
          200: jsonOrHtml('The incident', IncidentDTO),
          404: jsonOrHtml('No such incident', ErrorBody),
        },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept');
      if (!prefersHtml(request.headers.accept)) return service.getIncident(request.params.incident_id);
      const lang = pageLanguage(request);
      try {
        const incident = await service.getIncident(request.params.incident_id);
        return sendStatusHtml(reply, 200, incidentPageHtml(incident, lang), 30);
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 404) throw err;
        const html = noticePageHtml(
          lang,
          PAGE_TEXT.notFound[lang],
          PAGE_TEXT.notFoundBody[lang],
          '/status',
          'alert',
        );
        return sendStatusHtml(reply, 404, html);
      }
    },
  );

  app.post(
    '/status/subscribe',
    {
      config: { auth: ['none'] },
      schema: {
        tags: ['status'],
        operationId: 'subscribeToStatus',
        summary: 'Subscribe to incident e-mails (double opt-in)',
        description:
          'Stores a pending subscription and e-mails a confirmation link (`GET /status/confirm?token=…`, valid 48 ' +
          'hours); nothing is sent to the address about incidents until it is followed. The answer is always 202 ' +
          'with the same body, whether the address is new, pending or already confirmed, so it reveals nothing. ' +
          'Subscribing again sends a fresh link (older links stop working) and the component choice changes only ' +
          'when that link is followed; an address that never confirms is deleted 72 hours after its last link. ' +
          '`components` omitted or empty means every component; `language` (`pl` ' +
          'default, or `en`) decides which language comes first in the e-mails (both are always included). ' +
          'Limits: 10 requests an hour per client IP and 3 confirmation e-mails an hour per address; beyond them ' +
          '429 with `Retry-After`. ' +
          "The status page's form posts here form-encoded (`application/x-www-form-urlencoded`: `email`, " +
          '`components` repeated, `language`); such a request from a browser (`Accept` ranking `text/html` above ' +
          'JSON) is answered with an HTML page: 202 "check your mailbox", or the status page again with the reason ' +
          '(422 for an invalid address, 429 over a limit). Every other request gets JSON.',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: SubscribeBody,
        response: {
          202: jsonOrHtml('Pending confirmation (the same answer for every address)', Notice),
          422: jsonOrHtml('Invalid address or component', ErrorBody),
          429: jsonOrHtml('Over a limit (`rate_limited`); `Retry-After` says when to retry', ErrorBody),
        },
      },
      // A browser's form gets its refusals as a page; every other client as before (JSON).
      attachValidation: true,
    },
    async (request, reply) => {
      const form =
        (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') &&
        prefersHtml(request.headers.accept);
      if (request.validationError && !form) throw request.validationError;
      const raw = (request.body ?? {}) as { email?: unknown; components?: unknown; language?: unknown };
      const lang: PageLanguage =
        raw.language === 'pl' || raw.language === 'en' ? raw.language : pageLanguage(request);
      const again = async (status: number, error: string) => {
        const chosen = Array.isArray(raw.components) ? raw.components.map(String) : [];
        const state = { email: typeof raw.email === 'string' ? raw.email : '', components: chosen, error };
        return sendStatusHtml(reply, status, statusPageHtml(await service.statusPage(), lang, state));
      };
      if (request.validationError) return again(422, PAGE_TEXT.badEmail[lang]);
      try {
        await limit(reply, SUBSCRIBE_IP_LIMIT, request.ip);
        await limit(reply, SUBSCRIBE_EMAIL_LIMIT, request.body.email.trim().toLowerCase());
      } catch (err) {
        if (!form || !(err instanceof AppError)) throw err;
        for (const [k, v] of Object.entries(err.headers ?? {})) reply.header(k, v);
        return again(err.status, lang === 'pl' ? err.messagePl : err.message);
      }
      await service.subscribe(request.body);
      const notice = {
        status: 'pending_confirmation',
        message: 'If the address can receive status e-mails, a confirmation link is on its way.',
        message_pl:
          'Jeśli adres może otrzymywać wiadomości o stanie usługi, wysłaliśmy na niego link potwierdzający.',
      };
      if (!form) return reply.status(202).send(notice);
      const text = lang === 'pl' ? notice.message_pl : notice.message;
      return sendStatusHtml(reply, 202, noticePageHtml(lang, PAGE_TEXT.checkMail[lang], text, '/status'));
    },
  );

  app.get(
    '/status/confirm',
    {
      config: { auth: ['none'] },
      onRequest: perIp(STATUS_LINK_LIMIT),
      schema: {
        tags: ['status'],
        operationId: 'confirmStatusSubscription',
        summary: 'Confirm a status subscription',
        description:
          'Follows the link e-mailed by `POST /status/subscribe`. The token is a signed JWT (audience ' +
          '`status-subscription-confirm`, 48 hours) naming the subscription and the chosen components. Only the ' +
          'newest link of a subscription confirms; a superseded link is 400 `subscription_token_superseded`; a bad, ' +
          'altered or expired token is 400 `invalid_subscription_token`. Following the link again after ' +
          'confirmation answers `already_confirmed` and changes nothing. ' +
          HTML_NOTE,
        querystring: TokenQuery,
        response: {
          200: jsonOrHtml(
            'Confirmed',
            Type.Object({
              status: Type.Union([Type.Literal('confirmed'), Type.Literal('already_confirmed')]),
              email: Type.String(),
              components: Type.Array(Type.String(), { description: 'Empty means every component.' }),
              message: Type.String(),
              message_pl: Type.String(),
            }),
          ),
          400: jsonOrHtml('Bad, altered, expired or superseded token', ErrorBody),
          ...errorResponses(422),
          429: jsonOrHtml(
            'Over the link rate limit (`rate_limited`); `Retry-After` says when to retry',
            ErrorBody,
          ),
        },
      },
    },
    async (request, reply) =>
      linkAnswer(request, reply, async () => {
        const { subscription, alreadyConfirmed } = await service.confirm(request.query.token);
        return {
          status: alreadyConfirmed ? ('already_confirmed' as const) : ('confirmed' as const),
          email: subscription.email,
          components: subscription.components,
          message: 'You will receive e-mails about incidents.',
          message_pl: 'Będziesz otrzymywać wiadomości o incydentach.',
        };
      }),
  );

  app.get(
    '/status/unsubscribe',
    {
      config: { auth: ['none'] },
      onRequest: perIp(STATUS_LINK_LIMIT),
      schema: {
        tags: ['status'],
        operationId: 'unsubscribeFromStatus',
        summary: 'Remove a status subscription',
        description:
          'Follows the link in every incident e-mail. The token is `<subscription id>.<HMAC>`, keyed with the ' +
          'service secret, so it cannot be forged; it does not expire. The subscription is deleted. Following it ' +
          'again answers 200 with `removed: false`. A bad or altered token is 400 `invalid_subscription_token`. ' +
          HTML_NOTE,
        querystring: TokenQuery,
        response: {
          200: jsonOrHtml(
            'Unsubscribed',
            Type.Object({
              status: Type.Literal('unsubscribed'),
              removed: Type.Boolean(),
              message: Type.String(),
              message_pl: Type.String(),
            }),
          ),
          400: jsonOrHtml('Bad or altered token', ErrorBody),
          ...errorResponses(422),
          429: jsonOrHtml(
            'Over the link rate limit (`rate_limited`); `Retry-After` says when to retry',
            ErrorBody,
          ),
        },
      },
    },
    async (request, reply) =>
      linkAnswer(request, reply, async () => {
        const { removed } = await service.unsubscribe(request.query.token);
        return {
          status: 'unsubscribed' as const,
          removed,
          message: 'You will not receive status e-mails any more.',
          message_pl: 'Nie będziesz już otrzymywać wiadomości o stanie usługi.',
        };
      }),
  );

  registerAdminRoutes(app, p, service);
}
