import { randomUUID } from 'node:crypto';
import { certifiedToolNames, certify } from '@asixto/certify';
import { LIMITS } from '@asixto/contract';
import type { Channel, Lang } from '@asixto/contract';
import type { FetchLike } from '@modelcontextprotocol/client';
import { createInMemoryCatalogCache } from './catalog/catalog-cache.js';
import type { CatalogCache } from './catalog/catalog-cache.js';
import { deriveServerStatus } from './catalog/derive-server-status.js';
import type { ToolPins } from './catalog/prepared-tool.js';
import { createServerCatalog } from './catalog/server-catalog.js';
import type { RefreshEvent, ServerCatalog } from './catalog/server-catalog.js';
import { createCallPipeline } from './call/index.js';
import type { CallOutcome } from './call/index.js';
import { summarizeCertification } from './certification/certification-summary.js';
import type { CertificationReportLike, CertificationSummary } from './certification/certification-summary.js';
import { pinsFromReport } from './certification/pins-from-report.js';
import { createSecretBox } from './crypto/secret-box.js';
import { GatewayError } from './errors.js';
import { buildCatalog } from './exposure/build-catalog.js';
import { createCatalogMemo } from './exposure/catalog-memo.js';
import type { CatalogForResult } from './exposure/build-catalog.js';
import { contextCompany, parseGatewayContext } from './exposure/exposure-context.js';
import type { GatewayContext, GatewayContextInput } from './exposure/exposure-context.js';
import type { ExposureSource } from './exposure/exposure-source.js';
import { findExposedTool } from './exposure/resolve-exposed-tool.js';
import type { ExposedToolResult } from './exposure/resolve-exposed-tool.js';
import { createDefaultLogger } from './logger.js';
import type { GatewayLogger } from './logger.js';
import { safeObserver } from './observer.js';
import type { GatewayObserver } from './observer.js';
import type { RegistryStore, ServerEra, ServerRecord, ServerStatus } from './registry/registry-store.js';
import { openSqliteRegistryStore } from './registry/sqlite-registry-store.js';
import { validateTenantInput } from './tenants/tenant.js';
import type { Tenant, TenantInput } from './tenants/tenant.js';
import { assertUpstreamUrlAllowed, classifyFailure, createUpstream, guardedFetch } from './upstream/index.js';
import type { GuardedFetch, ListenBackoffOptions, ToolsListener, Upstream } from './upstream/index.js';

export interface GatewayOptions {
  /** SQLite file of the embedded registry (created with its folder). Ignored when `store` is given. */
  databasePath?: string;
  /** Another registry implementation (e.g. PostgreSQL); the gateway closes it on `close()`. */
  store?: RegistryStore;
  /**
   * Key for credentials at rest (AES-256-GCM): 32 bytes as 64 hex characters or base64, or a
   * passphrase of at least 16 characters (stretched with scrypt).
   */
  secretKey: string | Uint8Array;
  /** Development mode: http and loopback/private upstreams allowed. Never in production. */
  devMode?: boolean;
  /** pino-compatible; default pino to stderr at `info`. */
  logger?: GatewayLogger;
  observer?: GatewayObserver;
  /** Call deadline per channel (page 07 defaults: chat 8 s, voice 4 s). */
  deadlines?: Partial<Record<Channel, number>>;
  /** Retries after a dropped connection within the deadline (page 07 default: 2). */
  maxRetries?: number;
  /** Catalog TTL (pages 02/07 default: 15 min). */
  cacheTtlMs?: number;
  /** After a failed listing, how long before an access tries again (default 5 s). */
  refreshRetryMs?: number;
  /** Another catalog cache (e.g. Redis-backed); default in-process. */
  catalogCache?: CatalogCache;
  /** Fetch for upstream and certification traffic; default a guarded fetch per server. */
  fetch?: FetchLike;
  /** Language of certification findings (es default). */
  lang?: Lang;
  /** Budget of one certification run (default 10 s). */
  certifyTimeoutMs?: number;
  /** Backoff of `subscriptions/listen` reconnections. */
  listenBackoff?: ListenBackoffOptions;
  /** Clock, for tests of expiry. */
  now?: () => number;
}

