/**
 * `npm run bench:web`: what the owners' dashboard costs a browser (issue #19 item 6).
 *
 * Builds what `npm start` serves (dist/ and web/dist), starts the service on a fresh embedded
 * database in a temporary DATA_DIR, seeds the demo tenant through the service, and drives the
 * machine's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) over loopback:
 *
 * - **bytes**: JavaScript and everything else as sent (compressed) on a first visit of the
 *   sign-in page and of each signed-in page, in a fresh browser profile (cold cache);
 * - **usable**: from the start of the navigation until the page's main heading is visible with
 *   its data loaded (the network idle), cold (fresh profile) and warm (the same profile again:
 *   hashed assets come from the cache, only the page and the API are asked).
 *
 * BENCH_RUNS (default 5) visits per page and mode; the median and the spread (min–max) are
 * printed with the load average, since the machine is shared. Targets: sign-in first load under
 * 300 KB of compressed JavaScript; every page usable within 1 s on loopback.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/chromium.js';
import { freePort } from '../test/helpers/net.js';

const repo = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_PAGES: a comma-separated subset of the paths below (default: all). */
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);

/** The pages measured: the path under /app and the accessible name of its main heading. */
const PAGES: { path: string; heading: RegExp; signedIn: boolean }[] = [
  { path: '/sign-in', heading: /^Zaloguj się$/, signedIn: false },
  { path: '/', heading: /.+/, signedIn: true },
  { path: '/calls', heading: /^Połączenia$/, signedIn: true },
  { path: '/appointments', heading: /^Kalendarz wizyt$/, signedIn: true },
  { path: '/stats', heading: /^Statystyki$/, signedIn: true },
  { path: '/knowledge', heading: /^Baza wiedzy$/, signedIn: true },
  { path: '/settings/business', heading: /.+/, signedIn: true },
  { path: '/developers', heading: /^Dla programistów$/, signedIn: true },
  // The rest of the signed-in pages: their main heading, whatever it says.
  ...[
    '/settings',
    '/settings/services',
    '/settings/departments',
    '/settings/analysis',
    '/settings/limits',
    '/settings/sms',
    '/settings/integrations',
    '/settings/phone-numbers',
    '/try',
    '/follow-ups',
    '/missed-questions',
    '/readiness',
    '/billing',
    '/notifications',
    '/settings/account',
  ].map((path) => ({ path, heading: /.+/, signedIn: true })),
];

async function startService(): Promise<{ base: string; child: ChildProcess; dataDir: string; key: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recepcja-bench-web-'));
  const key = `bench-internal-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: repo,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      INTERNAL_API_KEY: key,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the service exited at start');
    const ok = await fetch(`${base}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the service did not become ready in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, child, dataDir, key };
}

interface Visit {
  ms: number;
  jsBytes: number;
  allBytes: number;
  requests: number;
}

/** One navigation to `url`: until the main heading is visible and the network is idle. */
async function visit(page: Page, url: string, heading: RegExp): Promise<Visit> {
  const sizes: Promise<{ js: boolean; bytes: number }>[] = [];
  const onResponse = (r: import('playwright-core').Response) => {
    const js = r.request().resourceType() === 'script';
    // The live-updates stream never ends, so its size is never known: not a page asset.
    if ((r.headers()['content-type'] ?? '').startsWith('text/event-stream')) return;
    sizes.push(
      r
        .request()
        .sizes()
        .then(
          (s) => ({ js, bytes: s.responseBodySize }),
          () => ({ js, bytes: 0 }),
        ),
    );
  };
  page.on('response', onResponse);
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  // networkidle holds 500 ms of quiet before it resolves: that wait is not the page's time.
  const ms = Math.max(
    0,
    performance.now() - started - 500,
    await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return nav ? nav.domContentLoadedEventEnd : 0;
    }),
  );
  page.off('response', onResponse);
  const all = await Promise.all(sizes);
  return {
    ms,
    jsBytes: all.filter((s) => s.js).reduce((a, s) => a + s.bytes, 0),
    allBytes: all.reduce((a, s) => a + s.bytes, 0),
    requests: all.length,
  };
}

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, min: s[0]!, max: s[s.length - 1]! };
}

async function main() {
  process.stdout.write('Building what `npm start` serves… ');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: repo, stdio: 'ignore' });
  process.stdout.write('done\n');
  const svc = await startService();
  let browser: Browser | undefined;
  try {
    const seeded = await fetch(`${svc.base}/internal/demo/seed`, {
      method: 'POST',
      headers: { 'x-internal-key': svc.key, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!seeded.ok) throw new Error(`seeding the demo tenant answered ${seeded.status}`);
    const demo = (await seeded.json()) as { email: string; password: string };
    const login = await fetch(`${svc.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: demo.email, password: demo.password }).toString(),
    });
    if (!login.ok) throw new Error(`signing in answered ${login.status}`);
    const token = ((await login.json()) as { access_token: string }).access_token;

    browser = await launchBrowser();
    const newContext = async (signedIn: boolean) => {
      const context = await browser!.newContext({ locale: 'pl-PL', viewport: { width: 1280, height: 900 } });
      if (signedIn)
        await context.addCookies([{ name: 'access_token', value: token, url: svc.base, httpOnly: true }]);
      return context;
    };
    console.log(
      `\n${runs} visits per page and mode, Chromium over loopback; load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
    );
    console.log(
      'page                     | JS sent (KB) | all sent (KB) | requests | usable cold ms (median, min–max) | usable warm ms (median, min–max)',
    );
    console.log(
      '-------------------------|--------------|---------------|----------|----------------------------------|---------------------------------',
    );
    for (const p of PAGES.filter((x) => !only || only.includes(x.path))) {
      const cold: Visit[] = [];
      const warm: Visit[] = [];
      // Alternate cold and warm visits so that a noisy moment touches both alike.
      for (let i = 0; i < runs; i++) {
        const context = await newContext(p.signedIn);
        const page = await context.newPage();
        cold.push(await visit(page, `${svc.base}/app${p.path}`, p.heading));
        warm.push(await visit(page, `${svc.base}/app${p.path}`, p.heading));
        await context.close();
      }
      const c = stats(cold.map((v) => v.ms));
      const w = stats(warm.map((v) => v.ms));
      const first = cold[0]!;
      console.log(
        `${p.path.padEnd(24)} | ${(first.jsBytes / 1024).toFixed(1).padStart(12)} | ${(first.allBytes / 1024)
          .toFixed(1)
          .padStart(
            13,
          )} | ${String(first.requests).padStart(8)} | ${`${c.median.toFixed(0)} (${c.min.toFixed(0)}–${c.max.toFixed(0)})`.padStart(32)} | ${`${w.median.toFixed(0)} (${w.min.toFixed(0)}–${w.max.toFixed(0)})`.padStart(32)}`,
      );
    }
    console.log(
      `\nload average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await browser?.close();
    svc.child.kill('SIGTERM');
    await new Promise((r) => svc.child.once('exit', r));
    rmSync(svc.dataDir, { recursive: true, force: true });
  }
}

await main().catch((err) => {
  console.error(err);
  process.exit(1);
});
