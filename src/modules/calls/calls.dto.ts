import { Type } from '@sinclair/typebox';
import type { CallFilters, CallItemRow, CallRow } from './calls.repo.js';
import {
  ANALYSIS_STATUSES,
  analysisStatusOf,
  CALL_DIRECTIONS,
  CALL_OUTCOMES,
  CALL_STATUSES,
  SENTIMENTS,
  TRANSFER_STATUSES,
} from './calls.schema.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const Nullable = <T extends ReturnType<typeof Type.String>>(s: T) => Type.Union([s, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

export const Outcome = Type.Union(CALL_OUTCOMES.map((o) => Type.Literal(o)));
export const Direction = Type.Union(CALL_DIRECTIONS.map((o) => Type.Literal(o)));
export const Status = Type.Union(CALL_STATUSES.map((o) => Type.Literal(o)));
export const Sentiment = Type.Union(SENTIMENTS.map((o) => Type.Literal(o)));

export const TranscriptTurnSchema = Type.Object(
  {
    role: Type.Union([Type.Literal('caller'), Type.Literal('assistant')]),
    text: Type.String({ maxLength: 10_000 }),
    at: Type.String({ format: 'date-time', description: 'When the turn was spoken (ISO 8601).' }),
  },
  { additionalProperties: false },
);

/* ---------- transcripts for integrators (v2 `expand=transcript`, webhooks, MCP) ---------- */

export const TRANSCRIPT_STATUSES = ['available', 'pending', 'purged', 'none'] as const;
export type TranscriptStatus = (typeof TRANSCRIPT_STATUSES)[number];

export const TranscriptTurnV2 = Type.Object(
  {
    role: Type.Union([Type.Literal('caller'), Type.Literal('assistant')]),
    text: Type.String(),
    at: Type.String({ format: 'date-time', description: 'When the turn was spoken (ISO 8601).' }),
    offset_ms: Type.Integer({
      minimum: 0,
      description: 'Milliseconds from the start of the call (`started_at`) to the turn.',
    }),
  },
  { title: 'TranscriptTurn' },
);

export const TRANSCRIPT_STATUS_DOC =
  '`available`: `transcript` holds the turns (possibly none); `pending`: the call is still in progress; `purged`: the retention job removed it (`transcript` is null, `transcript_purged_at` says when); `none`: no transcript was recorded.';

/** The transcript fields added to a call for integrators (after the base mapping; never on lists). */
export const TranscriptFields = {
  transcript: Type.Union([Type.Array(TranscriptTurnV2), Type.Null()], {
    description: 'The turns of the conversation, in order; null unless `transcript_status` is `available`.',
  }),
  transcript_status: Type.Union(
    TRANSCRIPT_STATUSES.map((s) => Type.Literal(s)),
    { description: TRANSCRIPT_STATUS_DOC },
  ),
  transcript_purged_at: Type.Union([DateTime, Type.Null()]),
};

export const AnalysisValues = Type.Union(
  [
    Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
    Type.Null(),
  ],
  {
    description:
      'Post-call analysis (Business+): the tenant’s fields (`analysis_fields` in its settings) with the value found in the conversation, null when it could not be told; null when the tenant defines no fields or the call is still in progress.',
    examples: [{ insurance_provider: 'Medicover', new_patient: null, patient_name: 'Jan Nowak' }],
  },
);

export const AnalysisStatusSchema = Type.Union(
  ANALYSIS_STATUSES.map((s) => Type.Literal(s)),
  {
    description:
      'Where the post-call analysis is: `none` (no fields defined, or the call is in progress), `pending` (the receptionist runs on the LLM brain and the fields are being asked of the model after the call: `analysis` holds the built-in values until then, and the `call.analyzed` webhook follows), `done` (final), `failed` (the model could not be asked; the built-in values are final).',
  },
);

export const TransferSchema = Type.Union(
  [
    Type.Object(
      {
        to: Type.String({ description: 'The number the call was put through to (E.164).' }),
        department: Type.Union([Type.String(), Type.Null()]),
        warm: Type.Boolean({
          description:
            'A warm transfer: the member of staff first heard who is calling and why (a whisper) and accepted or declined; false: put straight through (an emergency, or warm transfers off in the settings).',
        }),
        status: Type.Union(
          TRANSFER_STATUSES.map((s) => Type.Literal(s)),
          {
            description:
              '`pending`: ringing the member of staff; `accepted`: they took the call (outcome `transferred`); `declined`: they declined it; `no_answer`: nobody answered, or they answered and did not accept; `busy`, `failed`: the line was busy or could not be reached; `canceled`: the caller hung up before anyone answered; `dialed`: put straight through, the result is not known. After `declined`, `no_answer`, `busy` or `failed` the caller was offered to leave a message (outcome `callback` when they did).',
          },
        ),
        at: Type.String({ format: 'date-time', description: 'When the status was reached.' }),
      },
      { title: 'CallTransfer' },
    ),
    Type.Null(),
  ],
  { description: 'A transfer to a member of staff in this call and what became of it; null when none.' },
);

