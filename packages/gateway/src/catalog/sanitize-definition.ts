import { META_KEYS, sanitizeText } from '@asixto/contract';
import type { ToolDefinition } from './tool-definition.js';

/**
 * A copy of a listed definition whose model-facing words (description, title, verb, and every
 * `description`/`title` inside its schemas) have control and bidirectional characters removed.
 * Tenant text reaches the model verbatim otherwise; the pin hash is still taken on the original.
 * Runs once per catalog refresh, never per turn.
 */
export function sanitizeDefinition(def: ToolDefinition): ToolDefinition {
  const clean: ToolDefinition = { ...def, inputSchema: sanitizeSchemaText(def.inputSchema) };
  if (typeof def.description === 'string') clean.description = sanitizeText(def.description);
  if (typeof def.title === 'string') clean.title = sanitizeText(def.title);
  if (def.outputSchema) clean.outputSchema = sanitizeSchemaText(def.outputSchema);
  const verb = def._meta?.[META_KEYS.verb];
  if (def._meta && typeof verb === 'string')
    clean._meta = { ...def._meta, [META_KEYS.verb]: sanitizeText(verb) };
  return clean;
}

const TEXT_KEYWORDS = new Set(['description', 'title']);

function sanitizeSchemaText<T>(node: T, depth = 0): T {
  // Schemas are listed JSON, so no cycles; the depth cap only bounds a hostile nesting.
  if (depth > 64 || typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node)) return node.map((item: unknown) => sanitizeSchemaText(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      TEXT_KEYWORDS.has(key) && typeof value === 'string'
        ? sanitizeText(value)
        : sanitizeSchemaText(value, depth + 1);
  }
  return out as T;
}
