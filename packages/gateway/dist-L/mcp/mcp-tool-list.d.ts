import type { CatalogForResult } from '../exposure/build-catalog.js';
import type { Tool } from '@modelcontextprotocol/server';
/** A `tools/list` result as the gateway's MCP endpoint answers it. */
export interface McpToolList {
    [key: string]: unknown;
    tools: Tool[];
    ttlMs: number;
    cacheScope: 'private';
}
/**
 * The `tools/list` answer for one context: exactly `catalogFor`'s tools in MCP shape (prefixed
 * names, server order), copied field by field so no internal classification `_meta` can leak.
 * The list depends on the context the request carries in `_meta`, which is not part of a client's
 * cache key (method and params), so it must not be reused: `ttlMs: 0`, `cacheScope: 'private'`.
 */
export declare function toMcpToolList(catalog: Pick<CatalogForResult, 'tools'>): McpToolList;
//# sourceMappingURL=mcp-tool-list.d.ts.map