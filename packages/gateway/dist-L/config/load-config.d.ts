import type { Lang } from '@asixto/contract';
import type { ServiceConfig } from './service-config.js';
/** Environment variable of each setting. A variable that is set wins over the file. */
export declare const CONFIG_ENV: {
    readonly port: "GATEWAY_PORT";
    readonly host: "GATEWAY_HOST";
    readonly dataDir: "GATEWAY_DATA_DIR";
    readonly runtimeTokens: "GATEWAY_RUNTIME_TOKENS";
    readonly adminTokens: "GATEWAY_ADMIN_TOKENS";
    readonly secretKey: "GATEWAY_SECRET_KEY";
    readonly devMode: "GATEWAY_DEV_MODE";
    readonly logLevel: "GATEWAY_LOG_LEVEL";
    readonly metricsPublic: "GATEWAY_METRICS_PUBLIC";
    readonly bodyLimitBytes: "GATEWAY_BODY_LIMIT_BYTES";
    readonly shutdownTimeoutMs: "GATEWAY_SHUTDOWN_TIMEOUT_MS";
    readonly lang: "GATEWAY_LANG";
    readonly maxDiscoverBytes: "GATEWAY_MAX_DISCOVER_BYTES";
    readonly maxListBytes: "GATEWAY_MAX_LIST_BYTES";
    readonly maxCallBytes: "GATEWAY_MAX_CALL_BYTES";
    readonly maxListenEventBytes: "GATEWAY_MAX_LISTEN_EVENT_BYTES";
    readonly maxCallsPerServer: "GATEWAY_MAX_CALLS_PER_SERVER";
    readonly breakerFailures: "GATEWAY_BREAKER_FAILURES";
    readonly breakerHalfOpenMs: "GATEWAY_BREAKER_HALF_OPEN_MS";
    readonly refreshMinIntervalMs: "GATEWAY_REFRESH_MIN_INTERVAL_MS";
    readonly rateLimitPerSecond: "GATEWAY_RATE_LIMIT_PER_SECOND";
    readonly rateLimitBurst: "GATEWAY_RATE_LIMIT_BURST";
    readonly databaseUrl: "GATEWAY_DATABASE_URL";
    readonly redisUrl: "GATEWAY_REDIS_URL";
    readonly redisPrefix: "GATEWAY_REDIS_PREFIX";
    readonly instanceId: "GATEWAY_INSTANCE_ID";
};
/** The variable naming the optional JSON configuration file. */
export declare const CONFIG_FILE_ENV = "GATEWAY_CONFIG";
export type ConfigResult = {
    ok: true;
    config: ServiceConfig;
} | {
    ok: false;
    problems: string[];
};
export interface LoadConfigOptions {
    /** Path of the JSON file; defaults to `env.GATEWAY_CONFIG`. */
    file?: string;
    /** Language of the problem messages. */
    lang?: Lang;
}
/**
 * Reads the service configuration from the environment and an optional JSON file (camelCase keys
 * named like {@link ServiceConfig}), environment first, then validates every setting and returns
 * all problems at once so an operator fixes them in one go.
 */
export declare function loadConfig(env: Readonly<Record<string, string | undefined>>, options?: LoadConfigOptions): ConfigResult;
/** Renders a failed {@link ConfigResult} as the text printed before exiting with code 2. */
export declare function formatConfigProblems(problems: readonly string[], lang?: Lang): string;
//# sourceMappingURL=load-config.d.ts.map