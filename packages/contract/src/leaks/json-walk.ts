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
 * `members: false` skips the list of object members (the guard does not need it). The stack is
 * four parallel arrays rather than an object per node: the guard walks every answer.
 *
 * @example
 * walkJson({ a: ['x'] }, { maxNodes: 100, maxDepth: 8 }).strings; // [{ parent: 1, key: 0, value: 'x' }]
 */
export function walkJson(
  root: unknown,
  limits: JsonWalkLimits,
  { members = true }: { members?: boolean } = {},
): JsonWalk {
  const walk: JsonWalk = { containers: [], strings: [], members: [], cut: [] };
  const values: unknown[] = [root];
  const parents: number[] = [-1];
  const keys: (string | number)[] = [''];
  const depths: number[] = [0];
  let nodes = 0;
  while (values.length > 0) {
    const value = values.pop();
    const parent = parents.pop() as number;
    const key = keys.pop() as string | number;
    const depth = depths.pop() as number;
    if (nodes >= limits.maxNodes || depth > limits.maxDepth) {
      walk.cut.push({ parent, key });
      continue;
    }
    nodes++;
    if (members && typeof key === 'string' && parent !== -1) walk.members.push({ parent, key, value });
    if (typeof value === 'string') {
      walk.strings.push({ parent, key, value });
    } else if (typeof value === 'object' && value !== null) {
      const index = walk.containers.push({ value, parent, key }) - 1;
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) {
          values.push(value[i]);
          parents.push(index);
          keys.push(i);
          depths.push(depth + 1);
        }
      } else {
        const own = Object.keys(value);
        for (let i = own.length - 1; i >= 0; i--) {
          const name = own[i] as string;
          values.push((value as Record<string, unknown>)[name]);
          parents.push(index);
          keys.push(name);
          depths.push(depth + 1);
        }
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