type TranscriptSource = Pick<CallRow, 'transcript' | 'transcriptPurgedAt' | 'startedAt' | 'status'>;

/** `transcript`, `transcript_status` and `transcript_purged_at` of a call (a purged one is `purged`, not empty). */
export function transcriptV2(r: TranscriptSource) {
  const start = r.startedAt.getTime();
  let status: TranscriptStatus;
  if (r.transcriptPurgedAt) status = 'purged';
  else if (r.transcript) status = 'available';
  else status = r.status === 'in_progress' ? 'pending' : 'none';
  return {
    transcript:
      status === 'available'
        ? (r.transcript ?? []).map((t) => {
            const at = new Date(t.at).getTime();
            return {
              role: t.role,
              text: t.text,
              at: t.at,
              offset_ms: Number.isFinite(at) ? Math.max(0, at - start) : 0,
            };
          })
        : null,
    transcript_status: status,
    transcript_purged_at: iso(r.transcriptPurgedAt),
  };
}

/** The dashboard's call record (the v1/v2 item plus numbers, transcript, note and message). */
export const CallDetail = Type.Object({
  id: Type.String({ format: 'uuid' }),
  tenant_id: Type.String({ format: 'uuid' }),
  created_at: DateTime,
  started_at: DateTime,
  ended_at: Type.Union([DateTime, Type.Null()]),
  caller_number: Type.Union([Type.String(), Type.Null()]),
  called_number: Type.Union([Type.String(), Type.Null()]),
  direction: Direction,
  status: Status,
  outcome: Type.Union([Outcome, Type.Null()]),
  duration_seconds: Type.Union([Type.Integer(), Type.Null()]),
  sentiment: Type.Union([Sentiment, Type.Null()]),
  summary: Type.Union([Type.String(), Type.Null()]),
  had_error: Type.Boolean(),
  transcript: Type.Union([Type.Array(TranscriptTurnSchema), Type.Null()], {
    description: 'Null once the retention job purged it (see `transcript_purged_at`).',
  }),
  transcript_purged_at: Type.Union([DateTime, Type.Null()]),
  callback_requested: Type.Boolean(),
  callback_resolved_at: Type.Union([DateTime, Type.Null()]),
  team_note: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.Object({ text: Type.String(), urgent: Type.Boolean() }), Type.Null()]),
  analysis: Type.Optional(
    Type.Union([
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
      Type.Null(),
    ]),
  ),
  analysis_status: Type.Optional(AnalysisStatusSchema),
  transfer: Type.Optional(TransferSchema),
  updated_at: DateTime,
});

// Each record is one object literal in the order of its schema (the order the serializer
// writes): a v2 item is built once, never as a v1 item extended afterwards, and no object is
// spread into another (a list answer maps up to 100 rows; spreading made each row about four
// times as expensive, measured).
export const callV1 = (r: CallItemRow) => ({
  id: r.id,
  created_at: r.createdAt.toISOString(),
  caller_number: r.callerNumber,
  direction: r.direction,
  status: r.status,
  outcome: r.outcome,
  duration_seconds: r.durationSeconds,
  sentiment: r.sentiment,
  summary: r.summary,
  had_error: r.hadError,
});

export const callV2 = (r: CallItemRow) => ({
  id: r.id,
  created_at: r.createdAt.toISOString(),
  caller_number: r.callerNumber,
  direction: r.direction,
  status: r.status,
  outcome: r.outcome,
  duration_seconds: r.durationSeconds,
  sentiment: r.sentiment,
  summary: r.summary,
  had_error: r.hadError,
  called_number: r.calledNumber,
  started_at: r.startedAt.toISOString(),
  ended_at: r.endedAt ? r.endedAt.toISOString() : null,
  callback_requested: r.callbackRequested,
  updated_at: r.updatedAt.toISOString(),
});

