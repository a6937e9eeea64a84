import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, desc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { AppError, errors } from '../../platform/errors.js';
import { type LimitRule, setRateLimitHeaders } from '../../platform/rate-limit.js';
import {
  type CalendarHold,
  type CalendarProvider,
  SandboxCalendarProvider,
} from '../../providers/calendar/index.js';
import { users } from '../accounts/accounts.schema.js';
import { appointments } from '../appointments/appointments.schema.js';
import { calendarSandboxEvents } from '../calendar/calendar.schema.js';
import { calendarProviderFor } from '../calendar/sandbox-calendar.js';
import { isUuid } from '../calls/calls.service.js';
import { recordProviderEvent } from '../status/provider-events.js';
import { voiceSessions } from '../voice/voice.schema.js';
import { createVoiceService } from '../voice/voice.service.js';
import { ALTCHA_TTL_SECONDS, createAltcha } from './altcha.js';
import { conciergeDemoCalls, conciergeLeads, demoBookings, supportTickets } from './concierge.schema.js';
import {
  DEMO_HORIZON_DAYS,
  DEMO_SLOT_MINUTES,
  DEMO_TIMEZONE,
  openSlots,
  overlapsBusy,
  type Slot,
  workingSlots,
} from './demo-calendar.js';
import { DEMO_BUSINESS_NAME, ensureDemoTenant } from './demo-tenant.js';
import { corpus, detectLanguage, type Lang, retrieve } from './retrieval.js';

/** Per client IP, fixed windows. */
export const CONCIERGE_LIMITS = {
  challenge: { name: 'concierge-challenge', points: 30, windowSeconds: 60 },
  ask: { name: 'concierge-ask', points: 20, windowSeconds: 60 },
  availability: { name: 'concierge-availability', points: 30, windowSeconds: 60 },
  ticket: { name: 'concierge-ticket', points: 5, windowSeconds: 3600 },
  demo: { name: 'concierge-book-demo', points: 5, windowSeconds: 3600 },
  demoCall: { name: 'concierge-demo-call', points: 3, windowSeconds: 3600 },
  demoCallTurn: { name: 'concierge-demo-call-turn', points: 30, windowSeconds: 60 },
  sandboxMeet: { name: 'concierge-sandbox-meet', points: 30, windowSeconds: 60 },
} satisfies Record<string, LimitRule>;

/** Bounds of one anonymous demo conversation. */
export const DEMO_CALL = {
  maxTurns: 20,
  lifetimeMinutes: 15,
  maxTextLength: 500,
  /** Demo bookings are removed this long after they were made (checked when a demo call starts). */
  bookingsKeptMinutes: 60,
};

const ErrorBody = Type.Object(
  { detail: Type.Unknown(), code: Type.Optional(Type.String()), message_pl: Type.Optional(Type.String()) },
  { additionalProperties: true },
);
const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, ErrorBody])) as Record<number, typeof ErrorBody>;

const Language = Type.Unsafe<Lang>({ type: 'string', enum: ['pl', 'en'] });
const AltchaField = Type.Optional(
  Type.String({
    maxLength: 8192,
    description: 'The solved ALTCHA payload (base64), or send it in the `X-Altcha` header.',
  }),
);
const AltchaHeaders = Type.Object({
  'x-altcha': Type.Optional(
    Type.String({
      maxLength: 8192,
      description: 'The solved ALTCHA payload, instead of the `altcha` body field.',
    }),
  ),
});
const Email = Type.String({ format: 'email', maxLength: 254 });
const Phone = Type.String({
  pattern: '^\\+?[0-9 ()-]{6,20}$',
  description: 'Phone number, digits and + ( ) - only.',
});

const GATE_TEXT =
  'Gated by the ALTCHA proof of work: send a payload solved from `GET /concierge/challenge` in the `altcha` ' +
  'field of the JSON body or in the `X-Altcha` header. A payload works once (409 `altcha_already_used`) and ' +
  `until its challenge expires (${ALTCHA_TTL_SECONDS / 60} minutes, 403 \`altcha_expired\`); missing is 400 ` +
  '`altcha_required`, undecodable 400 `altcha_malformed`, a wrong or foreign solution 403 `altcha_invalid`. The ' +
  'body is validated before the payload is spent, so a 422 does not use it up.';
