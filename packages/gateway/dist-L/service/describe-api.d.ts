/**
 * The OpenAPI 3.1 document of the HTTP API, as `GET /openapi.json` serves it with the default
 * configuration. Builds a throwaway service (temporary registry, random tokens, never listening)
 * so `npm run openapi` can write the committed copy without a running gateway. A running service
 * serves that committed copy; a test keeps it equal to what this generates.
 */
export declare function describeApi(): Promise<Record<string, unknown>>;
//# sourceMappingURL=describe-api.d.ts.map