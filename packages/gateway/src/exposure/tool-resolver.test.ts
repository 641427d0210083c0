import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../catalog/catalog-cache.js';
import { prepareTool } from '../catalog/prepared-tool.js';
import { createSilentLogger } from '../logger.js';
import { safeObserver } from '../observer.js';
import { ServerDirectory } from '../servers/server-directory.js';
import type { ServerState } from '../servers/server-state.js';
import { validateTenantInput } from '../tenants/tenant.js';
import { createToolResolver } from './tool-resolver.js';

const definition = {
  name: 'consultar_cliente',
  description: 'Consulta un cliente por su documento.',
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint: true },
  _meta: { 'com.asixto/capabilities': ['soporte'] },
};
const entry: CatalogEntry = {
  tools: [{ ...prepareTool(definition, 'acme', undefined), pin: 'certified' }],
  fetchedAt: 0,
  expiresAt: Number.MAX_SAFE_INTEGER,
};
const upstream = { callTool: () => Promise.reject(new Error('not called here')) };

/** One certified server of `acme` whose catalog is fresh, or must be listed first. */
function resolverWith(catalog: { fresh(): CatalogEntry | undefined; current(): Promise<CatalogEntry> }) {
  const directory = new ServerDirectory();
  const tenant = validateTenantInput({
    company: 'acme',
    name: 'Acme',
    currency: 'COP',
    timezone: 'America/Bogota',
  });
  if (!tenant.ok) throw new Error(tenant.message);
  directory.tenants.set('acme', { ...tenant.value, createdAt: '', updatedAt: '' });
  const state = {
    record: { id: 'srv_a', company: 'acme' },
    health: { certification: 'passed' },
    catalog,
    upstream,
  };
  directory.attach(state as unknown as ServerState);
  const observer = safeObserver(undefined, () => undefined);
  return createToolResolver({ directory, observer, logger: createSilentLogger() });
}

const context = { company: 'acme', scenario: 'soporte', agentLevel: 'read', channel: 'chat' } as const;

describe('createToolResolver', () => {
  it('answers at once, not with a promise, when the catalog is fresh', () => {
    const resolve = resolverWith({
      fresh: () => entry,
      current: () => Promise.reject(new Error('no listing')),
    });
    const found = resolve(context, 'acme', 'consultar_cliente');
    expect(found).not.toBeInstanceOf(Promise);
    expect(found).toMatchObject({ tool: definition, server: { id: 'srv_a', company: 'acme' }, upstream });
    expect(resolve(context, 'acme', 'otra')).toEqual({ rejected: 'unknown_tool' });
  });

  it('lists an expired catalog first and answers with a promise', async () => {
    const resolve = resolverWith({ fresh: () => undefined, current: () => Promise.resolve(entry) });
    const pending = resolve(context, 'acme', 'consultar_cliente');
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toMatchObject({ tool: definition, server: { id: 'srv_a' } });
  });
});
