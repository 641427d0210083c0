import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte, objectSchema, withInput } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { noInternalIdRequired } from './no-internal-id-required.js';

const s = { type: 'string', maxLength: 40 };
const required = (...names: string[]) =>
  withInput(objectSchema(Object.fromEntries(names.map((n) => [n, s])), names));

describe('no-internal-id-required', () => {
  it('passes customer-known identifiers', () => {
    expect(failures(noInternalIdRequired, abrirCasoSoporte())).toEqual([]);
    expect(
      failures(noInternalIdRequired, required('documento', 'id_documento', 'numero_radicado', 'telefono')),
    ).toEqual([]);
    expect(failures(noInternalIdRequired, withInput(objectSchema({ cliente_id: s })))).toEqual([]);
  });
  it('suspects internal identifiers among required inputs', () => {
    const f = failures(noInternalIdRequired, required('id', 'cliente_id', 'id_cita', 'uuid', 'pk', 'citaId'));
    expect(f.map((x) => x.path)).toEqual([
      '/properties/id',
      '/properties/cliente_id',
      '/properties/id_cita',
      '/properties/uuid',
      '/properties/pk',
      '/properties/citaId',
    ]);
    expect(f[0]).toMatchObject({ heuristic: true, level: 'DEBE' });
  });
});
