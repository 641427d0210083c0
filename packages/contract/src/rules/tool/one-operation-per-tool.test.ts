import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte, objectSchema, withInput } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { oneOperationPerTool } from './one-operation-per-tool.js';

describe('one-operation-per-tool', () => {
  it('passes a business `tipo` (page 02 example) and a status enum', () => {
    expect(failures(oneOperationPerTool, abrirCasoSoporte())).toEqual([]);
    const estado = withInput(objectSchema({ estado: { enum: ['abierto', 'cerrado', null] } }));
    expect(failures(oneOperationPerTool, estado)).toEqual([]);
  });
  it('blocks an operation selector by name', () => {
    for (const name of [
      'accion',
      'Acción',
      'action',
      'operacion',
      'operation',
      'op',
      'modo',
      'mode',
      'tipo_operacion',
    ]) {
      const tool = withInput(objectSchema({ [name]: { type: 'string', maxLength: 9 } }, [name]));
      expect(failures(oneOperationPerTool, tool), name).toMatchObject([
        { heuristic: false, level: 'DEBE', message: expect.stringContaining('selects the operation') },
      ]);
    }
  });
  it('blocks an enum whose values are different operations', () => {
    const tool = withInput(objectSchema({ tipo: { enum: ['crear', 'cancelar', 'consultar'] } }, ['tipo']));
    expect(failures(oneOperationPerTool, tool)).toMatchObject([
      { path: '/properties/tipo', message: expect.stringContaining('crear, cancelar, consultar') },
    ]);
    const nullable = withInput(
      objectSchema({
        que: { anyOf: [{ type: 'string', enum: ['create_order', 'delete_order'] }, { type: 'null' }] },
      }),
    );
    expect(failures(oneOperationPerTool, nullable)).toHaveLength(1);
  });
});
