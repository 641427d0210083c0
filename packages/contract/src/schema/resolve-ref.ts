import { isJsonObject, own } from './json-value.js';
import type { JsonObject } from './json-value.js';

/**
 * Resolves a local JSON pointer reference (`#`, `#/$defs/x`, `#/definitions/x`) against the root
 * schema. Remote references cannot be followed by a pure function: they resolve to `undefined`.
 *
 * @example
 * resolveLocalRef({ $defs: { p: { type: 'string' } } }, '#/$defs/p'); // { type: 'string' }
 */
export function resolveLocalRef(root: unknown, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    let token: string;
    try {
      token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    if (Array.isArray(node)) {
      node = /^(0|[1-9]\d*)$/.test(token) ? node[Number(token)] : undefined;
    } else if (isJsonObject(node)) {
      node = own(node, token);
    } else {
      return undefined;
    }
  }
  return node;
}

/** The outcome of following `$ref` chains: the merged schema, or why it could not be followed. */
export type Deref =
  | { ok: true; schema: unknown; refs: ReadonlySet<string> }
  | { ok: false; reason: 'cycle' | 'unresolved'; ref: string };

/**
 * Follows `$ref` chains from a schema, merging sibling keywords over the target (2020-12 applies
 * both). `seen` holds the references already followed on the current path, so a cycle stops.
 *
 * @example
 * deref({ $ref: '#/$defs/p' }, root, new Set());
 */
export function deref(schema: unknown, root: unknown, seen: ReadonlySet<string>): Deref {
  let current = schema;
  const refs = new Set(seen);
  for (;;) {
    if (!isJsonObject(current)) return { ok: true, schema: current, refs };
    const ref = own(current, '$ref');
    if (typeof ref !== 'string') return { ok: true, schema: current, refs };
    if (refs.has(ref)) return { ok: false, reason: 'cycle', ref };
    refs.add(ref);
    const target = resolveLocalRef(root, ref);
    if (target === undefined) return { ok: false, reason: 'unresolved', ref };
    const { $ref: _dropped, ...siblings } = current;
    current = isJsonObject(target) ? mergeSchemas(target, siblings) : target;
  }
}

function mergeSchemas(target: JsonObject, siblings: JsonObject): JsonObject {
  return Object.keys(siblings).length === 0 ? target : { ...target, ...siblings };
}
