import { withinDeadline } from '../util/deadline.js';
/**
 * Follows the server's `toolsListChanged` notifications (`subscriptions/listen`), each a request
 * to refresh its catalog (coalesced and rate-limited by the catalog); without the capability the
 * catalog refreshes by expiry only.
 */
export function startListening(state, logger) {
    const ids = { serverId: state.record.id, company: state.record.company };
    state.listener = state.upstream.listen(() => {
        logger.debug(ids, 'toolsListChanged: catalog refresh requested');
        state.catalog.changed();
    });
    state.listener.ready.catch((error) => logger.warn({ ...ids, err: error.message }, 'subscriptions/listen unavailable'));
}
/**
 * Follows a server that has certified tools (once): a server with nothing certified exposes
 * nothing, so it is not followed until a certification passes.
 */
export function followServer(state, logger) {
    if (state.listener === undefined && state.health.certification === 'passed')
        startListening(state, logger);
}
/** Waits, at most `ms`, until the listen stream is acknowledged or known to be unavailable. */
export async function listenerReady(state, ms) {
    const ready = state.listener?.ready.then(() => undefined, () => undefined);
    await withinDeadline(ready, ms);
}
/** Lists the server in the background unless a shared cache already holds a fresh entry. */
export function warmCatalog(state, logger) {
    if (state.catalog.fresh())
        return;
    state.catalog
        .refresh('startup')
        .catch((error) => logger.error({ serverId: state.record.id, err: error.message }, 'startup listing failed'));
}
/** Stops following the server (its duties moved to another instance). */
export function stopListening(state, logger) {
    const listener = state.listener;
    if (!listener)
        return;
    state.listener = undefined;
    listener
        .close()
        .catch((error) => logger.warn({ serverId: state.record.id, err: error.message }, 'listen stream close failed'));
}
//# sourceMappingURL=server-duties.js.map