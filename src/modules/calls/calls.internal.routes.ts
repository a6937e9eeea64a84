import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { errorResponses } from '../tenants/http.js';
import {
  CallIdParams,
  CompleteCallBody,
  CompleteCallResponse,
  callDetailDto,
  OpenCallBody,
  OpenCallResponse,
} from './calls.dto.js';
import { createCallsIngest } from './calls.ingest.js';

const tags = ['internal'];

/** The voice engine's routes (`X-Internal-Key`): open and complete call records. */
export default async function callsInternalRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const ingest = createCallsIngest({
    db: p.db,
    outbox: p.outbox,
    clock: p.clock,
    secret: p.config.jwtSecret,
    appUrl: p.config.appUrl,
  });

  app.post(
    '/internal/calls',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Open a call record (voice engine)',
        description: [
          'Opens a call record in status `in_progress` and answers its `id` (201).',
          'The tenant is `tenant_id` when given; otherwise the tenant whose **active** phone number is the number the call is on: `to` for an `inbound` call (the default direction), `from` for an `outbound` one. A number no tenant, or several tenants (a shared trial number), answer on is a 404: send `tenant_id` then.',
          'Numbers are stored in E.164 (input parsed with Poland as the default region); an unparsable number is a 422; `from` may be null or omitted for a withheld caller id.',
          '`caller_hash` is the salted SHA-256 (hex) of the E.164 caller number, salt derived from the service secret; it is the value `GET /tenants/{tenant_id}/quota?caller_hash=` expects for the per-caller daily cap.',
          '`started_at` defaults to now; usage minutes are counted in the calendar month (tenant zone) of `started_at` once the call is completed.',
        ].join('\n\n'),
        body: OpenCallBody,
        response: { 201: OpenCallResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await ingest.open(request.body);
      reply.code(201);
      return {
        id: row.id,
        tenant_id: row.tenantId,
        status: 'in_progress' as const,
        caller_number: row.callerNumber,
        caller_hash: row.callerHash,
        called_number: row.calledNumber,
        direction: row.direction,
        started_at: row.startedAt.toISOString(),
      };
    },
  );

  app.post(
    '/internal/calls/:id/complete',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Complete a call record (voice engine)',
        description: [
          'Completes an `in_progress` call in **one transaction** with every side effect; a second completion (also a concurrent one: exactly one wins) is a 409 `call_already_completed`.',
          '- The call gets its final `status` (default `completed`), duration, outcome, summary, sentiment, `had_error`, transcript turns and `ended_at` (default now). Usage minutes: the duration rounded up to whole minutes counts in the month of `started_at` (tenant zone).',
          '- `call.completed` is raised to the webhooks (payload: event, call_id, tenant_id, timestamp, from, to, duration_seconds, outcome, callback_requested, summary; with post-call analysis fields also analysis and analysis_status).',
          "- With a `message` (non-empty `text`): `message.left` is raised (event, call_id, tenant_id, caller_number, message, callback_requested, created_at, plus `urgent`); the caller gets a confirmation SMS unless the tenant switched `caller_sms_confirmation` off in its settings (inbound calls with a known caller number only); the owner gets an in-app notification and an e-mail (the owner account's address, else the settings' `billing_email`) always, and an SMS when `urgent` (to the owner account's `sms_phone`, else the tenant's `owner_phone`).",
          '- `callback_requested: true` opens a follow-up (callback task), one per call.',
          '- Each distinct entry of `unanswered_questions` (trimmed, case-insensitively de-duplicated) becomes an open missed question.',
          "SMS go through the `sms` outbox: each is counted against the plan's monthly SMS quota when delivered, and recorded `skipped_quota` (not sent) once the quota is used up.",
        ].join('\n'),
        params: CallIdParams,
        body: CompleteCallBody,
        response: { 200: CompleteCallResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { row, sideEffects } = await ingest.complete(request.params.id, request.body);
      return { call: callDetailDto(row), side_effects: sideEffects };
    },
  );
}
