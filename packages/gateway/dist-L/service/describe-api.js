import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { CONFIG_DEFAULTS } from '../config/service-config.js';
import { createGatewayService } from './create-gateway-service.js';
/**
 * The OpenAPI 3.1 document of the HTTP API, as `GET /openapi.json` serves it with the default
 * configuration. Builds a throwaway service (temporary registry, random tokens, never listening)
 * so `npm run openapi` can write the committed copy without a running gateway. A running service
 * serves that committed copy; a test keeps it equal to what this generates.
 */
export async function describeApi() {
    const dataDir = mkdtempSync(join(tmpdir(), 'asixto-openapi-'));
    const token = () => randomBytes(24).toString('hex');
    const service = createGatewayService({
        ...CONFIG_DEFAULTS,
        dataDir,
        runtimeTokens: [token()],
        adminTokens: [token()],
        secretKey: randomBytes(32).toString('hex'),
    }, { logger: pino({ level: 'silent' }), defaultMetrics: false, describeRoutes: true });
    try {
        await service.app.ready();
        return service.app.swagger();
    }
    finally {
        await service.close();
        rmSync(dataDir, { recursive: true, force: true });
    }
}
//# sourceMappingURL=describe-api.js.map