const limitText = (r: LimitRule) =>
  ` Rate limit: ${r.points} requests per ${r.windowSeconds === 60 ? 'minute' : 'hour'} per client IP (429 with \`Retry-After\`).`;

export interface ConciergeOptions {
  /**
   * The team calendar provider. Omitted: the one `CALENDAR_PROVIDER` configures (Google Calendar,
   * or the sandbox by default). `null`: none, demo requests are record-only leads.
   */
  calendar?: CalendarProvider | null;
}

export function conciergeRoutes(options: ConciergeOptions = {}) {
  return async function routes(fastify: FastifyInstance, p: Platform) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const altcha = createAltcha({ jwtSecret: p.config.jwtSecret, db: p.db, clock: p.clock });
    const voice = createVoiceService(p);
    const calendar = options.calendar === undefined ? calendarProviderFor(p.config, p.db) : options.calendar;

    /** The team's busy times over a range; null when the provider failed (logged as a `fallback` event). */
    async function teamBusy(from: Date, to: Date, purpose: string): Promise<Slot[] | null> {
      if (!calendar) return [];
      try {
        return await calendar.freeBusy({ from, to });
      } catch (err) {
        await recordProviderEvent(p.db, {
          provider: calendar.name,
          kind: 'fallback',
          detail: `free/busy failed (${purpose}), working hours used without it: ${err instanceof Error ? err.message : String(err)}`,
        });
        return null;
      }
    }

    const limit = (rule: LimitRule) => async (request: FastifyRequest, reply: FastifyReply) => {
      const r = await p.rateLimiter.consume(rule, request.ip);
      setRateLimitHeaders(reply, rule, r);
      if (!r.allowed) throw errors.tooMany(r.resetSeconds);
    };
    const gate = async (request: FastifyRequest) => {
      const fromBody = (request.body as { altcha?: unknown } | undefined)?.altcha;
      const header = request.headers['x-altcha'];
      const raw =
        typeof fromBody === 'string' && fromBody ? fromBody : typeof header === 'string' ? header : undefined;
      await altcha.verifyAndSpend(raw);
    };
    const link = (path: string) => `${p.config.appUrl}${path}`;

    async function teamAddresses(): Promise<string[]> {
      const admins = await p.db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.isAdmin, true), isNull(users.deletedAt)));
      return [...new Set([...p.config.adminEmails, ...admins.map((a) => a.email!).filter(Boolean)])];
    }

    app.get(
      '/concierge/challenge',
      {
        config: { auth: ['none'] },
        onRequest: limit(CONCIERGE_LIMITS.challenge),
        schema: {
          tags: ['concierge'],
          operationId: 'getConciergeChallenge',
          summary: 'Get a bot challenge (ALTCHA proof of work)',
          description:
            'An ALTCHA v2 challenge (the format the ALTCHA widget and `altcha-lib` solve): PBKDF2/SHA-256, 200 ' +
            `iterations per attempt, a signed key prefix, expiring after ${ALTCHA_TTL_SECONDS / 60} minutes ` +
            '(`parameters.data.expires_at`, judged by the service clock). ' +
            'Solve it and send `base64(JSON.stringify({challenge, solution}))` to a gated route. No CAPTCHA ' +
            `service is called.${limitText(CONCIERGE_LIMITS.challenge)}`,
          response: {
            200: Type.Object({
              parameters: Type.Object(
                {
                  algorithm: Type.String(),
                  nonce: Type.String(),
                  salt: Type.String(),
                  cost: Type.Integer(),
                  keyLength: Type.Integer(),
                  keyPrefix: Type.String(),
                  keySignature: Type.Optional(Type.String()),
                  data: Type.Object(
                    {
                      expires_at: Type.Integer({
                        description: 'When the challenge expires (Unix seconds), signed with the challenge.',
                      }),
                    },
                    { additionalProperties: true },
                  ),
                },
                { additionalProperties: true },
              ),
              signature: Type.Optional(Type.String()),
            }),
            ...errorResponses(429),
          },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return altcha.challenge();
      },
    );

    app.post(
      '/concierge/ask',
      {
        config: { auth: ['none'] },
        onRequest: limit(CONCIERGE_LIMITS.ask),
        preHandler: gate,
        schema: {
          headers: AltchaHeaders,
          tags: ['concierge'],
          operationId: 'askConcierge',
          summary: 'Ask the concierge (answers only from the public corpus)',
          description:
            `Answers from the public corpus shipped with the service (version ${corpus.version}: plans and prices, ` +
            'features, trial, data residency, API, setup, FAQ about the service), never generated. Retrieval: ' +
            'keyword and character-trigram scoring with Polish inflection tolerance; below the threshold the ' +
            'answer says it does not know, offers a support ticket (`deep_link` to support) and has `source: null` ' +
            'and `answered: false`. `source` names the corpus entry (`corpus:<version>#<id>`). `language` `pl` or ' +
            `\`en\`; omitted, it is detected from the question. ${GATE_TEXT}${limitText(CONCIERGE_LIMITS.ask)}`,
          body: Type.Object(
            {
              question: Type.String({ minLength: 1, maxLength: 1000 }),
              language: Type.Optional(Language),
              altcha: AltchaField,
            },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Object({
              text: Type.String(),
              quick_replies: Type.Array(Type.String()),
              deep_link: Type.Union([Type.String(), Type.Null()]),
              source: Type.Union([Type.String(), Type.Null()]),
              answered: Type.Boolean(),
              language: Language,
            }),
            ...errorResponses(400, 403, 409, 422, 429),
          },
        },
      },
      async (request) => {
        const language = request.body.language ?? detectLanguage(request.body.question);
        const match = retrieve(request.body.question);
        if (!match) {
          return {
            text:
              language === 'pl'
                ? 'Nie mam tej informacji w publicznych materiałach o Recepcji, więc nie będę zgadywać. Złóż zgłoszenie, a zespół odpowie e-mailem.'
                : "I don't have that in Recepcja's public information, so I won't guess. File a support ticket and the team will answer by e-mail.",
            quick_replies:
              language === 'pl'
                ? ['Złóż zgłoszenie', 'Cennik', 'Umów demo']
                : ['Open a support ticket', 'Pricing', 'Book a demo'],
            deep_link: link('/support'),
            source: null,
            answered: false,
            language,
          };
        }
        return {
          text: match.entry.answer[language],
          quick_replies: match.entry.quick_replies[language],
          deep_link: link(match.entry.deep_link),
          source: `corpus:${corpus.version}#${match.entry.id}`,
          answered: true,
          language,
        };
      },
    );

    app.post(
      '/concierge/support-ticket',
      {
        config: { auth: ['none'] },
        onRequest: limit(CONCIERGE_LIMITS.ticket),
        preHandler: gate,
        schema: {
          headers: AltchaHeaders,
          tags: ['concierge'],
          operationId: 'createSupportTicket',
          summary: 'File a support ticket',
          description:
            'Stores the ticket for admins (`GET /admin/support-tickets`) and e-mails the team (the `ADMIN_EMAILS` ' +
            'addresses and admin accounts) through the outbox in the same transaction. The visitor gets no e-mail ' +
            '(so the form cannot be used to mail third parties); the team answers the given address. Answers 201. ' +
            `${GATE_TEXT}${limitText(CONCIERGE_LIMITS.ticket)}`,
          body: Type.Object(
            {
              email: Email,
              name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
              subject: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
              message: Type.String({ minLength: 1, maxLength: 5000 }),
              language: Type.Optional(Language),
              altcha: AltchaField,
            },
            { additionalProperties: false },
          ),
          response: {
            201: Type.Object({
              id: Type.String({ format: 'uuid' }),
              status: Type.Literal('open'),
              message: Type.String(),
              message_pl: Type.String(),
            }),
            ...errorResponses(400, 403, 409, 422, 429),
          },
        },
      },
      async (request, reply) => {
        const b = request.body;
        const language = b.language ?? detectLanguage(b.message);
        const team = await teamAddresses();
        const id = await p.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(supportTickets)
            .values({
              email: b.email,
              name: b.name ?? null,
              subject: b.subject ?? null,
              message: b.message,
              language,
              createdAt: p.clock.now(),
            })
            .returning({ id: supportTickets.id });
          await p.outbox.enqueue(
            tx,
            team.map((to) => ({
              topic: 'email',
              payload: {
                to,
                subject: `[Concierge] Zgłoszenie / Ticket: ${b.subject ?? b.message.slice(0, 60)}`,
                text: [
                  `Nowe zgłoszenie z concierge / New concierge ticket ${row!.id}`,
                  `Od / From: ${b.name ?? '-'} <${b.email}> (${language})`,
                  '',
                  b.message,
                ].join('\n'),
              },
            })),
          );
          return row!.id;
        });
        p.outbox.wake('email');
        return reply.status(201).send({
          id,
          status: 'open' as const,
          message: 'Thank you. The team will answer by e-mail.',
          message_pl: 'Dziękujemy. Zespół odpowie e-mailem.',
        });
      },
    );

    const SlotDTO = Type.Object({
      start: Type.String({ format: 'date-time' }),
      end: Type.String({ format: 'date-time' }),
    });

    async function takenStarts() {
      const now = p.clock.now();
      const rows = await p.db
        .select({ startAt: demoBookings.startAt })
        .from(demoBookings)
        .where(
          and(
            eq(demoBookings.status, 'requested'),
            gte(demoBookings.startAt, now),
            lte(demoBookings.startAt, new Date(now.getTime() + 15 * 86_400_000)),
          ),
        );
      return rows.map((r) => r.startAt);
    }

    app.get(
      '/concierge/demo-availability',
      {
        config: { auth: ['none'] },
        onRequest: limit(CONCIERGE_LIMITS.availability),
        preHandler: gate,
        schema: {
          headers: AltchaHeaders,
          tags: ['concierge'],
          operationId: 'getDemoAvailability',
          summary: 'Open demo slots from the team calendar',
          description:
            `${DEMO_SLOT_MINUTES}-minute slots in the team's working hours (Monday to Friday, 09:00–17:00 ` +
            `${DEMO_TIMEZONE}), from 2 hours from now up to 14 days ahead, minus slots already requested. Times ` +
            "are UTC instants. The team's busy times from the calendar provider (free/busy) are removed too: " +
            '`calendar_status` is `ok` when they were, `unavailable` when the provider failed (the slots are then ' +
            'working hours minus requested slots only, and a booking may still find the team busy) and ' +
            '`not_configured` without a provider. `calendar` says whether bookings become calendar holds with a ' +
            'video link (`provider`) or record-only leads (`record_only`); `calendar_provider` names the provider ' +
            '(`google-calendar`, or `sandbox-calendar`, the default, which records the holds it would have ' +
            'created and invites nobody). ' +
            `Send the ALTCHA payload in the \`X-Altcha\` header. ${GATE_TEXT}${limitText(CONCIERGE_LIMITS.availability)}`,
          response: {
            200: Type.Object({
              timezone: Type.String(),
              slot_minutes: Type.Integer(),
              calendar: Type.Union([Type.Literal('provider'), Type.Literal('record_only')]),
              calendar_provider: Type.Union([Type.String(), Type.Null()]),
              calendar_status: Type.Union([
                Type.Literal('ok'),
                Type.Literal('unavailable'),
                Type.Literal('not_configured'),
              ]),
              slots: Type.Array(SlotDTO),
            }),
            ...errorResponses(400, 403, 409, 429),
          },
        },
      },
      async () => {
        const now = p.clock.now();
        const [taken, busy] = await Promise.all([
          takenStarts(),
          teamBusy(now, new Date(now.getTime() + (DEMO_HORIZON_DAYS + 1) * 86_400_000), 'availability'),
        ]);
        const slots = openSlots(now, taken, busy ?? []);
        return {
          timezone: DEMO_TIMEZONE,
          slot_minutes: DEMO_SLOT_MINUTES,
          calendar: calendar ? ('provider' as const) : ('record_only' as const),
          calendar_provider: calendar?.name ?? null,
          calendar_status: !calendar
            ? ('not_configured' as const)
            : busy
              ? ('ok' as const)
              : ('unavailable' as const),
          slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
        };
      },
    );

    app.post(
      '/concierge/book-demo',
      {
        config: { auth: ['none'] },
        onRequest: limit(CONCIERGE_LIMITS.demo),
        preHandler: gate,
        schema: {
          headers: AltchaHeaders,
          tags: ['concierge'],
          operationId: 'bookDemo',
          summary: 'Book a demo',
          description:
            '`start` must be a slot offered by `GET /concierge/demo-availability` (otherwise 422 with the ' +
            'issue type `slot_not_offered`); a slot requested by someone else meanwhile is 409 `slot_unavailable` (a database ' +
            "constraint, so concurrent requests cannot share a slot); a slot the team's calendar shows busy is 409 " +
            '`slot_unavailable` too. The slot is reserved here first, then the calendar provider creates a hold: ' +
            'an event with the visitor and the team (`ADMIN_EMAILS` and admin accounts) as attendees and a video ' +
            'meeting (`calendar_status: "held"`, `video_link`). With Google Calendar (`calendar_provider: ' +
            '"google-calendar"`) the link is the Google Meet one and Google e-mails the invitations ' +
            '(`invites_sent: true`); `video_link` may be null when Google had not finished creating the meeting ' +
            '(the invitation carries it). The sandbox provider (the default, `sandbox-calendar`) records the event ' +
            "it would have created, answers a sandbox link under this service's address and invites nobody " +
            '(`invites_sent: false`). When the provider fails (error, timeout) or none is configured, the request ' +
            'degrades to a record-only lead (`calendar_status: "record_only"`, `video_link: null`, ' +
            '`invites_sent: false`): the slot is still reserved here, the team is e-mailed and confirms by ' +
            'e-mail; a provider failure is logged as a provider `fallback` event. Answers 201. ' +
            `${GATE_TEXT}${limitText(CONCIERGE_LIMITS.demo)}`,
          body: Type.Object(
            {
              name: Type.String({ minLength: 1, maxLength: 200 }),
              email: Email,
              start: Type.String({ format: 'date-time' }),
              company: Type.Optional(Type.String({ maxLength: 200 })),
              phone: Type.Optional(Phone),
              notes: Type.Optional(Type.String({ maxLength: 2000 })),
              language: Type.Optional(Language),
              altcha: AltchaField,
            },
            { additionalProperties: false },
          ),
          response: {
            201: Type.Object({
              id: Type.String({ format: 'uuid' }),
              start: Type.String({ format: 'date-time' }),
              end: Type.String({ format: 'date-time' }),
              timezone: Type.String(),
              calendar_status: Type.Union([Type.Literal('held'), Type.Literal('record_only')]),
              video_link: Type.Union([Type.String(), Type.Null()]),
              invites_sent: Type.Boolean(),
              calendar_provider: Type.Union([Type.String(), Type.Null()], {
                description: 'The provider that holds the slot; null for a record-only lead.',
              }),
              message: Type.String(),
              message_pl: Type.String(),
            }),
            ...errorResponses(400, 403, 409, 422, 429),
          },
        },
      },
      async (request, reply) => {
        const b = request.body;
        const start = new Date(b.start);
        const now = p.clock.now();
        const offered = workingSlots(now).find((s) => s.start.getTime() === start.getTime());
        if (!offered) {
          throw errors.invalid(
            ['body', 'start'],
            'Not an offered demo slot; pick one from GET /concierge/demo-availability.',
            'To nie jest oferowany termin demo; wybierz termin z GET /concierge/demo-availability.',
            'slot_not_offered',
          );
        }
        const language = b.language ?? 'pl';
        // 0. A slot the team's calendar shows busy is not offered (a failing provider does not block).
        const busy = await teamBusy(offered.start, offered.end, 'booking');
        if (busy && overlapsBusy(offered, busy)) {
          throw errors.conflict('slot_unavailable', {
            message: 'The team is not available at this time; pick another demo slot.',
            messagePl: 'Zespół nie jest dostępny w tym terminie; wybierz inny termin demo.',
            field: 'start',
          });
        }
        // 1. Reserve the slot here first (a unique index), so a lost race never leaves a calendar hold.
        const reserved = await p.db
          .insert(demoBookings)
          .values({
            name: b.name,
            email: b.email,
            company: b.company ?? null,
            phone: b.phone ?? null,
            notes: b.notes ?? null,
            language,
            startAt: offered.start,
            endAt: offered.end,
            calendarStatus: 'record_only',
            createdAt: now,
          })
          .returning()
          .catch((err: unknown) => {
            const code =
              (err as { code?: string; cause?: { code?: string } }).cause?.code ??
              (err as { code?: string }).code;
            if (code === '23505') {
              throw errors.conflict('slot_unavailable', {
                message: 'This demo slot was just taken; pick another one.',
                messagePl: 'Ten termin demo został właśnie zajęty; wybierz inny.',
                field: 'start',
              });
            }
            throw err;
          });
        // 2. Ask the calendar provider for a hold; any failure degrades to a record-only lead.
        const team = await teamAddresses();
        let hold: CalendarHold | null = null;
        if (calendar) {
          try {
            hold = await calendar.createHold({
              start: offered.start,
              end: offered.end,
              summary: `Demo Recepcja – ${b.name}${b.company ? ` (${b.company})` : ''}`,
              description: [
                'Demo Recepcji (AI recepcjonistka telefoniczna) / Recepcja demo (AI phone receptionist).',
                `${b.name} <${b.email}>${b.company ? `, ${b.company}` : ''}${b.phone ? `, ${b.phone}` : ''}`,
                b.notes ?? '',
              ]
                .filter(Boolean)
                .join('\n'),
              attendees: [
                { email: b.email, name: b.name },
                ...team.filter((e) => e !== b.email.toLowerCase()).map((email) => ({ email })),
              ],
              requestId: reserved[0]!.id,
            });
          } catch (err) {
            await recordProviderEvent(p.db, {
              provider: calendar.name,
              kind: 'fallback',
              detail: `demo hold failed, recorded as lead: ${err instanceof Error ? err.message : String(err)}`,
            });
          }
        }
        // 3. Record the outcome and tell the team, in one transaction.
        const row = await p.db.transaction(async (tx) => {
          const [r] = hold
            ? await tx
                .update(demoBookings)
                .set({
                  calendarStatus: 'held',
                  videoLink: hold.videoLink,
                  calendarProvider: calendar!.name,
                  calendarEventId: hold.eventId,
                })
                .where(eq(demoBookings.id, reserved[0]!.id))
                .returning()
            : reserved;
          await p.outbox.enqueue(
            tx,
            team.map((to) => ({
              topic: 'email',
              payload: {
                to,
                subject: `[Concierge] Demo ${offered.start.toISOString()} – ${b.name}`,
                text: [
                  `Prośba o demo / Demo request (${hold ? `calendar hold (${calendar!.name}), ${hold.videoLink ?? 'video link in the invitation'}` : 'record only: confirm by e-mail'})`,
                  `${b.name} <${b.email}>${b.company ? `, ${b.company}` : ''}${b.phone ? `, ${b.phone}` : ''}`,
                  `Start: ${offered.start.toISOString()} (${DEMO_TIMEZONE} working hours)`,
                  b.notes ?? '',
                ].join('\n'),
              },
            })),
          );
          return r!;
        });
        p.outbox.wake('email');
        return reply.status(201).send({
          id: row.id,
          start: row.startAt.toISOString(),
          end: row.endAt.toISOString(),
          timezone: DEMO_TIMEZONE,
          calendar_status: row.calendarStatus,
          video_link: row.videoLink,
          invites_sent: hold?.invitesSent ?? false,
          calendar_provider: row.calendarProvider,
          message: !hold
            ? 'Your demo request is recorded and the slot reserved; the team will confirm it by e-mail.'
            : hold.invitesSent
              ? 'Your demo is booked; the invitation with the video link is on its way.'
              : 'Your demo is booked in the sandbox calendar with the video link above; no invitation is e-mailed.',
          message_pl: !hold
            ? 'Prośba o demo zapisana, a termin zarezerwowany; zespół potwierdzi go e-mailem.'
            : hold.invitesSent
              ? 'Demo zarezerwowane; zaproszenie z linkiem do wideorozmowy jest w drodze.'
              : 'Demo zarezerwowane w kalendarzu testowym (sandbox) z powyższym linkiem; zaproszenia nie są wysyłane.',
        });
      },
    );

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
        description:
          'Once ended: `booked`, `answered_faq`, `callback`, `transferred`, `no_action`, `hung_up`.',
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

    app.get(
      '/sandbox/meet/:id',
      {
        config: { auth: ['none'] },
        onRequest: limit(CONCIERGE_LIMITS.sandboxMeet),
        schema: {
          tags: ['concierge'],
          operationId: 'getSandboxMeeting',
          summary: 'A sandbox calendar meeting (the video link of a sandbox demo hold)',
          description:
            'Where the video links of the sandbox calendar (`CALENDAR_PROVIDER` unset or `sandbox`) point: it ' +
            'says that the meeting is a sandbox one (no video call takes place, nobody was invited) and when it ' +
            'is. Attendees are not shown. Unknown ids are 404, and with Google Calendar configured every id is ' +
            `404.${limitText(CONCIERGE_LIMITS.sandboxMeet)}`,
          params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
          response: {
            200: Type.Object({
              id: Type.String({ format: 'uuid' }),
              provider: Type.Literal('sandbox-calendar'),
              summary: Type.String(),
              start: Type.String({ format: 'date-time' }),
              end: Type.String({ format: 'date-time' }),
              message: Type.String(),
              message_pl: Type.String(),
            }),
            ...errorResponses(404, 429),
          },
        },
      },
      async (request) => {
        const notFound = () =>
          new AppError(404, 'not_found', {
            message: 'Sandbox meeting not found.',
            messagePl: 'Nie znaleziono spotkania testowego.',
          });
        if (!(calendar instanceof SandboxCalendarProvider) || !isUuid(request.params.id)) throw notFound();
        const [e] = await p.db
          .select()
          .from(calendarSandboxEvents)
          .where(eq(calendarSandboxEvents.id, request.params.id))
          .limit(1);
        if (!e) throw notFound();
        return {
          id: e.id,
          provider: 'sandbox-calendar' as const,
          summary: e.summary,
          start: e.startAt.toISOString(),
          end: e.endAt.toISOString(),
          message:
            'This is a sandbox calendar hold: the service runs without a calendar provider, so no video call takes place and no invitation was sent. The team confirms the demo by e-mail.',
          message_pl:
            'To rezerwacja w kalendarzu testowym (sandbox): serwis działa bez dostawcy kalendarza, więc wideorozmowa się nie odbędzie, a zaproszenia nie wysłano. Zespół potwierdzi demo e-mailem.',
        };
      },
    );

    app.get(
      '/admin/support-tickets',
      {
        config: { auth: ['admin'] },
        schema: {
          tags: ['admin'],
          operationId: 'listSupportTickets',
          summary: 'Concierge support tickets',
          description:
            'The last 50 tickets filed through `POST /concierge/support-ticket`, newest first. Administrators only.',
          response: {
            200: Type.Array(
              Type.Object({
                id: Type.String({ format: 'uuid' }),
                email: Type.String(),
                name: Type.Union([Type.String(), Type.Null()]),
                subject: Type.Union([Type.String(), Type.Null()]),
                message: Type.String(),
                language: Language,
                status: Type.String(),
                created_at: Type.String({ format: 'date-time' }),
              }),
            ),
            ...errorResponses(401, 403),
          },
        },
      },
      async () => {
        const rows = await p.db
          .select()
          .from(supportTickets)
          .orderBy(desc(supportTickets.createdAt))
          .limit(50);
        return rows.map((r) => ({
          id: r.id,
          email: r.email,
          name: r.name,
          subject: r.subject,
          message: r.message,
          language: r.language,
          status: r.status,
          created_at: r.createdAt.toISOString(),
        }));
      },
    );
  };
}
