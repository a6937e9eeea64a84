import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** One benchmark target (bench/server.ts) in its own process, listening. */
export interface RunningTarget {
  child: ChildProcess;
  port: number;
  keys: string[];
  /** Its PostgreSQL database (null on PGlite). */
  database: string | null;
}

/**
 * Starts bench/server.ts (`kind` on `engine`, PostgreSQL at `pgUrl`) with `env` added to this
 * process's, and waits for its `BENCH {port, keys}` line. Its later output (the service's log
 * lines) is read and dropped, as a log collector would take it.
 */
export async function startTarget(
  kind: string,
  engine: string,
  pgUrl: string,
  env: Record<string, string> = {},
): Promise<RunningTarget> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts', kind, engine, pgUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('BENCH ')) resolve(line.slice(6));
    });
    child.once('exit', (code) => reject(new Error(`${kind}/${engine} server exited with ${code}`)));
  });
  lines.removeAllListeners('line');
  return { child, ...(JSON.parse(first) as { port: number; keys: string[]; database: string | null }) };
}

/** Stops a target (SIGTERM: it closes and drops its own database) and waits for it to exit. */
export async function stopTarget(t: { child: ChildProcess }) {
  const exited = new Promise((r) => t.child.once('exit', r));
  t.child.kill('SIGTERM');
  await exited;
}
