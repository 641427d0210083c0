// The committed API description (packages/gateway/openapi.json) must be what the routes generate:
// `npm run openapi` rewrites it. And the running service serves the same document.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeApi } from '@asixto/gateway/service';

const committedPath = fileURLToPath(new URL('../openapi.json', import.meta.url));

describe('OpenAPI description', () => {
  it('the committed openapi.json is in sync with the route schemas (run `npm run openapi`)', async () => {
    const generated = await describeApi();
    const committed = JSON.parse(readFileSync(committedPath, 'utf8')) as unknown;
    expect(committed, 'packages/gateway/openapi.json is stale: run `npm run openapi`').toEqual(generated);
  });

  it('describes every API route with its token, bodies and answers', async () => {
    const doc = (await describeApi()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { security?: unknown[]; requestBody?: unknown; responses: object }>
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/catalog',
        '/v1/call',
        '/v1/tenants',
        '/v1/tenants/{company}/servers',
        '/v1/exposure/preview',
        '/v1/playground/call',
        '/v1/calls',
        '/v1/calls/stream',
        '/v1/overview',
        '/v1/keys',
        '/v1/keys/{id}',
        '/v1/audit',
        '/v1/whoami',
      ]),
    );
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/admin'))).toBe(false);
    expect(doc.paths['/v1/call']?.post?.security).toEqual([{ runtimeToken: [] }]);
    expect(doc.paths['/v1/tenants']?.post?.security).toEqual([
      { adminToken: ['platform-admin', 'tenant-admin'] },
    ]);
    expect(doc.paths['/metrics']?.get?.security).toEqual([{ adminToken: ['platform-admin'] }]);
    expect(doc.paths['/v1/keys']?.post?.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/v1/call']?.post?.responses ?? {})).toContain('429');
    expect(doc.paths['/v1/tenants']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/healthz']?.get?.security).toEqual([]);
    // The server's view names whether a credential is stored, never one (PATCH takes a new one).
    expect(JSON.stringify(doc.paths['/v1/servers/{id}']?.get)).not.toContain('credential');
    expect(doc.paths['/v1/servers/{id}']?.patch?.requestBody).toBeDefined();
  });

  it('gives every operation a summary and describes its successful answer', async () => {
    const doc = (await describeApi()) as {
      paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(25);
    for (const { at, op } of operations) {
      expect(op.summary?.trim(), `${at} has no summary`).toBeTruthy();
      const success = Object.keys(op.responses).filter((status) => status.startsWith('2'));
      expect(success, `${at} describes no successful answer`).not.toEqual([]);
    }
    const catalog = doc.paths['/v1/catalog']?.post?.responses['200'];
    expect(JSON.stringify(catalog)).toContain('verbsText');
    const call = doc.paths['/v1/call']?.post?.responses['200'];
    expect(JSON.stringify(call)).toContain('outcome');
  });
});
