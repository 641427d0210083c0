import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte, objectSchema, withInput, zodStyleTool } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { freeTextMaxLength } from './free-text-max-length.js';

const one = (schema: unknown) => withInput(objectSchema({ p: schema }));

describe('free-text-max-length', () => {
  it('passes bounded or closed strings and zod nullable strings', () => {
    expect(failures(freeTextMaxLength, abrirCasoSoporte())).toEqual([]);
    expect(failures(freeTextMaxLength, zodStyleTool())).toEqual([]);
    for (const schema of [
      { type: 'string', format: 'date' },
      { type: 'string', pattern: '^[0-9]+$' },
      { type: 'string', const: 'si' },
      { anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] },
      { maxLength: 9, anyOf: [{ type: 'string' }, { type: 'null' }] },
      { type: 'integer' },
    ]) {
      expect(failures(freeTextMaxLength, one(schema)), JSON.stringify(schema)).toEqual([]);
    }
  });
  it('fails unbounded free text at any depth, in branches and array items', () => {
    expect(failures(freeTextMaxLength, one({ type: 'string' }))).toMatchObject([
      { path: '/properties/p', message: 'Free-text `p` does not declare `maxLength`' },
    ]);
    expect(failures(freeTextMaxLength, one({ anyOf: [{ type: 'string' }, { type: 'null' }] }))).toHaveLength(
      1,
    );
    expect(
      failures(freeTextMaxLength, one({ type: 'array', maxItems: 3, items: { type: 'string' } })),
    ).toMatchObject([{ path: '/properties/p/items' }]);
    expect(failures(freeTextMaxLength, one(objectSchema({ q: { type: ['string', 'null'] } })))).toMatchObject(
      [{ path: '/properties/p/properties/q' }],
    );
  });
});
