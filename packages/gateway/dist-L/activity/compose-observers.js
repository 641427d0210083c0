const HOOKS = ['callFinished', 'retry', 'cacheLookup', 'upstreamError', 'breakerChanged'];
/**
 * One observer that tells each of `observers` in turn. Every one is told even when an earlier one
 * throws; the first error is rethrown afterwards, for the runtime's `safeObserver` to log.
 */
export function composeObservers(...observers) {
    const composed = {};
    for (const hook of HOOKS) {
        const fns = observers.flatMap((o) => {
            const fn = o[hook];
            return fn ? [fn.bind(o)] : [];
        });
        if (fns.length === 0)
            continue;
        composed[hook] = (event) => {
            let failure;
            for (const fn of fns) {
                try {
                    fn(event);
                }
                catch (error) {
                    failure ??= { error };
                }
            }
            if (failure)
                throw failure.error;
        };
    }
    return composed;
}
//# sourceMappingURL=compose-observers.js.map