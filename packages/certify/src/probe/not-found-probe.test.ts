import { describe, expect, it } from 'vitest';
import { notFoundProbe } from './not-found-probe.js';

const schema = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});

describe('notFoundProbe', () => {
  it('picks the identifying parameter, required first, never the search text or a closed value', () => {
    const s = schema(
      {
        texto: { type: 'string', maxLength: 60 },
        tipo: { enum: ['a', 'b'] },
        correo: { type: ['string', 'null'], format: 'email' },
        documento: { type: 'string', maxLength: 20 },
      },
      ['documento'],
    );
    expect(notFoundProbe(s, { documento: 'CC1032456789' })).toEqual({
      param: 'documento',
      value: 'CC9999999999',
    });
    expect(notFoundProbe(schema({ correo: { type: ['string', 'null'], format: 'email' } }), {})).toEqual({
      param: 'correo',
      value: 'zqxj.sin.registro@example.com',
    });
    expect(notFoundProbe(schema({ texto: { type: 'string' }, tipo: { enum: ['a'] } }), {})).toBeUndefined();
  });

  it('keeps the value inside the schema: pattern, lengths, integer bounds', () => {
    const digits = schema({ documento: { type: 'string', pattern: '^[0-9]{6,12}$' } }, ['documento']);
    expect(notFoundProbe(digits, { documento: '12345678' })).toEqual({
      param: 'documento',
      value: '99999999',
    });
    expect(notFoundProbe(digits, { documento: '99999999' })).toEqual({
      param: 'documento',
      value: '00000000',
    });
    const prefixed = schema({ radicado: { type: 'string', pattern: '^RAD-[0-9]{5}$' } }, ['radicado']);
    expect(notFoundProbe(prefixed, { radicado: 'RAD-00042' })).toEqual({
      param: 'radicado',
      value: 'RAD-99999',
    });
    const numeric = schema({ pedido_id: { type: 'integer', minimum: 1, maximum: 500 } }, ['pedido_id']);
    expect(notFoundProbe(numeric, { pedido_id: 1 })).toEqual({ param: 'pedido_id', value: 500 });
    const short = schema({ codigo: { type: 'string', minLength: 2, maxLength: 3 } }, ['codigo']);
    expect(notFoundProbe(short, {})).toBeUndefined();
    const impossible = schema({ codigo: { type: 'string', pattern: '^(x' } }, ['codigo']);
    expect(notFoundProbe(impossible, { codigo: 'x' })).toBeUndefined();
  });

  it('tests its candidates against a hostile pattern in linear time', () => {
    // The nominal value came from `examples`, untested; on a backtracking engine this never ends.
    const hostile = schema({ codigo: { type: 'string', pattern: '^(a|aa)+$' } }, ['codigo']);
    expect(notFoundProbe(hostile, { codigo: `${'a'.repeat(60)}1` })).toBeUndefined();
  });

  it('is total on arbitrary input', () => {
    expect(notFoundProbe(null, {})).toBeUndefined();
    expect(notFoundProbe({ properties: { id: 'x' } }, {})).toBeUndefined();
  });
});
