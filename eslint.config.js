// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import n from 'eslint-plugin-n';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // The contract is pure: no I/O, no Node built-ins, no SDK at run time.
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'http', 'https', 'net', 'crypto', '@modelcontextprotocol/*'],
              message: '@asixto/contract is pure: no I/O and no SDK at run time.',
            },
          ],
        },
      ],
    },
  },
  {
    // The console runs in the browser and talks to the gateway only over HTTP.
    files: ['packages/console/src/**/*.{ts,tsx}'],
    // Its tests run in Node and start real local HTTP servers.
    ignores: ['packages/console/src/**/*.test.{ts,tsx}', 'packages/console/src/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@asixto/certify',
              message: 'The console is browser code: of the certifier it uses only @asixto/certify/fixtures.',
            },
          ],
          patterns: [
            {
              group: [
                'node:*',
                '@asixto/gateway',
                // The certifier's fixtures check is pure (no I/O): the console validates test data with it.
                '@asixto/certify/*',
                '!@asixto/certify/fixtures',
                '@asixto/toolkit',
                '@modelcontextprotocol/*',
              ],
              message:
                'The console is browser code: it uses the admin API, pure @asixto/contract and @asixto/certify/fixtures.',
            },
          ],
        },
      ],
    },
  },
  {
    // One concept per file, named after it in kebab-case (React components excepted: PascalCase).
    files: ['packages/*/src/**/*.{ts,tsx}', 'packages/*/test/**/*.ts', 'examples/*/{src,test}/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': 'KEBAB_CASE', '**/*.tsx': '+([A-Za-z0-9])*(-+([a-z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': '+([a-z0-9_-])' }],
    },
  },
  {
    // Every package imports only what its own package.json declares (devDependencies for tests).
    files: ['packages/*/{src,test}/**/*.{ts,tsx}', 'examples/*/{src,test}/**/*.ts'],
    plugins: { n },
    settings: { n: { tryExtensions: ['.ts', '.tsx', '.js'] } },
    rules: { 'n/no-extraneous-import': 'error' },
  },
  {
    // Test tooling is the workspace root's, shared by every package.
    files: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'packages/*/test/**/*.{ts,tsx}',
      'examples/*/src/**/*.test.ts',
      'examples/*/test/**/*.ts',
    ],
    plugins: { n },
    rules: { 'n/no-extraneous-import': ['error', { allowModules: ['vitest', 'fast-check', 'typescript'] }] },
  },
  {
    // Library code logs through its logger; the console object is for CLIs and scripts.
    files: ['packages/*/src/**/*.{ts,tsx}', 'examples/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/cli.ts', '**/main.ts', 'packages/console/src/**'],
    rules: { 'no-console': 'error' },
  },
  {
    // The starter's tests run on node:test, whose describe/it return promises the runner awaits.
    files: ['packages/create-tool-server/template/**/*.test.ts'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
