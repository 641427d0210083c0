import { readFileSync } from 'node:fs';
import { LANGS, renderMessage } from '@asixto/contract';
import type { Lang, MessageData } from '@asixto/contract';
import { SERVICE_MESSAGES } from '../messages/service-messages.js';
import type { ServiceMessageId } from '../messages/service-messages.js';
import { MAX_JSON_DEPTH_SETTING } from '../util/bounded-json.js';
import { CONFIG_SETTINGS } from './config-settings.js';
import { defaultInstanceId } from './default-instance-id.js';
import { CONFIG_DEFAULTS, LOG_LEVELS, MIN_SECRET_KEY_LENGTH, MIN_TOKEN_LENGTH } from './service-config.js';
import type { LogLevel, ServiceConfig } from './service-config.js';

/** Environment variable of each setting (from `CONFIG_SETTINGS`). A variable that is set wins over the file. */
export const CONFIG_ENV = Object.fromEntries(
  Object.entries(CONFIG_SETTINGS).map(([key, setting]) => [key, setting.env]),
) as { readonly [K in keyof typeof CONFIG_SETTINGS]: (typeof CONFIG_SETTINGS)[K]['env'] };

/** The bounds on tenant servers, request rates and retention: integer settings with their ranges. */
const BOUND_RANGES = {
  maxDiscoverBytes: [1024, 64 * 1024 * 1024],
  maxListBytes: [1024, 256 * 1024 * 1024],
  maxCallBytes: [1024, 256 * 1024 * 1024],
  maxListenEventBytes: [256, 16 * 1024 * 1024],
  // Every consumer of a parsed value is safe to the deepest allowed (JSON.stringify is not past ~5,000).
  maxJsonDepth: [8, MAX_JSON_DEPTH_SETTING],
  maxJsonElements: [1_000, 10_000_000],
  refreshBackoffMaxMs: [1_000, 3_600_000],
  maxCallsPerServer: [1, 100_000],
  breakerFailures: [1, 1_000],
  breakerHalfOpenMs: [100, 3_600_000],
  refreshMinIntervalMs: [0, 3_600_000],
  rateLimitPerSecond: [0, 1_000_000],
  rateLimitBurst: [1, 10_000_000],
  authFailuresPerSecond: [0, 1_000_000],
  authFailuresBurst: [1, 10_000_000],
  auditRetentionDays: [1, 36_500],
  callRecordRetentionDays: [1, 3_650],
  callRecordQueue: [100, 1_000_000],
  maxConnections: [16, 1_000_000],
  headersTimeoutMs: [1_000, 600_000],
  requestTimeoutMs: [1_000, 3_600_000],
  keepAliveTimeoutMs: [1_000, 3_600_000],
  maxRequestsPerConnection: [0, 100_000_000],
  maxListenStreams: [0, 1_000_000],
  maxListenStreamsPerCompany: [0, 1_000_000],
  listenIdleTimeoutMs: [1_000, 86_400_000],
  listenMaxLifetimeMs: [1_000, 604_800_000],
} as const;
type BoundKey = keyof typeof BOUND_RANGES;

/** The variable naming the optional JSON configuration file. */
export const CONFIG_FILE_ENV = 'GATEWAY_CONFIG';

export type ConfigResult = { ok: true; config: ServiceConfig } | { ok: false; problems: string[] };

export interface LoadConfigOptions {
  /** Path of the JSON file; defaults to `env.GATEWAY_CONFIG`. */
  file?: string;
  /** Language of the problem messages. */
  lang?: Lang;
}

type Key = keyof ServiceConfig;
const KEYS = Object.keys(CONFIG_ENV) as Key[];

