import { DEFAULT_LANG, LIMITS } from '@asixto/contract';
import type { Channel } from '@asixto/contract';
import { GatewayError } from '../errors.js';
import type { GatewayLogger } from '../logger.js';
import { safeObserver, type CallFinishedEvent, type GatewayObserver } from '../observer.js';
import type {
  CallOutcome,
  CallRequestContext,
  CallStage,
  CallState,
  ResolveExposedTool,
} from './call-types.js';
import { SchemaValidators } from './schema-validators.js';
import { buildMeta } from './stages/build-meta.js';
import { checkExposure } from './stages/check-exposure.js';
import { deriveIdempotencyKey } from './stages/derive-idempotency-key.js';
import { interpretResult } from './stages/interpret-result.js';
import { invokeUpstream } from './stages/invoke-upstream.js';
import { resolveName } from './stages/resolve-name.js';
import { shapeText } from './stages/shape-text.js';
import { message, plainStop } from './stage-results.js';
import { validateArguments } from './stages/validate-arguments.js';

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

export type CallPipeline = (
  context: CallRequestContext,
  prefixedName: string,
  args: unknown,
) => Promise<CallOutcome>;

/**
 * Builds the call pipeline: fixed, named stages over one {@link CallState}, in this order —
 * resolveName → checkExposure → validateArguments → deriveIdempotencyKey → buildMeta →
 * invokeUpstream → interpretResult → shapeText. The first stage that sets `state.stop` ends the
 * call; every call yields exactly one outcome, is logged once (no argument values, no
 * credentials) and reported to `observer.callFinished`.
 *
 * @example
 * const callTool = createCallPipeline({ resolveExposedTool, logger });
 * const outcome = await callTool(context, 'ext__acme__consultar_cliente', { documento: 'CC1' });
 */
export function createCallPipeline(deps: CallPipelineDeps): CallPipeline {
  const logger = deps.logger;
  const observer = safeObserver(deps.observer, (hook, error) =>
    logger.warn({ hook, err: (error as Error)?.message }, 'observer hook failed'),
  );
  const deadlines: Record<Channel, number> = { ...LIMITS.callDeadlineMs, ...deps.deadlines };
  const maxRetries = deps.maxRetries ?? LIMITS.droppedConnectionRetries;
  const validators = deps.validators ?? new SchemaValidators();
  const stages: readonly CallStage[] = [
    resolveName(),
    checkExposure({ resolveExposedTool: deps.resolveExposedTool, deadlines }),
    validateArguments({ validators }),
    deriveIdempotencyKey(),
    buildMeta(),
    invokeUpstream({ deadlines, maxRetries, observer, logger }),
    interpretResult({ validators, logger }),
    shapeText(),
  ];

  return async function callTool(context, prefixedName, args) {
    const state: CallState = {
      context,
      prefixedName,
      rawArguments: args,
      lang: context.lang ?? DEFAULT_LANG,
      startedAt: performance.now(),
      attempts: 0,
    };
    try {
      for (const stage of stages) {
        await stage(state);
        if (state.stop) break;
      }
    } catch (error) {
      // A gateway error (closed gateway, unknown tenant) is the caller's to handle.
      if (error instanceof GatewayError) throw error;
      logger.error(
        { requestId: context.requestId, company: context.company, err: (error as Error)?.message },
        'call pipeline fault',
      );
      state.stop = undefined;
    }
    // No stop (a fault, or a stage that forgot to stop) is a SYSTEM error, never a silent success.
    const { rejection, ...stop } = state.stop ?? {
      ...plainStop('tool_error', message('callSystemError', state.lang)),
      errorType: 'SYSTEM' as const,
    };
    const outcome: CallOutcome = {
      ...stop,
      requestId: context.requestId,
      latencyMs: Math.round((performance.now() - state.startedAt) * 1000) / 1000,
      attempts: state.attempts,
    };
    // The one record of the call: ids, outcome and timing; never argument values or credentials.
    const finished: CallFinishedEvent = {
      requestId: outcome.requestId,
      company: context.company,
      tool: state.toolName ?? '(unknown)',
      outcome: outcome.outcome,
      attempts: outcome.attempts,
      latencyMs: outcome.latencyMs,
      truncated: outcome.truncated,
      ...(outcome.errorType ? { errorType: outcome.errorType } : {}),
    };
    logger.info({ ...finished, ...(rejection ? { rejection } : {}) }, 'tool call');
    observer.callFinished(finished);
    return outcome;
  };
}
