import { describe, expect, it } from 'vitest';
import { COST_KEYWORD, meterSchema, validationMeter } from './metered-schema.js';

describe('meterSchema', () => {
  it('adds the cost keyword to every subschema, and leaves maps, enum and const as they are', () => {
    const schema = {
      type: 'object',
      required: ['a'],
      properties: { a: { type: 'string', pattern: '^x' }, enum: { const: { deep: {} } } },
      patternProperties: { '^p': { type: 'integer' } },
      dependentRequired: { a: ['b'] },
      anyOf: [{ minProperties: 1 }, true],
      items: { enum: [{ x: 1 }, 2], uniqueItems: true },
    };
    expect(meterSchema(schema)).toEqual({
      ok: true,
      schema: {
        ...schema,
        properties: {
          a: { type: 'string', pattern: '^x', [COST_KEYWORD]: [1, 0, 0, 0, 1] },
          enum: { const: { deep: {} }, [COST_KEYWORD]: [3, 0, 0, 0, 0] },
        },
        patternProperties: { '^p': { type: 'integer', [COST_KEYWORD]: [1, 0, 0, 0, 0] } },
        anyOf: [{ minProperties: 1, [COST_KEYWORD]: [1, 0, 0, 0, 0] }, true],
        items: { enum: [{ x: 1 }, 2], uniqueItems: true, [COST_KEYWORD]: [5, 0, 0, 1, 0] },
        // 1 + 2 properties + 1 pattern + 1 required + 1 dependent name; members: 1 + 1 pattern.
        [COST_KEYWORD]: [6, 2, 1, 0, 0],
      },
    });
  });

  it('refuses a $ref into enum or const, however it is spelled, and accepts one to a property so named', () => {
    for (const ref of [
      '#/properties/a/enum/0',
      '#/%65num',
      'other.json#/$defs/x/const',
      '#/items/anyOf/0/enum',
    ])
      expect(meterSchema({ $ref: ref })).toEqual({
        ok: false,
        reason: `$ref ${JSON.stringify(ref)} points into enum or const`,
      });
    for (const ref of ['#/properties/enum', '#/$defs/const/properties/enum', '#anchor', '#'])
      expect(meterSchema({ $ref: ref }).ok).toBe(true);
  });

  it('refuses a schema deeper or bigger than its limits', () => {
    expect(meterSchema({ not: { not: { not: {} } } }, { maxDepth: 2 })).toEqual({
      ok: false,
      reason: 'nests deeper than 2 levels',
    });
    expect(meterSchema({ properties: { a: {}, b: {} } }, { maxSubschemas: 2 })).toEqual({
      ok: false,
      reason: 'has more than 2 subschemas',
    });
  });
});

describe('validationMeter', () => {
  it('charges each application and stops the run once spent, with a full meter for the next', () => {
    const meter = validationMeter(10);
    const charge = (weights: number[], data: unknown) =>
      (meter.keyword.validate as (w: number[], d: unknown) => boolean)(weights, data);
    expect(meter.run(() => charge([1, 0, 0, 0, 1], 'abcdefghi'))).toBe(true);
    expect(meter.run(() => charge([1, 0, 0, 0, 1], 'abcdefghij'))).toBe('spent');
    expect(meter.run(() => charge([1, 1, 1, 0, 0], { ab: 1, cd: 2 }))).toBe(true);
    expect(meter.run(() => charge([1, 0, 0, 1, 0], Array(10).fill(0)))).toBe('spent');
    expect(meter.run(() => false)).toBe(false);
    expect(() => meter.run(() => JSON.parse('{'))).toThrow(SyntaxError);
  });
});
