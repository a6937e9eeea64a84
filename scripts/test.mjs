#!/usr/bin/env node
// Runs the suite on the embedded PGlite (always), then again against the PostgreSQL server
// of TEST_DATABASE_URL (with Redis at REDIS_URL) when it is set. Prints one closing line:
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const extra = process.argv.slice(2);
const dir = mkdtempSync(path.join(tmpdir(), 'recepcja-test-'));
const runs = [{ name: 'PGlite, in-process counters', env: { TEST_DATABASE_URL: '', REDIS_URL: '' } }];
if (process.env.TEST_DATABASE_URL) {
  runs.push({
    name: `PostgreSQL server${process.env.REDIS_URL ? ' and Redis' : ''}`,
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL, REDIS_URL: process.env.REDIS_URL ?? '' },
  });
}

let passed = 0;
let failed = 0;
let exitCode = 0;
for (const [i, run] of runs.entries()) {
  const out = path.join(dir, `run-${i}.json`);
  process.stdout.write(`\n=== Test run ${i + 1}/${runs.length}: ${run.name} ===\n`);
  const env = { ...process.env, ...run.env };
  for (const [k, v] of Object.entries(run.env)) if (!v) delete env[k];
  const r = spawnSync(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...extra,
    ],
    { stdio: 'inherit', env },
  );
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTests ?? 0);
    if (report.numTotalTests === 0) exitCode = 1;
  } catch {
    failed += 1;
  }
  if (r.status !== 0) exitCode = r.status ?? 1;
}
rmSync(dir, { recursive: true, force: true });
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
