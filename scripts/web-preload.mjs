// Which code each dashboard address needs, so the service can name it in the page it sends
// (`<link rel="modulepreload">`) and the browser fetches a page's chunks alongside the app's entry
// instead of after it has run. Written by scripts/build-web.mjs to web/dist/preload.json from
// the features' route files (web/src/features/*/routes.tsx, read with the TypeScript parser) and
// Vite's manifest. Every feature's routes are mounted at the app's root (web/src/app/router.tsx
// wraps them only in path-less layouts); a route's `lazy` import is its chunk, and a child needs
// its parents' chunks too. An address no route names simply gets no hints.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The routes of one routes.tsx: `{ path, imports: [source files, parents first] }`. */
function routesOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out = [];
  const prop = (obj, name) =>
    obj.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === name)?.initializer;
  const lazyImport = (node) => {
    let found;
    const visit = (n) => {
      if (found) return;
      if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const arg = n.arguments[0];
        if (arg && ts.isStringLiteral(arg)) found = arg.text;
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };
  const walk = (array, base, parents) => {
    for (const el of array.elements) {
      if (!ts.isObjectLiteralExpression(el)) continue;
      const p = prop(el, 'path');
      const own = p && ts.isStringLiteral(p) ? p.text : '';
      const full = [base, own].filter(Boolean).join('/');
      const lazy = prop(el, 'lazy');
      const spec = lazy ? lazyImport(lazy) : undefined;
      const chain = spec ? [...parents, path.resolve(path.dirname(file), spec)] : parents;
      const isIndex = prop(el, 'index')?.kind === ts.SyntaxKind.TrueKeyword;
      const children = prop(el, 'children');
      // A layout route is reached through its children (its own chunk is in theirs).
      if (spec && (own || isIndex) && !children) out.push({ path: full, imports: chain });
      if (children && ts.isArrayLiteralExpression(children)) walk(children, full, chain);
    }
  };
  const visit = (n) => {
    if (ts.isVariableDeclaration(n) && n.initializer && ts.isArrayLiteralExpression(n.initializer)) {
      walk(n.initializer, '', []);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return out;
}

/** The chunk files (and style sheets) that importing `entry` loads, from Vite's manifest. */
function filesOf(manifest, key, files, css, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const i of chunk.imports ?? []) filesOf(manifest, i, files, css, seen);
}

/**
 * The manifest's key for a source module: the module itself, or, for a module that other chunks
 * import statically too, the shared chunk named after it (when exactly one is).
 */
function chunkKey(manifest, rel) {
  const own = [`${rel}.tsx`, `${rel}.ts`, rel].find((k) => manifest[k]);
  if (own) return own;
  const named = Object.keys(manifest).filter(
    (k) => k.startsWith('_') && manifest[k].name === path.basename(rel),
  );
  return named.length === 1 ? named[0] : undefined;
}

/**
 * `[{ path: 'calls/:id', files: ['assets/CallPage-….js', …], css: [...] }]` for every lazy
 * route, leaving out what the entry already loads (its own preload hints cover that).
 */
export function routePreloads(webDir, manifest) {
  const features = path.join(webDir, 'src', 'features');
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  const already = new Set();
  const alreadyCss = new Set();
  if (entry) filesOf(manifest, entry[0], already, alreadyCss);
  const result = [];
  for (const feature of readdirSync(features).sort()) {
    const file = path.join(features, feature, 'routes.tsx');
    let routes;
    try {
      routes = routesOf(file);
    } catch {
      continue;
    }
    for (const r of routes) {
      const files = new Set();
      const css = new Set();
      for (const imp of r.imports) {
        const rel = path.relative(webDir, imp).split(path.sep).join('/');
        const key = chunkKey(manifest, rel);
        if (key) filesOf(manifest, key, files, css);
      }
      const wanted = [...files].filter((f) => !already.has(f));
      const sheets = [...css].filter((f) => !alreadyCss.has(f));
      if (wanted.length) result.push({ path: r.path, files: wanted, css: sheets });
    }
  }
  return result;
}
