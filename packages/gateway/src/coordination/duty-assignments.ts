import type { OwnershipCoordinator } from './ownership-coordinator.js';
import type { GatewayLogger } from '../logger.js';
import type { ServerDirectory } from '../servers/server-directory.js';
import { followServer, listenerReady, stopListening } from './server-duties.js';
import type { ServerState } from '../servers/server-state.js';

/**
 * Gives each server's duties to this instance or not, as the coordinator says: the owner follows
 * the `subscriptions/listen` stream and, when instances share the cache, lists the server again
 * before its entry expires so the others never have to; a non-owner does neither.
 */
/** How long a new owner waits for the listen stream before its catch-up listing. */
const LISTEN_READY_MS = 10_000;

export interface DutyAssignments {
  /** Starts or stops the duties of `state` according to ownership now. */
  apply(state: ServerState): void;
  /** The coordinator's `changed` hook. */
  changed(serverId: string, owned: boolean): void;
  close(): void;
}

export function createDutyAssignments(deps: {
  coordinator: OwnershipCoordinator;
  directory: ServerDirectory;
  logger: GatewayLogger;
  /** Period of the owner's proactive listing (well within the catalog TTL). */
  refreshEveryMs: number;
}): DutyAssignments {
  const { coordinator, directory, logger } = deps;
  const timers = new Map<string, NodeJS.Timeout>();

  const stopRefreshing = (serverId: string): void => {
    clearTimeout(timers.get(serverId));
    timers.delete(serverId);
  };

  function refreshing(serverId: string): void {
    if (!coordinator.shared || timers.has(serverId)) return;
    const timer = setInterval(() => {
      const state = directory.server(serverId);
      if (!state || !coordinator.owns(serverId)) return stopRefreshing(serverId);
      if (state.health.certification === 'passed') state.catalog.refresh('expiry').catch(() => undefined);
    }, deps.refreshEveryMs);
    timer.unref();
    timers.set(serverId, timer);
  }

  function apply(state: ServerState): void {
    const id = state.record.id;
    if (coordinator.owns(id)) {
      const following = state.listener !== undefined;
      followServer(state, logger);
      refreshing(id);
      // A change made while no instance followed the server (a hand-over, or a server another
      // instance just certified) is caught by one listing once this instance's stream is up.
      if (coordinator.shared && !following && state.listener) {
        void listenerReady(state, LISTEN_READY_MS).then(() => {
          if (directory.isCurrent(state) && coordinator.owns(id)) state.catalog.changed();
        });
      }
    } else {
      stopListening(state, logger);
      stopRefreshing(id);
    }
  }

  return {
    apply,
    changed(serverId, owned) {
      const state = directory.server(serverId);
      logger.info({ serverId, owned }, owned ? 'server duties taken over' : 'server duties handed over');
      if (state) apply(state);
    },
    close() {
      for (const id of [...timers.keys()]) stopRefreshing(id);
    },
  };
}
