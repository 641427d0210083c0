import type { ClaimOutcome, IdempotencyClaim } from '../../src/index.js';

/** The claim of an outcome the test expects to be `claimed`; anything else fails the test. */
export function claimed(outcome: ClaimOutcome): IdempotencyClaim {
  if (outcome.state !== 'claimed') throw new Error(`expected a claim, got ${outcome.state}`);
  return outcome.claim;
}
