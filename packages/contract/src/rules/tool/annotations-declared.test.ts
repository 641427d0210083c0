import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { annotationsDeclared } from './annotations-declared.js';

describe('annotations-declared', () => {
  it('passes declared annotations', () => {
    expect(failures(annotationsDeclared, abrirCasoSoporte())).toEqual([]);
  });
  it('warns that absent annotations mean admin', () => {
    const { annotations: _drop, ...bare } = abrirCasoSoporte();
    expect(failures(annotationsDeclared, bare)).toMatchObject([
      { level: 'DEBERIA', message: expect.stringContaining('level `admin`') },
    ]);
    expect(failures(annotationsDeclared, { ...bare, annotations: ['readOnlyHint'] })[0]?.message).toContain(
      'not an object',
    );
  });
});
