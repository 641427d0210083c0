import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte, withInput } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { noRootCombinator } from './no-root-combinator.js';

describe('no-root-combinator', () => {
  it('passes a flat object', () => {
    expect(failures(noRootCombinator, abrirCasoSoporte())).toEqual([]);
  });
  it('warns on a root oneOf/anyOf/allOf', () => {
    const tool = withInput({
      type: 'object',
      additionalProperties: false,
      oneOf: [{ required: ['a'] }, { required: ['b'] }],
    });
    expect(failures(noRootCombinator, tool)).toMatchObject([
      { level: 'DEBERIA', path: '/oneOf', message: expect.stringContaining('`oneOf`') },
    ]);
  });
});
