import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { linearPatternEngine } from './linear-pattern-engine.js';

const engine = linearPatternEngine(RE2JS);

describe('linearPatternEngine', () => {
  it.each([
    ['^CC[0-9]{6,10}$', ['CC1032456789', 'CC12', 'xCC1234567', '']],
    ['abc', ['abc', 'xxabcxx', 'ab']],
    ['^\\p{L}+$', ['Árbol', 'ñandú', 'ab1']],
    ['^.$', ['😀', 'ab', 'é']],
    ['^[a-z]+@[a-z]+\\.com$', ['ana@acme.com', 'ana@acme.co']],
    ['^(\\d{3}-)?\\d{4}$', ['555-1234', '1234', '55-1234']],
    ['^\\s*$', ['', '  \t', ' x ']],
  ])('answers as ECMA-262 with the u flag for %s', (pattern, inputs) => {
    const native = new RegExp(pattern, 'u');
    for (const input of inputs) expect(engine(pattern, 'u').test(input)).toBe(native.test(input));
  });

  it('matches a backtracking bomb in linear time', () => {
    // On a backtracking engine this input takes longer than the age of the universe.
    const bomb = engine('^(a|aa)+$', 'u');
    expect(bomb.test(`${'a'.repeat(100_000)}!`)).toBe(false);
    expect(bomb.test('a'.repeat(1_000))).toBe(true);
  });

  it('refuses a pattern it cannot run in linear time, naming it', () => {
    expect(() => engine('^(?=.*\\d).+$', 'u')).toThrow(
      /"\^\(\?=\.\*\\\\d\)\.\+\$" cannot be matched in linear time/,
    );
    expect(() => engine('(a)\\1', 'u')).toThrow(/cannot be matched in linear time/);
  });

  it('keys each pattern by its source', () => {
    expect(String(engine('^a$', 'u'))).toBe(String(engine('^a$', 'u')));
    expect(String(engine('^a$', 'u'))).not.toBe(String(engine('^b$', 'u')));
  });
});
