import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderJsonSchema } from '../define/render-schema.js';
import { deferredInputSchema, memoizedConverter, publishedSchema } from './published-schema.js';

describe('schemas handed to the SDK', () => {
  it('converts once per (direction, target) and returns the same frozen object', () => {
    let conversions = 0;
    const converter = memoizedConverter({
      input: () => ({ n: ++conversions, nested: { a: [1] } }),
      output: () => ({ n: ++conversions }),
    });
    const first = converter.input({ target: 'draft-2020-12' });
    expect(converter.input({ target: 'draft-2020-12' })).toBe(first);
    expect(conversions).toBe(1);
    expect(Object.isFrozen((first['nested'] as { a: number[] }).a)).toBe(true);
    converter.output({ target: 'draft-2020-12' });
    converter.input({ target: 'draft-07' });
    expect(conversions).toBe(3);
    // Library options bypass the cache (they can change the result).
    converter.input({ target: 'draft-2020-12', libraryOptions: {} });
    expect(conversions).toBe(4);
  });

  it('publishes the zod schema’s own JSON Schema and validates like it', async () => {
    const output = z.object({ nombre: z.string(), saldo: z.number().nullable() });
    const schema = publishedSchema(output)['~standard'];
    expect(schema.jsonSchema.output({ target: 'draft-2020-12' })).toEqual(renderJsonSchema(output, 'output'));
    expect(await schema.validate({ nombre: 'Ana', saldo: null })).toEqual({
      value: { nombre: 'Ana', saldo: null },
    });
    const bad = await schema.validate({ nombre: 1, saldo: null });
    expect(bad.issues?.length).toBeGreaterThan(0);
  });

  it('defers input validation to the toolkit but publishes the real input schema', async () => {
    const input = z.strictObject({ documento: z.string().max(20) });
    const schema = deferredInputSchema(input)['~standard'];
    expect(await schema.validate({ documento: 7 })).toEqual({ value: { documento: 7 } });
    expect(schema.jsonSchema.input({ target: 'draft-2020-12' })).toEqual(renderJsonSchema(input, 'input'));
  });
});
