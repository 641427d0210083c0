import type { RefreshEvent } from '../catalog/server-catalog.js';
import type { GatewayLogger } from '../logger.js';
import type { GatewayObserver } from '../observer.js';
import type { RegistryStore, ServerPatch, ServerStatus } from '../registry/registry-store.js';
import { classifyFailure } from '../upstream/index.js';
import type { ServerState } from './server-state.js';

export interface ServerLifecycleDeps {
  store: RegistryStore;
  logger: GatewayLogger;
  observer: Required<GatewayObserver>;
  /** Whether `state` is still the one this process runs for its id (not replaced, not removed). */
  isCurrent(state: ServerState): boolean;
  isClosed(): boolean;
}

/** How a server's status changes are applied: in memory at once, in the registry in order, logged once. */
export interface ServerLifecycle {
  statusOf(state: ServerState): ServerStatus;
  /** Applies a patch in memory now and writes it behind the previous writes of this server. */
  persist(state: ServerState, patch: ServerPatch): Promise<void>;
  /** Recomputes the status; persists and logs a transition (so each one is logged once). */
  updateStatus(state: ServerState): void;
  /** What a listing of the server means for its status (the catalog's `onRefresh`). */
  onRefresh(state: ServerState, event: RefreshEvent): void;
}

export function createServerLifecycle(deps: ServerLifecycleDeps): ServerLifecycle {
  const { store, logger, observer } = deps;

  const statusOf = (state: ServerState): ServerStatus => state.health.status(state.record.status);

  function persist(state: ServerState, patch: ServerPatch): Promise<void> {
    state.record = { ...state.record, ...patch };
    const write = state.writes.then(async () => {
      const row = await store.updateServer(state.record.id, patch);
      state.record = { ...state.record, updatedAt: row.updatedAt };
    });
    state.writes = write.catch((error: unknown) =>
      logger.error({ serverId: state.record.id, err: (error as Error).message }, 'registry write failed'),
    );
    return write;
  }

  function updateStatus(state: ServerState): void {
    // A state replaced by a re-registration must not write over its successor.
    if (!deps.isCurrent(state)) return;
    const next = statusOf(state);
    const previous = state.record.status;
    if (next === previous) return;
    const log = { serverId: state.record.id, company: state.record.company, from: previous, to: next };
    if (next === 'needs_recertification') {
      logger.warn(
        { ...log, changedTools: state.health.changedTools },
        'certified tools changed; withheld until recertification',
      );
    } else if (next === 'degraded') {
      logger.warn(log, 'server degraded: serving its last good catalog until it expires');
    } else {
      logger.info(log, 'server status changed');
    }
    persist(state, { status: next }).catch(() => undefined); // logged by persist
  }

  function onRefresh(state: ServerState, event: RefreshEvent): void {
    // Listings cut short by close() say nothing about the server; do not record them.
    if (deps.isClosed()) return;
    const ids = { serverId: state.record.id, company: state.record.company, reason: event.reason };
    if (event.ok && event.entry.withheld) {
      logger.info(ids, 'tools withheld until their notified change is listed (this server lists slowly)');
    } else if (event.ok) {
      const waiting = event.entry.tools.filter((t) => t.pin === 'uncertified').length;
      logger.debug(
        { ...ids, tools: event.entry.tools.length, waiting, dropped: event.dropped },
        'catalog refreshed',
      );
    } else {
      const code = classifyFailure(event.error).code;
      observer.upstreamError({ company: state.record.company, serverId: state.record.id, code });
      logger.warn({ ...ids, code, keptLastGood: event.kept }, 'catalog refresh failed');
    }
    updateStatus(state);
  }

  return { statusOf, persist, updateStatus, onRefresh };
}
