import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { callProbe } from './__fixtures__/call-probe.js';
import { callEmptySearch } from './call-empty-search.js';

const search = { purpose: 'empty-search' as const, searchParam: 'texto' };

describe('call-empty-search', () => {
  it('passes an empty list with total 0, and is a heuristic', () => {
    const [finding] = run(
      callEmptySearch,
      callProbe({ ...search, structuredContent: { items: [], total: 0 } }),
    );
    expect(finding).toMatchObject({ ok: true, heuristic: true });
  });
  it('fails an error, a missing total and a non-empty list', () => {
    expect(failures(callEmptySearch, callProbe({ ...search, isError: true }))[0]?.message).toContain(
      'returned an error',
    );
    expect(
      failures(callEmptySearch, callProbe({ ...search, structuredContent: { items: [] } })),
    ).toHaveLength(1);
    expect(
      failures(callEmptySearch, callProbe({ ...search, structuredContent: { items: [1], total: 0 } })),
    ).toHaveLength(1);
  });
  it('applies only to the search call', () => {
    expect(run(callEmptySearch, callProbe())).toEqual([]);
  });
});
