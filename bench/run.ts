/**
 * `npm run bench:api` (the first part of `npm run bench`): requests/s and latency of
 * `GET /v2/calls?limit=50` and `POST /v2/appointments` (with an `Idempotency-Key`) on PGlite
 * and on PostgreSQL, for the real service and for two baselines (bench/server.ts):
 *
 * - `bare`: a plain Fastify + driver handler serving the byte-identical answer (checked
 *   before measuring: the run stops when the bytes differ), no authentication;
 * - `bare+key`: the same with the API-key lookup.
 *
 * The ratio is service / bare (and service / bare+key beside it). All three targets run at
 * once, each in its own process; the measurements alternate between them, round after round
 * (the order rotated every round), and the report gives the median with the spread (min–max)
 * over the rounds, and the load average (1 min) before and after each measurement: the
 * machine is shared, the figures move with what else runs.
 *
 * Env: BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * `none` skips PostgreSQL), BENCH_DURATION seconds per measurement (default 10),
 * BENCH_CONNECTIONS (list, default `10,50`), BENCH_ROUNDS (default 3), BENCH_ENGINES
 * (`pglite,postgres`), BENCH_ROUTES (`GET,POST`), BENCH_TARGETS (`app,bare,bare-key`),
 * BENCH_LOG_LEVEL (the service's, default `info`), BENCH_WARMUP (seconds each target serves
 * each route before the first round, not recorded: default 3, 0 for none).
 *
 * Beside each measurement, the CPU it cost per request (from /proc, on Linux): the target's
 * process, its PostgreSQL backends (its own database's) and the load generator. On a machine
 * with few cores these share the cores, so throughput follows their sum.
 */
import { loadavg } from 'node:os';
import autocannon, { type Request as AcRequest } from 'autocannon';
import { backendsCpu, processCpu } from './cpu.js';
import { postgresReachable } from './postgres.js';
import { type RunningTarget, startTarget, stopTarget } from './target.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Seconds each target serves each route before the first round, not recorded (JIT, pools, caches). */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

type Kind = 'app' | 'bare' | 'bare-key';
type Engine = 'pglite' | 'postgres';
type Route = 'GET' | 'POST';
const LABEL: Record<Kind, string> = { app: 'service', bare: 'bare', 'bare-key': 'bare+key' };

interface Target extends RunningTarget {
  kind: Kind;
}

const start = async (kind: Kind, engine: Engine): Promise<Target> => ({
  kind,
  ...(await startTarget(kind, engine, PG_URL)),
});
const stop = stopTarget;

/** Each target's answer to the same GET, byte for byte: the baselines must serve what the service serves. */
async function assertSameBytes(targets: Target[]) {
  const bodies = await Promise.all(
    targets.map(async (t) => {
      const r = await fetch(`http://127.0.0.1:${t.port}/v2/calls?limit=50`, {
        headers: { authorization: `Bearer ${t.keys[0]}` },
      });
      return { t, status: r.status, type: r.headers.get('content-type'), body: await r.text() };
    }),
  );
  const [ref] = bodies;
  for (const b of bodies) {
    if (b.status !== 200 || b.body !== ref!.body || b.type !== ref!.type) {
      process.stderr.write(
        `The answers differ: ${LABEL[ref!.t.kind]} (${ref!.status}, ${ref!.type}, ${ref!.body.length} bytes) and ${LABEL[b.t.kind]} (${b.status}, ${b.type}, ${b.body.length} bytes)\n${ref!.body.slice(0, 600)}\n${b.body.slice(0, 600)}\n`,
      );
      throw new Error('bench: the baseline does not serve the service’s bytes');
    }
  }
  process.stdout.write(`bytes: the ${bodies.length} targets answer the same ${ref!.body.length} bytes\n`);
}

interface Row {
  engine: Engine;
  route: Route;
  connections: number;
  kind: Kind;
  round: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  loadBefore: number;
  loadAfter: number;
  /** CPU ms per request: the target's process, its PostgreSQL backends, the load generator (null: unknown). */
  cpuTarget: number | null;
  cpuDb: number | null;
  cpuLoad: number;
}

