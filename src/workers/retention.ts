import { sql } from 'drizzle-orm';
import { type Db, execRows } from '../db/client.js';
import type { Clock } from '../platform/clock.js';
import { type JobLog, PeriodicJob } from './periodic.js';

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const DEFAULT_RETENTION_DAYS = 90;
const BATCH = 1000;

/**
 * Purges call transcripts older than each tenant's retention (`transcript_retention_days` in
 * the tenant settings, 90 by default), measured from the end of the call (its start when it
 * never ended). The call record stays; `transcript` becomes null and `transcript_purged_at`
 * says when; the copies sent to webhook endpoints that opted in (`include_transcript`) are
 * redacted in the stored delivery bodies the same way (`transcript: null`, `transcript_status:
 * "purged"`). Works in batches of rows locked with `SKIP LOCKED`, so several workers may run it.
 * Returns how many transcripts were purged.
 */
export async function purgeExpiredTranscripts(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await execRows<{ id: string }>(
      db,
      sql`with purged as (
          update calls c set transcript = null, transcript_purged_at = ${now.toISOString()}::timestamptz
          where c.id in (
            select c2.id from calls c2 join tenants t on t.id = c2.tenant_id
            where c2.transcript is not null
              and coalesce(c2.ended_at, c2.started_at) < ${now.toISOString()}::timestamptz - make_interval(days =>
                case when jsonb_typeof(t.settings -> 'transcript_retention_days') = 'number'
                     then greatest(1, (t.settings ->> 'transcript_retention_days')::numeric::int)
                     else ${DEFAULT_RETENTION_DAYS} end)
            limit ${BATCH}
            for update of c2 skip locked)
          returning c.id, c.tenant_id),
        redacted as (
          update webhook_deliveries d
          set body = (d.body::jsonb || '{"transcript":null,"transcript_status":"purged"}'::jsonb)::text
          where d.event_type = 'call.completed'
            and d.tenant_id in (select tenant_id from purged)
            and d.body like '%"transcript_status":"available"%'
            and d.body::jsonb ->> 'call_id' in (select id::text from purged)
          returning d.id)
        select id from purged`,
    );
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

/** The hourly schedule of the purge (see `PeriodicJob`): once at start, then every `intervalMs`. */
export class RetentionJob extends PeriodicJob {
  constructor(opts: { db: Db; clock: Clock; log: JobLog; intervalMs?: number }) {
    super(
      {
        name: 'retention: call transcripts purged',
        intervalMs: opts.intervalMs ?? RETENTION_INTERVAL_MS,
        run: (now) => purgeExpiredTranscripts(opts.db, now),
      },
      opts,
    );
  }
}
