import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { syncDist } from './sync-dist.ts';

// `npm run dev -w packages/console` serves the console on its own and forwards the API to a running
// gateway (`npm start` at the root listens on 8080); the shipped build has no dev server or mock.
const gateway = process.env.CONSOLE_GATEWAY_URL ?? 'http://127.0.0.1:8080';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  base: '/admin/',
  plugins: [syncDist({ staging: here(`./.dist-staging-${process.pid}`), target: here('./dist') })],
  build: {
    // Built beside dist/, then synced into it (sync-dist.ts): dist/ is never emptied under a server.
    outDir: `.dist-staging-${process.pid}`,
    emptyOutDir: true,
    // Every browser the console targets supports modulepreload; no polyfill code in the bundle.
    modulePreload: { polyfill: false },
    // Hashed file names under assets/ are what lets the gateway cache them as immutable.
    assetsDir: 'assets',
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Query marks modules "use client" for React Server Components; irrelevant in an SPA.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: { '/v1': gateway, '/healthz': gateway },
  },
});
