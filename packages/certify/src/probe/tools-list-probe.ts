import type { ToolsListObservation } from '@asixto/contract';
import { fatalMessage } from '../engine/fatal-message.js';
import { postRpc } from './json-rpc.js';
import type { ProbeContext } from './probe-context.js';

const MAX_PAGES = 10;

export interface ToolsListing {
  observation: ToolsListObservation;
  tools: unknown[];
  sessionMinted: boolean;
  sessionRequired: boolean;
}

/** Every page of `tools/list` (following `nextCursor`), raw, exactly as listed and in order. */
export async function listTools(ctx: ProbeContext): Promise<ToolsListing> {
  const tools: unknown[] = [];
  let cursor: string | undefined;
  let sessionMinted = false;
  let resultType: unknown = 'complete';
  for (let page = 0; page < MAX_PAGES; page++) {
    const outcome = await postRpc(
      ctx.url,
      { method: 'tools/list', token: ctx.token, params: cursor === undefined ? {} : { cursor } },
      ctx.http,
    );
    if (outcome.kind !== 'transport-error' && outcome.headers.has('mcp-session-id')) sessionMinted = true;
    if (outcome.kind !== 'result') {
      const detail =
        outcome.kind === 'transport-error'
          ? fatalMessage(outcome.error.code, outcome.error.message, ctx.lang)
          : outcome.kind === 'rpc-error'
            ? `HTTP ${outcome.status}, JSON-RPC ${outcome.error.code}: ${outcome.error.message}`
            : `HTTP ${outcome.status}: ${outcome.snippet}`;
      const httpStatus = outcome.kind === 'transport-error' ? undefined : outcome.status;
      return {
        observation: { outcome: 'error', detail, ...(httpStatus === undefined ? {} : { httpStatus }) },
        tools,
        sessionMinted,
        sessionRequired: /session/i.test(detail),
      };
    }
    if (outcome.result.resultType !== 'complete') resultType = outcome.result.resultType;
    if (Array.isArray(outcome.result.tools)) tools.push(...(outcome.result.tools as unknown[]));
    const next = outcome.result.nextCursor;
    if (typeof next !== 'string' || next === '') break;
    cursor = next;
  }
  return {
    observation: { outcome: 'ok', resultType, count: tools.length },
    tools,
    sessionMinted,
    sessionRequired: false,
  };
}
