// A server whose schemas ask the certifier for more than it should do: the run must end in a
// report, with the tools it could not exercise skipped or judged, and the process still standing.
import { CERTIFY_MESSAGES, renderMessage } from '@asixto/contract';
import { certify } from '@asixto/certify';
import { describe, expect, it } from 'vitest';
import type { FixtureTool } from './fixtures/fixture-server.js';
import { startFixture } from './fixtures/fixture-server.js';
import { ok } from './fixtures/good-tools.js';

const annotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true };
/** Stands for a schema too deep to build here; the listing's text replaces it. */
const DEEP = '__DEEP_SCHEMA__';
const LEVELS = 10_000;
const deepText = `${'{"type":"object","required":["n"],"properties":{"n":'.repeat(LEVELS)}{"type":"string"}${'}}'.repeat(LEVELS)}`;

function readTool(name: string, inputSchema: unknown, extra: Record<string, unknown> = {}): FixtureTool {
  return {
    definition: {
      name,
      title: name,
      description: 'Consulta datos de prueba. No la uses para modificar datos.',
      inputSchema,
      annotations,
      ...extra,
    },
    handler: () => ok({ x: 'a'.repeat(40) + 'b' }, 'ok'),
  };
}

function oneRequired(property: unknown) {
  return { type: 'object', required: ['codigos'], properties: { codigos: property } };
}

describe('a server whose schemas demand huge or endless work', () => {
  it('gets a report: tools whose arguments cannot be built are skipped, costly checks are findings', async () => {
    const $defs: Record<string, unknown> = { a40: { type: 'string' } };
    for (let i = 0; i < 40; i++)
      $defs[`a${i}`] = { anyOf: [{ $ref: `#/$defs/a${i + 1}` }, { $ref: `#/$defs/a${i + 1}` }] };
    const tools = [
      readTool('lote_items', oneRequired({ type: 'array', items: { type: 'string' }, minItems: 1e9 })),
      readTool('lote_texto', oneRequired({ type: 'string', minLength: 4e8, maxLength: 4e8 })),
      readTool('lote_props', { type: 'object', minProperties: 1e9, properties: {} }),
      readTool('lote_profundo', oneRequired(DEEP)),
      readTool(
        'salida_bomba',
        { type: 'object', properties: {} },
        { outputSchema: { type: 'object', properties: { x: { $ref: '#/$defs/a0' } }, $defs } },
      ),
      readTool(
        'salida_patron',
        { type: 'object', properties: {} },
        { outputSchema: { type: 'object', properties: { x: { type: 'string', pattern: '^(a|aa)+$' } } } },
      ),
    ];
    const fixture = await startFixture({
      tools,
      transform: (method, response) =>
        method === 'tools/list'
          ? { ...response, body: response.body.replace(`"${DEEP}"`, deepText) }
          : response,
    });
    try {
      const report = await certify(fixture.url, { lang: 'en' });
      expect(report.fatal).toBeUndefined();
      const skipped = (tool: string, param: string) =>
        renderMessage(CERTIFY_MESSAGES, 'skipNoArguments', 'en', { tool, param });
      expect(report.skipped.map((s) => s.reason)).toEqual(
        expect.arrayContaining([
          skipped('lote_items', 'codigos'),
          skipped('lote_texto', 'codigos'),
          skipped('lote_props', 'inputSchema'),
          skipped('lote_profundo', 'codigos'),
        ]),
      );
      const outputFinding = (tool: string) =>
        report.findings.find((f) => f.rule === 'call-output-schema' && f.tool === tool && !f.ok)?.message;
      expect(outputFinding('salida_bomba')).toMatch(/too costly to check/);
      expect(outputFinding('salida_patron')).toMatch(/must match pattern/);
    } finally {
      await fixture.close();
    }
  });
});
