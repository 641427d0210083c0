import type { FuncKeywordDefinition, SchemaValidateFunction } from 'ajv';
import { canonicalJson } from '@asixto/contract';

/**
 * `uniqueItems` in time linear in the array. Ajv compares every pair of elements unless the
 * schema says they are scalars, so a tenant's answer of 20,000 objects under `uniqueItems: true`
 * took 20 s to check (and a 2 MiB one, hours). Here each element is written canonically once (keys
 * sorted, `1.0` as `1`: JSON Schema's equality) and looked up in a map. Replaces Ajv's own keyword
 * (`ajv.removeKeyword('uniqueItems')` first); the error reads as Ajv's.
 */
export const uniqueItemsKeyword: FuncKeywordDefinition = {
  keyword: 'uniqueItems',
  type: 'array',
  schemaType: 'boolean',
  errors: true,
  validate: function uniqueItems(unique: boolean, data: unknown[]): boolean {
    const self = uniqueItems as SchemaValidateFunction;
    self.errors = [];
    if (!unique) return true;
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
