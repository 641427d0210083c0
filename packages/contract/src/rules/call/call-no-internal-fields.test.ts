import { describe, expect, it } from 'vitest';
import { HONEST_RESULTS } from '../../leaks/__fixtures__/honest-results.js';
import { isBlocking, isWarning } from '../finding.js';
import { failures, run } from '../__fixtures__/run-rule.js';
import { callProbe, errorProbe } from './__fixtures__/call-probe.js';
import { callNoInternalFields } from './call-no-internal-fields.js';

describe('call-no-internal-fields', () => {
  it('warns, never blocks, on internal and administrative keys, with their pointers', () => {
    const found = failures(
      callNoInternalFields,
      callProbe({
        structuredContent: {
          _id: '64f1c2',
          nombre: 'Ana',
          citas: [{ codigo_cita: 'CITA-1001', created_by: 'etl', updatedAt: '2026-09-01T10:00:00Z' }],
        },
      }),
    );
    expect(found.map((f) => f.path)).toEqual([
      '/structuredContent/_id',
      '/structuredContent/citas/0/created_by',
      '/structuredContent/citas/0/updatedAt',
    ]);
    expect(found.every((f) => isWarning(f) && !isBlocking(f) && f.heuristic)).toBe(true);
  });

  it('passes business data, the reference server answers included, and ignores errors', () => {
    for (const result of HONEST_RESULTS as { isError?: boolean; structuredContent?: unknown }[]) {
      if (result.isError) continue;
      expect(
        failures(callNoInternalFields, callProbe({ structuredContent: result.structuredContent })),
      ).toEqual([]);
    }
    expect(
      run(callNoInternalFields, errorProbe({ error_type: 'SYSTEM', user_message: 'x', _id: 1 })),
    ).toEqual([]);
  });
});
