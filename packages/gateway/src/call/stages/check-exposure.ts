import { LIMITS } from '@asixto/contract';
import type { Channel } from '@asixto/contract';
import { REJECTION_MESSAGE_IDS } from '../../exposure/decide-exposure.js';
import type { CallStage, ResolveExposedTool } from '../call-types.js';
import { message, plainStop, rejectedStop } from '../stage-results.js';

const PAST_DEADLINE = Symbol('past deadline');

/** `value`, or {@link PAST_DEADLINE} if it is a promise still pending after `ms`. */
async function within<T>(value: T | Promise<T>, ms: number): Promise<T | typeof PAST_DEADLINE> {
  if (!(value instanceof Promise)) return value;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof PAST_DEADLINE>((resolve) => {
    timer = setTimeout(() => resolve(PAST_DEADLINE), Math.max(0, ms));
  });
  try {
    return await Promise.race([value, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stage 2 · tenant isolation and exposure. The context's company must be the prefix's company
 * (a company can never reach another company's server); then the gateway's exposure resolver,
 * the same decision `catalogFor` makes (certified and unchanged, policy, channel, scenario,
 * level), says whether the tool may be called. Stops with `rejected`; no upstream call is made.
 * The resolver may have to list an expired catalog first: it gets the call's deadline too, and
 * running past it stops with `timeout` (no attempt made).
 */
export function checkExposure({
  resolveExposedTool,
  deadlines = LIMITS.callDeadlineMs,
}: {
  resolveExposedTool: ResolveExposedTool;
  deadlines?: Readonly<Record<Channel, number>>;
}): CallStage {
  return async function checkExposure(state) {
    const company = state.company as string;
    const tool = state.prefixedName;
    const otherCompany = (): void => {
      state.stop = rejectedStop('other_company', 'rejectedOtherCompany', state.lang, tool);
    };
    if (company !== state.context.company) return otherCompany();
    const left = deadlines[state.context.channel] - (performance.now() - state.startedAt);
    const decision = await within(resolveExposedTool(state.context, company, state.toolName as string), left);
    if (decision === PAST_DEADLINE) {
      state.stop = plainStop('timeout', message('callTimedOut', state.lang));
      return;
    }
    if ('rejected' in decision) {
      state.stop = rejectedStop(
        decision.rejected,
        REJECTION_MESSAGE_IDS[decision.rejected],
        state.lang,
        tool,
      );
      return;
    }
    // Defence in depth: the resolver must never hand back another company's server.
    if (decision.server.company !== company) return otherCompany();
    state.resolved = decision;
  };
}
