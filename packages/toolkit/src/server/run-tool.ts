import { AsyncLocalStorage } from 'node:async_hooks';
import { findResultLeaks, renderMessage, TOOLKIT_MESSAGES } from '@asixto/contract';
import type { Lang } from '@asixto/contract';
import type { ServerContext } from '@modelcontextprotocol/server';
import type { ToolDefinition } from '../define/define-tool.js';
import { ResultLeakError, ToolFailure } from '../errors.js';
import type { IdempotencyStore } from '../idempotency/idempotency-store.js';
import { runIdempotent } from '../idempotency/run-idempotent.js';
import type { IdempotentOutcome } from '../idempotency/run-idempotent.js';
import { parseCallMeta } from '../meta/tool-call-meta.js';
import type { MetaDefaults } from '../meta/tool-call-meta.js';
import { toolErrorResult } from '../results/fail.js';
import { shapeResult } from '../results/shape-result.js';
import type { ToolResult } from '../results/tool-result.js';
import type { ToolkitLogger } from './logger.js';
import type { ToolContext } from './tool-context.js';

export interface RunToolDeps {
  store: IdempotencyStore | undefined;
  logger: ToolkitLogger;
  defaults: MetaDefaults;
  lang: Lang;
  idempotencyWaitMs?: number;
}

/** One call as the toolkit sees it, whichever path (the SDK's or its own) brought it. */
export interface ToolCall {
  args: unknown;
  /** The request's `params._meta`. */
  meta: unknown;
  /** Aborted when the caller disconnects; a getter, so a call that never reads it costs nothing. */
  readonly signal: AbortSignal;
  /** The SDK's context, when the SDK served the call. */
  sdk?: ServerContext;
}

/** Results computed before a call was handed to the SDK, served as they are (see `servePrecomputed`). */
const precomputed = new AsyncLocalStorage<() => Promise<ToolResult>>();

/**
 * Serves `work` (an SDK dispatch of a call whose outcome the toolkit already has) so that the tool
 * callback answers `result()` (that result, or that throw) instead of running the handler again: the toolkit's own path hands a
 * call to the SDK this way when the SDK must encode the answer itself (a result outside the shape
 * it encodes), so the SDK answers exactly as if it had run the handler, and the handler runs once.
 */
export function servePrecomputed<T>(result: () => Promise<ToolResult>, work: () => T): T {
  return precomputed.run(result, work);
}

/**
 * Wraps a tool's handler: validates the Asixto `_meta`, binds a logger to the request, enforces
 * idempotency on writes (before the handler, hence before its guards), turns a `ToolFailure` into
 * its page-06 result and any other exception into a generic `SYSTEM` (the stack only in the server
 * log), and shapes the text for the channel. `sdk` is the callback the SDK's McpServer registers;
 * `call` is the same for the toolkit's own path.
 */
export function runTool(tool: ToolDefinition, deps: RunToolDeps) {
  const call = runToolCall(tool, deps);
  return {
    call,
    sdk: async function runSdkToolCall(rawArgs: unknown, sdk: ServerContext): Promise<ToolResult> {
      const ready = precomputed.getStore();
      if (ready) return ready();
      return call({ args: rawArgs, meta: sdk.mcpReq._meta, signal: sdk.mcpReq.signal, sdk });
    },
  };
}

/** What the model may read of a handler's result: all of it but an error's `details`. */
function modelFacing(result: ToolResult): ToolResult {
  const error = result.structuredContent?.['error'];
  if (!result.isError || typeof error !== 'object' || error === null || !('details' in error)) return result;
  const { details: _details, ...shown } = error as Record<string, unknown>;
  return { ...result, structuredContent: { ...result.structuredContent, error: shown } };
}

/**
 * A result that carries a trace or a secret (rules call-no-traces, call-no-secrets) is not sent:
 * the leak is logged as a `ResultLeakError` (rule, kind, where; never the value) and the call
 * answers `SYSTEM`, which is never stored under an idempotency key.
 */
function refuseLeaks(result: ToolResult, toolName: string, log: ToolkitLogger, lang: Lang): ToolResult {
  const leak = findResultLeaks(modelFacing(result))[0];
  if (!leak) return result;
  const error = new ResultLeakError(toolName, leak);
  log.error(
    { err: error, code: error.code, rule: leak.rule, kind: leak.kind, path: leak.path },
    error.message,
  );
  return toolErrorResult('SYSTEM', renderMessage(TOOLKIT_MESSAGES, 'systemError', lang));
}

