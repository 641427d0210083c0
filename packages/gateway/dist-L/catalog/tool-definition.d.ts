/**
 * A tool definition exactly as a server listed it (`tools/list`). Loose on purpose: the gateway
 * pins and forwards what the server said, and the contract rules judge it.
 */
export interface ToolDefinition {
    name: string;
    title?: string;
    description?: string;
    inputSchema: Record<string, unknown>;
    outputSchema?: Record<string, unknown>;
    annotations?: Record<string, unknown>;
    _meta?: Record<string, unknown>;
    [key: string]: unknown;
}
/** Minimal shape check before a listed entry is used at all (the rules do the real judging). */
export declare function isToolDefinition(value: unknown): value is ToolDefinition;
//# sourceMappingURL=tool-definition.d.ts.map