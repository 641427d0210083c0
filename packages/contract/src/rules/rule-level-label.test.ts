import { describe, expect, it } from 'vitest';
import { RULE_LEVELS } from './finding.js';
import { ruleLevelLabel } from './rule-level-label.js';

describe('ruleLevelLabel', () => {
  it('writes DEBERÍA with its accent and leaves the other words, and unknown values, as they are', () => {
    expect(RULE_LEVELS.map(ruleLevelLabel)).toEqual(['DEBE', 'DEBERÍA', 'PUEDE']);
    expect(ruleLevelLabel('MAY')).toBe('MAY');
    expect(ruleLevelLabel('constructor')).toBe('constructor');
  });
});
