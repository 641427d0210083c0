import type { CatalogCache, CatalogEntry } from './catalog-cache.js';
import { pinStateOf, prepareTool } from './prepared-tool.js';
import type { PreparedTool, ToolPins } from './prepared-tool.js';
import { isToolDefinition } from './tool-definition.js';

export type RefreshReason = 'certification' | 'expiry' | 'tools_changed' | 'startup';

/**
 * Listings asked for by change notifications start at least this many times the last listing's
 * cost apart (and never closer than `minRefreshIntervalMs`): the time its answer took to parse
 * (`listingParseMs`) and its tools to prepare, the parts of a listing that run on the service's
 * event loop in proportion to what the server sent. A notifying server's listings so take at most
 * ~1 % of the loop. A 1.7 MiB listing prepared in ~130 ms is listed at most every ~13 s or more.
 */
export const COST_SPACING_FACTOR = 100;

export type RefreshEvent =
  | { ok: true; reason: RefreshReason; entry: CatalogEntry; dropped: number }
  | { ok: false; reason: RefreshReason; error: unknown; kept: boolean };

export interface ServerCatalogOptions {
  serverId: string;
  company: string;
  listTools(): Promise<unknown[]>;
  cache: CatalogCache;
  ttlMs: number;
  /** After a failed refresh, wait this long before trying again on access (no hammering). */
  retryAfterMs: number;
  /**
   * Least time between the starts of two listings asked for by change notifications: a server
   * that notifies a hundred times a second still gets listed once per interval.
   */
  minRefreshIntervalMs: number;
  /**
   * Longest wait between two listings while they keep failing: after the first failed (or
   * over-bound) listing `retryAfterMs`, after each next one twice the last wait, up to this
   * (default 60 s), whoever asks (a change is also kept `minRefreshIntervalMs` apart). A success
   * ends it.
   */
  refreshBackoffMaxMs?: number;
  /** Event-loop time the last listing's answer took to parse (failed ones included); 0 if unknown. */
  listingParseMs?(): number;
  now(): number;
  /** A monotonic clock in ms for the event-loop time a preparation takes; `performance.now` by default. */
  elapsedMs?(): number;
  pins(): ToolPins | undefined;
  onRefresh(event: RefreshEvent): void;
}

/**
 * One server's catalog: cached listing with TTL, lazy single-flight refresh on expiry, explicit
 * refresh on certification, and coalesced, rate-limited refresh on `toolsListChanged`. A failed
 * refresh keeps the last good entry until it expires (the server is then reported degraded); an
 * expired entry that cannot be refreshed is dropped, so the server exposes nothing.
 */
export interface ServerCatalog {
  /** The cached entry if still fresh: the synchronous fast path of `catalogFor`. */
  fresh(): CatalogEntry | undefined;
  /** The fresh entry, refreshing first when missing or expired (single-flight). */
  current(): Promise<CatalogEntry | undefined>;
  /** Lists the tools again now; concurrent requests share one listing. */
  refresh(reason: RefreshReason): Promise<CatalogEntry | undefined>;
  /**
   * The server said its tools changed. At most one listing runs at a time and listings asked
   * for this way start at least `minRefreshIntervalMs` apart, or `COST_SPACING_FACTOR` times the
   * last preparation time when that is longer; notifications in between are coalesced into one
   * trailing listing, so a notification storm cannot drive listings. A change whose listing must
   * wait longer than `minRefreshIntervalMs` withholds the server's tools until it is listed: a
   * changed tool is never exposed for longer than without the spacing.
   */
  changed(): void;
  /** Recomputes pin states of the cached tools after a certification (no listing). */
  repin(): void;
  /** Resolves when no refresh is in flight (for a clean close). */
  idle(): Promise<void>;
  /** Cancels a scheduled trailing listing (the server is going away). */
  stop(): void;
}

