import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** The lock file in DATA_DIR: the pid of the one process that has the embedded database open. */
export const LOCK_FILE = 'recepcja.lock';

/** A second process tried to open a DATA_DIR another live process holds. Its message is the one line to print. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `${dataDir} is in use by another Recepcja process${pid ? ` (pid ${pid})` : ''}: stop it, or point DATA_DIR elsewhere`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Lock files this process holds (path → release), so that a pid equal to ours is told apart from a stale one. */
const held = new Map<string, () => void>();

/** Whether a process of this pid exists (EPERM: it does, but belongs to someone else). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const n = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * The live process (other than this one) that holds `dataDir`'s lock, or null. Only looks:
 * `npm start` asks before loading anything, so a second process stops at once with the one
 * line; opening the database still takes the lock for real ({@link acquireDataDirLock}).
 */
export function dataDirLockHolder(dataDir: string): number | null {
  const pid = readPid(path.resolve(dataDir, LOCK_FILE));
  return pid !== null && pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * Takes the exclusive lock of `dataDir` (the embedded database's folder): a file holding this
 * process's pid, created with O_EXCL. A lock whose pid is no longer alive (a crashed or killed
 * process) is taken over. Throws {@link DataDirLockedError} while another live process holds it.
 * Returns the release function (idempotent); the lock is also released when the process exits.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, LOCK_FILE);
  if (held.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(file)) return register(file);
    const pid = readPid(file);
    // A pid equal to ours that this process does not hold is a leftover (e.g. pid 1 in a restarted container).
    if (pid !== null && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
    if (pid === null) {
      // Being written right now by its creator, or garbage: give the creator a moment.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
      if (readPid(file) !== null) continue;
    }
    // Stale: move it aside atomically (only one taker wins the rename), check it was the stale
    // lock we judged and not a new owner's, then retry the exclusive create.
    const aside = `${file}.stale.${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const moved = readPid(aside);
    if (moved !== pid) {
      // Another process took it over in between: put its lock back (link fails if one exists again).
      try {
        linkSync(aside, file);
      } catch {
        /* a newer lock is in place already */
      }
      unlinkSafe(aside);
      throw new DataDirLockedError(dataDir, moved);
    }
    unlinkSafe(aside);
  }
  throw new DataDirLockedError(dataDir, readPid(file));
}

function unlinkSafe(file: string) {
  try {
    unlinkSync(file);
  } catch {
    /* already gone */
  }
}

function register(file: string): () => void {
  const release = () => {
    if (held.get(file) !== release) return;
    held.delete(file);
    process.removeListener('exit', release);
    // Only our own lock is removed (never one a later owner took over after ours was judged stale).
    if (readPid(file) === process.pid) unlinkSafe(file);
  };
  held.set(file, release);
  process.on('exit', release);
  return release;
}
