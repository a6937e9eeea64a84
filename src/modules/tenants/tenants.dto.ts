import { type Static, type TObject, Type } from '@sinclair/typebox';
import { ANALYSIS_FIELD_TYPES, MAX_ANALYSIS_FIELDS } from './tenants.shared.js';
import { CallRecording, WarmTransfer } from './tenants.telephony.dto.js';

export const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Time = Type.String({
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$',
  description: 'HH:MM, local time',
});
const Interval = Type.Tuple([Time, Time]);
const Day = Type.Array(Interval, { maxItems: 6 });

export const OpeningHours = Type.Object(
  {
    mon: Type.Optional(Day),
    tue: Type.Optional(Day),
    wed: Type.Optional(Day),
    thu: Type.Optional(Day),
    fri: Type.Optional(Day),
    sat: Type.Optional(Day),
    sun: Type.Optional(Day),
  },
  {
    additionalProperties: false,
    description:
      '`{"mon":[["09:00","17:00"]],…,"sun":[]}` in the tenant\'s zone; intervals must not overlap.',
  },
);

export const MAX_HOURS_EXCEPTIONS = 100;
const ExceptionInterval = Type.Object(
  { open: Time, close: Time },
  { additionalProperties: false, description: '`open` before `close` (`24:00` closes at midnight).' },
);
const ExceptionDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: "`YYYY-MM-DD`, a real calendar date, local to the tenant's zone.",
});

export const HoursExceptionInput = Type.Object(
  {
    date: ExceptionDate,
    closed: Type.Optional(Type.Boolean({ description: '`true`: closed all day (then no `hours`).' })),
    hours: Type.Optional(
      Type.Array(ExceptionInterval, {
        maxItems: 6,
        description: 'The only opening intervals of that date (1–6, not overlapping) when not closed.',
      }),
    ),
    note: Type.Optional(
      Type.Union([Type.String({ maxLength: 200 }), Type.Null()], {
        description: 'Why (e.g. `Wigilia`); the receptionist mentions it to callers. At most 200 characters.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const HoursExceptionsInput = Type.Array(HoursExceptionInput, {
  maxItems: MAX_HOURS_EXCEPTIONS,
  description:
    'Holidays and other dated exceptions to `opening_hours`; the list given replaces the stored one. Each entry is `{"date":"2026-12-24","closed":true}` or `{"date":"2026-12-31","hours":[{"open":"10:00","close":"13:00"}]}`, with an optional `note`. An entry replaces the weekly hours for that local date in the tenant\'s zone: availability offers no slot on a closed date and only the given hours on an altered one, and booking outside them is 422 `outside_opening_hours`. At most 100 entries; dates must be real and not repeated; intervals as in `opening_hours`. Past dates are accepted and kept.',
});

export const HoursException = Type.Object(
  {
    date: Type.String({ description: '`YYYY-MM-DD`' }),
    closed: Type.Boolean(),
    hours: Type.Array(Type.Object({ open: Type.String(), close: Type.String() })),
    note: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'HoursException' },
);

export const FaqMap = Type.Record(
  Type.String({ maxLength: 500 }),
  Type.String({ minLength: 1, maxLength: 5000 }),
  {
    maxProperties: 500,
    description: '`{"question":"answer",…}`; at most 500 entries.',
  },
);

export const TimezoneField = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'IANA time zone (`Europe/Warsaw`).',
});
export const TransferNumbers = Type.Array(Type.String({ minLength: 3, maxLength: 32 }), {
  maxItems: 10,
  description: 'Numbers urgent calls are transferred to; stored in E.164 (Polish numbers may omit +48).',
});

export const TierEnum = Type.Union([
  Type.Literal('trial'),
  Type.Literal('solo'),
  Type.Literal('starter'),
  Type.Literal('business'),
  Type.Literal('enterprise'),
]);

/** The fields every tenant record starts with (list record and config). */
export const TenantSummaryFields = {
  id: Type.String({ format: 'uuid' }),
  business_name: Type.String(),
  tier: Type.String(),
  subscription_status: Type.String(),
  billing_cycle: Type.String(),
  trial_ends_at: Nullable(Type.String({ format: 'date-time' })),
  timezone: Type.String(),
  is_live: Type.Boolean(),
};

export const TenantListRecord = Type.Object({
  ...TenantSummaryFields,
  owner_user_id: Nullable(Type.String({ format: 'uuid' })),
  created_at: Type.String({ format: 'date-time' }),
});

export const TenantCreate = Type.Object(
  {
    business_name: Type.String({ minLength: 1, maxLength: 200 }),
    timezone: Type.Optional(TimezoneField),
    owner_phone: Type.Optional(Type.String({ minLength: 3, maxLength: 32 })),
  },
  { additionalProperties: false },
);

/** The services the business offers, by name: the length of a booking and the price told to callers. */
export const ServiceTypes = Type.Record(
  Type.String({ minLength: 1, maxLength: 100 }),
  Type.Object(
    {
      duration_minutes: Type.Integer({
        minimum: 5,
        maximum: 480,
        description: 'Length of an appointment for this service.',
      }),
      price_pln: Type.Union([Type.Null(), Type.Number({ minimum: 0, maximum: 1_000_000 })], {
        description: 'Gross price in PLN (rounded to grosze); null: not given.',
      }),
      name_en: Type.Optional(
        Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()], {
          description:
            'The name the phone receptionist says to an English-speaking caller ("Whitening"), and recognises in speech like an alias; trimmed, unique across all services, their names and aliases (it may equal the service\'s own name). null: none, English callers hear the name. Answered as stored (`null` when none).',
        }),
      ),
      aliases: Type.Optional(
        Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
          maxItems: 20,
          description:
            'Other words callers use for it ("czyszczenie zębów", "cleaning"); trimmed, unique across all services and their names. Answered as stored (`[]` when none).',
        }),
      ),
      department: Type.Optional(
        Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()], {
          description:
            "The name of one of the tenant's departments that performs it (matched case-insensitively, stored as the department's name); null: none. Answered as stored.",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    maxProperties: 100,
    description:
      '`{"Przegląd":{"duration_minutes":30,"price_pln":150,"name_en":"Check-up","aliases":["kontrola"],"department":null}}`: a booking of a `service_type` named here lasts its `duration_minutes` (30 otherwise); the phone receptionist recognises a service by its name, English name or aliases (the booking gets the service\'s name and length) and lists the services with their prices when a caller asks what is offered, by their English names to an English-speaking caller; at most 100 services.',
  },
);

