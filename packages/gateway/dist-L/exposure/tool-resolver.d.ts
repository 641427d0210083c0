import type { GatewayContext } from '../context/gateway-context.js';
import type { GatewayLogger } from '../logger.js';
import type { GatewayObserver } from '../observer.js';
import type { ServerDirectory } from '../servers/server-directory.js';
import type { ExposedTool, ResolvedToolResult } from './resolved-tool.js';
export type ToolResolver = (context: Pick<GatewayContext, 'company' | 'scenario' | 'agentLevel' | 'channel'>, company: string, toolName: string) => Promise<ResolvedToolResult<ExposedTool>>;
/**
 * The call pipeline's exposure resolver: the same sources and the same decision as `catalogFor`,
 * so what the model may call is exactly what it was shown.
 */
export declare function createToolResolver(deps: {
    directory: ServerDirectory;
    observer: Required<GatewayObserver>;
    logger: GatewayLogger;
}): ToolResolver;
//# sourceMappingURL=tool-resolver.d.ts.map