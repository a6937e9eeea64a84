/**
 * Requests start in the order they arrived, one per turn of the event loop, on the embedded
 * engine (issue #25 item 4).
 *
 * PGlite runs every statement synchronously on the thread that also reads the sockets. Under
 * load the event loop is busy running statements, and the requests it reads in one turn all
 * start at once, ahead of connections whose bytes arrive a moment later. Nothing waits in order:
 * measured at 50 connections, a bare Fastify + PGlite handler served its median request in
 * 156 ms and its slowest in 4.2–4.9 s (p99 1.3–1.5 s), and a handler that only burns 2.5 ms of
 * CPU did the same (p99 0.6 s, max 3.4 s), so the unfairness is in how a saturated Node server
 * picks up requests, not in the engine.
 *
 * Here each request's start waits for the one before it to have started and for one more turn
 * of the event loop (`setImmediate`), so the sockets are read between two starts and new requests
 * queue behind the ones already waiting. The turn is taken at the start only: a request holds
 * nothing while it runs, so a transaction waiting for the engine cannot block another request's
 * turn. Measured on the same bare handler: p99 1.1 s → 0.27 s, max 3.9 s → 0.5 s, at 8 % less
 * throughput (docs/performance.md). PostgreSQL runs statements off the thread; there the gate is
 * not installed.
 */

import { setImmediate as nextTurn } from 'node:timers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const embeddedFairness = fp(
  async (app: FastifyInstance) => {
    let last: Promise<void> = Promise.resolve();
    app.addHook('onRequest', (_request, _reply, done) => {
      const turn = last.then(() => new Promise<void>((resolve) => nextTurn(resolve)));
      last = turn;
      void turn.then(() => done());
    });
  },
  { name: 'embedded-fairness' },
);
