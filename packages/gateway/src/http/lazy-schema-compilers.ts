import { createRequire } from 'node:module';
import type { ValidatorFactory } from '@fastify/ajv-compiler';
import type { SerializerFactory } from '@fastify/fast-json-stringify-compiler';

// Required on the first compilation, not imported: ajv and fast-json-stringify are ~120 modules.
const require = createRequire(import.meta.url);

type RouteValidator = ReturnType<ReturnType<ValidatorFactory>>;

/**
 * Fastify's own compilers (ajv for request bodies, fast-json-stringify for responses), run on a
 * route's first use instead of while the app starts. Fastify compiles every schema of every route at
 * start-up; most of them (admin, console, operations) serve a few requests a day. Compiling them all
 * was a third of the live heap the service built before it listened, and the young generation V8
 * grew to hold it stayed resident: ~10 MiB of RSS right after start; ajv and fast-json-stringify
 * themselves now load with the first request that has a body or an answer to check. The price is a few
 * milliseconds on the first request of each route; `every route schema compiles` (a test) keeps a
 * broken schema from waiting for that request to be found. Kept over Fastify's eager compilation by
 * an interleaved A/B (5 + 5 service starts, RSS after listen and a GC): median 80.8 MiB lazy against
 * 91.8 MiB eager.
 */
export function lazySchemaCompilers(): {
  buildValidator: ValidatorFactory;
  buildSerializer: SerializerFactory;
} {
  let validatorFactory: ValidatorFactory | undefined;
  const validators = (): ValidatorFactory =>
    (validatorFactory ??= (require('@fastify/ajv-compiler') as () => ValidatorFactory)());
  let serializerFactory: SerializerFactory | undefined;
  const serializers = (): SerializerFactory =>
    (serializerFactory ??= (require('@fastify/fast-json-stringify-compiler') as () => SerializerFactory)());
  return {
    buildValidator: (externalSchemas, options) => {
      let compile: ReturnType<ValidatorFactory> | undefined;
      return (route) => {
        let validate: RouteValidator | undefined;
        const compiled = (): RouteValidator =>
          (validate ??= (compile ??= validators()(externalSchemas, options))(route));
        // Fastify reads `errors` after each call and passes the parent data when `schemaEnv` is
        // there, as on ajv's own functions: both are read through to the compiled one.
        const lazy = ((...args: Parameters<RouteValidator>) => compiled()(...args)) as RouteValidator;
        Object.defineProperty(lazy, 'errors', { get: () => validate?.errors });
        Object.defineProperty(lazy, 'schemaEnv', {
          get: () => (compiled() as { schemaEnv?: unknown }).schemaEnv,
        });
        return lazy;
      };
    },
    buildSerializer: (externalSchemas, options) => {
      let compile: ReturnType<SerializerFactory> | undefined;
      return (route) => {
        let serialize: ((doc: unknown) => string) | undefined;
        return (doc: unknown) =>
          (serialize ??= (compile ??= serializers()(externalSchemas, options))(route))(doc);
      };
    },
  };
}
