import { Type } from '@sinclair/typebox';
import { and, eq, gte, lte } from 'drizzle-orm';
import { AppError, errors } from '../../platform/errors.js';
import { type CalendarHold, SandboxCalendarProvider } from '../../providers/calendar/index.js';
import { calendarSandboxEvents } from '../calendar/calendar.schema.js';
import { isUuid } from '../calls/calls.service.js';
import { recordProviderEvent } from '../status/provider-events.js';
import {
  AltchaField,
  AltchaHeaders,
  CONCIERGE_LIMITS,
  type ConciergeApp,
  type ConciergeContext,
  Email,
  errorResponses,
  GATE_TEXT,
  Language,
  limitText,
  Phone,
} from './concierge.http.js';
import { demoBookings } from './concierge.schema.js';
import {
  DEMO_HORIZON_DAYS,
  DEMO_SLOT_MINUTES,
  DEMO_TIMEZONE,
  openSlots,
  overlapsBusy,
  workingSlots,
} from './demo-calendar.js';

// Demos: open slots, booking through the calendar provider, the sandbox meeting page.

/** Demo availability and booking. */
export function registerDemoRoutes(app: ConciergeApp, ctx: ConciergeContext) {
  const { p, calendar, teamBusy, limit, gate, teamAddresses } = ctx;

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
}

/** Where the sandbox calendar's video links point. */
export function registerSandboxMeetRoutes(app: ConciergeApp, ctx: ConciergeContext) {
  const { p, calendar, limit } = ctx;

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
}
