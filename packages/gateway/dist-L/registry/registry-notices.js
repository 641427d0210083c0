/** Parses a notice's wire form (`{ from, notice }`), refusing anything else. */
export function parseNoticeMessage(text) {
    if (text.length > 4096)
        return undefined;
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const { from, notice } = (value ?? {});
    if (typeof from !== 'string' || typeof notice !== 'object' || notice === null)
        return undefined;
    if (notice['kind'] === 'tenant' && typeof notice['company'] === 'string') {
        return { from, notice: { kind: 'tenant', company: notice['company'] } };
    }
    if ((notice['kind'] === 'server' || notice['kind'] === 'server-removed') &&
        typeof notice['serverId'] === 'string') {
        return { from, notice: { kind: notice['kind'], serverId: notice['serverId'] } };
    }
    return undefined;
}
//# sourceMappingURL=registry-notices.js.map