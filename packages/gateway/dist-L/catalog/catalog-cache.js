/** The default: a Map in this process. */
export function createInMemoryCatalogCache() {
    const entries = new Map();
    return {
        get: (serverId) => entries.get(serverId),
        set: (serverId, entry) => void entries.set(serverId, entry),
        invalidate: (serverId) => void entries.delete(serverId),
    };
}
//# sourceMappingURL=catalog-cache.js.map