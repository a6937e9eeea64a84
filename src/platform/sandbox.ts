/**
 * A parsing sandbox: untrusted files (uploaded documents, spreadsheets) are parsed in
 * `worker_threads` workers with a V8 heap cap (`resourceLimits`) and a wall-clock timeout, so a
 * hostile file can exhaust only its own worker, never the event loop or the heap of the process
 * that answers every tenant.
 *
 * - At most {@link SANDBOX_CONCURRENCY} jobs run at once in the whole process (the rest wait in
 *   a queue of at most {@link SANDBOX_QUEUE_MAX}; beyond it: 503 `parser_busy` with Retry-After),
 *   so N hostile uploads cannot pin every core.
 * - A worker is reused for the next job of the same script while it stays healthy; a worker that
 *   ran out of heap, crashed or overran the timeout is terminated and replaced.
 *
 * Locating the worker script: a module passes `new URL('./x.worker.js', import.meta.url)`. When
 * that file exists (the built `dist/`), it is started as is. When only the TypeScript source
 * exists (tsx, vitest), the `.ts` file is started through a small bootstrap that registers tsx
 * first (`--import tsx` in a worker's execArgv does not apply the loader on Node 20).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { AppError } from './errors.js';

/** Parsing jobs running at once in one process (the machine's cores stay free for requests). */
export const SANDBOX_CONCURRENCY = 2;
/** Jobs waiting for a free worker before new ones are refused with 503 `parser_busy`. */
export const SANDBOX_QUEUE_MAX = 20;
/** Limits of one parse of an untrusted file: heap of the worker and wall-clock time. */
export const PARSE_LIMITS: SandboxLimits = { heapMb: 256, timeoutMs: 15_000 };
/** Idle workers are ended after this long without a job. */
const IDLE_MS = 30_000;

export interface SandboxLimits {
  /** V8 old-generation heap of the worker, in MB. */
  heapMb: number;
  /** Wall-clock time of one job, in ms; the worker is terminated after it. */
  timeoutMs: number;
}

/** Why a job did not finish: the caller maps it to its own 422 wording. */
export class SandboxAbort extends Error {
  constructor(readonly reason: 'timeout' | 'memory' | 'crash') {
    super(`sandboxed job aborted: ${reason}`);
    this.name = 'SandboxAbort';
  }

  /** Why the parse stopped, in English and Polish, for the 4xx of the route that ran it. */
  explain(limits: SandboxLimits): { en: string; pl: string } | null {
    if (this.reason === 'timeout')
      return {
        en: `reading it took longer than ${limits.timeoutMs / 1000} seconds`,
        pl: `odczyt trwał dłużej niż ${limits.timeoutMs / 1000} sekund`,
      };
    if (this.reason === 'memory')
      return {
        en: `reading it needs more than ${limits.heapMb} MB of memory`,
        pl: `odczyt wymaga ponad ${limits.heapMb} MB pamięci`,
      };
    return null;
  }
}

interface SerializedAppError {
  status: number;
  code: string;
  message: string;
  messagePl: string;
  field: string | null;
  details?: Record<string, unknown>;
}

type Reply = { ok: true; result: unknown } | { ok: false; error: SerializedAppError | null; text?: string };

/** The way to start a worker script: the `.js` next to the module, else its `.ts` through tsx. */
export function workerEntry(url: URL): { script: string | URL; eval: boolean } {
  const path = fileURLToPath(url);
  if (existsSync(path)) return { script: url, eval: false };
  const ts = path.replace(/\.js$/, '.ts');
  if (!existsSync(ts)) throw new Error(`worker script not found: ${path}`);
  const tsxApi = tsxEsmApi();
  const target = pathToFileURL(ts).href;
  return {
    script: `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(target)}); })`,
    eval: true,
  };
}

/** The ESM build of tsx's register API (the CommonJS one cannot register hooks in a worker). */
function tsxEsmApi(): string {
  const pkg = createRequire(import.meta.url).resolve('tsx/package.json');
  const exp = JSON.parse(readFileSync(pkg, 'utf8')).exports?.['./esm/api']?.import?.default;
  return new URL(exp ?? './dist/esm/api/index.mjs', pathToFileURL(pkg)).href;
}

/* ---------------------------------------------------------------- concurrency */

let running = 0;
const waiting: (() => void)[] = [];

