import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { callProbe } from './__fixtures__/call-probe.js';
import { callResultComplete } from './call-result-complete.js';

describe('call-result-complete', () => {
  it('passes resultType complete', () => {
    expect(run(callResultComplete, callProbe())).toMatchObject([{ ok: true }]);
  });
  it('fails input_required and a missing resultType', () => {
    expect(failures(callResultComplete, callProbe({ resultType: 'input_required' }))[0]?.message).toContain(
      'input_required',
    );
    expect(failures(callResultComplete, callProbe({ resultType: undefined }))[0]?.message).toContain(
      'ausente',
    );
  });
  it('does not apply without a result', () => {
    expect(run(callResultComplete, callProbe({ outcome: 'rpc-error' }))).toEqual([]);
  });
});
