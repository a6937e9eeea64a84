// Regenerates the typed client's types (packages/client/src/schema.ts) from the document the
// service publishes outside development: `npm run client:generate`.
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app.js';
import { parseConfig, type ResolvedConfig } from '../src/config.js';
import { openPglite } from '../src/db/client.js';
import { CLIENT_SCHEMA_FILE, clientSchemaSource } from './client-source.js';

const database = await openPglite(undefined);
const config = parseConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'x'.repeat(32),
  INTERNAL_API_KEY: 'x'.repeat(32),
  CI_STATUS_TOKEN: 'x'.repeat(32),
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64url'),
}) as ResolvedConfig;
const app = await buildApp({ config, database });
await app.ready();
writeFileSync(CLIENT_SCHEMA_FILE, await clientSchemaSource(app.swagger()));
await app.close();
await database.close();
process.stdout.write(`Client types written to ${CLIENT_SCHEMA_FILE}\n`);