function runToolCall(tool: ToolDefinition, deps: RunToolDeps) {
  return async function runToolCall(call: ToolCall): Promise<ToolResult> {
    const parsed = parseCallMeta(call.meta, deps.defaults);
    if (!parsed.ok) {
      deps.logger.warn(
        { tool: tool.name, problems: parsed.problems },
        'call refused: invalid com.asixto/* metadata',
      );
      return toolErrorResult('VALIDATION', renderMessage(TOOLKIT_MESSAGES, 'invalidMeta', deps.lang), {
        problems: parsed.problems,
      });
    }
    const meta = parsed.meta;
    const log = deps.logger.child({
      requestId: meta.requestId,
      tool: tool.name,
      conversationId: meta.conversationId,
    });
    const started = Date.now();

    // Arguments are validated here (the SDK is given a schema that defers to us) so that a bad call
    // gets the page-06 VALIDATION shape, before any idempotency claim and before the handler.
    const input = tool.spec.input.safeParse(call.args ?? {});
    if (!input.success) {
      const fields = [...new Set(input.error.issues.map((i) => String(i.path[0] ?? '')).filter(Boolean))];
      log.info({ issues: input.error.issues }, 'tool call refused: invalid arguments');
      return toolErrorResult(
        'VALIDATION',
        renderMessage(TOOLKIT_MESSAGES, 'invalidArguments', deps.lang, { fields: fields.join(', ') || '-' }),
        {
          issues: input.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
        },
      );
    }
    const args = input.data;

    const invoke = async (ctx: ToolContext): Promise<ToolResult> => {
      let result: ToolResult;
      try {
        result = await tool.spec.handler(args, ctx);
      } catch (error) {
        if (!(error instanceof ToolFailure)) {
          log.error({ err: error }, 'tool handler threw: answered SYSTEM');
          return toolErrorResult('SYSTEM', renderMessage(TOOLKIT_MESSAGES, 'systemError', deps.lang));
        }
        result = toolErrorResult(error.errorType, error.userMessage, error.details);
      }
      return refuseLeaks(result, tool.name, log, deps.lang);
    };
    const base: ToolContext = {
      meta,
      lang: deps.lang,
      log,
      get signal() {
        return call.signal;
      },
      ...(call.sdk ? { sdk: call.sdk } : {}),
    };

    let result: ToolResult;
    let outcome: string;
    if (!tool.writes) {
      result = await invoke(base);
      outcome = result.isError ? 'error' : 'ok';
    } else if (!meta.idempotencyKey) {
      log.warn('write call without com.asixto/idempotencyKey: refused, no effect');
      result = toolErrorResult(
        'VALIDATION',
        renderMessage(TOOLKIT_MESSAGES, 'missingIdempotencyKey', deps.lang),
      );
      outcome = 'error';
    } else {
      const store = deps.store;
      if (!store) throw new Error('unreachable: createToolServer requires a store for write tools');
      const key = meta.idempotencyKey;
      // A store that fails (locked, corrupt) is a fault like any other: SYSTEM, detail in the log only.
      const ran = await runIdempotent(
        store,
        tool.name,
        key,
        async (claim) => {
          let completed = false;
          const transactional = store.transaction?.bind(store);
          const ctx: ToolContext = transactional
            ? {
                ...base,
                idempotency: {
                  key,
                  async transaction(fn) {
                    const r = await transactional(claim, fn);
                    if (!r.isError) completed = true;
                    return r;
                  },
                },
              }
            : base;
          const r = await invoke(ctx);
          return { result: r, completed };
        },
        { waitMs: deps.idempotencyWaitMs, signal: call.signal },
      ).catch((error: unknown): IdempotentOutcome => {
        log.error({ err: error }, 'idempotency store failed: answered SYSTEM');
        return {
          kind: 'executed',
          result: toolErrorResult('SYSTEM', renderMessage(TOOLKIT_MESSAGES, 'systemError', deps.lang)),
        };
      });
      if (ran.kind === 'busy') {
        result = toolErrorResult('SYSTEM', renderMessage(TOOLKIT_MESSAGES, 'idempotencyBusy', deps.lang));
        outcome = 'busy';
      } else {
        // A replay is checked too: a result stored inside the handler's own transaction was never
        // through the check that a fresh call's answer goes through.
        result = ran.kind === 'replayed' ? refuseLeaks(ran.result, tool.name, log, deps.lang) : ran.result;
        outcome = ran.kind === 'replayed' ? 'replayed' : result.isError ? 'error' : 'ok';
      }
    }
    const errorType = result.isError
      ? (result.structuredContent?.['error'] as { error_type?: string } | undefined)?.error_type
      : undefined;
    log.info({ outcome, errorType, channel: meta.channel, ms: Date.now() - started }, 'tool call');
    const shaped = shapeResult(result, meta.channel);
    if (shaped.cut > 0) {
      log.warn({ cut: shaped.cut }, 'result text over 3,000 characters: cut (paginate with page())');
    }
    return shaped.result;
  };
}
