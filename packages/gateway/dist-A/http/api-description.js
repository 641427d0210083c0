import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const SECURITY = {
    public: [],
    runtime: [{ runtimeToken: [] }],
    admin: [{ adminToken: [] }],
};
/**
 * Registers @fastify/swagger on `app` itself, so it sees every route declared afterwards (in any
 * child scope) and builds an OpenAPI 3.1 document from their schemas. Each operation names the token
 * it needs from the route's `config.access`, the same value the bearer check reads.
 */
export function apiDescription(app) {
    void app.register(swagger, {
        openapi: {
            openapi: '3.1.0',
            info: {
                title: 'asixto-gateway',
                version,
                description: 'Between Asixto agents and each company’s MCP tool servers. Runtime token: the catalog and tool calls; admin token: tenants, servers, certification and the console’s routes. Errors: `{ error: { code, message, field?, requestId? } }`.',
            },
            components: {
                securitySchemes: {
                    runtimeToken: { type: 'http', scheme: 'bearer', description: 'GATEWAY_RUNTIME_TOKENS' },
                    adminToken: { type: 'http', scheme: 'bearer', description: 'GATEWAY_ADMIN_TOKENS' },
                },
            },
        },
        transform({ schema, url, route }) {
            const access = route.config?.access ?? 'public';
            return { schema: { ...schema, security: SECURITY[access] }, url };
        },
    });
}
/** `GET /openapi.json`: the document, for anyone (it describes the API, it grants nothing). */
export function apiDescriptionRoutes(app) {
    app.get('/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async function openapi() {
        return app.swagger();
    });
}
//# sourceMappingURL=api-description.js.map