import { describe, expect, it, vi } from 'vitest';
import { createInMemoryCatalogCache } from './catalog-cache.js';
import { definitionHash } from './prepared-tool.js';
import type { ToolPins } from './prepared-tool.js';
import { createServerCatalog } from './server-catalog.js';
import type { RefreshEvent } from './server-catalog.js';

const tool = (name: string, description = 'd') => ({
  name,
  description,
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint: true },
  _meta: { 'com.asixto/capability': 'general', 'com.asixto/verb': `usar ${name}` },
});

function setup(
  list: () => Promise<unknown[]>,
  pins?: ToolPins,
  {
    minRefreshIntervalMs = 20,
    realClock = false,
    prepareMs = 0,
    ttlMs = 100,
  }: { minRefreshIntervalMs?: number; realClock?: boolean; prepareMs?: number; ttlMs?: number } = {},
) {
  let clock = 1_000;
  const events: RefreshEvent[] = [];
  const startedAt: number[] = [];
  let calls = 0;
  // The preparation clock is read at its start and its end: each preparation "takes" `prepareMs`.
  let reads = 0;
  const catalog = createServerCatalog({
    serverId: 's1',
    company: 'acme',
    listTools: () => {
      calls++;
      startedAt.push(realClock ? performance.now() : clock);
      return list();
    },
    cache: createInMemoryCatalogCache(),
    ttlMs,
    elapsedMs: () => (reads++ % 2) * prepareMs,
    retryAfterMs: 50,
    minRefreshIntervalMs,
    now: realClock ? () => performance.now() : () => clock,
    pins: () => pins,
    onRefresh: (e) => events.push(e),
  });
  return {
    catalog,
    events,
    startedAt,
    calls: () => calls,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('server catalog', () => {
  it('prepares tools with pin states, prefixes and order; drops malformed and duplicate entries', async () => {
    const a = tool('a');
    const pins = { hashes: { a: definitionHash(a), b: 'stale' }, certified: new Set(['a', 'b']) };
    const s = setup(
      async () => [a, tool('b'), tool('c'), { bad: true }, tool('a'), tool('con espacio')],
      pins,
    );
    const entry = await s.catalog.refresh('certification');
    expect(entry?.tools.map((t) => [t.prefixedName, t.pin, t.level, t.verb])).toEqual([
      ['ext__acme__a', 'certified', 'read', 'usar a'],
      ['ext__acme__b', 'changed', 'read', 'usar b'],
      ['ext__acme__c', 'uncertified', 'read', 'usar c'],
    ]);
    expect(s.events[0]).toMatchObject({ ok: true, dropped: 3 });
  });

  it('refreshes lazily on expiry, single-flight', async () => {
    let resolve!: (v: unknown[]) => void;
    const s = setup(() => new Promise((r) => (resolve = r)));
    const first = s.catalog.current();
    const second = s.catalog.current();
    resolve([tool('a')]);
    expect(await first).toBe(await second);
    expect(s.calls()).toBe(1);
    expect(s.catalog.fresh()).toBeDefined();
    s.advance(101);
    expect(s.catalog.fresh()).toBeUndefined();
    const third = s.catalog.current();
    resolve([tool('a'), tool('b')]);
    expect((await third)?.tools).toHaveLength(2);
    expect(s.calls()).toBe(2);
  });

  it('keeps the last good entry until expiry when a refresh fails, then drops it and backs off', async () => {
    let fail = false;
    const s = setup(async () => {
      if (fail) throw new TypeError('fetch failed');
      return [tool('a')];
    });
    await s.catalog.refresh('certification');
    fail = true;
    s.advance(10);
    const kept = await s.catalog.refresh('certification');
    expect(kept?.tools).toHaveLength(1);
    expect(s.events[1]).toMatchObject({ ok: false, kept: true });
    s.advance(100);
    expect(await s.catalog.current()).toBeUndefined();
    expect(s.events[2]).toMatchObject({ ok: false, kept: false });
    // Within the back-off window (doubled by the second failure in a row) no listing is attempted.
    expect(await s.catalog.current()).toBeUndefined();
    expect(s.calls()).toBe(3);
    s.advance(51);
    expect(await s.catalog.current()).toBeUndefined();
    expect(s.calls()).toBe(3);
    s.advance(50);
    fail = false;
    expect((await s.catalog.current())?.tools).toHaveLength(1);
  });

  it('backs a server whose listings keep failing off exponentially, to one listing a minute', async () => {
    vi.useFakeTimers();
    const starts: number[] = [];
    const catalog = createServerCatalog({
      serverId: 's1',
      company: 'acme',
      listTools: async () => {
        starts.push(Date.now());
        throw new Error('upstream response too complex');
      },
      cache: createInMemoryCatalogCache(),
      ttlMs: 900_000,
      retryAfterMs: 5_000,
      minRefreshIntervalMs: 2_000,
      now: () => Date.now(),
      pins: () => undefined,
      onRefresh: () => undefined,
    });
    try {
      const t0 = Date.now();
      // `toolsListChanged` every 200 ms and an agent's turn every 100 ms, for five minutes.
      for (let t = 0; t < 300_000; t += 100) {
        if (t % 200 === 0) catalog.changed();
        void catalog.current();
        await vi.advanceTimersByTimeAsync(100);
      }
      const gaps = starts.slice(1).map((start, i) => start - starts[i]!);
      expect(gaps.slice(0, 5)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000]);
      expect(gaps.every((gap) => gap >= 5_000)).toBe(true);
      expect(gaps.slice(4).every((gap) => gap >= 60_000)).toBe(true);
      // From a minute after it started failing on: at most one listing in any minute.
      const late = starts.filter((start) => start - t0 >= 60_000);
      for (const start of late) {
        expect(late.filter((other) => other >= start && other < start + 60_000)).toHaveLength(1);
      }
    } finally {
      catalog.stop();
      vi.useRealTimers();
    }
  });

  it('ends the backoff with a listing that succeeds', async () => {
    let fail = true;
    const s = setup(async () => {
      if (fail) throw new TypeError('fetch failed');
      return [tool('a')];
    });
    for (let i = 0; i < 4; i++) {
      await s.catalog.refresh('certification');
      s.advance(1_000);
    }
    fail = false;
    expect((await s.catalog.current())?.tools).toHaveLength(1);
    fail = true;
    s.advance(200); // expired (TTL 100 ms): one failure waits `retryAfterMs` again, not 8 times it
    expect(await s.catalog.current()).toBeUndefined();
    s.advance(51);
    await s.catalog.current();
    expect(s.calls()).toBe(7);
  });

  it('lists again, once the interval allows, when a change is notified during a listing', async () => {
    const resolvers: ((v: unknown[]) => void)[] = [];
    const s = setup(() => new Promise((r) => resolvers.push(r)));
    const run = s.catalog.refresh('certification');
    s.catalog.changed();
    s.catalog.changed();
    resolvers[0]!([tool('a')]);
    expect((await run)?.tools).toHaveLength(1);
    await vi.waitFor(() => expect(s.calls()).toBe(2));
    resolvers[1]!([tool('a'), tool('b')]);
    await s.catalog.idle();
    expect(s.catalog.fresh()?.tools).toHaveLength(2);
    expect(s.calls()).toBe(2); // two notifications during one listing: one trailing listing
  });

  it('lists a certification again right after a listing in flight', async () => {
    const resolvers: ((v: unknown[]) => void)[] = [];
    const s = setup(() => new Promise((r) => resolvers.push(r)));
    const run = s.catalog.refresh('certification');
    void s.catalog.refresh('certification');
    resolvers[0]!([tool('a')]);
    await vi.waitFor(() => expect(s.calls()).toBe(2));
    resolvers[1]!([tool('a'), tool('b')]);
    expect((await run)?.tools).toHaveLength(2);
  });

  it('cannot be driven by a notification storm: one listing in flight, listings an interval apart', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const s = setup(
      async () => {
        maxInFlight = Math.max(maxInFlight, ++inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight--;
        return [tool('a')];
      },
      undefined,
      { minRefreshIntervalMs: 100, realClock: true },
    );
    const started = performance.now();
    // 100 notifications per second for 600 ms.
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        s.catalog.changed();
        if (performance.now() - started > 600) {
          clearInterval(timer);
          resolve();
        }
      }, 10);
    });
    await new Promise((r) => setTimeout(r, 150));
    await s.catalog.idle();
    const elapsed = performance.now() - started;
    expect(maxInFlight).toBe(1);
    // At most one listing per 100 ms interval (plus the first and the trailing one).
    expect(s.calls()).toBeLessThanOrEqual(Math.ceil(elapsed / 100) + 1);
    expect(s.calls()).toBeGreaterThanOrEqual(4);
    s.catalog.stop();
  });

  it('spaces change-driven listings by a hundred times the last preparation, withholding the tools meanwhile', async () => {
    const s = setup(async () => [tool('a')], undefined, {
      minRefreshIntervalMs: 20,
      realClock: true,
      prepareMs: 2,
      ttlMs: 60_000,
    });
    await s.catalog.refresh('certification');
    s.catalog.changed();
    // The listing must wait ~200 ms, longer than the interval: nothing of the server is exposed.
    expect(s.catalog.fresh()?.tools).toEqual([]);
    expect(s.events.at(-1)).toMatchObject({
      ok: true,
      reason: 'tools_changed',
      entry: { tools: [], withheld: true },
    });
    expect(s.calls()).toBe(1);
    s.catalog.changed(); // coalesced into the same listing
    await vi.waitFor(() => expect(s.calls()).toBe(2), { timeout: 2_000 });
    expect(s.startedAt[1]! - s.startedAt[0]!).toBeGreaterThanOrEqual(190); // timers may fire a hair early
    await s.catalog.idle();
    expect(s.catalog.fresh()?.tools.map((t) => t.name)).toEqual(['a']);
    expect(s.events.at(-1)).toMatchObject({ ok: true, reason: 'tools_changed' });
    expect(s.catalog.fresh()?.withheld).toBeUndefined();
    expect(s.calls()).toBe(2);
    s.catalog.stop();
  });

  it('keeps a cheap server exposed while its change waits out the interval', async () => {
    const s = setup(async () => [tool('a')], undefined, { minRefreshIntervalMs: 50, prepareMs: 0.25 });
    await s.catalog.refresh('certification');
    s.catalog.changed(); // due in 50 ms: 25 ms of spacing (100 × 0.25) is under the interval
    expect(s.catalog.fresh()?.tools).toHaveLength(1);
    expect(s.events.map((e) => e.reason)).toEqual(['certification']);
    await vi.waitFor(() => expect(s.calls()).toBe(2));
    s.catalog.stop();
  });

  it('lets a withheld entry expire soon after its listing was due, for whoever lists next', async () => {
    const s = setup(async () => [tool('a')], undefined, { prepareMs: 5, ttlMs: 60_000 });
    await s.catalog.refresh('certification');
    s.advance(100);
    s.catalog.changed(); // due 500 ms after the listing: in 400 ms
    s.catalog.stop(); // this instance hands the server over before listing it
    expect(s.catalog.fresh()?.tools).toEqual([]);
    s.advance(400 + 20);
    expect(s.catalog.fresh()).toBeUndefined();
    expect((await s.catalog.current())?.tools).toHaveLength(1);
    expect(s.calls()).toBe(2);
  });

  it('stop() cancels a scheduled trailing listing', async () => {
    const s = setup(async () => [tool('a')], undefined, { minRefreshIntervalMs: 50 });
    await s.catalog.refresh('certification');
    s.catalog.changed();
    s.catalog.stop();
    await new Promise((r) => setTimeout(r, 80));
    expect(s.calls()).toBe(1);
  });

  it('repins the cached tools after a certification', async () => {
    const a = tool('a');
    const holder: { pins: ToolPins | undefined } = { pins: undefined };
    let listings = 0;
    const catalog = createServerCatalog({
      serverId: 's2',
      company: 'acme',
      listTools: async () => {
        listings++;
        return [a];
      },
      cache: createInMemoryCatalogCache(),
      ttlMs: 100,
      retryAfterMs: 50,
      minRefreshIntervalMs: 20,
      now: () => 0,
      pins: () => holder.pins,
      onRefresh: () => undefined,
    });
    const before = (await catalog.refresh('certification'))?.tools[0];
    expect(before?.pin).toBe('uncertified');
    holder.pins = { hashes: { a: definitionHash(a) }, certified: new Set(['a']) };
    catalog.repin();
    const after = catalog.fresh()?.tools[0];
    expect(after?.pin).toBe('certified');
    expect(listings).toBe(1); // re-pinning does not list again
    // Nor does it rebuild what the pins do not change: the shapes are the same objects.
    expect(after?.mcp).toBe(before?.mcp);
    expect(after?.openai).toBe(before?.openai);
  });
});
