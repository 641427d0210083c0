import type * as McpClient from '@modelcontextprotocol/client';

/**
 * The official MCP client, loaded at the first connection instead of at start: with its schemas it
 * is ~20 MiB of a process, and a gateway without servers (or before it loads them) never uses it.
 */
export type McpClientModule = typeof McpClient;

let loaded: McpClientModule | undefined;
let loading: Promise<McpClientModule> | undefined;

/** Loads the client module once; later calls get the same module. */
export function loadMcpClient(): Promise<McpClientModule> {
  loading ??= import('@modelcontextprotocol/client').then((module) => (loaded = module));
  return loading;
}

/**
 * The client module if it is loaded, else `undefined`: an error can only be one of its classes once
 * it is (what {@link classifyFailure} relies on).
 */
export function loadedMcpClient(): McpClientModule | undefined {
  return loaded;
}
