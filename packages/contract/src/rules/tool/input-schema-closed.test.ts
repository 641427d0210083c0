import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte, objectSchema, withInput, zodStyleTool } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { inputSchemaClosed } from './input-schema-closed.js';

describe('input-schema-closed', () => {
  it('passes closed schemas, zod output and maps', () => {
    expect(failures(inputSchemaClosed, abrirCasoSoporte())).toEqual([]);
    expect(failures(inputSchemaClosed, zodStyleTool())).toEqual([]);
    const map = objectSchema({ etiquetas: { type: 'object', additionalProperties: { type: 'string' } } });
    expect(failures(inputSchemaClosed, withInput(map))).toEqual([]);
  });
  it('fails a missing, non-object or open schema', () => {
    expect(failures(inputSchemaClosed, { name: 'x' })[0]?.message).toContain('no `inputSchema`');
    expect(failures(inputSchemaClosed, withInput('object'))).toHaveLength(1);
    const f = failures(inputSchemaClosed, withInput({ properties: {} }));
    expect(f.map((x) => x.message)).toEqual([
      '`inputSchema` does not declare `"type": "object"`',
      '`inputSchema` does not declare `additionalProperties: false`',
    ]);
  });
  it('fails an open nested object', () => {
    const tool = withInput(
      objectSchema({ direccion: { type: 'object', properties: { ciudad: { type: 'string' } } } }),
    );
    expect(failures(inputSchemaClosed, tool)).toMatchObject([
      { path: '/properties/direccion', message: expect.stringContaining('`direccion`') },
    ]);
  });
});
