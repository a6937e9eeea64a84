/**
 * `npm run bench:api` (the first part of `npm run bench`): requests/s and latency of
 * `GET /v2/calls?limit=50` and `POST /v2/appointments` on PGlite and on PostgreSQL, for the real service and for a bare
 * Fastify route running the same SQL through the raw driver (node-postgres or PGlite), with
 * the ratio. Each target runs in its own process (bench/server.ts); autocannon runs here.
 *
 * Env: BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * `none` skips PostgreSQL), BENCH_DURATION seconds per measurement (default 10),
 * BENCH_CONNECTIONS (default 10), BENCH_ENGINES (`pglite,postgres`), BENCH_ROUTES (`GET,POST`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon, { type Request as AcRequest } from 'autocannon';
import { postgresReachable } from './postgres.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

interface Target {
  child: ChildProcess;
  port: number;
  keys: string[];
}

async function start(kind: 'app' | 'bare', engine: 'pglite' | 'postgres'): Promise<Target> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts', kind, engine, PG_URL], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${kind}/${engine} server exited with ${code}`)));
  });
  const info = JSON.parse(first) as { port: number; keys: string[] };
  return { child, ...info };
}

async function stop(t: Target) {
  const exited = new Promise((r) => t.child.once('exit', r));
  t.child.kill('SIGTERM');
  await exited;
}

interface Row {
  engine: string;
  route: string;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(t: Target, route: 'GET' | 'POST'): Promise<Omit<Row, 'engine' | 'target'>> {
  let i = 0;
  const dayMs = 86_400_000;
  const base = Math.ceil(Date.now() / dayMs) * dayMs + dayMs; // a future UTC midnight
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
  const r = await autocannon({
    url: `http://127.0.0.1:${t.port}`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [request],
  });
  return {
    route: route === 'GET' ? 'GET /v2/calls?limit=50' : 'POST /v2/appointments',
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

const wanted = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const engines: ('pglite' | 'postgres')[] = [];
if (wanted.includes('pglite')) engines.push('pglite');
if (wanted.includes('postgres')) {
  if (await postgresReachable(PG_URL)) engines.push('postgres');
  else process.stdout.write('PostgreSQL not reachable: measuring PGlite only.\n');
}
const routes = (process.env.BENCH_ROUTES ?? 'GET,POST')
  .split(',')
  .filter((r): r is 'GET' | 'POST' => r === 'GET' || r === 'POST');

const rows: Row[] = [];
for (const engine of engines) {
  for (const kind of ['app', 'bare'] as const) {
    const target = await start(kind, engine);
    try {
      for (const route of routes) {
        const m = await measure(target, route);
        rows.push({ engine, target: kind === 'app' ? 'service' : 'bare Fastify + driver', ...m });
        process.stdout.write(
          `${engine.padEnd(8)} ${m.route.padEnd(24)} ${(kind === 'app' ? 'service' : 'bare').padEnd(8)} ${String(m.rps).padStart(6)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms  non-2xx ${m.non2xx}  errors ${m.errors}\n`,
        );
      }
    } finally {
      await stop(target);
    }
  }
}

process.stdout.write(
  `\nconnections ${CONNECTIONS}, ${DURATION} s each; service = real app (API-key auth, rate limit, idempotency, Drizzle), bare = Fastify + raw driver, same SQL\n\n`,
);
process.stdout.write(
  '| engine | route | target | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|---|---|\n',
);
for (const r of rows)
  process.stdout.write(
    `| ${r.engine} | ${r.route} | ${r.target} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} |\n`,
  );
process.stdout.write('\n');
for (const engine of engines) {
  for (const route of ['GET /v2/calls?limit=50', 'POST /v2/appointments']) {
    const app = rows.find((r) => r.engine === engine && r.route === route && r.target === 'service');
    const bare = rows.find((r) => r.engine === engine && r.route === route && r.target !== 'service');
    if (app && bare && bare.rps > 0)
      process.stdout.write(
        `ratio ${engine} ${route}: service/bare = ${((app.rps / bare.rps) * 100).toFixed(1)}%${route.startsWith('GET') ? ' (target ≥ 70%)' : ''}\n`,
      );
  }
}
