import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContractViolationError } from '../errors.js';
import { ok } from '../results/ok.js';
import { defineTool } from './define-tool.js';
import type { ToolSpec } from './define-tool.js';

const good = {
  name: 'consultar_cliente',
  title: 'Consultar cliente',
  description: 'Identifica a un cliente por su documento. No la uses para modificar datos.',
  input: z.strictObject({
    documento: z.string().max(20),
    ciudad: z.string().max(40).nullable().optional(),
  }),
  output: z.object({ nombre: z.string() }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  capabilities: 'general',
  verb: 'identificar a un cliente',
  handler: () => ok({ nombre: 'Ana' }, 'Ana'),
} satisfies ToolSpec<z.ZodObject, z.ZodObject>;

function violation(fn: () => unknown): ContractViolationError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ContractViolationError) return error;
    throw error;
  }
  throw new Error('expected a ContractViolationError');
}

describe('defineTool', () => {
  it('renders the listed definition the SDK will publish, with the classification _meta', () => {
    const tool = defineTool(good);
    expect(tool.writes).toBe(false);
    expect(tool.listed.inputSchema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['documento'],
      properties: { ciudad: { anyOf: [{ type: 'string', maxLength: 40 }, { type: 'null' }] } },
    });
    expect(tool.listed.outputSchema).toMatchObject({ type: 'object', required: ['nombre'] });
    expect(tool.listed._meta).toEqual({
      'com.asixto/capability': 'general',
      'com.asixto/verb': 'identificar a un cliente',
    });
    expect(tool.findings.length).toBeGreaterThan(0);
    expect(tool.findings.every((f) => f.ok || !(f.level === 'DEBE' && !f.heuristic))).toBe(true);
  });

  it('uses the plural key when the tool serves several scenarios', () => {
    const tool = defineTool({ ...good, capabilities: ['pqr', 'soporte'] });
    expect(tool.listed._meta).toEqual({
      'com.asixto/capabilities': ['pqr', 'soporte'],
      'com.asixto/verb': good.verb,
    });
  });

  it('throws naming the rule when the name breaks the contract', () => {
    const error = violation(() => defineTool({ ...good, name: 'Consultar-Cliente' }));
    expect(error.code).toBe('TOOLKIT_CONTRACT_VIOLATION');
    expect(error.message).toContain('[tool-name-format]');
    expect(error.findings.map((f) => f.rule)).toContain('tool-name-format');
  });

  // The rule most often missed (page 02): an optional that does not accept null.
  it('throws naming the rule for an optional without null', () => {
    const error = violation(() =>
      defineTool({
        ...good,
        input: z.strictObject({ documento: z.string().max(20), ciudad: z.string().max(40).optional() }),
      }),
    );
    expect(error.message).toContain('[optional-accepts-null]');
    expect(error.findings.find((f) => f.rule === 'optional-accepts-null')?.path).toContain('ciudad');
  });
});