export const TenantUpdate = Type.Object(
  {
    business_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    timezone: Type.Optional(TimezoneField),
    opening_hours: Type.Optional(OpeningHours),
    opening_hours_exceptions: Type.Optional(HoursExceptionsInput),
    faq: Type.Optional(FaqMap),
    transfer_numbers: Type.Optional(TransferNumbers),
    system_prompt: Type.Optional(Type.Union([Type.String({ maxLength: 20000 }), Type.Null()])),
    slot_minutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 480 })),
    owner_phone: Type.Optional(Type.Union([Type.String({ minLength: 3, maxLength: 32 }), Type.Null()])),
    service_types: Type.Optional(ServiceTypes),
  },
  { additionalProperties: false },
);
export type TenantUpdateBody = Static<typeof TenantUpdate>;

export const QuotaResponse = Type.Object({
  allowed: Type.Boolean(),
  reason: Type.Union([
    Type.Null(),
    Type.Literal('minutes_exhausted'),
    Type.Literal('trial_expired'),
    Type.Literal('caller_daily_cap'),
    Type.Literal('tenant_not_live'),
    Type.Literal('subscription_inactive'),
  ]),
  minutes_used: Type.Integer(),
  minutes_limit: Type.Union([Type.Integer(), Type.Null()], { description: 'null: no cap (Enterprise)' }),
  sms_used: Type.Integer(),
  sms_limit: Type.Union([Type.Integer(), Type.Null()]),
  caller_calls_today: Type.Optional(Type.Integer()),
  caller_daily_cap: Type.Optional(Type.Integer()),
});

export const AnsweringMode = Type.Union([Type.Literal('always'), Type.Literal('when_unanswered')], {
  description:
    '`always`: every call goes to the AI (unconditional forwarding); `when_unanswered`: the AI answers when nobody picks up, the line is busy or unreachable.',
});

/** Words the owner wants the receptionist to treat as meaning the same when matching questions. */
export const Synonyms = Type.Record(
  Type.String({ minLength: 1, maxLength: 100 }),
  Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20 }),
  {
    maxProperties: 200,
    description:
      '`{"przelew":["transfer","przelewem"]}`: when the phone receptionist matches a caller\'s question against the FAQ and the knowledge documents, each word or phrase of a list counts as its key (any inflection the built-in Polish/English matching already covers need not be listed). Replaced as a whole; keys and words trimmed, blanks dropped.',
  },
);

