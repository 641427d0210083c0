import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { outputSchemaDeclared } from './output-schema-declared.js';

describe('output-schema-declared', () => {
  it('passes a declared output schema', () => {
    expect(failures(outputSchemaDeclared, abrirCasoSoporte())).toEqual([]);
  });
  it('warns on a missing or malformed output schema', () => {
    const { outputSchema: _drop, ...bare } = abrirCasoSoporte();
    expect(failures(outputSchemaDeclared, bare)).toMatchObject([
      { level: 'DEBERIA', message: 'The tool declares no `outputSchema`' },
    ]);
    expect(failures(outputSchemaDeclared, { ...bare, outputSchema: 'object' })).toHaveLength(1);
  });
});
