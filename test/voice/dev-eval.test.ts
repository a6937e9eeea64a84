/**
 * The development callers of issue #21 (`eval/dev.ts`, written for tuning; the held-out sets
 * are never read here): each on a fresh evaluation clinic, judged as the evaluation judges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { EVAL_NOW } from './eval/clinic.js';
import { DEV } from './eval/dev.js';
import { runCaller, setUpClinic } from './eval/run.js';

describe('development callers of issue #21', () => {
  let t: TestApp;
  const clock = new ManualClock(EVAL_NOW);
  beforeAll(async () => {
    t = await createTestApp({ clock, redis: false });
  });
  afterAll(async () => {
    await t.close();
  });

  for (const caller of DEV)
    it(`${caller.id} (${caller.kind})`, async () => {
      const c = await setUpClinic(t);
      const r = await runCaller(t, clock, c, caller);
      const why = r.ok
        ? ''
        : `${r.problems.join('; ')}\n${r.transcript.map((x) => `  > ${x.caller}\n  < ${x.reply}`).join('\n')}`;
      expect(why).toBe('');
    });
});