/** A server as read APIs show it: never the credential, only whether one is stored. */
export interface ServerView {
  id: string;
  company: string;
  url: string;
  era: ServerEra | null;
  status: ServerStatus;
  hasCredential: boolean;
  certifiedTools: string[];
  createdAt: string;
  updatedAt: string;
}

export interface CertificationView extends CertificationSummary {
  serverId: string;
  /** The full certify report (findings, listed tools) of the latest run. */
  report: unknown;
}

export interface GatewayHealth {
  status: 'ok' | 'degraded' | 'closed';
  tenants: number;
  servers: { total: number; byStatus: Record<ServerStatus, number> };
}

export interface Gateway {
  registerTenant(input: TenantInput): Promise<Tenant>;
  registerServer(
    company: string,
    server: { url: string; token?: string },
  ): Promise<{ serverId: string; certification: CertificationSummary }>;
  certifyServer(serverId: string): Promise<CertificationSummary>;
  catalogFor(context: GatewayContextInput): Promise<CatalogForResult>;
  callTool(context: GatewayContextInput, prefixedName: string, args: unknown): Promise<CallOutcome>;
  listServers(company: string): Promise<ServerView[]>;
  getCertification(serverId: string): Promise<CertificationView | undefined>;
  getTenant(company: string): Promise<Tenant | undefined>;
  health(): Promise<GatewayHealth>;
  close(): Promise<void>;
}

interface ServerState {
  record: ServerRecord;
  token: string | undefined;
  upstream: Upstream;
  catalog: ServerCatalog;
  listener: ToolsListener | undefined;
  pins: ToolPins | undefined;
  certification: 'none' | 'failed' | 'passed';
  refreshOk: boolean;
  changedTools: string[];
  /** Whether this process has listed the server yet; until then the persisted status stands. */
  listed: boolean;
  /** Serializes registry writes for this server. */
  writes: Promise<unknown>;
}

const EMPTY_BY_STATUS = (): Record<ServerStatus, number> => ({
  pending: 0,
  certified: 0,
  failed: 0,
  degraded: 0,
  needs_recertification: 0,
});

