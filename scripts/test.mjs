#!/usr/bin/env node
// Runs the suite on the embedded PGlite (always), then again against the PostgreSQL server
// of TEST_DATABASE_URL (with Redis at REDIS_URL) when it is set. Prints one closing line:
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const extra = process.argv.slice(2);
// TEST_CLOCK_OFFSET (e.g. `+365d`, `-30d`): the PGlite pass runs under libfaketime with the
// machine's clock moved by that much, so a test that depends on today's date fails the day it
// is written. The PostgreSQL pass stays on the real clock (the server is not under faketime).
const clockOffset = process.env.TEST_CLOCK_OFFSET?.trim() || '';
if (clockOffset && spawnSync('faketime', ['-f', clockOffset, 'true']).status !== 0) {
  process.stderr.write(
    `TEST_CLOCK_OFFSET=${clockOffset} needs libfaketime's \`faketime\` (Debian package faketime): apt-get install faketime\n`,
  );
  process.exit(1);
}
const dir = mkdtempSync(path.join(tmpdir(), 'recepcja-test-'));
const runs = [
  {
    name: `PGlite, in-process counters${clockOffset ? `, clock moved ${clockOffset}` : ''}`,
    env: { TEST_DATABASE_URL: '', REDIS_URL: '' },
    faketime: clockOffset,
    // Two files at a time even on two cores (vitest's default there is one): the browser tests
    // spend most of their time waiting on Chromium and the service, other processes.
    args: ['--maxWorkers=2'],
  },
];
if (process.env.TEST_DATABASE_URL) {
  runs.push({
    name: `PostgreSQL server${process.env.REDIS_URL ? ' and Redis' : ''}, without the browser tests and the dev callers`,
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL, REDIS_URL: process.env.REDIS_URL ?? '' },
    // The dashboard's browser tests (test/e2e) run once, in the first pass: they test the pages
    // over the same API whose every route the second pass runs on the server. Two files at a
    // time here too: each file has its own database on the server and its own rate-limit
    // namespace in Redis (test/helpers/app.ts), and most of a file's time is spent waiting on
    // the server.
    // The development callers of #21 (test/voice/dev-eval-*.test.ts, 1,000 scripted calls) run
    // once too, in the first pass: they judge the receptionist's rules, which do not depend on
    // the database engine; the voice routes and the booking rules beneath them run here in
    // test/voice and test/calls, and the evaluation sets are measured on this server
    // (`npm run bench:voice`).
    args: ['--exclude=test/e2e/**', '--exclude=test/voice/dev-eval-*.test.ts', '--maxWorkers=2'],
  });
}

function firstLine(messages) {
  const m = (messages ?? [])[0] ?? '';
  return m.split('\n')[0].slice(0, 300);
}

let passed = 0;
let failed = 0;
/** The failed tests of every pass, printed again at the very end (CI shows the tail of the log). */
const failures = [];
let exitCode = 0;
for (const [i, run] of runs.entries()) {
  const out = path.join(dir, `run-${i}.json`);
  process.stdout.write(`\n=== Test run ${i + 1}/${runs.length}: ${run.name} ===\n`);
  const env = { ...process.env, ...run.env };
  for (const [k, v] of Object.entries(run.env)) if (!v) delete env[k];
  const vitest = [
    process.execPath,
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
    ...(run.args ?? []),
    ...extra,
  ];
  const [command, ...args] = run.faketime ? ['faketime', '-f', run.faketime, ...vitest] : vitest;
  const r = spawnSync(command, args, { stdio: 'inherit', env });
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTests ?? 0);
    if (report.numTotalTests === 0) exitCode = 1;
    for (const file of report.testResults ?? []) {
      const name = path.relative(process.cwd(), file.name);
      const bad = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of bad)
        failures.push(`[pass ${i + 1}] ${name} > ${t.fullName}: ${firstLine(t.failureMessages)}`);
      if (file.status === 'failed' && bad.length === 0) {
        // A hook (beforeAll, afterAll) or the file itself failed: no test is marked failed.
        failed += 1;
        failures.push(`[pass ${i + 1}] ${name}: ${file.message || 'a hook or the file failed (see above)'}`);
      }
    }
  } catch {
    failed += 1;
    failures.push(`[pass ${i + 1}] no report (vitest exited with ${r.status})`);
  }
  if (r.status !== 0) exitCode = r.status ?? 1;
}
rmSync(dir, { recursive: true, force: true });
if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
