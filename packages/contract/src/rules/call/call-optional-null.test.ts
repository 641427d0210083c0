import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { callProbe } from './__fixtures__/call-probe.js';
import { callOptionalNull } from './call-optional-null.js';

const nulls = { purpose: 'optional-null' as const, nullParams: ['limite'], baselineIsError: false };

describe('call-optional-null', () => {
  it('passes when nulls are accepted, or when the call without nulls failed the same way', () => {
    expect(run(callOptionalNull, callProbe(nulls))).toMatchObject([{ ok: true }]);
    expect(
      failures(
        callOptionalNull,
        callProbe({ ...nulls, isError: true, text: 'NOT_FOUND', baselineIsError: true }),
      ),
    ).toEqual([]);
  });
  it('fails an input rejection, a new error, and a wire error', () => {
    const input = callProbe({
      ...nulls,
      isError: true,
      text: 'Input validation error: expected number, received null',
      baselineIsError: true,
    });
    expect(failures(callOptionalNull, input)[0]?.message).toContain('`limite`');
    expect(
      failures(callOptionalNull, callProbe({ ...nulls, isError: true, text: 'VALIDATION' })),
    ).toHaveLength(1);
    expect(
      failures(callOptionalNull, callProbe({ ...nulls, outcome: 'rpc-error', detail: 'Invalid params' })),
    ).toHaveLength(1);
  });
  it('applies only to the call with nulls', () => {
    expect(run(callOptionalNull, callProbe())).toEqual([]);
  });
});
