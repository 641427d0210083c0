import { ACCESS_LEVELS, CHANNELS } from '@asixto/contract';
import type { ScenarioKey } from '@asixto/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareTool } from '../catalog/prepared-tool.js';
import type { PinState, PreparedTool } from '../catalog/prepared-tool.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';
import { buildCatalog } from './build-catalog.js';
import type { ExposureSource } from './exposure-source.js';
import { findExposedTool } from './resolve-exposed-tool.js';

const SCENARIOS: ScenarioKey[] = ['soporte', 'pqr', 'agenda'];
const NAMES = ['consultar_a', 'consultar_b', 'abrir_c', 'cancelar_d'];

const arbTool = fc.record({
  name: fc.constantFrom(...NAMES),
  pin: fc.constantFrom<PinState>('certified', 'changed', 'uncertified'),
  annotations: fc.constantFrom(
    { readOnlyHint: true },
    { destructiveHint: false },
    { destructiveHint: true },
    undefined,
  ),
  capabilities: fc.subarray(SCENARIOS),
  verb: fc.option(fc.constantFrom('consultar algo', 'abrir un caso'), { nil: undefined }),
});

type ToolSpec = typeof arbTool extends fc.Arbitrary<infer T> ? T : never;

function tool(t: ToolSpec): PreparedTool {
  const def = {
    name: t.name,
    description: 'd',
    inputSchema: { type: 'object' },
    ...(t.annotations ? { annotations: t.annotations } : {}),
    _meta: { 'com.asixto/capabilities': t.capabilities, ...(t.verb ? { 'com.asixto/verb': t.verb } : {}) },
  };
  return { ...prepareTool(def, 'acme', undefined), pin: t.pin };
}

const arbPolicy: fc.Arbitrary<TenantPolicy> = fc.record(
  {
    tools: fc.dictionary(
      fc.constantFrom(...NAMES),
      fc.record(
        {
          deny: fc.boolean(),
          channels: fc.subarray([...CHANNELS]),
          level: fc.constantFrom(...ACCESS_LEVELS),
        },
        { requiredKeys: [] },
      ),
    ),
    channels: fc.record(
      { voice: fc.record({ maxLevel: fc.constantFrom(...ACCESS_LEVELS) }, { requiredKeys: [] }) },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

describe('catalogFor and the call resolver', () => {
  it('never disagree: a name is in the catalog iff the resolver allows it, from the same server', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(arbTool, { maxLength: 5 }), { minLength: 1, maxLength: 3 }),
        arbPolicy,
        fc.constantFrom(...SCENARIOS),
        fc.constantFrom(...ACCESS_LEVELS),
        fc.constantFrom(...CHANNELS),
        (servers, policy, scenario, agentLevel, channel) => {
          const sources: ExposureSource[] = servers.map((list, i) => {
            // One server lists each name once (the catalog drops duplicates at refresh).
            const unique = [...new Map(list.map((t) => [t.name, t])).values()];
            return {
              server: { id: `s${i}`, company: 'acme' },
              entry: { tools: unique.map(tool), fetchedAt: 0, expiresAt: 1 },
            };
          });
          const query = { scenario, agentLevel, channel };
          const catalog = buildCatalog(sources, query, policy, 'es');
          const shown = new Map(catalog.tools.map((t) => [t.name, t]));
          for (const name of NAMES) {
            const found = findExposedTool(sources, name, query, policy);
            const prefixed = `ext__acme__${name}`;
            if ('rejected' in found) {
              expect(shown.has(prefixed)).toBe(false);
            } else {
              expect(shown.get(prefixed)).toBe(found.tool.mcp);
            }
          }
          expect(new Set(catalog.tools.map((t) => t.name)).size).toBe(catalog.tools.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('names the reason of the first server that lists the tool, or unknown_tool', () => {
    const def = (name: string, capabilities: string[]) => ({
      name,
      inputSchema: { type: 'object' },
      annotations: { readOnlyHint: true },
      _meta: { 'com.asixto/capabilities': capabilities },
    });
    const a = prepareTool(def('x', ['agenda']), 'acme', undefined);
    const b = prepareTool(def('x', ['soporte']), 'acme', undefined);
    const sources: ExposureSource[] = [
      {
        server: { id: 's1', company: 'acme' },
        entry: { tools: [{ ...a, pin: 'certified' }], fetchedAt: 0, expiresAt: 1 },
      },
      {
        server: { id: 's2', company: 'acme' },
        entry: { tools: [{ ...b, pin: 'changed' }], fetchedAt: 0, expiresAt: 1 },
      },
    ];
    const q = { scenario: 'soporte', agentLevel: 'read', channel: 'chat' } as const;
    expect(findExposedTool(sources, 'x', q, {})).toEqual({ rejected: 'scenario' });
    expect(findExposedTool(sources, 'y', q, {})).toEqual({ rejected: 'unknown_tool' });
    const found = findExposedTool(sources, 'x', { ...q, scenario: 'agenda' }, {});
    expect('rejected' in found ? found : found.source.server.id).toBe('s1');
  });
});
