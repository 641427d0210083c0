import type { ToolResult } from '../results/tool-result.js';
import type { ClaimOutcome, IdempotencyClaim, IdempotencyStore } from './idempotency-store.js';
import { keyId, KeyListeners } from './key-listeners.js';

export interface RunIdempotentOptions {
  /** How long a concurrent duplicate waits for the first execution before giving up (default 10 s). */
  waitMs?: number;
  /** First pause before asking the store again while another execution holds the key (default 25 ms). */
  pollMs?: number;
  /** The pause doubles after each unanswered wait, up to this bound (default 400 ms). */
  maxPollMs?: number;
  signal?: AbortSignal;
}

export type IdempotentOutcome =
  { kind: 'executed'; result: ToolResult } | { kind: 'replayed'; result: ToolResult } | { kind: 'busy' };

// In-process waiters, woken as soon as the first execution in this process finishes. Waiters on
// another process's execution are woken by the store's subscription (LISTEN/NOTIFY, pub/sub) or,
// failing that, by the bounded backoff.
const local = new KeyListeners();

interface Turn {
  /** Resolves when the key changed, after `ms`, or on abort, whichever comes first. */
  wait(ms: number, signal: AbortSignal | undefined): Promise<void>;
  cancel(): void;
}

// Registered BEFORE the claim is asked, so a change between the store's answer and the wait is
// not missed.
function listen(store: IdempotencyStore, scope: string, key: string): Turn {
  let wake!: () => void;
  const woken = new Promise<void>((resolve) => (wake = resolve));
  const id = keyId(scope, key);
  const offLocal = local.add(id, wake);
  const offStore = store.subscribe?.(scope, key, wake);
  const cancel = (): void => {
    offLocal();
    offStore?.();
  };
  return {
    cancel,
    async wait(ms, signal) {
      let timer: NodeJS.Timeout | undefined;
      let onAbort: (() => void) | undefined;
      try {
        await Promise.race([
          woken,
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, ms);
            onAbort = resolve;
            signal?.addEventListener('abort', onAbort, { once: true });
          }),
        ]);
      } finally {
        clearTimeout(timer);
        if (onAbort) signal?.removeEventListener('abort', onAbort);
        cancel();
      }
    },
  };
}

/**
 * Guarantee 1 (page 05) around one execution: claims the key BEFORE running (so ownership and
 * state guards run after the lookup), replays a stored success, makes a concurrent duplicate wait
 * for the first and return its result, stores only successes and releases the claim on failure so
 * a retry can run. `execute` may complete the claim itself (transactional form) and say so.
 * Waiting is event-driven where the store can notify, with a doubling, jittered, bounded pause
 * as the fallback: never a polling storm.
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
  const maxPollMs = options.maxPollMs ?? 400;
  let pollMs = Math.min(options.pollMs ?? 25, maxPollMs);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const turn = listen(store, scope, key);
    let outcome: ClaimOutcome;
    try {
      outcome = await store.claim(scope, key);
    } catch (error) {
      turn.cancel();
      throw error;
    }
    if (outcome.state === 'done') {
      turn.cancel();
      return { kind: 'replayed', result: outcome.result };
    }
    if (outcome.state === 'claimed') {
      turn.cancel();
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
        local.wake(keyId(scope, key));
      }
    }
    const left = deadline - Date.now();
    if (left <= 0 || options.signal?.aborted) {
      turn.cancel();
      return { kind: 'busy' };
    }
    // ±25 % jitter, so waiters that started together do not ask together.
    await turn.wait(Math.min(left, pollMs * (0.75 + Math.random() / 2)), options.signal);
    pollMs = Math.min(pollMs * 2, maxPollMs);
  }
}
