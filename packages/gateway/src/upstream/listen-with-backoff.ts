import type { Client, McpSubscription } from '@modelcontextprotocol/client';
import type { GatewayLogger } from '../logger.js';

export interface ListenBackoffOptions {
  /** First delay before re-listening after a drop. */
  initialMs?: number;
  /** Cap of the exponential backoff. */
  maxMs?: number;
}

export interface ToolsListener {
  /** Whether the server offers `tools.listChanged` (false: nothing to follow, refresh by TTL). */
  readonly ready: Promise<boolean>;
  close(): Promise<void>;
}

interface ListenDeps {
  connect(): Promise<Client>;
  onToolsChanged(): void;
  /** The upstream's dispatch set for `notifications/tools/list_changed`. */
  changeHandlers: Set<() => void>;
  logger: GatewayLogger;
  backoff?: ListenBackoffOptions;
  onClose(): void;
}

/**
 * How long a listen stream must stay open, without delivering anything, for its end to count as a
 * drop rather than a refusal. Short enough for a proxy that closes idle streams.
 */
export const SETTLED_STREAM_MS = 5_000;

/** Exponential backoff with full jitter in [delay/2, delay], capped. */
export function backoffDelay(
  attempt: number,
  initialMs: number,
  maxMs: number,
  random = Math.random,
): number {
  const base = Math.min(maxMs, initialMs * 2 ** attempt);
  return Math.round(base / 2 + (random() * base) / 2);
}

/**
 * Keeps one `subscriptions/listen` stream open for `toolsListChanged`. When the stream ends
 * without a local close (a drop, or the server shutting down), it listens again after a backoff
 * and, once back, reports a change: a notification may have been missed during the gap. The
 * backoff starts over only after a stream that delivered a notification or stayed open
 * {@link SETTLED_STREAM_MS}: a server that accepts every listen and closes it at once is listened to
 * less and less often (up to `maxMs` apart), not every half second.
 */
export function listenWithBackoff(deps: ListenDeps): ToolsListener {
  const initialMs = deps.backoff?.initialMs ?? 500;
  const maxMs = deps.backoff?.maxMs ?? 30_000;
  let closed = false;
  let failures = 0;
  let subscription: McpSubscription | undefined;
  let timer: NodeJS.Timeout | undefined;
  let hadStream = false;
  /** Whether the current stream has delivered a notification. */
  let delivered = false;
  const handler = (): void => {
    delivered = true;
    if (!closed) deps.onToolsChanged();
  };

  const schedule = (): void => {
    if (closed) return;
    const delay = backoffDelay(failures, initialMs, maxMs);
    failures++;
    timer = setTimeout(() => void open(), delay);
    timer.unref();
  };

  const open = async (): Promise<boolean> => {
    if (closed) return false;
    try {
      const client = await deps.connect();
      if (client.getServerCapabilities()?.tools?.listChanged !== true) return false;
      const current = await client.listen({ toolsListChanged: true });
      if (closed) {
        await current.close();
        return true;
      }
      subscription = current;
      if (hadStream && !closed) deps.onToolsChanged();
      hadStream = true;
      delivered = false;
      const openedAt = performance.now();
      void current.closed.then((cause) => {
        if (closed || cause === 'local') return;
        if (delivered || performance.now() - openedAt >= SETTLED_STREAM_MS) failures = 0;
        deps.logger.debug({ cause }, 'tools listen stream ended; re-listening');
        schedule();
      });
      return true;
    } catch (error) {
      deps.logger.debug({ err: (error as Error).message }, 'tools listen failed; will retry');
      schedule();
      return true;
    }
  };

  deps.changeHandlers.add(handler);
  const ready = open();
  return {
    ready,
    async close() {
      if (closed) return;
      closed = true;
      if (timer) clearTimeout(timer);
      deps.changeHandlers.delete(handler);
      deps.onClose();
      await subscription?.close().catch(() => undefined);
    },
  };
}
