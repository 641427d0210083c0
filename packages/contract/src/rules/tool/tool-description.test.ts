import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { toolDescription } from './tool-description.js';

describe('tool-description', () => {
  it('passes the page 02 example', () => {
    expect(failures(toolDescription, abrirCasoSoporte())).toEqual([]);
  });
  it('fails a missing, blank or over-700 description', () => {
    expect(failures(toolDescription, { name: 'x' })[0]?.message).toContain('no `description`');
    expect(failures(toolDescription, { description: '   ' })).toHaveLength(1);
    expect(failures(toolDescription, { description: 'a'.repeat(701) })[0]?.message).toContain('701');
    expect(failures(toolDescription, { description: 'a'.repeat(700) })).toEqual([]);
  });
});
