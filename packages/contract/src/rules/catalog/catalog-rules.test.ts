import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte } from '../__fixtures__/tools.js';
import { failures, run } from '../__fixtures__/run-rule.js';
import { catalogMaxTools } from './catalog-max-tools.js';
import { catalogStableOrder } from './catalog-stable-order.js';
import { catalogUniqueNames } from './catalog-unique-names.js';

const named = (...names: string[]) => names.map((name) => ({ ...abrirCasoSoporte(), name }));

describe('catalog-unique-names', () => {
  it('passes distinct names', () => {
    expect(run(catalogUniqueNames, { tools: named('a', 'b') })).toMatchObject([{ ok: true }]);
  });
  it('fails a repeated name, naming the tool', () => {
    expect(failures(catalogUniqueNames, { tools: [...named('a', 'b', 'a'), null, 'junk'] })).toMatchObject([
      { tool: 'a', message: 'The name `a` appears 2 times in the catalog' },
    ]);
  });
});

describe('catalog-max-tools', () => {
  it('passes 50 tools and fails 51', () => {
    const fifty = named(...Array.from({ length: 50 }, (_, i) => `t${i}`));
    expect(failures(catalogMaxTools, { tools: fifty })).toEqual([]);
    expect(failures(catalogMaxTools, { tools: [...fifty, {}] })[0]?.message).toBe(
      'The catalog has 51 tools; the maximum is 50',
    );
  });
});

describe('catalog-stable-order', () => {
  it('does not apply without a second listing', () => {
    expect(run(catalogStableOrder, { tools: named('a') })).toEqual([]);
  });
  it('passes the same order, even when a tool was added', () => {
    expect(
      failures(catalogStableOrder, { tools: named('a', 'b'), secondListing: named('a', 'c', 'b') }),
    ).toEqual([]);
  });
  it('warns when the shared tools change order', () => {
    expect(
      failures(catalogStableOrder, { tools: named('a', 'b'), secondListing: named('b', 'a') }),
    ).toMatchObject([
      { level: 'DEBERIA', message: 'The order changed between two listings: `a, b` versus `b, a`' },
    ]);
  });
});
