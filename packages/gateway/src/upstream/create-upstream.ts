import type { Client, FetchLike } from '@modelcontextprotocol/client';
import { PROTOCOL_VERSION } from '@asixto/contract';
import type { ToolDefinition } from '../catalog/tool-definition.js';
import { GatewayError } from '../errors.js';
import { PAST_DEADLINE, withinDeadline } from '../util/deadline.js';
import type { GatewayLogger } from '../logger.js';
import { classifyFailure, type Failure } from './classify-failure.js';
import { loadMcpClient } from './mcp-client-module.js';
import type { McpClientModule } from './mcp-client-module.js';
import { guardedFetch, type GuardedFetch } from './guarded-fetch.js';
import { directCallAttempt } from './direct-call-attempt.js';
import type { AttemptOutcome, DirectCallConnection } from './direct-call-attempt.js';
import { dispatchOverFetch } from './fetch-dispatch.js';
import { LeanHttpTransport } from './lean-transport.js';
import type { LeanTransportOptions } from './lean-transport.js';
import { createReadBudget } from './read-budget.js';
import { DEFAULT_UPSTREAM_LIMITS } from './response-limits.js';
import type { UpstreamLimits } from './response-limits.js';
import { createServerGuard } from './server-guard.js';
import type { UpstreamCallSettled } from './upstream-call-settled.js';
import type { BreakerState, ServerGuardOptions } from './server-guard.js';
import { stripReservedMeta } from './strip-reserved-meta.js';
import { StreamWatches } from './stream-watch.js';
import { listenWithBackoff, type ListenBackoffOptions, type ToolsListener } from './listen-with-backoff.js';

export type { ToolDefinition };

export interface UpstreamOptions {
  serverId: string;
  company: string;
  /** The server's MCP endpoint. Checked at registration by `assertUpstreamUrlAllowed`. */
  url: string;
  /** Bearer credential; sent only in the Authorization header, never logged. */
  token?: string;
  /** An OAuth token source instead of `token` (one refresh and one retry after a 401). */
  auth?: UpstreamAuth;
  devMode: boolean;
  /**
   * A fetch to send requests through instead of a fresh {@link guardedFetch} (which the upstream
   * then does not close): only the network layer changes, the transport and the call route stay.
   */
  fetch?: FetchLike;
  logger: GatewayLogger;
  /** Upper bound for `server/discover` when connecting outside a call. */
  connectTimeoutMs?: number;
  /** Byte bounds on answers (a `tools/call` answer over its bound is a SYSTEM error, not retried). */
  limits?: Partial<UpstreamLimits>;
  listenBackoff?: ListenBackoffOptions;
  /** Bulkhead and circuit breaker of this server's calls. */
  guard?: Partial<ServerGuardOptions>;
  /** Told when the breaker changes state (logged here too). */
  onBreakerChange?(state: BreakerState): void;
}

/** Where an upstream's bearer comes from when it changes (OAuth): see `oauth/token-provider.ts`. */
export interface UpstreamAuth {
  /** A usable token; rejects (with `data.code`) when there is none. */
  token(): Promise<string>;
  /** The server refused `rejected`: a new one. */
  refresh(rejected: string): Promise<string>;
}

/** The failure code a token source's rejection carries (`OAUTH_TOKEN_UNREACHABLE`, …). */
function tokenFailureCode(error: unknown): string {
  const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code;
  return typeof code === 'string' ? code : 'OAUTH_TOKEN';
}

/** One logical `tools/call`, as the pipeline hands it to the upstream. */
export interface UpstreamCallRequest {
  /** The un-prefixed tool name. */
  name: string;
  arguments: Record<string, unknown>;
  /** `_meta` to send; any `io.modelcontextprotocol/*` key is dropped before sending. */
  meta: Record<string, unknown>;
  /** The cached definition, for `Mcp-Param-*` headers (SEP-2243; output is validated by the pipeline). */
  tool?: ToolDefinition;
  /** Overall budget for every attempt together (the channel deadline). */
  deadlineMs: number;
  /** Retries after a dropped or refused connection, inside the same deadline. */
  maxRetries: number;
  onRetry?(attempt: number, reason: string): void;
  /**
   * Told as each attempt starts (tracing): its `traceparent`, when not empty, replaces `_meta`'s
   * for that attempt; `end` is told how it went (a failure code, or nothing when it answered).
   */
  onAttempt?(attempt: number): { traceparent: string; end(failure?: string): void };
}

