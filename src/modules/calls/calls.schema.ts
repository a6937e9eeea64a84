import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts, updatedAt } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.schema.js';

export const CALL_OUTCOMES = [
  'booked',
  'answered_faq',
  'transferred',
  'callback',
  'hung_up',
  'failed',
  'no_action',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const;
export const CALL_STATUSES = ['in_progress', 'completed', 'missed', 'failed'] as const;
/** `analysis_status` of a call as answered; only `pending`, `done` and `failed` are stored. */
export const ANALYSIS_STATUSES = ['none', 'pending', 'done', 'failed'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/**
 * A call's `analysis_status`: the stored one (the LLM brain's analysis), else `done` when the
 * built-in values are there (final at completion) and `none` when the call has no analysis.
 */
export function analysisStatusOf(r: {
  analysis: Record<string, unknown> | null;
  analysisStatus: string | null;
}): AnalysisStatus {
  return (r.analysisStatus as AnalysisStatus | null) ?? (r.analysis ? 'done' : 'none');
}
export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;

/** What became of a transfer to a member of staff (see `calls.transfer`). */
export const TRANSFER_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'no_answer',
  'busy',
  'failed',
  'canceled',
  'dialed',
] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export interface CallTransfer {
  /** The number the call was put through to (E.164). */
  to: string;
  department: string | null;
  /** Announced first (a whisper the callee accepts or declines) or put straight through. */
  warm: boolean;
  status: TransferStatus;
  /** When the status was reached (ISO 8601). */
  at: string;
}

export interface TranscriptTurn {
  role: 'caller' | 'assistant';
  text: string;
  at: string;
}

/** A call record: opened by the voice engine, completed once, read by every surface. */
export const calls = pgTable(
  'calls',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    callerNumber: text(),
    /** Salted SHA-256 of the caller number (per-caller daily cap without keeping the number). */
    callerHash: text(),
    calledNumber: text(),
    direction: text().$type<(typeof CALL_DIRECTIONS)[number]>().notNull().default('inbound'),
    status: text().$type<(typeof CALL_STATUSES)[number]>().notNull().default('in_progress'),
    outcome: text().$type<CallOutcome>(),
    durationSeconds: integer(),
    sentiment: text().$type<(typeof SENTIMENTS)[number]>(),
    summary: text(),
    hadError: boolean().notNull().default(false),
    transcript: jsonb().$type<TranscriptTurn[]>(),
    callbackRequested: boolean().notNull().default(false),
    callbackResolvedAt: ts(),
    teamNote: text(),
    /** A message the caller left for the business (null: none). */
    messageText: text(),
    messageUrgent: boolean(),
    /**
     * Answered while the tenant's simultaneous calls were at its plan's limit: the caller was told
     * the lines are busy and offered to leave a message. Not counted among the simultaneous calls.
     */
    overflow: boolean().notNull().default(false),
    /** Post-call analysis: the tenant's fields (Business+) with the values found, null when unknown. */
    analysis: jsonb().$type<Record<string, string | number | boolean | null>>(),
    /**
     * The LLM brain's post-call analysis (`call.analyze` outbox message): `pending` until it ends,
     * then `done` or `failed` (the built-in values kept). Null: no such analysis (see `analysisStatusOf`).
     */
    analysisStatus: text().$type<(typeof ANALYSIS_STATUSES)[number]>(),
    /** A transfer to a member of staff in this call and what became of it (null: none). */
    transfer: jsonb().$type<CallTransfer>(),
    /** When the retention job removed the transcript (the record itself is kept). */
    transcriptPurgedAt: ts(),
    startedAt: ts().notNull().defaultNow(),
    endedAt: ts(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('calls_direction_check', sql`${t.direction} in ('inbound','outbound')`),
    check('calls_status_check', sql`${t.status} in ('in_progress','completed','missed','failed')`),
    check(
      'calls_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in ('booked','answered_faq','transferred','callback','hung_up','failed','no_action')`,
    ),
    check(
      'calls_analysis_status_check',
      sql`${t.analysisStatus} is null or ${t.analysisStatus} in ('pending','done','failed')`,
    ),
    check(
      'calls_sentiment_check',
      sql`${t.sentiment} is null or ${t.sentiment} in ('positive','neutral','negative')`,
    ),
    index('calls_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('calls_tenant_caller_hash_idx').on(t.tenantId, t.callerHash, t.startedAt),
    index('calls_tenant_started_idx').on(t.tenantId, t.startedAt),
  ],
);
