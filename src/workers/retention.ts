import { sql } from 'drizzle-orm';
import { type Db, execRows } from '../db/client.js';
import type { Clock } from '../platform/clock.js';

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const DEFAULT_RETENTION_DAYS = 90;
const BATCH = 1000;

export interface RetentionLog {
  info(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

/**
 * Purges call transcripts older than each tenant's retention (`transcript_retention_days` in
 * the tenant settings, 90 by default), measured from the end of the call (its start when it
 * never ended). The call record stays; `transcript` becomes null and `transcript_purged_at`
 * says when. Works in batches of rows locked with `SKIP LOCKED`, so several workers may run it.
 * Returns how many transcripts were purged.
 */
export async function purgeExpiredTranscripts(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await execRows<{ id: string }>(
      db,
      sql`update calls c set transcript = null, transcript_purged_at = ${now.toISOString()}::timestamptz
          where c.id in (
            select c2.id from calls c2 join tenants t on t.id = c2.tenant_id
            where c2.transcript is not null
              and coalesce(c2.ended_at, c2.started_at) < ${now.toISOString()}::timestamptz - make_interval(days =>
                case when jsonb_typeof(t.settings -> 'transcript_retention_days') = 'number'
                     then greatest(1, (t.settings ->> 'transcript_retention_days')::numeric::int)
                     else ${DEFAULT_RETENTION_DAYS} end)
            limit ${BATCH}
            for update of c2 skip locked)
          returning c.id`,
    );
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

/**
 * The hourly schedule of the purge: runs once at start, then every `intervalMs`. One run at a
 * time; a failed run is logged and the next one tries again. The timer does not keep the
 * process alive.
 */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  runs = 0;

  constructor(private readonly opts: { db: Db; clock: Clock; log: RetentionLog; intervalMs?: number }) {}

  /** One purge with the service clock; concurrent calls share the run in progress. */
  runOnce(): Promise<number> {
    if (this.running) return this.running;
    this.running = purgeExpiredTranscripts(this.opts.db, this.opts.clock.now())
      .then((n) => {
        this.runs += 1;
        if (n > 0) this.opts.log.info({ purged: n }, 'retention: call transcripts purged');
        return n;
      })
      .catch((err) => {
        this.opts.log.error({ err }, 'retention: purge failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  start() {
    if (this.timer) return;
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.opts.intervalMs ?? RETENTION_INTERVAL_MS);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
