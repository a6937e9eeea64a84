import { and, asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { requireE164 } from './phone.js';
import type { DepartmentBody } from './tenants.departments.dto.js';
import { departments, type OpeningHours } from './tenants.schema.js';
import {
  checkOpeningHours,
  departmentDto,
  type GetTenant,
  isUnique,
  type TenantsDeps,
} from './tenants.shared.js';

/** Departments: the receptionist's transfer targets with their own hours and keywords. */
export function createTenantDepartments(deps: TenantsDeps, getTenant: GetTenant) {
  const { db } = deps;

  async function listDepartments(ctx: ServiceContext) {
    await getTenant(ctx.tenantId);
    const rows = await db
      .select()
      .from(departments)
      .where(eq(departments.tenantId, ctx.tenantId))
      .orderBy(asc(departments.createdAt), asc(departments.id));
    return rows.map(departmentDto);
  }

  function departmentValues(body: DepartmentBody) {
    const v: Partial<typeof departments.$inferInsert> = { name: body.name.trim() };
    if (body.description !== undefined) v.description = body.description;
    if (body.transfer_number !== undefined)
      v.transferNumber =
        body.transfer_number === null ? null : requireE164(body.transfer_number, ['body', 'transfer_number']);
    if (body.opening_hours !== undefined)
      v.openingHours =
        body.opening_hours === null
          ? null
          : checkOpeningHours(body.opening_hours as OpeningHours, ['body', 'opening_hours']);
    if (body.keywords !== undefined) v.keywords = [...new Set(body.keywords.map((k) => k.trim()))];
    if (body.is_active !== undefined) v.isActive = body.is_active;
    return v;
  }

  const departmentNameTaken = () =>
    new AppError(409, 'department_name_taken', {
      message: 'A department with this name already exists.',
      messagePl: 'Dział o tej nazwie już istnieje.',
      field: 'name',
    });

  async function createDepartment(ctx: ServiceContext, body: DepartmentBody) {
    await getTenant(ctx.tenantId);
    const values = departmentValues(body);
    try {
      const [d] = await db
        .insert(departments)
        .values({ ...values, name: values.name!, tenantId: ctx.tenantId })
        .returning();
      return departmentDto(d!);
    } catch (err) {
      if (isUnique(err)) throw departmentNameTaken();
      throw err;
    }
  }

  async function updateDepartment(ctx: ServiceContext, departmentId: string, body: DepartmentBody) {
    const values = departmentValues(body);
    try {
      const [d] = await db
        .update(departments)
        .set(values)
        .where(and(eq(departments.id, departmentId), eq(departments.tenantId, ctx.tenantId)))
        .returning();
      if (!d)
        throw new AppError(404, 'not_found', {
          message: 'Department not found.',
          messagePl: 'Nie znaleziono działu.',
        });
      return departmentDto(d);
    } catch (err) {
      if (isUnique(err)) throw departmentNameTaken();
      throw err;
    }
  }

  return { listDepartments, createDepartment, updateDepartment };
}
