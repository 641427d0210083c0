/**
 * How big and how deep a JSON value is: `size` approximates its serialized length in characters,
 * `nodes` counts its values (every object, array, string, number, boolean and null).
 */
export interface JsonExtent {
  size: number;
  depth: number;
  nodes: number;
}

export interface ExtentLimits {
  maxSize?: number;
  maxDepth?: number;
}

/**
 * Measures a JSON value without recursion, stopping as soon as it exceeds a limit: a tenant's
 * schema or answer can nest tens of thousands of levels (JSON.parse accepts that, while
 * JSON.stringify and every recursive walk overflow the stack on it) or weigh megabytes.
 * `undefined` when a limit is exceeded. Shared references count once per use, as JSON would
 * write them (so the value must be acyclic, as parsed JSON is).
 *
 * @example
 * jsonExtent({ a: [1, 2] }); // { size: 11, depth: 2, nodes: 4 }, as '{"a":[1,2]}'
 * jsonExtent(deep, { maxDepth: 64 }); // undefined when deeper
 */
export function jsonExtent(value: unknown, limits: ExtentLimits = {}): JsonExtent | undefined {
  const maxSize = limits.maxSize ?? Infinity;
  const maxDepth = limits.maxDepth ?? Infinity;
  let size = 0;
  let depth = 0;
  let nodes = 0;
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, level] = next;
    nodes += 1;
    if (node !== null && typeof node === 'object') {
      const inner = level + 1;
      if (inner > maxDepth) return undefined;
      depth = Math.max(depth, inner);
      // Brackets and commas are counted before the members are queued, so a huge array stops here.
      if (Array.isArray(node)) {
        size += 1 + Math.max(node.length, 1);
        if (size > maxSize) return undefined;
        for (const element of node) pending.push([element, inner]);
      } else {
        const keys = Object.keys(node);
        size += 1 + Math.max(keys.length, 1);
        if (size > maxSize) return undefined;
        for (const key of keys) {
          size += key.length + 3;
          pending.push([(node as Record<string, unknown>)[key], inner]);
        }
      }
    } else if (typeof node === 'string') size += node.length + 2;
    else size += node === undefined ? 0 : String(node).length;
    if (size > maxSize) return undefined;
  }
  return { size, depth, nodes };
}
