import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (user + system, seconds) from Linux's /proc, for the benchmarks' "CPU per request":
 * on a machine with few cores the targets, PostgreSQL and the load generator share them, and
 * throughput follows the CPU a request costs all of them together. Null where /proc is not there.
 */
const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux this runs on

function ticksOf(pid: string): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are 14 and 15.
    const after = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(after[11]) + Number(after[12]);
  } catch {
    return null; // gone meanwhile
  }
}

/** CPU seconds of one process so far (its threads included), null when unknown. */
export function processCpu(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const t = ticksOf(String(pid));
  return t === null ? null : t / TICKS_PER_SECOND;
}

/**
 * CPU seconds so far of the PostgreSQL server's backends connected to `database` (on this
 * machine; their process title names the database), null without /proc. Backends that ended
 * are not counted: take the figure across a stretch in which the target's pool stays open.
 */
export function backendsCpu(database: string): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of pids) {
    let title: string;
    try {
      title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!title.startsWith('postgres: ') || !title.includes(` ${database} `)) continue;
    ticks += ticksOf(pid) ?? 0;
  }
  return ticks / TICKS_PER_SECOND;
}
