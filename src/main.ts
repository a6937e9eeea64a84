import { existsSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { ConfigError, parseConfig } from './config.js';
import { DataDirLockedError, dataDirLockHolder } from './db/data-lock.js';
import { resolveSecrets } from './secrets.js';

// Only what is needed to read the configuration is imported up front: the service itself (a few
// hundred modules) is loaded below, after the first line of progress has been printed.

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  let parsed: ReturnType<typeof parseConfig>;
  try {
    parsed = parseConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  // A second process on the embedded database's folder stops before anything else, in one line.
  const holder = parsed.databaseUrl ? null : dataDirLockHolder(parsed.dataDir);
  if (holder !== null) fail(new DataDirLockedError(parsed.dataDir, holder).message);
  const { config, generated } = await resolveSecrets(parsed);

  // Progress while anything slow happens (loading, creating the embedded database, migrating),
  // in the same JSON lines as the service's log.
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const boot = pino({ level: config.logLevel });
  const pgdata = path.join(config.dataDir, 'pgdata');
  boot.info('starting Recepcja: loading the service…');
  const [
    { openDatabase },
    { buildApp, outboxHandlers, scheduledWork },
    { Redis },
    lifecycle,
    outbox,
    workers,
  ] = await Promise.all([
    import('./db/client.js'),
    import('./app.js'),
    import('ioredis'),
    import('./lifecycle.js'),
    import('./platform/outbox.js'),
    Promise.all([import('./workers/periodic.js'), import('./workers/retention.js')]),
  ]);
  const { createShutdown } = lifecycle;
  const { OutboxWorker, PRODUCTION_WORKER } = outbox;
  const [{ PeriodicJob }, { RetentionJob }] = workers;

  boot.info(
    { startup_ms: elapsed() },
    config.databaseUrl
      ? 'service loaded; connecting to DATABASE_URL…'
      : existsSync(pgdata)
        ? `service loaded; opening the embedded database in ${config.dataDir}…`
        : `service loaded; first start: creating the embedded database in ${config.dataDir} (takes a little longer)…`,
  );
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, (message) => boot.info({ startup_ms: elapsed() }, message));
    boot.info({ startup_ms: elapsed() }, 'database open; applying migrations…');
    await database.migrate();
  } catch (err) {
    // Another process has the embedded database open: its one line says what to do.
    if (err instanceof DataDirLockedError) fail(err.message);
    fail(
      `Cannot open the database (${config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR=${config.dataDir}`}): ${(err as Error).message}`,
    );
  }

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', () => {});

  const app = await buildApp({ config, database, redis });
  const log = app.log;
  if (generated.length)
    log.warn(
      { generated, file: `${config.dataDir}/secrets.json` },
      'generated secrets that were not configured',
    );
  if (config.env !== 'production' && !process.env.INTERNAL_API_KEY) {
    log.info(
      { internal_api_key: config.internalApiKey, ci_status_token: config.ciStatusToken },
      'development credentials (set INTERNAL_API_KEY and CI_STATUS_TOKEN to choose them)',
    );
  }

  const worker =
    config.role === 'api'
      ? undefined
      : new OutboxWorker({
          ...PRODUCTION_WORKER,
          db: database.db,
          waker: app.platform.outbox.waker,
          clock: app.platform.clock,
          log,
          handlers: outboxHandlers(app.platform),
        });
  // Scheduled jobs run in the worker role (`npm start` runs both roles).
  const clock = app.platform.clock;
  const jobs =
    config.role === 'api'
      ? []
      : [
          new RetentionJob({ db: database.db, clock, log }),
          ...scheduledWork(app.platform).map((work) => new PeriodicJob(work, { clock, log })),
        ];
  const shutdown = createShutdown({ app, database, worker, redis, jobs });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      shutdown(signal).then(
        () => process.exit(0),
        (err) => {
          log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await worker?.start();
  for (const job of jobs) job.start();
  if (config.role !== 'worker') {
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (err) {
      fail(`Cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`);
    }
    log.info(
      {
        docs: `${config.publicBaseUrl}/docs`,
        database: database.engine,
        role: config.role,
        startup_ms: elapsed(),
      },
      'Recepcja is ready',
    );
  } else {
    await app.ready();
    log.info({ database: database.engine }, 'Recepcja worker is running');
  }
}

main().catch((err) => fail(`Recepcja failed to start: ${err instanceof Error ? err.message : String(err)}`));
