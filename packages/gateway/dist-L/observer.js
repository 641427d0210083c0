/**
 * Wraps an observer so every hook exists and a throwing hook is logged instead of propagating:
 * metrics must never change the outcome of a call.
 */
export function safeObserver(observer, onHookError) {
    const wrap = (hook) => (event) => {
        const fn = observer?.[hook];
        if (!fn)
            return;
        try {
            fn.call(observer, event);
        }
        catch (error) {
            onHookError(hook, error);
        }
    };
    return {
        callFinished: wrap('callFinished'),
        retry: wrap('retry'),
        cacheLookup: wrap('cacheLookup'),
        upstreamError: wrap('upstreamError'),
        breakerChanged: wrap('breakerChanged'),
    };
}
//# sourceMappingURL=observer.js.map