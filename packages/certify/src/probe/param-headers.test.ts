import { describe, expect, it } from 'vitest';
import { encodeHeaderValue, paramHeaders } from './param-headers.js';

describe('paramHeaders', () => {
  const schema = {
    properties: {
      region: { type: 'string', 'x-mcp-header': 'Region' },
      limite: { type: ['integer', 'null'], 'x-mcp-header': 'Limit' },
      filtro: { type: 'object', properties: { sede: { type: 'string', 'x-mcp-header': 'Sede' } } },
      texto: { type: 'string' },
    },
  };
  it('mirrors annotated values at any depth, skipping null and absent ones', () => {
    expect(
      paramHeaders(schema, { region: 'norte', limite: null, filtro: { sede: 'Bogotá' }, texto: 'x' }),
    ).toEqual({
      'mcp-param-region': 'norte',
      'mcp-param-sede': `=?base64?${Buffer.from('Bogotá').toString('base64')}?=`,
    });
    expect(paramHeaders(schema, { limite: 3 })).toEqual({ 'mcp-param-limit': '3' });
    expect(paramHeaders(undefined, { a: 1 })).toEqual({});
    expect(paramHeaders({ properties: { a: { 'x-mcp-header': 'Mal Nombre' } } }, { a: 'x' })).toEqual({});
  });
  it('encodes unsafe values with the base64 sentinel', () => {
    expect(encodeHeaderValue('abc')).toBe('abc');
    expect(encodeHeaderValue(' lead')).toMatch(/^=\?base64\?/);
  });
});
