import { type Static, Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { SMS_TOPIC } from '../sms/delivery.js';
import { isOptedOut } from '../sms/sms.repo.js';
import { errorResponses } from '../tenants/http.js';
import { requireE164 } from '../tenants/phone.js';
import { tenantsServiceFor } from '../tenants/tenants.routes.js';
import { attachToolHost, closeToolClient, mcpToolClientFor } from '../voice/tools/mcp-client.js';
import { createVoiceService } from '../voice/voice.service.js';

const tags = ['internal-tools'];

const TenantId = Type.String({ format: 'uuid', description: 'The business (tenant) the tool acts for.' });
const SessionId = Type.String({
  format: 'uuid',
  description: 'The receptionist session asking (its own held slot is not hidden from it).',
});

const AvailabilityBody = Type.Object(
  {
    tenant_id: TenantId,
    date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Local date YYYY-MM-DD.' }),
    service: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Service type.' })),
    session_id: Type.Optional(SessionId),
  },
  { additionalProperties: false },
);
const AvailabilityResponse = Type.Object({
  slots: Type.Array(Type.String({ format: 'date-time' }), {
    description: 'Open slot starts (ISO instants), earliest first.',
  }),
});

const BookBody = Type.Object(
  {
    tenant_id: TenantId,
    start: Type.String({ minLength: 10, maxLength: 40, description: 'Start instant, ISO 8601 with offset.' }),
    name: Type.String({ minLength: 1, maxLength: 200, description: "The patient's or customer's name." }),
    phone: Type.Optional(Type.Union([Type.String({ minLength: 3, maxLength: 32 }), Type.Null()])),
    service: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    session_id: Type.Optional(SessionId),
  },
  { additionalProperties: false },
);
const BookResponse = Type.Union([
  Type.Object({
    ok: Type.Literal(true),
    id: Type.String({ format: 'uuid', description: 'The appointment id.' }),
    start: Type.String({ format: 'date-time' }),
  }),
  Type.Object({
    ok: Type.Literal(false),
    reason: Type.Union([
      Type.Literal('slot_unavailable'),
      Type.Literal('outside_opening_hours'),
      Type.Literal('invalid'),
    ]),
  }),
]);

const SmsBody = Type.Object(
  {
    tenant_id: TenantId,
    to: Type.String({ minLength: 3, maxLength: 32, description: 'Recipient, E.164 or Polish national.' }),
    text: Type.String({ minLength: 1, maxLength: 1000, description: 'The message text.' }),
  },
  { additionalProperties: false },
);
const SmsResponse = Type.Object({
  id: Type.String({
    format: 'uuid',
    description: 'The delivery id; the SMS log row (`GET /sms/messages`) carries it as its outbox message.',
  }),
  status: Type.Union([Type.Literal('queued'), Type.Literal('skipped_opt_out')], {
    description:
      '`queued`: handed to the SMS delivery (the plan quota is checked there: over it, it is recorded `skipped_quota`); `skipped_opt_out`: the number replied STOP, nothing is sent.',
  }),
});

/**
 * The internal tool API (`X-Internal-Key`) that the MCP tool server (`src/tools/server.ts`)
 * forwards the receptionist's calendar and SMS tools to. The CRM and data-source tools
 * (`crm.*`, `sources.lookup`) are served by the data-sources module under the same prefix.
 */
export default async function toolsRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const voice = createVoiceService(p);
  const tenantsSvc = tenantsServiceFor(p);

  // The tool server child calls this process back on its own listening address.
  attachToolHost(p, { address: () => fastify.server.address(), log: fastify.log });
  fastify.addHook('onClose', async () => {
    await closeToolClient(p);
  });
  // Started once listening, so that the first call does not wait for the child to start.
  fastify.addHook('onListen', async () => {
    mcpToolClientFor(p)
      ?.sdkClient()
      .catch((err) =>
        fastify.log.warn({ err }, 'the MCP tool server did not start; the next tool call tries again'),
      );
  });

  app.post(
    '/internal/tools/calendar.availability',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Tool: open slots of a date',
        description:
          "The `calendar.availability` tool of the receptionist's MCP tool server: the open slot starts of one local date in the business's time zone (opening hours, with a holiday or short day replacing that date's weekly hours, existing appointments, the service's duration), earliest first. Slots another live receptionist session has chosen and not yet booked are held (left out) for `HOLD_MS`. An unknown tenant is a 404; a malformed date a 422.",
        body: AvailabilityBody,
        response: { 200: AvailabilityResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const b = request.body;
      const slots = await voice
        .calendarTools(b.tenant_id, b.session_id ?? null)
        .availability(b.date, b.service);
      return { slots };
    },
  );

  app.post(
    '/internal/tools/calendar.book',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Tool: book an appointment',
        description:
          'The `calendar.book` tool: books through the appointments service (confirmation SMS, events and webhooks as for any booking). The database constraint decides races: a slot taken meanwhile answers `{ok: false, reason: "slot_unavailable"}`, a time outside the opening hours `outside_opening_hours`, a start in the past or an unparsable one `invalid` — all with 200, since they are answers the receptionist speaks. An unknown tenant is a 404.',
        body: BookBody,
        response: { 200: BookResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const b = request.body;
      return voice.calendarTools(b.tenant_id, b.session_id ?? null).book({
        start: b.start,
        name: b.name,
        phone: b.phone ?? null,
        ...(b.service ? { service: b.service } : {}),
      });
    },
  );

  app.post(
    '/internal/tools/sms.send',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Tool: send an SMS',
        description:
          "The `sms.send` tool: an SMS from the business to `to` (kind `receptionist_tool`) through the service's SMS delivery, like every other SMS: the plan's SMS quota is counted on delivery (over it, recorded `skipped_quota`), a number that replied STOP gets nothing (`skipped_opt_out`, answered at once). Every message appears in `GET /sms/messages`. An unknown tenant is a 404; a number that is not a phone number a 422.",
        body: SmsBody,
        response: { 200: SmsResponse, ...errorResponses(404) },
      },
    },
    async (request) => send(request.body),
  );

  async function send(b: Static<typeof SmsBody>) {
    const to = requireE164(b.to, ['body', 'to']);
    await tenantsSvc.getTenant(b.tenant_id);
    const optedOut = await isOptedOut(p.db, b.tenant_id, to);
    // The payload of `enqueueSms` (modules/sms/delivery.ts), enqueued here to answer the delivery id.
    const [id] = await p.outbox.enqueue(p.db, {
      topic: SMS_TOPIC,
      tenantId: b.tenant_id,
      payload: { tenant_id: b.tenant_id, to, body: b.text, kind: 'receptionist_tool' },
      maxAttempts: 8,
    });
    p.outbox.wake(SMS_TOPIC);
    return { id: id!, status: optedOut ? ('skipped_opt_out' as const) : ('queued' as const) };
  }
}
