export declare const USAGE = "Usage: asixto-gateway serve [--config FILE]\n\nStarts the gateway HTTP service. Configuration comes from the environment; an optional JSON file\n(--config FILE or GATEWAY_CONFIG) supplies defaults, and a variable that is set wins over the file.\n\n  GATEWAY_PORT                 port (default 8080)\n  GATEWAY_HOST                 interface (default 127.0.0.1)\n  GATEWAY_DATA_DIR             registry directory (default ./data)\n  GATEWAY_RUNTIME_TOKENS       agent runtime bearer tokens, comma-separated (required)\n  GATEWAY_ADMIN_TOKENS         administration bearer tokens, comma-separated (required)\n  GATEWAY_SECRET_KEY           key that encrypts stored credentials (required, >= 32 chars)\n  GATEWAY_DEV_MODE=1           allow http:// and loopback/private upstreams (development only)\n  GATEWAY_METRICS_PUBLIC=1     serve /metrics without a token (default: admin token required)\n  GATEWAY_LOG_LEVEL            fatal|error|warn|info|debug|trace|silent (default info)\n  GATEWAY_BODY_LIMIT_BYTES     largest request body (default 1048576)\n  GATEWAY_SHUTDOWN_TIMEOUT_MS  wait for in-flight requests on shutdown (default 10000)\n  GATEWAY_LANG                 es|en, default language of error messages (default es)\n\nExit codes: 0 clean shutdown, 2 could not start.\n";
export type CliArgs = {
    kind: 'serve';
    configFile?: string;
} | {
    kind: 'help';
} | {
    kind: 'error';
    message: string;
};
/** Pure parse of the command line (exit codes are decided by the caller). */
export declare function parseCliArgs(argv: readonly string[]): CliArgs;
//# sourceMappingURL=parse-cli-args.d.ts.map