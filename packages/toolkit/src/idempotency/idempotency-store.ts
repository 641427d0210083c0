import type { ToolResult } from '../results/tool-result.js';

/** A claim on one key, held by one execution; the token tells the holder apart from later ones. */
export interface IdempotencyClaim {
  readonly scope: string;
  readonly key: string;
  readonly token: string;
}

/**
 * The answer to a claim: `claimed` (run the operation), `done` (replay the stored result) or
 * `pending` (another execution holds the key: wait and ask again).
 */
export type ClaimOutcome =
  | { state: 'claimed'; claim: IdempotencyClaim }
  | { state: 'done'; result: ToolResult }
  | { state: 'pending' };

/**
 * Where guarantee 1 (page 05) keeps its keys. Keys are scoped by tool name. Implementations MUST
 * claim atomically (unique index, `SET NX`, transaction), keep completed keys at least
 * `LIMITS.idempotencyTtlMs` (7 days), store only successful results, and let an abandoned claim
 * (its holder died) be taken over after a lease. PostgreSQL and Redis stores implement the same
 * interface.
 */
export interface IdempotencyStore {
  claim(scope: string, key: string): Promise<ClaimOutcome>;
  /** Stores the successful result; `false` if the claim was lost (lease expired and taken over). */
  complete(claim: IdempotencyClaim, result: ToolResult): Promise<boolean>;
  /** Drops the claim so a retry can run (the call failed: failures are never stored). */
  release(claim: IdempotencyClaim): Promise<void>;
  /** Removes expired keys; returns how many. */
  purgeExpired(): Promise<number>;
  /**
   * Optional transactional form: runs `fn` and completes the claim in one transaction when `fn`
   * returns a success; rolls everything back when it returns an error result or throws.
   */
  transaction?(claim: IdempotencyClaim, fn: () => ToolResult): ToolResult;
  close(): Promise<void>;
}
