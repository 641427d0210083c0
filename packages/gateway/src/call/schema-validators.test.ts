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

  it('compiles a referenced definition once, not once per reference', () => {
    // Inlined, 40 references to a 40-property definition made a 575,000-character validator;
    // 150 of each (8 KB of schema) took 12.9 s to compile on the event loop.
    const names = (prefix: string) => Array.from({ length: 40 }, (_, i) => `${prefix}${i}`);
    const big = {
      type: 'object',
      properties: Object.fromEntries(names('q').map((n) => [n, { type: 'string' }])),
    };
    const schema = {
      type: 'object',
      $defs: { big },
      properties: Object.fromEntries(names('p').map((n) => [n, { $ref: '#/$defs/big' }])),
    };
    const compiled = new SchemaValidators().get('refs', schema);
    if (!compiled.ok) throw new Error(compiled.message);
    expect(String(compiled.validate).length).toBeLessThan(100_000);
    expect(compiled.validate({ p0: { q0: 'x' } })).toBe(true);
    expect(compiled.validate({ p0: { q0: 1 } })).toBe(false);
  });
});
