import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCESS_PROBLEMS } from './access-problems.js';
import { API_ERRORS } from './api-errors.js';

describe('ACCESS_PROBLEMS', () => {
  it('documents each code with its status in the package README', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const { code, message } of Object.values(ACCESS_PROBLEMS)) {
      const { status, messages } = API_ERRORS[code];
      expect(messages, code).toContain(message);
      expect(readme, code).toContain(`| \`${code}\` | ${status} |`);
    }
  });
});
