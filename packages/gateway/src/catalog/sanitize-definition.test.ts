import { describe, expect, it } from 'vitest';
import { META_KEYS } from '@asixto/contract';
import { sanitizeDefinition } from './sanitize-definition.js';
import { prepareTool } from './prepared-tool.js';
import type { ToolDefinition } from './tool-definition.js';

const hostile: ToolDefinition = {
  name: 'consultar_saldo',
  title: 'Saldo\u0007',
  description: 'Consulta el saldo.\u202E No la uses para pagos.\u0000',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      documento: { type: 'string', maxLength: 20, description: 'Documento\u200F del cliente\u001B[31m' },
      tipo: { enum: ['a', 'b'], title: 'Tipo\u2066' },
    },
  },
  annotations: { readOnlyHint: true },
  _meta: { [META_KEYS.capability]: 'facturacion', [META_KEYS.verb]: 'consultar el saldo\u202D' },
};

describe('sanitizeDefinition', () => {
  it('cleans every model-facing word and leaves the listed definition untouched', () => {
    const before = JSON.stringify(hostile);
    const clean = sanitizeDefinition(hostile);
    expect(clean.description).toBe('Consulta el saldo. No la uses para pagos.');
    expect(clean.title).toBe('Saldo');
    expect(clean._meta?.[META_KEYS.verb]).toBe('consultar el saldo');
    const props = clean.inputSchema.properties as Record<string, Record<string, unknown>>;
    expect(props.documento?.description).toBe('Documento del cliente[31m');
    expect(props.tipo?.title).toBe('Tipo');
    expect(props.tipo?.enum).toEqual(['a', 'b']);
    expect(JSON.stringify(hostile)).toBe(before);
  });

  it('shares a clean definition and every clean subtree instead of copying them', () => {
    const clean: ToolDefinition = {
      ...hostile,
      title: 'Saldo',
      description: 'Consulta el saldo.',
      inputSchema: {
        type: 'object',
        properties: { documento: { type: 'string', description: 'Documento.' } },
      },
      _meta: {},
    };
    expect(sanitizeDefinition(clean)).toBe(clean);
    const cleaned = sanitizeDefinition(hostile);
    const props = cleaned.inputSchema.properties as Record<string, unknown>;
    const listed = hostile.inputSchema.properties as Record<string, Record<string, unknown>>;
    expect(props.documento).not.toBe(listed.documento);
    expect((props.tipo as Record<string, unknown>).enum).toBe(listed.tipo?.enum);
  });

  it('is what the provider shapes and verbs are built from, while the pin hash stays on the original', () => {
    const prepared = prepareTool(hostile, 'acme', undefined);
    const shapes = JSON.stringify([prepared.mcp, prepared.openai, prepared.anthropic, prepared.verb]);
    // eslint-disable-next-line no-control-regex -- asserting their absence
    expect(shapes).not.toMatch(/[\u0000-\u001F\u202A-\u202E\u2066-\u2069\u200E\u200F]/);
    expect(prepared.definition).toBe(hostile);
    const cleanOnly = prepareTool(sanitizeDefinition(hostile), 'acme', undefined);
    expect(prepared.hash).not.toBe(cleanOnly.hash);
  });
});
