import type { OAuthProblem } from '@asixto/contract';
import type { OAuthTokenResult } from '@asixto/certify';
import type { SecretBox } from '../crypto/secret-box.js';
import { GatewayError } from '../errors.js';
import type { GatewayLogger } from '../logger.js';
import type { SharedTokenCache } from './shared-token-cache.js';

/** What a server's token looks like now, for its status (never the token itself). */
export interface TokenStatus {
  expiresAt: string | null;
  lastRefreshAt: string | null;
  /** The last failed refresh, cleared by the next success. */
  lastError: { code: string; problem: OAuthProblem; at: string } | null;
}

/**
 * A server's OAuth access token: cached, refreshed before it expires with one request in flight per
 * server (and, with a shared cache, per cluster), refreshed at once when the server refuses it.
 */
export interface TokenProvider {
  /** A usable token; throws `GATEWAY_OAUTH_TOKEN` (data: `code`, `problem`) when none can be had. */
  token(): Promise<string>;
  /** The server refused `rejected` (401 `invalid_token`): a new token, unless one came meanwhile. */
  refresh(rejected: string): Promise<string>;
  readonly status: TokenStatus;
}

export interface TokenProviderOptions {
  serverId: string;
  /** One token request (the certify package's client, with the gateway's guarded fetch). */
  fetchToken(): Promise<OAuthTokenResult>;
  box: SecretBox;
  shared?: SharedTokenCache;
  logger: GatewayLogger;
  now?: () => number;
  /** Lifetime assumed when the authorization server gives no `expires_in` (default 5 min). */
  defaultLifetimeMs?: number;
  /**
   * Lifetime of the cluster's refresh lock (default 15 s, three times a token request's bound):
   * how long the others wait for its holder's token at most.
   */
  lockTtlMs?: number;
}

interface Entry {
  accessToken: string;
  expiresAt: number;
  /** From here on the token is refreshed in the background while it is still used. */
  refreshAt: number;
  /** Past this the token is not sent: it could expire on the way. */
  usableUntil: number;
}

const MAX_SEALED_BYTES = 64 * 1024;
/** After a failed refresh, calls fail fast this long before the authorization server is asked again. */
const FAILURE_BACKOFF_MS = [250, 1_000, 5_000, 15_000] as const;

/** The upstream failure code of a problem: `token-unreachable` → `OAUTH_TOKEN_UNREACHABLE`. */
export function oauthFailureCode(problem: OAuthProblem): string {
  return `OAUTH_${problem.toUpperCase().replaceAll('-', '_')}`;
}

function entryOf(accessToken: string, issuedAt: number, lifetimeMs: number): Entry {
  const expiresAt = issuedAt + lifetimeMs;
  // A quarter of the life (at most a minute) before expiry; a tenth (at most 5 s) not sent at all.
  return {
    accessToken,
    expiresAt,
    refreshAt: expiresAt - Math.min(60_000, lifetimeMs / 4),
    usableUntil: expiresAt - Math.min(5_000, lifetimeMs / 10),
  };
}

/**
 * Builds a server's token provider. Tokens are sealed (AES-GCM, bound to the server) before they
 * go to the shared cache and authenticated when read back; a sealed entry that does not open, or
 * is over 64 KiB, is ignored.
 *
 * @example
 * const tokens = createTokenProvider({ serverId, fetchToken: () => client.fetchToken(), box, logger });
 * headers.authorization = `Bearer ${await tokens.token()}`;
 */
