/**
 * One migrated embedded database per test run, copied into each browser test file's DATA_DIR
 * (harness.ts). Each file's service used to create its own cluster (PGlite's initdb, in a child
 * process) and apply every migration: about 20 s of its 25-35 s start on a loaded 2-core machine,
 * the same work sixteen times. Now the first file to start a service makes the template with
 * `npm run migrate`'s code (src/db/migrate-cli.ts: the cluster, every migration, a clean close)
 * in this run's folder (global setup's `e2eRunDir`); every file copies the closed data folder
 * into its own empty DATA_DIR, and its service opens it and applies the migrations (none left)
 * through its usual start. Each file still has its own service and its own database.
 *
 * Made once per run and never kept for another: it is made under this run's clock (the child
 * inherits libfaketime's variables, TEST_CLOCK_OFFSET), as the services that open it run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { isAlive } from '../../src/db/data-lock.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * True when the cluster in `pgdata` was shut down cleanly: PostgreSQL's `DBState` in
 * global/pg_control (after the 8-byte system identifier and two 4-byte version numbers; PGlite's
 * WebAssembly writes it little-endian) is 1, DB_SHUTDOWNED. A folder copied in that state is a
 * complete cold copy, which the copy's server opens without recovery.
 */
async function shutDownCleanly(pgdata: string): Promise<boolean> {
  const control = await readFile(path.join(pgdata, 'global', 'pg_control'));
  return control.length >= 20 && control.readUInt32LE(16) === 1;
}

/** Takes the template's lock file (O_EXCL); a lock whose process is gone is removed first. */
async function takeLock(lock: string): Promise<boolean> {
  try {
    await writeFile(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const pid = Number(await readFile(lock, 'utf8').catch(() => ''));
  if (pid > 0 && !isAlive(pid)) await unlink(lock).catch(() => {});
  return false;
}

/** Everything a child process writes to stdout and stderr, interleaved, as it is so far. */
export function outputOf(child: ChildProcess): () => string {
  let out = '';
  const add = (d: Buffer | string) => {
    out += d;
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return () => out;
}

/** `npm run migrate` (src/db/migrate-cli.ts) on the embedded database of `dataDir`, in a child process. */
async function migrate(dataDir: string, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/db/migrate-cli.ts'], {
    env: { ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = outputOf(child);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (c) => resolve(c));
  });
  if (code !== 0) throw new Error(`making the migrated template database failed (exit ${code}):\n${out()}`);
}

/**
 * This run's migrated DATA_DIR (made by the first caller; the others wait for it), or undefined
 * outside a run with the global setup. `env` is the service's environment without its DATA_DIR.
 */
async function template(env: Record<string, string>, timeoutMs: number): Promise<string | undefined> {
  const runDir = inject('e2eRunDir');
  if (!runDir) return undefined;
  const done = path.join(runDir, 'pglite-template');
  const lock = `${done}.lock`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(done)) return done;
    if (await takeLock(lock)) {
      try {
        if (existsSync(done)) return done;
        // Made apart and renamed into place whole: a caller never sees a half-made template.
        const making = `${done}-${process.pid}-${randomBytes(4).toString('hex')}`;
        await migrate(making, env);
        if (!(await shutDownCleanly(path.join(making, 'pgdata'))))
          throw new Error(`the template database in ${making} was not shut down cleanly`);
        await rename(making, done);
        return done;
      } finally {
        await unlink(lock).catch(() => {});
      }
    }
    if (Date.now() > deadline)
      throw new Error(`the migrated template database was not ready within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/**
 * Puts a copy of this run's migrated embedded database into `dataDir` (a new, empty DATA_DIR),
 * making the template first if no file of the run has. Returns false, leaving `dataDir` empty
 * for the service to create its database itself, outside a run with the global setup.
 */
export async function copyMigratedDatabase(
  dataDir: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<boolean> {
  const from = await template(env, timeoutMs);
  if (!from) return false;
  await cp(path.join(from, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  return true;
}
