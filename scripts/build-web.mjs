#!/usr/bin/env node
// Builds the owners' dashboard (web/) with Vite into web/dist, then writes brotli and gzip
// copies of its text assets for the service to serve pre-compressed. Skipped when nothing it
// is built from changed since the last build (a stamp of their contents in web/dist), so
// `npm start` and the browser tests do not rebuild an unchanged app.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const web = path.join(root, 'web');
const out = path.join(web, 'dist');
const stampFile = path.join(out, '.build-stamp');

function files(dir) {
  if (!existsSync(dir)) return [];
  const st = statSync(dir);
  if (!st.isDirectory()) return [dir];
  return readdirSync(dir)
    .sort()
    .flatMap((e) => files(path.join(dir, e)));
}

function stamp() {
  const h = createHash('sha256');
  const inputs = [
    ...files(path.join(web, 'src')),
    path.join(web, 'index.html'),
    path.join(web, 'vite.config.ts'),
    path.join(web, 'package.json'),
    ...files(path.join(root, 'packages', 'client', 'src')),
    path.join(root, 'package-lock.json'),
    path.join(root, 'scripts', 'web-preload.mjs'),
  ];
  for (const f of inputs) {
    if (!existsSync(f)) continue;
    h.update(path.relative(root, f));
    h.update(readFileSync(f));
  }
  return h.digest('hex');
}

export async function buildWeb({ force = false, quiet = false } = {}) {
  const wanted = stamp();
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) {
    if (!quiet) process.stdout.write('Dashboard (web/dist) is up to date.\n');
    return { built: false };
  }
  const started = performance.now();
  if (!quiet) process.stdout.write('Building the dashboard (Vite)… ');
  const { build } = await import('vite');
  await build({ configFile: path.join(web, 'vite.config.ts'), logLevel: 'warn' });
  const { routePreloads } = await import('./web-preload.mjs');
  const manifest = JSON.parse(readFileSync(path.join(out, '.vite', 'manifest.json'), 'utf8'));
  writeFileSync(path.join(out, 'preload.json'), `${JSON.stringify(routePreloads(web, manifest), null, 1)}\n`);
  let compressed = 0;
  for (const f of files(path.join(out, 'assets'))) {
    if (!/\.(js|css|json|svg|html|txt|map)$/.test(f)) continue;
    const body = readFileSync(f);
    if (body.length < 1024) continue;
    writeFileSync(`${f}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${f}.gz`, gzipSync(body, { level: 9 }));
    compressed += 1;
  }
  writeFileSync(stampFile, wanted);
  if (!quiet)
    process.stdout.write(
      `done in ${Math.round(performance.now() - started)} ms (${compressed} assets compressed)\n`,
    );
  return { built: true };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildWeb({ force: process.argv.includes('--force') });
}
