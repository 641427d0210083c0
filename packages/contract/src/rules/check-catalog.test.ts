import { describe, expect, it } from 'vitest';
import { checkCatalog } from './check-catalog.js';
import { abrirCasoSoporte } from './__fixtures__/tools.js';

const named = (...names: string[]) => names.map((name) => ({ ...abrirCasoSoporte(), name }));

describe('checkCatalog', () => {
  it('judges unique names and size, and order only with a second listing', () => {
    expect(checkCatalog(named('a', 'b')).map((f) => [f.rule, f.ok])).toEqual([
      ['catalog-unique-names', true],
      ['catalog-max-tools', true],
    ]);
    expect(checkCatalog(named('a', 'b'), named('b', 'a'), { lang: 'en' }).map((f) => [f.rule, f.ok])).toEqual(
      [
        ['catalog-unique-names', true],
        ['catalog-max-tools', true],
        ['catalog-stable-order', false],
      ],
    );
  });

  it('is total on malformed input', () => {
    // Deliberately wrong types, as a hostile server might produce them.
    const junk = 'junk' as unknown as unknown[];
    expect(() => checkCatalog(junk, junk)).not.toThrow();
    expect(checkCatalog([null, 3, 'x', {}]).every((f) => f.ok)).toBe(true);
  });
});
