/** Log levels pino understands, in the order of increasing verbosity. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
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
    maxListBytes: 4 * 1024 * 1024,
    maxCallBytes: 8 * 1024 * 1024,
    maxListenEventBytes: 64 * 1024,
    maxCallsPerServer: 32,
    breakerFailures: 5,
    breakerHalfOpenMs: 10_000,
    refreshMinIntervalMs: 2_000,
    rateLimitPerSecond: 200,
    rateLimitBurst: 400,
    redisPrefix: 'asixto:gateway:',
};
/** Minimum lengths: short bearer tokens and keys are guessable. */
export const MIN_TOKEN_LENGTH = 16;
export const MIN_SECRET_KEY_LENGTH = 32;
//# sourceMappingURL=service-config.js.map