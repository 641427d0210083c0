import { deref } from './resolve-ref.js';
import { isJsonObject, own } from './json-value.js';
import type { JsonObject } from './json-value.js';
import { spend, walkBudget } from './walk-budget.js';
import type { WalkBudget } from './walk-budget.js';

/** One parameter of an input schema, at any depth. */
export interface PropertyVisit {
  /** Logical name: `prioridad`, `direccion.ciudad`, `lineas[].producto`. */
  name: string;
  /** JSON-pointer-like path: `/properties/direccion/properties/ciudad`. */
  path: string;
  /** The property schema as written (may hold a `$ref`). */
  schema: unknown;
  /** Whether the enclosing object lists it in `required`. */
  required: boolean;
  /** Object nesting level: root parameters are 1. */
  depth: number;
}

/** One object shape of an input schema (the root, a nested object, array items…). */
export interface ObjectVisit {
  path: string;
  schema: JsonObject;
  depth: number;
}

export interface WalkCallbacks {
  property?(visit: PropertyVisit): void;
  object?(visit: ObjectVisit): void;
}

// Deep enough for any real tool, small enough that a hostile schema cannot make us spin.
const MAX_DEPTH = 32;

/**
 * Walks every parameter of an input schema: nested object properties, array `items`, and the
 * branches of `anyOf`/`oneOf`/`allOf` (a nullable object is an `anyOf` of the object and null).
 * Local `$ref`s are followed with cycle protection, within a step budget. Total on arbitrary JSON.
 * Objects are visited first, then properties, each in document order. The result is cached per
 * schema object, so the schema must not be mutated between walks.
 *
 * @example
 * walkProperties(tool.inputSchema, { property: (p) => console.log(p.path) });
 */
export function walkProperties(root: unknown, callbacks: WalkCallbacks): { complete: boolean } {
  const visits = schemaVisits(root);
  if (callbacks.object) for (const visit of visits.objects) callbacks.object(visit);
  if (callbacks.property) for (const visit of visits.properties) callbacks.property(visit);
  return { complete: visits.complete };
}

interface Visits {
  objects: ObjectVisit[];
  properties: PropertyVisit[];
  /** False when the step budget ran out before the whole schema was seen. */
  complete: boolean;
}

// Several rules walk the same schema; walking it once per definition keeps checkTool cheap.
const cache = new WeakMap<object, Visits>();

function schemaVisits(root: unknown): Visits {
  const key = typeof root === 'object' && root !== null ? root : undefined;
  const cached = key ? cache.get(key) : undefined;
  if (cached) return cached;
  const visits: Visits = { objects: [], properties: [], complete: true };
  const budget = walkBudget();
  descend(
    root,
    root,
    '',
    '',
    0,
    new Set(),
    { object: (v) => visits.objects.push(v), property: (v) => visits.properties.push(v) },
    budget,
  );
  visits.complete = budget.left >= 0;
  if (key) cache.set(key, visits);
  return visits;
}

function descend(
  schema: unknown,
  root: unknown,
  path: string,
  name: string,
  depth: number,
  seen: ReadonlySet<string>,
  callbacks: WalkCallbacks,
  budget: WalkBudget,
): void {
  if (depth > MAX_DEPTH || !spend(budget)) return;
  for (const { shape, refs } of shapesOf(schema, root, seen, 0, budget)) {
    const properties = own(shape, 'properties');
    if (isJsonObject(properties)) {
      callbacks.object?.({ path, schema: shape, depth });
      const requiredList = own(shape, 'required');
      const required = new Set(
        Array.isArray(requiredList) ? requiredList.filter((r) => typeof r === 'string') : [],
      );
      for (const key of Object.keys(properties)) {
        const child = properties[key];
        const childPath = `${path}/properties/${escapePointer(key)}`;
        const childName = name === '' ? key : `${name}.${key}`;
        callbacks.property?.({
          name: childName,
          path: childPath,
          schema: child,
          required: required.has(key),
          depth: depth + 1,
        });
        descend(child, root, childPath, childName, depth + 1, refs, callbacks, budget);
      }
    } else if (own(shape, 'type') === 'object') {
      callbacks.object?.({ path, schema: shape, depth });
    }
    const items = own(shape, 'items');
    if (isJsonObject(items))
      descend(items, root, `${path}/items`, `${name}[]`, depth, refs, callbacks, budget);
  }
}

interface Shape {
  shape: JsonObject;
  refs: ReadonlySet<string>;
}

/** The schema itself and, flattened, the branches of its combinators, each with its refs followed. */
function shapesOf(
  schema: unknown,
  root: unknown,
  seen: ReadonlySet<string>,
  level: number,
  budget: WalkBudget,
): Shape[] {
  if (level > MAX_DEPTH || !spend(budget)) return [];
  const resolved = deref(schema, root, seen);
  if (!resolved.ok || !isJsonObject(resolved.schema)) return [];
  const shapes: Shape[] = [{ shape: resolved.schema, refs: resolved.refs }];
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const branches = own(resolved.schema, keyword);
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) shapes.push(...shapesOf(branch, root, resolved.refs, level + 1, budget));
  }
  return shapes;
}

/** Escapes a key for a JSON pointer (RFC 6901). */
export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
