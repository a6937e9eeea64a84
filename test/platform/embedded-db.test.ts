import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { execRows, openDatabase } from '../../src/db/client.js';

describe('the embedded database (PGlite in DATA_DIR)', () => {
  it('keeps a 16 MB buffer pool, not PostgreSQL’s 128 MB default, after a restart too', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'recepcja-embedded-'));
    try {
      for (let start = 0; start < 2; start++) {
        const database = await openDatabase({ databaseUrl: undefined, dataDir: dir });
        try {
          expect(database.engine).toBe('pglite');
          const [row] = await execRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
          expect(row?.shared_buffers).toBe('16MB');
        } finally {
          await database.close();
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
