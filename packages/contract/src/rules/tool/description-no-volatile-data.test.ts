import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { descriptionNoVolatileData } from './description-no-volatile-data.js';

const described = (description: string) => ({ ...abrirCasoSoporte(), description });

describe('description-no-volatile-data', () => {
  it('passes a description without volatile data', () => {
    expect(failures(descriptionNoVolatileData, abrirCasoSoporte())).toEqual([]);
    expect(
      failures(
        descriptionNoVolatileData,
        described('Busca ítems del catálogo por texto; devuelve hasta 3 en voz.'),
      ),
    ).toEqual([]);
  });
  it('suspects prices, hours and stock', () => {
    for (const d of [
      'Plan hogar a $89.900 al mes.',
      'Cuesta 89.900 COP.',
      'Atendemos de 8:00 a 17:00.',
      'Quedan 4 cupos.',
      'Hay 12 unidades disponibles.',
    ]) {
      expect(failures(descriptionNoVolatileData, described(d)), d).toMatchObject([{ heuristic: true }]);
    }
  });
});