function openStore(databasePath: string): RegistryStore {
  try {
    return openSqliteRegistryStore(databasePath);
  } catch (cause) {
    throw new GatewayError('GATEWAY_REGISTRY_FAILURE', `cannot open the registry at ${databasePath}`, {
      cause,
    });
  }
}

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
  const ttlMs = options.cacheTtlMs ?? LIMITS.catalogCacheTtlMs;
  const lang = options.lang ?? 'es';
  const box = createSecretBox(options.secretKey);
  const cache = options.catalogCache ?? createInMemoryCatalogCache();
  const observer = safeObserver(options.observer, (hook, error) =>
    logger.warn({ hook, err: (error as Error)?.message }, 'observer hook threw'),
  );
  if (!options.store && !options.databasePath) {
    throw new GatewayError('GATEWAY_REGISTRY_FAILURE', 'createGateway needs databasePath or store');
  }
  const store = options.store ?? openStore(options.databasePath as string);

  const tenants = new Map<string, Tenant>();
  const servers = new Map<string, ServerState>();
  const serversByCompany = new Map<string, ServerState[]>();
  const locks = new Map<string, Promise<unknown>>();
  const memo = createCatalogMemo();
  let certifyFetch: GuardedFetch | undefined;
  let closed = false;

  const pipeline = createCallPipeline({
    resolveExposedTool: (context, company, toolName) => resolveExposedTool(context, company, toolName),
    logger,
    ...(options.observer ? { observer: options.observer } : {}),
    deadlines: options.deadlines,
    maxRetries: options.maxRetries,
  });

  // ---- internals ---------------------------------------------------------------------------

  function assertOpen(): void {
    if (closed) throw new GatewayError('GATEWAY_CLOSED', 'the gateway is closed');
  }

  /** Runs `fn` after any previous holder of `key` (registration of one URL, certification of one server). */
  function withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = locks.get(key) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    locks.set(key, tail);
    void tail.then(() => {
      if (locks.get(key) === tail) locks.delete(key);
    });
    return run;
  }

  function requireTenant(company: string): Tenant {
    const tenant = tenants.get(company);
    if (!tenant)
      throw new GatewayError('GATEWAY_UNKNOWN_COMPANY', `unknown company ${company}`, { data: { company } });
    return tenant;
  }

  function requireServer(serverId: string): ServerState {
    const state = typeof serverId === 'string' ? servers.get(serverId) : undefined;
    if (!state) throw new GatewayError('GATEWAY_UNKNOWN_SERVER', `unknown server ${String(serverId)}`);
    return state;
  }

  function statusOf(state: ServerState): ServerStatus {
    if (!state.listed) return state.record.status;
    return deriveServerStatus({
      certification: state.certification,
      refreshOk: state.refreshOk,
      changedTools: state.changedTools.length,
    });
  }

  /** Applies a patch in memory now and writes it behind the previous writes of this server. */
  function persist(state: ServerState, patch: Parameters<RegistryStore['updateServer']>[1]): Promise<void> {
    state.record = { ...state.record, ...patch };
    const write = state.writes.then(async () => {
      const row = await store.updateServer(state.record.id, patch);
      state.record = { ...state.record, updatedAt: row.updatedAt };
    });
    state.writes = write.catch((error: unknown) =>
      logger.error({ serverId: state.record.id, err: (error as Error).message }, 'registry write failed'),
    );
    return write;
  }

  /** Recomputes the status; persists and logs a transition (so each one is logged once). */
  function updateStatus(state: ServerState): void {
    // A state replaced by a re-registration must not write over its successor.
    if (servers.get(state.record.id) !== state && servers.has(state.record.id)) return;
    const next = statusOf(state);
    const previous = state.record.status;
    if (next === previous) return;
    const log = { serverId: state.record.id, company: state.record.company, from: previous, to: next };
    if (next === 'needs_recertification') {
      logger.warn(
        { ...log, changedTools: state.changedTools },
        'certified tools changed; withheld until recertification',
      );
    } else if (next === 'degraded') {
      logger.warn(log, 'server degraded: serving its last good catalog until it expires');
    } else {
      logger.info(log, 'server status changed');
    }
    persist(state, { status: next }).catch(() => undefined); // logged by persist
  }

  function onRefresh(state: ServerState, event: RefreshEvent): void {
    // Listings cut short by close() say nothing about the server; do not record them.
    if (closed) return;
    const ids = { serverId: state.record.id, company: state.record.company, reason: event.reason };
    state.listed = true;
    if (event.ok) {
      state.refreshOk = true;
      state.changedTools = event.entry.tools.filter((t) => t.pin === 'changed').map((t) => t.name);
      const waiting = event.entry.tools.filter((t) => t.pin === 'uncertified').length;
      logger.debug(
        { ...ids, tools: event.entry.tools.length, waiting, dropped: event.dropped },
        'catalog refreshed',
      );
    } else {
      state.refreshOk = false;
      const code = classifyFailure(event.error).code;
      observer.upstreamError({ company: state.record.company, serverId: state.record.id, code });
      logger.warn({ ...ids, code, keptLastGood: event.kept }, 'catalog refresh failed');
    }
    updateStatus(state);
  }

  function newServerState(record: ServerRecord, token: string | undefined): ServerState {
    const upstream = createUpstream({
      serverId: record.id,
      company: record.company,
      url: record.url,
      ...(token !== undefined ? { token } : {}),
      devMode,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      logger,
      ...(options.listenBackoff ? { listenBackoff: options.listenBackoff } : {}),
    });
    const state: ServerState = {
      record,
      token,
      upstream,
      listener: undefined,
      pins: undefined,
      certification: 'none',
      refreshOk: true,
      changedTools: [],
      listed: false,
      writes: Promise.resolve(),
      catalog: undefined as unknown as ServerCatalog, // set right below; needs `state` in its callbacks
    };
    state.catalog = createServerCatalog({
      serverId: record.id,
      company: record.company,
      listTools: () => upstream.listTools(),
      cache,
      ttlMs,
      retryAfterMs: options.refreshRetryMs ?? 5_000,
      now,
      pins: () => state.pins,
      onRefresh: (event) => onRefresh(state, event),
    });
    return state;
  }

  function startListening(state: ServerState): void {
    state.listener = state.upstream.listen(() => {
      logger.info(
        { serverId: state.record.id, company: state.record.company },
        'toolsListChanged: refreshing catalog',
      );
      state.catalog
        .refresh('tools_changed')
        .catch((error: unknown) =>
          logger.error(
            { serverId: state.record.id, err: (error as Error).message },
            'refresh after toolsListChanged failed',
          ),
        );
    });
    state.listener.ready.catch((error: unknown) =>
      logger.warn(
        { serverId: state.record.id, err: (error as Error).message },
        'subscriptions/listen unavailable',
      ),
    );
  }

  /** Waits (bounded) until the listen stream is acknowledged or known to be unavailable. */
  async function listenerReady(state: ServerState): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, options.certifyTimeoutMs ?? 10_000);
    });
    await Promise.race([
      state.listener?.ready.then(
        () => undefined,
        () => undefined,
      ),
      bound,
    ]);
    clearTimeout(timer);
  }

  function attach(state: ServerState): void {
    servers.set(state.record.id, state);
    const list = serversByCompany.get(state.record.company) ?? [];
    const at = list.findIndex((s) => s.record.id === state.record.id);
    if (at >= 0) list[at] = state;
    else list.push(state);
    serversByCompany.set(state.record.company, list);
  }

  async function runCertification(state: ServerState): Promise<CertificationSummary> {
    const { id, company, url } = state.record;
    const started = now();
    certifyFetch ??= options.fetch ? undefined : guardedFetch({ devMode });
    const report = (await certify(url, {
      ...(state.token !== undefined ? { token: state.token } : {}),
      allowWrites: false,
      lang,
      timeoutMs: options.certifyTimeoutMs ?? 10_000,
      // The guarded fetch is call-compatible with the global fetch the engine types its option as.
      fetch: (options.fetch ?? certifyFetch) as typeof fetch,
    })) as CertificationReportLike & Parameters<typeof certifiedToolNames>[0];
    const usable = report.fatal === undefined;
    const certified = usable ? certifiedToolNames(report) : [];
    const { hashes, pins } = pinsFromReport(usable ? report.tools : [], certified);
    const certifiedAt = new Date(now()).toISOString();
    await store.insertCertification({
      serverId: id,
      certifiedAt,
      report,
      toolHashes: hashes,
      certifiedTools: [...pins.certified],
      usable,
    });
    if (usable) {
      state.pins = pins;
      state.certification = pins.certified.size > 0 ? 'passed' : 'failed';
      await persist(state, { era: report.era });
    } else if (!state.pins) {
      state.certification = 'failed';
    }
    // An unusable run keeps the previous pins; the listing below decides whether it is degraded.
    state.catalog.repin();
    await state.catalog.refresh('certification');
    updateStatus(state);
    const status = statusOf(state);
    logger.info(
      {
        serverId: id,
        company,
        status,
        era: report.era,
        certifiedTools: [...pins.certified],
        blocking: report.summary.blocking,
        fatal: report.fatal?.code,
        durationMs: now() - started,
      },
      'server certified',
    );
    return summarizeCertification(
      report,
      usable ? [...pins.certified] : [...(state.pins?.certified ?? [])],
      status,
      certifiedAt,
    );
  }

  async function sourcesFor(company: string): Promise<ExposureSource[]> {
    const states = serversByCompany.get(company) ?? [];
    const sources: ExposureSource[] = new Array<ExposureSource>(states.length);
    let pending: Promise<void>[] | undefined;
    states.forEach((state, i) => {
      const server = { id: state.record.id, company };
      const entry = state.catalog.fresh();
      observer.cacheLookup({ company, serverId: server.id, hit: entry !== undefined });
      if (entry) {
        sources[i] = { server, entry };
        return;
      }
      (pending ??= []).push(
        state.catalog.current().then(
          (e) => void (sources[i] = { server, entry: e }),
          () => void (sources[i] = { server, entry: undefined }),
        ),
      );
    });
    if (pending) await Promise.all(pending);
    return sources;
  }

  async function resolveExposedTool(
    context: Pick<GatewayContext, 'company' | 'scenario' | 'agentLevel' | 'channel'>,
    company: string,
    toolName: string,
  ): Promise<ExposedToolResult> {
    if (company !== context.company) return { rejected: 'other_company' };
    const tenant = tenants.get(company);
    if (!tenant) return { rejected: 'unknown_tool' };
    const sources = await sourcesFor(company);
    const found = findExposedTool(sources, toolName, context, tenant.policy);
    if ('rejected' in found) return found;
    const state = servers.get(found.source.server.id);
    if (!state) return { rejected: 'unknown_tool' };
    return {
      tool: found.tool.definition,
      hash: found.tool.hash,
      server: found.source.server,
      upstream: state.upstream,
    };
  }

  function toView(state: ServerState): ServerView {
    const r = state.record;
    return {
      id: r.id,
      company: r.company,
      url: r.url,
      era: r.era,
      status: statusOf(state),
      hasCredential: r.credential !== null,
      certifiedTools: [...(state.pins?.certified ?? [])],
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    };
  }

  // ---- startup: load the registry --------------------------------------------------------------

  const ready = (async () => {
    for (const tenant of await store.listTenants()) tenants.set(tenant.company, tenant);
    for (const record of await store.listServers()) {
      const token = record.credential === null ? undefined : box.open(record.credential, record.id);
      const state = newServerState(record, token);
      const last = await store.latestCertification(record.id, { usableOnly: true });
      if (last) {
        state.pins = { hashes: last.toolHashes, certified: new Set(last.certifiedTools) };
        state.certification = last.certifiedTools.length > 0 ? 'passed' : 'failed';
      } else if (record.status !== 'pending') {
        state.certification = 'failed';
      }
      attach(state);
      startListening(state);
      // Warm the catalog in the background unless a shared cache already holds a fresh entry.
      if (!state.catalog.fresh()) {
        state.catalog
          .refresh('startup')
          .catch((error: unknown) =>
            logger.error({ serverId: record.id, err: (error as Error).message }, 'startup listing failed'),
          );
      }
    }
    logger.info({ tenants: tenants.size, servers: servers.size }, 'gateway registry loaded');
  })();
  // Surface a startup failure (e.g. a wrong secretKey) on every call, and log it once now.
  ready.catch((error: unknown) =>
    logger.error({ err: (error as Error).message }, 'gateway failed to load its registry'),
  );

  async function open(): Promise<void> {
    assertOpen();
    await ready;
  }

  // ---- public surface ------------------------------------------------------------------------

  return {
    async registerTenant(input) {
      await open();
      const checked = validateTenantInput(input);
      if (!checked.ok)
        throw new GatewayError(checked.code, checked.message, checked.data ? { data: checked.data } : {});
      const tenant = await store.upsertTenant(checked.value);
      tenants.set(tenant.company, tenant);
      logger.info({ company: tenant.company }, 'tenant registered');
      return tenant;
    },

    async registerServer(company, server) {
      await open();
      requireTenant(company);
      const { url, token } = (server ?? {}) as { url?: unknown; token?: unknown };
      if (typeof url !== 'string') throw new GatewayError('GATEWAY_URL_REFUSED', 'url must be a string');
      if (token !== undefined && (typeof token !== 'string' || !/^[\x21-\x7e]{1,4096}$/.test(token))) {
        // Header-safe characters only: the token goes into an Authorization header.
        throw new GatewayError('GATEWAY_INVALID_TENANT', 'token must be 1-4096 visible ASCII characters', {
          data: { field: 'token' },
        });
      }
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
      return withLock(`register:${company}:${href}`, async () => {
        assertOpen();
        const existing = await store.findServer(company, href);
        let state: ServerState;
        if (existing) {
          const previous = servers.get(existing.id);
          const record = await store.updateServer(existing.id, {
            credential: token === undefined ? null : box.seal(token, existing.id),
          });
          if (previous) await previous.upstream.close().catch(() => undefined);
          state = newServerState(record, token);
          state.pins = previous?.pins;
          state.certification = previous?.certification ?? 'none';
          logger.info(
            { serverId: record.id, company, url: href },
            'server re-registered; credential replaced',
          );
        } else {
          const id = `srv_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
          const record = await store.insertServer({
            id,
            company,
            url: href,
            credential: token === undefined ? null : box.seal(token, id),
            era: null,
            status: 'pending',
          });
          state = newServerState(record, token);
          logger.info(
            { serverId: id, company, url: href, hasCredential: token !== undefined },
            'server registered',
          );
        }
        attach(state);
        // Listen first, so a change published while certifying or listing is not missed.
        startListening(state);
        await listenerReady(state);
        const certification = await withLock(`certify:${state.record.id}`, () => runCertification(state));
        return { serverId: state.record.id, certification };
      });
    },

    async certifyServer(serverId) {
      await open();
      const state = requireServer(serverId);
      return withLock(`certify:${serverId}`, () => runCertification(servers.get(serverId) ?? state));
    },

    async catalogFor(input) {
      await open();
      const tenant = requireTenant(contextCompany(input));
      const context = parseGatewayContext(input, tenant);
      const sources = await sourcesFor(tenant.company);
      let built = memo.get(tenant.company, context, context.lang, sources, tenant.policy);
      if (!built) {
        built = buildCatalog(sources, context, tenant.policy, context.requestId, context.lang);
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
      const tenant = requireTenant(contextCompany(input));
      const context = parseGatewayContext(input, tenant);
      return pipeline(context, prefixedName, args);
    },

    async listServers(company) {
      await open();
      requireTenant(company);
      return (serversByCompany.get(company) ?? []).map(toView);
    },

    async getCertification(serverId) {
      await open();
      const state = requireServer(serverId);
      const last = await store.latestCertification(serverId);
      if (!last) return undefined;
      const report = last.report as CertificationReportLike;
      return {
        ...summarizeCertification(report, last.certifiedTools, statusOf(state), last.certifiedAt),
        serverId,
        report: last.report,
      };
    },

    async getTenant(company) {
      await open();
      return tenants.get(company);
    },

    async health() {
      if (closed) return { status: 'closed', tenants: 0, servers: { total: 0, byStatus: EMPTY_BY_STATUS() } };
      await ready;
      const byStatus = EMPTY_BY_STATUS();
      for (const state of servers.values()) byStatus[statusOf(state)]++;
      const status = byStatus.degraded > 0 ? 'degraded' : 'ok';
      return { status, tenants: tenants.size, servers: { total: servers.size, byStatus } };
    },

    async close() {
      if (closed) return;
      closed = true;
      await ready.catch(() => undefined);
      await Promise.allSettled([...locks.values()]);
      const states = [...servers.values()];
      await Promise.allSettled(states.map((s) => s.upstream.close()));
      await Promise.allSettled(states.map((s) => s.catalog.idle()));
      await Promise.allSettled(states.map((s) => s.writes));
      await certifyFetch?.close().catch(() => undefined);
      await store.close();
      logger.info('gateway closed');
    },
  };
}
