import { describe, expect, it } from 'vitest';
import {
  examplesFromDescription,
  findSearchParam,
  synthesizeArguments,
  synthesizeValue,
} from './synthesize-arguments.js';

describe('synthesizeValue', () => {
  it('prefers const, enum, default and examples', () => {
    expect(synthesizeValue({ const: 'x' })).toBe('x');
    expect(synthesizeValue({ enum: [null, 'falla', 'cobro'] })).toBe('falla');
    expect(synthesizeValue({ type: 'integer', default: 7 })).toBe(7);
    expect(synthesizeValue({ type: 'string', examples: ['CC1'] })).toBe('CC1');
  });
  it('respects string bounds, patterns, formats and documented examples', () => {
    expect(synthesizeValue({ type: 'string', maxLength: 5 }, 'descripcion')).toHaveLength(5);
    expect(synthesizeValue({ type: 'string', minLength: 30 }, 'x')).toHaveLength(30);
    expect(synthesizeValue({ type: 'string', pattern: '^[0-9]{6,12}$' })).toMatch(/^[0-9]{6,12}$/);
    expect(synthesizeValue({ type: 'string', format: 'date' })).toBe('2026-08-03');
    const documented = {
      type: 'string',
      maxLength: 20,
      description: 'Documento, por ejemplo CC1032456789 o NIT9001234567.',
    };
    expect(synthesizeValue(documented)).toBe('CC1032456789');
    expect(synthesizeValue({ type: 'string', pattern: '^Z{9}$' })).toBeUndefined();
  });
  it('keeps numbers in bounds and unwraps nullable branches', () => {
    expect(synthesizeValue({ type: 'integer', minimum: 3, maximum: 9 })).toBe(3);
    expect(synthesizeValue({ type: 'number', exclusiveMinimum: 0 })).toBe(1);
    expect(synthesizeValue({ anyOf: [{ type: 'null' }, { enum: ['alta'] }] })).toBe('alta');
    expect(synthesizeValue({ type: ['null', 'boolean'] })).toBe(true);
  });
});

describe('synthesizeArguments', () => {
  const schema = {
    type: 'object',
    required: ['documento', 'tipo'],
    properties: {
      documento: { type: 'string', maxLength: 20 },
      tipo: { enum: ['falla'] },
      prioridad: { type: ['string', 'null'], enum: ['alta', null] },
      nota: { type: ['string', 'null'], maxLength: 10 },
    },
  };
  it('fills required fields and names the optional ones', () => {
    const result = synthesizeArguments(schema);
    expect(result).toEqual({
      ok: true,
      value: { documento: expect.any(String), tipo: 'falla' },
      optional: ['prioridad', 'nota'],
    });
  });
  it('can fill optional ones too (for writes)', () => {
    const result = synthesizeArguments(schema, 0, true);
    expect(result.ok && result.value.prioridad).toBe('alta');
  });
  it('says which required field it cannot build', () => {
    expect(
      synthesizeArguments({ required: ['x'], properties: { x: { type: 'string', pattern: '^Q{20}$' } } }),
    ).toEqual({
      ok: false,
      missing: 'x',
    });
  });
});

describe('findSearchParam and examplesFromDescription', () => {
  it('finds a free-text search parameter only', () => {
    expect(findSearchParam({ properties: { query: { type: 'string' }, limite: { type: 'integer' } } })).toBe(
      'query',
    );
    expect(findSearchParam({ properties: { texto: { type: ['string', 'null'] } } })).toBe('texto');
    expect(findSearchParam({ properties: { documento: { type: 'string' } } })).toBeUndefined();
    expect(findSearchParam({ properties: { q: { enum: ['a'] } } })).toBeUndefined();
  });
  it('reads sample values after "por ejemplo" / "e.g."', () => {
    expect(examplesFromDescription('Código, e.g. AB-12 or CD-34')).toEqual(['AB-12', 'CD-34']);
    expect(examplesFromDescription(undefined)).toEqual([]);
  });
});

/** `levels` objects, each requiring the next; built as text, since a recursive builder would overflow. */
function deepRequiredSchema(levels: number): unknown {
  const open = '{"type":"object","required":["n"],"properties":{"n":';
  return JSON.parse(`${open.repeat(levels)}{"type":"string"}${'}}'.repeat(levels)}`);
}

