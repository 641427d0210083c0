import { describe, expect, it } from 'vitest';
import { prepareTool } from '../catalog/prepared-tool.js';
import type { ToolPins } from '../catalog/prepared-tool.js';
import type { ToolDefinition } from '../catalog/tool-definition.js';
import { buildCatalog } from './build-catalog.js';
import type { ExposureSource } from './exposure-source.js';
import { previewExposure } from './preview-exposure.js';

const def = (name: string, readOnly: boolean, capabilities: string[]): ToolDefinition =>
  ({
    name,
    description: `Tool ${name}.`,
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: readOnly, destructiveHint: false, idempotentHint: true },
    _meta: { 'com.asixto/capabilities': capabilities },
  }) as ToolDefinition;

function source(id: string, defs: ToolDefinition[], certified: string[]): ExposureSource {
  const pins: ToolPins = {
    hashes: Object.fromEntries(defs.map((d) => [d.name, prepareTool(d, 'acme', undefined).hash])),
    certified: new Set(certified),
  };
  const tools = defs.map((d) => prepareTool(d, 'acme', pins));
  return { server: { id, company: 'acme' }, entry: { tools, fetchedAt: 0, expiresAt: 1 } };
}

describe('previewExposure', () => {
  const sources = [
    source(
      'srv-a',
      [
        def('consultar_cliente', true, ['soporte']),
        def('abrir_caso', false, ['soporte']),
        def('consultar_factura', true, ['facturacion']),
        def('nuevo', true, ['soporte']),
        def('bloqueada', true, ['soporte']),
      ],
      ['consultar_cliente', 'abrir_caso', 'consultar_factura', 'bloqueada'],
    ),
    source('srv-b', [def('consultar_cliente', true, ['soporte'])], ['consultar_cliente']),
    { server: { id: 'srv-down', company: 'acme' }, entry: undefined },
  ];
  const policy = { tools: { bloqueada: { deny: true } } };
  const query = { scenario: 'soporte', agentLevel: 'read', channel: 'chat' } as const;

  it('returns the catalog buildCatalog builds and a reason for every other listed tool', () => {
    const preview = previewExposure(sources, query, policy, 'es');
    expect(preview.catalog).toEqual(buildCatalog(sources, query, policy, 'es'));
    expect(preview.catalog.tools.map((t) => t.name)).toEqual(['ext__acme__consultar_cliente']);
    expect(preview.hidden).toEqual([
      { serverId: 'srv-a', tool: 'abrir_caso', prefixedName: 'ext__acme__abrir_caso', reason: 'level' },
      {
        serverId: 'srv-a',
        tool: 'consultar_factura',
        prefixedName: 'ext__acme__consultar_factura',
        reason: 'scenario',
      },
      { serverId: 'srv-a', tool: 'nuevo', prefixedName: 'ext__acme__nuevo', reason: 'not_certified' },
      { serverId: 'srv-a', tool: 'bloqueada', prefixedName: 'ext__acme__bloqueada', reason: 'policy' },
      {
        serverId: 'srv-b',
        tool: 'consultar_cliente',
        prefixedName: 'ext__acme__consultar_cliente',
        reason: 'shadowed',
      },
    ]);
  });

  it('follows the context: a write agent sees the write tool, and nothing else changes', () => {
    const preview = previewExposure(sources, { ...query, agentLevel: 'write' }, policy, 'es');
    expect(preview.catalog.tools.map((t) => t.name)).toEqual([
      'ext__acme__consultar_cliente',
      'ext__acme__abrir_caso',
    ]);
    expect(preview.hidden.map((h) => h.reason)).toEqual(['scenario', 'not_certified', 'policy', 'shadowed']);
  });
});
