import pg from 'pg';

/** Whether the PostgreSQL server of `url` answers (`none` never does): benchmarks skip it when not. */
export async function postgresReachable(url: string): Promise<boolean> {
  if (url === 'none') return false;
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}
