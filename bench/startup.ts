/**
 * `npm run bench:startup`: how long `npm start` takes on a fresh clone, and on later starts.
 *
 * Clones the committed HEAD into a temporary folder (a fresh clone, as a newcomer has it),
 * links this checkout's node_modules into it (the time of `npm install` is not counted), then
 * runs `npm start` there with the embedded database in a new DATA_DIR and measures the time
 * until `/health/ready` answers 200: the first start (build, database created, all migrations)
 * and then later starts on the same folder. It also records the longest silence: the longest
 * gap between two lines of output before ready. Targets (issue 16): first start ready within
 * 30 s, later starts within 8 s, never silent for long.
 *
 * BENCH_STARTS (default 3) later starts are measured after the first; BENCH_ROUNDS (default 1)
 * repeats the whole (a new clone each round).
 *
 * Idle memory (issue #25, item 4): BENCH_IDLE_S (default 30) seconds after ready, the resident
 * memory (VmRSS, Linux's /proc) of the service's process (the `node` that runs dist/main.js)
 * and, apart, of its children (the tool server). 0 skips it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/helpers/net.js';

const repo = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const laterStarts = Number(process.env.BENCH_STARTS ?? 3);
const idleSeconds = Number(process.env.BENCH_IDLE_S ?? 30);

interface Start {
  readyMs: number;
  longestSilenceMs: number;
  lines: number;
  /** Resident MB of the service's process and of each of its children, `idleSeconds` after ready. */
  idle?: { serviceMb: number; childrenMb: number[] };
}

/** Each process's parent and command line, from /proc. */
function processTable(): { pid: number; ppid: number; cmd: string }[] {
  const rows: { pid: number; ppid: number; cmd: string }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      rows.push({ pid: Number(name), ppid, cmd });
    } catch {
      // The process ended while the table was read.
    }
  }
  return rows;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

/** The resident memory of the service below `root` (npm → sh → node dist/main.js) and its children. */
function idleMemory(root: number): Start['idle'] {
  const table = processTable();
  const below = (pid: number): number[] =>
    table.filter((p) => p.ppid === pid).flatMap((p) => [p.pid, ...below(p.pid)]);
  const tree = new Set(below(root));
  const service = table.find(
    (p) => tree.has(p.pid) && p.cmd.includes('dist/main.js') && p.cmd.startsWith('node'),
  );
  if (!service) return undefined;
  const children = table.filter((p) => p.ppid === service.pid).map((p) => rssMb(p.pid));
  return { serviceMb: rssMb(service.pid), childrenMb: children };
}

async function start(cwd: string, dataDir: string): Promise<Start> {
  const port = await freePort();
  const began = performance.now();
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let last = began;
  let longestSilenceMs = 0;
  let lines = 0;
  const onOutput = (chunk: Buffer) => {
    const now = performance.now();
    longestSilenceMs = Math.max(longestSilenceMs, now - last);
    last = now;
    lines += chunk.toString().split('\n').filter(Boolean).length;
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (performance.now() - began > 300_000) throw new Error('not ready within 300 s');
      const ok = await fetch(`http://127.0.0.1:${port}/health/ready`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) {
        const readyMs = performance.now() - began;
        longestSilenceMs = Math.max(longestSilenceMs, performance.now() - last);
        if (idleSeconds <= 0) return { readyMs, longestSilenceMs, lines };
        await new Promise((r) => setTimeout(r, idleSeconds * 1000));
        return { readyMs, longestSilenceMs, lines, idle: idleMemory(child.pid!) };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    // npm runs the service in a child of its own: stop the whole group, then wait for it.
    const exited = new Promise((r) => child.once('exit', r));
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const fmt = (s: Start) =>
  `ready in ${(s.readyMs / 1000).toFixed(1)} s, longest silence ${(s.longestSilenceMs / 1000).toFixed(1)} s, ${s.lines} lines` +
  (s.idle
    ? `; idle ${idleSeconds} s after ready: service ${s.idle.serviceMb} MB RSS` +
      (s.idle.childrenMb.length ? ` (+ children ${s.idle.childrenMb.join(', ')} MB)` : '')
    : '');

const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo }).toString().trim();
console.log(`startup benchmark of ${head} (npm start on a fresh clone; node_modules linked, not installed)`);
for (let round = 1; round <= rounds; round++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'recepcja-startup-'));
  const clone = path.join(dir, 'clone');
  try {
    execFileSync('git', ['clone', '--quiet', repo, clone]);
    symlinkSync(path.join(repo, 'node_modules'), path.join(clone, 'node_modules'));
    const dataDir = path.join(clone, 'data');
    console.log(`round ${round}: first start  ${fmt(await start(clone, dataDir))}`);
    for (let i = 1; i <= laterStarts; i++) {
      console.log(`round ${round}: later start ${i} ${fmt(await start(clone, dataDir))}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
