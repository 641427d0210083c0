import { describe, expect, it } from 'vitest';
import { MAX_SCHEMA_DEPTH, MAX_SUBSCHEMAS, VALIDATION_STEPS } from '@asixto/contract';
import { SchemaValidator } from './schema-validator.js';

/** `levels` nested `properties`, built as text: a recursive builder would overflow first. */
function deepSchema(levels: number): unknown {
  const open = '{"type":"object","properties":{"n":';
  return JSON.parse(`${open.repeat(levels)}{"type":"string"}${'}}'.repeat(levels)}`);
}

/** `anyOf` of two references to the next level, `levels` times: 2^levels subschemas applied. */
function refBomb(levels: number): unknown {
  const $defs: Record<string, unknown> = { [`a${levels}`]: { type: 'string' } };
  for (let i = 0; i < levels; i++)
    $defs[`a${i}`] = { anyOf: [{ $ref: `#/$defs/a${i + 1}` }, { $ref: `#/$defs/a${i + 1}` }] };
  return { $defs, $ref: '#/$defs/a0' };
}

describe('SchemaValidator on ordinary schemas', () => {
  const validator = new SchemaValidator();
  const schema = {
    type: 'object',
    required: ['id', 'items'],
    properties: {
      id: { type: 'string', pattern: '^CC[0-9]{6,10}$' },
      items: { type: 'array', uniqueItems: true, items: { $ref: '#/$defs/item' } },
      estado: { enum: ['abierto', { codigo: 1 }] },
    },
    $defs: { item: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } },
  };

  it('accepts what conforms and says what does not, as ajv does', () => {
    expect(
      validator.errors(schema, { id: 'CC1234567', items: [{ n: 1 }, { n: 2 }], estado: { codigo: 1 } }),
    ).toEqual([]);
    expect(validator.errors(schema, { id: 'X', items: [{ n: 'a' }], estado: 'cerrado' })).toEqual([
      '/id must match pattern "^CC[0-9]{6,10}$"',
      '/items/0/n must be integer',
      '/estado must be equal to one of the allowed values',
    ]);
    expect(validator.errors(schema, { items: [] })).toEqual(["/ must have required property 'id'"]);
  });

  it('finds duplicate items in linear time, objects compared by value', () => {
    expect(validator.errors(schema, { id: 'CC1234567', items: [{ n: 1 }, { n: 2 }, { n: 1 }] })).toEqual([
      '/items must NOT have duplicate items (items ## 0 and 2 are identical)',
    ]);
    const many = Array.from({ length: 50_000 }, (_, n) => ({ n }));
    expect(validator.errors({ type: 'array', uniqueItems: true }, many)).toEqual([]);
    expect(
      validator.errors({ uniqueItems: true }, [
        { a: 1, b: [2] },
        { b: [2], a: 1.0 },
      ]),
    ).toHaveLength(1);
  });

  it('names a schema that does not compile, or a pattern RE2 cannot run, by its label', () => {
    expect(validator.errors({ type: 'string', pattern: '^(?=x)' }, 'x', 'inputSchema')).toEqual([
      expect.stringMatching(/^inputSchema: .*cannot be matched in linear time/),
    ]);
    expect(validator.errors({ $ref: '#/nowhere' }, 1)[0]).toMatch(/^outputSchema: /);
  });
});

describe('SchemaValidator on hostile schemas and answers (each case finishes only because the work is bounded)', () => {
  const validator = new SchemaValidator();

  it('refuses a 10,000-level schema as an error, without overflowing the stack', () => {
    expect(validator.errors(deepSchema(10_000), {})).toEqual([
      `outputSchema: nests deeper than ${MAX_SCHEMA_DEPTH} levels`,
    ]);
    expect(validator.errors(deepSchema(40), {})).toEqual([]);
  });

  it('stops a $ref bomb, chained or recursive, once its steps are spent', () => {
    const spent = [
      `outputSchema: too costly to check against this value (stopped after ${VALIDATION_STEPS} steps)`,
    ];
    expect(validator.errors(refBomb(40), 5)).toEqual(spent);
    const recursive = {
      $defs: {
        n: { type: 'object', properties: { x: { anyOf: [{ $ref: '#/$defs/n' }, { $ref: '#/$defs/n' }] } } },
      },
      $ref: '#/$defs/n',
    };
    let value: unknown = 5;
    for (let i = 0; i < 40; i++) value = { x: value };
    expect(validator.errors(recursive, value)).toEqual(spent);
    // 20,000 required names checked against 50,000 elements.
    const required = Array.from({ length: 20_000 }, (_, i) => `p${i}`);
    const elements = Array.from({ length: 50_000 }, () => ({}));
    expect(validator.errors({ type: 'array', items: { required } }, elements)).toEqual(spent);
  });

  it('runs patterns in linear time', () => {
    const schema = { type: 'object', properties: { x: { type: 'string', pattern: '^(a|aa)+$' } } };
    expect(validator.errors(schema, { x: `${'a'.repeat(40)}b` })).toEqual([
      '/x must match pattern "^(a|aa)+$"',
    ]);
  });

  it('compiles a subschema referenced many times once, and refuses one too big to compile', () => {
    const leaf = {
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`p${i}`, { type: 'string' }])),
    };
    const references = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [`r${i}`, { $ref: '#/$defs/leaf' }]),
    );
    expect(validator.errors({ $defs: { leaf }, properties: references }, { r0: { p0: 1 } })).toEqual([
      '/r0/p0 must be string',
    ]);
    const wide = {
      properties: Object.fromEntries(Array.from({ length: MAX_SUBSCHEMAS }, (_, i) => [`p${i}`, {}])),
    };
    expect(validator.errors(wide, {})).toEqual([`outputSchema: has more than ${MAX_SUBSCHEMAS} subschemas`]);
  });

  it('refuses a $ref into enum or const, which would be compiled without the meter', () => {
    const schema = { properties: { a: { enum: [{ anyOf: [] }] }, b: { $ref: '#/properties/a/enum/0' } } };
    expect(validator.errors(schema, {})).toEqual([
      'outputSchema: $ref "#/properties/a/enum/0" points into enum or const',
    ]);
    // A property that happens to be called `enum` is no such thing.
    const named = { properties: { enum: { type: 'string' }, b: { $ref: '#/properties/enum' } } };
    expect(validator.errors(named, { b: 1 })).toEqual(['/b must be string']);
  });

  it('reports a value nested too deep for a recursive schema as an error, not a crash', () => {
    const tree = { type: 'object', properties: { hijo: { $ref: '#' } } };
    const deep = JSON.parse(`${'{"hijo":'.repeat(30_000)}{}${'}'.repeat(30_000)}`);
    expect(validator.errors(tree, deep)[0]).toMatch(/^outputSchema: /);
  });
});
