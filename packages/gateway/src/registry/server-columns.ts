import type { ServerPatch } from './registry-store.js';

/** The column of each patchable field of a server row (both stores name them alike). */
export const SERVER_PATCH_COLUMNS = {
  status: 'status',
  era: 'era',
  credential: 'credential',
  url: 'url',
  testData: 'test_data',
  testEnvironment: 'test_environment',
} as const satisfies Record<keyof ServerPatch, string>;

/** The fields of `patch` that name a column, in a fixed order (the SQL text depends only on which). */
export function patchedServerFields(patch: ServerPatch): (keyof ServerPatch)[] {
  return (Object.keys(SERVER_PATCH_COLUMNS) as (keyof ServerPatch)[]).filter((k) => Object.hasOwn(patch, k));
}