export const AnalysisFieldSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64, description: 'The key of the value in `analysis`.' }),
    type: Type.Union(ANALYSIS_FIELD_TYPES.map((t) => Type.Literal(t))),
    description: Type.Optional(
      Type.Union([Type.String({ maxLength: 500 }), Type.Null()], {
        description: 'What to extract, e.g. "insurance provider" or "new patient?"; it guides the filling.',
      }),
    ),
    values: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
        minItems: 1,
        maxItems: 50,
        description: 'The allowed values of an `enum` field (required for it, not allowed for other types).',
      }),
    ),
  },
  { additionalProperties: false, title: 'AnalysisField' },
);

export const AnalysisFields = Type.Array(AnalysisFieldSchema, {
  maxItems: MAX_ANALYSIS_FIELDS,
  description: `Post-call analysis (Business plan or higher; a non-empty list on a lower plan is 403 \`plan_required\`): at most ${MAX_ANALYSIS_FIELDS} fields, names unique (case-insensitive). At the end of each call the built-in receptionist fills what the conversation's details give (name, phone, service, date, message, urgency, callback, booked, department; an \`enum\` value said by the caller); the rest is null. When the receptionist runs on the LLM brain, the model is asked for every field after the call (a structured output from the transcript; null when the conversation does not say): values the built-in receptionist took from the booking, message, transfer or outcome are kept, the model's fill the rest; meanwhile \`analysis_status\` is \`pending\`, and \`call.analyzed\` tells webhooks the final values. The values are in the call record (\`analysis\`), \`GET /v2/calls/{id}\`, the \`call.completed\` (and \`call.analyzed\`) webhook and the CSV export.`,
  examples: [
    [
      {
        name: 'insurance_provider',
        type: 'enum',
        description: 'Ubezpieczyciel',
        values: ['NFZ', 'Medicover', 'Luxmed'],
      },
      { name: 'new_patient', type: 'boolean', description: 'Nowy pacjent?' },
      { name: 'patient_name', type: 'string', description: 'Imię i nazwisko pacjenta' },
    ],
  ],
});

export const TenantSettingsResponse = Type.Object({
  transcript_retention_days: Type.Integer(),
  caller_sms_confirmation: Type.Boolean(),
  caller_daily_cap: Type.Integer(),
  usage_alerts_enabled: Type.Boolean(),
  usage_alert_threshold_percent: Type.Integer(),
  billing_email: Nullable(Type.String()),
  invoice_nip: Nullable(Type.String()),
  answering_mode: AnsweringMode,
  forwarding_rings: Type.Integer(),
  backup_greeting: Nullable(Type.String()),
  service_types: ServiceTypes,
  synonyms: Type.Optional(Synonyms),
  analysis_fields: AnalysisFields,
  call_recording: CallRecording,
  warm_transfer: WarmTransfer,
  plan: Type.Object({
    tier: Type.String(),
    subscription_status: Type.String(),
    billing_cycle: Type.String(),
    trial_ends_at: Nullable(Type.String({ format: 'date-time' })),
    minutes_limit: Type.Union([Type.Integer(), Type.Null()]),
    sms_limit: Type.Union([Type.Integer(), Type.Null()]),
    features: Type.Array(Type.String()),
  }),
});

export const TenantSettingsUpdate = Type.Object(
  {
    transcript_retention_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
    caller_sms_confirmation: Type.Optional(Type.Boolean()),
    caller_daily_cap: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    usage_alerts_enabled: Type.Optional(Type.Boolean()),
    usage_alert_threshold_percent: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    billing_email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 320 }), Type.Null()])),
    invoice_nip: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    answering_mode: Type.Optional(AnsweringMode),
    forwarding_rings: Type.Optional(Type.Union([Type.Literal(3), Type.Literal(5), Type.Literal(7)])),
    backup_greeting: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
    service_types: Type.Optional(ServiceTypes),
    synonyms: Type.Optional(Synonyms),
    analysis_fields: Type.Optional(AnalysisFields),
    call_recording: Type.Optional(CallRecording),
    warm_transfer: Type.Optional(WarmTransfer),
  },
  { additionalProperties: false },
);
export type TenantSettingsUpdateBody = Static<typeof TenantSettingsUpdate>;

