import { readFileSync } from 'node:fs';
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
 *
 * Only `describeApi` does this: swagger, its schema resolver and yaml are ~130 modules that a running
 * service would load to rebuild a document that cannot differ from the committed one.
 */
export function describeRoutes(app) {
    void app.register(import('@fastify/swagger'), {
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
// packages/gateway/openapi.json, from src/http/ and dist/http/ alike; shipped in the package.
const committedPath = new URL('../../openapi.json', import.meta.url);
let committed;
/**
 * `GET /openapi.json`: the document, for anyone (it describes the API, it grants nothing). The
 * committed copy, read once; or, with `generated`, what swagger builds from the routes.
 */
export function apiDescriptionRoutes(app, { generated }) {
    app.get('/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async function openapi(_request, reply) {
        if (generated)
            return app.swagger();
        committed ??= readFileSync(committedPath, 'utf8');
        return reply.type('application/json; charset=utf-8').send(committed);
    });
}
//# sourceMappingURL=api-description.js.map