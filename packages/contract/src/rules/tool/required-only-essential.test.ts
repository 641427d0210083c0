import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte, objectSchema, withInput } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { requiredOnlyEssential } from './required-only-essential.js';

const s = (description?: string) => ({
  type: 'string',
  maxLength: 9,
  ...(description ? { description } : {}),
});

describe('required-only-essential', () => {
  it('passes the page 02 example', () => {
    expect(failures(requiredOnlyEssential, abrirCasoSoporte())).toEqual([]);
  });
  it('suspects many required parameters', () => {
    const props = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((k) => [k, s()]));
    const f = failures(requiredOnlyEssential, withInput(objectSchema(props, Object.keys(props))));
    expect(f).toMatchObject([{ heuristic: true, message: expect.stringContaining('6 required parameters') }]);
  });
  it('suspects a required parameter described as optional or defaulted', () => {
    const tool = withInput(
      objectSchema({ canal: s('Canal de contacto (opcional)'), ciudad: { ...s(), default: 'Bogotá' } }, [
        'canal',
        'ciudad',
      ]),
    );
    expect(failures(requiredOnlyEssential, tool).map((x) => x.path)).toEqual([
      '/properties/canal',
      '/properties/ciudad',
    ]);
    expect(failures(requiredOnlyEssential, tool)[1]?.message).toContain('`default`');
    const described = withInput(objectSchema({ n: s('Número de cuotas; por omisión 1') }, ['n']));
    expect(failures(requiredOnlyEssential, described)).toHaveLength(1);
  });
});
