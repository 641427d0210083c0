import type { paths } from '../../generated/gateway-api.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The JSON a gateway route answers with `status`, as openapi.json describes it. */
export type Reply<P extends keyof paths, M extends Method, S extends number = 200> = paths[P][M] extends {
  responses: { [K in S]: { content: { 'application/json': infer T } } };
}
  ? T
  : never;

/** The JSON body a gateway route takes, as openapi.json describes it. */
export type RequestBody<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody: { content: { 'application/json': infer T } };
}
  ? T
  : paths[P][M] extends { requestBody?: { content: { 'application/json': infer T } } }
    ? T
    : never;

/** The query a gateway route takes, as openapi.json describes it. */
export type Query<P extends keyof paths, M extends Method> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;
