/**
 * Serializes work per key within this process (registration of one URL, certification of one
 * server): a holder runs after the previous holder of its key settles, whatever its outcome.
 */
export interface KeyedLock {
  run<T>(key: string, fn: () => Promise<T>): Promise<T>;
  /** Settles when every holder running now has settled (for a clean close). */
  idle(): Promise<void>;
}

export function createKeyedLock(): KeyedLock {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run(key, fn) {
      const previous = tails.get(key) ?? Promise.resolve();
      const run = previous.then(fn, fn);
      const tail = run.catch(() => undefined);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return run;
    },
    async idle() {
      await Promise.allSettled([...tails.values()]);
    },
  };
}
