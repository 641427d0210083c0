import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GATEWAY_ERROR_CODES } from './errors.js';

describe('GATEWAY_ERROR_CODES', () => {
  it('are each documented in the package README', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const undocumented = GATEWAY_ERROR_CODES.filter((code) => !readme.includes(`| \`${code}\` |`));
    expect(undocumented).toEqual([]);
  });
});
