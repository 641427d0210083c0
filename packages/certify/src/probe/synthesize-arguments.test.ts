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
