import { LIMITS } from '@asixto/contract';
import type { FetchLike } from '@modelcontextprotocol/client';
import { createInMemoryCatalogCache } from './catalog/catalog-cache.js';
import { createCallPipeline } from './call/index.js';
import type { CertificationReportLike } from './certification/certification-summary.js';
import { summarizeCertification } from './certification/certification-summary.js';
import { inProcessCertifier } from './certification/certifier.js';
import type { Certifier } from './certification/certifier.js';
import { runCertification } from './certification/run-certification.js';
import { reportInLanguage } from './certification/report-in-language.js';
import { createWorkerCertifier } from './certification/worker-certifier.js';
import { contextCompany, parseGatewayContext } from './context/gateway-context.js';
import { createSecretBox } from './crypto/secret-box.js';
import { GatewayError } from './errors.js';
import { buildCatalog } from './exposure/build-catalog.js';
import { createCatalogChanges } from './exposure/catalog-changes.js';
import { createCatalogMemo } from './exposure/catalog-memo.js';
import { tenantSources } from './exposure/tenant-sources.js';
import { previewExposure } from './exposure/preview-exposure.js';
import { createToolResolver } from './exposure/tool-resolver.js';
import type { CertificationViewOptions, Gateway, GatewayHealth, GatewayOptions } from './gateway-types.js';
import { createDefaultLogger } from './logger.js';
import { safeObserver } from './observer.js';
import type { ServerRecord } from './registry/registry-store.js';
import { openStore } from './registry/open-registry-store.js';
import { toServerView } from './servers/server-view.js';
import { EMPTY_BY_STATUS, summarizeHealth } from './servers/gateway-health.js';
import { ServerDirectory } from './servers/server-directory.js';
import { createServerRecords } from './servers/server-records.js';
import { listenerReady, startListening } from './servers/server-duties.js';
import { createDutyAssignments } from './servers/duty-assignments.js';
import { createSingleProcessCoordinator } from './coordination/ownership-coordinator.js';
import { createServerLifecycle } from './servers/server-lifecycle.js';
import { createServerState } from './servers/server-state.js';
import type { ServerState } from './servers/server-state.js';
import { serverToolRows } from './servers/tool-rows.js';
import { summarizeTenant } from './tenants/tenant-summary.js';
import type { Tenant } from './tenants/tenant.js';
import { validateTenantInput } from './tenants/tenant.js';
import { assertUpstreamUrlAllowed, guardedFetch, largestAnswerBound } from './upstream/index.js';
import type { GuardedFetch } from './upstream/index.js';
import { createKeyedLock } from './util/keyed-lock.js';
import { serverTokenProvider } from './oauth/server-token-provider.js';
import { parseUpstreamCredential } from './oauth/upstream-credential.js';
import type { UpstreamCredential } from './oauth/upstream-credential.js';
import { createStorageCheck } from './registry/storage-check.js';
import { createRegistryFeed } from './servers/registry-feed.js';
import { createRegistrySync } from './servers/registry-sync.js';
import { createRegistrationResumer } from './servers/registration-resumer.js';
import { followRejectedEntries } from './servers/rejected-entry-relister.js';

