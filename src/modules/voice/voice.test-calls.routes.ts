import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServiceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { errors } from '../../platform/errors.js';
import { type LimitRule, setRateLimitHeaders } from '../../platform/rate-limit.js';
import { CALL_OUTCOMES } from '../calls/calls.schema.js';
import { errorResponses, TenantParams, tenantCtx } from '../tenants/http.js';
import { tenantsServiceFor } from '../tenants/tenants.routes.js';
import { createVoiceService, SESSION_IDLE_MS } from './voice.service.js';
import { createTestCalls, TEST_CALL_NOTE } from './voice.test-calls.js';

const tags = ['voice'];

/** Per tenant: starting test calls, and their turns and hang-ups. */
export const TEST_CALL_LIMITS = {
  start: { name: 'test-call-start', points: 30, windowSeconds: 3600 },
  turn: { name: 'test-call-turn', points: 60, windowSeconds: 60 },
} satisfies Record<string, LimitRule>;

const limitText = (r: LimitRule) =>
  `Rate limit: ${r.points} requests per ${r.windowSeconds === 60 ? 'minute' : 'hour'} per business (429 with \`Retry-After\`).`;

const Language = Type.Union([Type.Literal('pl'), Type.Literal('en')]);
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Outcome = Type.Union([Type.Union(CALL_OUTCOMES.map((o) => Type.Literal(o))), Type.Null()], {
  description:
    'The call outcome once ended (`booked`, `answered_faq`, `callback`, `transferred`, …), else null.',
});

const StartBody = Type.Object(
  {
    language: Type.Optional(
      Type.Union([Type.Literal('pl'), Type.Literal('en')], {
        description:
          "The language the receptionist starts in (greeting and first sentence); default: the voice config's `language`. The caller may switch language at any time, as on the phone.",
      }),
    ),
    caller_number: Type.Optional(
      Type.Union([Type.String({ minLength: 3, maxLength: 32 }), Type.Null()], {
        description:
          'The number the receptionist takes you to be calling from (E.164 or Polish national; 422 when not a phone number). It is the phone of a booking, the number your own appointments are found by (cancel, move) and where SMS go (booking confirmation, verification code), so give your own. Omitted or null: a withheld number, so nothing is sent by SMS and cancel/move is answered with an offer to take a message.',
      }),
    ),
  },
  { additionalProperties: false },
);

const StartResponse = Type.Object({
  session_id: Type.String({ format: 'uuid', description: 'Send the turns and the hang-up to this session.' }),
  call_id: Type.String({
    format: 'uuid',
    description: 'The call record (`GET /calls/{id}`), in progress until the conversation ends.',
  }),
  greeting: Type.String({ description: "The receptionist's first words." }),
  language: Language,
  caller_number: Nullable(Type.String({ description: 'E.164, or null for a withheld number.' })),
  business_number: Nullable(
    Type.String({
      description: "The tenant's active number the call is recorded on; null when it has none.",
    }),
  ),
  live: Type.Boolean({ description: 'Whether the business is live (answering real calls) already.' }),
  overflow: Type.Boolean({
    description:
      'The plan’s simultaneous calls were all in progress (test calls count like phone calls): the greeting says the lines are busy and the next turn is taken as a message.',
  }),
});

const Slots = Type.Object(
  {
    datetime: Type.Optional(
      Type.String({ description: 'ISO instant with offset, when a day and a time were both said.' }),
    ),
    date: Type.Optional(Type.String({ description: 'Local date, YYYY-MM-DD.' })),
    time: Type.Optional(Type.String({ description: 'Local time, HH:MM.' })),
    partOfDay: Type.Optional(
      Type.Object({ value: Type.String(), fromHour: Type.Integer(), toHour: Type.Integer() }),
    ),
    dateRange: Type.Optional(Type.Object({ from: Type.String(), to: Type.String(), kind: Type.String() })),
    notBefore: Type.Optional(Type.String()),
    notAfter: Type.Optional(Type.String()),
    soonest: Type.Optional(Type.Boolean()),
    service: Type.Optional(Type.String()),
    name: Type.Optional(Type.String()),
    phone: Type.Optional(Type.String()),
    phoneIsCaller: Type.Optional(Type.Boolean()),
    message: Type.Optional(Type.String()),
    callback: Type.Optional(Type.Boolean()),
    urgent: Type.Optional(Type.Boolean()),
    department: Type.Optional(Type.Object({ key: Type.String(), text: Type.String() })),
    question: Type.Optional(Type.String()),
    faqTopic: Type.Optional(Type.String()),
    code: Type.Optional(Type.String()),
  },
  { additionalProperties: true, description: 'The details found in the line (only those said).' },
);

