import type { Lang } from '@asixto/contract';
import type { ServerContext } from '@modelcontextprotocol/server';
import type { ToolCallMeta } from '../meta/tool-call-meta.js';
import type { ToolResult } from '../results/tool-result.js';
import type { ToolkitLogger } from './logger.js';

/**
 * Transactional idempotency, offered to write tools when the store supports it (the SQLite store
 * does): `transaction(fn)` runs `fn` (synchronous, doing its writes on the store's database) and
 * the completion of the call's idempotency key in ONE transaction, so the effect commits if and
 * only if the key does, even if the process dies between effect and reply.
 */
export interface IdempotencyScope {
  readonly key: string;
  transaction(fn: () => ToolResult): ToolResult;
}

/** What a handler receives besides its arguments. */
export interface ToolContext {
  /** The validated Asixto metadata of the call. */
  meta: ToolCallMeta;
  /**
   * The server's language (`createToolServer({ lang })`, Spanish by default): render the handler's
   * own user-facing text in it (`say.money(x, currency, ctx.lang)`, a message catalog). The gateway
   * sends no language in `_meta`, so this is per-server configuration.
   */
  lang: Lang;
  /** A logger bound to the request id, tool and conversation. */
  log: ToolkitLogger;
  /** Aborted when the caller disconnects. */
  signal: AbortSignal;
  /** Present on write tools whose store supports transactions. */
  idempotency?: IdempotencyScope;
  /** The SDK's own context, for what the toolkit does not wrap. */
  sdk: ServerContext;
}
