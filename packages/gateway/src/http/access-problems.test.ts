import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCESS_PROBLEMS } from './access-problems.js';

describe('ACCESS_PROBLEMS', () => {
  it('gives each code one status, and documents each in the package README', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const statusOf = new Map<string, number>();
    for (const { code, status } of Object.values(ACCESS_PROBLEMS)) {
      expect(statusOf.get(code) ?? status, code).toBe(status);
      statusOf.set(code, status);
      expect(readme, code).toContain(`| \`${code}\` | ${status} |`);
    }
  });
});
