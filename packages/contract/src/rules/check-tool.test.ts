import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTool } from './check-tool.js';
import { isBlocking } from './finding.js';
import { TOOL_RULES } from './index.js';
import {
  abrirCasoSoporte,
  objectSchema,
  withInput,
  zodCapturedInput,
  zodStyleTool,
} from './__fixtures__/tools.js';

describe('checkTool', () => {
  it('passes the page 02 example on every rule, one passed finding per rule', () => {
    const findings = checkTool(abrirCasoSoporte());
    expect(findings.filter((f) => !f.ok)).toEqual([]);
    const applied = TOOL_RULES.filter((r) => !r.applies || r.applies(abrirCasoSoporte())).map((r) => r.id);
    expect(findings.map((f) => f.rule)).toEqual(applied);
    expect(findings.every((f) => f.tool === 'abrir_caso_soporte')).toBe(true);
  });

  it('passes zod v4 output on every blocking rule', () => {
    expect(checkTool(zodStyleTool()).filter(isBlocking)).toEqual([]);
    expect(checkTool(withInput(zodCapturedInput())).filter((f) => !f.ok)).toEqual([]);
  });

  it('renders messages in Spanish by default and English on request', () => {
    const bad = {
      ...abrirCasoSoporte(),
      inputSchema: {
        type: 'object',
        additionalProperties: false,
        properties: { prioridad: { type: 'string', maxLength: 5 } },
      },
    };
    expect(checkTool(bad).find((f) => f.rule === 'optional-accepts-null' && !f.ok)?.message).toBe(
      'El opcional `prioridad` no admite null',
    );
    expect(
      checkTool(bad, { lang: 'en' }).find((f) => f.rule === 'optional-accepts-null' && !f.ok),
    ).toMatchObject({
      message: 'Optional `prioridad` does not accept null',
      path: '/properties/prioridad',
      level: 'DEBE',
      heuristic: false,
      tool: 'abrir_caso_soporte',
    });
  });

  it('turns malformed definitions into failed findings', () => {
    for (const value of [
      null,
      'tool',
      42,
      [],
      [abrirCasoSoporte()],
      { name: 7, inputSchema: [], _meta: 'x' },
    ]) {
      const findings = checkTool(value);
      expect(findings.some(isBlocking), JSON.stringify(value)).toBe(true);
    }
  });

  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (value) => {
        // Call the checks directly: evaluateRule would turn a throw into a finding and hide the bug.
        for (const rule of TOOL_RULES) expect(() => rule.check(value), rule.id).not.toThrow();
        expect(checkTool(value).length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on mutated tool definitions', () => {
    const mutated = fc.record({
      name: fc.oneof(fc.string(), fc.constant('abrir_caso_soporte'), fc.anything()),
      description: fc.oneof(fc.string(), fc.anything()),
      inputSchema: fc.oneof(
        fc.anything(),
        fc.record({
          type: fc.oneof(fc.constant('object'), fc.anything()),
          properties: fc.dictionary(
            fc.string(),
            fc.oneof(fc.anything(), fc.record({ $ref: fc.constantFrom('#', '#/$defs/a', '#/x/0', '#/') })),
          ),
          required: fc.oneof(fc.array(fc.string()), fc.anything()),
          $defs: fc.anything(),
          anyOf: fc.anything(),
        }),
      ),
      annotations: fc.anything(),
      _meta: fc.oneof(
        fc.anything(),
        fc.dictionary(
          fc.constantFrom('com.asixto/capability', 'com.asixto/capabilities', 'com.asixto/verb'),
          fc.anything(),
        ),
      ),
    });
    fc.assert(
      fc.property(mutated, (tool) => {
        for (const rule of TOOL_RULES) expect(() => rule.check(tool), rule.id).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('stays bounded on a schema whose $refs describe an exponential tree', () => {
    const defs: Record<string, unknown> = {};
    for (let i = 0; i < 40; i++) {
      const next = { $ref: `#/$defs/d${i + 1}` };
      defs[`d${i}`] = {
        type: 'object',
        properties: { a: next, b: next },
        anyOf: [next, next],
        allOf: [next],
      };
    }
    defs.d40 = { type: 'string' };
    const tool = withInput({ ...objectSchema({ raiz: { $ref: '#/$defs/d0' } }), $defs: defs });
    const findings = checkTool(tool);
    expect(findings.some((f) => f.rule === 'optional-accepts-null' && !f.ok)).toBe(true);
  });
});