export const VerificationConfig = Type.Object({
  enabled: Type.Boolean(),
  method: Type.Union([Type.Literal('sms_code'), Type.Literal('date_of_birth'), Type.Literal('pin')]),
  required_for_booking: Type.Boolean(),
  required_for_cancellation: Type.Boolean(),
  required_for_rescheduling: Type.Boolean(),
  max_attempts: Type.Integer({ minimum: 1, maximum: 10 }),
});
/** A per-tenant config read with `is_default` (defaults when unset) and patched field by field. */
function editableConfig<T extends TObject>(base: T) {
  return {
    response: Type.Intersect([base, Type.Object({ is_default: Type.Boolean() })]),
    update: Type.Partial(base, { additionalProperties: false, minProperties: 1 }),
  };
}

const verification = editableConfig(VerificationConfig);
export const VerificationConfigResponse = verification.response;
export const VerificationConfigUpdate = verification.update;

export const ReminderConfig = Type.Object({
  enabled: Type.Boolean(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email'), Type.Literal('sms_and_email')]),
  hours_before: Type.Array(Type.Integer({ minimum: 1, maximum: 336 }), { minItems: 1, maxItems: 5 }),
  confirm_on_booking: Type.Boolean(),
  template: Type.Union([Type.String({ maxLength: 480 }), Type.Null()]),
});
const reminder = editableConfig(ReminderConfig);
export const ReminderConfigResponse = reminder.response;
export const ReminderConfigUpdate = reminder.update;

export const ReadinessItem = Type.Object({
  key: Type.String(),
  label: Type.String(),
  label_pl: Type.String(),
  done: Type.Boolean(),
  required: Type.Boolean(),
  deep_link: Type.String(),
});
export const ReadinessResponse = Type.Object({
  ready: Type.Boolean(),
  is_live: Type.Boolean(),
  done_count: Type.Integer(),
  total_count: Type.Integer(),
  items: Type.Array(ReadinessItem),
});

export const AnomalyEntry = Type.Object({
  type: Type.String(),
  severity: Type.Union([Type.Literal('high'), Type.Literal('medium'), Type.Literal('low')]),
  title: Type.String(),
  title_pl: Type.String(),
  message: Type.String(),
  message_pl: Type.String(),
  count: Type.Integer(),
  window_start: Type.String({ format: 'date-time' }),
  window_end: Type.String({ format: 'date-time' }),
});

export const ForwardingCheckResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  tenant_id: Type.String({ format: 'uuid' }),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  placed_to: Type.String(),
  from_number: Type.String(),
  expected_on: Type.String(),
  started_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
  completed_at: Nullable(Type.String({ format: 'date-time' })),
  call_id: Nullable(Type.String({ format: 'uuid' })),
});

export const UsageResponse = Type.Object({
  tenant_id: Type.String({ format: 'uuid' }),
  period: Type.Object({
    label: Type.String({ description: '`YYYY-MM`' }),
    start: Type.String({ format: 'date-time' }),
    end: Type.String({ format: 'date-time' }),
    timezone: Type.String(),
  }),
  tier: Type.String(),
  subscription_status: Type.String(),
  trial_ends_at: Nullable(Type.String({ format: 'date-time' })),
  minutes_used: Type.Integer(),
  minutes_limit: Type.Union([Type.Integer(), Type.Null()]),
  minutes_remaining: Type.Union([Type.Integer(), Type.Null()]),
  minutes_percent: Type.Union([Type.Number(), Type.Null()]),
  sms_used: Type.Integer(),
  sms_limit: Type.Union([Type.Integer(), Type.Null()]),
  sms_remaining: Type.Union([Type.Integer(), Type.Null()]),
  calls_total: Type.Integer(),
  calls_by_outcome: Type.Record(Type.String(), Type.Integer()),
  calls_by_direction: Type.Record(Type.String(), Type.Integer()),
  concurrent_calls_limit: Type.Integer({
    description:
      'Calls the plan answers at the same time (Solo and trial 1, Starter 2, Business 10, Enterprise 50); one more is told the lines are busy and offered to leave a message.',
  }),
  concurrent_calls_active: Type.Integer({
    description: 'Calls in progress now that count against `concurrent_calls_limit`.',
  }),
  overflow_calls: Type.Integer({
    description:
      'Calls of the period answered over `concurrent_calls_limit` (lines busy, a message offered); also in `calls_total`.',
  }),
  daily: Type.Array(Type.Object({ date: Type.String(), calls: Type.Integer(), minutes: Type.Integer() })),
});
