import { Type } from '@sinclair/typebox';
import { assertUuid, errorResponses, TenantParams, type TypedApp, tenantCtx } from './http.js';
import { ForwardingCheckResponse } from './tenants.dto.js';
import {
  PhoneNumberAssign,
  PhoneNumberRequestBody,
  PhoneNumberRequestResponse,
  PhoneNumberResponse,
  PhoneNumberUpdate,
} from './tenants.numbers.dto.js';
import type { TenantsService } from './tenants.service.js';

const tags = ['tenants'];

/** The forwarding check and the tenant's phone numbers. */
export function registerNumbersRoutes(app: TypedApp, svc: TenantsService) {
  /* ---------------- forwarding check ---------------- */

  app.post(
    '/tenants/:tenant_id/forwarding/check',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Start a timed forwarding check',
        description:
          "The telephony provider rings the owner's business phone (`owner_phone`) from our test line; with forwarding set up, the unanswered call comes back to the tenant's number. The check succeeds when that call arrives within 60 seconds, and fails after. 409 `owner_phone_missing` or `phone_number_missing`.",
        params: TenantParams,
        response: { 200: ForwardingCheckResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => svc.startForwardingCheck(tenantCtx(request, request.params.tenant_id)),
  );

  app.get(
    '/tenants/:tenant_id/forwarding/check',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Result of the latest forwarding check',
        description:
          '`pending`, `succeeded` (with `call_id`) or `failed` (no call within 60 s). 404 when none was started.',
        params: TenantParams,
        response: { 200: ForwardingCheckResponse, ...errorResponses(404) },
      },
    },
    async (request) => svc.readForwardingCheck(tenantCtx(request, request.params.tenant_id)),
  );

  /* ---------------- phone numbers ---------------- */

  const PhoneIdParams = Type.Object({ tenant_id: Type.String(), phone_id: Type.String() });

  app.post(
    '/tenants/:tenant_id/phone-numbers',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Assign a number (voice platform)',
        description:
          'PhoneNumberAssign: `number` (E.164; Polish numbers may omit +48), `label`, `shared_trial` (park a shared trial number on a trial tenant). A number belongs to one tenant unless it is a shared trial number: 409 `phone_number_taken`.',
        params: TenantParams,
        body: PhoneNumberAssign,
        response: { 201: PhoneNumberResponse, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await svc.assignPhoneNumber(tenantCtx(request, request.params.tenant_id), request.body)),
  );

  app.get(
    '/tenants/:tenant_id/phone-numbers',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'List numbers',
        description: 'The numbers of the tenant, oldest first.',
        params: TenantParams,
        response: { 200: Type.Array(PhoneNumberResponse), ...errorResponses(404) },
      },
    },
    async (request) => svc.listPhoneNumbers(tenantCtx(request, request.params.tenant_id)),
  );

  app.patch(
    '/tenants/:tenant_id/phone-numbers/:phone_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Update a number',
        description:
          'PhoneNumberUpdate: `label` and/or `is_active`. An inactive number is not routed to the tenant.',
        params: PhoneIdParams,
        body: PhoneNumberUpdate,
        response: { 200: PhoneNumberResponse, ...errorResponses(404) },
      },
    },
    async (request) =>
      svc.updatePhoneNumber(
        tenantCtx(request, request.params.tenant_id),
        assertUuid(request.params.phone_id),
        request.body,
      ),
  );

  app.delete(
    '/tenants/:tenant_id/phone-numbers/:phone_id',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Remove a number (voice platform)',
        description: 'Removes the number from the tenant; a provisioned number is released at the provider.',
        params: PhoneIdParams,
        response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await svc.deletePhoneNumber(
        tenantCtx(request, request.params.tenant_id),
        assertUuid(request.params.phone_id),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/tenants/:tenant_id/phone-numbers/request',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Request an additional number',
        description:
          'PhoneNumberRequestBody: optional `area_code` (two digits), `label`, `note`. Creates a `pending` request for admin review.',
        params: TenantParams,
        body: PhoneNumberRequestBody,
        response: { 201: PhoneNumberRequestResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await svc.requestPhoneNumber(tenantCtx(request, request.params.tenant_id), request.body)),
  );

  app.post(
    '/tenants/:tenant_id/phone-numbers/provision',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Provision a Polish number now (Business+)',
        description:
          'Buys a Polish number through the telephony provider and assigns it at once. Business and Enterprise plans (a Business signup in its trial included); others get 403 `plan_required`.',
        params: TenantParams,
        response: { 201: PhoneNumberResponse, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await svc.provisionForTenant(tenantCtx(request, request.params.tenant_id))),
  );
}
