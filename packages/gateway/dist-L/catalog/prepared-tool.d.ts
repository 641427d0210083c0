import type { AccessLevel, ScenarioKey } from '@asixto/contract';
import type { AnthropicTool, McpTool, OpenAiTool } from './provider-shapes.js';
import type { ToolDefinition } from './tool-definition.js';
/**
 * Where a listed tool stands against the last certification:
 * - `certified`: it passed every blocking rule and its definition hash equals the pinned one;
 * - `changed`: it was certified but its definition no longer matches the pin (withheld);
 * - `uncertified`: it failed certification, or appeared after it (waits for the next one).
 */
export type PinState = 'certified' | 'changed' | 'uncertified';
/**
 * Everything exposure needs about one listed tool, computed once per refresh so that
 * `catalogFor` is a filter over ready objects (no hashing, no schema work per turn).
 */
export interface PreparedTool {
    name: string;
    prefixedName: string;
    hash: string;
    definition: ToolDefinition;
    pin: PinState;
    level: AccessLevel;
    capabilities: readonly ScenarioKey[];
    verb: string | undefined;
    mcp: McpTool;
    openai: OpenAiTool;
    anthropic: AnthropicTool;
}
/** The pins of the last certification of a server. */
export interface ToolPins {
    /** Hash of every certified tool's definition, by name. */
    hashes: Readonly<Record<string, string>>;
    certified: ReadonlySet<string>;
}
/** The pin hash of a definition: sha256 of its canonical JSON (contract helpers). */
export declare function definitionHash(def: unknown): string;
export declare function pinStateOf(name: string, hash: string, pins: ToolPins | undefined): PinState;
/**
 * Prepares one listed tool. Throws (contract `prefixToolName`) when the name cannot be exposed to
 * a provider at all; the caller drops such a tool.
 */
export declare function prepareTool(def: ToolDefinition, company: string, pins: ToolPins | undefined): PreparedTool;
//# sourceMappingURL=prepared-tool.d.ts.map