export function createTokenProvider(options: TokenProviderOptions): TokenProvider {
  const { serverId, box, shared, logger } = options;
  const now = options.now ?? Date.now;
  const defaultLifetimeMs = options.defaultLifetimeMs ?? 300_000;
  const lockTtlMs = options.lockTtlMs ?? 15_000;
  const context = `${serverId}#oauth-token`;
  let entry: Entry | undefined;
  let rejected: string | undefined;
  let inflight: Promise<Entry> | undefined;
  let failures = 0;
  let retryAt = 0;
  let lastFailure: GatewayError | undefined;
  const status: TokenStatus = { expiresAt: null, lastRefreshAt: null, lastError: null };

  const adopt = (fresh: Entry): Entry => {
    entry = fresh;
    status.expiresAt = new Date(fresh.expiresAt).toISOString();
    return fresh;
  };

  async function readShared(): Promise<Entry | undefined> {
    const sealed = await shared?.get(serverId).catch(() => undefined);
    if (sealed === undefined || sealed.length > MAX_SEALED_BYTES) return undefined;
    try {
      const value = JSON.parse(box.open(sealed, context)) as Entry;
      const fresh =
        typeof value.accessToken === 'string' && value.accessToken !== rejected && now() < value.refreshAt;
      return fresh ? value : undefined;
    } catch {
      logger.warn({ serverId }, 'shared OAuth token refused (does not open): ignored');
      return undefined;
    }
  }

  /**
   * Another instance holds the lock: its sealed entry is awaited for as long as it may hold it,
   * taking the lock over when it is released without one (its request failed) or expires.
   */
  async function waitForShared(cache: SharedTokenCache): Promise<{ found?: Entry; locked: boolean }> {
    const deadline = now() + lockTtlMs;
    while (now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const found = await readShared();
      if (found !== undefined) return { found, locked: false };
      if (await cache.lock(serverId, lockTtlMs).catch(() => true)) return { locked: true };
    }
    return { locked: false };
  }

  async function request(): Promise<Entry> {
    const result = await options.fetchToken();
    const at = now();
    if (!result.ok) {
      const code = oauthFailureCode(result.problem);
      status.lastError = { code, problem: result.problem, at: new Date(at).toISOString() };
      retryAt = at + FAILURE_BACKOFF_MS[Math.min(failures, FAILURE_BACKOFF_MS.length - 1)]!;
      failures++;
      logger.warn({ serverId, code, ...result.data }, 'OAuth token refresh failed');
      throw (lastFailure = new GatewayError('GATEWAY_OAUTH_TOKEN', `no OAuth token: ${result.problem}`, {
        data: { serverId, code, problem: result.problem },
      }));
    }
    failures = 0;
    status.lastError = null;
    status.lastRefreshAt = new Date(at).toISOString();
    const lifetimeMs = (result.token.expiresIn ?? defaultLifetimeMs / 1000) * 1000;
    const fresh = entryOf(result.token.accessToken, at, lifetimeMs);
    logger.info({ serverId, expiresAt: new Date(fresh.expiresAt).toISOString() }, 'OAuth token refreshed');
    await shared
      ?.set(serverId, box.seal(JSON.stringify(fresh), context), fresh.expiresAt - at)
      .catch(() => undefined);
    return fresh;
  }

  /** One refresh at a time: the shared entry if another instance has one, else a token request. */
  function refreshOnce(): Promise<Entry> {
    if (inflight !== undefined) return inflight;
    if (now() < retryAt && lastFailure !== undefined) return Promise.reject(lastFailure);
    const run = (async (): Promise<Entry> => {
      const found = await readShared();
      if (found !== undefined) return adopt(found);
      let locked = shared === undefined ? true : await shared.lock(serverId, lockTtlMs).catch(() => true);
      try {
        if (!locked && shared !== undefined) {
          const waited = await waitForShared(shared);
          if (waited.found !== undefined) return adopt(waited.found);
          locked = waited.locked;
          // Taken over: the holder may have stored its entry just before releasing.
          const late = locked ? await readShared() : undefined;
          if (late !== undefined) return adopt(late);
        }
        return adopt(await request());
      } finally {
        if (locked) await shared?.unlock(serverId).catch(() => undefined);
      }
    })();
    inflight = run;
    void run.then(
      () => (inflight = undefined),
      () => (inflight = undefined),
    );
    return run;
  }

  return {
    async token() {
      const current = entry;
      const at = now();
      if (current !== undefined && at < current.usableUntil) {
        // Still good: refreshed behind the callers' backs once it is due (failures are in the status).
        if (at >= current.refreshAt) refreshOnce().catch(() => undefined);
        return current.accessToken;
      }
      return (await refreshOnce()).accessToken;
    },
    async refresh(token) {
      if (entry !== undefined && entry.accessToken !== token) return entry.accessToken;
      rejected = token;
      entry = undefined;
      // A refused token asks again at once, whatever the backoff says.
      retryAt = 0;
      return (await refreshOnce()).accessToken;
    },
    status,
  };
}
