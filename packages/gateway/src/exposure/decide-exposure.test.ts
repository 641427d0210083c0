import { describe, expect, it } from 'vitest';
import { decideExposure } from './decide-exposure.js';
import type { ExposureQuery } from './decide-exposure.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';

const tool = {
  name: 'abrir_caso',
  pin: 'certified',
  level: 'write',
  capabilities: ['soporte', 'pqr'],
} as const;
const q: ExposureQuery = { scenario: 'soporte', agentLevel: 'write', channel: 'chat' };

describe('decideExposure', () => {
  it('exposes a certified tool of the scenario within the agent level', () => {
    expect(decideExposure(tool, q, {})).toEqual({ exposed: true, level: 'write' });
  });

  it.each([
    [{ ...tool, pin: 'uncertified' }, q, {}, 'not_certified'],
    [{ ...tool, pin: 'changed' }, q, {}, 'changed'],
    [tool, { ...q, scenario: 'agenda' }, {}, 'scenario'],
    [tool, { ...q, agentLevel: 'read' }, {}, 'level'],
    [tool, q, { tools: { abrir_caso: { deny: true } } }, 'policy'],
    [tool, q, { tools: { abrir_caso: { channels: ['voice'] } } }, 'channel'],
    [tool, q, { channels: { chat: { deny: true } } }, 'channel'],
    [tool, q, { channels: { chat: { maxLevel: 'read' } } }, 'channel'],
    [tool, q, { tools: { abrir_caso: { level: 'admin' } } }, 'level'],
  ] as const)('withholds %j for %j under %j: %s', (t, query, policy, reason) => {
    expect(decideExposure(t, query, policy as TenantPolicy)).toEqual({ exposed: false, reason });
  });

  it('applies the level override in both directions', () => {
    const admin = { ...tool, level: 'admin' } as const;
    expect(decideExposure(admin, q, { tools: { abrir_caso: { level: 'write' } } })).toEqual({
      exposed: true,
      level: 'write',
    });
    expect(decideExposure(admin, q, {})).toEqual({ exposed: false, reason: 'level' });
  });

  it('allows the tool on its listed channel', () => {
    expect(
      decideExposure(tool, { ...q, channel: 'voice' }, { tools: { abrir_caso: { channels: ['voice'] } } })
        .exposed,
    ).toBe(true);
  });
});
