#!/usr/bin/env node
import { formatConfigProblems, loadConfig } from './config/load-config.js';
import { parseCliArgs, USAGE } from './service/parse-cli-args.js';
/**
 * `asixto-gateway serve`: configuration from the environment (and `GATEWAY_CONFIG` / `--config`),
 * JSON logs on stdout, problems on stderr. Exit codes: 0 after a clean shutdown, 2 when it could not
 * start (invalid configuration, a registry it cannot open or write, credentials sealed with another
 * key, port in use), with one line that says why and no stack trace.
 */
async function main(argv) {
    const args = parseCliArgs(argv);
    if (args.kind === 'help') {
        process.stdout.write(USAGE);
        return 0;
    }
    if (args.kind === 'error') {
        process.stderr.write(`${args.message}\n\n${USAGE}`);
        return 2;
    }
    const loaded = loadConfig(process.env, args.configFile === undefined ? {} : { file: args.configFile });
    if (!loaded.ok) {
        process.stderr.write(`${formatConfigProblems(loaded.problems)}\n`);
        return 2;
    }
    // Loaded only once the configuration is valid, so a bad configuration fails fast.
    const { createGatewayService } = await import('./service/create-gateway-service.js');
    const { describeStartupProblem } = await import('./service/startup-problem.js');
    const fail = async (error, service) => {
        const problem = describeStartupProblem(error, loaded.config, loaded.config.lang);
        process.stderr.write(`asixto-gateway: ${problem ?? error.message ?? String(error)}\n`);
        await service?.close().catch(() => undefined);
        return 2;
    };
    let service;
    try {
        service = createGatewayService(loaded.config);
    }
    catch (error) {
        return fail(error);
    }
    try {
        await service.listen();
    }
    catch (error) {
        return fail(error, service);
    }
    await new Promise((resolve) => {
        const stop = (signal) => {
            service.logger.info({ signal }, 'shutting down');
            process.off('SIGINT', stop);
            process.off('SIGTERM', stop);
            resolve();
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
    });
    await service.close();
    return 0;
}
main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
}, (error) => {
    process.stderr.write(`asixto-gateway: ${error.stack ?? String(error)}\n`);
    process.exitCode = 2;
});
//# sourceMappingURL=cli.js.map