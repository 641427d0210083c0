import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { callProbe, errorProbe } from './__fixtures__/call-probe.js';
import { callNotFound } from './call-not-found.js';

const lookup = { purpose: 'not-found' as const, lookup: { param: 'documento', value: '99999999' } };

describe('call-not-found', () => {
  it('passes a business error of any type (its shape is call-error-shape’s job) and is a heuristic', () => {
    const [finding] = run(
      callNotFound,
      errorProbe({ error_type: 'NOT_FOUND', user_message: 'No existe.' }, lookup),
    );
    expect(finding).toMatchObject({ ok: true, heuristic: true, level: 'DEBE' });
    expect(finding?.message).toContain('NOT_FOUND');
    expect(run(callNotFound, errorProbe({ error_type: 'INVENTADO' }, lookup))[0]?.ok).toBe(true);
  });

  it('passes an empty success', () => {
    for (const structuredContent of [
      undefined,
      null,
      { items: [], total: 0 },
      { cliente: null, encontrado: false },
      {},
    ]) {
      expect(
        failures(callNotFound, callProbe({ ...lookup, structuredContent })),
        JSON.stringify(structuredContent),
      ).toEqual([]);
    }
  });

  it('flags a success that returns data for a record that does not exist', () => {
    const [finding] = failures(
      callNotFound,
      callProbe({ ...lookup, structuredContent: { nombre: 'Ana', citas: [] } }),
    );
    expect(finding?.message).toBe(
      'With `documento` = `99999999`, which does not exist, it returned data: answer `NOT_FOUND` (page 06) or an empty success',
    );
  });

  it('applies only to the not-found call that got a result', () => {
    expect(run(callNotFound, callProbe())).toEqual([]);
    expect(run(callNotFound, callProbe({ ...lookup, outcome: 'rpc-error' }))).toEqual([]);
  });
});