const Understood = Type.Union(
  [
    Type.Object({
      intent: Type.String({
        description:
          '`book_appointment`, `reschedule_appointment`, `cancel_appointment`, `ask_question`, `leave_message`, `request_callback`, `speak_to_human`, `emergency`, `confirm`, `deny`, `provide_info`, `greeting`, `goodbye`, `repeat` or `unknown`.',
      }),
      confidence: Type.Number({
        description: '0..1, the strength of the rule that matched (not a probability).',
      }),
      language: Language,
      slots: Slots,
    }),
    Type.Null(),
  ],
  {
    description:
      "What the receptionist understood of the line (the built-in engine's language understanding); null when the conversation's brain does not expose it (the LLM brain) or the turn was the time-limit goodbye.",
  },
);

const Action = Type.Object(
  {
    kind: Type.Union(
      [
        Type.Literal('appointment_booked'),
        Type.Literal('appointment_cancelled'),
        Type.Literal('appointment_rescheduled'),
        Type.Literal('message_taken'),
        Type.Literal('question_answered'),
        Type.Literal('question_unanswered'),
        Type.Literal('transferred'),
        Type.Literal('transfer_whisper'),
        Type.Literal('transfer_result'),
      ],
      {
        description:
          'What happened. `transfer_whisper`: a warm transfer (setting `warm_transfer`) is waiting; `text` is what the member of staff would hear first, in `language`; answer it with `POST …/transfer-answer`. `transfer_result`: what became of it (`status`).',
      },
    ),
    appointment_id: Type.Optional(Type.String({ format: 'uuid' })),
    start: Type.Optional(
      Type.String({ description: 'ISO instant: the appointment (before a move: its old start).' }),
    ),
    new_start: Type.Optional(Nullable(Type.String())),
    name: Type.Optional(Nullable(Type.String())),
    text: Type.Optional(Type.String({ description: 'The message taken.' })),
    urgent: Type.Optional(Type.Boolean()),
    callback: Type.Optional(Type.Boolean()),
    question: Type.Optional(Type.String()),
    to: Type.Optional(Type.String({ description: 'The number a transfer goes to.' })),
    department: Type.Optional(Nullable(Type.String())),
    language: Type.Optional(Language),
    status: Type.Optional(
      Type.String({
        description:
          'Of a `transfer_result`: `accepted`, `declined` or `no_answer` (as the call record’s `transfer.status`).',
      }),
    ),
  },
  { description: 'Something the turn did: booked, cancelled or moved an appointment, took a message, …' },
);

