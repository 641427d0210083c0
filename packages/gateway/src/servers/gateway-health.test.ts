import { describe, expect, it } from 'vitest';
import type { SharedEntryRejections } from '../catalog/shared-entry-rejections.js';
import { REJECTION_PROBLEM_MS, summarizeHealth } from './gateway-health.js';

const at = Date.parse('2026-12-01T10:00:00.000Z');
const rejections: SharedEntryRejections = {
  total: 2,
  byReason: { size: 0, format: 0, signature: 2, shape: 0 },
  recent: [{ serverId: 'srv_1', reason: 'signature', at: new Date(at).toISOString() }],
};
const base = { servers: [], statusOf: () => 'certified' as const, tenants: 1, storageProblem: undefined };

describe('summarizeHealth and refused shared entries', () => {
  it('shows them, and is degraded while the latest is recent', () => {
    const health = summarizeHealth({ ...base, sharedRejections: rejections, now: at + 1_000 });
    expect(health.status).toBe('degraded');
    expect(health.sharedCache).toEqual(rejections);
    expect(health.problems).toEqual([
      'shared catalog entries refused: 2 (latest: server srv_1, signature, 2026-12-01T10:00:00.000Z)',
    ]);
  });

  it('keeps showing them but is ok again once the latest is older than the catalog TTL', () => {
    const health = summarizeHealth({ ...base, sharedRejections: rejections, now: at + REJECTION_PROBLEM_MS });
    expect(health).toMatchObject({ status: 'ok', problems: [], sharedCache: rejections });
  });

  it('has no shared-cache section without a shared cache', () => {
    expect(summarizeHealth(base)).not.toHaveProperty('sharedCache');
  });
});
