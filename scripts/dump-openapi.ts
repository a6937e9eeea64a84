// Writes the generated OpenAPI document to a file (default openapi.json): `npx tsx scripts/dump-openapi.ts [file]`.
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app.js';
import { parseConfig, type ResolvedConfig } from '../src/config.js';
import { openPglite } from '../src/db/client.js';

const out = process.argv[2] ?? 'openapi.json';
const database = await openPglite(undefined);
const config = parseConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'x'.repeat(32),
  INTERNAL_API_KEY: 'x'.repeat(32),
  CI_STATUS_TOKEN: 'x'.repeat(32),
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64url'),
}) as ResolvedConfig;
const app = await buildApp({ config, database });
await app.ready();
writeFileSync(out, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();
process.stdout.write(`OpenAPI written to ${out}\n`);
