import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { RouteAccess } from './bearer-auth.js';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// Role names in the requirement's array, as OpenAPI 3.1 allows for non-OAuth schemes.
const SECURITY: Record<RouteAccess, FastifySchema['security']> = {
  public: [],
  any: [{ runtimeToken: [] }, { adminToken: ['platform-admin', 'tenant-admin'] }],
  runtime: [{ runtimeToken: [] }],
  admin: [{ adminToken: ['platform-admin', 'tenant-admin'] }],
  platform: [{ adminToken: ['platform-admin'] }],
};

/**
 * Registers @fastify/swagger on `app` itself, so it sees every route declared afterwards (in any
 * child scope) and builds an OpenAPI 3.1 document from their schemas. Each operation names the token
 * it needs from the route's `config.access`, the same value the bearer check reads.
 *
 * Only `describeApi` does this: swagger, its schema resolver and yaml are ~130 modules that a running
 * service would load to rebuild a document that cannot differ from the committed one.
 */
export function describeRoutes(app: FastifyInstance): void {
  void app.register(import('@fastify/swagger'), {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'asixto-gateway',
        version,
        description:
          'Between Asixto agents and each company’s MCP tool servers. Runtime credentials: the catalog and tool calls, for their companies; admin credentials: tenants, servers, certification, keys, audit and the console’s routes (a tenant admin for its companies only, a platform admin for all). A company outside the credential’s gets 403 `COMPANY_FORBIDDEN`. Errors: `{ error: { code, message, field?, requestId? } }`.',
      },
      components: {
        securitySchemes: {
          runtimeToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A runtime key (`asxk_…`, from POST /v1/keys), scoped to its companies, or one of GATEWAY_RUNTIME_TOKENS (every company).',
          },
          adminToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A platform-admin or tenant-admin key (`asxk_…`), or one of GATEWAY_ADMIN_TOKENS (platform admin). The roles a route admits are listed in its requirement.',
          },
        },
      },
    },
    transform({ schema, url, route }) {
      const access = (route.config as { access?: RouteAccess } | undefined)?.access ?? 'public';
      return { schema: { ...schema, security: SECURITY[access] }, url };
    },
  });
}

// packages/gateway/openapi.json, from src/http/ and dist/http/ alike; shipped in the package.
const committedPath = new URL('../../openapi.json', import.meta.url);
let committed: string | undefined;

/**
 * `GET /openapi.json`: the document, for anyone (it describes the API, it grants nothing). The
 * committed copy, read once; or, with `generated`, what swagger builds from the routes.
 */
export function apiDescriptionRoutes(app: FastifyInstance, { generated }: { generated: boolean }): void {
  app.get(
    '/openapi.json',
    { schema: { hide: true }, config: { access: 'public' } },
    async function openapi(_request, reply) {
      if (generated) return app.swagger();
      committed ??= readFileSync(committedPath, 'utf8');
      return reply.type('application/json; charset=utf-8').send(committed);
    },
  );
}
