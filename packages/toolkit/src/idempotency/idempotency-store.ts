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
 * Where guarantee 1 (page 05) keeps its keys: one interface, three stores (SQLite, PostgreSQL,
 * Redis). Keys are scoped by tool name. Implementations MUST claim atomically (unique index,
 * `SET NX`, transaction), keep completed keys at least `LIMITS.idempotencyTtlMs` (7 days), store only
 * successful results, and let an abandoned claim (its holder died) be taken over after a lease.
 *
 * `Tx` is what the transactional form hands the handler: the better-sqlite3 `Database` for the
 * SQLite store, a pg `PoolClient` inside `BEGIN` for the PostgreSQL store; Redis has no such form.
 */
export interface IdempotencyStore<Tx = unknown> {
  claim(scope: string, key: string): Promise<ClaimOutcome>;
  /** Stores the successful result; `false` if the claim was lost (lease expired and taken over). */
  complete(claim: IdempotencyClaim, result: ToolResult): Promise<boolean>;
  /** Drops the claim so a retry can run (the call failed: failures are never stored). */
  release(claim: IdempotencyClaim): Promise<void>;
  /** Removes expired keys; returns how many (stores whose keys expire by themselves return 0). */
  purgeExpired(): Promise<number>;
  /**
   * Optional transactional form: runs `fn` inside a transaction of the store's own database and
   * completes the claim in that same transaction when `fn` returns a success, so the effect and the
   * key commit together or not at all; rolls everything back when `fn` returns an error result or
   * throws (the caller then releases the claim).
   */
  transaction?(
    claim: IdempotencyClaim,
    fn: (tx: Tx) => ToolResult | Promise<ToolResult>,
  ): Promise<ToolResult>;
  /**
   * Optional: calls `onChange` when the key may have changed elsewhere (completed or released by
   * another process); returns the unsubscribe. Waiters on stores without it poll with a bounded
   * backoff instead.
   */
  subscribe?(scope: string, key: string, onChange: () => void): () => void;
  close(): Promise<void>;
}
