import { LIMITS } from '@asixto/contract';
import { describe, expect, it } from 'vitest';
import {
  clipDescription,
  isStrictCompatible,
  toAnthropicTool,
  toMcpTool,
  toOpenAiTool,
} from './provider-shapes.js';

const def = {
  name: 'consultar_cliente',
  title: 'Consultar cliente',
  description: 'Busca un cliente por documento.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['documento'],
    properties: { documento: { type: 'string', maxLength: 20 } },
  },
  annotations: { readOnlyHint: true },
  _meta: { 'com.asixto/capability': 'general' },
};

describe('provider shapes', () => {
  it('builds the MCP shape without the classification _meta', () => {
    expect(toMcpTool(def, 'ext__acme__consultar_cliente')).toEqual({
      name: 'ext__acme__consultar_cliente',
      title: 'Consultar cliente',
      description: 'Busca un cliente por documento.',
      inputSchema: def.inputSchema,
      annotations: { readOnlyHint: true },
    });
  });

  it('builds OpenAI and Anthropic shapes; strict only when the schema qualifies', () => {
    const openai = toOpenAiTool(def, 'ext__acme__consultar_cliente');
    expect(openai).toEqual({
      type: 'function',
      function: {
        name: 'ext__acme__consultar_cliente',
        description: def.description,
        parameters: def.inputSchema,
      },
    });
    expect(toAnthropicTool(def, 'p')).toEqual({
      name: 'p',
      description: def.description,
      input_schema: def.inputSchema,
    });
    const strictSchema = {
      type: 'object',
      additionalProperties: false,
      required: ['tipo', 'nota'],
      properties: { tipo: { enum: ['a', 'b'] }, nota: { type: ['string', 'null'] } },
    };
    expect(toOpenAiTool({ ...def, inputSchema: strictSchema }, 'p').function.strict).toBe(true);
  });

  it('refuses strict for open objects, optional properties and unsupported keywords', () => {
    expect(isStrictCompatible({ type: 'object', properties: {} })).toBe(false);
    expect(
      isStrictCompatible({
        type: 'object',
        additionalProperties: false,
        required: [],
        properties: { a: { type: 'string' } },
      }),
    ).toBe(false);
    expect(isStrictCompatible(def.inputSchema)).toBe(false); // maxLength
    const withFormat = (format: string): unknown => ({
      type: 'object',
      additionalProperties: false,
      required: ['a'],
      properties: { a: { type: 'string', format } },
    });
    expect(isStrictCompatible(withFormat('date'))).toBe(true);
    expect(isStrictCompatible(withFormat('uri'))).toBe(false);
  });

  it('checks a tool with 100,000 required properties without comparing every pair', () => {
    // A listing bound of 4 MiB let it through (it is 2 MiB now); comparing each name with the whole list took 8.8 s.
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (let i = 0; i < 100_000; i++) {
      properties[`a${i}`] = { type: 'string' };
      required.push(`a${i}`);
    }
    const schema = { type: 'object', additionalProperties: false, properties, required };
    expect(isStrictCompatible(schema)).toBe(true);
    expect(isStrictCompatible({ ...schema, required: required.slice(1) })).toBe(false);
  });

  it('clips descriptions to the provider limit', () => {
    const long = 'x'.repeat(2000);
    const clipped = clipDescription(long);
    expect(clipped).toHaveLength(LIMITS.providerDescriptionMax);
    expect(clipped.endsWith('…')).toBe(true);
    expect(toMcpTool({ ...def, description: long }, 'p').description).toBe(clipped);
    expect(clipDescription('corto')).toBe('corto');
    // Astral characters: within the limit in UTF-16 units, and no pair is split.
    const astral = clipDescription('😀'.repeat(600));
    expect(astral.length).toBeLessThanOrEqual(LIMITS.providerDescriptionMax);
    expect(astral).toBe(`${'😀'.repeat(511)}…`);
  });
});