export type {
  Gateway,
  GatewayHealth,
  GatewayOptions,
  ServerView,
  CertificationView,
} from './gateway-types.js';

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
  let certifyFetch: GuardedFetch | undefined;
  let certifier: Certifier | undefined;
  let closed = false;

  const lifecycle = createServerLifecycle({
    store,
    logger,
    observer,
    isCurrent: (state) => directory.isCurrent(state),
    isClosed: () => closed,
  });
  // OAuth requests (metadata, tokens) share one guarded fetch: the URL policy and byte bounds of
  // tenant servers, for URLs a tenant's server names.
  let oauthFetch: GuardedFetch | undefined;
  const tokenDeps = {
    fetch: (): FetchLike => options.fetch ?? (oauthFetch ??= guardedFetch({ devMode })),
    box,
    ...(options.tokenCache === undefined ? {} : { shared: options.tokenCache }),
    devMode,
    logger,
    now,
  };
  const newServerState = (record: ServerRecord, credential: UpstreamCredential | undefined): ServerState =>
    createServerState(record, credential, {
      tokenProvider: (r, c) => serverTokenProvider(r, c, tokenDeps),
      devMode,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      logger,
      ...(options.listenBackoff ? { listenBackoff: options.listenBackoff } : {}),
      ...(options.upstreamLimits ? { limits: options.upstreamLimits } : {}),
      ...(options.serverGuard ? { guard: options.serverGuard } : {}),
      onBreakerChange: (record, breaker) =>
        observer.breakerChanged({ company: record.company, serverId: record.id, state: breaker }),
      cache,
      ttlMs,
      retryAfterMs: options.refreshRetryMs ?? 5_000,
      minRefreshIntervalMs: options.minRefreshIntervalMs ?? 2_000,
      ...(options.refreshBackoffMaxMs !== undefined
        ? { refreshBackoffMaxMs: options.refreshBackoffMaxMs }
        : {}),
      now,
      onRefresh: (state, event) => {
        lifecycle.onRefresh(state, event);
        // A replaced or removed state no longer speaks for its server's tools.
        if (closed || !directory.isCurrent(state)) return;
        if (event.ok) changes.listed(state.record.id, state.record.company, event.entry.tools);
        else if (!event.kept) changes.listed(state.record.id, state.record.company, undefined);
      },
    });

  const createCertifier = (): Certifier => {
    const onLimitExceeded = (event: { method: string; maxBytes: number; url: string }) =>
      logger.warn(event, 'certification: answer over its bound: cut');
    const limits = options.upstreamLimits;
    if (options.certifyInWorker === true && options.fetch === undefined)
      return createWorkerCertifier({ devMode, ...(limits ? { limits } : {}), onLimitExceeded });
    certifyFetch = options.fetch ? undefined : guardedFetch({ devMode, limits, onLimitExceeded });
    // The guarded fetch is call-compatible with the global fetch the engine types its option as.
    return inProcessCertifier(
      (options.fetch ?? certifyFetch) as FetchLike as typeof fetch,
      largestAnswerBound(limits),
    );
  };

  const certifyWith = async (state: ServerState, view: CertificationViewOptions = {}) => {
    certifier ??= createCertifier();
    const deps = { store, lifecycle, logger, lang, timeoutMs: certifyTimeoutMs, certifier, now };
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

  const resolveExposedTool = createToolResolver({ directory, observer, logger });

  const pipeline = createCallPipeline({
    resolveExposedTool,
    logger,
    onLeaks: (serverId, leaks) => directory.server(serverId)?.leaks.record(now(), leaks),
    ...(options.observer ? { observer: options.observer } : {}),
    deadlines: options.deadlines,
    maxRetries: options.maxRetries,
  });

  const toView = async (state: ServerState) =>
    toServerView(state, lifecycle.statusOf(state), await store.latestCertification(state.record.id), now());
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
  // A listing another instance stored tells this one how the server stands (e.g. a rug pull).
  cache.onShared?.((serverId, entry) => {
    const state = directory.server(serverId);
    if (!state || closed) return;
    // Not before this instance has the server's pins (it learned of a registration still being
    // certified): it would derive `pending` over the registering instance's status.
    if (state.health.certification !== 'none') {
      state.health.refreshed({ ok: true, reason: 'tools_changed', entry, dropped: 0 });
      lifecycle.updateStatus(state);
    }
    changes.listed(serverId, state.record.company, entry.tools);
  });
  // Startup: fill the cache mirror, listen for changes (none is missed while loading), load the
  // registry (listings warm in the background), then take this instance's share of the duties.
  const ready = (async () => {
    await cache.start?.();
    await feed.start();
    await sync.reload(true);
    await coordinator.start({
      servers: () => [...directory.servers()].map((s) => s.record.id),
      changed: (serverId, owned) => {
        duties.changed(serverId, owned);
        const state = directory.server(serverId);
        if (owned && state) resumer.later(state);
      },
    });
    for (const state of directory.servers()) resumer.now(state);
    logger.info(
      { tenants: directory.tenants.size, servers: directory.serverCount },
      'gateway registry loaded',
    );
  })();
  // Surface a startup failure (e.g. a wrong secretKey) on every call, and log it once now.
  ready.catch((error: unknown) =>
    logger.error({ err: (error as Error).message }, 'gateway failed to load its registry'),
  );

  async function open(): Promise<void> {
    if (closed) throw new GatewayError('GATEWAY_CLOSED', 'the gateway is closed');
    await ready;
  }

  /** Whether the registry can be written, checked at most every few seconds (health is polled). */
  const storage = createStorageCheck(() => store.checkWritable(), now);

  async function health(): Promise<GatewayHealth> {
    if (closed) {
      const servers = { total: 0, byStatus: EMPTY_BY_STATUS(), detail: [] };
      return { status: 'closed', problems: ['closed'], tenants: 0, servers };
    }
    await ready;
    return summarizeHealth({
      servers: directory.servers(),
      statusOf: lifecycle.statusOf,
      tenants: directory.tenants.size,
      storageProblem: await storage.problem(),
      sharedStorage: store.shared ?? false,
      engineProblems: [options.notices?.problem(), cache.problem?.(), coordinator.problem()].filter(
        (p): p is string => p !== undefined,
      ),
      ...(cache.rejections ? { sharedRejections: cache.rejections(), now: now() } : {}),
    });
  }

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
      const { url, ...given } = (server ?? {}) as { url?: unknown; token?: unknown; credential?: unknown };
      if (typeof url !== 'string') throw new GatewayError('GATEWAY_URL_REFUSED', 'url must be a string');
      const credential = parseUpstreamCredential(given);
      const checked = await assertUpstreamUrlAllowed(url, { devMode });
      if (!checked.ok) {
        logger.warn(
          { company, code: checked.code, reason: checked.data?.reason },
          'server registration refused',
        );
        throw new GatewayError(
          'GATEWAY_URL_REFUSED',
          checked.message,
          checked.data ? { data: checked.data } : {},
        );
      }
      const href = checked.value.href;
      return locks.run(`register:${company}:${href}`, async () => {
        if (closed) throw new GatewayError('GATEWAY_CLOSED', 'the gateway is closed');
        const { record, existed } = await records.upsert(company, href, credential);
        const previous = existed ? directory.server(record.id) : undefined;
        if (previous) await previous.upstream.close().catch(() => undefined);
        const state = newServerState(record, credential);
        if (previous) {
          state.health.pins = previous.health.pins;
          state.health.certification = previous.health.certification;
        }
        directory.attach(state);
        // The other instances learn of the server now, not only once it is certified.
        await feed.announce({ kind: 'server', serverId: record.id });
        // Listen first, so a change published while certifying or listing is not missed.
        startListening(state, logger);
        await listenerReady(state, certifyTimeoutMs);
        const certification = await locks.run(`certify:${record.id}`, () => certifyWith(state, view));
        await feed.announce({ kind: 'server', serverId: record.id });
        return { serverId: record.id, certification };
      });
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
      directory.requireServer(serverId);
      // Behind any certification of the server, so none writes after the removal.
      await locks.run(`certify:${serverId}`, async () => {
        const state = directory.requireServer(serverId);
        directory.detach(state);
        state.catalog.stop();
        await state.upstream.close().catch(() => undefined);
        await state.catalog.idle();
        cache.invalidate(serverId);
        await state.writes;
        await store.deleteServer(serverId);
        logger.info({ serverId, company: state.record.company, url: state.record.url }, 'server removed');
        changes.changed(state.record.company, 'removal', serverId);
      });
      await feed.announce({ kind: 'server-removed', serverId });
    },

    async catalogFor(input) {
      await open();
      const tenant = directory.requireTenant(contextCompany(input));
      const context = parseGatewayContext(input, tenant);
      const sources = await tenantSources(tenant.company, directory.serversOf(tenant.company), observer);
      let built = memo.get(tenant.company, context, context.lang, sources, tenant.policy);
      if (!built) {
        built = buildCatalog(sources, context, tenant.policy, context.lang);
        memo.set(tenant.company, context, context.lang, sources, tenant.policy, built);
      }
      // Fresh arrays per answer: a caller mutating its copy cannot corrupt the memo.
      return {
        tools: built.tools.slice(),
        openai: built.openai.slice(),
        anthropic: built.anthropic.slice(),
        verbsText: built.verbsText,
        requestId: context.requestId,
      };
    },

    async callTool(input, prefixedName, args) {
      await open();
      const tenant = directory.requireTenant(contextCompany(input));
      return pipeline(parseGatewayContext(input, tenant), prefixedName, args);
    },

    async listServers(company) {
      await open();
      directory.requireTenant(company);
      return Promise.all(directory.serversOf(company).map(toView));
    },

    async listTenants() {
      await open();
      return [...directory.tenants.values()].map(tenantSummary);
    },

    async getTenantSummary(company) {
      await open();
      return tenantSummary(directory.requireTenant(company));
    },

    async getServer(serverId) {
      await open();
      return toView(directory.requireServer(serverId));
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
      if (!last) return undefined;
      const report = reportInLanguage(last.report, view.lang);
      return {
        ...summarizeCertification(
          report as CertificationReportLike,
          last.certifiedTools,
          lifecycle.statusOf(state),
          last.certifiedAt,
        ),
        serverId,
        report,
      };
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
      await certifier?.close();
      await certifyFetch?.close().catch(() => undefined);
      await oauthFetch?.close().catch(() => undefined);
      await options.tokenCache?.close().catch(() => undefined);
      await feed.close();
      await store.close();
      await cache.close?.();
      logger.info('gateway closed');
    },
  };
}
