import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContractError } from '../errors.js';
import { parsePrefixedName, prefixToolName } from './prefix-tool-name.js';

describe('prefixToolName', () => {
  it('prefixes with ext__{company}__', () => {
    expect(prefixToolName('demo', 'consultar_cliente')).toBe('ext__demo__consultar_cliente');
    // The longest slug and the longest tool name fit the 64-character provider limit exactly.
    expect(prefixToolName('a'.repeat(17), 'b'.repeat(40))).toHaveLength(64);
  });

  it('refuses a bad slug with a stable code', () => {
    for (const slug of ['', 'Demo', 'mi-empresa', 'mi_empresa', 'a'.repeat(18)]) {
      expect(() => prefixToolName(slug, 'x'), slug).toThrow(
        expect.objectContaining({ code: 'CONTRACT_INVALID_COMPANY_SLUG' }),
      );
    }
  });

  it('refuses a name that breaks the provider limit', () => {
    for (const tool of ['', 'b'.repeat(54), 'con espacio', 'ñandú']) {
      let error: unknown;
      try {
        prefixToolName('demo', tool);
      } catch (e) {
        error = e;
      }
      expect(error, tool).toBeInstanceOf(ContractError);
      expect((error as ContractError).code).toBe('CONTRACT_INVALID_PREFIXED_NAME');
    }
  });
});

describe('parsePrefixedName', () => {
  it('inverts prefixToolName', () => {
    const slug = fc.stringMatching(/^[a-z0-9]{1,17}$/);
    const tool = fc.stringMatching(/^[a-z0-9_]{1,40}$/);
    fc.assert(
      fc.property(slug, tool, (company, name) => {
        expect(parsePrefixedName(prefixToolName(company, name))).toEqual({ company, tool: name });
      }),
    );
  });

  it('returns null for anything else', () => {
    for (const name of [
      'consultar_cliente',
      'ext__demo',
      'ext__Demo__x',
      'ext____x',
      'ext__demo__',
      'ext__demo__x y',
      `ext__demo__${'x'.repeat(60)}`,
    ]) {
      expect(parsePrefixedName(name), name).toBeNull();
    }
    expect(parsePrefixedName(42 as unknown as string)).toBeNull();
  });
});
