/** Exponential backoff with full jitter in [delay/2, delay], capped. */
export function backoffDelay(attempt, initialMs, maxMs, random = Math.random) {
    const base = Math.min(maxMs, initialMs * 2 ** attempt);
    return Math.round(base / 2 + (random() * base) / 2);
}
/**
 * Keeps one `subscriptions/listen` stream open for `toolsListChanged`. When the stream ends
 * without a local close (a drop, or the server shutting down), it listens again after a backoff
 * and, once back, reports a change: a notification may have been missed during the gap.
 */
export function listenWithBackoff(deps) {
    const initialMs = deps.backoff?.initialMs ?? 500;
    const maxMs = deps.backoff?.maxMs ?? 30_000;
    let closed = false;
    let failures = 0;
    let subscription;
    let timer;
    let hadStream = false;
    const handler = () => {
        if (!closed)
            deps.onToolsChanged();
    };
    const schedule = () => {
        if (closed)
            return;
        const delay = backoffDelay(failures, initialMs, maxMs);
        failures++;
        timer = setTimeout(() => void open(), delay);
        timer.unref();
    };
    const open = async () => {
        if (closed)
            return false;
        try {
            const client = await deps.connect();
            if (client.getServerCapabilities()?.tools?.listChanged !== true)
                return false;
            const current = await client.listen({ toolsListChanged: true });
            if (closed) {
                await current.close();
                return true;
            }
            subscription = current;
            failures = 0;
            if (hadStream)
                handler();
            hadStream = true;
            void current.closed.then((cause) => {
                if (closed || cause === 'local')
                    return;
                deps.logger.debug({ cause }, 'tools listen stream ended; re-listening');
                schedule();
            });
            return true;
        }
        catch (error) {
            deps.logger.debug({ err: error.message }, 'tools listen failed; will retry');
            schedule();
            return true;
        }
    };
    deps.changeHandlers.add(handler);
    const ready = open();
    return {
        ready,
        async close() {
            if (closed)
                return;
            closed = true;
            if (timer)
                clearTimeout(timer);
            deps.changeHandlers.delete(handler);
            deps.onClose();
            await subscription?.close().catch(() => undefined);
        },
    };
}
//# sourceMappingURL=listen-with-backoff.js.map