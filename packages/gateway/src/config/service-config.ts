import type { Lang } from '@asixto/contract';

/** Log levels pino understands, in the order of increasing verbosity. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The validated configuration of the gateway HTTP service. What each setting means, and its
 * variable: `CONFIG_SETTINGS` (config-settings.ts); its default: `CONFIG_DEFAULTS` below.
 */
export interface ServiceConfig {
  port: number;
  host: string;
  dataDir: string;
  runtimeTokens: string[];
  adminTokens: string[];
  secretKey: string;
  devMode: boolean;
  logLevel: LogLevel;
  metricsPublic: boolean;
  bodyLimitBytes: number;
  shutdownTimeoutMs: number;
  lang: Lang;
  maxDiscoverBytes: number;
  maxListBytes: number;
  maxCallBytes: number;
  maxListenEventBytes: number;
  maxJsonDepth: number;
  maxJsonElements: number;
  refreshBackoffMaxMs: number;
  maxCallsPerServer: number;
  breakerFailures: number;
  breakerHalfOpenMs: number;
  refreshMinIntervalMs: number;
  rateLimitPerSecond: number;
  rateLimitBurst: number;
  authFailuresPerSecond: number;
  authFailuresBurst: number;
  auditRetentionDays: number;
  callRecordRetentionDays: number;
  callRecordQueue: number;
  trustProxy?: number | string[];
  maxConnections: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxRequestsPerConnection: number;
  maxListenStreams: number;
  maxListenStreamsPerCompany: number;
  listenIdleTimeoutMs: number;
  listenMaxLifetimeMs: number;
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix: string;
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
