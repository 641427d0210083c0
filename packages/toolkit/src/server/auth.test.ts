import { describe, expect, it } from 'vitest';
import { ToolkitConfigError } from '../errors.js';
import { bearerCheck } from './auth.js';

describe('bearerCheck', () => {
  it('accepts any active token and tells missing from invalid', async () => {
    const check = bearerCheck({ tokens: ['old', 'new'] });
    expect(await check('Bearer old')).toBe('ok');
    expect(await check('bearer new')).toBe('ok');
    expect(await check('Bearer newer')).toBe('invalid');
    expect(await check('Basic abc')).toBe('invalid');
    expect(await check(undefined)).toBe('missing');
  });

  it('delegates to a verifier', async () => {
    const check = bearerCheck({ verify: (t) => t.startsWith('v1.') });
    expect(await check('Bearer v1.abc')).toBe('ok');
    expect(await check('Bearer v2.abc')).toBe('invalid');
  });

  it('refuses to be built without an explicit choice or with no tokens', () => {
    expect(() => bearerCheck(undefined)).toThrow(ToolkitConfigError);
    expect(() => bearerCheck({ tokens: [] })).toThrow(ToolkitConfigError);
  });
});
