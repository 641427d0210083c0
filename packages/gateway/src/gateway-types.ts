import type { AccessLevel, Channel, Lang, ScenarioKey } from '@asixto/contract';
import type { TokenStatus } from './oauth/token-provider.js';
import type { SharedTokenCache } from './oauth/shared-token-cache.js';
import type { FetchLike } from '@modelcontextprotocol/client';
import type { CatalogCache } from './catalog/catalog-cache.js';
import type { OwnershipCoordinator } from './coordination/ownership-coordinator.js';
import type { CallOutcome } from './call/index.js';
import type { CertificationSummary } from './certification/certification-summary.js';
import type { GatewayContextInput } from './context/gateway-context.js';
import type { CatalogForResult } from './exposure/build-catalog.js';
import type { ExposurePreview } from './exposure/preview-exposure.js';
import type { PinState } from './catalog/prepared-tool.js';
import type { CatalogChangeListener } from './exposure/catalog-changes.js';
import type { SharedEntryRejections } from './catalog/shared-entry-rejections.js';
import type { GatewayLogger } from './logger.js';
import type { GatewayObserver } from './observer.js';
import type { RegistryNotices } from './registry/registry-notices.js';
import type { RegistryStore, ServerEra, ServerStatus } from './registry/registry-store.js';
import type { LeakSummary } from './servers/leak-tally.js';
import type { Tenant, TenantInput } from './tenants/tenant.js';
import type {
  BreakerState,
  ListenBackoffOptions,
  ServerGuardOptions,
  UpstreamLimits,
} from './upstream/index.js';

export interface GatewayOptions {
  /** SQLite file of the embedded registry (created with its folder). Ignored when `store` is given. */
  databasePath?: string;
  /** Another registry implementation (e.g. PostgreSQL); the gateway closes it on `close()`. */
  store?: RegistryStore;
  /**
   * Key for credentials at rest (AES-256-GCM): 32 bytes as 64 hex characters or base64, or a
   * passphrase of at least 16 characters (stretched with scrypt).
   */
  secretKey: string | Uint8Array;
  /** Development mode: http and loopback/private upstreams allowed. Never in production. */
  devMode?: boolean;
  /** pino-compatible; default pino to stderr at `info`. */
  logger?: GatewayLogger;
  observer?: GatewayObserver;
  /** Call deadline per channel (page 07 defaults: chat 8 s, voice 4 s). */
  deadlines?: Partial<Record<Channel, number>>;
  /** Retries after a dropped connection within the deadline (page 07 default: 2). */
  maxRetries?: number;
  /** Catalog TTL (pages 02/07 default: 15 min). */
  cacheTtlMs?: number;
  /** After a failed listing, how long before an access tries again (default 5 s). */
  refreshRetryMs?: number;
  /** Least time between two listings asked for by `toolsListChanged` (default 2 s). */
  minRefreshIntervalMs?: number;
  /** Longest wait between two listings of a server whose listings keep failing (default 60 s). */
  refreshBackoffMaxMs?: number;
  /**
   * Change notices between instances sharing `store` (e.g. PostgreSQL LISTEN/NOTIFY): changes made
   * on other instances are loaded as they happen, and the whole registry after a lost feed. The
   * gateway starts and closes it.
   */
  notices?: RegistryNotices;
  /**
   * Who does each server's duties (listen stream, periodic listing) among instances; default this
   * process alone. The gateway starts and closes it.
   */
  coordinator?: OwnershipCoordinator;
  /** Another catalog cache (e.g. Redis-backed); default in-process. */
  catalogCache?: CatalogCache;
  /**
   * Where instances share OAuth access tokens (sealed), e.g. `createRedisTokenCache`; default none
   * (each instance asks for its own). The gateway closes it.
   */
  tokenCache?: SharedTokenCache;
  /** Fetch for upstream and certification traffic; default a guarded fetch per server. */
  fetch?: FetchLike;
  /** Language of certification findings (es default). */
  lang?: Lang;
  /** Budget of each request of a certification run (default 10 s). */
  certifyTimeoutMs?: number;
  /**
   * Certify in a worker thread (the service does): the engine's modules, memory and CPU stay off
   * the call path, a run stuck past its budget is stopped with its thread, and a hostile server can
   * exhaust only the worker's heap. Not with a custom `fetch`, which cannot cross into the thread.
   */
  certifyInWorker?: boolean;
  /** Backoff of `subscriptions/listen` reconnections. */
  listenBackoff?: ListenBackoffOptions;
  /** Byte bounds on what a tenant server may answer (discover, listing, call, listen event). */
  upstreamLimits?: Partial<UpstreamLimits>;
  /** Per-server bulkhead and circuit breaker of calls. */
  serverGuard?: Partial<ServerGuardOptions>;
  /** Clock, for tests of expiry. */
  now?: () => number;
}

