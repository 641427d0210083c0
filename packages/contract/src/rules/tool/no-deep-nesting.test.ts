import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte, objectSchema, withInput } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { noDeepNesting } from './no-deep-nesting.js';

describe('no-deep-nesting', () => {
  it('passes up to two object levels', () => {
    expect(failures(noDeepNesting, abrirCasoSoporte())).toEqual([]);
    expect(
      failures(noDeepNesting, withInput(objectSchema({ a: objectSchema({ b: { type: 'integer' } }) }))),
    ).toEqual([]);
  });
  it('warns once at the first level too deep, through arrays too', () => {
    const deep = objectSchema({
      a: objectSchema({ b: objectSchema({ c: objectSchema({ d: { type: 'integer' } }) }) }),
    });
    expect(failures(noDeepNesting, withInput(deep))).toMatchObject([
      {
        path: '/properties/a/properties/b/properties/c',
        message: expect.stringContaining('`a.b.c` is nested 3 levels'),
      },
    ]);
    const arrays = objectSchema({
      l: { type: 'array', items: objectSchema({ m: objectSchema({ n: { type: 'integer' } }) }) },
    });
    expect(failures(noDeepNesting, withInput(arrays))).toMatchObject([
      { path: '/properties/l/items/properties/m/properties/n' },
    ]);
  });
});
