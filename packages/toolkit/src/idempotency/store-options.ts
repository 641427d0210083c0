import { LIMITS } from '@asixto/contract';
import { IdempotencyStoreError, ToolkitConfigError } from '../errors.js';
import type { ToolResult } from '../results/tool-result.js';

/** What every idempotency store is configured with. */
export interface IdempotencyStoreTiming {
  /** How long a completed key is kept; at least `LIMITS.idempotencyTtlMs` (7 days). */
  ttlMs?: number;
  /**
   * After this long a pending claim is considered abandoned (its holder died) and can be taken over
   * (default 30 s). Keep it longer than your slowest write: a holder still running past its lease
   * can see its key taken over.
   */
  leaseMs?: number;
}

/** Stored answers older than this are purged in batches of this many rows, so a purge never holds a table for long. */
export const PURGE_BATCH = 500;
/** How often a store purges expired keys in the background, at most. */
export const PURGE_EVERY_MS = 60_000;

/** The timing with its defaults, refusing what would break guarantee 1. */
export function storeTiming(options: IdempotencyStoreTiming): { ttlMs: number; leaseMs: number } {
  const ttlMs = options.ttlMs ?? LIMITS.idempotencyTtlMs;
  if (!(ttlMs >= LIMITS.idempotencyTtlMs)) {
    throw new ToolkitConfigError(
      `idempotency ttlMs must be at least ${LIMITS.idempotencyTtlMs} ms (7 days, page 05)`,
    );
  }
  const leaseMs = options.leaseMs ?? 30_000;
  if (!(Number.isInteger(leaseMs) && leaseMs > 0)) {
    throw new ToolkitConfigError(`idempotency leaseMs must be a positive integer (got ${leaseMs})`);
  }
  return { ttlMs, leaseMs };
}

/** A table (or channel) name that is safe to put in SQL text unquoted. */
export function checkIdentifier(what: string, name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,47}$/.test(name)) throw new ToolkitConfigError(`invalid ${what}: ${name}`);
  return name;
}

// A surrogate without its pair.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses a key no store can keep exactly: a NUL or an unpaired surrogate would be changed on the
 * way to the database (two different keys could then meet on one stored answer).
 */
export function checkKey(scope: string, key: string): void {
  for (const part of [scope, key]) {
    if (part.length === 0 || part.includes('\u0000') || LONE_SURROGATE.test(part)) {
      throw new IdempotencyStoreError(
        'idempotency scope and key must be non-empty, well-formed text without NUL',
      );
    }
  }
}

/** A stored result read back, or a typed error naming the key (never a silent replay of garbage). */
export function parseStoredResult(text: string, scope: string, key: string): ToolResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new IdempotencyStoreError(`stored result for ${scope}/${key} is not valid JSON`, { cause });
  }
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray((parsed as ToolResult).content)) {
    throw new IdempotencyStoreError(`stored result for ${scope}/${key} is not a tool result`);
  }
  return parsed as ToolResult;
}
