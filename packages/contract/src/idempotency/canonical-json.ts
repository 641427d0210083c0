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
 * functions, symbols) — a caller's bug, since arguments arrive as parsed JSON.
 *
 * @example
 * canonicalJson({ b: 1, a: [true, null] }); // '{"a":[true,null],"b":1}'
 * canonicalJson({ a: null, b: 2 }, { nullAsAbsent: true }); // '{"b":2}'
 */
export function canonicalJson(value: unknown, opts: CanonicalJsonOptions = {}): string {
  const out: string[] = [];
  write(value, opts.nullAsAbsent === true, out, new Set());
  return out.join('');
}

function write(value: unknown, nullAsAbsent: boolean, out: string[], stack: Set<object>): void {
  if (value === null) {
    out.push('null');
    return;
  }
  switch (typeof value) {
    case 'boolean':
      out.push(value ? 'true' : 'false');
      return;
    case 'string':
      out.push(JSON.stringify(value));
      return;
    case 'number':
      if (!Number.isFinite(value))
        throw new ContractError('CONTRACT_NOT_JSON', `not a JSON number: ${value}`);
      // JSON.stringify prints the shortest round-trip form, which is what RFC 8785 prescribes; -0 → "0".
      out.push(JSON.stringify(value));
      return;
    case 'object':
      break;
    default:
      throw new ContractError('CONTRACT_NOT_JSON', `not a JSON value: ${typeof value}`);
  }
  if (stack.has(value)) throw new ContractError('CONTRACT_NOT_JSON', 'circular structure');
  stack.add(value);
  if (Array.isArray(value)) {
    out.push('[');
    value.forEach((element: unknown, index) => {
      if (index > 0) out.push(',');
      write(element === undefined ? null : element, nullAsAbsent, out, stack);
    });
    out.push(']');
  } else {
    const record = value as Record<string, unknown>;
    // Default sort compares UTF-16 code units, exactly RFC 8785's order.
    const keys = Object.keys(record).sort();
    out.push('{');
    let first = true;
    for (const key of keys) {
      const member = record[key];
      if (member === undefined || (nullAsAbsent && member === null)) continue;
      if (!first) out.push(',');
      first = false;
      out.push(JSON.stringify(key), ':');
      write(member, nullAsAbsent, out, stack);
    }
    out.push('}');
  }
  stack.delete(value);
}
