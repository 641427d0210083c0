import { ACCESS_LEVELS } from './access-level.js';
import type { AccessLevel } from './access-level.js';

/**
 * Whether an agent of one level may use a tool of another: read < write < admin.
 *
 * @example
 * levelAllows('write', 'read'); // true
 * levelAllows('write', 'admin'); // false
 */
export function levelAllows(agentLevel: AccessLevel, toolLevel: AccessLevel): boolean {
  const agent = ACCESS_LEVELS.indexOf(agentLevel);
  const tool = ACCESS_LEVELS.indexOf(toolLevel);
  return agent >= 0 && tool >= 0 && agent >= tool;
}
