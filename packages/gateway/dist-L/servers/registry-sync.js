import { warmCatalog } from './server-duties.js';
const samePins = (a, last) => {
    if (!a || !last)
        return !a && !last;
    const certified = [...a.certified];
    return (certified.length === last.certifiedTools.length &&
        certified.every((name, i) => name === last.certifiedTools[i]) &&
        JSON.stringify(a.hashes) === JSON.stringify(last.toolHashes));
};
export function createRegistrySync(deps) {
    const { store, directory, logger } = deps;
    /** Starts running a server this process does not run yet, or runs with another URL or credential. */
    async function start(record, previous) {
        const token = deps.records.openCredential(record);
        const state = deps.newServerState(record, token);
        state.health.restore(await store.latestCertification(record.id, { usableOnly: true }), record.status);
        if (previous)
            await stop(previous);
        directory.attach(state);
        // A server with nothing certified is listed once (bounded) and not followed.
        deps.follow(state);
        warmCatalog(state, logger);
    }
    async function stop(state) {
        directory.detach(state);
        state.catalog.stop();
        await state.upstream.close().catch(() => undefined);
        await state.catalog.idle();
    }
    /** Takes in another instance's changes to a server this process runs: pins, era, status. */
    async function refresh(state, record) {
        state.record = { ...state.record, era: record.era, status: record.status, updatedAt: record.updatedAt };
        const last = await store.latestCertification(record.id, { usableOnly: true });
        if (samePins(state.health.pins, last))
            return;
        state.health.restore(last, record.status);
        state.catalog.repin();
        deps.lifecycle.updateStatus(state);
        deps.follow(state);
        logger.info({ serverId: record.id, company: record.company }, 'server re-pinned by another instance');
    }
    async function syncServer(serverId, record) {
        await deps.locks.run(`certify:${serverId}`, async () => {
            const current = directory.server(serverId);
            if (!record) {
                if (current) {
                    await stop(current);
                    deps.cache.invalidate(serverId);
                    logger.info({ serverId, company: current.record.company }, 'server removed by another instance');
                }
                return;
            }
            if (current && current.record.url === record.url && current.record.credential === record.credential) {
                await refresh(current, record);
            }
            else {
                await start(record, current);
            }
        });
    }
    async function syncTenant(company) {
        const tenant = await store.getTenant(company);
        if (tenant)
            directory.tenants.set(company, tenant);
        else
            directory.tenants.delete(company);
    }
    return {
        async reload(strict) {
            const tenants = await store.listTenants();
            for (const company of directory.tenants.keys()) {
                if (!tenants.some((t) => t.company === company))
                    directory.tenants.delete(company);
            }
            for (const tenant of tenants)
                directory.tenants.set(tenant.company, tenant);
            const records = await store.listServers();
            const known = new Set(records.map((r) => r.id));
            for (const state of [...directory.servers()]) {
                if (!known.has(state.record.id))
                    await syncServer(state.record.id, undefined);
            }
            for (const record of records) {
                try {
                    await syncServer(record.id, record);
                }
                catch (error) {
                    if (strict)
                        throw error;
                    logger.error({ serverId: record.id, err: error.message }, 'server could not be reloaded');
                }
            }
        },
        async apply(notice) {
            if (notice.kind === 'tenant')
                return syncTenant(notice.company);
            const record = notice.kind === 'server' ? await store.getServer(notice.serverId) : undefined;
            return syncServer(notice.serverId, record);
        },
    };
}
//# sourceMappingURL=registry-sync.js.map