import { REJECTION_MESSAGE_IDS } from '../../exposure/decide-exposure.js';
import type { CallStage, ResolveExposedTool } from '../call-types.js';
import { message } from './stop.js';

/**
 * Stage 2 · tenant isolation and exposure. The context's company must be the prefix's company
 * (a company can never reach another company's server); then the gateway's exposure resolver,
 * the same decision `catalogFor` makes (certified and unchanged, policy, channel, scenario,
 * level), says whether the tool may be called. Stops with `rejected`; no upstream call is made.
 */
export function checkExposure({ resolveExposedTool }: { resolveExposedTool: ResolveExposedTool }): CallStage {
  return async function checkExposure(state) {
    const company = state.company as string;
    const tool = state.prefixedName;
    if (company !== state.context.company) {
      state.stop = {
        outcome: 'rejected',
        rejection: 'other_company',
        text: message('rejectedOtherCompany', state.lang, { tool }),
        truncated: false,
      };
      return;
    }
    const decision = await resolveExposedTool(state.context, company, state.toolName as string);
    if ('rejected' in decision) {
      state.stop = {
        outcome: 'rejected',
        rejection: decision.rejected,
        text: message(REJECTION_MESSAGE_IDS[decision.rejected], state.lang, { tool }),
        truncated: false,
      };
      return;
    }
    // Defence in depth: the resolver must never hand back another company's server.
    if (decision.server.company !== company) {
      state.stop = {
        outcome: 'rejected',
        rejection: 'other_company',
        text: message('rejectedOtherCompany', state.lang, { tool }),
        truncated: false,
      };
      return;
    }
    state.resolved = decision;
  };
}
