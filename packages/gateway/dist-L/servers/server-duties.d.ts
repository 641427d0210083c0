import type { GatewayLogger } from '../logger.js';
import type { ServerState } from './server-state.js';
/**
 * Follows the server's `toolsListChanged` notifications (`subscriptions/listen`), each a request
 * to refresh its catalog (coalesced and rate-limited by the catalog); without the capability the
 * catalog refreshes by expiry only.
 */
export declare function startListening(state: ServerState, logger: GatewayLogger): void;
/**
 * Follows a server that has certified tools (once): a server with nothing certified exposes
 * nothing, so it is not followed until a certification passes.
 */
export declare function followServer(state: ServerState, logger: GatewayLogger): void;
/** Waits, at most `ms`, until the listen stream is acknowledged or known to be unavailable. */
export declare function listenerReady(state: ServerState, ms: number): Promise<void>;
/** Lists the server in the background unless a shared cache already holds a fresh entry. */
export declare function warmCatalog(state: ServerState, logger: GatewayLogger): void;
/** Stops following the server (its duties moved to another instance). */
export declare function stopListening(state: ServerState, logger: GatewayLogger): void;
//# sourceMappingURL=server-duties.d.ts.map