import { describe, expect, it } from 'vitest';
import { isCatalogEntry } from './catalog-entry-shape.js';
import { prepareTool } from './prepared-tool.js';
import type { ToolDefinition } from './tool-definition.js';

const definition: ToolDefinition = {
  name: 'consultar_estado',
  description: 'Consulta el estado de un caso.',
  inputSchema: { type: 'object', properties: { caso: { type: 'string', maxLength: 20 } } },
  annotations: { readOnlyHint: true },
  _meta: { 'com.asixto/capability': 'consulta_estado', 'com.asixto/verb': 'consultar un caso' },
};
const tool = prepareTool(definition, 'acme', { hashes: {}, certified: new Set() });
const entry = { tools: [tool], fetchedAt: 1, expiresAt: 2 };
/** The entry as it comes back from JSON (undefined fields dropped). */
const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('isCatalogEntry', () => {
  it('accepts what prepareTool builds, after a JSON round trip, and a withheld entry', () => {
    expect(isCatalogEntry(roundTrip(entry))).toBe(true);
    expect(isCatalogEntry(roundTrip({ tools: [], fetchedAt: 1, expiresAt: 2, withheld: true }))).toBe(true);
  });

  it.each([
    ['not an object', []],
    ['tools not an array', { ...entry, tools: {} }],
    ['a string expiry', { ...entry, expiresAt: '2' }],
    ['withheld false', { ...entry, withheld: false }],
    ['a tool with another pin state', { ...entry, tools: [{ ...tool, pin: 'trusted' }] }],
    ['a tool with another level', { ...entry, tools: [{ ...tool, level: 'root' }] }],
    ['a hash that is not sha256', { ...entry, tools: [{ ...tool, hash: 'x' }] }],
    [
      'a definition of another name',
      { ...entry, tools: [{ ...tool, definition: { ...definition, name: 'x' } }] },
    ],
    [
      'an MCP shape of another name',
      { ...entry, tools: [{ ...tool, mcp: { ...tool.mcp, name: 'ext__otra__x' } }] },
    ],
    [
      'an OpenAI shape without parameters',
      { ...entry, tools: [{ ...tool, openai: { type: 'function', function: { name: tool.prefixedName } } }] },
    ],
    ['an unknown scenario', { ...entry, tools: [{ ...tool, capabilities: ['todo'] }] }],
    ['a tool listed twice', { ...entry, tools: [tool, tool] }],
    ['a tool that is null', { ...entry, tools: [null] }],
  ])('refuses %s', (_what, value) => {
    expect(isCatalogEntry(roundTrip(value))).toBe(false);
  });
});
