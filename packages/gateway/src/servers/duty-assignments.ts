import type { OwnershipCoordinator } from '../coordination/ownership-coordinator.js';
import type { GatewayLogger } from '../logger.js';
import type { ServerDirectory } from './server-directory.js';
import { followServer, stopListening } from './server-duties.js';
import type { ServerState } from './server-state.js';

/**
 * Gives each server's duties to this instance or not, as the coordinator says: the owner follows
 * the `subscriptions/listen` stream and, when instances share the cache, lists the server again
 * before its entry expires so the others never have to; a non-owner does neither.
 */
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
      followServer(state, logger);
      refreshing(id);
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
