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

  it('checks uniqueItems in linear time', () => {
    const compiled = new SchemaValidators().get('unique', {
      type: 'object',
      properties: { filas: { type: 'array', uniqueItems: true } },
    });
    if (!compiled.ok) throw new Error(compiled.message);
    // ajv's own keyword compares every pair: 20,000 objects took 20 s.
    const filas = Array.from({ length: 20_000 }, (_, i) => ({ id: i, nombre: `fila ${i}` }));
    expect(compiled.validate({ filas })).toBe(true);
    expect(compiled.validate({ filas: [...filas, { nombre: 'fila 7', id: 7 }] })).toBe(false);
    expect(compiled.validate.errors?.[0]?.keyword).toBe('uniqueItems');
  });

  it('stops a check whose work the schema makes explode, and says so', () => {
    // Each level applies both branches (2020-12 anyOf collects from all): 2^levels subschemas.
    const fanOut = (levels: number) => {
      const $defs: Record<string, unknown> = { [`d${levels}`]: { type: 'string' } };
      for (let i = 0; i < levels; i++)
        $defs[`d${i}`] = { anyOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] };
      const compiled = new SchemaValidators().get(`fan${levels}`, {
        type: 'object',
        $defs,
        properties: { a: { $ref: '#/$defs/d0' } },
      });
      if (!compiled.ok) throw new Error(compiled.message);
      return compiled.validate;
    };
    const small = fanOut(5);
    expect(small({ a: 'x' })).toBe(true);
    expect(small({ a: 1 })).toBe(false);
    expect(small.errors?.[0]?.keyword).toBe('type');
    // 2^40: passing or failing (where the check stops at the first failing keyword), stopped.
    const bomb = fanOut(40);
    for (const a of ['x', 1]) {
      expect(bomb({ a })).toBe(false);
      expect(bomb.errors?.[0]?.message).toMatch(/too costly to check/);
    }
  });

  it('does not compile a schema nested deeper than ajv can recurse', () => {
    let deep: unknown = { type: 'string' };
    for (let i = 0; i < 10_000; i++) deep = { type: 'object', properties: { a: deep } };
    expect(new SchemaValidators().get('deep', deep)).toEqual({
      ok: false,
      message: expect.stringMatching(/nests deeper than 100 levels/),
    });
  });
});
