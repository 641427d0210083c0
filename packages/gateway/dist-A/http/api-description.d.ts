import type { FastifyInstance } from 'fastify';
/**
 * Registers @fastify/swagger on `app` itself, so it sees every route declared afterwards (in any
 * child scope) and builds an OpenAPI 3.1 document from their schemas. Each operation names the token
 * it needs from the route's `config.access`, the same value the bearer check reads.
 */
export declare function apiDescription(app: FastifyInstance): void;
/** `GET /openapi.json`: the document, for anyone (it describes the API, it grants nothing). */
export declare function apiDescriptionRoutes(app: FastifyInstance): void;
//# sourceMappingURL=api-description.d.ts.map