import { createServerCatalog } from '../catalog/server-catalog.js';
import { createUpstream } from '../upstream/index.js';
import { ServerHealth } from './server-health.js';
/** Builds a server's upstream connector, health and catalog, in that order. */
export function createServerState(record, token, deps) {
    const health = new ServerHealth();
    const upstream = createUpstream({
        serverId: record.id,
        company: record.company,
        url: record.url,
        ...(token !== undefined ? { token } : {}),
        devMode: deps.devMode,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
        logger: deps.logger,
        ...(deps.listenBackoff ? { listenBackoff: deps.listenBackoff } : {}),
        ...(deps.limits ? { limits: deps.limits } : {}),
        ...(deps.guard ? { guard: deps.guard } : {}),
        onBreakerChange: (breaker) => deps.onBreakerChange?.(record, breaker),
    });
    const catalog = createServerCatalog({
        serverId: record.id,
        company: record.company,
        listTools: () => upstream.listTools(),
        cache: deps.cache,
        ttlMs: deps.ttlMs,
        retryAfterMs: deps.retryAfterMs,
        minRefreshIntervalMs: deps.minRefreshIntervalMs,
        now: deps.now,
        pins: () => health.pins,
        // Runs only after a listing, so long after `state` below is assigned.
        onRefresh: (event) => {
            health.refreshed(event);
            deps.onRefresh(state, event);
        },
    });
    const state = {
        record,
        token,
        upstream,
        catalog,
        health,
        listener: undefined,
        writes: Promise.resolve(),
    };
    return state;
}
//# sourceMappingURL=server-state.js.map