import { Type } from '@sinclair/typebox';
import { DepartmentResponse } from './tenants.departments.dto.js';
import { HoursException, Nullable, OpeningHours, QuotaResponse, TenantSummaryFields } from './tenants.dto.js';
import { PhoneNumberResponse } from './tenants.numbers.dto.js';

/** Everything the receptionist needs to answer a tenant's calls, in one read. */
export const TenantConfigResponse = Type.Object({
  ...TenantSummaryFields,
  system_prompt: Nullable(Type.String()),
  faq: Type.Record(Type.String(), Type.String()),
  transfer_numbers: Type.Array(Type.String()),
  data_sources: Type.Array(
    Type.Object({
      kind: Type.String({
        description:
          '`faq`, `knowledge_document`, or (Business+) `spreadsheet` / `workbook` (a data source; `items` = its data rows)',
      }),
      id: Nullable(Type.String()),
      title: Type.String(),
      items: Type.Integer(),
    }),
  ),
  opening_hours: OpeningHours,
  opening_hours_exceptions: Type.Array(HoursException, {
    description:
      'Dated exceptions to `opening_hours`, sorted by date (see `TenantUpdate.opening_hours_exceptions`).',
  }),
  slot_minutes: Type.Integer(),
  owner_phone: Nullable(Type.String()),
  departments: Type.Array(DepartmentResponse),
  phone_numbers: Type.Array(PhoneNumberResponse),
  features: Type.Array(Type.String()),
  quota: QuotaResponse,
  settings: Type.Object({
    caller_sms_confirmation: Type.Boolean(),
    caller_daily_cap: Type.Integer(),
    transcript_retention_days: Type.Integer(),
    answering_mode: Type.String(),
    backup_greeting: Nullable(Type.String()),
  }),
});
