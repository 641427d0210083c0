import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { descriptionNoModelInstructions } from './description-no-model-instructions.js';

const described = (description: string) => ({ ...abrirCasoSoporte(), description });

describe('description-no-model-instructions', () => {
  it('passes a plain description', () => {
    expect(failures(descriptionNoModelInstructions, abrirCasoSoporte())).toEqual([]);
    expect(
      failures(descriptionNoModelInstructions, described('Devuelve el saldo que corresponde al cliente.')),
    ).toEqual([]);
    expect(
      failures(descriptionNoModelInstructions, described('Consulta el saldo. No debes usarla para pagar.')),
    ).toEqual([]);
  });
  it('suspects instructions to the model', () => {
    for (const d of [
      'Consulta el saldo y responde amablemente.',
      'Abre el caso. Dile al cliente que espere.',
      'Looks up a customer. You must greet them first.',
    ]) {
      expect(failures(descriptionNoModelInstructions, described(d)), d).toMatchObject([{ heuristic: true }]);
    }
  });
});
