import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte } from '../__fixtures__/tools.js';
import { failures, run } from '../__fixtures__/run-rule.js';
import { toolNameFormat } from './tool-name-format.js';

describe('tool-name-format', () => {
  it('passes the page 02 example', () => {
    expect(run(toolNameFormat, abrirCasoSoporte())).toMatchObject([{ ok: true, rule: 'tool-name-format' }]);
  });
  it('fails a missing, long or badly formatted name', () => {
    expect(failures(toolNameFormat, {})[0]?.message).toBe('The tool has no `name` (string)');
    expect(failures(toolNameFormat, { name: 'a'.repeat(41) })[0]?.message).toContain('41 characters');
    expect(failures(toolNameFormat, { name: 'Abrir-Caso' })[0]?.message).toContain('does not match');
    expect(failures(toolNameFormat, { name: 'a'.repeat(40) })).toEqual([]);
  });
});
