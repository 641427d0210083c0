import { LIMITS } from '@asixto/contract';
import type { Channel } from '@asixto/contract';
import type { GatewayLogger } from '../../logger.js';
import type { GatewayObserver } from '../../observer.js';
import type { CallEnd, ReadyCall, SettledCall } from '../call-types.js';
import { answerWith, endWith, message, plainStop, systemError } from '../stage-results.js';

export interface InvokeUpstreamOptions {
  deadlines?: Readonly<Record<Channel, number>>;
  maxRetries?: number;
  observer: Required<GatewayObserver>;
  logger: GatewayLogger;
}

/**
 * Stage 6 · the upstream `tools/call` with the channel's deadline (counted from the call's start).
 * A connection dropped before the reply is retried by the upstream as a new request with the same
 * `_meta` (same idempotency key), inside the same deadline, at most `maxRetries` times.
 * Ends with `timeout` (deadline reached, never retried) or `unavailable` (unreachable, refused,
 * or retries exhausted). A JSON-RPC error, a non-`complete` result or an unreadable answer ends
 * with `tool_error` `SYSTEM` (page 06), shaped like any answer.
 */
export function invokeUpstream({
  deadlines = LIMITS.callDeadlineMs,
  maxRetries = LIMITS.droppedConnectionRetries,
  observer,
  logger,
}: InvokeUpstreamOptions) {
  return async function invokeUpstream(call: ReadyCall): Promise<SettledCall | CallEnd> {
    const resolved = call.resolved;
    const tool = call.toolName;
    const elapsed = performance.now() - call.startedAt;
    const settled = await resolved.upstream.callTool({
      name: tool,
      arguments: call.arguments,
      meta: call.meta,
      tool: resolved.tool,
      deadlineMs: deadlines[call.context.channel] - elapsed,
      maxRetries,
      ...(call.span === undefined
        ? {}
        : { onAttempt: (attempt: number) => call.span!.attempt(attempt, tool, resolved.server.id) }),
      onRetry: (attempt, reason) =>
        observer.retry({
          requestId: call.context.requestId,
          company: resolved.server.company,
          tool,
          attempt,
          reason,
        }),
    });
    call.attempts = settled.attempts;
    switch (settled.status) {
      case 'complete':
        return Object.assign(call, { result: settled.result });
      case 'timeout':
        return endWith(plainStop('timeout', message('callTimedOut', call.lang)));
      case 'unavailable':
        observer.upstreamError({
          company: resolved.server.company,
          serverId: resolved.server.id,
          code: settled.code,
        });
        return endWith({
          ...plainStop('unavailable', message('callUnavailable', call.lang)),
          reason: settled.code,
        });
      case 'protocol_error': {
        observer.upstreamError({
          company: resolved.server.company,
          serverId: resolved.server.id,
          code: settled.code,
        });
        logger.debug(
          { requestId: call.context.requestId, code: settled.code, detail: settled.message.slice(0, 300) },
          'upstream answer not usable',
        );
        return answerWith(systemError(call.lang));
      }
    }
  };
}
