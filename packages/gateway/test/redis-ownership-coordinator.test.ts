// Two and three coordinators in one process on the machine's Redis: every server has exactly one
// owner, load spreads, a new instance takes its share, and a silent owner's servers move on.
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisOwnershipCoordinator } from '../src/coordination/redis-ownership-coordinator.js';
import type { OwnershipCoordinator } from '../src/coordination/ownership-coordinator.js';
import { rendezvousOwner } from '../src/coordination/rendezvous-owner.js';
import { silentLogger } from './gateway-helpers.js';
import { REDIS_URL, dropRedisPrefix, requireServices, testName } from './support/services.js';
import { startTcpProxy } from './support/tcp-proxy.js';
import { within } from './support/within.js';

const up = await requireServices(['redis']);
const servers = Array.from({ length: 24 }, (_, i) => `srv_${i}`);
const timing = { tickMs: 150, heartbeatTtlMs: 700, leaseTtlMs: 1_000 };

describe('rendezvousOwner', () => {
  it('agrees whatever the order of the instances, and moves only the leaver’s keys', () => {
    const all = ['a', 'b', 'c'];
    for (const key of servers) expect(rendezvousOwner(key, all)).toBe(rendezvousOwner(key, ['c', 'a', 'b']));
    for (const key of servers) {
      const owner = rendezvousOwner(key, all);
      if (owner !== 'c') expect(rendezvousOwner(key, ['a', 'b'])).toBe(owner);
    }
    expect(rendezvousOwner('x', [])).toBeUndefined();
  });
});

describe.skipIf(!up.redis)('Redis ownership coordinator', () => {
  const prefix = `${testName('own')}:`;
  const started: OwnershipCoordinator[] = [];
  afterAll(async () => {
    await Promise.allSettled(started.map((c) => c.close()));
    await dropRedisPrefix(prefix);
  });

  const changes: string[] = [];
  async function coordinator(id: string, url = REDIS_URL): Promise<OwnershipCoordinator> {
    const c = createRedisOwnershipCoordinator({
      url,
      prefix,
      instanceId: id,
      logger: silentLogger,
      ...timing,
    });
    started.push(c);
    await c.start({ servers: () => servers, changed: (s, owned) => changes.push(`${id}:${s}:${owned}`) });
    return c;
  }
  const owners = (cs: OwnershipCoordinator[]) => servers.map((s) => cs.filter((c) => c.owns(s)).length);

  it('gives every server exactly one owner among two, then three instances, spreading the load', async () => {
    const a = await coordinator('a');
    const b = await coordinator('b');
    await within(10_000, () => owners([a, b]).every((n) => n === 1));
    const c = await coordinator('c');
    await within(10_000, () => owners([a, b, c]).every((n) => n === 1) && servers.some((s) => c.owns(s)));
    for (const x of [a, b, c]) expect(servers.filter((s) => x.owns(s)).length).toBeGreaterThanOrEqual(3);
    expect(changes.some((line) => line.endsWith(':false'))).toBe(true); // handed over to c
  });

  it('moves a silent owner’s servers to the others within the lease, and honours its leases meanwhile', async () => {
    const proxy = await startTcpProxy({
      host: new URL(REDIS_URL).hostname,
      port: Number(new URL(REDIS_URL).port || 6379),
    });
    try {
      const [a, b, c] = started as [OwnershipCoordinator, OwnershipCoordinator, OwnershipCoordinator];
      const d = await coordinator('d', `redis://${proxy.address}`);
      await within(
        10_000,
        () => owners([a, b, c, d]).every((n) => n === 1) && servers.some((s) => d.owns(s)),
      );
      const mine = servers.filter((s) => d.owns(s));
      proxy.cut(); // d can no longer renew: as if it had died
      const cutAt = Date.now();
      await within(5_000, () => mine.every((s) => [a, b, c].filter((x) => x.owns(s)).length === 1));
      // Not before its lease ran out: no two owners while d may still act.
      expect(Date.now() - cutAt).toBeGreaterThanOrEqual(timing.leaseTtlMs - 2 * timing.tickMs);
      expect(d.problem()).toMatch(/coordination unavailable/);
      // Alone, d does every duty itself rather than none.
      await within(10_000, () => servers.every((s) => d.owns(s)));
      proxy.restore();
      await within(10_000, () => d.problem() === undefined);
      await within(10_000, () => owners([a, b, c, d]).every((n) => n === 1));
    } finally {
      await proxy.close();
    }
  });
});