export function createServerCatalog(options: ServerCatalogOptions): ServerCatalog {
  const { serverId, company, cache, now } = options;
  const elapsedMs = options.elapsedMs ?? (() => performance.now());
  let inflight: Promise<CatalogEntry | undefined> | undefined;
  let again: RefreshReason | undefined;
  let retryNotBefore = 0;
  let lastListingAt = Number.NEGATIVE_INFINITY;
  /** Parse and preparation time of the last listing (parse time alone for a failed one). */
  let lastCostMs = 0;
  /** Listings failed in a row. */
  let failures = 0;
  const backoffMaxMs = options.refreshBackoffMaxMs ?? 60_000;
  const parseMs = (): number => options.listingParseMs?.() ?? 0;
  /** The wait after the last listing that the failures in a row ask for: doubling, capped. */
  const backoff = (): number =>
    failures === 0 ? 0 : Math.min(backoffMaxMs, options.retryAfterMs * 2 ** (failures - 1));
  /** The least time between the starts of two listings asked for by changes. */
  const spacing = (): number =>
    Math.max(options.minRefreshIntervalMs, COST_SPACING_FACTOR * lastCostMs, backoff());
  let changePending = false;
  let trailing: NodeJS.Timeout | undefined;
  let stopped = false;

  const fresh = (): CatalogEntry | undefined => {
    const entry = cache.get(serverId);
    return entry && entry.expiresAt > now() ? entry : undefined;
  };

  async function listOnce(reason: RefreshReason): Promise<CatalogEntry | undefined> {
    lastListingAt = now();
    if (reason === 'tools_changed') changePending = false;
    let listed: unknown[];
    try {
      listed = await options.listTools();
    } catch (error) {
      failures++;
      lastCostMs = parseMs();
      // A server that keeps failing is listed ever less often, whoever asks (an agent's turn too).
      retryNotBefore = lastListingAt + backoff();
      const last = cache.get(serverId);
      const kept = last !== undefined && last.expiresAt > now();
      if (last && !kept) cache.invalidate(serverId);
      options.onRefresh({ ok: false, reason, error, kept });
      return kept ? last : undefined;
    }
    const prepareStarted = elapsedMs();
    const pins = options.pins();
    const seen = new Set<string>();
    const tools: PreparedTool[] = [];
    let dropped = 0;
    for (const def of listed) {
      // A malformed or duplicate entry cannot be pinned or exposed; drop it, keep the rest.
      if (!isToolDefinition(def) || seen.has(def.name)) {
        dropped++;
        continue;
      }
      seen.add(def.name);
      try {
        tools.push(prepareTool(def, company, pins));
      } catch {
        dropped++; // a name no provider accepts under the prefix: never exposable
      }
    }
    lastCostMs = parseMs() + elapsedMs() - prepareStarted;
    failures = 0;
    const fetchedAt = now();
    const entry: CatalogEntry = { tools, fetchedAt, expiresAt: fetchedAt + options.ttlMs };
    cache.set(serverId, entry);
    retryNotBefore = 0;
    options.onRefresh({ ok: true, reason, entry, dropped });
    return entry;
  }

  /**
   * Empties the cached entry until the pending change is listed. It expires one interval after that
   * listing is due, so that if this instance stops listing the server (another took it over), an
   * access lists it instead of waiting for the entry's full TTL.
   */
  function withhold(wait: number): void {
    const entry = cache.get(serverId);
    if (!entry || entry.tools.length === 0) return;
    const expiresAt = Math.min(entry.expiresAt, now() + wait + options.minRefreshIntervalMs);
    const withheld: CatalogEntry = { tools: [], fetchedAt: entry.fetchedAt, expiresAt, withheld: true };
    cache.set(serverId, withheld);
    // Not a listing: the entry says so (`withheld`), here and on instances that share it.
    options.onRefresh({ ok: true, reason: 'tools_changed', entry: withheld, dropped: 0 });
  }

  /** Lists for pending change notifications as soon as the spacing allows. */
  function scheduleChange(): void {
    if (!changePending || inflight || trailing || stopped) return;
    const wait = lastListingAt + spacing() - now();
    if (wait > options.minRefreshIntervalMs) withhold(wait);
    const run = (): void => {
      trailing = undefined;
      if (changePending && !inflight && !stopped) refresh('tools_changed').catch(() => undefined);
      else scheduleChange();
    };
    if (wait <= 0) return run();
    trailing = setTimeout(run, wait);
    trailing.unref();
  }

  function refresh(reason: RefreshReason): Promise<CatalogEntry | undefined> {
    if (inflight) {
      // A certification pins anew: list once more right after. A change notified meanwhile may
      // not be in this listing either; it is listed again once the interval allows.
      if (reason === 'certification') again = reason;
      if (reason === 'tools_changed') changePending = true;
      return inflight;
    }
    const run = (async () => {
      let entry = await listOnce(reason);
      while (again) {
        const next = again;
        again = undefined;
        entry = await listOnce(next);
      }
      return entry;
    })();
    inflight = run;
    run
      .finally(() => {
        if (inflight === run) inflight = undefined;
        scheduleChange();
      })
      .catch(() => undefined); // the caller of `refresh` receives the rejection itself
    return run;
  }

  return {
    fresh,
    current() {
      const entry = fresh();
      if (entry) return Promise.resolve(entry);
      if (inflight) return inflight;
      if (now() < retryNotBefore) return Promise.resolve(undefined);
      return refresh('expiry');
    },
    refresh,
    changed() {
      changePending = true;
      scheduleChange();
    },
    repin() {
      const entry = cache.get(serverId);
      if (!entry) return;
      const pins = options.pins();
      // Only the pin state depends on the pins: hash and shapes are reused, not recomputed.
      const tools = entry.tools.map((t) => ({ ...t, pin: pinStateOf(t.name, t.hash, pins) }));
      cache.set(serverId, { ...entry, tools });
    },
    async idle() {
      while (inflight) await inflight.catch(() => undefined);
    },
    stop() {
      stopped = true;
      if (trailing) clearTimeout(trailing);
      trailing = undefined;
    },
  };
}
