import { LIMITS } from '@asixto/contract';
import { createInMemoryCatalogCache } from './catalog/catalog-cache.js';
import { createCallPipeline } from './call/index.js';
import { certificationView } from './certification/certification-view.js';
import type { CertificationViewOptions } from './certification/certification-view.js';
import { createGatewayCertifier } from './certification/gateway-certifier.js';
import { runCertification } from './certification/run-certification.js';
import { contextCompany, parseGatewayContext } from './context/gateway-context.js';
import { createSecretBox } from './crypto/secret-box.js';
import { GatewayError } from './errors.js';
import { buildCatalog } from './exposure/build-catalog.js';
import { createCatalogChanges } from './exposure/catalog-changes.js';
import { createCatalogMemo } from './exposure/catalog-memo.js';
import { tenantSources } from './exposure/tenant-sources.js';
import { previewExposure } from './exposure/preview-exposure.js';
import { createToolResolver } from './exposure/tool-resolver.js';
import type { Gateway } from './gateway.js';
import type { GatewayOptions } from './gateway-options.js';
import type { GatewayHealth } from './servers/gateway-health.js';
import { loadGateway } from './load-gateway.js';
import { createDefaultLogger } from './logger.js';
import { safeObserver } from './observer.js';
import type { ServerRecord } from './registry/registry-store.js';
import { openStore } from './registry/open-registry-store.js';
import { toServerView } from './servers/server-view.js';
import { closedHealth, createHealthReport } from './servers/gateway-health.js';
import { ServerDirectory } from './servers/server-directory.js';
import { createServerRecords } from './registry/server-records.js';
import { createServerRegistration } from './servers/register-server.js';
import { createServerRemoval } from './servers/remove-server.js';
import { createServerSettings } from './servers/server-settings.js';
import { credentialRefusal } from './certification/credential-refusal.js';
import { createDutyAssignments } from './coordination/duty-assignments.js';
import { createSingleProcessCoordinator } from './coordination/ownership-coordinator.js';
import { createServerLifecycle } from './servers/server-lifecycle.js';
import { createServerState } from './servers/server-state.js';
import type { ServerState } from './servers/server-state.js';
import { serverToolRows } from './servers/tool-rows.js';
import { summarizeTenant } from './tenants/tenant-summary.js';
import type { Tenant } from './tenants/tenant.js';
import { validateTenantInput } from './tenants/tenant.js';
import { createKeyedLock } from './util/keyed-lock.js';
import { createRegistryFeed } from './registry/registry-feed.js';
import { createRegistrySync } from './registry/registry-sync.js';
import { createRegistrationResumer } from './servers/registration-resumer.js';
import { followRejectedEntries } from './servers/rejected-entry-relister.js';
import { followSharedListings } from './servers/shared-listings.js';
import { createTokenProviders } from './oauth/token-providers.js';
import type { UpstreamCredential } from './oauth/upstream-credential.js';

/**
 * Assembles the gateway runtime: registry (SQLite by default), credentials box, catalog cache,
 * upstream connectors, certification on registration, exposure and the call pipeline.
 *
 * @example
 * const gateway = createGateway({ databasePath: 'data/registry.db', secretKey: process.env.KEY! });
 * await gateway.registerTenant({ company: 'acme', name: 'Acme', currency: 'COP', timezone: 'America/Bogota' });
 * const { serverId } = await gateway.registerServer('acme', { url: 'https://tools.acme.co/mcp', token });
 * const { tools, verbsText } = await gateway.catalogFor({ company: 'acme', conversationId: 'c1',
 *   channel: 'chat', scenario: 'soporte', agentLevel: 'write' });
 */
