import { describe, expect, it } from 'vitest';
import { classifyLevel } from './classify-level.js';
import { levelAllows } from './level-allows.js';

describe('classifyLevel', () => {
  it.each([
    [undefined, 'admin'],
    [null, 'admin'],
    ['read', 'admin'],
    [[], 'admin'],
    [{}, 'admin'],
    [{ readOnlyHint: true }, 'read'],
    [{ readOnlyHint: true, destructiveHint: false }, 'read'],
    [{ readOnlyHint: true, destructiveHint: true }, 'admin'],
    [{ readOnlyHint: false, destructiveHint: false }, 'write'],
    [{ destructiveHint: false }, 'write'],
    [{ readOnlyHint: false }, 'admin'],
    [{ readOnlyHint: false, destructiveHint: true }, 'admin'],
    [{ readOnlyHint: 'true', destructiveHint: 'false' }, 'admin'],
  ])('%j ⇒ %s', (annotations, level) => {
    expect(classifyLevel(annotations)).toBe(level);
  });
});

describe('levelAllows', () => {
  it('orders read < write < admin', () => {
    expect(levelAllows('read', 'read')).toBe(true);
    expect(levelAllows('read', 'write')).toBe(false);
    expect(levelAllows('write', 'read')).toBe(true);
    expect(levelAllows('write', 'admin')).toBe(false);
    expect(levelAllows('admin', 'admin')).toBe(true);
    expect(levelAllows('admin', 'write')).toBe(true);
    // Unknown levels (from untyped callers) never allow anything.
    expect(levelAllows('root' as 'admin', 'read')).toBe(false);
  });
});
