import { timingSafeEqual } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError, errors } from '../../platform/errors.js';
import { twilioParams } from '../../providers/sms/twilio.js';
import { twilioWebhookGuard } from '../../providers/telephony/twilio-webhook.js';
import { ErrorBody, errorResponses } from '../tenants/http.js';
import { handleInboundSms, START_KEYWORDS, STOP_KEYWORDS } from './inbound.js';
import { SMS_STATUSES, smsMessages, smsOptOuts } from './sms.schema.js';

const tags = ['sms'];
const KEYWORDS = `Opt-out replies (whole message, case and Polish diacritics ignored): ${STOP_KEYWORDS.join(', ')}. Re-subscribe: ${START_KEYWORDS.join(', ')}. "NIE" is not an opt-out (it answers reminders). The tenant is the one whose active number received the SMS; an opted-out number gets no SMS from that tenant (recorded \`skipped_opt_out\`, not counted against the quota).`;

const err = (description: string) => ({ ...ErrorBody, description });
const xml = (description: string) => ({
  description,
  content: { 'text/xml': { schema: { type: 'string' } } },
});
const text = (description: string) => ({
  description,
  content: { 'text/plain': { schema: { type: 'string' } } },
});

const TWIML_EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const notConfiguredText = (provider: string) => ({
  message: `Inbound SMS from ${provider} is not configured.`,
  messagePl: `Odbiór SMS od ${provider} nie jest skonfigurowany.`,
});
const notConfigured = (provider: string) => new AppError(404, 'not_found', notConfiguredText(provider));

