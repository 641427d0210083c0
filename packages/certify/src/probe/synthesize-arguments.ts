import { jsonExtent } from '@asixto/contract';
import type { SchemaNode } from './schema-node.js';
import { asNode, codePointLength, fitsString, nonNullBranch, patternOf, types } from './schema-node.js';
import type { SynthesisBudget } from './synthesis-limits.js';
import { SYNTHESIS_LIMITS, spend, synthesisBudget } from './synthesis-limits.js';

/**
 * What building a value returns when the schema demands more than `SYNTHESIS_LIMITS`. Unlike
 * `undefined` (no value known), it fails every value that contains it: an array whose item is too
 * big is not sent empty instead.
 */
const OVER_LIMITS: unique symbol = Symbol('over synthesis limits');
/** A built value, `undefined` (none known) or `OVER_LIMITS`. */
type Built = unknown;

/** Strings tried against a `pattern`, from generic to specific; the first that matches is used. */
const PATTERN_CANDIDATES = [
  'prueba',
  'PRUEBA',
  'abc123',
  'ABC123',
  '12345678',
  '1234567890',
  'CC1234567890',
  'AB-12345',
  'CASO-0001',
  'prueba@example.com',
  '3001234567',
  '+573001234567',
  '2026-08-03',
  '09:00',
  'a',
  '1',
];

