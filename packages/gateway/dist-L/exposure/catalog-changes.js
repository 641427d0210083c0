/** What of a listing exposure depends on, in order: names, definitions and pin states. */
function signatureOf(tools) {
    if (tools === undefined)
        return '';
    return tools.map((t) => `${t.name}\u0000${t.hash}\u0000${t.pin}`).join('\u0001');
}
export function createCatalogChanges(logger) {
    const listeners = new Map();
    const signatures = new Map();
    function emit(event) {
        for (const listener of [...(listeners.get(event.company) ?? [])]) {
            try {
                listener(event);
            }
            catch (error) {
                // A listener's fault must not stop the others nor the refresh that reported the change.
                logger.warn({ ...event, err: error?.message }, 'catalog change listener threw');
            }
        }
    }
    return {
        subscribe(company, listener) {
            let set = listeners.get(company);
            if (!set)
                listeners.set(company, (set = new Set()));
            set.add(listener);
            return () => {
                const current = listeners.get(company);
                if (!current?.delete(listener) || current.size > 0)
                    return;
                listeners.delete(company);
            };
        },
        listed(serverId, company, tools) {
            const signature = signatureOf(tools);
            if (signatures.get(serverId) === signature)
                return;
            signatures.set(serverId, signature);
            emit({ company, reason: 'listing', serverId });
        },
        changed(company, reason, serverId) {
            if (reason === 'removal' && serverId !== undefined)
                signatures.delete(serverId);
            emit({ company, reason, ...(serverId !== undefined ? { serverId } : {}) });
        },
    };
}
//# sourceMappingURL=catalog-changes.js.map