import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../platform/schema-types.js';
import { Nullable } from './tenants.dto.js';

/** The business's phone numbers and its requests for new ones. */
export const PhoneNumberResponse = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    tenant_id: Type.String({ format: 'uuid' }),
    number: Type.String({ description: 'E.164' }),
    label: Nullable(Type.String()),
    is_active: Type.Boolean(),
    kind: StringEnum(['provisioned', 'assigned', 'shared_trial'] as const),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'PhoneNumber' },
);

export const PhoneNumberAssign = Type.Object(
  {
    number: Type.String({ minLength: 3, maxLength: 32 }),
    label: Type.Optional(Type.String({ maxLength: 100 })),
    shared_trial: Type.Optional(
      Type.Boolean({ description: 'Park a shared trial number on this (trial) tenant.', default: false }),
    ),
  },
  { additionalProperties: false },
);

export const PhoneNumberUpdate = Type.Object(
  {
    label: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    is_active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const PhoneNumberRequestBody = Type.Object(
  {
    area_code: Type.Optional(
      Type.String({ pattern: '^\\d{2}$', description: 'Polish area code, e.g. `22`.' }),
    ),
    label: Type.Optional(Type.String({ maxLength: 100 })),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

export const PhoneNumberRequestResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  tenant_id: Type.String({ format: 'uuid' }),
  status: Type.String(),
  area_code: Nullable(Type.String()),
  label: Nullable(Type.String()),
  note: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
});