/**
 * Reads the service configuration from the environment and an optional JSON file (camelCase keys
 * named like {@link ServiceConfig}), environment first, then validates every setting and returns
 * all problems at once so an operator fixes them in one go.
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
  options: LoadConfigOptions = {},
): ConfigResult {
  const lang = options.lang ?? 'es';
  const problems: string[] = [];
  const say = (id: ServiceMessageId, data?: MessageData): void => {
    problems.push(renderMessage(SERVICE_MESSAGES, id, lang, data));
  };

  const path = options.file ?? nonEmpty(env[CONFIG_FILE_ENV]);
  const fromFile = path === undefined ? {} : readConfigFile(path, say);

  // Each raw value with the name to cite when it is wrong: the variable, or `file:key`.
  const pick = (key: Key): { value: unknown; source: string } | undefined => {
    const fromEnv = env[CONFIG_ENV[key]];
    if (fromEnv !== undefined && fromEnv !== '') return { value: fromEnv, source: CONFIG_ENV[key] };
    if (Object.hasOwn(fromFile, key)) return { value: fromFile[key], source: `${path}:${key}` };
    return undefined;
  };

  const port = readInteger(pick('port'), 0, 65_535, CONFIG_DEFAULTS.port, say, 'configBadPort');
  const host = readString(pick('host'), CONFIG_DEFAULTS.host, say);
  const dataDir = readString(pick('dataDir'), CONFIG_DEFAULTS.dataDir, say);
  const runtimeTokens = readTokens(pick('runtimeTokens'), CONFIG_ENV.runtimeTokens, say);
  const adminTokens = readTokens(pick('adminTokens'), CONFIG_ENV.adminTokens, say);
  if (runtimeTokens.some((t) => adminTokens.includes(t))) say('configTokenOverlap');
  const secretKey = readSecretKey(pick('secretKey'), say);
  const devMode = readBoolean(pick('devMode'), CONFIG_DEFAULTS.devMode, say);
  const metricsPublic = readBoolean(pick('metricsPublic'), CONFIG_DEFAULTS.metricsPublic, say);
  const logLevel = readChoice(
    pick('logLevel'),
    LOG_LEVELS,
    CONFIG_DEFAULTS.logLevel,
    say,
    'configBadLogLevel',
  );
  const configLang = readChoice(pick('lang'), LANGS, CONFIG_DEFAULTS.lang, say, 'configBadLang');
  const bodyLimitBytes = readInteger(
    pick('bodyLimitBytes'),
    1024,
    64 * 1024 * 1024,
    CONFIG_DEFAULTS.bodyLimitBytes,
    say,
  );
  const shutdownTimeoutMs = readInteger(
    pick('shutdownTimeoutMs'),
    0,
    600_000,
    CONFIG_DEFAULTS.shutdownTimeoutMs,
    say,
  );

  const bounds = Object.fromEntries(
    (Object.keys(BOUND_RANGES) as BoundKey[]).map((key) => {
      const [min, max] = BOUND_RANGES[key];
      return [key, readInteger(pick(key), min, max, CONFIG_DEFAULTS[key], say)];
    }),
  ) as Record<BoundKey, number>;

  const trustProxy = readTrustProxy(pick('trustProxy'), say);
  // Node refuses headers that take longer than the whole request may.
  if (bounds.headersTimeoutMs > bounds.requestTimeoutMs) {
    say('configHeadersTimeout', {
      headers: CONFIG_ENV.headersTimeoutMs,
      request: CONFIG_ENV.requestTimeoutMs,
    });
  }

  const databaseUrl = readEngineUrl(pick('databaseUrl'), ['postgres:', 'postgresql:'], say);
  const redisUrl = readEngineUrl(pick('redisUrl'), ['redis:', 'rediss:'], say);
  if (redisUrl !== undefined && databaseUrl === undefined && pick('databaseUrl') === undefined) {
    say('configRedisWithoutDatabase', { redis: CONFIG_ENV.redisUrl, database: CONFIG_ENV.databaseUrl });
  }
  const redisPrefix = readString(pick('redisPrefix'), CONFIG_DEFAULTS.redisPrefix, say);
  const instanceId = readString(pick('instanceId'), defaultInstanceId(), say);
  if (!/^[\x21-\x7e]{1,128}$/.test(instanceId)) {
    say('configBadInstanceId', { source: CONFIG_ENV.instanceId });
  }

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      port,
      host,
      dataDir,
      runtimeTokens,
      adminTokens,
      secretKey,
      devMode,
      logLevel: logLevel as LogLevel,
      metricsPublic,
      bodyLimitBytes,
      shutdownTimeoutMs,
      lang: configLang as Lang,
      ...bounds,
      ...(trustProxy !== undefined ? { trustProxy } : {}),
      ...(databaseUrl !== undefined ? { databaseUrl } : {}),
      ...(redisUrl !== undefined ? { redisUrl } : {}),
      redisPrefix,
      instanceId,
    },
  };
}

/** Renders a failed {@link ConfigResult} as the text printed before exiting with code 2. */
export function formatConfigProblems(problems: readonly string[], lang: Lang = 'es'): string {
  const head = renderMessage(SERVICE_MESSAGES, 'configInvalid', lang, { count: problems.length });
  return [head, ...problems.map((p) => `  - ${p}`)].join('\n');
}

type Say = (id: ServiceMessageId, data?: MessageData) => void;
type Raw = { value: unknown; source: string } | undefined;

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

