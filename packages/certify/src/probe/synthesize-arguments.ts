import type { SchemaNode } from './schema-node.js';
import { asNode, fitsString, nonNullBranch, patternOf, types } from './schema-node.js';

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

function stringFor(node: SchemaNode, name: string): string | undefined {
  const min = typeof node.minLength === 'number' ? node.minLength : 0;
  const max = typeof node.maxLength === 'number' ? node.maxLength : 40;
  const pattern = patternOf(node);
  if (pattern === null) return undefined;
  const fit = (s: string): boolean => fitsString(node, s, pattern) && [...s].length <= max;
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
  return [...text].slice(0, Math.max(max, 1)).join('');
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
 * A plausible value for one schema node: `const`, then the first enum value, then `default`,
 * `examples[0]`, then one built from the type and its bounds. Undefined when none can be built.
 */
export function synthesizeValue(schema: unknown, name = 'valor', depth = 0): unknown {
  const raw = asNode(schema);
  if (!raw || depth > 4) return undefined;
  const node = nonNullBranch(raw);
  if ('const' in node) return node.const;
  if (Array.isArray(node.enum)) return node.enum.find((v) => v !== null);
  if ('default' in node && node.default !== null) return node.default;
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
  const t = types(node).filter((x) => x !== 'null');
  const type = t[0] ?? (asNode(node.properties) ? 'object' : undefined);
  switch (type) {
    case 'string':
      return stringFor(node, name);
    case 'integer':
      return numberFor(node, true);
    case 'number':
      return numberFor(node, false);
    case 'boolean':
      return true;
    case 'array': {
      const min = typeof node.minItems === 'number' ? node.minItems : 0;
      const item = synthesizeValue(node.items, name, depth + 1);
      return item === undefined ? [] : Array.from({ length: Math.max(min, 1) }, () => item);
    }
    case 'object': {
      const built = synthesizeArguments(node, depth + 1);
      return built.ok ? built.value : undefined;
    }
    default:
      return undefined;
  }
}

export type Synthesized =
  { ok: true; value: Record<string, unknown>; optional: string[] } | { ok: false; missing: string };

/**
 * Arguments for a call built from an input schema: every required field with a plausible value
 * (and, with `includeOptional`, every optional one that can be built); the names of the optional
 * ones are returned so a second call can send them as `null`.
 */
export function synthesizeArguments(schema: unknown, depth = 0, includeOptional = false): Synthesized {
  const node = asNode(schema) ?? {};
  const properties = asNode(node.properties) ?? {};
  const required = Array.isArray(node.required)
    ? node.required.filter((r): r is string => typeof r === 'string')
    : [];
  const value: Record<string, unknown> = {};
  for (const name of required) {
    const v = synthesizeValue(properties[name], name, depth);
    if (v === undefined) return { ok: false, missing: name };
    value[name] = v;
  }
  const optional = optionalParams(node);
  if (includeOptional) {
    for (const name of optional) {
      const v = synthesizeValue(properties[name], name, depth);
      if (v !== undefined) value[name] = v;
    }
  }
  return { ok: true, value, optional };
}

/**
 * The names of a schema's optional root parameters (those not in `required`), in declared order.
 *
 * @example
 * optionalParams({ properties: { a: {}, b: {} }, required: ['a'] }); // ['b']
 */
export function optionalParams(schema: unknown): string[] {
  const node = asNode(schema) ?? {};
  const required = Array.isArray(node.required) ? node.required : [];
  return Object.keys(asNode(node.properties) ?? {}).filter((name) => !required.includes(name));
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