const SmsMessage = Type.Object({
  id: Type.String({ format: 'uuid' }),
  to: Type.String(),
  body: Type.String(),
  kind: Type.String(),
  status: Type.Union(SMS_STATUSES.map((v) => Type.Literal(v))),
  provider: Type.String(),
  provider_ref: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  period: Type.Union([Type.String(), Type.Null()]),
  sent_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
const OptOut = Type.Object({
  phone: Type.String(),
  source: Type.String(),
  keyword: Type.String(),
  opted_out_at: Type.String({ format: 'date-time' }),
});

export default async function smsRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = { db: p.db, clock: p.clock };

  app.get(
    '/sms/messages',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: "The business's SMS log",
        description:
          "Every SMS the service sent or decided not to send for the signed-in user's business, newest first, at most `limit` (1–100, default 50), optionally one `status`: `sent`, `queued`, `failed` (the operator refused it, or retries are still running), `skipped_quota` (the plan's SMS limit for the period was used up), `skipped_opt_out` (the number replied STOP). `kind` says why it was sent (`booking_confirmation`, `booking_rescheduled`, `appointment_reminder`, `caller_confirmation`, `owner_urgent_message`, `verification_code` (a caller verification code of the receptionist), …).",
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
          status: Type.Optional(Type.Union(SMS_STATUSES.map((v) => Type.Literal(v)))),
        }),
        response: { 200: Type.Object({ data: Type.Array(SmsMessage) }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const where = request.query.status
        ? and(eq(smsMessages.tenantId, ctx.tenantId), eq(smsMessages.status, request.query.status))
        : eq(smsMessages.tenantId, ctx.tenantId);
      const rows = await p.db
        .select()
        .from(smsMessages)
        .where(where)
        .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
        .limit(request.query.limit);
      return {
        data: rows.map((r) => ({
          id: r.id,
          to: r.to,
          body: r.body,
          kind: r.kind,
          status: r.status,
          provider: r.provider,
          provider_ref: r.providerRef,
          error: r.error,
          period: r.period,
          sent_at: r.sentAt?.toISOString() ?? null,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/sms/opt-outs',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Numbers that asked not to get SMS',
        description: `Numbers that replied STOP to the business, newest first (at most 1000). They get no SMS from the business until they reply START themselves; the owner cannot re-subscribe them. ${KEYWORDS}`,
        response: { 200: Type.Object({ data: Type.Array(OptOut) }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const rows = await p.db
        .select()
        .from(smsOptOuts)
        .where(eq(smsOptOuts.tenantId, ctx.tenantId))
        .orderBy(desc(smsOptOuts.optedOutAt))
        .limit(1000);
      return {
        data: rows.map((r) => ({
          phone: r.phone,
          source: r.source,
          keyword: r.keyword,
          opted_out_at: r.optedOutAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/sms/inbound/twilio',
    {
      config: { auth: ['none'] },
      preValidation: twilioWebhookGuard(p, notConfiguredText('Twilio')),
      schema: {
        tags,
        summary: 'Inbound SMS from Twilio (opt-out, re-subscribe)',
        description: `Twilio's messaging webhook: form-encoded \`From\`, \`To\`, \`Body\` (and Twilio's other fields). The \`X-Twilio-Signature\` header must be the base64 HMAC-SHA1, keyed with TWILIO_AUTH_TOKEN, of \`PUBLIC_BASE_URL\` + the request path and query, followed by every form field name and value sorted by name; otherwise 403. Answers empty TwiML. 404 when TWILIO_AUTH_TOKEN is not set. ${KEYWORDS}`,
        consumes: ['application/x-www-form-urlencoded'],
        response: {
          200: xml('Empty TwiML: no reply is sent'),
          403: err('Missing or wrong `X-Twilio-Signature`'),
          404: err('Twilio is not configured'),
        },
      },
    },
    async (request, reply) => {
      const params = twilioParams(request.body);
      await handleInboundSms(deps, {
        provider: 'twilio',
        from: params.From ?? '',
        to: params.To ?? '',
        text: params.Body ?? '',
      });
      return reply.type('text/xml').send(TWIML_EMPTY);
    },
  );

  app.post(
    '/sms/inbound/smsapi',
    {
      config: { auth: ['none'] },
      schema: {
        tags,
        summary: 'Inbound SMS from SMSAPI.pl (opt-out, re-subscribe)',
        description: `SMSAPI's callback for received messages (MO): form fields \`sms_from\`, \`sms_to\`, \`sms_text\` (also \`sms_date\`, \`username\`, \`MsgId\`). SMSAPI does not sign callbacks, so the callback address registered at SMSAPI must carry \`?secret=\` with the value of SMSAPI_CALLBACK_SECRET; a missing or different secret is 403. Answers \`OK\` as SMSAPI expects. 404 when SMSAPI_CALLBACK_SECRET is not set. ${KEYWORDS}`,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        querystring: Type.Object({ secret: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: {
          200: text('`OK`'),
          403: err('Missing or wrong `secret`'),
          404: err('SMSAPI callbacks are not configured'),
        },
      },
    },
    async (request, reply) => {
      const expected = p.config.providers.smsapi.callbackSecret;
      if (!expected) throw notConfigured('SMSAPI');
      if (!request.query.secret || !sameSecret(request.query.secret, expected))
        throw errors.forbidden('invalid_signature', {
          message: 'The callback secret does not match.',
          messagePl: 'Sekret wywołania zwrotnego jest niepoprawny.',
        });
      const params = twilioParams(request.body);
      await handleInboundSms(deps, {
        provider: 'smsapi',
        from: params.sms_from ?? '',
        to: params.sms_to ?? '',
        text: params.sms_text ?? '',
      });
      return reply.type('text/plain').send('OK');
    },
  );

  app.post(
    '/sms/inbound/sandbox',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Inbound SMS in the sandbox (opt-out, re-subscribe)',
        description: `For the sandbox provider (SMS_PROVIDER unset) and tests: a received SMS as JSON \`{from, to, body}\`, with the \`X-Internal-Key\` header. Answers what was done: \`opt_out\`, \`opt_in\` or \`ignored\` (not a keyword, or \`to\` is not one tenant's active number). ${KEYWORDS}`,
        body: Type.Object(
          {
            from: Type.String({ minLength: 3, maxLength: 32 }),
            to: Type.String({ minLength: 3, maxLength: 32 }),
            body: Type.String({ maxLength: 1600 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            action: Type.Union([Type.Literal('opt_out'), Type.Literal('opt_in'), Type.Literal('ignored')]),
            tenant_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
          }),
          401: err('Missing or wrong `X-Internal-Key`'),
          422: err('Validation error'),
        },
      },
    },
    async (request) =>
      handleInboundSms(deps, {
        provider: 'sandbox',
        from: request.body.from,
        to: request.body.to,
        text: request.body.body,
      }),
  );
}
