import { ConfigError, parseConfig } from '../config.js';
import { openDatabase } from './client.js';
import { DataDirLockedError } from './data-lock.js';

/** `npm run migrate`: applies the committed SQL migrations to the configured database. */
try {
  const config = parseConfig(process.env);
  const database = await openDatabase(config);
  await database.migrate();
  await database.close();
  process.stdout.write(`Migrations applied (${database.engine}).\n`);
} catch (err) {
  process.stderr.write(
    `${err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : `Migration failed: ${(err as Error).message}`}\n`,
  );
  process.exit(1);
}
