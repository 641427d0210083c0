import type { SharedTokenCache } from './oauth/shared-token-cache.js';
import type { CallTracer } from './telemetry/call-tracer.js';
import type { Channel, Lang } from '@asixto/contract';
import type { FetchLike } from '@modelcontextprotocol/client';
import type { CatalogCache } from './catalog/catalog-cache.js';
import type { OwnershipCoordinator } from './coordination/ownership-coordinator.js';
import type { GatewayLogger } from './logger.js';
import type { GatewayObserver } from './observer.js';
import type { RegistryNotices } from './registry/registry-notices.js';
import type { RegistryStore } from './registry/registry-store.js';
import type { ListenBackoffOptions, ServerGuardOptions, UpstreamLimits } from './upstream/index.js';

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
  /** Spans per call and per upstream attempt; the service passes OpenTelemetry's when configured. */
  tracer?: CallTracer;
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