export interface Upstream {
  readonly serverId: string;
  readonly company: string;
  /** Every tool of the server (all pages), raw, in server order; bypasses the SDK response cache. */
  listTools(): Promise<ToolDefinition[]>;
  /**
   * One logical call with retry-on-drop inside the deadline, behind the server's bulkhead and
   * breaker (refused at once, `unavailable`, when either says no). Never rejects for upstream
   * failures.
   */
  callTool(request: UpstreamCallRequest): Promise<UpstreamCallSettled>;
  /** The state of this server's circuit breaker. */
  readonly breaker: BreakerState;
  /** Event-loop time the last listing's answers took to parse (a failed listing's too). */
  readonly lastListingParseMs: number;
  /**
   * Follows `toolsListChanged` through `subscriptions/listen` when the server advertises
   * `tools.listChanged`, re-listening with exponential backoff when the stream drops. `ready`
   * resolves to whether the server offers it (a no-op listener otherwise).
   */
  listen(onToolsChanged: () => void): ToolsListener;
  /** Stops listeners, closes the client and, when it owns it, the fetch agent. */
  close(): Promise<void>;
}

type ShapeExceeded = Parameters<NonNullable<LeanTransportOptions['onShapeExceeded']>>[0];

const CLIENT_INFO = { name: 'asixto-gateway', version: '0.1.0' };
/** Pages of one listing: page 07 allows 50 tools per server, so a few pages are plenty. */
const MAX_LIST_PAGES = 16;

/**
 * Ids of calls made straight over the transport start far above the SDK client's own counter
 * (which starts at 0), so a response is never taken for another request's.
 */
const DIRECT_ID_BASE = 1_000_000_000;

/**
 * The connector to one tenant server. An official MCP client pinned to the 2026-07-28 revision,
 * over the gateway's lean transport (undici's dispatcher through the guarded agent), is connected
 * once (`server/discover`) and reused: it lists, paginates and follows `subscriptions/listen`.
 * Every `tools/call` takes one route, straight over that transport ({@link directCallAttempt}),
 * which the conformance tests hold to what the SDK client sends and how it settles answers.
 * `input_required` is never consumed, and the SDK response cache is partitioned by server id.
 *
 * @example
 * const upstream = createUpstream({ serverId, company: 'acme', url, token, devMode: false, logger });
 * const tools = await upstream.listTools();
 */
