import type { ServiceConfig } from './service-config.js';

/** How a setting is documented: its variable and what it does (its default is `CONFIG_DEFAULTS`'). */
export interface ConfigSetting {
  /** The environment variable (a set variable wins over the JSON file's `key`). */
  readonly env: string;
  /** What the setting does, for an operator. */
  readonly meaning: string;
  /** For a setting without a default: what leaving it out means (`required`, `unset (…)`). */
  readonly absent?: string;
}

/**
 * Every setting of the service: its variable and meaning. The one source of the configuration
 * table (`npm run docs:config` writes it into scripts/README.md; a test fails when it is stale)
 * and of `CONFIG_ENV`. Defaults are `CONFIG_DEFAULTS`; types and checks, `loadConfig`.
 */
export const CONFIG_SETTINGS = {
  port: { env: 'GATEWAY_PORT', meaning: 'TCP port (0 = any free port)' },
  host: { env: 'GATEWAY_HOST', meaning: 'interface to listen on' },
  dataDir: { env: 'GATEWAY_DATA_DIR', meaning: 'directory of the registry (`gateway.sqlite`)' },
  runtimeTokens: {
    env: 'GATEWAY_RUNTIME_TOKENS',
    absent: 'required',
    meaning: 'agent-runtime bearer tokens, comma-separated (≥ 16 chars each)',
  },
  adminTokens: {
    env: 'GATEWAY_ADMIN_TOKENS',
    absent: 'required',
    meaning: 'administration bearer tokens, comma-separated; must differ from runtime tokens',
  },
  secretKey: {
    env: 'GATEWAY_SECRET_KEY',
    absent: 'required',
    meaning: 'credential-encryption key (64 hex chars recommended; ≥ 32 chars)',
  },
  devMode: { env: 'GATEWAY_DEV_MODE', meaning: 'allow `http://` and loopback/private upstreams' },
  metricsPublic: { env: 'GATEWAY_METRICS_PUBLIC', meaning: 'serve `/metrics` without a token' },
  logLevel: {
    env: 'GATEWAY_LOG_LEVEL',
    meaning:
      'pino level; JSON lines on stdout, written in batches (4 KiB or 250 ms) and flushed on exit (`serviceLogDestination`)',
  },
  bodyLimitBytes: { env: 'GATEWAY_BODY_LIMIT_BYTES', meaning: 'largest request body (413 above)' },
  shutdownTimeoutMs: {
    env: 'GATEWAY_SHUTDOWN_TIMEOUT_MS',
    meaning: 'how long shutdown waits for in-flight requests',
  },
  lang: {
    env: 'GATEWAY_LANG',
    meaning: 'default language of error messages (`Accept-Language: en` per request)',
  },
  maxDiscoverBytes: {
    env: 'GATEWAY_MAX_DISCOVER_BYTES',
    meaning: 'largest `server/discover` answer of a tenant server',
  },
  maxListBytes: {
    env: 'GATEWAY_MAX_LIST_BYTES',
    meaning: 'largest `tools/list` listing, all pages together (a certification reads no more)',
  },
  maxCallBytes: {
    env: 'GATEWAY_MAX_CALL_BYTES',
    meaning: 'largest `tools/call` answer (above: `tool_error` `SYSTEM`)',
  },
  maxListenEventBytes: {
    env: 'GATEWAY_MAX_LISTEN_EVENT_BYTES',
    meaning: 'largest event of a `subscriptions/listen` stream',
  },
  maxJsonDepth: {
    env: 'GATEWAY_MAX_JSON_DEPTH',
    meaning:
      'nesting of arrays and objects in a tenant answer (each event of a stream) or a request body (8–512; above: cut before parsing, `tool_error` `SYSTEM` / failed listing / 400 `BODY_TOO_COMPLEX`)',
  },
  maxJsonElements: {
    env: 'GATEWAY_MAX_JSON_ELEMENTS',
    meaning: 'elements and keys of a tenant answer or a request body (same consequences)',
  },
  refreshBackoffMaxMs: {
    env: 'GATEWAY_REFRESH_BACKOFF_MAX_MS',
    meaning:
      'longest wait between two listings of a server whose listings keep failing (the wait doubles from 5 s per failure)',
  },
  maxCallsPerServer: {
    env: 'GATEWAY_MAX_CALLS_PER_SERVER',
    meaning: 'calls in flight to one tenant server (above: `unavailable` at once)',
  },
  breakerFailures: {
    env: 'GATEWAY_BREAKER_FAILURES',
    meaning: "consecutive timeouts/unavailabilities that open a server's breaker",
  },
  breakerHalfOpenMs: {
    env: 'GATEWAY_BREAKER_HALF_OPEN_MS',
    meaning: 'how long an open breaker waits before one trial call',
  },
  refreshMinIntervalMs: {
    env: 'GATEWAY_REFRESH_MIN_INTERVAL_MS',
    meaning:
      'least time between two listings asked for by `toolsListChanged` (a costly listing waits longer: 100 × its preparation time)',
  },
  rateLimitPerSecond: {
    env: 'GATEWAY_RATE_LIMIT_PER_SECOND',
    meaning:
      'runtime requests (`/v1/catalog`, `/v1/call`, `/mcp/…`; each message of a JSON-RPC batch) per second per company in one instance; beyond: 429 `RATE_LIMITED` with `Retry-After`; 0 turns it off',
  },
  rateLimitBurst: {
    env: 'GATEWAY_RATE_LIMIT_BURST',
    meaning: 'runtime requests a company may make at once after being idle',
  },
  authFailuresPerSecond: {
    env: 'GATEWAY_AUTH_FAILURES_PER_SECOND',
    meaning:
      'failed authentications per second a client address may make, sustained; beyond its burst: 429 `AUTH_THROTTLED` with `Retry-After`, credential not checked; 0 turns it off',
  },
  authFailuresBurst: {
    env: 'GATEWAY_AUTH_FAILURES_BURST',
    meaning: 'failed authentications an address may make at once',
  },
  trustProxy: {
    env: 'GATEWAY_TRUST_PROXY',
    absent: "unset (the socket's address)",
    meaning:
      'the client address behind proxies: a hop count (`1`) or addresses/CIDRs (`10.0.0.0/8,127.0.0.1`) whose `X-Forwarded-For` is believed',
  },
  auditRetentionDays: {
    env: 'GATEWAY_AUDIT_RETENTION_DAYS',
    meaning: 'days an audit entry is kept (deleted at start and hourly)',
  },
  callRecordRetentionDays: {
    env: 'GATEWAY_CALL_RECORD_RETENTION_DAYS',
    meaning: 'days a call record is kept (PostgreSQL drops whole day partitions; SQLite deletes rows)',
  },
  callRecordQueue: {
    env: 'GATEWAY_CALL_RECORD_QUEUE',
    meaning:
      'call records waiting to be written; beyond it new ones are dropped and counted, never blocking a call',
  },
  maxConnections: {
    env: 'GATEWAY_MAX_CONNECTIONS',
    meaning:
      "open connections to the HTTP server; lowered to the process's open-file limit − 256 when that is less (logged at start); from 90 % idle keep-alive connections and requests stalled 500 ms are closed to keep room; beyond: new connections closed at once",
  },
  headersTimeoutMs: {
    env: 'GATEWAY_HEADERS_TIMEOUT_MS',
    meaning:
      "time for a request's complete headers, a connection's first byte included (408 / closed beyond); at most `GATEWAY_REQUEST_TIMEOUT_MS`",
  },
  requestTimeoutMs: {
    env: 'GATEWAY_REQUEST_TIMEOUT_MS',
    meaning: 'time to receive a whole request, headers and body (408 beyond)',
  },
  keepAliveTimeoutMs: {
    env: 'GATEWAY_KEEP_ALIVE_TIMEOUT_MS',
    meaning:
      "how long a keep-alive connection may stay idle (keep it above the load balancer's idle timeout)",
  },
  maxRequestsPerConnection: {
    env: 'GATEWAY_MAX_REQUESTS_PER_CONNECTION',
    meaning: 'requests served on one connection before it is closed; 0: no limit',
  },
  maxListenStreams: {
    env: 'GATEWAY_MAX_LISTEN_STREAMS',
    meaning:
      'open `subscriptions/listen` streams of the MCP endpoint in one instance, at most half `GATEWAY_MAX_CONNECTIONS`; the next is refused with JSON-RPC `-32603`',
  },
  maxListenStreamsPerCompany: {
    env: 'GATEWAY_MAX_LISTEN_STREAMS_PER_COMPANY',
    meaning: 'open listen streams of one company in one instance; 0 refuses every listen',
  },
  listenIdleTimeoutMs: {
    env: 'GATEWAY_LISTEN_IDLE_TIMEOUT_MS',
    meaning:
      'a listen stream that has delivered no notification for this long is ended (the client listens again)',
  },
  listenMaxLifetimeMs: {
    env: 'GATEWAY_LISTEN_MAX_LIFETIME_MS',
    meaning: 'a listen stream is ended at this age (the client listens again)',
  },
  databaseUrl: {
    env: 'GATEWAY_DATABASE_URL',
    absent: 'unset (SQLite in `GATEWAY_DATA_DIR`)',
    meaning:
      '`postgres://…`: the registry in PostgreSQL, shared by several instances (see "Running several instances" in the root README)',
  },
  redisUrl: {
    env: 'GATEWAY_REDIS_URL',
    absent: 'unset',
    meaning: '`redis://…`: shared catalog cache and coordination; needs `GATEWAY_DATABASE_URL`',
  },
  redisPrefix: {
    env: 'GATEWAY_REDIS_PREFIX',
    meaning: 'prefix of every Redis key and pub/sub channel (and of the PostgreSQL notice channel)',
  },
  instanceId: {
    env: 'GATEWAY_INSTANCE_ID',
    absent: 'hostname-pid-random',
    meaning: "this instance's name in logs, metrics, leases and `pg_stat_activity`",
  },
} as const satisfies Record<keyof ServiceConfig, ConfigSetting>;
