/**
 * Creates an embedded database cluster in the folder given as the first argument, then exits.
 * Run as a child process by `openPglite` when the folder holds no cluster yet (the service's
 * first start): PostgreSQL's `initdb` inside PGlite leaves the process that ran it about
 * 100 MB larger for good (allocator arenas and WebAssembly code it never gives back), so the
 * service opens the finished cluster in a process that never ran it.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './client.js';

const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('usage: pglite-init <data folder>\n');
  process.exit(2);
}
const client = await PGlite.create({ dataDir, ...PGLITE_OPTIONS });
await client.close();