let measurement = 0;
async function measure(t: Target, route: Route, connections: number, duration = DURATION) {
  let i = 0;
  const dayMs = 86_400_000;
  // A future UTC midnight, 200 days further for every measurement: no two bookings overlap.
  const base = (Math.ceil(Date.now() / dayMs) + 1 + 200 * measurement++) * dayMs;
  const run = Math.random().toString(36).slice(2, 8);
  const keyFor = () => t.keys[i % t.keys.length]!;
  const request =
    route === 'GET'
      ? {
          method: 'GET',
          path: '/v2/calls?limit=50',
          setupRequest: (req: AcRequest) => {
            i++;
            return { ...req, headers: { authorization: `Bearer ${keyFor()}` } };
          },
        }
      : {
          method: 'POST',
          path: '/v2/appointments',
          setupRequest: (req: AcRequest) => {
            const n = i++;
            return {
              ...req,
              headers: {
                authorization: `Bearer ${keyFor()}`,
                'content-type': 'application/json',
                'idempotency-key': `bench-${run}-${n}`,
              },
              body: JSON.stringify({
                start_time: new Date(base + n * 5 * 60_000).toISOString(),
                duration_minutes: 5,
                patient_name: `Bench ${n}`,
              }),
            };
          },
        };
  const loadBefore = loadavg()[0]!;
  const targetBefore = processCpu(t.child.pid);
  const dbBefore = t.database ? backendsCpu(t.database) : null;
  const loadGenBefore = process.cpuUsage();
  const r = await autocannon({
    url: `http://127.0.0.1:${t.port}`,
    connections,
    duration,
    requests: [request],
  });
  const loadGen = process.cpuUsage(loadGenBefore);
  const targetAfter = processCpu(t.child.pid);
  const dbAfter = t.database ? backendsCpu(t.database) : null;
  const n = Math.max(1, r.requests.total);
  const perRequest = (before: number | null, after: number | null) =>
    before === null || after === null || after < before ? null : (1000 * (after - before)) / n;
  return {
    cpuTarget: perRequest(targetBefore, targetAfter),
    cpuDb: perRequest(dbBefore, dbAfter),
    cpuLoad: (loadGen.user + loadGen.system) / 1000 / n,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    loadBefore,
    loadAfter: loadavg()[0]!,
  };
}

const wanted = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const engines: Engine[] = [];
if (wanted.includes('pglite')) engines.push('pglite');
if (wanted.includes('postgres')) {
  if (await postgresReachable(PG_URL)) engines.push('postgres');
  else process.stdout.write('PostgreSQL not reachable: measuring PGlite only.\n');
}
const routes = (process.env.BENCH_ROUTES ?? 'GET,POST')
  .split(',')
  .filter((r): r is Route => r === 'GET' || r === 'POST');
const kinds = (process.env.BENCH_TARGETS ?? 'app,bare,bare-key')
  .split(',')
  .filter((k): k is Kind => k === 'app' || k === 'bare' || k === 'bare-key');

const rows: Row[] = [];
const fmtLoad = (r: Row) => `${r.loadBefore.toFixed(2)}→${r.loadAfter.toFixed(2)}`;
const ms = (x: number | null) => (x === null ? '?' : x.toFixed(3));
/** CPU per request: the target's process + its PostgreSQL backends + the load generator. */
const fmtCpu = (r: Row) =>
  `${ms(r.cpuTarget)} + ${r.engine === 'pglite' ? '(in process)' : ms(r.cpuDb)} + ${ms(r.cpuLoad)}`;