describe('sizes a hostile schema demands (each case finishes only because nothing big is built)', () => {
  const one = (property: unknown) => ({
    type: 'object',
    required: ['codigos'],
    properties: { codigos: property },
  });

  it('refuses a huge minItems, minLength or minProperties as a value it cannot synthesize', () => {
    const refused = { ok: false, missing: 'codigos' };
    expect(synthesizeArguments(one({ type: 'array', items: { type: 'string' }, minItems: 1e9 }))).toEqual(
      refused,
    );
    // What JSON.parse makes of `1e999`.
    expect(
      synthesizeArguments(one({ type: 'array', items: { type: 'string' }, minItems: Infinity })),
    ).toEqual(refused);
    expect(synthesizeArguments(one({ type: 'string', minLength: 4e8, maxLength: 4e8 }))).toEqual(refused);
    expect(synthesizeArguments(one({ type: 'object', minProperties: 1e9 }))).toEqual(refused);
    expect(synthesizeArguments({ type: 'object', minProperties: 1e9, properties: {} })).toEqual({
      ok: false,
      missing: 'inputSchema',
    });
    expect(synthesizeValue({ type: 'array', items: { type: 'string' }, minItems: 1e9 })).toBeUndefined();
    expect(synthesizeValue({ type: 'string', minLength: 4e8 })).toBeUndefined();
  });

  it('refuses an array whose copies would go over the size budget, not sending it empty', () => {
    const level = (items: unknown) => ({ type: 'array', minItems: 50, items });
    // 50 × 50 short strings fit in 64 KiB; a third level (125,000 strings) does not.
    expect(synthesizeValue(level(level({ type: 'string' })))).toHaveLength(50);
    expect(synthesizeArguments(one(level(level(level({ type: 'string' })))))).toEqual({
      ok: false,
      missing: 'codigos',
    });
  });

  it('refuses a 10,000-level schema, and a value given too deep or too big to send', () => {
    expect(synthesizeArguments(one(deepRequiredSchema(10_000)))).toEqual({ ok: false, missing: 'codigos' });
    const deepValue = JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(synthesizeArguments(one({ const: deepValue }))).toEqual({ ok: false, missing: 'codigos' });
    expect(synthesizeArguments(one({ enum: ['x'.repeat(1_000_000)] }))).toEqual({
      ok: false,
      missing: 'codigos',
    });
    // A default or an example is a hint: the type still gives a value.
    expect(synthesizeValue({ type: 'integer', default: deepValue, examples: ['x'.repeat(1_000_000)] })).toBe(
      1,
    );
  });

  it('tests candidates against a pattern in linear time, and gives up on one RE2 cannot run', () => {
    // On a backtracking engine, the documented example below takes longer than the age of the universe.
    const bomb = {
      type: 'string',
      maxLength: 100,
      pattern: '^(a|aa)+$',
      description: `Código, por ejemplo ${'a'.repeat(60)}b.`,
    };
    expect(synthesizeValue(bomb)).toBe('a');
    expect(synthesizeValue({ type: 'string', pattern: '^(?=.*\\d)[0-9]+$' })).toBeUndefined();
    // A candidate far over maxLength is set aside before the pattern sees it.
    expect(synthesizeValue({ type: 'string', pattern: '^a+$', description: `e.g. ${'a'.repeat(1e6)}` })).toBe(
      'a',
    );
  });

  it('leaves out the optional values that do not fit, and keeps the ones that do', () => {
    const schema = {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'string', maxLength: 8 },
        grande: { type: 'string', minLength: 4_096, maxLength: 4_096 },
        enorme: { type: 'array', minItems: 1e9, items: { type: 'string' } },
        // Its item is built (4 KiB) before its 50 copies turn out not to fit: that is given back.
        mucho: { type: 'array', minItems: 50, items: { type: 'string', minLength: 4_096, maxLength: 4_096 } },
        nota: { type: 'string' },
      },
    };
    const result = synthesizeArguments(schema, 0, true);
    expect(result.ok && Object.keys(result.value)).toEqual(['id', 'grande', 'nota']);
    expect(result.ok && result.optional).toEqual(['grande', 'enorme', 'mucho', 'nota']);
  });

  it('still honours bounds up to the limits exactly as before', () => {
    expect(synthesizeValue({ type: 'array', items: { type: 'integer' }, minItems: 50 })).toEqual(
      Array(50).fill(1),
    );
    expect(synthesizeValue({ type: 'array', items: { type: 'integer' }, minItems: 2.5 })).toEqual([1, 1]);
    expect(synthesizeValue({ type: 'string', minLength: 4_096, maxLength: 5_000 }, 'x')).toBe(
      `prueba x${'x'.repeat(4_088)}`,
    );
    expect(synthesizeValue({ type: 'string', maxLength: 3 }, 'señal')).toBe('pru');
    expect(synthesizeValue({ type: 'string', maxLength: 8 }, 'a😀b')).toBe('prueba a');
    expect(synthesizeValue({ type: 'string', maxLength: 10 }, '😀😀😀😀')).toBe('prueba 😀😀😀');
    expect(synthesizeValue({ type: 'array', items: { type: 'object', properties: {} } })).toEqual([{}]);
    expect(
      synthesizeArguments({
        type: 'object',
        minProperties: 1,
        required: ['fecha', 'lista'],
        properties: {
          fecha: { type: 'string', format: 'date' },
          lista: { type: 'array', minItems: 2, items: { enum: ['a', 'b'] } },
        },
      }),
    ).toEqual({ ok: true, value: { fecha: '2026-08-03', lista: ['a', 'a'] }, optional: [] });
  });
});
