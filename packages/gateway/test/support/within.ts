/**
 * Polls `probe` every `everyMs` until it returns something other than `undefined` or `false` (a
 * throw counts as not yet), and resolves with that; rejects once `ms` have passed.
 */
export async function within<T>(
  ms: number,
  probe: () => T | Promise<T>,
  everyMs = 25,
): Promise<Exclude<T, undefined | false>> {
  const started = Date.now();
  for (;;) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => undefined);
    if (value !== undefined && value !== false) return value as Exclude<T, undefined | false>;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