const TurnResponse = Type.Object({
  reply: Type.String({ description: "The receptionist's answer, in the caller's language." }),
  ended: Type.Boolean({
    description: 'True when this turn ended the conversation (the call record is completed).',
  }),
  outcome: Outcome,
  call_id: Type.String({ format: 'uuid' }),
  language: Language,
  understood: Understood,
  stage: Type.String({
    description:
      'Where the conversation is now: `open`, `booking_when`, `booking_pick`, `booking_name`, `offer_message`, `message`, `anything_else`, `verify_code`, `manage_pick`, `manage_confirm`, `transfer_pending` (a warm transfer waits for `POST …/transfer-answer`) or `ended`.',
  }),
  expecting: Nullable(
    Type.String({ description: 'What the receptionist has just asked for (a detail, or `confirmation`).' }),
  ),
  booking: Type.Union(
    [
      Type.Object({
        date: Nullable(Type.String()),
        time: Nullable(Type.String()),
        service: Nullable(Type.String()),
        offered: Type.Array(Type.String(), { description: 'ISO instants offered last.' }),
        chosen: Nullable(Type.String()),
        name: Nullable(Type.String()),
        appointment_id: Nullable(Type.String({ description: 'Set once booked.' })),
      }),
      Type.Null(),
    ],
    { description: 'The booking in progress or made in this conversation; null when none.' },
  ),
  actions: Type.Array(Action, { description: 'What this turn did (empty when it only talked).' }),
  transfer_to: Nullable(
    Type.String({ description: 'With outcome `transferred`: the number the call would go to.' }),
  ),
});

const HangupResponse = Type.Object({
  ended: Type.Literal(true),
  outcome: Outcome,
  call_id: Type.String({ format: 'uuid' }),
  language: Language,
});

const SessionParams = Type.Object({
  tenant_id: Type.String({ description: 'Tenant id (UUID)' }),
  session_id: Type.String({ maxLength: 64, description: 'The `session_id` from the start.' }),
});

const SAME_ENGINE =
  "The same engine and the same rules as a phone call (`POST /internal/voice/sessions`): the tenant's opening hours, FAQ, knowledge base, departments, voice config and verification config, read when the conversation starts.";

