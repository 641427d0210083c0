import { canonicalJson, classifyLevel, prefixToolName, toolCapabilities, toolVerb } from '@asixto/contract';
import type { AccessLevel, ScenarioKey } from '@asixto/contract';
import { toAnthropicTool, toMcpTool, toOpenAiTool } from './provider-shapes.js';
import { nativeSha256Hex } from '../crypto/native-sha256-hex.js';
import { sanitizeDefinition } from './sanitize-definition.js';
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

/**
 * The pin hash of a definition: sha256 of its canonical JSON, as the certifier pins it (contract
 * `sha256Hex`), hashed natively: every listing hashes every tool on the service's event loop.
 */
export function definitionHash(def: unknown): string {
  return nativeSha256Hex(canonicalJson(def));
}

export function pinStateOf(name: string, hash: string, pins: ToolPins | undefined): PinState {
  if (!pins || !pins.certified.has(name)) return 'uncertified';
  return pins.hashes[name] === hash ? 'certified' : 'changed';
}

/**
 * Prepares one listed tool. Throws (contract `prefixToolName`) when the name cannot be exposed to
 * a provider at all; the caller drops such a tool.
 */
export function prepareTool(def: ToolDefinition, company: string, pins: ToolPins | undefined): PreparedTool {
  const hash = definitionHash(def);
  const prefixedName = prefixToolName(company, def.name);
  const pin = pinStateOf(def.name, hash, pins);
  const shown = sanitizeDefinition(def);
  return {
    name: def.name,
    prefixedName,
    hash,
    definition: def,
    pin,
    level: classifyLevel(def.annotations),
    capabilities: toolCapabilities(def),
    verb: toolVerb(shown),
    mcp: toMcpTool(shown, prefixedName),
    openai: toOpenAiTool(shown, prefixedName),
    anthropic: toAnthropicTool(shown, prefixedName),
  };
}
