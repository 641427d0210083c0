import { parsePrefixedName } from '@asixto/contract';
import type { CallStage } from '../call-types.js';
import { rejectedStop } from '../stage-results.js';

/**
 * Stage 1 · resolve the prefixed name `ext__{company}__{tool}` (contract `parsePrefixedName`).
 * Stops with `rejected` (`unknown_tool`) when the name is not a gateway name.
 */
export function resolveName(): CallStage {
  return function resolveName(state) {
    const parsed = typeof state.prefixedName === 'string' ? parsePrefixedName(state.prefixedName) : null;
    if (!parsed) {
      const tool = String(state.prefixedName).slice(0, 64);
      state.stop = rejectedStop('unknown_tool', 'rejectedUnknownTool', state.lang, tool);
      return;
    }
    state.company = parsed.company;
    state.toolName = parsed.tool;
  };
}
