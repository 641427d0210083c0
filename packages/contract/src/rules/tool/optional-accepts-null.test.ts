import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte, objectSchema, withInput, zodStyleTool } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { optionalAcceptsNull } from './optional-accepts-null.js';

const optional = (schema: unknown, extra: Record<string, unknown> = {}) =>
  withInput({ ...objectSchema({ p: schema }), ...extra });

describe('optional-accepts-null', () => {
  it('passes the page 02 example and zod v4 output', () => {
    expect(failures(optionalAcceptsNull, abrirCasoSoporte())).toEqual([]);
    expect(failures(optionalAcceptsNull, zodStyleTool())).toEqual([]);
  });

  it('accepts every nullable form', () => {
    for (const schema of [
      { type: ['string', 'null'] },
      { type: 'null' },
      { anyOf: [{ type: 'string' }, { type: 'null' }] },
      { oneOf: [{ type: 'integer' }, { const: null }] },
      { anyOf: [{ type: 'string' }, { enum: [null] }] },
      { enum: ['a', null] },
      { description: 'anything goes' },
      true,
    ]) {
      expect(failures(optionalAcceptsNull, optional(schema)), JSON.stringify(schema)).toEqual([]);
    }
  });

  it('refuses a strict optional with the exact message', () => {
    const tool = withInput(objectSchema({ prioridad: { type: 'string', enum: ['alta', 'normal'] } }));
    expect(failures(optionalAcceptsNull, tool)).toMatchObject([
      { path: '/properties/prioridad', message: 'Optional `prioridad` has an `enum` without null' },
    ]);
    expect(failures(optionalAcceptsNull, optional({ type: 'string' }))[0]?.message).toBe(
      'Optional `p` does not accept null',
    );
    expect(failures(optionalAcceptsNull, optional({ type: ['string', 'null'], enum: ['a'] }))).toHaveLength(
      1,
    );
    expect(
      failures(optionalAcceptsNull, optional({ anyOf: [{ type: 'string' }, { type: 'integer' }] })),
    ).toHaveLength(1);
    expect(failures(optionalAcceptsNull, optional({ const: 'x' }))).toHaveLength(1);
    expect(
      failures(optionalAcceptsNull, optional({ allOf: [{ type: ['string', 'null'] }, { type: 'string' }] })),
    ).toHaveLength(1);
  });

  it('ignores required parameters', () => {
    expect(failures(optionalAcceptsNull, withInput(objectSchema({ p: { type: 'string' } }, ['p'])))).toEqual(
      [],
    );
  });

  it('checks nested object properties', () => {
    const tool = withInput(
      objectSchema({
        direccion: {
          anyOf: [objectSchema({ ciudad: { type: 'string', maxLength: 10 } }), { type: 'null' }],
        },
      }),
    );
    expect(failures(optionalAcceptsNull, tool)).toMatchObject([
      {
        path: '/properties/direccion/properties/ciudad',
        message: 'Optional `direccion.ciudad` does not accept null',
      },
    ]);
  });

  it('follows local $ref with cycle protection', () => {
    const nullable = {
      ...objectSchema({ p: { $ref: '#/$defs/Texto' } }),
      $defs: { Texto: { type: ['string', 'null'] } },
    };
    expect(failures(optionalAcceptsNull, withInput(nullable))).toEqual([]);
    const strict = {
      ...objectSchema({ p: { $ref: '#/definitions/T' } }),
      definitions: { T: { type: 'string' } },
    };
    expect(failures(optionalAcceptsNull, withInput(strict))).toHaveLength(1);
    const cyclic = {
      ...objectSchema({ p: { $ref: '#/$defs/A' } }),
      $defs: { A: { anyOf: [{ $ref: '#/$defs/A' }, { type: 'string' }] } },
    };
    expect(failures(optionalAcceptsNull, withInput(cyclic))).toHaveLength(1);
    const tree = {
      ...objectSchema({ nodo: { $ref: '#' } }),
    };
    expect(() => failures(optionalAcceptsNull, withInput(tree))).not.toThrow();
    expect(
      failures(optionalAcceptsNull, withInput(optional({ $ref: 'https://example.com/s.json' }).inputSchema)),
    ).toHaveLength(1);
  });
});
