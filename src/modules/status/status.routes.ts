import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { AppError, errors } from '../../platform/errors.js';
import { type LimitRule, setRateLimitHeaders } from '../../platform/rate-limit.js';
import { registerAdminRoutes } from './status.admin.routes.js';
import { ErrorBody, IncidentDTO, Notice, StatusPageResponse, SubscribeBody } from './status.dto.js';
import { errorResponses, IncidentParams } from './status.http.js';
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

const escapeHtml = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function htmlPage(pl: string, en: string) {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Recepcja status</title></head><body style="font-family:sans-serif;max-width:36em;margin:3em auto">
<p>${escapeHtml(pl)}</p><p lang="en">${escapeHtml(en)}</p><p><a href="/status">Status</a></p></body></html>`;
}

/** Runs a link action; browsers get HTML (also for a refused token), API clients JSON. */
async function linkAnswer<T extends { message: string; message_pl: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  action: () => Promise<T>,
) {
  const html = (request.headers.accept ?? '').includes('text/html');
  try {
    const result = await action();
    if (!html) return reply.send(result);
    return reply.type('text/html; charset=utf-8').send(htmlPage(result.message_pl, result.message));
  } catch (err) {
    if (!html || !(err instanceof AppError)) throw err;
    return reply
      .status(err.status)
      .type('text/html; charset=utf-8')
      .send(htmlPage(err.messagePl, err.message));
  }
}

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
          'Rate limit: 120 requests a minute per client IP.',
        response: { 200: StatusPageResponse },
      },
    },
    async () => service.statusPage(),
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
          'requests a minute per client IP.',
        params: IncidentParams,
        response: { 200: IncidentDTO, ...errorResponses(404) },
      },
    },
    async (request) => service.getIncident(request.params.incident_id),
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
          '429 with `Retry-After`.',
        body: SubscribeBody,
        response: { 202: Notice, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await limit(reply, SUBSCRIBE_IP_LIMIT, request.ip);
      await limit(reply, SUBSCRIBE_EMAIL_LIMIT, request.body.email.trim().toLowerCase());
      await service.subscribe(request.body);
      return reply.status(202).send({
        status: 'pending_confirmation',
        message: 'If the address can receive status e-mails, a confirmation link is on its way.',
        message_pl:
          'Jeśli adres może otrzymywać wiadomości o stanie usługi, wysłaliśmy na niego link potwierdzający.',
      });
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
