/**
 * The development callers of issue #21 (`dev.ts`, written for tuning; the held-out sets are
 * never read here): each on a fresh evaluation clinic, judged as the evaluation judges.
 *
 * They run in `DEV_SHARDS` files (`test/voice/dev-eval-N.test.ts`), every Nth caller in each:
 * one file of 1,000 callers ran for many minutes in a single worker, and being a small file it
 * was scheduled last (vitest starts the larger files first when it has no timings cached, as on
 * a fresh checkout), so the other worker sat idle while it ran. Shards share the two workers.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { ManualClock } from '../../helpers/clock.js';
import { EVAL_NOW } from './clinic.js';
import { DEV } from './dev.js';
import { runCaller, setUpClinic } from './run.js';

export const DEV_SHARDS = 6;

/** Declares the tests of shard `index` (1…DEV_SHARDS): callers whose position is index-1 modulo DEV_SHARDS. */
export function devShard(index: number): void {
  const callers = DEV.filter((_, i) => i % DEV_SHARDS === index - 1);
  describe(`development callers of issue #21, shard ${index} of ${DEV_SHARDS}`, () => {
    let t: TestApp;
    const clock = new ManualClock(EVAL_NOW);
    beforeAll(async () => {
      t = await createTestApp({ clock, redis: false });
    });
    afterAll(async () => {
      await t.close();
    });

    it('is one of exactly DEV_SHARDS shard files, so no caller is left out', () => {
      const dir = fileURLToPath(new URL('..', import.meta.url));
      const files = readdirSync(dir).filter((f) => /^dev-eval-\d+\.test\.ts$/.test(f));
      expect(files.sort()).toEqual(
        Array.from({ length: DEV_SHARDS }, (_, i) => `dev-eval-${i + 1}.test.ts`).sort(),
      );
    });

    for (const caller of callers)
      it(`${caller.id} (${caller.kind})`, async () => {
        const c = await setUpClinic(t);
        const r = await runCaller(t, clock, c, caller);
        const why = r.ok
          ? ''
          : `${r.problems.join('; ')}\n${r.transcript.map((x) => `  > ${x.caller}\n  < ${x.reply}`).join('\n')}`;
        expect(why).toBe('');
      });
  });
}
