import type { GatewayLogger } from '../logger.js';
import type { ServerDirectory } from './server-directory.js';
import type { ServerState } from './server-state.js';

/**
 * How long a server may stay `pending` while another instance registers it: a certification run is
 * stopped at 5 minutes (worker-certifier.ts), so one still pending a minute later was left so.
 */
export const PENDING_GRACE_MS = 6 * 60_000;

export interface RegistrationResumerDeps {
  directory: ServerDirectory;
  /** Whether this instance does the server's duties (its owner, in cluster mode). */
  owns(serverId: string): boolean;
  /** Certifies the server under its certification lock and tells the other instances. */
  certify(state: ServerState): Promise<unknown>;
  logger: GatewayLogger;
  graceMs?: number;
}

/**
 * Finishes registrations a crash left half done: a server recorded but never certified stays
 * `pending` (nothing exposed) until someone certifies it. Its owner does: at start at once (no run
 * of this process can be under way), and for a server it learned of from another instance or took
 * over, once the grace has passed with the server still pending (that instance may be certifying it).
 */
export interface RegistrationResumer {
  /** Certifies `state` now if it is pending and owned here. */
  now(state: ServerState): void;
  /** Certifies `state` after the grace if it is still pending, current and owned here then. */
  later(state: ServerState): void;
  close(): void;
}

export function createRegistrationResumer(deps: RegistrationResumerDeps): RegistrationResumer {
  const { directory, logger } = deps;
  const graceMs = deps.graceMs ?? PENDING_GRACE_MS;
  const timers = new Map<string, NodeJS.Timeout>();
  let closed = false;

  const pending = (state: ServerState): boolean =>
    state.record.status === 'pending' && state.health.certification === 'none';

  function now(state: ServerState): void {
    const { id, company } = state.record;
    if (closed || !pending(state) || !directory.isCurrent(state) || !deps.owns(id)) return;
    logger.info({ serverId: id, company }, 'registration resumed: certifying a server left pending');
    deps
      .certify(state)
      .catch((error: unknown) =>
        logger.error({ serverId: id, err: (error as Error).message }, 'resumed certification failed'),
      );
  }

  return {
    now,
    later(state) {
      const id = state.record.id;
      if (closed || !pending(state) || timers.has(id)) return;
      const timer = setTimeout(() => {
        timers.delete(id);
        now(directory.server(id) ?? state);
      }, graceMs);
      timer.unref();
      timers.set(id, timer);
    },
    close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