/** The owner's test calls: talking to the receptionist from the dashboard (`/tenants/{id}/test-calls`). */
export default async function testCallRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tenantsSvc = tenantsServiceFor(p);
  const testCalls = createTestCalls({ voice: createVoiceService(p), tenantsSvc });

  async function limit(reply: FastifyReply, rule: LimitRule, ctx: ServiceContext) {
    const r = await p.rateLimiter.consume(rule, ctx.tenantId);
    setRateLimitHeaders(reply, rule, r);
    if (!r.allowed) throw errors.tooMany(r.resetSeconds);
  }

  app.post(
    '/tenants/:tenant_id/test-calls',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        operationId: 'startTestCall',
        summary: 'Start a test call with your own receptionist',
        description: [
          `Starts a text conversation with the tenant's receptionist, for its owner or team to try it before (or after) going live. ${SAME_ENGINE} Send your lines to \`POST /tenants/{tenant_id}/test-calls/{session_id}/turns\`.`,
          `**Recorded like a phone call**: a call record is opened (inbound, on the tenant's active number if it has one, from \`caller_number\` or a withheld number) and completed when the conversation ends, with outcome, summary, transcript, sentiment and every side effect of a phone call (\`call.completed\` webhooks, notifications, missed questions, a message left). It is marked as a test by its \`team_note\`: "${TEST_CALL_NOTE}" Its duration counts towards the month's call minutes like any call. **Bookings are real**: an appointment booked in a test call is in the calendar (cancel it in the calendar when done), with its webhooks, reminders and SMS confirmation to \`caller_number\`.`,
          "Not being live yet does not stop a test call (that is what it is for), and the per-caller daily cap does not apply; a cancelled subscription (409 `subscription_inactive`), an ended trial (409 `trial_expired`) or this month's minutes used up (409 `minutes_exhausted`) refuse it as they would a phone call.",
          `A conversation nobody speaks in for ${SESSION_IDLE_MS / 60_000} minutes is ended (and its call completed) by the worker. Owners and members of the tenant; another tenant's id is a 404. ${limitText(TEST_CALL_LIMITS.start)}`,
        ].join('\n\n'),
        params: TenantParams,
        body: Type.Optional(StartBody),
        response: { 201: StartResponse, ...errorResponses(404, 409, 429) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await limit(reply, TEST_CALL_LIMITS.start, ctx);
      return reply.status(201).send(await testCalls.start(ctx, request.body ?? {}));
    },
  );

  app.post(
    '/tenants/:tenant_id/test-calls/:session_id/turns',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        operationId: 'sendTestCallTurn',
        summary: "Say one line in a test call and get the receptionist's reply",
        description: [
          `One caller line of a test call, in Polish or English (the reply follows the caller's language). \`text\` is 1–1000 characters with something other than spaces (422 otherwise). ${SAME_ENGINE}`,
          'With warm transfers on (setting `warm_transfer`), a transfer (not an emergency) waits for `POST …/transfer-answer` (`stage` `transfer_pending`, a `transfer_whisper` action); meanwhile a turn is a 409 `transfer_pending`.',
          'Besides the reply the answer shows what the receptionist understood (`understood`: intent, language and the details found), where the conversation stands (`stage`, `expecting`, `booking`), and what the turn did (`actions`: an appointment booked, cancelled or moved, a message taken, a question answered or not, a transfer). The turn that ends the conversation (`ended: true`) completes the call record.',
          `Only test calls of this tenant are served: a phone call's or another tenant's session id is a 404. A turn on an ended conversation is a 409 \`session_ended\`; two turns racing on one conversation: the loser is a 409 \`conflict\`. ${limitText(TEST_CALL_LIMITS.turn)} (shared with the hang-up)`,
        ].join('\n\n'),
        params: SessionParams,
        body: Type.Object(
          {
            text: Type.String({
              minLength: 1,
              maxLength: 1000,
              pattern: '\\S',
              description: 'What you say to the receptionist.',
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: TurnResponse, ...errorResponses(404, 409, 429) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await limit(reply, TEST_CALL_LIMITS.turn, ctx);
      return testCalls.turn(ctx, request.params.session_id, request.body.text);
    },
  );

  app.post(
    '/tenants/:tenant_id/test-calls/:session_id/transfer-answer',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        operationId: 'answerTestCallTransfer',
        summary: 'Answer a test call’s warm transfer as the member of staff would',
        description: [
          'With warm transfers on (tenant setting `warm_transfer`), a turn that puts the caller through answers `stage` `transfer_pending` and a `transfer_whisper` action (what the department’s phone would hear). No phone rings in a test call: this says what the member of staff did.',
          '`accept`: the call record is completed with outcome `transferred` (`ended: true`, `transfer.status` `accepted`). `decline` or `no_answer`: the caller is told that nobody can take the call and asked for a message (`stage` `message`); the next turn is the message (outcome `callback`), and the call record’s `transfer.status` is `declined` or `no_answer`. Both answer a `transfer_result` action.',
          `409 \`no_transfer_pending\` when no transfer is waiting (none, or already answered); 409 \`conflict\` on a race. Only test calls of this tenant: any other session id is a 404. ${limitText(TEST_CALL_LIMITS.turn)} (shared with the turns)`,
        ].join('\n\n'),
        params: SessionParams,
        body: Type.Object(
          {
            answer: Type.Union([Type.Literal('accept'), Type.Literal('decline'), Type.Literal('no_answer')], {
              description: 'What the member of staff did: pressed 1, pressed 2, or did not answer.',
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: TurnResponse, ...errorResponses(404, 409, 429) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await limit(reply, TEST_CALL_LIMITS.turn, ctx);
      return testCalls.transferAnswer(ctx, request.params.session_id, request.body.answer);
    },
  );

  app.post(
    '/tenants/:tenant_id/test-calls/:session_id/hangup',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        operationId: 'hangUpTestCall',
        summary: 'Hang up a test call',
        description: `Ends a test call: its call record is completed with the outcome reached so far (\`booked\`, \`answered_faq\`) or \`hung_up\`, as when a caller hangs up the phone. Only test calls of this tenant: any other session id is a 404; an ended conversation is a 409 \`session_ended\`. ${limitText(TEST_CALL_LIMITS.turn)} (shared with the turns)`,
        params: SessionParams,
        response: { 200: HangupResponse, ...errorResponses(404, 409, 429) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await limit(reply, TEST_CALL_LIMITS.turn, ctx);
      return testCalls.hangup(ctx, request.params.session_id);
    },
  );
}
