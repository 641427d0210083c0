import { ContractError } from '../errors.js';

export interface CanonicalJsonOptions {
  /** Drop object members whose value is `null`, at every depth (array elements stay). */
  nullAsAbsent?: boolean;
}

/**
 * Serialises a JSON value canonically, RFC 8785 style: object keys sorted by UTF-16 code units,
 * no whitespace, numbers in their shortest ECMAScript form (`-0` → `0`), strings escaped as
 * `JSON.stringify` does. Like JSON, `undefined` members are dropped and `undefined` array elements
 * become `null`. Throws `CONTRACT_NOT_JSON` on values JSON cannot carry (NaN, Infinity, bigint,
 * functions, symbols) — a caller's bug, since arguments arrive as parsed JSON — and on values nested
 * deeper than {@link MAX_JSON_DEPTH}, which parsed JSON from an untrusted party can be.
 *
 * @example
 * canonicalJson({ b: 1, a: [true, null] }); // '{"a":[true,null],"b":1}'
 * canonicalJson({ a: null, b: 2 }, { nullAsAbsent: true }); // '{"b":2}'
 */
export function canonicalJson(value: unknown, opts: CanonicalJsonOptions = {}): string {
  return write(value, opts.nullAsAbsent === true, []);
}

/**
 * Deepest nesting `canonicalJson` serialises. The writer recurses once per level: without a bound,
 * a tenant's 10,000-level definition overflowed the stack with a `RangeError` instead of a clear
 * error. No tool definition or argument object comes near it.
 */
export const MAX_JSON_DEPTH = 1000;

/**
 * A string as JSON, `JSON.stringify`'s output exactly: most keys and values of a definition need no
 * escaping, and quoting those directly spares a call into the serializer for each. Anything it
 * would escape (quote, backslash, controls) or might (any surrogate) goes through it.
 */
function quote(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(text);
  }
  return `"${text}"`;
}

/** Up to this many keys, an in-place insertion sort; beyond, `Array.prototype.sort`. */
const INSERTION_SORT_MAX = 32;

/**
 * Sorts an object's keys in place by UTF-16 code units (RFC 8785's order, and `sort()`'s default).
 * V8's `sort()` allocates a scratch copy of the array (~0.9 KiB for 7 keys), most of what hashing a
 * definition allocated; a definition's objects have a handful of keys, for which an insertion sort
 * compares as fast and allocates nothing. Keys are distinct, so stability does not matter.
 */
function sortKeys(keys: string[]): string[] {
  if (keys.length > INSERTION_SORT_MAX) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i] as string;
    let j = i - 1;
    while (j >= 0 && (keys[j] as string) > key) {
      keys[j + 1] = keys[j] as string;
      j--;
    }
    keys[j + 1] = key;
  }
  return keys;
}

/**
 * Built by concatenation rather than an array of parts joined at the end: a definition's hash
 * (pinned once per tool and listing) then allocates a fraction of what it did. `ancestors` is the
 * path from the root, for the circular check (shallow in JSON, so a linear scan).
 */
function write(value: unknown, nullAsAbsent: boolean, ancestors: object[]): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return quote(value);
    case 'number':
      if (!Number.isFinite(value))
        throw new ContractError('CONTRACT_NOT_JSON', `not a JSON number: ${value}`);
      // JSON.stringify prints the shortest round-trip form, which is what RFC 8785 prescribes; -0 → "0".
      return JSON.stringify(value);
    case 'object':
      break;
    default:
      throw new ContractError('CONTRACT_NOT_JSON', `not a JSON value: ${typeof value}`);
  }
  if (ancestors.length >= MAX_JSON_DEPTH)
    throw new ContractError('CONTRACT_NOT_JSON', `nested deeper than ${MAX_JSON_DEPTH} levels`);
  if (ancestors.includes(value)) throw new ContractError('CONTRACT_NOT_JSON', 'circular structure');
  ancestors.push(value);
  let out: string;
  if (Array.isArray(value)) {
    out = '[';
    for (let index = 0; index < value.length; index++) {
      const element: unknown = value[index];
      if (index > 0) out += ',';
      out += write(element === undefined ? null : element, nullAsAbsent, ancestors);
    }
    out += ']';
  } else {
    const record = value as Record<string, unknown>;
    const keys = sortKeys(Object.keys(record));
    out = '{';
    let first = true;
    for (const key of keys) {
      const member = record[key];
      if (member === undefined || (nullAsAbsent && member === null)) continue;
      if (!first) out += ',';
      first = false;
      out += quote(key) + ':' + write(member, nullAsAbsent, ancestors);
    }
    out += '}';
  }
  ancestors.pop();
  return out;
}
