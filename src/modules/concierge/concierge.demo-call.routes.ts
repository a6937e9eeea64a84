import { Type } from '@sinclair/typebox';
import { and, eq, lt, lte, sql } from 'drizzle-orm';
import { AppError, errors } from '../../platform/errors.js';
import { appointments } from '../appointments/appointments.schema.js';
import { isUuid } from '../calls/calls.service.js';
import { voiceSessions } from '../voice/voice.schema.js';
import {
  AltchaField,
  AltchaHeaders,
  CONCIERGE_LIMITS,
  type ConciergeApp,
  type ConciergeContext,
  DEMO_CALL,
  Email,
  errorResponses,
  GATE_TEXT,
  Language,
  limitText,
  Phone,
} from './concierge.http.js';
import { conciergeDemoCalls, conciergeLeads } from './concierge.schema.js';
import { DEMO_BUSINESS_NAME, ensureDemoTenant } from './demo-tenant.js';

// The anonymous demo call: start, turns, hang-up.

/** The demo call: a conversation with the demo business's receptionist, bounded by DEMO_CALL. */
export function registerDemoCallRoutes(app: ConciergeApp, ctx: ConciergeContext) {
  const { p, voice, limit, gate } = ctx;

  const DemoCallParams = Type.Object({
    session_id: Type.String({
      maxLength: 64,
      description: 'The `session_id` from `POST /preview/demo-call`.',
    }),
  });
  const DemoTurnResponse = Type.Object({
    reply: Type.String({ description: "The receptionist's answer, in the caller's language." }),
    ended: Type.Boolean({ description: 'True when this turn ended the conversation.' }),
    outcome: Type.Union([Type.String(), Type.Null()], {
      description: 'Once ended: `booked`, `answered_faq`, `callback`, `transferred`, `no_action`, `hung_up`.',
    }),
    language: Language,
    turns_used: Type.Integer(),
    turns_left: Type.Integer(),
    expires_at: Type.String({ format: 'date-time' }),
  });
  const sessionNotFound = () =>
    new AppError(404, 'not_found', {
      message: 'Demo call not found.',
      messagePl: 'Nie znaleziono rozmowy demonstracyjnej.',
    });

  /** The demo call of a session id; any other session (another tenant's, unknown) is a 404. */
  async function demoCallOf(sessionId: string) {
    if (!isUuid(sessionId)) throw sessionNotFound();
    const [row] = await p.db
      .select()
      .from(conciergeDemoCalls)
      .where(eq(conciergeDemoCalls.sessionId, sessionId))
      .limit(1);
    if (!row) throw sessionNotFound();
    return row;
  }

  /** Ends a demo conversation (the call record is completed); already ended is fine. */
  async function endDemoCall(sessionId: string, tenantId: string) {
    try {
      return await voice.hangup(sessionId, { tenant_id: tenantId });
    } catch (err) {
      if (err instanceof AppError && err.status === 409) return null;
      throw err;
    }
  }

  /** Housekeeping on each new demo call: expired conversations ended, old demo bookings removed. */
  async function tidyDemo(tenantId: string, now: Date) {
    const stale = await p.db
      .select({ sessionId: conciergeDemoCalls.sessionId })
      .from(conciergeDemoCalls)
      .innerJoin(voiceSessions, eq(voiceSessions.id, conciergeDemoCalls.sessionId))
      .where(and(lte(conciergeDemoCalls.expiresAt, now), eq(voiceSessions.ended, false)))
      .limit(10);
    for (const s of stale) await endDemoCall(s.sessionId, tenantId);
    await p.db
      .delete(appointments)
      .where(
        and(
          eq(appointments.tenantId, tenantId),
          sql`${appointments.createdAt} < now() - make_interval(mins => ${DEMO_CALL.bookingsKeptMinutes})`,
        ),
      );
  }

  app.post(
    '/preview/demo-call',
    {
      config: { auth: ['none'] },
      onRequest: limit(CONCIERGE_LIMITS.demoCall),
      preHandler: gate,
      schema: {
        headers: AltchaHeaders,
        tags: ['concierge'],
        operationId: 'previewDemoCall',
        summary: 'Start an anonymous demo call with the receptionist',
        description:
          'Records the lead (stored for the team) and starts a real conversation of the receptionist (the ' +
          'text channel of the voice engine) with a built-in demo business: "Recepcja Demo", a dental clinic ' +
          '(Monday–Friday 08:00–18:00, Saturday 09:00–13:00 Europe/Warsaw, an FAQ about prices, parking, ' +
          'children and payments). The visitor can book a real slot in the demo calendar, ask questions, leave a ' +
          'message. The demo business is isolated: no owner, no one is notified, no SMS is sent (confirmations ' +
          'and reminders are off), its calls count for no customer, and its bookings are removed after ' +
          `${DEMO_CALL.bookingsKeptMinutes} minutes. No telephone call is placed and nothing is sent to the given ` +
          'number. Answers 201 with `session_id` and the greeting (also as the first `transcript` entry); send ' +
          `the visitor's lines to \`POST /preview/demo-call/{session_id}/turns\`. A conversation takes at most ` +
          `${DEMO_CALL.maxTurns} turns and lives ${DEMO_CALL.lifetimeMinutes} minutes (\`expires_at\`). 503 ` +
          `\`demo_unavailable\` when the demo cannot start. ${GATE_TEXT}${limitText(CONCIERGE_LIMITS.demoCall)}`,
        body: Type.Object(
          {
            email: Email,
            business_name: Type.String({ minLength: 1, maxLength: 200 }),
            business_type: Type.Optional(Type.String({ maxLength: 100 })),
            name: Type.Optional(Type.String({ maxLength: 200 })),
            phone: Type.Optional(Phone),
            language: Type.Optional(Language),
            altcha: AltchaField,
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({
            lead_id: Type.String({ format: 'uuid' }),
            status: Type.Literal('recorded'),
            language: Language,
            session_id: Type.String({ format: 'uuid' }),
            greeting: Type.String(),
            transcript: Type.Array(
              Type.Object({
                role: Type.Union([Type.Literal('assistant'), Type.Literal('caller')]),
                text: Type.String(),
              }),
              { description: 'The conversation so far: the greeting.' },
            ),
            demo_business: Type.String(),
            max_turns: Type.Integer(),
            max_text_length: Type.Integer(),
            expires_at: Type.String({ format: 'date-time' }),
            next_steps: Type.Array(Type.String()),
          }),
          ...errorResponses(400, 403, 409, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const language = b.language ?? 'pl';
      const now = p.clock.now();
      const leadValues = {
        kind: 'demo_call' as const,
        name: b.name ?? null,
        email: b.email,
        phone: b.phone ?? null,
        businessName: b.business_name,
        businessType: b.business_type ?? null,
        language,
        createdAt: now,
      };
      const demo = await ensureDemoTenant(p.db, now);
      await tidyDemo(demo.tenantId, now);
      // An anonymous caller: no caller number, so no per-caller cap and nothing sent to a phone.
      const started = await voice.start({ to: demo.number, from: null });
      if (!started.session_id) {
        await p.db.insert(conciergeLeads).values(leadValues);
        throw new AppError(503, 'demo_unavailable', {
          message: 'The demo call cannot start right now; please try again later.',
          messagePl: 'Rozmowa demonstracyjna nie może się teraz rozpocząć; spróbuj później.',
        });
      }
      const sessionId = started.session_id;
      const expiresAt = new Date(now.getTime() + DEMO_CALL.lifetimeMinutes * 60_000);
      // The lead and its demo call are recorded together.
      const lead = await p.db.transaction(async (tx) => {
        const [l] = await tx.insert(conciergeLeads).values(leadValues).returning({ id: conciergeLeads.id });
        await tx.insert(conciergeDemoCalls).values({ sessionId, leadId: l!.id, expiresAt, createdAt: now });
        return l;
      });
      return reply.status(201).send({
        lead_id: lead!.id,
        status: 'recorded' as const,
        language,
        session_id: started.session_id,
        greeting: started.reply,
        transcript: [{ role: 'assistant' as const, text: started.reply }],
        demo_business: DEMO_BUSINESS_NAME,
        max_turns: DEMO_CALL.maxTurns,
        max_text_length: DEMO_CALL.maxTextLength,
        expires_at: expiresAt.toISOString(),
        next_steps:
          language === 'pl'
            ? [
                'Porozmawiaj z recepcjonistką: umów wizytę, zapytaj o cennik',
                'Załóż konto: 14 dni za darmo, bez karty',
                'Umów demo z zespołem',
              ]
            : [
                'Talk to the receptionist: book a visit, ask about prices',
                'Sign up: 14 days free, no card',
                'Book a demo with the team',
              ],
      });
    },
  );

  app.post(
    '/preview/demo-call/:session_id/turns',
    {
      config: { auth: ['none'] },
      onRequest: limit(CONCIERGE_LIMITS.demoCallTurn),
      schema: {
        tags: ['concierge'],
        operationId: 'sendDemoCallTurn',
        summary: "Say one line in the demo call and get the receptionist's reply",
        description:
          'One visitor turn of a demo conversation started by `POST /preview/demo-call` (the session id is ' +
          'the credential; no ALTCHA per turn). Polish or English; the reply follows the language. ' +
          `\`text\` is 1–${DEMO_CALL.maxTextLength} characters (422 otherwise). Only demo-call sessions are ` +
          "served: any other session id (another business's conversation, unknown) is 404. A conversation " +
          `takes at most ${DEMO_CALL.maxTurns} turns (then 409 \`demo_call_turn_limit\` and it is ended) and ` +
          `lives ${DEMO_CALL.lifetimeMinutes} minutes (then 409 \`demo_call_expired\` and it is ended); a turn ` +
          'on an ended conversation is 409 `session_ended`; two turns racing on one conversation: the loser is ' +
          `409 \`conflict\`.${limitText(CONCIERGE_LIMITS.demoCallTurn)}`,
        params: DemoCallParams,
        body: Type.Object(
          { text: Type.String({ minLength: 1, maxLength: DEMO_CALL.maxTextLength }) },
          { additionalProperties: false },
        ),
        response: { 200: DemoTurnResponse, ...errorResponses(404, 409, 422, 429) },
      },
    },
    async (request) => {
      const call = await demoCallOf(request.params.session_id);
      const demo = await ensureDemoTenant(p.db, p.clock.now());
      if (call.expiresAt.getTime() <= p.clock.now().getTime()) {
        await endDemoCall(call.sessionId, demo.tenantId);
        throw errors.conflict('demo_call_expired', {
          message: `This demo call has ended after ${DEMO_CALL.lifetimeMinutes} minutes; start a new one.`,
          messagePl: `Ta rozmowa demonstracyjna zakończyła się po ${DEMO_CALL.lifetimeMinutes} minutach; rozpocznij nową.`,
        });
      }
      const [counted] = await p.db
        .update(conciergeDemoCalls)
        .set({ turns: sql`${conciergeDemoCalls.turns} + 1` })
        .where(
          and(
            eq(conciergeDemoCalls.sessionId, call.sessionId),
            lt(conciergeDemoCalls.turns, DEMO_CALL.maxTurns),
          ),
        )
        .returning({ turns: conciergeDemoCalls.turns });
      if (!counted) {
        await endDemoCall(call.sessionId, demo.tenantId);
        throw errors.conflict('demo_call_turn_limit', {
          message: `This demo call has reached its ${DEMO_CALL.maxTurns} turns; start a new one.`,
          messagePl: `Ta rozmowa demonstracyjna wykorzystała limit ${DEMO_CALL.maxTurns} wypowiedzi; rozpocznij nową.`,
        });
      }
      const r = await voice.turn(call.sessionId, { text: request.body.text, tenant_id: demo.tenantId });
      return {
        reply: r.reply,
        ended: r.ended,
        outcome: r.outcome,
        language: r.language,
        turns_used: counted.turns,
        turns_left: DEMO_CALL.maxTurns - counted.turns,
        expires_at: call.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/preview/demo-call/:session_id/hangup',
    {
      config: { auth: ['none'] },
      onRequest: limit(CONCIERGE_LIMITS.demoCallTurn),
      schema: {
        tags: ['concierge'],
        operationId: 'hangUpDemoCall',
        summary: 'End a demo call',
        description:
          'Ends a demo conversation (its call record is completed with the outcome reached or `hung_up`). ' +
          'Only demo-call sessions: any other session id is 404; an ended conversation is 409 ' +
          `\`session_ended\`. Shares the turn rate limit.${limitText(CONCIERGE_LIMITS.demoCallTurn)}`,
        params: DemoCallParams,
        response: { 200: DemoTurnResponse, ...errorResponses(404, 409, 429) },
      },
    },
    async (request) => {
      const call = await demoCallOf(request.params.session_id);
      const demo = await ensureDemoTenant(p.db, p.clock.now());
      const r = await voice.hangup(call.sessionId, { tenant_id: demo.tenantId });
      return {
        reply: r.reply,
        ended: true,
        outcome: r.outcome,
        language: r.language,
        turns_used: call.turns,
        turns_left: Math.max(0, DEMO_CALL.maxTurns - call.turns),
        expires_at: call.expiresAt.toISOString(),
      };
    },
  );
}
