import type { GatewayObserver } from '../observer.js';

const HOOKS = [
  'callFinished',
  'retry',
  'cacheLookup',
  'upstreamError',
  'breakerChanged',
  'sharedEntryRejected',
] as const;

/**
 * One observer that tells each of `observers` in turn. Every one is told even when an earlier one
 * throws; the first error is rethrown afterwards, for the runtime's `safeObserver` to log.
 */
export function composeObservers(...observers: GatewayObserver[]): GatewayObserver {
  const composed: GatewayObserver = {};
  for (const hook of HOOKS) {
    const fns = observers.flatMap((o) => {
      const fn = o[hook] as ((event: unknown) => void) | undefined;
      return fn ? [fn.bind(o)] : [];
    });
    if (fns.length === 0) continue;
    (composed as Record<string, (event: unknown) => void>)[hook] = (event) => {
      let failure: { error: unknown } | undefined;
      for (const fn of fns) {
        try {
          fn(event);
        } catch (error) {
          failure ??= { error };
        }
      }
      if (failure) throw failure.error;
    };
  }
  return composed;
}
