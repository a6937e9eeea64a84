/**
 * The layer rules of ARCHITECTURE.md ("The rules"; docs/conventions.md, "Layers"), checked by
 * `npm run check:layers` (part of `npm test`, after lint). Arrows point down only:
 *   entry (main, app, composition) → surfaces → modules → platform → db;  modules → providers.
 * Type-only imports count (tsPreCompilationDeps): a type is a dependency too.
 * Each rule's `comment` is what a violation prints: say why, not only what.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'platform-not-to-domain',
      severity: 'error',
      comment:
        'The platform is cross-cutting (errors, auth, envelopes, outbox…) and knows no domain: it must not import a module, a surface, a provider or a worker. Declare what it needs as an interface that the modules implement and src/composition.ts passes in (see CredentialLookup in platform/auth.ts).',
      from: { path: '^src/platform/' },
      to: { path: '^src/(modules|surfaces|providers|workers)/' },
    },
    {
      name: 'modules-not-to-surfaces',
      severity: 'error',
      comment:
        "A module is one domain; the surfaces (v1, v2, MCP) are thin adapters over module services and sit above them. A module never imports a surface: a service it needs from another module is built from that module's factory with its own deps (not taken from surfaces/services.ts), and routes with a surface's manners (v2 plumbing, envelopes, MCP tools) live in src/surfaces/.",
      from: { path: '^src/modules/' },
      to: { path: '^src/surfaces/' },
    },
    {
      name: 'providers-not-to-modules',
      severity: 'error',
      comment:
        'A provider is an adapter to one third party (interface, real client, sandbox); the rules about when to send live in the module that owns the data. A provider imports neither a module nor a surface: pass what it needs in as arguments.',
      from: { path: '^src/providers/' },
      to: { path: '^src/(modules|surfaces)/' },
    },
    {
      name: 'surfaces-not-to-db',
      severity: 'error',
      comment:
        'A surface mounts module operations with its envelope; it reads and writes nothing itself. Queries belong in a module repository or service (tenant scoping lives there once), so a surface never imports src/db.',
      from: { path: '^src/surfaces/' },
      to: { path: '^src/db/' },
    },
    {
      name: 'db-is-the-bottom',
      severity: 'error',
      comment:
        'src/db is the bottom layer (the Drizzle handle, column helpers, migrations): it imports nothing above it.',
      from: { path: '^src/db/', pathNot: '^src/db/migrate-cli\\.ts$' },
      to: { path: '^src/', pathNot: '^src/db/' },
    },
    {
      name: 'nothing-imports-the-entry',
      severity: 'error',
      comment:
        'main.ts, app.ts and composition.ts are the entry: they compose surfaces and modules. Nothing below imports them (a module reaching the composition is a module reaching every other module).',
      from: { path: '^src/', pathNot: '^src/(main|app|composition)\\.ts$' },
      to: { path: '^src/(main|app|composition)\\.ts$' },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      comment:
        'Modules depend on each other one way only. Two modules that import each other (directly or through others) are one knot: break the cycle by passing the service in through the deps (or an interface the lower module declares), not by importing back. Cycles inside one module are its own business; cycles made of *.schema.ts files only are the foreign keys of the one database schema (Drizzle needs the referenced table), and are allowed.',
      from: { path: '^src/modules/([^/]+)/', pathNot: '\\.schema\\.ts$' },
      to: { circular: true, via: { pathNot: '^src/modules/$1/' } },
    },
    {
      name: 'src-not-to-tests',
      severity: 'error',
      comment:
        'Shipped code never imports test code: tests, helpers and fixtures live outside the build (no test-only code under src/). Tests next to a module (*.test.ts) may use test/helpers.',
      from: { path: '^src/', pathNot: '\\.test\\.ts$' },
      to: { path: ['^test/', '\\.test\\.ts$', '^bench/', '^scripts/'] },
    },
    {
      name: 'web-only-through-client',
      severity: 'error',
      comment:
        "The owners' web app talks to the service only through the typed client, as any integrator would: web/ imports packages/client, never src/.",
      from: { path: '^web/' },
      to: { path: '^(src|test|bench|scripts)/' },
    },
    {
      name: 'client-stands-alone',
      severity: 'error',
      comment:
        'The typed client (generated from /openapi.json) is published on its own: it imports neither the service nor the web app.',
      from: { path: '^packages/client/' },
      to: { path: '^(src|test|bench|scripts|web)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'This import names a file or package that does not resolve.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules/', '^dist/', '^drizzle/', '^web/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
