import { describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import type { CertificationState } from './server-health.js';
import { createRejectedEntryRelister } from './rejected-entry-relister.js';
import { ServerDirectory } from './server-directory.js';
import type { ServerState } from './server-state.js';

function setup(owned: boolean) {
  let clock = 0;
  const listings: string[] = [];
  const directory = new ServerDirectory();
  const add = (id: string, certification: CertificationState) =>
    directory.attach({
      record: { id, company: 'acme' },
      health: { certification },
      catalog: {
        refresh: async () => {
          listings.push(id);
          return undefined;
        },
      },
    } as unknown as ServerState);
  add('srv_ok', 'passed');
  add('srv_failed', 'failed');
  const relist = createRejectedEntryRelister({
    directory,
    owns: () => owned,
    now: () => clock,
    logger: pino({ level: 'silent' }),
    spacingMs: 10_000,
  });
  return { relist, listings, tick: (ms: number) => (clock += ms) };
}

describe('rejected entry relister', () => {
  it('lists an owned, certified server again at once, then once more when the spacing has passed', async () => {
    vi.useFakeTimers();
    try {
      const t = setup(true);
      for (let i = 0; i < 100; i++) t.relist('srv_ok');
      expect(t.listings).toEqual(['srv_ok']);
      t.tick(9_999);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(t.listings).toHaveLength(1);
      t.tick(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(t.listings).toHaveLength(2);
      // Nothing refused since: nothing more.
      t.tick(60_000);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(t.listings).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves servers it does not own, servers with nothing certified and unknown ids alone', () => {
    expect(
      (() => {
        const t = setup(false);
        t.relist('srv_ok');
        return t.listings;
      })(),
    ).toEqual([]);
    const t = setup(true);
    t.relist('srv_failed');
    t.relist('srv_unknown');
    expect(t.listings).toEqual([]);
  });
});
