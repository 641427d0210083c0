import type { GatewayLogger } from '../logger.js';
import { withinDeadline } from '../util/deadline.js';
import type { ServerState } from '../servers/server-state.js';

/**
 * Follows the server's `toolsListChanged` notifications (`subscriptions/listen`), each a request
 * to refresh its catalog (coalesced and rate-limited by the catalog); without the capability the
 * catalog refreshes by expiry only.
 */
export function startListening(state: ServerState, logger: GatewayLogger): void {
  const ids = { serverId: state.record.id, company: state.record.company };
  state.listener = state.upstream.listen(() => {
    logger.debug(ids, 'toolsListChanged: catalog refresh requested');
    state.catalog.changed();
  });
  state.listener.ready.catch((error: unknown) =>
    logger.warn({ ...ids, err: (error as Error).message }, 'subscriptions/listen unavailable'),
  );
}

/**
 * Follows a server that has certified tools (once): a server with nothing certified exposes
 * nothing, so it is not followed until a certification passes.
 */
export function followServer(state: ServerState, logger: GatewayLogger): void {
  if (state.listener === undefined && state.health.certification === 'passed') startListening(state, logger);
}

/** Waits, at most `ms`, until the listen stream is acknowledged or known to be unavailable. */
export async function listenerReady(state: ServerState, ms: number): Promise<void> {
  const ready = state.listener?.ready.then(
    () => undefined,
    () => undefined,
  );
  await withinDeadline(ready, ms);
}

/** Lists the server in the background unless a shared cache already holds a fresh entry. */
export function warmCatalog(state: ServerState, logger: GatewayLogger): void {
  if (state.catalog.fresh()) return;
  state.catalog
    .refresh('startup')
    .catch((error: unknown) =>
      logger.error({ serverId: state.record.id, err: (error as Error).message }, 'startup listing failed'),
    );
}

/** Stops following the server (its duties moved to another instance). */
export function stopListening(state: ServerState, logger: GatewayLogger): void {
  const listener = state.listener;
  if (!listener) return;
  state.listener = undefined;
  listener
    .close()
    .catch((error: unknown) =>
      logger.warn({ serverId: state.record.id, err: (error as Error).message }, 'listen stream close failed'),
    );
}
