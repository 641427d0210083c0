import { describe, expect, it } from 'vitest';
import { deriveServerStatus } from './derive-server-status.js';

describe('server status', () => {
  it.each([
    [{ certification: 'none', refreshOk: true, changedTools: 0 }, 'pending'],
    [{ certification: 'failed', refreshOk: false, changedTools: 1 }, 'failed'],
    [{ certification: 'passed', refreshOk: false, changedTools: 1 }, 'degraded'],
    [{ certification: 'passed', refreshOk: true, changedTools: 1 }, 'needs_recertification'],
    [{ certification: 'passed', refreshOk: true, changedTools: 0 }, 'certified'],
  ] as const)('%j ⇒ %s', (facts, status) => {
    expect(deriveServerStatus(facts)).toBe(status);
  });
});