function readConfigFile(path: string, say: Say): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    say('configFileUnreadable', { path, reason: (error as Error).message });
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    say('configFileNotJson', { path, reason: (error as Error).message });
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    say('configFileNotObject', { path });
    return {};
  }
  const record = parsed as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!(KEYS as string[]).includes(key)) say('configUnknownKey', { key, path, known: KEYS.join(', ') });
  }
  return record;
}

function readInteger(
  raw: Raw,
  min: number,
  max: number,
  fallback: number,
  say: Say,
  id: ServiceMessageId = 'configBadInteger',
): number {
  if (raw === undefined) return fallback;
  const n = typeof raw.value === 'string' && /^\s*\d+\s*$/.test(raw.value) ? Number(raw.value) : raw.value;
  if (typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max) return n;
  say(id, { source: raw.source, value: String(raw.value), min, max });
  return fallback;
}

function readString(raw: Raw, fallback: string, say: Say): string {
  if (raw === undefined) return fallback;
  if (typeof raw.value === 'string' && raw.value.trim() !== '') return raw.value.trim();
  say('configBadString', { source: raw.source });
  return fallback;
}

function readBoolean(raw: Raw, fallback: boolean, say: Say): boolean {
  if (raw === undefined) return fallback;
  const v = raw.value;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === '1' || s === 'true' || s === 'yes') return true;
    if (s === '0' || s === 'false' || s === 'no') return false;
  }
  say('configBadBoolean', { source: raw.source, value: String(v) });
  return fallback;
}

function readChoice(
  raw: Raw,
  allowed: readonly string[],
  fallback: string,
  say: Say,
  id: ServiceMessageId,
): string {
  if (raw === undefined) return fallback;
  const v = typeof raw.value === 'string' ? raw.value.trim().toLowerCase() : raw.value;
  if (typeof v === 'string' && allowed.includes(v)) return v;
  say(id, { source: raw.source, value: String(raw.value), known: allowed.join(', ') });
  return fallback;
}

function readTokens(raw: Raw, name: string, say: Say): string[] {
  const list =
    raw === undefined
      ? []
      : typeof raw.value === 'string'
        ? raw.value.split(',')
        : Array.isArray(raw.value)
          ? raw.value.map((v) => (typeof v === 'string' ? v : ''))
          : [''];
  const tokens = list.map((t) => t.trim()).filter((t) => t !== '');
  if (tokens.length === 0) {
    say('configMissingTokens', { name });
    return [];
  }
  tokens.forEach((token, i) => {
    if (!/^[\x21-\x7e]+$/.test(token)) say('configBadToken', { name, index: i + 1 });
    else if (token.length < MIN_TOKEN_LENGTH)
      say('configShortToken', { name, index: i + 1, length: token.length, min: MIN_TOKEN_LENGTH });
  });
  return tokens;
}

function readSecretKey(raw: Raw, say: Say): string {
  if (raw === undefined || typeof raw.value !== 'string' || raw.value.trim() === '') {
    say('configMissingSecretKey', { min: MIN_SECRET_KEY_LENGTH });
    return '';
  }
  const key = raw.value.trim();
  if (key.length < MIN_SECRET_KEY_LENGTH)
    say('configShortSecretKey', { length: key.length, min: MIN_SECRET_KEY_LENGTH });
  return key;
}

/**
 * The proxies trusted for the client address: a hop count (`1`), or addresses and CIDRs separated
 * by commas (`10.0.0.0/8,127.0.0.1`), as Fastify's `trustProxy` takes them.
 */
function readTrustProxy(raw: Raw, say: Say): number | string[] | undefined {
  if (raw === undefined) return undefined;
  const value = raw.value;
  if (typeof value === 'number' || (typeof value === 'string' && /^\s*\d+\s*$/.test(value))) {
    const hops = Number(value);
    if (Number.isInteger(hops) && hops >= 1 && hops <= 100) return hops;
  } else {
    const list = (typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [])
      .map((v) => (typeof v === 'string' ? v.trim() : ''))
      .filter((v) => v !== '');
    if (list.length > 0 && list.every((v) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(v))) return list;
  }
  say('configBadTrustProxy', { source: raw.source, value: String(value) });
  return undefined;
}

/** An engine URL with one of the accepted schemes; the text is never echoed (it may hold a password). */
function readEngineUrl(raw: Raw, schemes: readonly string[], say: Say): string | undefined {
  if (raw === undefined) return undefined;
  const text = typeof raw.value === 'string' ? raw.value.trim() : '';
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url && schemes.includes(url.protocol) && url.hostname !== '') return text;
  say('configBadEngineUrl', { source: raw.source, schemes: schemes.map((s) => `${s}//`).join(', ') });
  return undefined;
}
