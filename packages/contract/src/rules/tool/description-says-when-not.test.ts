import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte } from '../__fixtures__/tools.js';
import { failures, run } from '../__fixtures__/run-rule.js';
import { descriptionSaysWhenNot } from './description-says-when-not.js';

const described = (description: string) => ({ ...abrirCasoSoporte(), description });

describe('description-says-when-not', () => {
  it('passes descriptions that say when not to use the tool', () => {
    expect(failures(descriptionSaysWhenNot, abrirCasoSoporte())).toEqual([]);
    expect(
      failures(descriptionSaysWhenNot, described('Finds a customer. Do not use it to create one.')),
    ).toEqual([]);
    expect(
      failures(descriptionSaysWhenNot, described('Consulta un cliente; no usar para crear clientes.')),
    ).toEqual([]);
  });
  it('suspects a description without the "when not"', () => {
    expect(failures(descriptionSaysWhenNot, described('Consulta un cliente por documento.'))).toMatchObject([
      { heuristic: true, level: 'DEBERIA' },
    ]);
  });
  it('does not apply without a description', () => {
    expect(run(descriptionSaysWhenNot, { name: 'x' })).toEqual([]);
  });
});
