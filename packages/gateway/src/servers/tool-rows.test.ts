import { describe, expect, it } from 'vitest';
import { prepareTool } from '../catalog/prepared-tool.js';
import type { ToolDefinition } from '../catalog/tool-definition.js';
import { toolRows, toolsOfReport } from './tool-rows.js';

const def = (name: string, readOnly = true): ToolDefinition =>
  ({
    name,
    description: `Tool ${name}.`,
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: readOnly, destructiveHint: false, idempotentHint: true },
    _meta: { 'com.asixto/capabilities': ['soporte'], 'com.asixto/verb': `usar ${name}` },
  }) as ToolDefinition;

describe('tool rows', () => {
  it('reads a report’s listed tools, skipping malformed, duplicate and unprefixable entries', () => {
    const pins = { hashes: { a: prepareTool(def('a'), 'acme', undefined).hash }, certified: new Set(['a']) };
    const report = { tools: [def('a'), { name: 42 }, def('a'), def('b', false), def('x'.repeat(300)), null] };
    const tools = toolsOfReport(report, 'acme', pins);
    expect(tools.map((t) => [t.name, t.pin])).toEqual([
      ['a', 'certified'],
      ['b', 'uncertified'],
    ]);
    expect(toolsOfReport({ tools: 'nope' }, 'acme', pins)).toEqual([]);
    expect(toolsOfReport(undefined, 'acme', pins)).toEqual([]);
  });

  it('shows level after the tenant override and exposable only when certified and not denied', () => {
    const pins = { hashes: {}, certified: new Set<string>() };
    const certified = (name: string, readOnly = true) => {
      const hash = prepareTool(def(name, readOnly), 'acme', undefined).hash;
      return prepareTool(def(name, readOnly), 'acme', {
        hashes: { [name]: hash },
        certified: new Set([name]),
      });
    };
    const rows = toolRows(
      'srv-1',
      [certified('a'), certified('b', false), prepareTool(def('c'), 'acme', pins)],
      { tools: { a: { deny: true }, b: { level: 'admin' } } },
    );
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'a',
        level: 'read',
        exposable: false,
        verb: 'usar a',
        capabilities: ['soporte'],
      }),
      expect.objectContaining({ name: 'b', level: 'admin', exposable: true, pin: 'certified' }),
      expect.objectContaining({
        name: 'c',
        pin: 'uncertified',
        exposable: false,
        prefixedName: 'ext__acme__c',
      }),
    ]);
    expect(Object.keys(rows[0] as object)).not.toContain('description');
  });
});
