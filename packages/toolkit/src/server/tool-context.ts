import type { Lang } from '@asixto/contract';
import type { ServerContext } from '@modelcontextprotocol/server';
import type { ToolCallMeta } from '../meta/tool-call-meta.js';
import type { ToolResult } from '../results/tool-result.js';
import type { ToolkitLogger } from './logger.js';

/**
 * Transactional idempotency, offered to write tools when the store supports it (SQLite and
 * PostgreSQL do; Redis cannot): `transaction(fn)` runs `fn` and the completion of the call's
 * idempotency key in ONE transaction of the store's database, so the effect commits if and only if
 * the key does, even if the process dies between effect and reply. `fn` receives the transaction
 * handle, `Tx`: the better-sqlite3 `Database` (SQLite), or a pg `PoolClient` inside `BEGIN`
 * (PostgreSQL). An error result or a throw rolls everything back and releases the key.
 */
export interface IdempotencyScope<Tx = unknown> {
  readonly key: string;
  transaction(fn: (tx: Tx) => ToolResult | Promise<ToolResult>): Promise<ToolResult>;
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
  /**
   * Present on write tools whose store supports transactions. `tx` is typed `unknown` here because
   * the store is chosen at run time: narrow it to your store's handle (see `IdempotencyScope`).
   */
  idempotency?: IdempotencyScope;
  /**
   * The SDK's own context, for what the toolkit does not wrap (progress, notifications). Present
   * only on calls the SDK served: a tool that needs it says `sdkContext: true` in `defineTool`, and
   * its calls then always go through the SDK (about 0.5 ms more CPU per call). Without it, a
   * modern `tools/call` is served by the toolkit itself and `sdk` is absent.
   */
  sdk?: ServerContext;
}
