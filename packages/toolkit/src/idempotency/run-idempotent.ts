import type { ToolResult } from '../results/tool-result.js';
import type { IdempotencyClaim, IdempotencyStore } from './idempotency-store.js';

export interface RunIdempotentOptions {
  /** How long a concurrent duplicate waits for the first execution before giving up. */
  waitMs?: number;
  /** Poll interval while waiting on another process. */
  pollMs?: number;
  signal?: AbortSignal;
}

export type IdempotentOutcome =
  { kind: 'executed'; result: ToolResult } | { kind: 'replayed'; result: ToolResult } | { kind: 'busy' };

// In-process waiters, woken as soon as the first execution finishes; other processes are polled.
const waiters = new Map<string, Set<() => void>>();

function wake(id: string): void {
  const set = waiters.get(id);
  if (!set) return;
  waiters.delete(id);
  for (const resolve of set) resolve();
}

function waitTurn(id: string, pollMs: number): Promise<void> {
  return new Promise((resolve) => {
    let set = waiters.get(id);
    if (!set) waiters.set(id, (set = new Set()));
    const done = (): void => {
      clearTimeout(timer);
      set.delete(done);
      resolve();
    };
    const timer = setTimeout(done, pollMs);
    set.add(done);
  });
}

/**
 * Guarantee 1 (page 05) around one execution: claims the key BEFORE running (so ownership and
 * state guards run after the lookup), replays a stored success, makes a concurrent duplicate wait
 * for the first and return its result, stores only successes and releases the claim on failure so
 * a retry can run. `execute` may complete the claim itself (transactional form) and say so.
 *
 * @example
 * const outcome = await runIdempotent(store, 'abrir_caso_soporte', key, async (claim) => ({ result: await doIt(), completed: false }));
 */
export async function runIdempotent(
  store: IdempotencyStore,
  scope: string,
  key: string,
  execute: (claim: IdempotencyClaim) => Promise<{ result: ToolResult; completed: boolean }>,
  options: RunIdempotentOptions = {},
): Promise<IdempotentOutcome> {
  const waitMs = options.waitMs ?? 10_000;
  const pollMs = options.pollMs ?? 25;
  const id = `${scope}\u0000${key}`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const outcome = await store.claim(scope, key);
    if (outcome.state === 'done') return { kind: 'replayed', result: outcome.result };
    if (outcome.state === 'claimed') {
      const claim = outcome.claim;
      try {
        let executed: { result: ToolResult; completed: boolean };
        try {
          executed = await execute(claim);
        } catch (error) {
          await store.release(claim);
          throw error;
        }
        const { result, completed } = executed;
        if (result.isError) await store.release(claim);
        // Not released if this throws: the effect happened, so the claim must not invite a re-run
        // before its lease expires.
        else if (!completed) await store.complete(claim, result);
        return { kind: 'executed', result };
      } finally {
        wake(id);
      }
    }
    if (Date.now() >= deadline || options.signal?.aborted) return { kind: 'busy' };
    await waitTurn(id, pollMs);
  }
}
