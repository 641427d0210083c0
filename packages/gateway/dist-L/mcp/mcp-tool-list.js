/**
 * The `tools/list` answer for one context: exactly `catalogFor`'s tools in MCP shape (prefixed
 * names, server order), copied field by field so no internal classification `_meta` can leak.
 * The list depends on the context the request carries in `_meta`, which is not part of a client's
 * cache key (method and params), so it must not be reused: `ttlMs: 0`, `cacheScope: 'private'`.
 */
export function toMcpToolList(catalog) {
    return {
        tools: catalog.tools.map((t) => {
            // Exposed tools are certified, and certification requires object schemas (page 02).
            const tool = {
                name: t.name,
                description: t.description,
                inputSchema: t.inputSchema,
            };
            if (t.title !== undefined)
                tool.title = t.title;
            if (t.outputSchema !== undefined)
                tool.outputSchema = t.outputSchema;
            if (t.annotations !== undefined)
                tool.annotations = t.annotations;
            return tool;
        }),
        ttlMs: 0,
        cacheScope: 'private',
    };
}
//# sourceMappingURL=mcp-tool-list.js.map