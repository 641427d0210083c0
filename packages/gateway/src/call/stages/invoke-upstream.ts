import { LIMITS } from '@asixto/contract';
import type { Channel } from '@asixto/contract';
import type { GatewayLogger } from '../../logger.js';
import type { GatewayObserver } from '../../observer.js';
import type { CallStage, ResolvedTool } from '../call-types.js';
import { message, plainStop, systemError } from '../stage-results.js';

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
 * Stops with `timeout` (deadline reached, never retried) or `unavailable` (unreachable, refused,
 * or retries exhausted). A JSON-RPC error, a non-`complete` result or an unreadable answer
 * becomes `tool_error` `SYSTEM` (page 06) for the next stages to shape.
 */
export function invokeUpstream({
  deadlines = LIMITS.callDeadlineMs,
  maxRetries = LIMITS.droppedConnectionRetries,
  observer,
  logger,
}: InvokeUpstreamOptions): CallStage {
  return async function invokeUpstream(state) {
    if (state.interpreted) return;
    const resolved = state.resolved as ResolvedTool;
    const tool = state.toolName as string;
    const elapsed = performance.now() - state.startedAt;
    const settled = await resolved.upstream.callTool({
      name: tool,
      arguments: state.arguments as Record<string, unknown>,
      meta: state.meta as Record<string, unknown>,
      tool: resolved.tool,
      deadlineMs: deadlines[state.context.channel] - elapsed,
      maxRetries,
      onRetry: (attempt, reason) =>
        observer.retry({
          requestId: state.context.requestId,
          company: resolved.server.company,
          tool,
          attempt,
          reason,
        }),
    });
    state.settled = settled;
    state.attempts = settled.attempts;
    switch (settled.status) {
      case 'complete':
        return;
      case 'timeout':
        state.stop = plainStop('timeout', message('callTimedOut', state.lang));
        return;
      case 'unavailable':
        observer.upstreamError({
          company: resolved.server.company,
          serverId: resolved.server.id,
          code: settled.code,
        });
        state.stop = plainStop('unavailable', message('callUnavailable', state.lang));
        return;
      case 'protocol_error': {
        observer.upstreamError({
          company: resolved.server.company,
          serverId: resolved.server.id,
          code: settled.code,
        });
        logger.debug(
          { requestId: state.context.requestId, code: settled.code, detail: settled.message.slice(0, 300) },
          'upstream answer not usable',
        );
        state.interpreted = systemError(state.lang);
        return;
      }
    }
  };
}
