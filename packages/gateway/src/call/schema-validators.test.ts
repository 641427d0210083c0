import { describe, expect, it } from 'vitest';
import { SchemaValidators } from './schema-validators.js';

const withPattern = (pattern: string) => ({
  type: 'object',
  properties: { estado: { type: 'string', pattern } },
});

describe('SchemaValidators', () => {
  it('checks patterns as JSON Schema reads them', () => {
    const compiled = new SchemaValidators().get('k', withPattern('^CC[0-9]{6,10}$'));
    if (!compiled.ok) throw new Error(compiled.message);
    expect(compiled.validate({ estado: 'CC1032456789' })).toBe(true);
    expect(compiled.validate({ estado: 'CC12' })).toBe(false);
    expect(compiled.validate.errors?.[0]?.keyword).toBe('pattern');
  });

  it('runs a backtracking bomb from a tenant schema in linear time', () => {
    // `^(a|aa)+$` against 60 a's and a '!' blocks a backtracking engine for about a day.
    const validators = new SchemaValidators();
    const compiled = validators.get('bomb', withPattern('^(a|aa)+$'));
    if (!compiled.ok) throw new Error(compiled.message);
    expect(compiled.validate({ estado: `${'a'.repeat(50_000)}!` })).toBe(false);
    const keys = validators.get('keys', {
      type: 'object',
      patternProperties: { '^(a|aa)+$': { type: 'number' } },
    });
    if (!keys.ok) throw new Error(keys.message);
    expect(keys.validate({ [`${'a'.repeat(50_000)}!`]: 'x' })).toBe(true);
    expect(keys.validate({ aaaa: 'x' })).toBe(false);
  });

  it('does not compile a schema whose pattern needs backtracking', () => {
    const compiled = new SchemaValidators().get('look', withPattern('^(?=.*\\d).{8,}$'));
    expect(compiled).toEqual({
      ok: false,
      message: expect.stringMatching(/cannot be matched in linear time/),
    });
  });
});
