import { deref } from './resolve-ref.js';
import { isJsonObject, own } from './json-value.js';
import { spend, walkBudget } from './walk-budget.js';
import type { WalkBudget } from './walk-budget.js';

/** Why a schema refuses null, when it does. */
export type NullVerdict = 'accepts' | 'refuses' | 'enum-without-null';

/**
 * Whether a JSON Schema admits `null`: through `type` (`"null"` or a list holding it), a
 * `const: null`, an `enum` holding null, or an `anyOf`/`oneOf` branch that does (every branch for
 * `allOf`). An `enum` at the same level that lacks null refuses it even if `type` allows it. Local
 * `$ref`s are followed; a cycle or an unresolvable reference counts as refusing.
 *
 * @example
 * nullVerdict({ type: ['string', 'null'] }, root); // 'accepts'
 * nullVerdict({ anyOf: [{ type: 'string' }, { type: 'null' }] }, root); // 'accepts'
 * nullVerdict({ type: ['string', 'null'], enum: ['a'] }, root); // 'enum-without-null'
 */
export function nullVerdict(
  schema: unknown,
  root: unknown,
  seen: ReadonlySet<string> = new Set(),
  budget: WalkBudget = walkBudget(),
): NullVerdict {
  // Out of budget, say "refuses": a schema that large is not a definition anyone should ship.
  if (!spend(budget)) return 'refuses';
  const resolved = deref(schema, root, seen);
  if (!resolved.ok) return 'refuses';
  const s = resolved.schema;
  if (s === true) return 'accepts';
  if (!isJsonObject(s)) return s === false ? 'refuses' : 'accepts';
  const en = own(s, 'enum');
  if (Array.isArray(en) && !en.includes(null)) return 'enum-without-null';
  if (Object.hasOwn(s, 'const') && own(s, 'const') !== null) return 'refuses';
  const type = own(s, 'type');
  if (typeof type === 'string' && type !== 'null') return 'refuses';
  if (Array.isArray(type) && !type.includes('null')) return 'refuses';
  for (const keyword of ['anyOf', 'oneOf']) {
    const branches = own(s, keyword);
    if (
      Array.isArray(branches) &&
      !branches.some((b) => nullVerdict(b, root, resolved.refs, budget) === 'accepts')
    ) {
      return 'refuses';
    }
  }
  const all = own(s, 'allOf');
  if (Array.isArray(all) && !all.every((b) => nullVerdict(b, root, resolved.refs, budget) === 'accepts'))
    return 'refuses';
  return 'accepts';
}
