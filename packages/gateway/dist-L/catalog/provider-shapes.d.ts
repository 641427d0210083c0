import type { ToolDefinition } from './tool-definition.js';
/** A tool as MCP clients (and the agent runtime) see it, under its prefixed name. */
export interface McpTool {
    name: string;
    title?: string;
    description: string;
    inputSchema: Record<string, unknown>;
    outputSchema?: Record<string, unknown>;
    annotations?: Record<string, unknown>;
}
/** OpenAI function tool (Chat Completions / Responses `tools[]`). */
export interface OpenAiTool {
    type: 'function';
    function: {
        name: string;
        description: string;
        parameters: Record<string, unknown>;
        strict?: boolean;
    };
}
/** Anthropic Messages API tool. */
export interface AnthropicTool {
    name: string;
    description: string;
    input_schema: Record<string, unknown>;
}
/**
 * Clips a description to the provider limit (1,024), marking the cut with an ellipsis. Counted in
 * UTF-16 units, so it also holds for a provider that counts code points; a pair is never split.
 */
export declare function clipDescription(text: string, max?: number): string;
export declare function toMcpTool(def: ToolDefinition, prefixedName: string): McpTool;
export declare function toOpenAiTool(def: ToolDefinition, prefixedName: string): OpenAiTool;
export declare function toAnthropicTool(def: ToolDefinition, prefixedName: string): AnthropicTool;
/**
 * Whether a JSON Schema meets OpenAI's strict function-calling subset: every object closed
 * (`additionalProperties: false`) with every property required (optionals as null unions), and
 * only supported keywords. The contract requires `maxLength` on free text, so most tools do not
 * qualify, and that is fine: strict is then simply not set.
 */
export declare function isStrictCompatible(schema: unknown, depth?: number): boolean;
//# sourceMappingURL=provider-shapes.d.ts.map