import { renderMessage } from '@asixto/contract';
import { isGatewayError } from '../errors.js';
import { SERVICE_MESSAGES } from '../messages/service-messages.js';
/**
 * One line for an operator when the service cannot start: what is wrong and what to do, never a
 * stack trace. `undefined` for a fault that is not a known startup problem (the caller shows it).
 */
export function describeStartupProblem(error, config, lang) {
    const detail = error instanceof Error ? error.message : String(error);
    if (isGatewayError(error, 'GATEWAY_CREDENTIAL_UNREADABLE')) {
        return renderMessage(SERVICE_MESSAGES, 'startupCredentials', lang, { detail });
    }
    if (isGatewayError(error, 'GATEWAY_ENGINE_UNAVAILABLE')) {
        const host = config.redisUrl === undefined ? '?' : engineHost(config.redisUrl);
        return renderMessage(SERVICE_MESSAGES, 'startupRedis', lang, { host, detail });
    }
    if (isGatewayError(error, 'GATEWAY_REGISTRY_FAILURE') && config.databaseUrl !== undefined) {
        return renderMessage(SERVICE_MESSAGES, 'startupDatabase', lang, {
            host: engineHost(config.databaseUrl),
            detail,
        });
    }
    if (isGatewayError(error, 'GATEWAY_REGISTRY_FAILURE') ||
        isGatewayError(error, 'GATEWAY_INVALID_SECRET_KEY')) {
        return renderMessage(SERVICE_MESSAGES, 'startupRegistry', lang, { dataDir: config.dataDir, detail });
    }
    const code = error?.code;
    if (typeof code === 'string' && ['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL'].includes(code)) {
        return renderMessage(SERVICE_MESSAGES, 'startupListen', lang, {
            host: config.host,
            port: config.port,
            detail: code,
        });
    }
    return undefined;
}
/** Host and port of an engine URL, never its password. */
export function engineHost(url) {
    try {
        return new URL(url).host;
    }
    catch {
        return '?';
    }
}
//# sourceMappingURL=startup-problem.js.map