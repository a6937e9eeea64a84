import pg from 'pg';

/**
 * Builds the dashboard when it is out of date (the browser tests load it from web/dist, as
 * `npm start` serves it), and drops databases left behind by an interrupted earlier run on
 * the test server.
 */
export default async function globalSetup() {
  // @ts-expect-error: a plain JavaScript build script, without types
  const { buildWeb } = await import('../../scripts/build-web.mjs');
  await buildWeb({ quiet: true });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
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
