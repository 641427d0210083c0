import { afterEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import type { ServerStatus } from '../registry/registry-store.js';
import { createRegistrationResumer } from './registration-resumer.js';
import { ServerDirectory } from './server-directory.js';
import { ServerHealth } from './server-health.js';
import type { ServerState } from './server-state.js';

const logger = pino({ level: 'silent' });

function server(id: string, status: ServerStatus): ServerState {
  const health = new ServerHealth();
  health.restore(undefined, status);
  return { record: { id, company: 'acme', status }, health } as ServerState;
}

function setup(owned: (id: string) => boolean) {
  const directory = new ServerDirectory();
  const certified: string[] = [];
  const resumer = createRegistrationResumer({
    directory,
    owns: owned,
    logger,
    graceMs: 60_000,
    certify: async (state) => {
      certified.push(state.record.id);
      state.health.certified({ hashes: {}, certified: new Set(['t']) });
    },
  });
  return { directory, certified, resumer };
}

afterEach(() => vi.useRealTimers());

describe('registration resumer', () => {
  it('certifies at once a pending server this instance owns, and nothing else', () => {
    const t = setup((id) => id !== 'srv_other');
    const servers = [
      server('srv_pending', 'pending'),
      server('srv_other', 'pending'),
      server('srv_done', 'certified'),
      server('srv_failed', 'failed'),
    ];
    for (const s of servers) t.directory.attach(s);
    for (const s of servers) t.resumer.now(s);
    expect(t.certified).toEqual(['srv_pending']);
  });

  it('waits the grace for a server another instance may be registering, then certifies it if still pending', async () => {
    vi.useFakeTimers();
    const t = setup(() => true);
    const left = server('srv_left', 'pending');
    const finished = server('srv_finished', 'pending');
    t.directory.attach(left);
    t.directory.attach(finished);
    t.resumer.later(left);
    t.resumer.later(finished);
    t.resumer.later(left); // once per server
    await vi.advanceTimersByTimeAsync(59_000);
    expect(t.certified).toEqual([]);
    // The other instance finished this one meanwhile.
    finished.health.certified({ hashes: {}, certified: new Set() });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.certified).toEqual(['srv_left']);
  });

  it('does nothing after close', async () => {
    vi.useFakeTimers();
    const t = setup(() => true);
    const s = server('srv_1', 'pending');
    t.directory.attach(s);
    t.resumer.later(s);
    t.resumer.close();
    t.resumer.now(s);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(t.certified).toEqual([]);
  });
});
