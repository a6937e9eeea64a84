import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type Database,
  MIGRATIONS_DIR,
  openPostgres,
  PGLITE_OPTIONS,
  pgliteDatabase,
} from '../../src/db/client.js';

export const usingServer = () => Boolean(process.env.TEST_DATABASE_URL);

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of `TEST_DATABASE_URL`, dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = await migratedSnapshot();
    return pgliteDatabase(await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: snapshot }));
  }
  const template = await migratedTemplate(url);
  const name = `recepcja_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await retryWhileBusy(() => admin.query(`create database "${name}" template "${template}"`));
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = openPostgres(target.toString(), { max: 60, applicationName: 'recepcja-test' });
  return {
    ...db,
    async close() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/**
 * A freshly migrated PGlite data folder, as a tarball kept in the temporary folder and named by
 * the migrations' and PGlite's contents: the first test file to need it creates it (an empty
 * in-memory PGlite, every migration, `dumpDataDir`), every other file of this and later runs
 * loads it. Loading skips PGlite's `initdb` and the migrations: about 1 s instead of 4 s per
 * test database on a busy machine, for the hundreds a suite run opens.
 */
let snapshot: Promise<Blob> | undefined;
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = path.join(tmpdir(), `recepcja-pglite-${migrationsHash(true)}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      // Not made yet (or unreadable): make it, and publish it whole (rename is atomic).
    }
    const client = await PGlite.create(PGLITE_OPTIONS);
    await pgliteDatabase(client).migrate();
    const blob = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
    await rename(partial, file).catch(() => unlink(partial).catch(() => {}));
    // Snapshots of other migrations, untouched for a day, are left over from older trees.
    for (const f of await readdir(tmpdir()).catch(() => [] as string[])) {
      const other = path.join(tmpdir(), f);
      if (!/^recepcja-pglite-[0-9a-f]{16}\.tar$/.test(f) || other === file) continue;
      const s = await stat(other).catch(() => undefined);
      if (s && Date.now() - s.mtimeMs > 86_400_000) await unlink(other).catch(() => {});
    }
    return blob;
  })();
  return snapshot;
}

/** The migrations' contents (and PGlite's version, for a PGlite snapshot), hashed: 16 hex digits. */
function migrationsHash(withPglite: boolean): string {
  const hash = createHash('sha256');
  if (withPglite)
    hash.update(readFileSync(path.join(MIGRATIONS_DIR, '../node_modules/@electric-sql/pglite/package.json')));
  for (const dir of [MIGRATIONS_DIR, path.join(MIGRATIONS_DIR, 'meta')])
    for (const f of readdirSync(dir).sort())
      if (f.endsWith('.sql') || f === '_journal.json') hash.update(f).update(readFileSync(path.join(dir, f)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated database on the test server to clone test databases from (`create database …
 * template …`, about 0.1 s, where creating and migrating took 1 s), named by the migrations'
 * contents. The first process to need it migrates a database of its own and renames it into
 * place; a process that loses that race drops its copy. Nothing connects to the template after.
 */
let template: Promise<string> | undefined;
function migratedTemplate(url: string): Promise<string> {
  template ??= (async () => {
    const name = `recepcja_template_${migrationsHash(false)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 1) return name;
      const own = `recepcja_template_new_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database "${own}"`);
      const target = new URL(url);
      target.pathname = `/${own}`;
      const db = openPostgres(target.toString(), { max: 2, applicationName: 'recepcja-test-template' });
      try {
        await db.migrate();
      } finally {
        await db.close();
      }
      try {
        await retryWhileBusy(() => admin.query(`alter database "${own}" rename to "${name}"`));
      } catch (err) {
        // Another process published it first (42P04 duplicate_database).
        if ((err as { code?: string }).code !== '42P04') throw err;
        await admin.query(`drop database if exists "${own}" with (force)`);
      }
      return name;
    } finally {
      await admin.end();
    }
  })();
  return template;
}

/**
 * Runs `op` again while the server answers 55006 (object_in_use: a database still has a session,
 * e.g. a pool's connection that is closing), for up to 5 s.
 */
async function retryWhileBusy<T>(op: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await op();
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || i >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
