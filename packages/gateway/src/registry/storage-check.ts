/**
 * Remembers whether the registry could be written on the last check, and checks again at most
 * once per `intervalMs`: `/healthz` is polled often and the check is a real write.
 */
export function createStorageCheck(
  check: () => Promise<void>,
  now: () => number,
  intervalMs = 5_000,
): { problem(): Promise<string | undefined> } {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let last: string | undefined;
  let running: Promise<string | undefined> | undefined;
  return {
    problem() {
      if (now() - checkedAt < intervalMs) return Promise.resolve(last);
      running ??= check().then(
        () => undefined,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      return running.then((problem) => {
        running = undefined;
        checkedAt = now();
        last = problem;
        return problem;
      });
    },
  };
}
