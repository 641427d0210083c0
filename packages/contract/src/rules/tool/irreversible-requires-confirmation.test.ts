import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte, objectSchema } from '../__fixtures__/tools.js';
import { failures, run } from '../__fixtures__/run-rule.js';
import { irreversibleRequiresConfirmation } from './irreversible-requires-confirmation.js';

const destructive = (inputSchema: unknown) => ({
  ...abrirCasoSoporte(),
  name: 'cancelar_cita',
  inputSchema,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
});

describe('irreversible-requires-confirmation', () => {
  it('does not apply to non-destructive tools', () => {
    expect(run(irreversibleRequiresConfirmation, abrirCasoSoporte())).toEqual([]);
  });
  it('passes a required boolean or const-true confirmation', () => {
    const ok = destructive(
      objectSchema({ cita: { type: 'string', maxLength: 9 }, confirmar: { type: 'boolean' } }, [
        'cita',
        'confirmar',
      ]),
    );
    expect(failures(irreversibleRequiresConfirmation, ok)).toEqual([]);
    const constant = destructive(objectSchema({ confirmacion: { const: true } }, ['confirmacion']));
    expect(failures(irreversibleRequiresConfirmation, constant)).toEqual([]);
  });
  it('suspects a destructive tool without a required confirmation', () => {
    const optional = destructive(objectSchema({ confirmar: { type: ['boolean', 'null'] } }));
    expect(failures(irreversibleRequiresConfirmation, optional)).toMatchObject([
      { heuristic: true, level: 'DEBE' },
    ]);
    expect(failures(irreversibleRequiresConfirmation, destructive(null))).toHaveLength(1);
  });
});
