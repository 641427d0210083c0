import { isJsonObject, own } from './json-value.js';

/**
 * The types a schema declares through `type` (a string or a list), or an empty list.
 *
 * @example
 * declaredTypes({ type: ['string', 'null'] }); // ['string', 'null']
 */
export function declaredTypes(schema: unknown): string[] {
  if (!isJsonObject(schema)) return [];
  const type = own(schema, 'type');
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

/** Keywords that close a string's values, so it is not free text. */
export const CLOSING_KEYWORDS = ['enum', 'const', 'format', 'pattern'] as const;

/**
 * Whether a schema level closes the values of a string (`enum`, `const`, `format`, `pattern`).
 *
 * @example
 * closesValues({ type: 'string', format: 'date' }); // true
 */
export function closesValues(schema: unknown): boolean {
  return isJsonObject(schema) && CLOSING_KEYWORDS.some((k) => Object.hasOwn(schema, k));
}

/**
 * The description of a schema, or `undefined`.
 *
 * @example
 * descriptionOf({ description: 'Documento' }); // 'Documento'
 */
export function descriptionOf(schema: unknown): string | undefined {
  if (!isJsonObject(schema)) return undefined;
  const d = own(schema, 'description');
  return typeof d === 'string' ? d : undefined;
}
