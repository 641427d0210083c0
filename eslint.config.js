// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

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
          patterns: [
            {
              group: [
                'node:*',
                '@asixto/gateway',
                '@asixto/certify',
                '@asixto/toolkit',
                '@modelcontextprotocol/*',
              ],
              message: 'The console is browser code: it uses the admin API, and only pure @asixto/contract.',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
