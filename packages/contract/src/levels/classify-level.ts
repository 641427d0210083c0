import { isJsonObject, own } from '../schema/json-value.js';
import type { AccessLevel } from './access-level.js';

/**
 * The access level of a tool from its annotations (page 02 "Anotaciones y su efecto"):
 *
 * | annotations | level |
 * |---|---|
 * | absent or not an object | admin |
 * | `readOnlyHint: true` and `destructiveHint: true` (contradictory) | admin |
 * | `readOnlyHint: true` | read |
 * | `destructiveHint: true` | admin |
 * | `destructiveHint: false` (read-only false or absent) | write |
 * | `destructiveHint` absent (MCP default: true) | admin |
 *
 * Non-boolean hints count as absent.
 *
 * @example
 * classifyLevel({ readOnlyHint: false, destructiveHint: false }); // 'write'
 * classifyLevel(undefined); // 'admin'
 */
export function classifyLevel(annotations: unknown): AccessLevel {
  if (!isJsonObject(annotations)) return 'admin';
  const readOnly = own(annotations, 'readOnlyHint');
  const destructive = own(annotations, 'destructiveHint');
  if (destructive === true) return 'admin';
  if (readOnly === true) return 'read';
  if (destructive === false) return 'write';
  return 'admin';
}
