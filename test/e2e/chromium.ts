/**
 * The machine's Chromium (Debian package `chromium`; `CHROMIUM_PATH` to change; never a browser
 * download), headless and without the background traffic this closed network refuses. Shared by
 * the browser tests (harness.ts) and `npm run bench:web`; no test runner here.
 */
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // /dev/shm is small in containers.
      '--disable-dev-shm-usage',
    ],
  });
}
