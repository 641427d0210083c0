import { jsonExtent } from './json-extent.js';
import type { SchemaKeyword } from './schema-keyword.js';

/**
 * Validating a tenant's answer against the tenant's schema costs what the two of them say: `$ref`s
 * can make a small schema apply 2^n subschemas to one value (`anyOf: [{$ref}, {$ref}]`, chained or
 * recursive), a `required` of 20,000 names is checked once per array element. Ajv has no limit of
 * its own, so every subschema of the tenant's schema gets one more keyword, which charges the work
 * of applying that subschema to a meter and stops the validation once the meter is spent.
 */
export const COST_KEYWORD = 'x-asixto-cost';

/** Work one validation may do, in subschemas applied (and names or members checked). */
export const VALIDATION_STEPS = 100_000;

/**
 * Subschemas one schema may have. Ajv takes about half a millisecond to compile each (20,000 took
 * ten seconds); a real tool's schema has a few hundred at most.
 */
export const MAX_SUBSCHEMAS = 2_000;

/**
 * Nesting a schema may have, in JSON levels (a level of `properties` takes two). JSON.parse accepts
 * any depth; JSON.stringify, ajv's compiler and its validators recurse and would overflow the stack.
 */
export const MAX_SCHEMA_DEPTH = 100;

/** Keywords whose value maps names to subschemas: the map itself is not a subschema. */
const SCHEMA_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'dependencies',
]);
/** Keywords whose value is compared with the instance: copied untouched, never a subschema. */
const DATA_KEYWORDS = new Set(['enum', 'const']);
/** Keywords whose value maps names to something other than subschemas: copied untouched. */
const OPAQUE_MAPS = new Set(['dependentRequired', '$vocabulary']);
/** Keywords that make Ajv look at every member of an object instance. */
const MEMBER_KEYWORDS = [
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'unevaluatedProperties',
];

/**
 * What applying one subschema costs: fixed; per member of an object instance and per character of
 * its names (tested against every `patternProperties` pattern); per array element; per character
 * of a string instance (a `pattern` or a `format` reads all of it).
 */
type Weights = [fixed: number, perMember: number, perNameChar: number, perElement: number, perChar: number];

export type MeteredSchema = { ok: true; schema: unknown } | { ok: false; reason: string };

function count(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return value !== null && typeof value === 'object' ? Object.keys(value).length : 0;
}

function weightsOf(node: Record<string, unknown>): Weights {
  let fixed = 1 + count(node.properties) + count(node.patternProperties) + count(node.required);
  const dependent = node.dependentRequired;
  if (dependent !== null && typeof dependent === 'object')
    for (const names of Object.values(dependent)) fixed += count(names);
  // Ajv compares the instance with every enum value, member by member.
  for (const keyword of DATA_KEYWORDS) if (keyword in node) fixed += jsonExtent(node[keyword])?.nodes ?? 0;
  const patterns = count(node.patternProperties);
  const perMember = MEMBER_KEYWORDS.some((k) => k in node) ? 1 + patterns : 0;
  const perChar = 'pattern' in node || 'format' in node ? 1 : 0;
  return [fixed, perMember, patterns, node.uniqueItems === true ? 1 : 0, perChar];
}

/**
 * Whether a JSON pointer `$ref` lands inside `enum` or `const`: Ajv would compile that value as a
 * subschema, one without the cost keyword. Segments alternate between keywords and what they hold
 * (an index, or a name under a map keyword).
 */
function pointsIntoData(ref: string): boolean {
  const hash = ref.indexOf('#');
  if (hash < 0 || ref[hash + 1] !== '/') return false;
  let inMap = false;
  for (const segment of ref.slice(hash + 2).split('/')) {
    // A fragment is percent-decoded, then read as a JSON pointer (RFC 6901).
    const token = safeDecode(segment).replace(/~1/g, '/').replace(/~0/g, '~');
    if (inMap) inMap = false;
    else if (DATA_KEYWORDS.has(token)) return true;
    else inMap = SCHEMA_MAPS.has(token);
  }
  return false;
}

function safeDecode(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}

export interface MeterLimits {
  /** JSON levels (`MAX_SCHEMA_DEPTH` by default). */
  maxDepth?: number;
  maxSubschemas?: number;
}

