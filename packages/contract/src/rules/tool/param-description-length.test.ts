import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte, objectSchema, withInput } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { paramDescriptionLength } from './param-description-length.js';

describe('param-description-length', () => {
  it('passes short descriptions', () => {
    expect(failures(paramDescriptionLength, abrirCasoSoporte())).toEqual([]);
    const ok = withInput(objectSchema({ a: { type: 'string', maxLength: 5, description: 'x'.repeat(200) } }));
    expect(failures(paramDescriptionLength, ok)).toEqual([]);
  });
  it('fails a description over 200, nested too', () => {
    const tool = withInput(
      objectSchema({
        a: { type: 'string', description: 'x'.repeat(201) },
        b: objectSchema({ c: { type: 'string', description: 'y'.repeat(250) } }),
      }),
    );
    const f = failures(paramDescriptionLength, tool);
    expect(f.map((x) => x.path)).toEqual(['/properties/a', '/properties/b/properties/c']);
    expect(f[1]?.message).toContain('`b.c`');
  });
});
