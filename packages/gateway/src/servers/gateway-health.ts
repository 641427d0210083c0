import type { CatalogCache } from '../catalog/catalog-cache.js';
import type { SharedEntryRejections } from '../catalog/shared-entry-rejections.js';
import type { OwnershipCoordinator } from '../coordination/ownership-coordinator.js';
import type { RegistryNotices } from '../registry/registry-notices.js';
import type { RegistryStore, ServerStatus } from '../registry/registry-store.js';
import { createStorageCheck } from '../registry/storage-check.js';
import type { ServerDirectory } from './server-directory.js';
import type { ServerLifecycle } from './server-lifecycle.js';
import type { ServerState } from './server-state.js';
import type { BreakerState } from '../upstream/index.js';

/**
 * - `ok`: serving;
 * - `degraded`: serving, but some tenant server is degraded or has its breaker open;
 * - `failing`: the registry cannot be written (`problems` says why): the instance should be replaced;
 * - `closed`: shut down.
 */
export type GatewayStatus = 'ok' | 'degraded' | 'failing' | 'closed';

export interface GatewayHealth {
  status: GatewayStatus;
  /** Why the status is not `ok`, in words for an operator. */
  problems: string[];
  tenants: number;
  servers: {
    total: number;
    byStatus: Record<ServerStatus, number>;
    /** One line per server: where it stands and its breaker. */
    detail: { id: string; company: string; status: ServerStatus; breaker: BreakerState }[];
  };
  /**
   * Entries of the shared catalog cache (Redis) this instance refused since it started: forged,
   * oversized or malformed (cluster mode only). One in the last 15 minutes is also a problem.
   */
  sharedCache?: SharedEntryRejections;
}

const EMPTY_BY_STATUS = (): Record<ServerStatus, number> => ({
  pending: 0,
  certified: 0,
  failed: 0,
  degraded: 0,
  needs_recertification: 0,
});

/** The health of a gateway that was shut down. */
export function closedHealth(): GatewayHealth {
  const servers = { total: 0, byStatus: EMPTY_BY_STATUS(), detail: [] };
  return { status: 'closed', problems: ['closed'], tenants: 0, servers };
}

/**
 * The health of a running gateway from its parts, as `summarizeHealth` judges it. Whether the
 * registry can be written is checked at most every few seconds (health is polled; it is a write).
 */
export function createHealthReport(parts: {
  directory: ServerDirectory;
  lifecycle: ServerLifecycle;
  store: RegistryStore;
  cache: CatalogCache;
  coordinator: OwnershipCoordinator;
  notices?: RegistryNotices | undefined;
  now(): number;
}): () => Promise<GatewayHealth> {
  const { directory, lifecycle, store, cache, coordinator, notices, now } = parts;
  const storage = createStorageCheck(() => store.checkWritable(), now);
  return async function healthReport() {
    return summarizeHealth({
      servers: directory.servers(),
      statusOf: lifecycle.statusOf,
      tenants: directory.tenants.size,
      storageProblem: await storage.problem(),
      sharedStorage: store.shared ?? false,
      engineProblems: [notices?.problem(), cache.problem?.(), coordinator.problem()].filter(
        (p): p is string => p !== undefined,
      ),
      ...(cache.rejections ? { sharedRejections: cache.rejections(), now: now() } : {}),
    });
  };
}

/** How long a refused shared entry counts as a problem: the catalog TTL, after which none is left. */
export const REJECTION_PROBLEM_MS = 15 * 60_000;

/**
 * The health of a running gateway: `failing` when its own registry file cannot be written,
 * `degraded` when some server is degraded or has its breaker open, or a shared engine is lost
 * (the gateway itself still serves from memory), else `ok`.
 */
export function summarizeHealth(input: {
  servers: Iterable<ServerState>;
  statusOf(state: ServerState): ServerStatus;
  tenants: number;
  storageProblem: string | undefined;
  /** Whether the registry is a shared engine, whose loss degrades (see `RegistryStore.shared`). */
  sharedStorage?: boolean;
  /** Engines lost at run time (notice feed, shared cache, coordination): each degrades. */
  engineProblems?: readonly string[];
  /** Entries refused of the shared cache (a recent one degrades: someone writes to Redis). */
  sharedRejections?: SharedEntryRejections;
  now?: number;
}): GatewayHealth {
  const problems: string[] = [];
  if (input.storageProblem !== undefined) problems.push(`registry not writable: ${input.storageProblem}`);
  problems.push(...(input.engineProblems ?? []));
  const latest = input.sharedRejections?.recent[0];
  if (latest && (input.now ?? Date.now()) - Date.parse(latest.at) < REJECTION_PROBLEM_MS) {
    problems.push(
      `shared catalog entries refused: ${input.sharedRejections?.total} (latest: server ${latest.serverId}, ${latest.reason}, ${latest.at})`,
    );
  }
  const byStatus = EMPTY_BY_STATUS();
  const detail: GatewayHealth['servers']['detail'] = [];
  for (const state of input.servers) {
    const status = input.statusOf(state);
    const breaker = state.upstream.breaker;
    byStatus[status]++;
    detail.push({ id: state.record.id, company: state.record.company, status, breaker });
    if (status === 'degraded') problems.push(`server ${state.record.id} degraded`);
    if (breaker !== 'closed') problems.push(`server ${state.record.id} breaker ${breaker}`);
  }
  const failing = input.storageProblem !== undefined && !input.sharedStorage;
  const status = failing ? 'failing' : problems.length > 0 ? 'degraded' : 'ok';
  const servers = { total: detail.length, byStatus, detail };
  return {
    status,
    problems,
    tenants: input.tenants,
    servers,
    ...(input.sharedRejections ? { sharedCache: input.sharedRejections } : {}),
  };
}
