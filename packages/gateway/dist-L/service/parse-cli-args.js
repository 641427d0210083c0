export const USAGE = `Usage: asixto-gateway serve [--config FILE]

Starts the gateway HTTP service. Configuration comes from the environment; an optional JSON file
(--config FILE or GATEWAY_CONFIG) supplies defaults, and a variable that is set wins over the file.

  GATEWAY_PORT                 port (default 8080)
  GATEWAY_HOST                 interface (default 127.0.0.1)
  GATEWAY_DATA_DIR             registry directory (default ./data)
  GATEWAY_RUNTIME_TOKENS       agent runtime bearer tokens, comma-separated (required)
  GATEWAY_ADMIN_TOKENS         administration bearer tokens, comma-separated (required)
  GATEWAY_SECRET_KEY           key that encrypts stored credentials (required, >= 32 chars)
  GATEWAY_DEV_MODE=1           allow http:// and loopback/private upstreams (development only)
  GATEWAY_METRICS_PUBLIC=1     serve /metrics without a token (default: admin token required)
  GATEWAY_LOG_LEVEL            fatal|error|warn|info|debug|trace|silent (default info)
  GATEWAY_BODY_LIMIT_BYTES     largest request body (default 1048576)
  GATEWAY_SHUTDOWN_TIMEOUT_MS  wait for in-flight requests on shutdown (default 10000)
  GATEWAY_LANG                 es|en, default language of error messages (default es)

Exit codes: 0 clean shutdown, 2 could not start.
`;
/** Pure parse of the command line (exit codes are decided by the caller). */
export function parseCliArgs(argv) {
    if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
        return { kind: 'help' };
    }
    const [command, ...rest] = argv;
    if (command !== 'serve')
        return { kind: 'error', message: `Unknown command: ${command}` };
    let configFile;
    for (let i = 0; i < rest.length; i++) {
        const arg = rest[i] ?? '';
        if (arg === '--config') {
            const value = rest[++i];
            if (value === undefined || value.startsWith('--'))
                return { kind: 'error', message: '--config needs a file path' };
            configFile = value;
        }
        else if (arg.startsWith('--config=')) {
            configFile = arg.slice('--config='.length);
        }
        else {
            return { kind: 'error', message: `Unknown option: ${arg}` };
        }
    }
    return configFile === undefined ? { kind: 'serve' } : { kind: 'serve', configFile };
}
//# sourceMappingURL=parse-cli-args.js.map