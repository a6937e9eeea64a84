import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { CALL_OUTCOMES } from '../calls/calls.schema.js';
import { errorResponses } from '../tenants/http.js';
import { createVoiceService } from './voice.service.js';

const tags = ['voice'];

const StartBody = Type.Object(
  {
    to: Type.String({
      minLength: 3,
      maxLength: 32,
      description: 'The business number called (E.164 or Polish national).',
    }),
    from: Type.Optional(
      Type.Union([Type.String({ minLength: 3, maxLength: 32 }), Type.Null()], {
        description: 'The caller number; null or omitted for a withheld caller id.',
      }),
    ),
  },
  { additionalProperties: false },
);

const StartResponse = Type.Object({
  session_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'Null when the call was refused by the quota check.',
  }),
  call_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  reply: Type.String({
    description:
      'The greeting (the voice config’s `greeting` when set, else the built-in one, in the voice config’s `language`), or the polite rejection (Polish, then English).',
  }),
  ended: Type.Boolean(),
  language: Type.Union([Type.Literal('pl'), Type.Literal('en'), Type.Null()], {
    description: 'The language the conversation starts in (voice config `language`); null when refused.',
  }),
  rejected_reason: Type.Union([Type.String(), Type.Null()], {
    description:
      'The quota check reason when refused: `minutes_exhausted`, `trial_expired`, `caller_daily_cap`, `tenant_not_live`, `subscription_inactive`.',
  }),
  overflow: Type.Optional(
    Type.Boolean({
      description:
        'True when the call was answered over the plan’s simultaneous calls: `reply` says the lines are busy (Polish and English) and the next caller turn is taken as a message (outcome `callback`).',
    }),
  ),
});

const SessionParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

const TurnBody = Type.Object(
  {
    text: Type.String({ maxLength: 4000, description: 'What the caller said (cut to 1000 characters).' }),
    tenant_id: Type.Optional(
      Type.String({ maxLength: 64, description: 'When given, a session of another tenant is a 404.' }),
    ),
  },
  { additionalProperties: false },
);

const HangupBody = Type.Object(
  { tenant_id: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);

const TurnResponse = Type.Object({
  reply: Type.String({ description: "The receptionist's answer, in the caller's language." }),
  ended: Type.Boolean({
    description: 'True when this turn ended the call (the call record is then completed).',
  }),
  outcome: Type.Union([Type.Union(CALL_OUTCOMES.map((o) => Type.Literal(o))), Type.Null()], {
    description: 'The call outcome once ended, else null.',
  }),
  call_id: Type.String({ format: 'uuid' }),
  transfer_to: Type.Union([Type.String(), Type.Null()], {
    description:
      'With outcome `transferred`: the E.164 number the telephony adapter must connect the caller to.',
  }),
  language: Type.Union([Type.Literal('pl'), Type.Literal('en')]),
});

/** The receptionist's text channel (`X-Internal-Key`): the telephony adapter, `npm run call` and the demo call drive it. */
export default async function voiceRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const svc = createVoiceService(p);

  app.post(
    '/internal/voice/sessions',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Start a receptionist conversation',
        description: [
          'Starts a conversation on the business number `to` (the tenant whose **active** number it is; otherwise 404).',
          '**Quota check first** (plan minutes, trial, live switch, subscription, and the per-caller daily cap with the `caller_hash` of `from`): when refused, the answer is a polite Polish and English rejection with `ended: true`, `session_id: null` and the reason; no call record is opened and no conversation takes place.',
          'Otherwise a call record is opened (`in_progress`, started now), a session is stored with its dialogue state (any instance can serve the next turn) and the greeting with the business name is answered (201).',
          '**Simultaneous calls.** The plan limits the calls in progress at once (Solo and trial 1, Starter 2, Business 10, Enterprise 50; records left `in_progress` for over 4 hours are not counted). A call over the limit is still answered, politely: `overflow: true`, the reply says all lines are busy (Polish and English) and offers to take a message, which the next turn records (outcome `callback`, `message.left`, a follow-up). Such calls are marked on the record and counted in the usage (`overflow_calls`); they do not count among the simultaneous calls themselves. The check and the new record are one transaction under a lock of the tenant, so calls starting together cannot pass the limit.',
        ].join('\n\n'),
        body: StartBody,
        response: { 201: StartResponse, 200: StartResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const r = await svc.start(request.body);
      reply.code(r.session_id ? 201 : 200);
      return r;
    },
  );

  app.post(
    '/internal/voice/sessions/:id/turns',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Send one caller turn',
        description: [
          'Runs one turn of the brain the session started with: the built-in (deterministic) engine, or with `VOICE_BRAIN=llm` a chat model on an OpenAI-compatible endpoint using the same tools (when that endpoint fails or times out, the call continues on the built-in engine). The caller text in Polish or English; the reply follows the caller’s language.',
          'Booking offers real open slots (at most three) and books through the appointments service (the database prevents double booking: a slot taken meanwhile is answered with other slots); questions are answered only from the FAQ and the knowledge base, an unanswerable one becomes a missed question; messages and callbacks end the call with outcome `callback` (`message.left`, SMS confirmation, owner notifications); urgent requests and emergencies are transferred to the matching department’s number (`transfer_to`, outcome `transferred`).',
          'Callers can cancel or move their own appointments: found only by the caller number `from` among the tenant’s upcoming, not cancelled appointments (a withheld number is offered a message), confirmed before the change, and changed through the same operations as v2 `DELETE`/`PATCH /v2/appointments/{id}` (reminders, SMS and `appointment.*` webhooks alike). A move ends as outcome `booked`, a cancellation as `no_action`. When the tenant’s verification config (`/tenants/{id}/verification-config`) is enabled and requires it for the action (cancellation, move, booking), a 6-digit code is first sent by SMS (kind `verification_code`, counted against the SMS quota; an opted-out number or a used-up quota makes verification impossible and a message is offered) and the caller says it; nothing about the appointments is said before. `max_attempts` wrong codes: no change for the rest of the call, a message is offered. Methods `pin` and `date_of_birth` fall back to the SMS code (the service stores no PINs or dates of birth).',
          'The turn that ends the call (`ended: true`) also completes the call record: outcome, Polish summary, sentiment, transcript with timestamps, duration, message and unanswered questions, with every side effect of `POST /internal/calls/{id}/complete`.',
          'An unknown session id, or one of another tenant than `tenant_id`, is a 404; a turn on an ended session is a 409 `session_ended`; two turns racing on one session: the loser is a 409 `conflict`.',
        ].join('\n\n'),
        params: SessionParams,
        body: TurnBody,
        response: { 200: TurnResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => svc.turn(request.params.id, request.body),
  );

  app.post(
    '/internal/voice/sessions/:id/hangup',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'The caller hung up',
        description:
          'Ends the conversation and completes the call record with the outcome reached so far (`booked`, `answered_faq`) or `hung_up`. 404 for an unknown session (or another tenant’s with `tenant_id`), 409 `session_ended` when it has already ended. A conversation that gets neither a turn nor a hang-up for 30 minutes is ended by the worker in the same way, at its last turn, so every call is completed and raises `call.completed`.',
        params: SessionParams,
        body: Type.Optional(HangupBody),
        response: { 200: TurnResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => svc.hangup(request.params.id, request.body ?? {}),
  );
}
