import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createCatalogChanges } from '../exposure/catalog-changes.js';
import type { CatalogChangeEvent } from '../exposure/catalog-changes.js';
import type { RegistryNotice, RegistryNoticeHandlers, RegistryNotices } from './registry-notices.js';
import { createRegistryFeed } from './registry-feed.js';
import type { RegistrySync } from './registry-sync.js';
import { ServerDirectory } from '../servers/server-directory.js';
import type { ServerState } from '../servers/server-state.js';

const logger = pino({ level: 'silent' });

/** A feed over fake notices and a fake sync that says whether each re-read row changed anything. */
function setup(changed: (notice: RegistryNotice) => boolean) {
  let handlers: RegistryNoticeHandlers | undefined;
  const notices: RegistryNotices = {
    start: async (h) => void (handlers = h),
    publish: async () => undefined,
    problem: () => undefined,
    close: async () => undefined,
  };
  const applied: RegistryNotice[] = [];
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const sync: RegistrySync = {
    reload: async () => undefined,
    async apply(notice) {
      applied.push(notice);
      await gate;
      return changed(notice);
    },
  };
  const directory = new ServerDirectory();
  directory.attach({ record: { id: 'srv_1', company: 'acme' } } as ServerState);
  const changes = createCatalogChanges(logger);
  const events: CatalogChangeEvent[] = [];
  changes.subscribe('acme', (e) => events.push(e));
  const feed = createRegistryFeed({ notices, sync, directory, changes, logger, isClosed: () => false });
  return {
    feed,
    applied,
    events,
    hear: (notice: RegistryNotice) => handlers!.notice(notice),
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

describe('registry feed', () => {
  it('tells listeners nothing when re-reading the row changed nothing (a forged removal)', async () => {
    const t = setup(() => false);
    await t.feed.start();
    t.hear({ kind: 'server-removed', serverId: 'srv_1' });
    t.hear({ kind: 'tenant', company: 'acme' });
    await t.feed.close();
    expect(t.applied).toHaveLength(2);
    expect(t.events).toEqual([]);
  });

  it('names what changed from the row, not from the notice', async () => {
    const t = setup(() => true);
    await t.feed.start();
    // A "removal" of a server whose row is still there: the row was re-read and it still runs.
    t.hear({ kind: 'server-removed', serverId: 'srv_1' });
    await t.feed.close();
    expect(t.events).toEqual([{ company: 'acme', reason: 'certification', serverId: 'srv_1' }]);
  });

  it('folds a flood of notices for one row into one re-read, and reads again after one arriving meanwhile', async () => {
    const t = setup(() => false);
    await t.feed.start();
    t.hold();
    t.hear({ kind: 'server', serverId: 'srv_1' });
    await new Promise((resolve) => setImmediate(resolve));
    // The first is being applied; these fold into one more re-read.
    for (let i = 0; i < 1_000; i++) t.hear({ kind: 'server-removed', serverId: 'srv_1' });
    for (let i = 0; i < 1_000; i++) t.hear({ kind: 'tenant', company: 'acme' });
    t.release();
    await t.feed.close();
    expect(t.applied).toEqual([
      { kind: 'server', serverId: 'srv_1' },
      { kind: 'server-removed', serverId: 'srv_1' },
      { kind: 'tenant', company: 'acme' },
    ]);
  });
});
