import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContractError } from '../errors.js';
import { canonicalJson, MAX_JSON_DEPTH } from './canonical-json.js';

/** Rebuilds a value with every object's keys in reverse order (same content, other insertion order). */
function reorder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reorder);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .reverse()
        .map((k) => [k, reorder((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Adds `extra: null` members to every object. */
function addNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(addNulls);
  if (value !== null && typeof value === 'object') {
    // fromEntries defines own members, so a generated `__proto__` key stays data, as in parsed JSON.
    return Object.fromEntries([
      ['__absent__', null],
      ...Object.entries(value).map(([k, v]) => [k, addNulls(v)]),
    ]);
  }
  return value;
}

describe('canonicalJson', () => {
  it('sorts keys by UTF-16 code units and drops whitespace', () => {
    // '\u00e9' (é) sorts after 'z'; an astral character (surrogate pair) sorts before U+FFFF.
    expect(canonicalJson({ z: 1, é: 2, a: [3, { c: true, b: 'x' }], '😀': 0, '\uffff': 9 })).toBe(
      '{"a":[3,{"b":"x","c":true}],"z":1,"é":2,"😀":0,"\uffff":9}',
    );
  });

  it('sorts small and large objects alike (both sides of the insertion-sort bound)', () => {
    const names = Array.from(
      { length: 40 },
      (_, i) => ['k', 'é', '😀', '\uffff', 'K', '_'][i % 6] + String(39 - i),
    );
    for (const count of [2, 7, 32, 33, 40]) {
      const keys = names.slice(0, count);
      const expected = `{${[...keys]
        .sort()
        .map((k) => `${JSON.stringify(k)}:1`)
        .join(',')}}`;
      expect(canonicalJson(Object.fromEntries(keys.map((k) => [k, 1]))), String(count)).toBe(expected);
    }
  });

  it('accepts the same object twice side by side (only a cycle is refused)', () => {
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: [shared, shared] })).toBe('{"a":{"x":1},"b":[{"x":1},{"x":1}]}');
  });

  it('prints numbers in shortest form and -0 as 0', () => {
    expect(canonicalJson([1.5e-7, 1e21, 100, -0, 0.1 + 0.2, 333333333.3333333])).toBe(
      '[1.5e-7,1e+21,100,0,0.30000000000000004,333333333.3333333]',
    );
  });

  it('treats null members as absent only when asked, at every depth, keeping null array elements', () => {
    const value = { a: null, b: { c: null, d: [null, { e: null }] } };
    expect(canonicalJson(value)).toBe('{"a":null,"b":{"c":null,"d":[null,{"e":null}]}}');
    expect(canonicalJson(value, { nullAsAbsent: true })).toBe('{"b":{"d":[null,{}]}}');
    expect(canonicalJson(null, { nullAsAbsent: true })).toBe('null');
  });

  it('matches JSON.parse round trip and JSON semantics for undefined', () => {
    expect(canonicalJson({ a: undefined, b: [undefined] })).toBe('{"b":[null]}');
    expect(JSON.parse(canonicalJson({ s: 'línea\n"comillas"\u0001' }))).toEqual({
      s: 'línea\n"comillas"\u0001',
    });
  });

  it('refuses values JSON cannot carry', () => {
    for (const bad of [NaN, Infinity, 10n, () => 1, Symbol('x')]) {
      expect(() => canonicalJson({ bad }), String(typeof bad)).toThrow(ContractError);
    }
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => canonicalJson(cycle)).toThrow(/circular/);
  });

  it('serialises nesting up to MAX_JSON_DEPTH and refuses deeper with a clear error, not a stack overflow', () => {
    const nested = (levels: number): unknown => {
      let value: unknown = 'fondo';
      for (let i = 0; i < levels; i++) value = i % 2 === 0 ? { a: value } : [value];
      return value;
    };
    expect(canonicalJson(nested(MAX_JSON_DEPTH))).toContain('"fondo"');
    for (const levels of [MAX_JSON_DEPTH + 1, 100_000]) {
      expect(() => canonicalJson(nested(levels))).toThrow(
        expect.objectContaining({
          code: 'CONTRACT_NOT_JSON',
          message: `nested deeper than ${MAX_JSON_DEPTH} levels`,
        }),
      );
    }
  });

  it('property: key order never matters', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(reorder(value))).toBe(canonicalJson(value));
      }),
    );
  });

  it('property: null members sign like absent ones', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(addNulls(value), { nullAsAbsent: true })).toBe(
          canonicalJson(value, { nullAsAbsent: true }),
        );
      }),
    );
  });

  it('property: quotes every string and key exactly as JSON.stringify does, lone surrogates included', () => {
    const text = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.string());
    fc.assert(
      fc.property(text, text, (key, value) => {
        expect(canonicalJson(value)).toBe(JSON.stringify(value));
        expect(canonicalJson({ [key]: value })).toBe(JSON.stringify({ [key]: value }));
      }),
      { numRuns: 500 },
    );
    for (const edge of [
      '',
      '"',
      '\\',
      '\u0000',
      '\u001f',
      '\u007f',
      '\u2028',
      '\ud800',
      '\udc00x',
      '😀',
      'ñ',
    ])
      expect(canonicalJson(edge)).toBe(JSON.stringify(edge));
  });

  it('property: the output is JSON that parses back to the same content', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // -0 is printed as 0, which is the same JSON number.
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
