import { Type } from '@sinclair/typebox';
import { assertUuid, errorResponses, TenantParams, type TypedApp, tenantCtx } from './http.js';
import { DepartmentCreate, DepartmentResponse } from './tenants.departments.dto.js';
import type { TenantsService } from './tenants.service.js';

const tags = ['tenants'];

/** Departments. */
export function registerDepartmentsRoutes(app: TypedApp, svc: TenantsService) {
  app.get(
    '/tenants/:tenant_id/departments',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'List departments',
        description: 'Oldest first.',
        params: TenantParams,
        response: { 200: Type.Array(DepartmentResponse), ...errorResponses(404) },
      },
    },
    async (request) => svc.listDepartments(tenantCtx(request, request.params.tenant_id)),
  );

  app.post(
    '/tenants/:tenant_id/departments',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Create a department',
        description:
          'DepartmentCreate. Names are unique per tenant, case-insensitively (409 `department_name_taken`).',
        params: TenantParams,
        body: DepartmentCreate,
        response: { 201: DepartmentResponse, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await svc.createDepartment(tenantCtx(request, request.params.tenant_id), request.body)),
  );

  app.patch(
    '/tenants/:tenant_id/departments/:department_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Update a department',
        description:
          'Takes the same DepartmentCreate schema as create; omitted optional fields keep their values.',
        params: Type.Object({ tenant_id: Type.String(), department_id: Type.String() }),
        body: DepartmentCreate,
        response: { 200: DepartmentResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      svc.updateDepartment(
        tenantCtx(request, request.params.tenant_id),
        assertUuid(request.params.department_id),
        request.body,
      ),
  );
}
