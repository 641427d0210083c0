import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte } from '../__fixtures__/tools.js';
import { failures, run } from '../__fixtures__/run-rule.js';
import { verbInfinitive } from './verb-infinitive.js';

const withVerb = (verb: unknown) => ({
  ...abrirCasoSoporte(),
  _meta: { 'com.asixto/capability': 'pqr', 'com.asixto/verb': verb },
});

describe('verb-infinitive', () => {
  it('passes infinitive phrases', () => {
    for (const verb of [
      'abrir un caso de soporte',
      'agendar una cita',
      'Consultar el estado de un caso',
      'inscribirse al plan',
    ]) {
      expect(failures(verbInfinitive, withVerb(verb)), verb).toEqual([]);
    }
  });
  it('suspects a phrase that does not start with an infinitive', () => {
    expect(failures(verbInfinitive, withVerb('caso de soporte'))).toMatchObject([{ heuristic: true }]);
    expect(failures(verbInfinitive, withVerb('abre casos'))).toHaveLength(1);
  });
  it('does not apply without a verb', () => {
    expect(run(verbInfinitive, withVerb(undefined))).toEqual([]);
  });
});
