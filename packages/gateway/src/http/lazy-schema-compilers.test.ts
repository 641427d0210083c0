import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import buildAjvValidators from '@fastify/ajv-compiler';
import buildFastJsonSerializers from '@fastify/fast-json-stringify-compiler';
import type { AnySchema } from 'ajv';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIG_DEFAULTS } from '../config/service-config.js';
import { createGatewayService } from '../service/create-gateway-service.js';
import { AJV_OPTIONS } from './create-app.js';
import { lazySchemaCompilers } from './lazy-schema-compilers.js';

const dir = mkdtempSync(join(tmpdir(), 'asixto-schemas-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lazySchemaCompilers', () => {
  it('compiles nothing until a route is first used, then validates as ajv does', () => {
    const schema = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };
    const compilers = lazySchemaCompilers();
    let built = 0;
    const counting: typeof compilers.buildValidator = (externalSchemas, options) => {
      const compile = compilers.buildValidator(externalSchemas, options);
      return (route) => {
        built += 1;
        return compile(route);
      };
    };
    const validate = counting(
      {},
      { customOptions: AJV_OPTIONS },
    )({
      schema,
      method: 'POST',
      url: '/x',
      httpPart: 'body',
    });
    expect(validate.errors).toBeUndefined();
    expect(validate({ n: 1 })).toBe(true);
    expect(validate({ n: 'one' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/n', keyword: 'type' });
    expect(validate({ n: 2 })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(built).toBe(1);
  });

  it('serializes as fast-json-stringify does', () => {
    const serialize = lazySchemaCompilers().buildSerializer(
      {},
      {},
    )({
      schema: { type: 'object', properties: { ok: { type: 'boolean' } } },
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    expect(serialize({ ok: true, secret: 'not in the schema' })).toBe('{"ok":true}');
  });

  // Compiled lazily, a broken schema would surface only on its route's first request: compile
  // every schema of every route here, with the compilers the service would otherwise run at start.
  it('every route schema compiles', async () => {
    const service = createGatewayService(
      {
        ...CONFIG_DEFAULTS,
        port: 0,
        host: '127.0.0.1',
        dataDir: dir,
        runtimeTokens: ['runtime-token-0123456789abc'],
        adminTokens: ['admin-token-0123456789abcd'],
        secretKey: 'c4'.repeat(32),
        devMode: true,
        logLevel: 'silent',
      },
      { defaultMetrics: false },
    );
    const routes: RouteOptions[] = [];
    service.app.addHook('onRoute', (route) => void routes.push(route));
    await service.app.ready();
    try {
      // What the service skips in production: each schema checked against the meta-schema.
      const validator = buildAjvValidators()({}, { customOptions: { ...AJV_OPTIONS, validateSchema: true } });
      const serializer = buildFastJsonSerializers()({}, {});
      let compiled = 0;
      for (const { method, url, schema } of routes) {
        if (schema === undefined) continue;
        const where = { method: String(method), url };
        for (const httpPart of ['body', 'querystring', 'params', 'headers'] as const) {
          const part = schema[httpPart] as AnySchema | undefined;
          if (part === undefined) continue;
          expect(() => validator({ ...where, httpPart, schema: part }), `${url} ${httpPart}`).not.toThrow();
          compiled += 1;
        }
        const responses = (schema.response ?? {}) as Record<
          string,
          { content?: Record<string, { schema: unknown }> }
        >;
        for (const [httpStatus, response] of Object.entries(responses)) {
          const bodies =
            response.content === undefined
              ? [response]
              : Object.values(response.content).map((c) => c.schema);
          for (const body of bodies) {
            expect(
              () => serializer({ ...where, httpStatus, schema: body }),
              `${url} ${httpStatus}`,
            ).not.toThrow();
            compiled += 1;
          }
        }
      }
      // The API's routes with schemas, not an empty walk.
      expect(routes.map((r) => r.url)).toEqual(
        expect.arrayContaining(['/v1/call', '/v1/catalog', '/v1/tenants']),
      );
      expect(compiled).toBeGreaterThan(100);
    } finally {
      await service.close();
    }
  });
});
