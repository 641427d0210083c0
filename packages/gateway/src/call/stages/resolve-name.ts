import { parsePrefixedName } from '@asixto/contract';
import type { CallStage } from '../call-types.js';
import { message } from './stop.js';

/**
 * Stage 1 · resolve the prefixed name `ext__{company}__{tool}` (contract `parsePrefixedName`).
 * Stops with `rejected` (`unknown_tool`) when the name is not a gateway name.
 */
export function resolveName(): CallStage {
  return function resolveName(state) {
    const parsed = typeof state.prefixedName === 'string' ? parsePrefixedName(state.prefixedName) : null;
    if (!parsed) {
      state.stop = {
        outcome: 'rejected',
        rejection: 'unknown_tool',
        text: message('rejectedUnknownTool', state.lang, { tool: String(state.prefixedName).slice(0, 64) }),
        truncated: false,
      };
      return;
    }
    state.company = parsed.company;
    state.toolName = parsed.tool;
  };
}
