export function createRegistryFeed(deps) {
    const { notices, sync, directory, changes, logger } = deps;
    let applying = Promise.resolve();
    const enqueue = (what, fn) => {
        applying = applying
            .then(() => (deps.isClosed() ? undefined : fn()))
            .catch((error) => logger.error({ err: error.message }, `registry sync failed: ${what}`));
    };
    async function apply(notice) {
        if (notice.kind === 'tenant') {
            await sync.apply(notice);
            changes.changed(notice.company, 'policy');
            return;
        }
        // A removed server's company is known only before the notice is applied.
        const before = directory.server(notice.serverId)?.record.company;
        await sync.apply(notice);
        const company = directory.server(notice.serverId)?.record.company ?? before;
        if (company === undefined)
            return;
        const reason = notice.kind === 'server-removed' ? 'removal' : 'certification';
        changes.changed(company, reason, notice.serverId);
    }
    return {
        async start() {
            await notices?.start({
                notice: (notice) => enqueue(notice.kind, () => apply(notice)),
                resync: () => enqueue('reload', () => sync.reload(false)),
            });
        },
        async announce(notice) {
            await notices?.publish(notice).catch((error) => {
                logger.warn({ ...notice, err: error.message }, 'registry notice not sent');
            });
        },
        async close() {
            await notices?.close();
            await applying;
        },
    };
}
//# sourceMappingURL=registry-feed.js.map