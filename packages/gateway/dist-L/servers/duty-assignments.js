import { followServer, listenerReady, stopListening } from './server-duties.js';
/**
 * Gives each server's duties to this instance or not, as the coordinator says: the owner follows
 * the `subscriptions/listen` stream and, when instances share the cache, lists the server again
 * before its entry expires so the others never have to; a non-owner does neither.
 */
/** How long a new owner waits for the listen stream before its catch-up listing. */
const LISTEN_READY_MS = 10_000;
export function createDutyAssignments(deps) {
    const { coordinator, directory, logger } = deps;
    const timers = new Map();
    const stopRefreshing = (serverId) => {
        clearTimeout(timers.get(serverId));
        timers.delete(serverId);
    };
    function refreshing(serverId) {
        if (!coordinator.shared || timers.has(serverId))
            return;
        const timer = setInterval(() => {
            const state = directory.server(serverId);
            if (!state || !coordinator.owns(serverId))
                return stopRefreshing(serverId);
            if (state.health.certification === 'passed')
                state.catalog.refresh('expiry').catch(() => undefined);
        }, deps.refreshEveryMs);
        timer.unref();
        timers.set(serverId, timer);
    }
    function apply(state) {
        const id = state.record.id;
        if (coordinator.owns(id)) {
            followServer(state, logger);
            refreshing(id);
        }
        else {
            stopListening(state, logger);
            stopRefreshing(id);
        }
    }
    return {
        apply,
        changed(serverId, owned) {
            const state = directory.server(serverId);
            logger.info({ serverId, owned }, owned ? 'server duties taken over' : 'server duties handed over');
            if (!state)
                return;
            apply(state);
            // A change made while nobody followed the server (during the hand-over) is caught by one
            // listing once this instance's stream is up.
            if (owned && state.listener) {
                void listenerReady(state, LISTEN_READY_MS).then(() => {
                    if (directory.isCurrent(state) && coordinator.owns(serverId))
                        state.catalog.changed();
                });
            }
        },
        close() {
            for (const id of [...timers.keys()])
                stopRefreshing(id);
        },
    };
}
//# sourceMappingURL=duty-assignments.js.map