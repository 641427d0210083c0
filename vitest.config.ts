import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string): string =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the sources; the build is checked separately by `tsc -b`.
    alias: {
      '@asixto/contract': src('contract'),
      '@asixto/toolkit': src('toolkit'),
      // The fixtures check alone (the console validates test data with it), before the package.
      '@asixto/certify/fixtures': fileURLToPath(
        new URL('./packages/certify/src/fixtures/fixtures.ts', import.meta.url),
      ),
      '@asixto/certify': src('certify'),
      // Listed before '@asixto/gateway', which would otherwise match it as a path prefix.
      '@asixto/gateway/service': fileURLToPath(
        new URL('./packages/gateway/src/service/index.ts', import.meta.url),
      ),
      '@asixto/gateway': src('gateway'),
      '@asixto/reference-server': fileURLToPath(
        new URL('./examples/reference-server/src/index.ts', import.meta.url),
      ),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          // Pure tests beside the code: no servers, sockets or shared databases (those live in
          // test/), so they run first, on every core, in threads.
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            // Console component tests; they pick a DOM per file with `// @vitest-environment happy-dom`.
            'packages/*/src/**/*.test.tsx',
            'examples/*/src/**/*.test.ts',
          ],
          pool: 'threads',
          maxWorkers: '100%',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Real servers, databases, child processes and timing bounds: one file at a time beside
          // the runner (cores minus one), in forks so a crashed server cannot take a thread pool down.
          name: 'system',
          include: [
            'packages/*/test/**/*.test.ts',
            'packages/*/test/**/*.test.tsx',
            'examples/*/test/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          pool: 'forks',
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
