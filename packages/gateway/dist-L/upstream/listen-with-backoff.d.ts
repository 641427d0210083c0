import type { Client } from '@modelcontextprotocol/client';
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
/** Exponential backoff with full jitter in [delay/2, delay], capped. */
export declare function backoffDelay(attempt: number, initialMs: number, maxMs: number, random?: () => number): number;
/**
 * Keeps one `subscriptions/listen` stream open for `toolsListChanged`. When the stream ends
 * without a local close (a drop, or the server shutting down), it listens again after a backoff
 * and, once back, reports a change: a notification may have been missed during the gap.
 */
export declare function listenWithBackoff(deps: ListenDeps): ToolsListener;
export {};
//# sourceMappingURL=listen-with-backoff.d.ts.map