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
export function toMcpToolList(catalog: Pick<CatalogForResult, 'tools'>): McpToolList {
  return {
    tools: catalog.tools.map((t) => {
      // Exposed tools are certified, and certification requires object schemas (page 02).
      const tool: Tool = {
        name: t.name,
        description: t.description,
        inputSchema: t.inputSchema as Tool['inputSchema'],
      };
      if (t.title !== undefined) tool.title = t.title;
      if (t.outputSchema !== undefined) tool.outputSchema = t.outputSchema as Tool['outputSchema'];
      if (t.annotations !== undefined) tool.annotations = t.annotations as Tool['annotations'];
      return tool;
    }),
    ttlMs: 0,
    cacheScope: 'private',
  };
}
