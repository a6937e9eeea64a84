import { spawn } from 'node:child_process';

/** `src/main.ts` in a child process with only `env` (and PATH), its output collected. */
export function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => {
    stdout += d;
  });
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

/**
 * Waits until `ready` finds what it needs in the process's output (its value is returned), or
 * fails with everything the process printed: when it exits first, or after `timeoutMs`
 * (loading the service takes seconds, more on a busy machine).
 */
export async function whenStarted<T>(
  p: ReturnType<typeof startMain>,
  what: string,
  ready: (out: string) => T | undefined,
  timeoutMs = 150_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = ready(p.out());
    if (found !== undefined) return found;
    if (p.child.exitCode !== null) throw new Error(`${what} exited early:\n${p.out()}${p.err()}`);
    if (Date.now() > until) throw new Error(`${what} did not start:\n${p.out()}${p.err()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
