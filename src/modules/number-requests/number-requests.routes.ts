import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { DashboardError } from '../../platform/error-schemas.js';
import { AppError, errors } from '../../platform/errors.js';
import { createNotification } from '../notifications/notifications.repo.js';
import { PhoneNumberResponse } from '../tenants/tenants.numbers.dto.js';
import { tenantsServiceFor } from '../tenants/tenants.routes.js';
import { phoneNumberRequests, tenants } from '../tenants/tenants.schema.js';
import { phoneDto } from '../tenants/tenants.service.js';

const RequestStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);
const RequestRecord = Type.Object({
  id: Type.String({ format: 'uuid' }),
  tenant_id: Type.String({ format: 'uuid' }),
  business_name: Type.String(),
  area_code: Type.Union([Type.String(), Type.Null()]),
  label: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  status: RequestStatus,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
const IdParams = Type.Object({ id: Type.String() });
const notPending = () =>
  new AppError(409, 'request_not_pending', {
    message: 'The request has already been reviewed.',
    messagePl: 'Wniosek został już rozpatrzony.',
  });

/** Admin review of tenants' requests for additional numbers (`POST /tenants/{id}/phone-numbers/request`). */
export default async function numberRequestRoutes(app: FastifyInstance, p: Platform) {
  const tenantsService = tenantsServiceFor(p);
  const admin = { auth: ['admin' as const] };
  const tags = ['admin'];

  async function claim(id: string, to: 'approved' | 'rejected') {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw errors.notFound('Request', 'wniosek');
    // Conditional update: of two reviewers acting at once, exactly one moves the request.
    const [row] = await p.db
      .update(phoneNumberRequests)
      .set({ status: to, updatedAt: p.clock.now() })
      .where(and(eq(phoneNumberRequests.id, id), eq(phoneNumberRequests.status, 'pending')))
      .returning();
    if (row) return row;
    const [exists] = await p.db
      .select({ id: phoneNumberRequests.id })
      .from(phoneNumberRequests)
      .where(eq(phoneNumberRequests.id, id));
    throw exists ? notPending() : errors.notFound('Request', 'wniosek');
  }

  app.get(
    '/admin/phone-number-requests',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Phone-number requests to review',
        description:
          'Oldest first, so that the queue is worked in order. `status` filters (default `pending`).',
        querystring: Type.Object({
          status: Type.Optional(RequestStatus),
          limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
        }),
        response: { 200: Type.Array(RequestRecord) },
      },
    },
    async (request) => {
      const q = request.query as { status?: 'pending' | 'approved' | 'rejected'; limit: number };
      const rows = await p.db
        .select({ r: phoneNumberRequests, businessName: tenants.businessName })
        .from(phoneNumberRequests)
        .innerJoin(tenants, eq(tenants.id, phoneNumberRequests.tenantId))
        .where(eq(phoneNumberRequests.status, q.status ?? 'pending'))
        .orderBy(asc(phoneNumberRequests.createdAt), asc(phoneNumberRequests.id))
        .limit(q.limit);
      return rows.map(({ r, businessName }) => ({
        id: r.id,
        tenant_id: r.tenantId,
        business_name: businessName,
        area_code: r.areaCode,
        label: r.label,
        note: r.note,
        status: r.status,
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
      }));
    },
  );

  app.post(
    '/admin/phone-number-requests/:id/approve',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Approve a phone-number request',
        description:
          'Provisions a Polish number through the telephony provider (in the requested area code when given), assigns it to the tenant with the requested label, and notifies the tenant in the dashboard. 409 `request_not_pending` when already reviewed; 503 `telephony_unavailable` when the provider fails (the request stays pending).',
        params: IdParams,
        response: {
          201: PhoneNumberResponse,
          409: { ...DashboardError, description: 'Already reviewed (`request_not_pending`).' },
          503: {
            ...DashboardError,
            description:
              'The telephony provider failed (`telephony_unavailable`); the request stays pending.',
          },
        },
      },
    },
    async (request, reply) => {
      const r = await claim((request.params as { id: string }).id, 'approved');
      let phone: Awaited<ReturnType<typeof tenantsService.provisionNumber>>;
      try {
        phone = await tenantsService.provisionNumber(r.tenantId, {
          label: r.label,
          ...(r.areaCode ? { areaCode: r.areaCode } : {}),
        });
      } catch (err) {
        await p.db
          .update(phoneNumberRequests)
          .set({ status: 'pending' })
          .where(eq(phoneNumberRequests.id, r.id));
        throw new AppError(503, 'telephony_unavailable', {
          message: 'No phone number could be provisioned right now. Try again in a moment.',
          messagePl: 'Nie udało się teraz przydzielić numeru telefonu. Spróbuj ponownie za chwilę.',
          cause: err,
        });
      }
      await createNotification(p.db, {
        tenantId: r.tenantId,
        kind: 'phone_number.approved',
        title: 'Nowy numer telefonu / New phone number',
        message: `Twój nowy numer: ${phone.number}. / Your new number: ${phone.number}.`,
        data: { request_id: r.id, phone_number_id: phone.id },
      });
      return reply.status(201).send(phoneDto(phone));
    },
  );

  app.post(
    '/admin/phone-number-requests/:id/reject',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Reject a phone-number request',
        description:
          'Marks it rejected and tells the tenant in the dashboard, with the reason when given. 409 when already reviewed.',
        params: IdParams,
        body: Type.Object(
          { reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ id: Type.String(), status: Type.Literal('rejected') }),
          409: { ...DashboardError, description: 'Already reviewed (`request_not_pending`).' },
        },
      },
    },
    async (request) => {
      const r = await claim((request.params as { id: string }).id, 'rejected');
      const reason = (request.body as { reason?: string }).reason;
      await createNotification(p.db, {
        tenantId: r.tenantId,
        kind: 'phone_number.rejected',
        title: 'Wniosek o numer odrzucony / Number request declined',
        message: reason ?? 'Skontaktuj się z nami po szczegóły. / Contact us for details.',
        data: { request_id: r.id },
      });
      return { id: r.id, status: 'rejected' as const };
    },
  );
}
