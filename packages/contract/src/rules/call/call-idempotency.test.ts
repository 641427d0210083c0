import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { idempotencyProbe } from './__fixtures__/call-probe.js';
import { callIdempotency } from './call-idempotency.js';

describe('call-idempotency', () => {
  it('passes identical results for the same key', () => {
    expect(run(callIdempotency, idempotencyProbe())).toMatchObject([{ ok: true, rule: 'call-idempotency' }]);
  });
  it('fails different results in sequence or concurrently', () => {
    expect(failures(callIdempotency, idempotencyProbe({ sequentialSame: false }))[0]?.message).toContain(
      'persist',
    );
    expect(failures(callIdempotency, idempotencyProbe({ concurrentSame: false }))[0]?.message).toContain(
      'atomically',
    );
  });
  it('does not apply when the first call failed (not verified)', () => {
    expect(run(callIdempotency, idempotencyProbe({ firstOk: false }))).toEqual([]);
  });
});
