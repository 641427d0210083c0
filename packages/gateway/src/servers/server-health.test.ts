import { describe, expect, it } from 'vitest';
import type { PreparedTool } from '../catalog/prepared-tool.js';
import { ServerHealth } from './server-health.js';

// Only the fields status derivation reads.
const tool = (name: string, pin: PreparedTool['pin']) => ({ name, pin }) as PreparedTool;
const entry = (tools: PreparedTool[], withheld?: true) => ({
  tools,
  fetchedAt: 0,
  expiresAt: 1,
  ...(withheld ? { withheld } : {}),
});

describe('server health', () => {
  it('keeps its status while the tools are withheld for a pending change: that is no listing', () => {
    const health = new ServerHealth();
    health.certified({ hashes: { a: 'h' }, certified: new Set(['a']) });
    health.refreshed({ ok: true, reason: 'tools_changed', entry: entry([tool('a', 'changed')]), dropped: 0 });
    expect(health.status('pending')).toBe('needs_recertification');
    health.refreshed({ ok: true, reason: 'tools_changed', entry: entry([], true), dropped: 0 });
    expect(health.status('pending')).toBe('needs_recertification');
    health.refreshed({
      ok: true,
      reason: 'tools_changed',
      entry: entry([tool('a', 'certified')]),
      dropped: 0,
    });
    expect(health.status('pending')).toBe('certified');
  });
});