export function createGateway(options: GatewayOptions): Gateway {
  const logger = options.logger ?? createDefaultLogger();
  const devMode = options.devMode ?? false;
  const now = options.now ?? Date.now;
  const lang = options.lang ?? 'es';
  const certifyTimeoutMs = options.certifyTimeoutMs ?? 10_000;
  const box = createSecretBox(options.secretKey);
  const cache = options.catalogCache ?? createInMemoryCatalogCache();
  const observer = safeObserver(options.observer, (hook, error) =>
    logger.warn({ hook, err: (error as Error)?.message }, 'observer hook threw'),
  );
  const store = openStore(options);
  const records = createServerRecords({ store, box, logger });
  const directory = new ServerDirectory();
  const locks = createKeyedLock();
  const memo = createCatalogMemo();
  const changes = createCatalogChanges(logger);
  const coordinator = options.coordinator ?? createSingleProcessCoordinator();
  const owns = (serverId: string): boolean => coordinator.owns(serverId);
  const ttlMs = options.cacheTtlMs ?? LIMITS.catalogCacheTtlMs;
  const duties = createDutyAssignments({ coordinator, directory, logger, refreshEveryMs: ttlMs * 0.8 });
  let closed = false;

  const lifecycle = createServerLifecycle({
    store,
    logger,
    observer,
    isCurrent: (state) => directory.isCurrent(state),
    isClosed: () => closed,
  });
  const tokenProviders = createTokenProviders({
    fetch: options.fetch,
    box,
    shared: options.tokenCache,
    devMode,
    logger,
    now,
  });
  const newServerState = (record: ServerRecord, credential: UpstreamCredential | undefined): ServerState =>
    createServerState(record, credential, {
      tokenProvider: tokenProviders.forServer,
      devMode,
      fetch: options.fetch,
      logger,
      listenBackoff: options.listenBackoff,
      limits: options.upstreamLimits,
      guard: options.serverGuard,
      onBreakerChange: (record, breaker) =>
        observer.breakerChanged({ company: record.company, serverId: record.id, state: breaker }),
      cache,
      ttlMs,
      retryAfterMs: options.refreshRetryMs ?? 5_000,
      minRefreshIntervalMs: options.minRefreshIntervalMs ?? 2_000,
      refreshBackoffMaxMs: options.refreshBackoffMaxMs,
      now,
      onRefresh: (state, event) => {
        lifecycle.onRefresh(state, event);
        // A replaced or removed state no longer speaks for its server's tools.
        if (closed || !directory.isCurrent(state)) return;
        if (event.ok) changes.listed(state.record.id, state.record.company, event.entry.tools);
        else if (!event.kept) changes.listed(state.record.id, state.record.company, undefined);
      },
    });

  const certifier = createGatewayCertifier({
    devMode,
    fetch: options.fetch,
    inWorker: options.certifyInWorker === true,
    limits: options.upstreamLimits,
    logger,
  });

  const certifyWith = async (state: ServerState, view: CertificationViewOptions = {}) => {
    const fixtures = records.openTestData(state.record);
    const test = { ...(fixtures ? { fixtures } : {}), allowWrites: state.record.testEnvironment };
    const deps = { store, lifecycle, logger, lang, timeoutMs: certifyTimeoutMs, certifier, test, now };
    const summary = await runCertification(state, deps, view);
    if (directory.isCurrent(state)) {
      duties.apply(state);
      changes.changed(state.record.company, 'certification', state.record.id);
    }
    return summary;
  };

  // A registration a crash cut short (recorded, never certified) is finished by the server's owner.
  const resumer = createRegistrationResumer({
    directory,
    owns,
    logger,
    certify: async (state) => {
      const id = state.record.id;
      await locks.run(`certify:${id}`, async () => {
        if (directory.isCurrent(state) && state.health.certification === 'none') await certifyWith(state);
      });
      await feed.announce({ kind: 'server', serverId: id });
    },
  });

  const running = {
    directory,
    logger,
    certifyTimeoutMs,
    newServerState,
    announce: (serverId: string) => feed.announce({ kind: 'server', serverId }),
  };
  const register = createServerRegistration({
    ...running,
    records,
    locks,
    devMode,
    isClosed: () => closed,
    certify: (state, view) => locks.run(`certify:${state.record.id}`, () => certifyWith(state, view)),
  });
  const updateSettings = createServerSettings({ ...running, store, records, locks, certify: certifyWith });

  const resolveExposedTool = createToolResolver({ directory, observer, logger });

  const pipeline = createCallPipeline({
    resolveExposedTool,
    logger,
    onLeaks: (serverId, leaks) => directory.server(serverId)?.leaks.record(now(), leaks),
    ...(options.observer ? { observer: options.observer } : {}),
    ...(options.tracer ? { tracer: options.tracer } : {}),
    deadlines: options.deadlines,
    maxRetries: options.maxRetries,
  });

  const toView = async (state: ServerState, view: CertificationViewOptions = {}) =>
    toServerView(
      state,
      lifecycle.statusOf(state),
      await store.latestCertification(state.record.id),
      now(),
      view.lang,
    );
  const tenantSummary = (tenant: Tenant) =>
    summarizeTenant(
      tenant,
      directory.serversOf(tenant.company).map((state) => lifecycle.statusOf(state)),
    );

  const sync = createRegistrySync({
    store,
    records,
    directory,
    lifecycle,
    cache,
    locks,
    logger,
    newServerState,
    follow: (state) => {
      duties.apply(state);
      resumer.later(state);
    },
  });
  const feed = createRegistryFeed({
    notices: options.notices,
    sync,
    directory,
    changes,
    logger,
    isClosed: () => closed,
  });

  // A shared entry this instance refused: counted, and the server's owner lists it again.
  followRejectedEntries(cache, { directory, owns, observer, now, logger });
  followSharedListings(cache, { directory, lifecycle, changes, isClosed: () => closed });
  const ready = loadGateway({ cache, feed, sync, coordinator, duties, directory, resumer, logger });
  // Surface a startup failure (e.g. a wrong secretKey) on every call, and log it once now.
  ready.catch((error: unknown) =>
    logger.error({ err: (error as Error).message }, 'gateway failed to load its registry'),
  );

  async function open(): Promise<void> {
    if (closed) throw new GatewayError('GATEWAY_CLOSED', 'the gateway is closed');
    await ready;
  }

  const healthReport = createHealthReport({
    directory,
    lifecycle,
    store,
    cache,
    coordinator,
    notices: options.notices,
    now,
  });
  async function health(): Promise<GatewayHealth> {
    if (closed) return closedHealth();
    await ready;
    return healthReport();
  }

  const removeServer = createServerRemoval({ directory, locks, cache, store, logger, changes, feed });

  return {
    async registerTenant(input) {
      await open();
      const checked = validateTenantInput(input);
      if (!checked.ok)
        throw new GatewayError(checked.code, checked.message, checked.data ? { data: checked.data } : {});
      const tenant = await store.upsertTenant(checked.value);
      directory.tenants.set(tenant.company, tenant);
      logger.info({ company: tenant.company }, 'tenant registered');
      // Its policy may now allow or deny other tools.
      changes.changed(tenant.company, 'policy');
      await feed.announce({ kind: 'tenant', company: tenant.company });
      return tenant;
    },

    async registerServer(company, server, view) {
      await open();
      directory.requireTenant(company);
      return register(company, server, view);
    },

    async updateServer(serverId, settings, view) {
      await open();
      const summary = await updateSettings(serverId, settings, view);
      const refused = credentialRefusal(summary, serverId);
      if (refused) throw refused;
      return summary;
    },

    async certifyServer(serverId, view) {
      await open();
      directory.requireServer(serverId);
      const summary = await locks.run(`certify:${serverId}`, () =>
        certifyWith(directory.requireServer(serverId), view),
      );
      await feed.announce({ kind: 'server', serverId });
      return summary;
    },

    async removeServer(serverId) {
      await open();
      await removeServer(serverId);
    },

    async catalogFor(input) {
      await open();
      const tenant = directory.requireTenant(contextCompany(input));
      const context = parseGatewayContext(input, tenant);
      const sources = await tenantSources(tenant.company, directory.serversOf(tenant.company), observer);
      const built = memo.getOrBuild(tenant.company, context, context.lang, sources, tenant.policy, () =>
        buildCatalog(sources, context, tenant.policy, context.lang),
      );
      return { ...built, requestId: context.requestId };
    },

    async callTool(input, prefixedName, args) {
      await open();
      const tenant = directory.requireTenant(contextCompany(input));
      return pipeline(parseGatewayContext(input, tenant), prefixedName, args);
    },

    async listServers(company, view) {
      await open();
      directory.requireTenant(company);
      return Promise.all(directory.serversOf(company).map((state) => toView(state, view)));
    },

    async listTenants() {
      await open();
      return [...directory.tenants.values()].map(tenantSummary);
    },

    async getTenantSummary(company) {
      await open();
      return tenantSummary(directory.requireTenant(company));
    },

    async getServer(serverId, view) {
      await open();
      return toView(directory.requireServer(serverId), view);
    },

    async listTools(serverId) {
      await open();
      const state = directory.requireServer(serverId);
      return serverToolRows(state, directory.requireTenant(state.record.company), store);
    },

    async previewExposure(input) {
      await open();
      const tenant = directory.requireTenant(contextCompany(input));
      const context = parseGatewayContext(input, tenant);
      const sources = await tenantSources(tenant.company, directory.serversOf(tenant.company), observer);
      return previewExposure(sources, context, tenant.policy, context.lang);
    },

    async getCertification(serverId, view = {}) {
      await open();
      const state = directory.requireServer(serverId);
      const last = await store.latestCertification(serverId);
      return last && certificationView(serverId, lifecycle.statusOf(state), last, view);
    },

    async getTenant(company) {
      await open();
      return directory.tenants.get(company);
    },

    onCatalogChange(company, listener) {
      return changes.subscribe(company, listener);
    },

    health,

    ready: () => ready,

    async close() {
      if (closed) return;
      closed = true;
      await ready.catch(() => undefined);
      // Hand this instance's servers over first, so the others take them at their next tick.
      await coordinator.close();
      duties.close();
      resumer.close();
      await locks.idle();
      const states = [...directory.servers()];
      await Promise.allSettled(states.map((s) => s.upstream.close()));
      await Promise.allSettled(states.map((s) => s.catalog.idle()));
      await Promise.allSettled(states.map((s) => s.writes));
      await certifier.close();
      await tokenProviders.close();
      await feed.close();
      await store.close();
      await cache.close?.();
      logger.info('gateway closed');
    },
  };
}
