import type { CallPurpose, CallProbe, Channel } from '@asixto/contract';
import { META_KEYS, idempotencyKey } from '@asixto/contract';
import { fatalMessage } from '../engine/fatal-message.js';
import { postRpc } from './json-rpc.js';
import { paramHeaders } from './param-headers.js';
import type { ProbeContext } from './probe-context.js';

let requestCounter = 0;

export interface CallSpec {
  tool: string;
  args: Record<string, unknown>;
  channel: Channel;
  timezone: string;
  /** Scope of the idempotency key; calls in one conversation with the same arguments share it. */
  conversationId: string;
  /** For the `Mcp-Param-*` headers of properties annotated with `x-mcp-header`. */
  inputSchema?: unknown;
}

/** A `tools/call` outcome reduced to what rules and comparisons need. */
export type CallObservation = Pick<
  CallProbe,
  | 'outcome'
  | 'httpStatus'
  | 'detail'
  | 'rpcErrorCode'
  | 'resultType'
  | 'isError'
  | 'text'
  | 'firstText'
  | 'structuredContent'
> & { content?: unknown };

/** The eight `com.asixto/*` keys of page 02, as the gateway sends them. */
export function callMeta(ctx: ProbeContext, spec: CallSpec): Record<string, unknown> {
  return {
    [META_KEYS.idempotencyKey]: idempotencyKey(spec.conversationId, spec.tool, spec.args),
    [META_KEYS.conversationId]: spec.conversationId,
    [META_KEYS.requestId]: `req_certify_${ctx.runId}_${++requestCounter}`,
    [META_KEYS.channel]: spec.channel,
    [META_KEYS.companyId]: 'cmp_certify',
    [META_KEYS.priceListId]: null,
    [META_KEYS.currency]: 'COP',
    [META_KEYS.timezone]: spec.timezone,
  };
}

/** One raw `tools/call` carrying the full gateway `_meta`. Never throws. */
export async function callTool(ctx: ProbeContext, spec: CallSpec): Promise<CallObservation> {
  const outcome = await postRpc(
    ctx.url,
    {
      method: 'tools/call',
      token: ctx.token,
      params: { name: spec.tool, arguments: spec.args, _meta: callMeta(ctx, spec) },
      extraHeaders: paramHeaders(spec.inputSchema, spec.args),
    },
    ctx.http,
  );
  switch (outcome.kind) {
    case 'transport-error':
      return {
        outcome: 'transport-error',
        detail: fatalMessage(outcome.error.code, outcome.error.message, ctx.lang),
        isError: false,
        text: '',
      };
    case 'rpc-error':
      return {
        outcome: 'rpc-error',
        httpStatus: outcome.status,
        rpcErrorCode: outcome.error.code,
        detail: outcome.error.message,
        isError: false,
        text: '',
      };
    case 'not-json':
    case 'not-jsonrpc':
      return {
        outcome: 'http-error',
        httpStatus: outcome.status,
        detail: outcome.snippet,
        isError: false,
        text: '',
      };
    case 'result': {
      const result = outcome.result;
      const content = Array.isArray(result.content) ? (result.content as unknown[]) : [];
      const texts = content
        .filter((b): b is { type: 'text'; text: string } => {
          const block = b as { type?: unknown; text?: unknown } | null;
          return block?.type === 'text' && typeof block.text === 'string';
        })
        .map((b) => b.text);
      const observation: CallObservation = {
        outcome: 'result',
        httpStatus: outcome.status,
        resultType: result.resultType,
        isError: result.isError === true,
        text: texts.join('\n'),
        content: result.content,
      };
      if (texts[0] !== undefined) observation.firstText = texts[0];
      if ('structuredContent' in result) observation.structuredContent = result.structuredContent;
      return observation;
    }
  }
}

export type { CallPurpose };

/**
 * Whether a call came back as a result that is not a business error.
 *
 * @example
 * if (callSucceeded(observed)) chosen = args;
 */
export function callSucceeded(observed: CallObservation): boolean {
  return observed.outcome === 'result' && !observed.isError;
}
