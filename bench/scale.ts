/**
 * `npm run bench:scale` (issue #25, item 5): `GET /v2/calls?limit=50` served by one service
 * process, then by two, on one PostgreSQL database and one Redis (rate limits and the
 * principal cache's revocations shared, as several instances run in production).
 *
 * Both processes are the real service (bench/server.ts `app`, API only: the workers run
 * elsewhere) on the same seeded database (BENCH_SHARED_DB). In each round, the load is first
 * sent to one process with C connections, then split over the two (C/2 each, two autocannon
 * instances at once, requests summed); the order alternates from round to round. Reported: the
 * median req/s and p99 with the spread, and the two/one ratio per round.
 *
 * The load generator, PostgreSQL, Redis and the service processes share this machine's cores:
 * a second process can only add what the cores left over allow (see docs/performance.md).
 *
 * Env: BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres),
 * REDIS_URL (default redis://127.0.0.1:6379), BENCH_DURATION seconds (default 10),
 * BENCH_CONNECTIONS (list, default `20,50`), BENCH_ROUNDS (default 3), BENCH_LOG_LEVEL.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import autocannon, { type Request as AcRequest } from 'autocannon';
import pg from 'pg';
import { postgresReachable } from './postgres.js';
import { type RunningTarget, startTarget, stopTarget } from './target.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '20,50').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Proc = RunningTarget;

const start = (db: string) =>
  startTarget('app', 'postgres', PG_URL, { BENCH_SHARED_DB: db, BENCH_REDIS_URL: REDIS_URL });

async function load(p: Proc, connections: number, offset: number) {
  let i = offset;
  return autocannon({
    url: `http://127.0.0.1:${p.port}`,
    connections,
    duration: DURATION,
    requests: [
      {
        method: 'GET',
        path: '/v2/calls?limit=50',
        setupRequest: (req: AcRequest) => {
          i++;
          return { ...req, headers: { authorization: `Bearer ${p.keys[i % p.keys.length]}` } };
        },
      },
    ],
  });
}

interface Sample {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function one(p: Proc, c: number): Promise<Sample> {
  const r = await load(p, c, 0);
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

async function two(a: Proc, b: Proc, c: number): Promise<Sample> {
  // The keys' rate limits are counted in Redis, across both processes (well under the plan's limit).
  const [ra, rb] = await Promise.all([load(a, Math.ceil(c / 2), 0), load(b, Math.floor(c / 2), 50)]);
  return {
    rps: ra.requests.average + rb.requests.average,
    p99: Math.max(ra.latency.p99, rb.latency.p99),
    non2xx: ra.non2xx + rb.non2xx,
    errors: ra.errors + ra.timeouts + rb.errors + rb.timeouts,
  };
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return { median: s[Math.floor(s.length / 2)]!, min: s[0]!, max: s[s.length - 1]! };
};
const fmt = (xs: number[], digits = 0) => {
  const s = stats(xs);
  return `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
};

if (!(await postgresReachable(PG_URL))) {
  process.stdout.write('PostgreSQL not reachable: nothing to measure.\n');
  process.exit(0);
}
const db = `recepcja_bench_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
// The first process creates, migrates and seeds the database; the second finds it ready.
const a = await start(db);
const b = await start(db);
const loads: number[] = [];
try {
  process.stdout.write(`${cpus().length} cores; ${ROUNDS} rounds × ${DURATION} s per measurement\n`);
  const results = new Map<number, { one: Sample[]; two: Sample[] }>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const c of CONNECTIONS) {
      const r = results.get(c) ?? { one: [], two: [] };
      results.set(c, r);
      const order = round % 2 === 1 ? (['one', 'two'] as const) : (['two', 'one'] as const);
      for (const which of order) {
        const before = loadavg()[0]!;
        const s = which === 'one' ? await one(a, c) : await two(a, b, c);
        loads.push(before, loadavg()[0]!);
        r[which].push(s);
        process.stdout.write(
          `c=${c} round ${round} ${which === 'one' ? '1 process ' : '2 processes'} ${Math.round(s.rps)} req/s  p99 ${s.p99} ms  non-2xx ${s.non2xx}  errors ${s.errors}  load ${before.toFixed(2)}→${loadavg()[0]!.toFixed(2)}\n`,
        );
      }
    }
  }
  process.stdout.write(
    '\n| c | processes | req/s | p99 ms | non-2xx |\n|---|---|---|---|---|\n' +
      [...results]
        .flatMap(([c, r]) =>
          (['one', 'two'] as const).map(
            (w) =>
              `| ${c} | ${w === 'one' ? 1 : 2} | ${fmt(r[w].map((s) => s.rps))} | ${fmt(r[w].map((s) => s.p99))} | ${r[w].reduce((n, s) => n + s.non2xx, 0)} |`,
          ),
        )
        .join('\n') +
      '\n\n',
  );
  for (const [c, r] of results)
    process.stdout.write(
      `ratio c=${c}: two processes / one = ${fmt(
        r.two.map((s, i) => s.rps / r.one[i]!.rps),
        2,
      )} (per round)\n`,
    );
  process.stdout.write(`load average (1 min) during the run: ${fmt(loads, 1)}\n`);
} finally {
  await Promise.all([a, b].map(stopTarget));
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`drop database if exists "${db}" with (force)`);
  await c.end();
}
