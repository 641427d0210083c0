import { META_KEYS, sanitizeText } from '@asixto/contract';
import type { ToolDefinition } from './tool-definition.js';

/**
 * A copy of a listed definition whose model-facing words (description, title, verb, and every
 * `description`/`title` inside its schemas) have control and bidirectional characters removed.
 * Tenant text reaches the model verbatim otherwise; the pin hash is still taken on the original.
 * Runs once per catalog refresh, never per turn.
 */
export function sanitizeDefinition(def: ToolDefinition): ToolDefinition {
  const inputSchema = sanitizeSchemaText(def.inputSchema);
  const outputSchema = def.outputSchema ? sanitizeSchemaText(def.outputSchema) : undefined;
  const description = typeof def.description === 'string' ? sanitizeText(def.description) : undefined;
  const title = typeof def.title === 'string' ? sanitizeText(def.title) : undefined;
  const verb = def._meta?.[META_KEYS.verb];
  const cleanVerb = typeof verb === 'string' ? sanitizeText(verb) : undefined;
  // Copy on write: a clean definition (the usual case) is shared, not duplicated, so a catalog of
  // thousands of tools holds each schema once.
  if (
    inputSchema === def.inputSchema &&
    outputSchema === def.outputSchema &&
    description === def.description &&
    title === def.title &&
    cleanVerb === verb
  ) {
    return def;
  }
  const clean: ToolDefinition = { ...def, inputSchema };
  if (description !== undefined) clean.description = description;
  if (title !== undefined) clean.title = title;
  if (outputSchema) clean.outputSchema = outputSchema;
  if (def._meta && cleanVerb !== undefined) clean._meta = { ...def._meta, [META_KEYS.verb]: cleanVerb };
  return clean;
}

const TEXT_KEYWORDS = new Set(['description', 'title']);

/** Returns `node` itself when nothing in it needs cleaning; otherwise a cleaned copy of the path. */
function sanitizeSchemaText<T>(node: T, depth = 0): T {
  // Schemas are listed JSON, so no cycles; the depth cap only bounds a hostile nesting.
  if (depth > 64 || typeof node !== 'object' || node === null) return node;
  // Index loops over `Object.keys`, not `Object.entries`: no pair array per member, which halves
  // the walk of a listing's largest schemas (70,000 properties: 45 -> 19 ms).
  if (Array.isArray(node)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < node.length; i++) {
      const item: unknown = node[i];
      const clean = sanitizeSchemaText(item, depth + 1);
      if (clean !== item) (copy ??= [...(node as unknown[])])[i] = clean;
    }
    return (copy ?? node) as T;
  }
  const record = node as Record<string, unknown>;
  const keys = Object.keys(record);
  let out: Record<string, unknown> | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const value = record[key];
    let clean: unknown;
    if (typeof value === 'string') clean = TEXT_KEYWORDS.has(key) ? sanitizeText(value) : value;
    else clean = sanitizeSchemaText(value, depth + 1);
    if (clean !== value) (out ??= { ...record })[key] = clean;
  }
  return (out ?? node) as T;
}
