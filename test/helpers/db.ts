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
  PGLITE_EXTENSIONS,
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
    return pgliteDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: snapshot }));
  }
  const name = `recepcja_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = openPostgres(target.toString(), { max: 60, applicationName: 'recepcja-test' });
  await db.migrate();
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
    const hash = createHash('sha256');
    hash.update(readFileSync(path.join(MIGRATIONS_DIR, '../node_modules/@electric-sql/pglite/package.json')));
    for (const dir of [MIGRATIONS_DIR, path.join(MIGRATIONS_DIR, 'meta')])
      for (const f of readdirSync(dir).sort())
        if (f.endsWith('.sql') || f === '_journal.json')
          hash.update(f).update(readFileSync(path.join(dir, f)));
    const file = path.join(tmpdir(), `recepcja-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      // Not made yet (or unreadable): make it, and publish it whole (rename is atomic).
    }
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
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
