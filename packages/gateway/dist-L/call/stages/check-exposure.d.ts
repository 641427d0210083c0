import type { Channel } from '@asixto/contract';
import type { CallEnd, NamedCall, ResolveExposedTool, ResolvedCall } from '../call-types.js';
/**
 * Stage 2 · tenant isolation and exposure. The context's company must be the prefix's company
 * (a company can never reach another company's server); then the gateway's exposure resolver,
 * the same decision `catalogFor` makes (certified and unchanged, policy, channel, scenario,
 * level), says whether the tool may be called. Ends with `rejected`; no upstream call is made.
 * The resolver may have to list an expired catalog first: it gets the call's deadline too, and
 * running past it ends with `timeout` (no attempt made).
 */
export declare function checkExposure({ resolveExposedTool, deadlines, }: {
    resolveExposedTool: ResolveExposedTool;
    deadlines?: Readonly<Record<Channel, number>>;
}): (call: NamedCall) => Promise<ResolvedCall | CallEnd>;
//# sourceMappingURL=check-exposure.d.ts.map