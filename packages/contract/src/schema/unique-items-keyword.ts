import { canonicalJson } from '../idempotency/canonical-json.js';
import type { SchemaKeyword, SchemaKeywordError } from './schema-keyword.js';

/**
 * `uniqueItems` in time linear in the array. Ajv compares every pair of elements unless the
 * schema says they are scalars, so a tenant's answer of 20,000 objects under `uniqueItems: true`
 * took 20 s to check (and a 2 MiB one, hours). Here each element is written canonically once (keys
 * sorted, `1.0` as `1`: JSON Schema's equality) and looked up in a map. Replaces Ajv's own keyword
 * (`ajv.removeKeyword('uniqueItems')` first); the error reads as Ajv's.
 */
export const uniqueItemsKeyword: SchemaKeyword = {
  keyword: 'uniqueItems',
  type: 'array',
  schemaType: 'boolean',
  errors: true,
  // ajv calls it only on arrays (`type`) with a boolean (`schemaType`).
  validate: function uniqueItems(unique: unknown, items: unknown): boolean {
    const self = uniqueItems as { errors?: SchemaKeywordError[] };
    self.errors = [];
    if (unique !== true || !Array.isArray(items)) return true;
    const data: unknown[] = items;
    const seen = new Map<string, number>();
    for (let j = 0; j < data.length; j++) {
      const key = canonicalJson(data[j]);
      const i = seen.get(key);
      if (i !== undefined) {
        self.errors = [
          {
            keyword: 'uniqueItems',
            params: { i: j, j: i },
            message: `must NOT have duplicate items (items ## ${i} and ${j} are identical)`,
          },
        ];
        return false;
      }
      seen.set(key, j);
    }
    return true;
  },
};