/** Words after "por ejemplo", "ej.", "e.g.", "for example" in a parameter description: documented sample values. */
export function examplesFromDescription(description: unknown): string[] {
  if (typeof description !== 'string') return [];
  const out: string[] = [];
  for (const match of description.matchAll(
    /(?:por ejemplo|p\. ?ej\.|ej\.|e\.g\.|for example|such as)[:,]?\s+([^;)]+)/gi,
  )) {
    const words = (match[1] ?? '').split(/\s*(?:,|\bo\b|\bor\b|\by\b|\band\b)\s*/);
    for (const word of words) {
      const token = word.trim().replace(/^[«"'`]|[»"'`.]$/g, '');
      if (/^[\p{L}\p{N}@._+:-]{2,}$/u.test(token)) out.push(token);
    }
  }
  return out;
}

/** The first `count` code points of a string, without splitting it whole (it can be megabytes). */
function codePointPrefix(text: string, count: number): string {
  if (text.length <= count) return text;
  let end = 0;
  let taken = 0;
  for (const char of text) {
    if (taken++ >= count) break;
    end += char.length;
  }
  return text.slice(0, end);
}

function stringFor(node: SchemaNode, name: string): string | undefined | typeof OVER_LIMITS {
  const min = typeof node.minLength === 'number' ? node.minLength : 0;
  // Beyond the bound nothing is tried: building the string would be the allocation to avoid.
  if (!(min <= SYNTHESIS_LIMITS.stringLength)) return OVER_LIMITS;
  const max = typeof node.maxLength === 'number' ? node.maxLength : 40;
  const pattern = patternOf(node);
  if (pattern === null) return undefined;
  // Length first: a documented example can be long, and only then is the pattern worth testing.
  const fit = (s: string): boolean => codePointLength(s, max) <= max && fitsString(node, s, pattern);
  const documented = examplesFromDescription(node.description).find(fit);
  if (documented !== undefined) return documented;
  if (pattern) return PATTERN_CANDIDATES.find(fit);
  switch (node.format) {
    case 'date':
      return '2026-08-03';
    case 'date-time':
      return '2026-08-03T09:00:00-05:00';
    case 'email':
      return 'prueba@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    default:
      break;
  }
  const base = `prueba ${name}`.replace(/_/g, ' ');
  const text = base.length >= min ? base : base.padEnd(min, 'x');
  return codePointPrefix(text, Math.floor(Math.max(max, 1)));
}

function numberFor(node: SchemaNode, integer: boolean): number {
  const min =
    typeof node.minimum === 'number'
      ? node.minimum
      : typeof node.exclusiveMinimum === 'number'
        ? node.exclusiveMinimum + 1
        : undefined;
  const max =
    typeof node.maximum === 'number'
      ? node.maximum
      : typeof node.exclusiveMaximum === 'number'
        ? node.exclusiveMaximum - 1
        : undefined;
  let value = min ?? (max !== undefined ? Math.min(1, max) : 1);
  if (integer) value = Math.ceil(value);
  return value;
}

/**
 * A value the schema itself gives (`const`, `enum`, `default`, `examples`), when it fits what is
 * left of the budget; `OVER_LIMITS` when it is too big or too deep to send.
 */
function literal(value: unknown, budget: SynthesisBudget): Built {
  const extent = jsonExtent(value, { maxSize: budget.left, maxDepth: SYNTHESIS_LIMITS.valueDepth });
  return extent !== undefined && spend(budget, extent.size) ? value : OVER_LIMITS;
}

/** `synthesizeValue` within one call's budget (see synthesis-limits.ts). */
function valueWithin(schema: unknown, name: string, depth: number, budget: SynthesisBudget): Built {
  const raw = asNode(schema);
  if (!raw || depth > SYNTHESIS_LIMITS.depth) return undefined;
  const node = nonNullBranch(raw);
  if ('const' in node) return literal(node.const, budget);
  if (Array.isArray(node.enum)) {
    const first = node.enum.find((v) => v !== null);
    return first === undefined ? undefined : literal(first, budget);
  }
  // A default or an example too big to send is only a hint: the type can still give a value.
  if ('default' in node && node.default !== null) {
    const given = literal(node.default, budget);
    if (given !== OVER_LIMITS) return given;
  }
  if (Array.isArray(node.examples) && node.examples.length > 0) {
    const given = literal(node.examples[0], budget);
    if (given !== OVER_LIMITS) return given;
  }
  const t = types(node).filter((x) => x !== 'null');
  const type = t[0] ?? (asNode(node.properties) ? 'object' : undefined);
  switch (type) {
    case 'string': {
      const text = stringFor(node, name);
      if (typeof text !== 'string') return text;
      return spend(budget, text.length + 2) ? text : OVER_LIMITS;
    }
    case 'integer':
    case 'number': {
      const value = numberFor(node, type === 'integer');
      return spend(budget, String(value).length) ? value : OVER_LIMITS;
    }
    case 'boolean':
      return spend(budget, 4) ? true : OVER_LIMITS;
    case 'array': {
      const min = typeof node.minItems === 'number' ? node.minItems : 0;
      if (!(min <= SYNTHESIS_LIMITS.items)) return OVER_LIMITS;
      const before = budget.left;
      const item = valueWithin(node.items, name, depth + 1, budget);
      if (item === OVER_LIMITS) return OVER_LIMITS;
      if (item === undefined) return spend(budget, 2) ? [] : OVER_LIMITS;
      // The item is built once and repeated by reference; its copies are paid for before they exist.
      const count = Math.max(Math.floor(min), 1);
      const itemSize = before - budget.left;
      return spend(budget, (count - 1) * itemSize + count + 1)
        ? Array.from({ length: count }, () => item)
        : OVER_LIMITS;
    }
    case 'object': {
      const built = argumentsWithin(node, depth + 1, false, budget);
      return built.ok ? built.value : built.overLimits ? OVER_LIMITS : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * A plausible value for one schema node: `const`, then the first enum value, then `default`,
 * `examples[0]`, then one built from the type and its bounds. Undefined when none can be built,
 * including when the schema demands more than `SYNTHESIS_LIMITS` (a huge `minItems`, `minLength`
 * or `minProperties`, or a value over the size budget): then nothing big is built.
 */
export function synthesizeValue(schema: unknown, name = 'valor', depth = 0): unknown {
  const value = valueWithin(schema, name, depth, synthesisBudget());
  return value === OVER_LIMITS ? undefined : value;
}

export type Synthesized =
  { ok: true; value: Record<string, unknown>; optional: string[] } | { ok: false; missing: string };

type SynthesizedWithin = Synthesized & { overLimits?: boolean };

/** What `missing` names when the schema as a whole, not one parameter, asks too much. */
const WHOLE_SCHEMA = 'inputSchema';

function argumentsWithin(
  node: SchemaNode,
  depth: number,
  includeOptional: boolean,
  budget: SynthesisBudget,
): SynthesizedWithin {
  const minProperties = typeof node.minProperties === 'number' ? node.minProperties : 0;
  if (!(minProperties <= SYNTHESIS_LIMITS.properties) || !spend(budget, 2))
    return { ok: false, missing: WHOLE_SCHEMA, overLimits: true };
  const properties = asNode(node.properties) ?? {};
  const required = Array.isArray(node.required)
    ? node.required.filter((r): r is string => typeof r === 'string')
    : [];
  const value: Record<string, unknown> = {};
  for (const name of required) {
    const v = valueWithin(properties[name], name, depth, budget);
    if (v === undefined) return { ok: false, missing: name };
    if (v === OVER_LIMITS || !spend(budget, name.length + 4))
      return { ok: false, missing: name, overLimits: true };
    value[name] = v;
  }
  const optional = optionalParams(node);
  if (includeOptional) {
    for (const name of optional) {
      // An optional value that cannot be built or does not fit is left out; what it took is given back.
      const before = budget.left;
      const v = valueWithin(properties[name], name, depth, budget);
      if (v !== undefined && v !== OVER_LIMITS && spend(budget, name.length + 4)) value[name] = v;
      else budget.left = before;
    }
  }
  return { ok: true, value, optional };
}

/**
 * Arguments for a call built from an input schema: every required field with a plausible value
 * (and, with `includeOptional`, every optional one that can be built); the names of the optional
 * ones are returned so a second call can send them as `null`. All of one call's arguments share
 * one size budget (`SYNTHESIS_LIMITS`); a schema that demands more cannot be synthesized, and
 * `missing` names the parameter (or `inputSchema`, for a whole-schema `minProperties`).
 */
export function synthesizeArguments(schema: unknown, depth = 0, includeOptional = false): Synthesized {
  const built = argumentsWithin(asNode(schema) ?? {}, depth, includeOptional, synthesisBudget());
  return built.ok ? built : { ok: false, missing: built.missing };
}

/**
 * The names of a schema's optional root parameters (those not in `required`), in declared order.
 *
 * @example
 * optionalParams({ properties: { a: {}, b: {} }, required: ['a'] }); // ['b']
 */
export function optionalParams(schema: unknown): string[] {
  const node = asNode(schema) ?? {};
  // A set: both lists can hold tens of thousands of names in a hostile schema.
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  return Object.keys(asNode(node.properties) ?? {}).filter((name) => !required.has(name));
}

/** Names suggesting a free-text search parameter. */
const SEARCH_NAMES =
  /^(q|query|consulta|busqueda|búsqueda|buscar|texto|text|termino|término|search|filtro|nombre|palabras?)$/i;

/**
 * The free-text parameter of a search tool (heuristic): a string without enum, format or pattern,
 * preferring names like `query`, `texto`, `busqueda`. Undefined when the tool has none.
 */
export function findSearchParam(schema: unknown): string | undefined {
  const properties = asNode(asNode(schema)?.properties) ?? {};
  const freeText = Object.entries(properties)
    .filter(([, raw]) => {
      const node = asNode(raw) ? nonNullBranch(raw as SchemaNode) : undefined;
      return (
        node &&
        types(node).includes('string') &&
        !node.enum &&
        !node.format &&
        !node.pattern &&
        !('const' in node)
      );
    })
    .map(([name]) => name);
  return freeText.find((name) => SEARCH_NAMES.test(name));
}
