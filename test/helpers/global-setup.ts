import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { isAlive } from '../../src/db/data-lock.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A temporary folder of this test run, removed at its end (see below). */
    e2eRunDir: string;
  }
}

/** This run's temporary folders in the system's: recepcja-run-<pid of the vitest process>-<random>. */
const RUN_DIR = /^recepcja-run-(\d+)-/;

/**
 * Builds the dashboard when it is out of date (the browser tests load it from web/dist, as
 * `npm start` serves it), makes this run's temporary folder (`e2eRunDir`: the browser tests'
 * migrated template database, test/e2e/pglite-template.ts; removed when the run ends, and left
 * behind by an interrupted earlier run removed here), and drops databases left behind by an
 * interrupted earlier run on the test server.
 */
export default async function globalSetup(project: TestProject) {
  // @ts-expect-error: a plain JavaScript build script, without types
  const { buildWeb } = await import('../../scripts/build-web.mjs');
  await buildWeb({ quiet: true });
  for (const f of await readdir(tmpdir()).catch(() => [] as string[])) {
    const pid = Number(RUN_DIR.exec(f)?.[1]);
    if (pid && !isAlive(pid)) await rm(path.join(tmpdir(), f), { recursive: true, force: true });
  }
  const runDir = await mkdtemp(path.join(tmpdir(), `recepcja-run-${process.pid}-`));
  project.provide('e2eRunDir', runDir);
  const url = process.env.TEST_DATABASE_URL;
  if (url) await dropLeftoverDatabases(url);
  return async () => {
    await rm(runDir, { recursive: true, force: true });
  };
}

async function dropLeftoverDatabases(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query<{ datname: string }>(
    "select datname from pg_database where datname like 'recepcja_test_%' or datname like 'recepcja_template_new_%'",
  );
  for (const r of rows) {
    // recepcja_test_<pid>_<hex>, or a template being made: recepcja_template_new_<pid>_<hex>.
    const pid = Number(r.datname.split('_').at(-2));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (!alive) await c.query(`drop database if exists "${r.datname}" with (force)`).catch(() => {});
  }
  await c.end();
}
