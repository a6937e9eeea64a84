#!/usr/bin/env node
// Builds dist/ for `npm start`: every source file of src/ transpiled on its own by esbuild
// (one output file per input, the same layout as tsc's), plus the data files that src/ imports.
// No type-checking here: `npm test` type-checks the whole tree with tsc. A build of a fresh
// clone takes well under a second of CPU, where `tsc -p` took a minute or more on 2 cores.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const src = path.join(root, 'src');
const out = path.join(root, 'dist');

/** Files below `dir`, relative to it, that `keep` accepts. */
function walk(dir, keep, prefix = '') {
  const found = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...walk(dir, keep, rel));
    else if (keep(rel)) found.push(rel);
  }
  return found;
}

const started = performance.now();
process.stdout.write('Building dist/ from src/ (esbuild)… ');
const sources = walk(src, (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'));
const assets = walk(src, (f) => f.endsWith('.json'));
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: sources.map((f) => path.join(src, f)),
  outdir: out,
  outbase: src,
  bundle: false,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Node 20.10+ reads `with { type: 'json' }`; esbuild's node20 table does not know it yet.
  supported: { 'import-attributes': true },
  sourcemap: true,
  logLevel: 'warning',
});
for (const f of assets) cpSync(path.join(src, f), path.join(out, f));
process.stdout.write(
  `${sources.length} modules and ${assets.length} data files in ${Math.round(performance.now() - started)} ms\n`,
);

// The owners' dashboard, served by the service under /app/ (skipped when unchanged).
const { buildWeb } = await import('./build-web.mjs');
await buildWeb();
