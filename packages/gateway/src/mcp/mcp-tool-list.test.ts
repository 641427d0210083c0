import { describe, expect, it } from 'vitest';
import type { McpTool } from '../catalog/provider-shapes.js';
import { toMcpToolList } from './mcp-tool-list.js';

describe('toMcpToolList', () => {
  it('keeps the MCP fields in order, drops anything else, and is not cacheable', () => {
    const tool = {
      name: 'ext__acme__consultar',
      title: 'Consultar',
      description: 'Consulta.',
      inputSchema: { type: 'object' },
      outputSchema: { type: 'object' },
      annotations: { readOnlyHint: true },
      _meta: { 'com.asixto/capabilities': ['soporte'] },
    } as McpTool;
    const plain: McpTool = { name: 'ext__acme__otra', description: 'Otra.', inputSchema: { type: 'object' } };
    expect(toMcpToolList({ tools: [tool, plain] })).toEqual({
      tools: [
        {
          name: 'ext__acme__consultar',
          title: 'Consultar',
          description: 'Consulta.',
          inputSchema: { type: 'object' },
          outputSchema: { type: 'object' },
          annotations: { readOnlyHint: true },
        },
        plain,
      ],
      ttlMs: 0,
      cacheScope: 'private',
    });
  });
});
