import type { Channel } from '@asixto/contract';
import type { GatewayLogger } from '../logger.js';
import { type GatewayObserver } from '../observer.js';
import type { CallOutcome, CallRequestContext, ResolveExposedTool } from './call-types.js';
import { SchemaValidators } from './schema-validators.js';
/** The tool of a call whose name did not resolve to an exposed tool, in events and metrics. */
export declare const UNKNOWN_TOOL = "unknown";
export interface CallPipelineDeps {
    /** The gateway's exposure decision for one tool (same as `catalogFor`'s). */
    resolveExposedTool: ResolveExposedTool;
    logger: GatewayLogger;
    observer?: GatewayObserver;
    /** Per-channel call deadline (page 07: chat 8 s, voice 4 s). */
    deadlines?: Partial<Record<Channel, number>>;
    /** Retries after a dropped connection (page 07: 2). */
    maxRetries?: number;
    /** Shared compiled-schema cache (one per gateway). */
    validators?: SchemaValidators;
}
export type CallPipeline = (context: CallRequestContext, prefixedName: string, args: unknown) => Promise<CallOutcome>;
/**
 * Builds the call pipeline: fixed, named stages, in this order — resolveName → checkExposure →
 * validateArguments → deriveIdempotencyKey → buildMeta → invokeUpstream → interpretResult →
 * shapeText. Each stage takes the call as the previous one left it (a typed phase) and either
 * hands on the next phase or ends the call; this runner alone decides what runs next. Every call
 * yields exactly one outcome, is logged once (no argument values, no credentials) and reported to
 * `observer.callFinished`.
 *
 * @example
 * const callTool = createCallPipeline({ resolveExposedTool, logger });
 * const outcome = await callTool(context, 'ext__acme__consultar_cliente', { documento: 'CC1' });
 */
export declare function createCallPipeline(deps: CallPipelineDeps): CallPipeline;
//# sourceMappingURL=create-call-pipeline.d.ts.map