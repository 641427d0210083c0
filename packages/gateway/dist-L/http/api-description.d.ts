import type { FastifyInstance } from 'fastify';
/**
 * Registers @fastify/swagger on `app` itself, so it sees every route declared afterwards (in any
 * child scope) and builds an OpenAPI 3.1 document from their schemas. Each operation names the token
 * it needs from the route's `config.access`, the same value the bearer check reads.
 *
 * Only `describeApi` does this: swagger, its schema resolver and yaml are ~130 modules that a running
 * service would load to rebuild a document that cannot differ from the committed one.
 */
export declare function describeRoutes(app: FastifyInstance): void;
/**
 * `GET /openapi.json`: the document, for anyone (it describes the API, it grants nothing). The
 * committed copy, read once; or, with `generated`, what swagger builds from the routes.
 */
export declare function apiDescriptionRoutes(app: FastifyInstance, { generated }: {
    generated: boolean;
}): void;
//# sourceMappingURL=api-description.d.ts.map