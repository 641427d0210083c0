import { describe, expect, it } from 'vitest';
import { parametersOf } from './tool-parameters';

describe('parametersOf', () => {
  it('lists each declared parameter with its type, whether it is required and its description', () => {
    expect(
      parametersOf({
        type: 'object',
        required: ['documento'],
        properties: {
          documento: { type: 'string', description: 'Documento del cliente.' },
          prioridad: { type: ['string', 'null'], enum: ['alta', 'normal', null] },
          extra: true,
        },
      }),
    ).toEqual([
      { name: 'documento', type: 'string', required: true, description: 'Documento del cliente.' },
      { name: 'prioridad', type: '"alta" | "normal" | null', required: false, description: '' },
      { name: 'extra', type: '—', required: false, description: '' },
    ]);
  });

  it('reads any JSON a server listed without failing', () => {
    for (const schema of [undefined, null, 'x', 1, { properties: null }, { properties: 'x' }, []])
      expect(parametersOf(schema)).toEqual([]);
  });
});
