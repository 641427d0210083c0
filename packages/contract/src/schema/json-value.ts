/** A JSON object as read from an untrusted definition. */
export type JsonObject = Record<string, unknown>;

/**
 * Whether a value is a plain JSON object (not null, not an array).
 *
 * @example
 * isJsonObject({}); // true
 * isJsonObject([]); // false
 */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own property read that ignores inherited members such as `__proto__` or `constructor`. */
export function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}
