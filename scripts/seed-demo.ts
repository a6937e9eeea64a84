/**
 * `npm run seed:demo [-- --reset-password]`: the demo account and live Business tenant
 * (src/modules/demo/demo.seed.ts), and everything needed to try it printed: sign-in e-mail and
 * password, the live and test API keys, the demo number and the `npm run call` line.
 *
 * When the service answers at its configured address (PUBLIC_BASE_URL, or http://HOST:PORT),
 * the service seeds its own database (`POST /internal/demo/seed` with the internal key from
 * INTERNAL_API_KEY or DATA_DIR/secrets.json). Otherwise the script opens the configured
 * database itself (DATABASE_URL, or the embedded one in DATA_DIR, whose lock it takes) after
 * applying the migrations.
 *
 * Idempotent: a second run creates nothing, says the account exists and how to sign in, and
 * rotates the demo keys (the old ones are revoked; keys are shown only when created).
 */
import { pathToFileURL } from 'node:url';
import { ConfigError, parseConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { DataDirLockedError } from '../src/db/data-lock.js';
import { DEMO_BUSINESS, type SeedResult, seedDemo } from '../src/modules/demo/demo.seed.js';
import { internalClient, internalKeyOf, ServiceError, serviceAnswers } from './running-service.js';

export { DEMO_EMAIL, DEMO_NUMBER, type SeedResult, seedDemo } from '../src/modules/demo/demo.seed.js';

/** What the command prints; `appUrl` is the dashboard's address (APP_URL, else the service's). */
export function describeSeed(r: SeedResult, baseUrl: string, appUrl = baseUrl): string {
  const lines = r.created
    ? [`Demo account created: ${DEMO_BUSINESS} (Business, live).`]
    : [`The demo account already exists (${DEMO_BUSINESS}); nothing was added.`];
  lines.push(
    `Sign in at ${appUrl} (or POST ${baseUrl}/auth/login with form fields username and password):`,
    `  e-mail:   ${r.email}`,
  );
  if (r.password) lines.push(`  password: ${r.password}`);
  else
    lines.push(
      '  password: the one printed when it was created (run `npm run seed:demo -- --reset-password` for a new one)',
    );
  lines.push(
    `Tenant id: ${r.tenantId}`,
    'API keys (shown once; the previous demo keys are revoked):',
    `  live: ${r.liveKey}`,
    `  test: ${r.testKey}`,
    `Try: curl -H "Authorization: Bearer ${r.testKey}" ${baseUrl}/v2/calls`,
    `Demo phone number: ${r.phoneNumber}`,
    `Call the receptionist: npm run call -- --to ${r.phoneNumber}`,
    `API docs: ${baseUrl}/docs`,
  );
  return `${lines.join('\n')}\n`;
}

interface SeedResponse {
  created: boolean;
  email: string;
  password: string | null;
  user_id: string;
  tenant_id: string;
  phone_number: string;
  live_key: string;
  test_key: string;
  knowledge_chunks: number;
}

/** The seed run by the service at `baseUrl`. */
export async function seedThroughService(
  baseUrl: string,
  key: string,
  resetPassword: boolean,
): Promise<SeedResult> {
  const r = await internalClient(baseUrl, key)<SeedResponse>('/internal/demo/seed', {
    reset_password: resetPassword,
  });
  return {
    created: r.created,
    email: r.email,
    password: r.password,
    userId: r.user_id,
    tenantId: r.tenant_id,
    phoneNumber: r.phone_number,
    liveKey: r.live_key,
    testKey: r.test_key,
    knowledgeChunks: r.knowledge_chunks,
  };
}

async function main() {
  let database: Database | undefined;
  try {
    const config = parseConfig(process.env);
    const resetPassword = process.argv.includes('--reset-password');
    let result: SeedResult;
    if (await serviceAnswers(config.publicBaseUrl)) {
      const key = await internalKeyOf(config);
      if (!key)
        throw new ServiceError(
          `The service answers at ${config.publicBaseUrl} but no internal key was found: set INTERNAL_API_KEY (or DATA_DIR to the service's data folder)`,
        );
      result = await seedThroughService(config.publicBaseUrl, key, resetPassword);
      process.stdout.write(`(seeded through the running service at ${config.publicBaseUrl})\n`);
    } else {
      database = await openDatabase(config);
      await database.migrate();
      result = await seedDemo(database, config, { resetPassword });
    }
    process.stdout.write(describeSeed(result, config.publicBaseUrl, config.appUrl));
  } catch (err) {
    process.stderr.write(
      `${
        err instanceof ConfigError || err instanceof DataDirLockedError
          ? err.message
          : `Demo data failed: ${(err as Error).message}`
      }\n`,
    );
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