async function acquire(): Promise<void> {
  if (running < SANDBOX_CONCURRENCY) {
    running++;
    return;
  }
  if (waiting.length >= SANDBOX_QUEUE_MAX)
    throw new AppError(503, 'parser_busy', { headers: { 'retry-after': '10' } });
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/* ---------------------------------------------------------------- workers */

interface Idle {
  worker: Worker;
  timer: NodeJS.Timeout;
}
const idle = new Map<string, Idle[]>();

function spawn(url: URL, limits: SandboxLimits): Worker {
  const entry = workerEntry(url);
  const worker = new Worker(entry.script, {
    eval: entry.eval,
    resourceLimits: {
      maxOldGenerationSizeMb: limits.heapMb,
      maxYoungGenerationSizeMb: Math.min(32, Math.max(8, Math.floor(limits.heapMb / 8))),
      stackSizeMb: 4,
    },
    stdout: false,
    stderr: false,
  });
  return worker;
}

function takeIdle(key: string): Worker | undefined {
  const list = idle.get(key);
  const slot = list?.pop();
  if (!slot) return undefined;
  clearTimeout(slot.timer);
  return slot.worker;
}

function putIdle(key: string, worker: Worker) {
  const list = idle.get(key) ?? [];
  if (list.length >= SANDBOX_CONCURRENCY) {
    void worker.terminate();
    return;
  }
  worker.unref();
  const slot: Idle = {
    worker,
    timer: setTimeout(() => {
      const l = idle.get(key);
      const i = l?.indexOf(slot) ?? -1;
      if (l && i >= 0) l.splice(i, 1);
      void worker.terminate();
    }, IDLE_MS).unref(),
  };
  list.push(slot);
  idle.set(key, list);
}

/**
 * Runs one job in a worker of `url` (see {@link serveSandboxJobs}) under `limits`. The buffer is
 * copied and transferred to the worker. Resolves with the worker's result; an {@link AppError}
 * thrown in the worker is thrown here again; a timeout, an exhausted heap or a crash is a
 * {@link SandboxAbort}.
 */
export async function runSandboxed<T>(
  url: URL,
  job: Record<string, unknown>,
  buffer: Buffer,
  limits: SandboxLimits,
): Promise<T> {
  await acquire();
  try {
    const key = `${url.href}|${limits.heapMb}`;
    const worker = takeIdle(key) ?? spawn(url, limits);
    worker.ref();
    const data = new Uint8Array(buffer.length);
    data.set(buffer);
    const reply = await new Promise<Reply | SandboxAbort>((resolve) => {
      const done = (r: Reply | SandboxAbort) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(r);
      };
      const onMessage = (m: Reply) => done(m);
      const onError = (err: Error & { code?: string }) =>
        done(new SandboxAbort(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash'));
      const onExit = () => done(new SandboxAbort('crash'));
      const timer = setTimeout(() => done(new SandboxAbort('timeout')), limits.timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ job, data }, [data.buffer]);
    });
    if (reply instanceof SandboxAbort) {
      void worker.terminate();
      throw reply;
    }
    putIdle(key, worker);
    if (reply.ok) return reply.result as T;
    if (reply.error) {
      const e = reply.error;
      throw new AppError(e.status, e.code, {
        message: e.message,
        messagePl: e.messagePl,
        field: e.field,
        details: e.details,
      });
    }
    throw new SandboxAbort('crash');
  } finally {
    release();
  }
}

/**
 * The worker's side: answers each `{job, data}` message with the handler's result. An
 * {@link AppError} travels back as is; any other error as a crash (the caller's 422).
 */
export function serveSandboxJobs(handler: (job: Record<string, unknown>, data: Buffer) => Promise<unknown>) {
  if (isMainThread || !parentPort) throw new Error('serveSandboxJobs runs in a worker thread');
  const port = parentPort;
  port.on('message', async (m: { job: Record<string, unknown>; data: Uint8Array }) => {
    const buf = Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength);
    let reply: Reply;
    try {
      reply = { ok: true, result: await handler(m.job, buf) };
    } catch (err) {
      reply =
        err instanceof AppError
          ? {
              ok: false,
              error: {
                status: err.status,
                code: err.code,
                message: err.message,
                messagePl: err.messagePl,
                field: err.field,
                details: err.details,
              },
            }
          : { ok: false, error: null, text: String((err as Error)?.message ?? err) };
    }
    port.postMessage(reply);
  });
}
