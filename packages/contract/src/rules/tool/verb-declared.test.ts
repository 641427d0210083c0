import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { verbDeclared } from './verb-declared.js';

describe('verb-declared', () => {
  it('passes a declared verb', () => {
    expect(failures(verbDeclared, abrirCasoSoporte())).toEqual([]);
  });
  it('fails a missing, blank or non-string verb', () => {
    for (const verb of [undefined, '  ', 3]) {
      const tool = {
        ...abrirCasoSoporte(),
        _meta: { 'com.asixto/capability': 'pqr', 'com.asixto/verb': verb },
      };
      expect(failures(verbDeclared, tool)).toMatchObject([{ level: 'DEBE', heuristic: false }]);
    }
  });
});
