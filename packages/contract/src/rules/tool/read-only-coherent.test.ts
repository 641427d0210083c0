import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { readOnlyCoherent } from './read-only-coherent.js';

const tool = (name: string, annotations: unknown, verb = 'consultar un cliente') => ({
  ...abrirCasoSoporte(),
  name,
  annotations,
  _meta: { 'com.asixto/capability': 'general', 'com.asixto/verb': verb },
});

describe('read-only-coherent', () => {
  it('passes read tools named as reads and writes not claiming read-only', () => {
    expect(failures(readOnlyCoherent, tool('consultar_cliente', { readOnlyHint: true }))).toEqual([]);
    expect(failures(readOnlyCoherent, abrirCasoSoporte())).toEqual([]);
  });
  it('suspects a read-only claim on a writing name or verb, or a contradiction', () => {
    expect(failures(readOnlyCoherent, tool('cancelar_cita', { readOnlyHint: true }))).toMatchObject([
      { heuristic: true, message: expect.stringContaining('"cancelar"') },
    ]);
    expect(
      failures(readOnlyCoherent, tool('citas', { readOnlyHint: true }, 'agendar una cita')),
    ).toHaveLength(1);
    expect(
      failures(readOnlyCoherent, tool('consultar', { readOnlyHint: true, destructiveHint: true }))[0]
        ?.message,
    ).toContain('both');
  });
});
