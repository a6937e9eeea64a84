import { defineConfig } from 'drizzle-kit';

// One schema (every module's *.schema.ts), one set of committed SQL migrations,
// applied unchanged to the embedded PGlite and to a PostgreSQL server.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/*.schema.ts', './src/modules/*/*.schema.ts', './src/providers/*/*.schema.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
