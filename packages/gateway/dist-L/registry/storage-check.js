/**
 * Remembers whether the registry could be written on the last check, and checks again at most
 * once per `intervalMs`: `/healthz` is polled often and the check is a real write.
 */
export function createStorageCheck(check, now, intervalMs = 5_000) {
    let checkedAt = Number.NEGATIVE_INFINITY;
    let last;
    let running;
    return {
        problem() {
            if (now() - checkedAt < intervalMs)
                return Promise.resolve(last);
            running ??= check().then(() => undefined, (error) => (error instanceof Error ? error.message : String(error)));
            return running.then((problem) => {
                running = undefined;
                checkedAt = now();
                last = problem;
                return problem;
            });
        },
    };
}
//# sourceMappingURL=storage-check.js.map