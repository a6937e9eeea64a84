import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The dashboard is served by the service under /app/ (APP_URL defaults to `{PUBLIC_BASE_URL}/app`).
export default defineConfig({
  root: here('.'),
  base: '/app/',
  plugins: [react()],
  resolve: {
    // The typed client is read from its source in this checkout (not through node_modules),
    // so that a regenerated client is what the app is built and type-checked against.
    alias: { '@recepcja/client': here('../packages/client/src/index.ts') },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: which chunks each source file needs, read by scripts/web-preload.mjs.
    manifest: true,
    chunkSizeWarningLimit: 900,
    reportCompressedSize: false,
  },
});
