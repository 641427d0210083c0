import type { FetchLike } from '@modelcontextprotocol/client';
import type { CatalogCache } from '../catalog/catalog-cache.js';
import { createServerCatalog } from '../catalog/server-catalog.js';
import type { RefreshEvent, ServerCatalog } from '../catalog/server-catalog.js';
import type { GatewayLogger } from '../logger.js';
import type { ServerRecord } from '../registry/registry-store.js';
import { createUpstream } from '../upstream/index.js';
import type {
  BreakerState,
  ListenBackoffOptions,
  ServerGuardOptions,
  ToolsListener,
  Upstream,
  UpstreamLimits,
} from '../upstream/index.js';
import { LeakTally } from './leak-tally.js';
import type { UpstreamCredential } from '../oauth/upstream-credential.js';
import type { TokenProvider } from '../oauth/token-provider.js';
import { ServerHealth } from './server-health.js';

/** One registered server as this process runs it. */
export interface ServerState {
  record: ServerRecord;
  /** The static bearer token, for a `bearer` credential. */
  readonly token: string | undefined;
  /** The token source, for an `oauth-client-credentials` credential. */
  readonly tokens: TokenProvider | undefined;
  readonly upstream: Upstream;
  readonly catalog: ServerCatalog;
  readonly health: ServerHealth;
  /** The calls whose answer the result guard had to clean, lately. */
  readonly leaks: LeakTally;
  listener: ToolsListener | undefined;
  /** Serializes registry writes for this server. */
  writes: Promise<unknown>;
}

export interface ServerStateDeps {
  devMode: boolean;
  fetch?: FetchLike;
  logger: GatewayLogger;
  listenBackoff?: ListenBackoffOptions;
  limits?: Partial<UpstreamLimits>;
  guard?: Partial<ServerGuardOptions>;
  onBreakerChange?(record: ServerRecord, state: BreakerState): void;
  cache: CatalogCache;
  ttlMs: number;
  retryAfterMs: number;
  minRefreshIntervalMs: number;
  refreshBackoffMaxMs?: number;
  now(): number;
  /** Told of every listing of this server, after its health took the facts in. */
  onRefresh(state: ServerState, event: RefreshEvent): void;
  /** The token provider of a server behind OAuth (its client, sealed cache and sharing). */
  tokenProvider(
    record: ServerRecord,
    credential: UpstreamCredential & { type: 'oauth-client-credentials' },
  ): TokenProvider;
}

/** Builds a server's upstream connector, health and catalog, in that order. */
export function createServerState(
  record: ServerRecord,
  credential: UpstreamCredential | undefined,
  deps: ServerStateDeps,
): ServerState {
  const health = new ServerHealth();
  const token = credential?.type === 'bearer' ? credential.token : undefined;
  const tokens =
    credential?.type === 'oauth-client-credentials' ? deps.tokenProvider(record, credential) : undefined;
  const upstream = createUpstream({
    serverId: record.id,
    company: record.company,
    url: record.url,
    ...(token !== undefined ? { token } : {}),
    ...(tokens !== undefined ? { auth: tokens } : {}),
    devMode: deps.devMode,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    logger: deps.logger,
    ...(deps.listenBackoff ? { listenBackoff: deps.listenBackoff } : {}),
    ...(deps.limits ? { limits: deps.limits } : {}),
    ...(deps.guard ? { guard: deps.guard } : {}),
    onBreakerChange: (breaker) => deps.onBreakerChange?.(record, breaker),
  });
  const catalog = createServerCatalog({
    serverId: record.id,
    company: record.company,
    listTools: () => upstream.listTools(),
    cache: deps.cache,
    ttlMs: deps.ttlMs,
    retryAfterMs: deps.retryAfterMs,
    minRefreshIntervalMs: deps.minRefreshIntervalMs,
    ...(deps.refreshBackoffMaxMs !== undefined ? { refreshBackoffMaxMs: deps.refreshBackoffMaxMs } : {}),
    listingParseMs: () => upstream.lastListingParseMs,
    now: deps.now,
    pins: () => health.pins,
    // Runs only after a listing, so long after `state` below is assigned.
    onRefresh: (event) => {
      health.refreshed(event);
      deps.onRefresh(state, event);
    },
  });
  const state: ServerState = {
    record,
    token,
    tokens,
    upstream,
    catalog,
    health,
    leaks: new LeakTally(),
    listener: undefined,
    writes: Promise.resolve(),
  };
  return state;
}