/** A server as read APIs show it: never the credential, only whether one is stored. */
export interface ServerView {
  id: string;
  company: string;
  url: string;
  era: ServerEra | null;
  status: ServerStatus;
  hasCredential: boolean;
  /** The kind of credential (`null`: none); its secret parts are never shown. */
  authType: 'bearer' | 'oauth' | null;
  /** The OAuth token's expiry and last refresh (with its error), for an OAuth server. */
  oauth?: TokenStatus;
  certifiedTools: string[];
  /** Certified tools whose definition changed since certification: withheld until recertified. */
  changedTools: string[];
  /** The latest certification run (`null` before the first): when, its counts, why it could not run. */
  lastCertification: {
    certifiedAt: string;
    summary: { passed: number; blocking: number; warnings: number };
    fatal?: { code: string; message: string };
  } | null;
  /** The state of the circuit breaker of its calls. */
  breaker: BreakerState;
  /** Answers this instance's result guard had to clean lately (traces, secrets): a server that keeps leaking. */
  leaks: LeakSummary;
  createdAt: string;
  updatedAt: string;
}

/** A tenant with how many servers it has, by status (for an operator's list). */
export interface TenantSummary extends Tenant {
  servers: { total: number; byStatus: Partial<Record<ServerStatus, number>> };
}

/** One listed tool of a server as an operator reads it: never its description or schema. */
export interface ToolRow {
  serverId: string;
  name: string;
  prefixedName: string;
  title?: string;
  level: AccessLevel;
  capabilities: ScenarioKey[];
  verb?: string;
  pin: PinState;
  /** Certified, unchanged and not denied by the tenant's policy: some context can see it. */
  exposable: boolean;
}

/** How a certification is shown: the language of its findings (the gateway's own by default). */
export interface CertificationViewOptions {
  lang?: Lang;
}

export interface CertificationView extends CertificationSummary {
  serverId: string;
  /** The full certify report (findings, listed tools) of the latest run. */
  report: unknown;
}

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

export interface Gateway {
  registerTenant(input: TenantInput): Promise<Tenant>;
  registerServer(
    company: string,
    server: { url: string; token?: string; credential?: unknown },
    view?: CertificationViewOptions,
  ): Promise<{ serverId: string; certification: CertificationSummary }>;
  certifyServer(serverId: string, view?: CertificationViewOptions): Promise<CertificationSummary>;
  /**
   * Removes a server: stops its listen stream and calls, drops its cached catalog, its pins and
   * its sealed credential; its tools disappear from every catalog at once.
   */
  removeServer(serverId: string): Promise<void>;
  catalogFor(context: GatewayContextInput): Promise<CatalogForResult>;
  callTool(context: GatewayContextInput, prefixedName: string, args: unknown): Promise<CallOutcome>;
  listServers(company: string): Promise<ServerView[]>;
  /** Every tenant, in registration order, with its server counts. */
  listTenants(): Promise<TenantSummary[]>;
  /** One tenant with its server counts; throws `GATEWAY_UNKNOWN_COMPANY`. */
  getTenantSummary(company: string): Promise<TenantSummary>;
  /** One server; throws `GATEWAY_UNKNOWN_SERVER`. */
  getServer(serverId: string): Promise<ServerView>;
  /**
   * The server's listed tools with their pin and level: the cached listing (listed again when
   * expired), or for a server with nothing certified the tools of its last certification report.
   */
  listTools(serverId: string): Promise<ToolRow[]>;
  /**
   * What `catalogFor(context)` returns, plus every listed tool it leaves out and why (the same
   * decision function): for operators asking "why does the model not see this tool?".
   */
  previewExposure(context: GatewayContextInput): Promise<ExposurePreview>;
  getCertification(serverId: string, view?: CertificationViewOptions): Promise<CertificationView | undefined>;
  getTenant(company: string): Promise<Tenant | undefined>;
  /**
   * Calls `listener` whenever what `catalogFor` can expose for `company` may have changed: a new
   * or different listing (a changed definition withheld after a rug pull included), a
   * certification, a removal, a policy update. Synchronous and best-effort (a throwing listener
   * is logged); returns the unsubscribe function.
   */
  onCatalogChange(company: string, listener: CatalogChangeListener): () => void;
  health(): Promise<GatewayHealth>;
  /** Resolves once the registry is loaded; rejects with why it cannot be (e.g. a wrong secret key). */
  ready(): Promise<void>;
  close(): Promise<void>;
}
