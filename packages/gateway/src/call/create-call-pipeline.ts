import { DEFAULT_LANG, LIMITS } from '@asixto/contract';
import type { CallTracer } from '../telemetry/call-tracer.js';
import type { Channel, LeakCount } from '@asixto/contract';
import { GatewayError } from '../errors.js';
import type { GatewayLogger } from '../logger.js';
import { safeObserver, type CallFinishedEvent, type GatewayObserver } from '../observer.js';
import type {
  CallEnd,
  CallOutcome,
  CallRequestContext,
  CallStart,
  CallStop,
  ResolveExposedTool,
} from './call-types.js';
import { SchemaValidators } from './schema-validators.js';
import { buildMeta } from './stages/build-meta.js';
import { checkExposure } from './stages/check-exposure.js';
import { deriveIdempotencyKey } from './stages/derive-idempotency-key.js';
import { guardResult } from './stages/guard-result.js';
import { interpretResult } from './stages/interpret-result.js';
import { invokeUpstream } from './stages/invoke-upstream.js';
import { resolveName } from './stages/resolve-name.js';
import { shapeText } from './stages/shape-text.js';
import { answerWith, isCallEnd, message, plainStop } from './stage-results.js';
import { validateArguments } from './stages/validate-arguments.js';

/** The tool of a call whose name did not resolve to an exposed tool, in events and metrics. */
export const UNKNOWN_TOOL = 'unknown';

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
  /** Told of every call whose answer leaked a trace or a secret (the result guard removed it). */
  onLeaks?: (serverId: string, leaks: LeakCount[]) => void;
  /** Spans per call and per upstream attempt (OpenTelemetry, when configured). */
  tracer?: CallTracer;
}

export type CallPipeline = (
  context: CallRequestContext,
  prefixedName: string,
  args: unknown,
) => Promise<CallOutcome>;

/**
 * What the caller gets: the stop's fields but its `rejection` (logged, never shown), then ids and
 * timing, in that order. Written out rather than `{ ...rest }` of a destructured stop: V8 copies
 * such a rest object slowly (about 4 µs per call).
 */
function outcomeOf(
  stop: CallStop,
  requestId: string,
  latencyMs: number,
  attempts: number,
  leaks: LeakCount[] | undefined,
): CallOutcome {
  const shown: Omit<CallStop, 'rejection'> = {
    outcome: stop.outcome,
    text: stop.text,
    truncated: stop.truncated,
  };
  if (stop.structured !== undefined) shown.structured = stop.structured;
  if (stop.errorType !== undefined) shown.errorType = stop.errorType;
  if (stop.reason !== undefined) shown.reason = stop.reason;
  const outcome: CallOutcome = Object.assign(shown, { requestId, latencyMs, attempts });
  if (leaks !== undefined) outcome.leaks = leaks;
  return outcome;
}

/**
 * Builds the call pipeline: fixed, named stages, in this order — resolveName → checkExposure →
 * validateArguments → deriveIdempotencyKey → buildMeta → invokeUpstream → interpretResult →
 * guardResult → shapeText. Each stage takes the call as the previous one left it (a typed phase) and either
 * hands on the next phase or ends the call; this runner alone decides what runs next. Every call
 * yields exactly one outcome, is logged once (no argument values, no credentials) and reported to
 * `observer.callFinished`.
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
  const stage = {
    resolveName: resolveName(),
    checkExposure: checkExposure({ resolveExposedTool: deps.resolveExposedTool, deadlines }),
    validateArguments: validateArguments({ validators }),
    deriveIdempotencyKey: deriveIdempotencyKey(),
    buildMeta: buildMeta(),
    invokeUpstream: invokeUpstream({ deadlines, maxRetries, observer, logger }),
    interpretResult: interpretResult({ validators, logger }),
    guardResult: guardResult({ logger, ...(deps.onLeaks ? { onLeaks: deps.onLeaks } : {}) }),
    shapeText: shapeText(),
  };

  /** Runs the stages up to the one that ends the call. */
  async function run(start: CallStart): Promise<CallEnd> {
    const named = stage.resolveName(start);
    if (isCallEnd(named)) return named;
    const resolved = await stage.checkExposure(named);
    if (isCallEnd(resolved)) return resolved;
    const valid = stage.validateArguments(resolved);
    if (isCallEnd(valid)) return valid;
    const ready = stage.buildMeta(stage.deriveIdempotencyKey(valid));
    const settled = await stage.invokeUpstream(ready);
    if (isCallEnd(settled)) return settled;
    return answerWith(stage.guardResult(stage.interpretResult(settled), settled));
  }

  return async function callTool(context, prefixedName, args) {
    const call: CallStart = {
      context,
      prefixedName,
      rawArguments: args,
      lang: context.lang ?? DEFAULT_LANG,
      startedAt: performance.now(),
      attempts: 0,
    };
    if (deps.tracer !== undefined) {
      call.span = deps.tracer.startCall({
        company: context.company,
        requestId: context.requestId,
        ...(context.traceparent !== undefined ? { traceparent: context.traceparent } : {}),
      });
    }
    let stop: CallStop;
    try {
      const end = await run(call);
      stop = end.ended === 'stop' ? end.stop : stage.shapeText(end.answer, context.channel, call.lang);
    } catch (error) {
      // A gateway error (closed gateway, unknown tenant) is the caller's to handle.
      if (error instanceof GatewayError) throw error;
      logger.error(
        { requestId: context.requestId, company: context.company, err: (error as Error)?.message },
        'call pipeline fault',
      );
      // A fault is a SYSTEM error, never a silent success.
      stop = { ...plainStop('tool_error', message('callSystemError', call.lang)), errorType: 'SYSTEM' };
    }
    const latencyMs = Math.round((performance.now() - call.startedAt) * 1000) / 1000;
    const outcome = outcomeOf(stop, context.requestId, latencyMs, call.attempts, call.leaks);
    // The one record of the call: ids, outcome and timing; never argument values or credentials.
    // Only a name that resolved to an exposed tool is reported as such: the model can send any
    // name, and metric labels must stay bounded.
    const finished: CallFinishedEvent = {
      requestId: outcome.requestId,
      company: context.company,
      tool: call.serverId === undefined ? UNKNOWN_TOOL : (call.toolName as string),
      ...(call.serverId === undefined ? {} : { serverId: call.serverId }),
      outcome: outcome.outcome,
      attempts: outcome.attempts,
      latencyMs: outcome.latencyMs,
      truncated: outcome.truncated,
      ...(outcome.errorType ? { errorType: outcome.errorType } : {}),
      ...(call.leaks ? { leaks: call.leaks } : {}),
    };
    const asked = call.toolName ?? String(prefixedName).slice(0, 64);
    logger.info(
      { ...finished, tool: asked, ...(stop.rejection ? { rejection: stop.rejection } : {}) },
      'tool call',
    );
    // Added after the log line: the conversation id goes to the records only, as a keyed hash.
    finished.conversationId = context.conversationId;
    if (context.keyId !== undefined) finished.keyId = context.keyId;
    observer.callFinished(finished);
    call.span?.end(finished);
    return outcome;
  };
}
