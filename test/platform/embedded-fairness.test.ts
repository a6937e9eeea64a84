import { setImmediate as nextTurn } from 'node:timers';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedFairness } from '../../src/platform/embedded-fairness.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

/**
 * Twelve requests sent at once to a handler that holds the thread (as a PGlite statement does):
 * the turn of the event loop each one started in, counted by a `setImmediate` ticker.
 */
async function startsOf(withGate: boolean) {
  const app = Fastify();
  if (withGate) await app.register(embeddedFairness);
  const started: { n: number; tick: number }[] = [];
  let tick = 0;
  let ticking = true;
  const ticker = () => {
    tick++;
    if (ticking) nextTurn(ticker);
  };
  nextTurn(ticker);
  app.get('/work/:n', async (request) => {
    started.push({ n: Number((request.params as { n: string }).n), tick });
    const until = performance.now() + 2;
    while (performance.now() < until) {
      // holds the thread
    }
    return { ok: true };
  });
  try {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => app.inject(`/work/${n}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    return started;
  } finally {
    ticking = false;
    await app.close();
  }
}

describe('requests on the embedded engine start in arrival order, one per turn of the event loop', () => {
  it('without the gate, requests read together start in the same turn; with it, each in a turn of its own, in order', async () => {
    const without = await startsOf(false);
    expect(new Set(without.map((s) => s.tick)).size).toBeLessThan(without.length);

    const gated = await startsOf(true);
    expect(gated.map((s) => s.n)).toEqual(Array.from({ length: 12 }, (_, n) => n));
    for (let i = 1; i < gated.length; i++) expect(gated[i]!.tick).toBeGreaterThan(gated[i - 1]!.tick);
  });

  describe('the service', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('installs the gate on PGlite only, and answers concurrent requests through it', async () => {
      expect(t.app.hasPlugin('embedded-fairness')).toBe(t.database.engine === 'pglite');
      const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject('/health')));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    });
  });
});
