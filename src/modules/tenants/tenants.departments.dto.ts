import { type Static, Type } from '@sinclair/typebox';
import { Nullable, OpeningHours } from './tenants.dto.js';

/** A department: where the receptionist transfers a call, with its own hours and keywords. */
export const DepartmentCreate = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    transfer_number: Type.Optional(Type.Union([Type.String({ minLength: 3, maxLength: 32 }), Type.Null()])),
    opening_hours: Type.Optional(Type.Union([OpeningHours, Type.Null()])),
    keywords: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 })),
    is_active: Type.Optional(Type.Boolean()),
  },
  {
    additionalProperties: false,
    description:
      'One schema for create and update. On PATCH, `name` is required as on create and every omitted optional field keeps its current value.',
  },
);
export type DepartmentBody = Static<typeof DepartmentCreate>;

export const DepartmentResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  tenant_id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Nullable(Type.String()),
  transfer_number: Nullable(Type.String()),
  opening_hours: Type.Union([OpeningHours, Type.Null()]),
  keywords: Type.Array(Type.String()),
  is_active: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
