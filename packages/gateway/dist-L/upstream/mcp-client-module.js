let loaded;
let loading;
/** Loads the client module once; later calls get the same module. */
export function loadMcpClient() {
    loading ??= import('@modelcontextprotocol/client').then((module) => (loaded = module));
    return loading;
}
/**
 * The client module if it is loaded, else `undefined`: an error can only be one of its classes once
 * it is (what {@link classifyFailure} relies on).
 */
export function loadedMcpClient() {
    return loaded;
}
//# sourceMappingURL=mcp-client-module.js.map