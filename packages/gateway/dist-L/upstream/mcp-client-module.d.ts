import type * as McpClient from '@modelcontextprotocol/client';
/**
 * The official MCP client, loaded at the first connection instead of at start: with its schemas it
 * is ~20 MiB of a process, and a gateway without servers (or before it loads them) never uses it.
 */
export type McpClientModule = typeof McpClient;
/** Loads the client module once; later calls get the same module. */
export declare function loadMcpClient(): Promise<McpClientModule>;
/**
 * The client module if it is loaded, else `undefined`: an error can only be one of its classes once
 * it is (what {@link classifyFailure} relies on).
 */
export declare function loadedMcpClient(): McpClientModule | undefined;
//# sourceMappingURL=mcp-client-module.d.ts.map