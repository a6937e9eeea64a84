import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { purgeExpiredTranscripts, RetentionJob } from '../../src/workers/retention.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { injector, makeCall, receptionTenant } from './setup.js';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString();

describe('transcript retention', () => {
  let t: TestApp;
  const clock = new ManualClock(NOW);
  let inject: ReturnType<typeof injector>;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    inject = injector(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const transcriptOf = async (id: string) => {
    const [r] = await t.db.select().from(calls).where(eq(calls.id, id));
    return r!;
  };

  it('purges transcripts older than each tenant’s retention (90 days by default), keeps the records', async () => {
    const a = await receptionTenant(t); // default 90 days
    const b = await receptionTenant(t);
    const put = await inject('PUT', `/tenants/${b.tenant.id}/settings`, b.owner.auth, {
      transcript_retention_days: 30,
    });
    expect(put.statusCode).toBe(200);
    const at = async (x: typeof a, days: number) =>
      (
        await makeCall(
          t,
          x,
          { ended_at: daysAgo(days) },
          { started_at: new Date(Date.parse(daysAgo(days)) - 60_000).toISOString() },
        )
      ).id;
    const a100 = await at(a, 100);
    const a60 = await at(a, 60);
    const a10 = await at(a, 10);
    const b60 = await at(b, 60);
    const b10 = await at(b, 10);

    const job = new RetentionJob({ db: t.db, clock, log: t.app.log });
    expect(await job.runOnce()).toBe(2);
    expect((await transcriptOf(a100)).transcript).toBeNull();
    expect((await transcriptOf(a100)).transcriptPurgedAt).toEqual(NOW);
    expect((await transcriptOf(b60)).transcript).toBeNull();
    for (const id of [a60, a10, b10]) expect((await transcriptOf(id)).transcript).toHaveLength(2);

    // The record is still there, with its summary, through the dashboard.
    const d = await inject('GET', `/calls/${a100}`, a.owner.auth);
    expect(d.statusCode).toBe(200);
    expect(d.json()).toMatchObject({
      transcript: null,
      transcript_purged_at: NOW.toISOString(),
      summary: 'Pytanie o godziny otwarcia',
      outcome: 'answered_faq',
    });
    // Nothing more to do at the same moment.
    expect(await job.runOnce()).toBe(0);

    // Move the clock 31 days: A's 60-day-old call crosses 90 days, B's 10-day-old one crosses 30.
    clock.set(new Date(NOW.getTime() + 31 * DAY));
    try {
      expect(await purgeExpiredTranscripts(t.db, clock.now())).toBe(2);
      expect((await transcriptOf(a60)).transcript).toBeNull();
      expect((await transcriptOf(b10)).transcript).toBeNull();
      expect((await transcriptOf(a10)).transcript).toHaveLength(2);
    } finally {
      clock.set(NOW);
    }
  });

  it('runs on a schedule: at start, then every interval, until stopped', async () => {
    const job = new RetentionJob({ db: t.db, clock, log: t.app.log, intervalMs: 40 });
    job.start();
    await new Promise((r) => setTimeout(r, 500));
    await job.stop();
    const runs = job.runs;
    expect(runs).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 120));
    expect(job.runs).toBe(runs);
  });
});
