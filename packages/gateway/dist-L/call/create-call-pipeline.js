import { DEFAULT_LANG, LIMITS } from '@asixto/contract';
import { GatewayError } from '../errors.js';
import { safeObserver } from '../observer.js';
import { SchemaValidators } from './schema-validators.js';
import { buildMeta } from './stages/build-meta.js';
import { checkExposure } from './stages/check-exposure.js';
import { deriveIdempotencyKey } from './stages/derive-idempotency-key.js';
import { interpretResult } from './stages/interpret-result.js';
import { invokeUpstream } from './stages/invoke-upstream.js';
import { resolveName } from './stages/resolve-name.js';
import { shapeText } from './stages/shape-text.js';
import { answerWith, isCallEnd, message, plainStop } from './stage-results.js';
import { validateArguments } from './stages/validate-arguments.js';
/** The tool of a call whose name did not resolve to an exposed tool, in events and metrics. */
export const UNKNOWN_TOOL = 'unknown';
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
export function createCallPipeline(deps) {
    const logger = deps.logger;
    const observer = safeObserver(deps.observer, (hook, error) => logger.warn({ hook, err: error?.message }, 'observer hook failed'));
    const deadlines = { ...LIMITS.callDeadlineMs, ...deps.deadlines };
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
        shapeText: shapeText(),
    };
    /** Runs the stages up to the one that ends the call. */
    async function run(start) {
        const named = stage.resolveName(start);
        if (isCallEnd(named))
            return named;
        const resolved = await stage.checkExposure(named);
        if (isCallEnd(resolved))
            return resolved;
        const valid = stage.validateArguments(resolved);
        if (isCallEnd(valid))
            return valid;
        const ready = stage.buildMeta(stage.deriveIdempotencyKey(valid));
        const settled = await stage.invokeUpstream(ready);
        if (isCallEnd(settled))
            return settled;
        return answerWith(stage.interpretResult(settled));
    }
    return async function callTool(context, prefixedName, args) {
        const call = {
            context,
            prefixedName,
            rawArguments: args,
            lang: context.lang ?? DEFAULT_LANG,
            startedAt: performance.now(),
            attempts: 0,
        };
        let stop;
        try {
            const end = await run(call);
            stop = end.ended === 'stop' ? end.stop : stage.shapeText(end.answer, context.channel, call.lang);
        }
        catch (error) {
            // A gateway error (closed gateway, unknown tenant) is the caller's to handle.
            if (error instanceof GatewayError)
                throw error;
            logger.error({ requestId: context.requestId, company: context.company, err: error?.message }, 'call pipeline fault');
            // A fault is a SYSTEM error, never a silent success.
            stop = { ...plainStop('tool_error', message('callSystemError', call.lang)), errorType: 'SYSTEM' };
        }
        const { rejection, ...shown } = stop;
        const outcome = {
            ...shown,
            requestId: context.requestId,
            latencyMs: Math.round((performance.now() - call.startedAt) * 1000) / 1000,
            attempts: call.attempts,
        };
        // The one record of the call: ids, outcome and timing; never argument values or credentials.
        // Only a name that resolved to an exposed tool is reported as such: the model can send any
        // name, and metric labels must stay bounded.
        const finished = {
            requestId: outcome.requestId,
            company: context.company,
            tool: call.serverId === undefined ? UNKNOWN_TOOL : call.toolName,
            ...(call.serverId === undefined ? {} : { serverId: call.serverId }),
            outcome: outcome.outcome,
            attempts: outcome.attempts,
            latencyMs: outcome.latencyMs,
            truncated: outcome.truncated,
            ...(outcome.errorType ? { errorType: outcome.errorType } : {}),
        };
        const asked = call.toolName ?? String(prefixedName).slice(0, 64);
        logger.info({ ...finished, tool: asked, ...(rejection ? { rejection } : {}) }, 'tool call');
        observer.callFinished(finished);
        return outcome;
    };
}
//# sourceMappingURL=create-call-pipeline.js.map