export function createUpstream(options: UpstreamOptions): Upstream {
  const { serverId, company, token, auth, devMode, logger: baseLogger } = options;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const logger = baseLogger.child({ serverId, company });
  const url = new URL(options.url);
  const limits: UpstreamLimits = { ...DEFAULT_UPSTREAM_LIMITS, ...options.limits };
  const onLimitExceeded = ({ method, maxBytes }: { method: string; maxBytes: number }): void =>
    logger.warn({ method, maxBytes }, 'upstream answer over its bound: cut, memory freed');
  const onShapeExceeded = ({ method, problem, limits: shape }: ShapeExceeded): void =>
    logger.warn(
      { method, problem, maxDepth: shape.maxDepth, maxElements: shape.maxElements },
      'upstream answer over its structure bound: cut before parsing',
    );
  const ownFetch: GuardedFetch | undefined = options.fetch
    ? undefined
    : guardedFetch({ devMode, limits, onLimitExceeded });
  const dispatch = options.fetch ? dispatchOverFetch(options.fetch) : ownFetch!.dispatch;
  const watches = new StreamWatches();
  // One per server, not per connection: a connection made again does not start with a full bucket.
  const readBudget = createReadBudget();
  const changeHandlers = new Set<() => void>();
  const listeners = new Set<ToolsListener>();
  let connecting: Promise<Client> | undefined;
  /** The connection's transport and envelope, once connected: what every call is sent over. */
  let direct: DirectCallConnection | undefined;
  let directIds = DIRECT_ID_BASE;
  let lastListingParseMs = 0;
  let closed = false;
  // Every request reads the credential from here when it is sent, so a refreshed token reaches
  // the connection's transport without a new connection.
  const authHeaders: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};

  /** Puts the current OAuth token in the headers; the token sent (undefined without OAuth). */
  async function authorize(): Promise<string | undefined> {
    if (auth === undefined) return undefined;
    const current = await auth.token();
    authHeaders.authorization = `Bearer ${current}`;
    return current;
  }

  function newClient({ Client }: McpClientModule): Client {
    const client = new Client(CLIENT_INFO, {
      versionNegotiation: { mode: { pin: PROTOCOL_VERSION } },
      inputRequired: { autoFulfill: false },
      cachePartition: serverId,
      capabilities: {},
      // A server whose cursors never end cannot keep a listing going (bytes are bounded too).
      listMaxPages: MAX_LIST_PAGES,
    });
    client.setNotificationHandler('notifications/tools/list_changed', () => {
      for (const handler of changeHandlers) handler();
    });
    client.onerror = (error) => logger.debug({ err: error.message }, 'upstream client error');
    return client;
  }

  function connect(): Promise<Client> {
    if (closed) return Promise.reject(new GatewayError('GATEWAY_CLOSED', 'upstream closed'));
    if (!connecting) {
      let client: Client | undefined;
      const attempt = loadMcpClient().then(async (sdk) => {
        const fresh = newClient(sdk);
        client = fresh;
        const transport = new LeanHttpTransport({
          url,
          sdk,
          dispatch,
          headers: authHeaders,
          watches,
          limits,
          readBudget,
          onLimitExceeded,
          onShapeExceeded,
        });
        await fresh.connect(transport, { timeout: connectTimeoutMs });
        const protocolVersion = fresh.getNegotiatedProtocolVersion();
        // Pinned to the modern revision, a connection is modern or fails; this guards the envelope.
        if (fresh.getProtocolEra() !== 'modern' || !protocolVersion) {
          throw new Error('upstream did not negotiate the 2026-07-28 revision');
        }
        if (connecting === attempt && !closed) {
          direct = {
            transport,
            sdk,
            envelope: {
              [sdk.PROTOCOL_VERSION_META_KEY]: protocolVersion,
              [sdk.CLIENT_INFO_META_KEY]: CLIENT_INFO,
              [sdk.CLIENT_CAPABILITIES_META_KEY]: {},
            },
            nextId: () => ++directIds,
          };
        }
        return fresh;
      });
      connecting = attempt;
      attempt.catch((error: unknown) => {
        // A failed connect is forgotten so the next use tries again.
        if (connecting === attempt) connecting = undefined;
        void client?.close().catch(() => undefined);
        logger.debug({ code: classifyFailure(error).code }, 'upstream connect failed');
      });
    }
    return connecting;
  }

  async function listTools(): Promise<ToolDefinition[]> {
    const sent = await authorize();
    try {
      return await listOnce();
    } catch (error) {
      // A refused token gets one refresh and one more listing.
      if (sent === undefined || classifyFailure(error).code !== 'HTTP_401') throw error;
      await auth!.refresh(sent);
      return listOnce();
    }
  }

  async function listOnce(): Promise<ToolDefinition[]> {
    const client = await connect();
    // Every page of one listing spends one byte budget.
    const watch = { remainingBytes: limits.listBytes, parseMs: 0 };
    const opened = watches.open(watch);
    try {
      // 'bypass': the gateway keeps its own catalog and hands every call its definition, so a
      // second copy of each listing in the SDK's response cache would only cost memory.
      const { tools } = await client.listTools(undefined, {
        cacheMode: 'bypass',
        timeout: connectTimeoutMs,
        headers: opened.headers,
      });
      return tools as unknown as ToolDefinition[];
    } finally {
      opened.release();
      lastListingParseMs = watch.parseMs;
    }
  }

  async function attemptOnce(request: UpstreamCallRequest, remainingMs: number): Promise<AttemptOutcome> {
    if (direct !== undefined) return directCallAttempt(direct, request, remainingMs);
    const started = performance.now();
    try {
      const ready = await withinDeadline(connect(), remainingMs);
      if (ready === PAST_DEADLINE)
        return { ok: false, failure: { kind: 'timeout', code: 'DEADLINE' }, message: '' };
    } catch (error) {
      return { ok: false, failure: classifyFailure(error), message: (error as Error).message };
    }
    // Closed while connecting: nothing to send the call over.
    if (direct === undefined)
      return { ok: false, failure: { kind: 'unavailable', code: 'GATEWAY_CLOSED' }, message: '' };
    return directCallAttempt(direct, request, remainingMs - (performance.now() - started));
  }

  const guard = createServerGuard(options.guard);
  guard.onStateChange((state) => {
    if (state === 'open') logger.warn({ breaker: state }, 'circuit breaker open: calls refused at once');
    else logger.info({ breaker: state }, 'circuit breaker state changed');
    options.onBreakerChange?.(state);
  });

  async function attemptsWithinDeadline(input: UpstreamCallRequest): Promise<UpstreamCallSettled> {
    const deadline = performance.now() + input.deadlineMs;
    // Keys supplied in `_meta` win over the SDK envelope: never let a protocol key through.
    const request = { ...input, meta: stripReservedMeta(input.meta) };
    let attempts = 0;
    let last: Failure | undefined;
    let refreshed = false;
    for (;;) {
      const remaining = deadline - performance.now();
      if (remaining <= 0) return { status: 'timeout', attempts };
      let sent: string | undefined;
      try {
        sent = await authorize();
      } catch (error) {
        return { status: 'unavailable', code: tokenFailureCode(error), attempts };
      }
      attempts++;
      const traced = request.onAttempt?.(attempts);
      const outcome = await attemptOnce(
        traced?.traceparent
          ? { ...request, meta: { ...request.meta, traceparent: traced.traceparent } }
          : request,
        remaining,
      );
      traced?.end(outcome.ok ? undefined : outcome.failure.code);
      if (outcome.ok) return { status: 'complete', result: outcome.result, attempts };
      last = outcome.failure;
      if (sent !== undefined && !refreshed && last.code === 'HTTP_401') {
        // The token was refused (expired early, revoked, keys rotated): one refresh, and the same
        // request again, so the same idempotency key in its `_meta`.
        refreshed = true;
        try {
          await auth!.refresh(sent);
        } catch (error) {
          return { status: 'unavailable', code: tokenFailureCode(error), attempts };
        }
        logger.info(
          { attempt: attempts + 1 },
          'upstream refused the OAuth token: refreshed, call sent again',
        );
        continue;
      }
      switch (last.kind) {
        case 'timeout':
          return { status: 'timeout', attempts };
        case 'unavailable':
          return { status: 'unavailable', code: last.code, attempts };
        case 'protocol':
          return { status: 'protocol_error', code: last.code, message: outcome.message, attempts };
        case 'dropped':
        case 'refused':
          if (attempts > request.maxRetries) return { status: 'unavailable', code: last.code, attempts };
          request.onRetry?.(attempts + 1, last.code);
          logger.debug({ attempt: attempts + 1, reason: last.code }, 'upstream call retried');
      }
    }
  }

  function listen(onToolsChanged: () => void): ToolsListener {
    const listener = listenWithBackoff({
      // A listen opened after the token changed carries the current one.
      connect: () =>
        authorize().then(
          () => connect(),
          () => connect(),
        ),
      onToolsChanged,
      changeHandlers,
      logger,
      ...(options.listenBackoff ? { backoff: options.listenBackoff } : {}),
      onClose: () => listeners.delete(listener),
    });
    listeners.add(listener);
    return listener;
  }

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    await Promise.allSettled([...listeners].map((listener) => listener.close()));
    const pending = connecting;
    connecting = undefined;
    direct = undefined;
    if (pending) await pending.then((client) => client.close()).catch(() => undefined);
    await ownFetch?.close().catch(() => undefined);
  }

  return {
    serverId,
    company,
    listTools,
    callTool: (request) => guard.run(() => attemptsWithinDeadline(request)),
    get breaker() {
      return guard.state;
    },
    get lastListingParseMs() {
      return lastListingParseMs;
    },
    listen,
    close,
  };
}
