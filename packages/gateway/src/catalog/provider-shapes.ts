import { LIMITS } from '@asixto/contract';
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
  function: { name: string; description: string; parameters: Record<string, unknown>; strict?: boolean };
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
export function clipDescription(text: string, max: number = LIMITS.providerDescriptionMax): string {
  if (text.length <= max) return text;
  const cut = /[\uD800-\uDBFF]/.test(text.charAt(max - 2)) ? max - 2 : max - 1;
  return `${text.slice(0, cut)}…`;
}

/** Formats OpenAI's strict mode understands; any other `format` makes it refuse the schema. */
const STRICT_FORMATS = new Set([
  'date-time',
  'time',
  'date',
  'duration',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uuid',
]);

export function toMcpTool(def: ToolDefinition, prefixedName: string): McpTool {
  const tool: McpTool = {
    name: prefixedName,
    description: clipDescription(def.description ?? ''),
    inputSchema: def.inputSchema,
  };
  if (typeof def.title === 'string') tool.title = def.title;
  if (def.outputSchema) tool.outputSchema = def.outputSchema;
  if (def.annotations) tool.annotations = def.annotations;
  return tool;
}

export function toOpenAiTool(def: ToolDefinition, prefixedName: string): OpenAiTool {
  const fn: OpenAiTool['function'] = {
    name: prefixedName,
    description: clipDescription(def.description ?? ''),
    parameters: def.inputSchema,
  };
  // Strict mode changes how the provider validates; only claim it when the schema qualifies.
  if (isStrictCompatible(def.inputSchema)) fn.strict = true;
  return { type: 'function', function: fn };
}

export function toAnthropicTool(def: ToolDefinition, prefixedName: string): AnthropicTool {
  return {
    name: prefixedName,
    description: clipDescription(def.description ?? ''),
    input_schema: def.inputSchema,
  };
}

/** Keywords OpenAI's strict mode accepts; anything else (e.g. `maxLength`) disqualifies the schema. */
const STRICT_KEYWORDS = new Set([
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'description',
  'title',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  '$defs',
  '$ref',
]);

/**
 * Whether a JSON Schema meets OpenAI's strict function-calling subset: every object closed
 * (`additionalProperties: false`) with every property required (optionals as null unions), and
 * only supported keywords. The contract requires `maxLength` on free text, so most tools do not
 * qualify, and that is fine: strict is then simply not set.
 */
export function isStrictCompatible(schema: unknown, depth = 0): boolean {
  if (depth > 16 || typeof schema !== 'object' || schema === null || Array.isArray(schema)) return false;
  const s = schema as Record<string, unknown>;
  for (const key of Object.keys(s)) if (!STRICT_KEYWORDS.has(key)) return false;
  if (s.format !== undefined && !STRICT_FORMATS.has(s.format as string)) return false;
  const isObject = s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'));
  if (isObject || s.properties !== undefined) {
    if (s.additionalProperties !== false) return false;
    const props = (s.properties ?? {}) as Record<string, unknown>;
    if (typeof props !== 'object' || props === null) return false;
    // A set: a listing may carry a tool with 100,000 properties, and this runs for every tool listed.
    // Each property is checked as it comes, so the first that disqualifies ends the walk.
    const required = new Set<unknown>(Array.isArray(s.required) ? s.required : []);
    for (const name of Object.keys(props)) {
      if (!required.has(name) || !isStrictCompatible(props[name], depth + 1)) return false;
    }
  }
  if (s.items !== undefined && !isStrictCompatible(s.items, depth + 1)) return false;
  if (s.anyOf !== undefined) {
    if (!Array.isArray(s.anyOf) || !s.anyOf.every((b) => isStrictCompatible(b, depth + 1))) return false;
  }
  if (s.$defs !== undefined) {
    if (typeof s.$defs !== 'object' || s.$defs === null) return false;
    for (const value of Object.values(s.$defs)) if (!isStrictCompatible(value, depth + 1)) return false;
  }
  return true;
}
