import { defineConfig } from 'drizzle-kit';

// One schema (every module's *.schema.ts; providers hold no tables), one set of committed SQL migrations,
// applied unchanged to the embedded PGlite and to a PostgreSQL server.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/*.schema.ts', './src/modules/*/*.schema.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