for (const engine of engines) {
  const targets: Target[] = [];
  try {
    for (const kind of kinds) targets.push(await start(kind, engine));
    await assertSameBytes(targets);
    if (WARMUP > 0)
      for (const route of routes)
        for (const t of targets) await measure(t, route, Math.max(...CONNECTIONS), WARMUP);
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of routes) {
        for (const connections of CONNECTIONS) {
          // Rotated every round: no target always runs first, or right after another.
          for (let j = 0; j < targets.length; j++) {
            const t = targets[(j + round) % targets.length]!;
            const m = await measure(t, route, connections);
            const row: Row = { engine, route, connections, kind: t.kind, round, ...m };
            rows.push(row);
            process.stdout.write(
              `${engine.padEnd(8)} ${route.padEnd(4)} c=${String(connections).padEnd(3)} round ${round + 1} ${LABEL[t.kind].padEnd(8)} ${String(m.rps).padStart(6)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms  non-2xx ${m.non2xx}  errors ${m.errors}  load ${fmtLoad(row)}  CPU ms/req ${fmtCpu(row)}\n`,
            );
          }
        }
      }
    }
  } finally {
    for (const t of targets) await stop(t);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const spread = (xs: number[], digits = 0) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;
/** Medians of the CPU per request over the rounds (see `fmtCpu`). */
const cpuCell = (rs: Row[]) => {
  const med = (pick: (r: Row) => number | null) => {
    const xs = rs.map(pick).filter((x): x is number => x !== null);
    return xs.length ? median(xs) : null;
  };
  const target = med((r) => r.cpuTarget);
  const dbCpu = med((r) => r.cpuDb);
  const load = med((r) => r.cpuLoad);
  const sum =
    target === null || load === null || (dbCpu === null && rs[0]!.engine === 'postgres')
      ? null
      : target + (dbCpu ?? 0) + load;
  return `${ms(target)} + ${rs[0]!.engine === 'pglite' ? '(in process)' : ms(dbCpu)} + ${ms(load)} = ${ms(sum)}`;
};
const ROUTE_NAME: Record<Route, string> = {
  GET: 'GET /v2/calls?limit=50',
  POST: 'POST /v2/appointments',
};

process.stdout.write(
  `\n${ROUNDS} rounds × ${DURATION} s per measurement, targets alternating; median (min–max); load = 1-min load average before→after, ${process.env.BENCH_LOG_LEVEL ?? 'info'} log level for the service\n\n`,
);
process.stdout.write(
  '| engine | route | c | target | req/s | p50 ms | p99 ms | non-2xx | load | CPU ms/req: target + PostgreSQL + load generator |\n|---|---|---|---|---|---|---|---|---|---|\n',
);
for (const engine of engines)
  for (const route of routes)
    for (const c of CONNECTIONS)
      for (const kind of kinds) {
        const rs = rows.filter(
          (r) => r.engine === engine && r.route === route && r.connections === c && r.kind === kind,
        );
        if (!rs.length) continue;
        const loads = rs.flatMap((r) => [r.loadBefore, r.loadAfter]);
        process.stdout.write(
          `| ${engine} | ${ROUTE_NAME[route]} | ${c} | ${LABEL[kind]} | ${spread(rs.map((r) => r.rps))} | ${spread(rs.map((r) => r.p50))} | ${spread(rs.map((r) => r.p99))} | ${rs.reduce((n, r) => n + r.non2xx, 0)} | ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} | ${cpuCell(rs)} |\n`,
        );
      }
process.stdout.write('\n');
for (const engine of engines)
  for (const route of routes)
    for (const c of CONNECTIONS)
      for (const base of ['bare', 'bare-key'] as const) {
        // One ratio per round: the service against the baseline measured next to it.
        const ratios: number[] = [];
        const p99s: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const at = (kind: Kind) =>
            rows.find(
              (r) =>
                r.engine === engine &&
                r.route === route &&
                r.connections === c &&
                r.kind === kind &&
                r.round === round,
            );
          const app = at('app');
          const b = at(base);
          if (app && b && b.rps > 0) {
            ratios.push(app.rps / b.rps);
            if (b.p99 > 0) p99s.push(app.p99 / b.p99);
          }
        }
        if (ratios.length)
          process.stdout.write(
            `ratio ${engine} ${ROUTE_NAME[route]} c=${c}: service/${LABEL[base]} = ${spread(ratios, 2)}, p99 service/${LABEL[base]} = ${spread(p99s, 2)}\n`,
          );
      }
