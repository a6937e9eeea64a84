/**
 * Browser tests: the real service (`src/main.ts` in a child process, with its workers, on
 * PGlite in a temporary DATA_DIR or on a fresh database of TEST_DATABASE_URL), mail to a local
 * SMTP server, and the machine's Chromium (Debian package `chromium`) driven by Playwright.
 * Every page a test visits gets an axe-core check and a screenshot in test-results/screenshots.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { vi } from 'vitest';
import { SmtpSink } from '../helpers/mail.js';
import { freePort } from '../helpers/net.js';
import { TEST_SECRETS } from '../helpers/test-secrets.js';
import { copyMigratedDatabase, outputOf } from './pglite-template.js';

// A browser test walks several pages of a real service: give it room on a loaded 2-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 300_000 });

export { CHROMIUM, launchBrowser } from './chromium.js';
export const SCREENSHOTS = path.resolve('test-results/screenshots');
export const PASSWORD = 'Correct horse 42!';

export interface Service {
  baseUrl: string;
  appUrl: string;
  mail: SmtpSink;
  internalKey: string;
  ciToken: string;
  /** The service's output so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the service as `npm start` runs it (built app in web/dist; see global setup). */
export async function startService(env: Record<string, string> = {}): Promise<Service> {
  const began = performance.now();
  const port = await freePort();
  const mail = await new SmtpSink().start();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'recepcja-e2e-'));
  // A loaded machine may need longer (E2E_START_TIMEOUT_MS); a service that does not come up is stopped.
  const startMs = Number(process.env.E2E_START_TIMEOUT_MS) || 240_000;
  // The child shares the test's clock: under libfaketime (TEST_CLOCK_OFFSET) its variables pass on.
  const clockEnv = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => k === 'LD_PRELOAD' || k.startsWith('FAKETIME')),
  ) as Record<string, string>;
  const baseEnv = { PATH: process.env.PATH ?? '', ...clockEnv, NODE_ENV: 'development', ...TEST_SECRETS };
  let dropDatabase: (() => Promise<void>) | undefined;
  const dbEnv: Record<string, string> = {};
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `recepcja_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    dbEnv.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  } else {
    // A copy of this run's migrated embedded database (pglite-template.ts), which the service
    // opens, migrating it (nothing left to do) as at every start.
    await copyMigratedDatabase(dataDir, baseEnv, startMs).catch(async (err) => {
      await mail.stop();
      await rm(dataDir, { recursive: true, force: true });
      throw err;
    });
  }
  if (process.env.REDIS_URL) dbEnv.REDIS_URL = process.env.REDIS_URL;
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      ...baseEnv,
      // E2E_TIMING=1: the service's start, step by step, on stderr (its info lines carry startup_ms).
      LOG_LEVEL: process.env.E2E_TIMING ? 'info' : 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: mail.url,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1',
      ...dbEnv,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = outputOf(child);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited at start:\n${output()}`);
    const ok = await fetch(`${baseUrl}/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      if (process.env.E2E_TIMING) printStart(output(), spawnedAt - began, performance.now() - spawnedAt);
      break;
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await mail.stop();
      await rm(dataDir, { recursive: true, force: true });
      await dropDatabase?.();
      throw new Error(`the service did not start in ${startMs / 1000} s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    appUrl: `${baseUrl}/app`,
    mail,
    internalKey: TEST_SECRETS.INTERNAL_API_KEY,
    ciToken: TEST_SECRETS.CI_STATUS_TOKEN,
    output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await mail.stop();
      await dropDatabase?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** E2E_TIMING: how long the start took before the service was spawned, and its own steps. */
function printStart(out: string, beforeMs: number, liveMs: number) {
  const steps = out.split('\n').flatMap((line) => {
    try {
      const { startup_ms, msg } = JSON.parse(line) as { startup_ms?: number; msg?: string };
      return startup_ms === undefined ? [] : [`\n  ${startup_ms} ms: ${msg}`];
    } catch {
      return [];
    }
  });
  process.stderr.write(
    `[e2e timing] ${Math.round(beforeMs)} ms before the service (mail, database), /health/live ${Math.round(liveMs)} ms after spawn${steps.join('')}\n`,
  );
}

/** A fresh browser profile; `locale` sets Accept-Language and the app's first language is Polish regardless. */
export async function newContext(browser: Browser, opts: { locale?: string; mobile?: boolean } = {}) {
  const context = await browser.newContext({
    locale: opts.locale ?? 'pl-PL',
    // No transitions (the app respects the preference): axe never measures a half-faded drawer.
    reducedMotion: 'reduce',
    viewport: opts.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    ...(opts.mobile ? { isMobile: true, hasTouch: true } : {}),
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Violations of impact serious or critical on the page as it is now (axe-core, WCAG 2.1 A/AA). */
export async function a11yViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

/** A screenshot of the whole page in test-results/screenshots/`name`.png. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * What every visited page must pass: no serious or critical accessibility violation, and a
 * screenshot for the run's artefacts. Call it once the page shows what the test came for.
 */
export async function checkPage(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await screenshot(page, name);
  const violations = await a11yViolations(page);
  if (violations.length)
    throw new Error(`accessibility violations on ${name}: ${JSON.stringify(violations, null, 2)}`);
}

export interface Owner {
  email: string;
  password: string;
  token: string;
  userId: string;
  tenantId: string;
  phoneNumber: string | null;
}

async function json(r: Response) {
  const text = await r.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Registers an owner through the API, verifies the address by the mailed link, and signs in. */
export async function registerVerified(svc: Service, tag = 'owner') {
  const email = `${tag}-${randomBytes(4).toString('hex')}@example.test`;
  const reg = await fetch(`${svc.baseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, full_name: 'Anna Nowak' }),
  });
  if (reg.status >= 300) throw new Error(`register: ${reg.status} ${JSON.stringify(await json(reg))}`);
  const mail = await waitForMail(svc, email);
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no token in ${mail.text}`);
  const v = await fetch(`${svc.baseUrl}/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (v.status >= 300) throw new Error(`verify: ${v.status} ${JSON.stringify(await json(v))}`);
  const login = await fetch(`${svc.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  const body = await json(login);
  if (!body.access_token) throw new Error(`login: ${login.status} ${JSON.stringify(body)}`);
  return { email, password: PASSWORD, token: body.access_token as string };
}

/** An owner with a tenant made through onboarding (trial, or a paid plan paid in the sandbox). */
export async function createOwner(
  svc: Service,
  opts: { plan?: 'starter' | 'business' | 'enterprise'; businessName?: string; tag?: string } = {},
): Promise<Owner> {
  const u = await registerVerified(svc, opts.tag);
  const r = await api(svc, u.token, 'POST', '/onboarding/complete', {
    business_name: opts.businessName ?? 'Gabinet Stomatologiczny Uśmiech',
    owner_phone: '600 100 200',
    opening_hours: {
      mon: [['08:00', '18:00']],
      tue: [['08:00', '18:00']],
      wed: [['08:00', '18:00']],
      thu: [['08:00', '18:00']],
      fri: [['08:00', '16:00']],
    },
    faq: { 'Czy jest parking?': 'Tak, bezpłatny parking przed budynkiem.' },
    ...(opts.plan ? { plan: opts.plan, billing_cycle: 'monthly', start_checkout: false } : {}),
  });
  if (r.status !== 200) throw new Error(`onboarding: ${r.status} ${JSON.stringify(r.body)}`);
  const me = await api(svc, u.token, 'GET', '/auth/me');
  return {
    ...u,
    userId: me.body.id,
    tenantId: r.body.tenant_id,
    phoneNumber: r.body.phone_number ?? null,
  };
}

/** One call to the service's HTTP API with a bearer token. */
export async function api(svc: Service, token: string | null, method: string, route: string, body?: unknown) {
  const r = await fetch(`${svc.baseUrl}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: test helper reading any JSON answer
  return { status: r.status, headers: r.headers, body: (await json(r)) as any };
}

/** Signs the browser context in as `owner` (the session cookie the sign-in page would set). */
export async function signIn(context: BrowserContext, svc: Service, owner: { token: string }) {
  await context.addCookies([
    { name: 'access_token', value: owner.token, url: svc.baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** Waits for the newest message to `address` (mail goes out through the outbox worker). */
export async function waitForMail(svc: Service, address: string, subject?: string, after = 0) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const list = svc.mail
      .to(address)
      .slice(after)
      .filter((m) => !subject || m.subject.includes(subject));
    const m = list[list.length - 1];
    if (m) return m;
    if (Date.now() > deadline)
      throw new Error(`no mail${subject ? ` "${subject}"` : ''} to ${address} within 20 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
