import type { Lang } from '@asixto/contract';

/** Log levels pino understands, in the order of increasing verbosity. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The validated configuration of the gateway HTTP service. */
export interface ServiceConfig {
  /** TCP port; 0 lets the OS choose (tests). */
  port: number;
  host: string;
  /** Directory for the registry database (`gateway.sqlite`). */
  dataDir: string;
  /** Bearer tokens of the agent runtime: `POST /v1/catalog`, `POST /v1/call`. */
  runtimeTokens: string[];
  /** Bearer tokens of administration: tenants, servers, certification (and `/metrics` unless public). */
  adminTokens: string[];
  /** Key that encrypts upstream credentials at rest. */
  secretKey: string;
  /** Allows `http://` and loopback/private upstream URLs. Never in production. */
  devMode: boolean;
  logLevel: LogLevel;
  /** Serves `/metrics` without a token (for a scraper on a private network). */
  metricsPublic: boolean;
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /** How long shutdown waits for in-flight requests before cutting connections. */
  shutdownTimeoutMs: number;
  /** Default language of error messages (a request may ask for another with Accept-Language). */
  lang: Lang;
  /** Largest `server/discover` answer of a tenant server, in bytes. */
  maxDiscoverBytes: number;
  /** Largest `tools/list` listing (all pages), in bytes. */
  maxListBytes: number;
  /** Largest `tools/call` answer, in bytes (beyond it: `tool_error` SYSTEM). */
  maxCallBytes: number;
  /** Largest event of a `subscriptions/listen` stream, in bytes. */
  maxListenEventBytes: number;
  /** Nesting of arrays and objects in a tenant answer or a request body (beyond it: refused unparsed). */
  maxJsonDepth: number;
  /** Elements and keys of a tenant answer or a request body (beyond it: refused unparsed). */
  maxJsonElements: number;
  /** Longest wait between two listings of a server whose listings keep failing (exponential backoff). */
  refreshBackoffMaxMs: number;
  /** Calls in flight to one tenant server at once (beyond it: `unavailable` at once). */
  maxCallsPerServer: number;
  /** Consecutive timeouts/unavailabilities that open a server's circuit breaker. */
  breakerFailures: number;
  /** How long an open breaker waits before one trial call. */
  breakerHalfOpenMs: number;
  /** Least time between two listings of a server asked for by `toolsListChanged`. */
  refreshMinIntervalMs: number;
  /** Runtime requests (`/v1/catalog`, `/v1/call`, `/mcp/…`) per second per company and instance; 0: no limit. */
  rateLimitPerSecond: number;
  /** Runtime requests a company may make at once after being idle. */
  rateLimitBurst: number;
  /** Failed authentications per second a client address may make before 429 (0: no throttle). */
  authFailuresPerSecond: number;
  /** Failed authentications an address may make at once. */
  authFailuresBurst: number;
  /** Days the audit trail keeps an entry. */
  auditRetentionDays: number;
  /** Days the call records are kept (PostgreSQL: whole day partitions are dropped). */
  callRecordRetentionDays: number;
  /** Call records waiting to be written; beyond it new ones are dropped and counted. */
  callRecordQueue: number;
  /**
   * Which proxies' `X-Forwarded-For` gives the client address (failed-authentication throttle, logs):
   * a number of hops, or addresses/CIDRs; unset: the socket's address.
   */
  trustProxy?: number | string[];
  /**
   * Open connections to the HTTP server; at most the process's open-file limit less a reserve
   * (http/socket-budget.ts). Beyond: new connections are closed at once, idle keep-alive ones too.
   */
  maxConnections: number;
  /** Time a connection has to send the complete headers of a request, its first one included. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, headers and body (408 beyond). */
  requestTimeoutMs: number;
  /** How long a keep-alive connection may stay idle between two requests. */
  keepAliveTimeoutMs: number;
  /** Requests served on one connection before it is closed; 0: no limit. */
  maxRequestsPerConnection: number;
  /** Open `subscriptions/listen` streams of the MCP endpoint in this instance (at most half the connections). */
  maxListenStreams: number;
  /** Open `subscriptions/listen` streams of one company's MCP endpoint in this instance. */
  maxListenStreamsPerCompany: number;
  /** A listen stream that has delivered no notification for this long is ended (the client listens again). */
  listenIdleTimeoutMs: number;
  /** A listen stream is ended at this age, however busy (the client listens again). */
  listenMaxLifetimeMs: number;
  /** `postgres://…`: the registry lives in PostgreSQL (several instances); unset, SQLite in `dataDir`. */
  databaseUrl?: string;
  /** `redis://…`: shared catalog cache and coordination between instances (needs `databaseUrl`). */
  redisUrl?: string;
  /** Prefix of every Redis key and pub/sub channel (and PostgreSQL notice channel) of this deployment. */
  redisPrefix: string;
  /** This instance's name in logs, metrics and leases; default hostname, pid and a random suffix. */
  instanceId?: string;
}

/** Defaults of every optional setting. Tokens and the secret key have none on purpose. */
export const CONFIG_DEFAULTS = {
  port: 8080,
  host: '127.0.0.1',
  dataDir: './data',
  devMode: false,
  logLevel: 'info',
  metricsPublic: false,
  bodyLimitBytes: 1024 * 1024,
  shutdownTimeoutMs: 10_000,
  lang: 'es',
  maxDiscoverBytes: 256 * 1024,
  maxListBytes: 2 * 1024 * 1024,
  maxCallBytes: 8 * 1024 * 1024,
  maxListenEventBytes: 64 * 1024,
  maxJsonDepth: 64,
  maxJsonElements: 100_000,
  refreshBackoffMaxMs: 60_000,
  maxCallsPerServer: 32,
  breakerFailures: 5,
  breakerHalfOpenMs: 10_000,
  refreshMinIntervalMs: 2_000,
  rateLimitPerSecond: 200,
  rateLimitBurst: 400,
  authFailuresPerSecond: 10,
  authFailuresBurst: 20,
  auditRetentionDays: 400,
  callRecordRetentionDays: 30,
  callRecordQueue: 10_000,
  maxConnections: 4096,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 72_000,
  maxRequestsPerConnection: 1_000,
  maxListenStreams: 1_024,
  maxListenStreamsPerCompany: 64,
  listenIdleTimeoutMs: 600_000,
  listenMaxLifetimeMs: 3_600_000,
  redisPrefix: 'asixto:gateway:',
} as const satisfies Partial<ServiceConfig>;

/** Minimum lengths: short bearer tokens and keys are guessable. */
export const MIN_TOKEN_LENGTH = 16;
export const MIN_SECRET_KEY_LENGTH = 32;