/** The dashboard's call detail: the v2 record plus transcript, note, message and callback state. */
export function callDetailDto(r: CallRow) {
  return Object.assign(callV2(r), {
    tenant_id: r.tenantId,
    transcript: r.transcript ?? null,
    transcript_purged_at: iso(r.transcriptPurgedAt),
    callback_resolved_at: iso(r.callbackResolvedAt),
    team_note: r.teamNote,
    message: r.messageText !== null ? { text: r.messageText, urgent: r.messageUrgent ?? false } : null,
    analysis: r.analysis ?? null,
    analysis_status: analysisStatusOf(r),
    transfer: r.transfer ?? null,
  });
}

export const OpenCallBody = Type.Object(
  {
    tenant_id: Type.Optional(Type.String({ description: 'The tenant; optional when `to` identifies it.' })),
    to: Type.Optional(
      Nullable(
        Type.String({ maxLength: 32, description: 'Called number (E.164 or a Polish national number).' }),
      ),
    ),
    from: Type.Optional(
      Nullable(Type.String({ maxLength: 32, description: 'Caller number; null or omitted when withheld.' })),
    ),
    direction: Type.Optional(Direction),
    started_at: Type.Optional(Type.String({ format: 'date-time', description: 'Default: now.' })),
  },
  { additionalProperties: false },
);

export const OpenCallResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  tenant_id: Type.String({ format: 'uuid' }),
  status: Type.Literal('in_progress'),
  caller_number: Type.Union([Type.String(), Type.Null()]),
  caller_hash: Type.Union([Type.String(), Type.Null()]),
  called_number: Type.Union([Type.String(), Type.Null()]),
  direction: Direction,
  started_at: DateTime,
});

export const CompleteCallBody = Type.Object(
  {
    status: Type.Optional(
      Type.Union([Type.Literal('completed'), Type.Literal('missed'), Type.Literal('failed')], {
        description: 'Final status; default `completed`.',
      }),
    ),
    duration_seconds: Type.Integer({ minimum: 0, maximum: 86_400 }),
    outcome: Outcome,
    summary: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
    sentiment: Type.Optional(Type.Union([Sentiment, Type.Null()])),
    had_error: Type.Optional(Type.Boolean({ default: false })),
    transcript: Type.Optional(Type.Array(TranscriptTurnSchema, { maxItems: 2000 })),
    callback_requested: Type.Optional(Type.Boolean({ default: false })),
    message: Type.Optional(
      Type.Union([
        Type.Object(
          {
            text: Type.String({ minLength: 1, maxLength: 2000 }),
            urgent: Type.Optional(Type.Boolean({ description: 'Default false.' })),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ]),
    ),
    unanswered_questions: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 50 }),
    ),
    ended_at: Type.Optional(Type.String({ format: 'date-time', description: 'Default: now.' })),
  },
  { additionalProperties: false },
);

export const CompleteCallResponse = Type.Object({
  call: CallDetail,
  side_effects: Type.Object({
    minutes_counted: Type.Integer({ description: 'Usage minutes of this call (duration rounded up).' }),
    events: Type.Array(Type.String()),
    sms: Type.Array(Type.String({ description: 'Kinds of SMS queued.' })),
    owner_emailed: Type.Boolean(),
    notification_id: Type.Union([Type.String(), Type.Null()]),
    follow_up_id: Type.Union([Type.String(), Type.Null()]),
    missed_question_ids: Type.Array(Type.String()),
  }),
});

export const CallIdParams = Type.Object({ id: Type.String({ description: 'Call id (UUID)' }) });

/** Query parameters (`status`, `outcome`, `direction`, `created_after`, `created_before`, `had_error`, `q`, and the dashboard's `has_message`, `urgent`, `caller`) → list filters; shared by the dashboard list, its CSV export and v2. */
export function callFiltersOf(q: {
  status?: CallFilters['status'];
  outcome?: CallFilters['outcome'];
  direction?: CallFilters['direction'];
  created_after?: string;
  created_before?: string;
  had_error?: boolean;
  q?: string;
  has_message?: boolean;
  urgent?: boolean;
  caller?: string;
}): CallFilters {
  const callerDigits = q.caller?.replace(/\D/g, '');
  return {
    status: q.status,
    outcome: q.outcome,
    direction: q.direction,
    createdAfter: q.created_after ? new Date(q.created_after) : undefined,
    createdBefore: q.created_before ? new Date(q.created_before) : undefined,
    hadError: q.had_error,
    q: q.q?.trim() || undefined,
    hasMessage: q.has_message,
    urgent: q.urgent,
    caller: callerDigits || undefined,
  };
}