/**
 * A copy of a tenant's schema with `COST_KEYWORD` in every subschema, for `validationMeter`'s
 * keyword to count. Every object outside `enum` and `const` is treated as a possible subschema
 * (Ajv ignores unknown keywords, but a `$ref` may still point into them); the maps of
 * `properties`, `$defs`… only hold subschemas. Refused when nested deeper than `maxDepth`, with
 * more than `maxSubschemas` subschemas, or when a `$ref` points into `enum` or `const`.
 *
 * @example
 * meterSchema({ type: 'object', properties: { a: { type: 'string' } } });
 * // { ok: true, schema: { type: 'object', properties: { a: { type: 'string', [COST_KEYWORD]: [1, 0, 0, 0, 0] } }, [COST_KEYWORD]: [2, 0, 0, 0, 0] } }
 */
export function meterSchema(schema: unknown, limits: MeterLimits = {}): MeteredSchema {
  const { maxDepth = MAX_SCHEMA_DEPTH, maxSubschemas = MAX_SUBSCHEMAS } = limits;
  // The copy below recurses: the depth is measured first, without recursion.
  if (jsonExtent(schema, { maxDepth }) === undefined)
    return { ok: false, reason: `nests deeper than ${maxDepth} levels` };
  let refused: string | undefined;
  let subschemas = 0;
  const copy = (value: unknown, depth: number, map: boolean): unknown => {
    if (refused !== undefined || value === null || typeof value !== 'object') return value;
    if (depth > maxDepth) {
      refused = `nests deeper than ${maxDepth} levels`;
      return value;
    }
    if (Array.isArray(value)) return value.map((element) => copy(element, depth + 1, false));
    if (!map && ++subschemas > maxSubschemas) {
      refused = `has more than ${maxSubschemas} subschemas`;
      return value;
    }
    const node = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(node)) {
      if (map) out[key] = copy(inner, depth + 1, false);
      else if (DATA_KEYWORDS.has(key) || OPAQUE_MAPS.has(key)) out[key] = inner;
      else if (
        (key === '$ref' || key === '$dynamicRef') &&
        typeof inner === 'string' &&
        pointsIntoData(inner)
      ) {
        refused = `${key} ${JSON.stringify(inner)} points into enum or const`;
        return value;
      } else out[key] = copy(inner, depth + 1, SCHEMA_MAPS.has(key));
    }
    if (!map) out[COST_KEYWORD] = weightsOf(node);
    return out;
  };
  const metered = copy(schema, 0, false);
  return refused === undefined ? { ok: true, schema: metered } : { ok: false, reason: refused };
}

/** Thrown by the cost keyword when the meter is spent; caught by `validationMeter().run`. */
class StepsSpent extends Error {
  override readonly name = 'StepsSpent';
}

export interface ValidationMeter {
  /** The keyword to add to the Ajv instance that compiles metered schemas. */
  readonly keyword: SchemaKeyword;
  /** Runs one validation with a full meter; `'spent'` when it was stopped. */
  run(validate: () => boolean): boolean | 'spent';
}

/**
 * The meter behind `COST_KEYWORD`: each application of a metered subschema charges its weights
 * (members and elements of the instance included); past `steps`, the validation stops.
 *
 * @example
 * const meter = validationMeter();
 * ajv.addKeyword(meter.keyword);
 * meter.run(() => validate(value)); // true, false, or 'spent'
 */
export function validationMeter(steps: number = VALIDATION_STEPS): ValidationMeter {
  let left = 0;
  return {
    keyword: {
      keyword: COST_KEYWORD,
      schemaType: 'array',
      errors: false,
      // First in every subschema: a validator that stops at the first failing keyword (ajv's
      // allErrors: false) would otherwise never reach it in the branches that fail, and a
      // $ref fan-out fails in all but one.
      before: '$dynamicAnchor',
      validate: function chargeCost(cost: unknown, data: unknown): boolean {
        // meterSchema writes it into every subschema, over anything the tenant put there.
        const [fixed, perMember, perNameChar, perElement, perChar] = cost as Weights;
        let units = fixed;
        if (typeof data === 'string') units += perChar * data.length;
        else if (Array.isArray(data)) units += perElement * data.length;
        else if (perMember > 0 && data !== null && typeof data === 'object')
          for (const name of Object.keys(data)) units += perMember + perNameChar * name.length;
        left -= units;
        if (left < 0) throw new StepsSpent(`validation stopped after ${steps} steps`);
        return true;
      },
    },
    run(validate) {
      left = steps;
      try {
        return validate();
      } catch (error) {
        if (error instanceof StepsSpent) return 'spent';
        throw error;
      }
    },
  };
}
