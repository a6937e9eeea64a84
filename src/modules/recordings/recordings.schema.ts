import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from '../../db/columns.js';
import { calls } from '../calls/calls.schema.js';
import { tenants } from '../tenants/tenants.schema.js';

export const RECORDING_STATUSES = ['pending', 'stored', 'failed', 'absent', 'purged'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

/**
 * The recording of a call (Twilio `<Start><Recording>`): announced by Twilio's recording-status
 * callback (`pending`), downloaded from Twilio and kept in the recordings storage (`stored`,
 * `storage_key`), removed with the call's retention (`purged`: the object is deleted, the row
 * says when). One recording per call.
 */
export const callRecordings = pgTable(
  'call_recordings',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    callId: uuid()
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
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
