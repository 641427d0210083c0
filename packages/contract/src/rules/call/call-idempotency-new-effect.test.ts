import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { idempotencyProbe } from './__fixtures__/call-probe.js';
import { callIdempotencyNewEffect } from './call-idempotency-new-effect.js';

describe('call-idempotency-new-effect', () => {
  it('passes when another key gives another result; it is a heuristic', () => {
    expect(run(callIdempotencyNewEffect, idempotencyProbe())).toMatchObject([{ ok: true, heuristic: true }]);
  });
  it('flags the same result for another key', () => {
    expect(failures(callIdempotencyNewEffect, idempotencyProbe({ differentKeyChanged: false }))).toHaveLength(
      1,
    );
  });
});
