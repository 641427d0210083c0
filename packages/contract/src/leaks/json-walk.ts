import { isJsonObject } from '../schema/json-value.js';

/** Bounds of a walk over an untrusted JSON value. */
export interface JsonWalkLimits {
  /** Objects, arrays and scalars visited at most. */
  maxNodes: number;
  /** Nesting below the root visited at most (the root is depth 0). */
  maxDepth: number;
}

/** A place in the walked value: a member or element of container `parent` (-1: the root itself). */
export interface JsonPlace {
  parent: number;
  key: string | number;
}

/** A string met on the walk, and the key of the object member that holds it, if any. */
export interface JsonString extends JsonPlace {
  value: string;
}

/** An object member met on the walk (its key is judged by the internal-field rule). */
export interface JsonMember extends JsonPlace {
  value: unknown;
}

export interface JsonWalk {
  /** Objects and arrays, in the order met; `parent` and `key` say where each sits. */
  containers: { value: object; parent: number; key: string | number }[];
  strings: JsonString[];
  members: JsonMember[];
  /** Values not visited: deeper than `maxDepth`, or met after `maxNodes` nodes. */
  cut: JsonPlace[];
}

/**
 * Walks a JSON value iteratively (no recursion: a hostile depth cannot overflow the stack), visiting
 * at most `maxNodes` nodes down to `maxDepth`; what lies beyond is listed in `cut`, not visited.
 *
 * @example
 * walkJson({ a: ['x'] }, { maxNodes: 100, maxDepth: 8 }).strings; // [{ parent: 1, key: 0, value: 'x' }]
 */
export function walkJson(root: unknown, limits: JsonWalkLimits): JsonWalk {
  const walk: JsonWalk = { containers: [], strings: [], members: [], cut: [] };
  const stack: { value: unknown; parent: number; key: string | number; depth: number }[] = [
    { value: root, parent: -1, key: '', depth: 0 },
  ];
  let nodes = 0;
  while (stack.length > 0) {
    const node = stack.pop() as (typeof stack)[number];
    if (nodes >= limits.maxNodes || node.depth > limits.maxDepth) {
      walk.cut.push({ parent: node.parent, key: node.key });
      continue;
    }
    nodes++;
    const { value } = node;
    if (typeof node.key === 'string' && node.parent !== -1) {
      walk.members.push({ parent: node.parent, key: node.key, value });
    }
    if (typeof value === 'string') {
      walk.strings.push({ parent: node.parent, key: node.key, value });
    } else if (Array.isArray(value)) {
      const index = walk.containers.push({ value, parent: node.parent, key: node.key }) - 1;
      for (let i = value.length - 1; i >= 0; i--) {
        stack.push({ value: value[i], parent: index, key: i, depth: node.depth + 1 });
      }
    } else if (isJsonObject(value)) {
      const index = walk.containers.push({ value, parent: node.parent, key: node.key }) - 1;
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        stack.push({ value: value[key], parent: index, key, depth: node.depth + 1 });
      }
    }
  }
  return walk;
}

/**
 * The JSON pointer of a place (`/cliente/citas/0/sede`).
 *
 * @example
 * pointerOf(walk, walk.strings[0]); // '/a/0'
 */
export function pointerOf(walk: JsonWalk, place: JsonPlace): string {
  const parts: string[] = [];
  // Parents come before their children in `containers`, so this ends at the root.
  for (let at: JsonPlace = place; at.parent !== -1; at = walk.containers[at.parent] as JsonPlace) {
    parts.push(String(at.key).replace(/~/g, '~0').replace(/\//g, '~1'));
  }
  return parts.length === 0 ? '' : `/${parts.reverse().join('/')}`;
}

/**
 * A copy of the walked value with the values at some places replaced, copying only the containers
 * on the way to them (the rest is shared with the original, which is left untouched).
 *
 * @example
 * replaceInJson(root, walk, [[walk.strings[0], '[dato interno retirado]']]);
 */
export function replaceInJson(
  root: unknown,
  walk: JsonWalk,
  replacements: readonly (readonly [JsonPlace, unknown])[],
): unknown {
  if (replacements.length === 0) return root;
  // A defined property, never an assignment: a member named `__proto__` must stay a member.
  const put = (target: Record<string | number, unknown>, key: string | number, value: unknown): void => {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  };
  const copies = new Map<number, Record<string | number, unknown>>();
  let newRoot: unknown = root;
  const copyOf = (index: number): Record<string | number, unknown> => {
    let copy = copies.get(index);
    if (copy) return copy;
    const container = walk.containers[index] as JsonWalk['containers'][number];
    copy = (Array.isArray(container.value) ? [...container.value] : { ...container.value }) as Record<
      string | number,
      unknown
    >;
    copies.set(index, copy);
    if (container.parent === -1) newRoot = copy;
    else put(copyOf(container.parent), container.key, copy);
    return copy;
  };
  for (const [place, value] of replacements) {
    if (place.parent === -1) newRoot = value;
    else put(copyOf(place.parent), place.key, value);
  }
  return newRoot;
}
