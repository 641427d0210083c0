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
} as const satisfies Partial<ServiceConfig>;

/** Minimum lengths: short bearer tokens and keys are guessable. */
export const MIN_TOKEN_LENGTH = 16;
export const MIN_SECRET_KEY_LENGTH = 32;
