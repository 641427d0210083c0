import type { LinearPattern } from '@asixto/contract';
import { compilePattern } from './linear-patterns.js';

/** A JSON Schema node as read from a tool definition: untrusted, so every field is optional. */
export type SchemaNode = Record<string, unknown>;

/** The value as a schema node, or `undefined` when it is not a plain object. */
export function asNode(value: unknown): SchemaNode | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as SchemaNode) : undefined;
}

/** The types a node declares (`type` as a string or a list). */
export function types(node: SchemaNode): string[] {
  const t = node.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return [];
}

/** The non-null branch of `anyOf: [X, {type: 'null'}]`, or the node itself. */
export function nonNullBranch(node: SchemaNode): SchemaNode {
  const branches = [node.anyOf, node.oneOf].find(Array.isArray) as unknown[] | undefined;
  if (!branches) return node;
  const useful = branches.map(asNode).find((b) => b && !(types(b).length === 1 && types(b)[0] === 'null'));
  return useful ?? node;
}

/**
 * The length of a string in code points (as JSON Schema counts), counting no further than `limit`:
 * a candidate can be megabytes long and only whether it fits a bound matters.
 */
export function codePointLength(value: string, limit = Infinity): number {
  // A string has at least half as many code points as code units.
  if (value.length / 2 > limit) return limit + 1;
  let length = 0;
  for (const _ of value) if (++length > limit) break;
  return length;
}

/** Whether a string fits a node's length bounds and its `pattern` (compiled by the caller). */
export function fitsString(node: SchemaNode, value: string, pattern: LinearPattern | undefined): boolean {
  const min = typeof node.minLength === 'number' ? node.minLength : 0;
  const max = typeof node.maxLength === 'number' ? node.maxLength : Infinity;
  const length = codePointLength(value, max);
  return length >= min && length <= max && (!pattern || pattern.test(value));
}

/**
 * The node's `pattern` compiled for RE2 (see linear-patterns.ts), `undefined` without one, `null`
 * when it does not compile or RE2 cannot run it.
 */
export function patternOf(node: SchemaNode): LinearPattern | undefined | null {
  if (typeof node.pattern !== 'string') return undefined;
  return compilePattern(node.pattern);
}
