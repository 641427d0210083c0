import { pinStateOf, prepareTool } from './prepared-tool.js';
import { isToolDefinition } from './tool-definition.js';
export function createServerCatalog(options) {
    const { serverId, company, cache, now } = options;
    let inflight;
    let again;
    let retryNotBefore = 0;
    let lastListingAt = Number.NEGATIVE_INFINITY;
    let changePending = false;
    let trailing;
    let stopped = false;
    const fresh = () => {
        const entry = cache.get(serverId);
        return entry && entry.expiresAt > now() ? entry : undefined;
    };
    async function listOnce(reason) {
        lastListingAt = now();
        if (reason === 'tools_changed')
            changePending = false;
        let listed;
        try {
            listed = await options.listTools();
        }
        catch (error) {
            retryNotBefore = now() + options.retryAfterMs;
            const last = cache.get(serverId);
            const kept = last !== undefined && last.expiresAt > now();
            if (last && !kept)
                cache.invalidate(serverId);
            options.onRefresh({ ok: false, reason, error, kept });
            return kept ? last : undefined;
        }
        const pins = options.pins();
        const seen = new Set();
        const tools = [];
        let dropped = 0;
        for (const def of listed) {
            // A malformed or duplicate entry cannot be pinned or exposed; drop it, keep the rest.
            if (!isToolDefinition(def) || seen.has(def.name)) {
                dropped++;
                continue;
            }
            seen.add(def.name);
            try {
                tools.push(prepareTool(def, company, pins));
            }
            catch {
                dropped++; // a name no provider accepts under the prefix: never exposable
            }
        }
        const fetchedAt = now();
        const entry = { tools, fetchedAt, expiresAt: fetchedAt + options.ttlMs };
        cache.set(serverId, entry);
        retryNotBefore = 0;
        options.onRefresh({ ok: true, reason, entry, dropped });
        return entry;
    }
    /** Lists for pending change notifications as soon as the interval allows. */
    function scheduleChange() {
        if (!changePending || inflight || trailing || stopped)
            return;
        const wait = lastListingAt + options.minRefreshIntervalMs - now();
        const run = () => {
            trailing = undefined;
            if (changePending && !inflight && !stopped)
                refresh('tools_changed').catch(() => undefined);
            else
                scheduleChange();
        };
        if (wait <= 0)
            return run();
        trailing = setTimeout(run, wait);
        trailing.unref();
    }
    function refresh(reason) {
        if (inflight) {
            // A certification pins anew: list once more right after. A change notified meanwhile may
            // not be in this listing either; it is listed again once the interval allows.
            if (reason === 'certification')
                again = reason;
            if (reason === 'tools_changed')
                changePending = true;
            return inflight;
        }
        const run = (async () => {
            let entry = await listOnce(reason);
            while (again) {
                const next = again;
                again = undefined;
                entry = await listOnce(next);
            }
            return entry;
        })();
        inflight = run;
        run
            .finally(() => {
            if (inflight === run)
                inflight = undefined;
            scheduleChange();
        })
            .catch(() => undefined); // the caller of `refresh` receives the rejection itself
        return run;
    }
    return {
        fresh,
        current() {
            const entry = fresh();
            if (entry)
                return Promise.resolve(entry);
            if (inflight)
                return inflight;
            if (now() < retryNotBefore)
                return Promise.resolve(undefined);
            return refresh('expiry');
        },
        refresh,
        changed() {
            changePending = true;
            scheduleChange();
        },
        repin() {
            const entry = cache.get(serverId);
            if (!entry)
                return;
            const pins = options.pins();
            // Only the pin state depends on the pins: hash and shapes are reused, not recomputed.
            const tools = entry.tools.map((t) => ({ ...t, pin: pinStateOf(t.name, t.hash, pins) }));
            cache.set(serverId, { ...entry, tools });
        },
        async idle() {
            while (inflight)
                await inflight.catch(() => undefined);
        },
        stop() {
            stopped = true;
            if (trailing)
                clearTimeout(trailing);
            trailing = undefined;
        },
    };
}
//# sourceMappingURL=server-catalog.js.map