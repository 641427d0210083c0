import { classifyFailure } from '../upstream/index.js';
export function createServerLifecycle(deps) {
    const { store, logger, observer } = deps;
    const statusOf = (state) => state.health.status(state.record.status);
    function persist(state, patch) {
        state.record = { ...state.record, ...patch };
        const write = state.writes.then(async () => {
            const row = await store.updateServer(state.record.id, patch);
            state.record = { ...state.record, updatedAt: row.updatedAt };
        });
        state.writes = write.catch((error) => logger.error({ serverId: state.record.id, err: error.message }, 'registry write failed'));
        return write;
    }
    function updateStatus(state) {
        // A state replaced by a re-registration must not write over its successor.
        if (!deps.isCurrent(state))
            return;
        const next = statusOf(state);
        const previous = state.record.status;
        if (next === previous)
            return;
        const log = { serverId: state.record.id, company: state.record.company, from: previous, to: next };
        if (next === 'needs_recertification') {
            logger.warn({ ...log, changedTools: state.health.changedTools }, 'certified tools changed; withheld until recertification');
        }
        else if (next === 'degraded') {
            logger.warn(log, 'server degraded: serving its last good catalog until it expires');
        }
        else {
            logger.info(log, 'server status changed');
        }
        persist(state, { status: next }).catch(() => undefined); // logged by persist
    }
    function onRefresh(state, event) {
        // Listings cut short by close() say nothing about the server; do not record them.
        if (deps.isClosed())
            return;
        const ids = { serverId: state.record.id, company: state.record.company, reason: event.reason };
        if (event.ok) {
            const waiting = event.entry.tools.filter((t) => t.pin === 'uncertified').length;
            logger.debug({ ...ids, tools: event.entry.tools.length, waiting, dropped: event.dropped }, 'catalog refreshed');
        }
        else {
            const code = classifyFailure(event.error).code;
            observer.upstreamError({ company: state.record.company, serverId: state.record.id, code });
            logger.warn({ ...ids, code, keptLastGood: event.kept }, 'catalog refresh failed');
        }
        updateStatus(state);
    }
    return { statusOf, persist, updateStatus, onRefresh };
}
//# sourceMappingURL=server-lifecycle.js.map