import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from '../../db/columns.js';

export const RECORDING_STATUSES = ['pending', 'stored', 'failed', 'absent', 'purged'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

/**
 * The recording of a call (Twilio `<Start><Recording>`): announced by Twilio's recording-status
 * callback (`pending`), downloaded from Twilio and kept in the recordings storage (`stored`,
 * `storage_key`), removed with the call's retention (`purged`: the object is deleted, the row
 * says when). One recording per call. When the call or its tenant is deleted, the purge job
 * deletes the object and then the row.
 */
export const callRecordings = pgTable(
  'call_recordings',
  {
    id: idColumn(),
    // No foreign keys on purpose: the row is the ledger of an object in the storage and must
    // outlive a deleted call or tenant until the purge job has removed the object (then it goes).
    tenantId: uuid().notNull(),
    callId: uuid().notNull(),
    /** Twilio's `RecordingSid` (`RE` and 32 hex digits). */
    providerRecordingId: text().notNull(),
    status: text().$type<RecordingStatus>().notNull().default('pending'),
    /** Where the media is in the storage (data folder or bucket): `recordings/{tenant}/{call}.mp3`. */
    storageKey: text(),
    contentType: text(),
    sizeBytes: integer(),
    durationSeconds: integer(),
    failure: text(),
    createdAt: createdAt(),
    storedAt: ts(),
    purgedAt: ts(),
  },
  (t) => [
    index('call_recordings_tenant_idx').on(t.tenantId),
    uniqueIndex('call_recordings_call_uq').on(t.callId),
    uniqueIndex('call_recordings_provider_uq').on(t.providerRecordingId),
    check(
      'call_recordings_status_chk',
      sql`${t.status} in ('pending', 'stored', 'failed', 'absent', 'purged')`,
    ),
  ],
);
