import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte, objectSchema, withInput } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { closedValuesAsEnum } from './closed-values-as-enum.js';

const described = (description: string, extra: Record<string, unknown> = {}) =>
  withInput(objectSchema({ prioridad: { type: 'string', maxLength: 10, description, ...extra } }));

describe('closed-values-as-enum', () => {
  it('passes enums and plain descriptions', () => {
    expect(failures(closedValuesAsEnum, abrirCasoSoporte())).toEqual([]);
    expect(failures(closedValuesAsEnum, described('Prioridad del caso'))).toEqual([]);
    expect(
      failures(closedValuesAsEnum, described('Alta, media o baja', { enum: ['alta', 'media', 'baja'] })),
    ).toEqual([]);
  });
  it('suspects a free string whose description lists its values', () => {
    for (const d of [
      'Uno de: alta, media, baja',
      'alta|media|baja',
      'Prioridad: alta, media o baja',
      "Valores 'alta' o 'baja'",
      'One of high or low',
    ]) {
      expect(failures(closedValuesAsEnum, described(d)), d).toMatchObject([
        { path: '/properties/prioridad', heuristic: true, message: expect.stringContaining('`prioridad`') },
      ]);
    }
    const nullable = withInput(
      objectSchema({
        p: { description: 'uno de A o B', anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
      }),
    );
    expect(failures(closedValuesAsEnum, nullable)).toHaveLength(1);
  });
});
