// Hostile results: each yields a bounded, sanitized outcome, and the gateway keeps serving.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@asixto/contract';
import type { CallPipeline } from '../src/call/index.js';
import type { Upstream } from '../src/upstream/index.js';
import {
  callContext,
  fixturePipeline,
  startFixtureServer,
  toolDefinition,
  type FixtureServer,
} from './call-fixtures.js';

const FIVE_MB = 5 * 1024 * 1024;
/** Over the upstream's response bound (8 MiB by default). */
const TWENTY_MB = 20 * 1024 * 1024;
const CONTROL = '\u0000\u0001\u0007\u0008\u001b[31m\u007f\u0085\u200e\u202e';

function rawJson(res: ServerResponse, status: number, body: string): true {
  res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  return true;
}

for (const responseMode of ['json', 'sse'] as const) {
  describe(`hostile results (${responseMode} responses)`, () => {
    let server: FixtureServer;
    let upstream: Upstream;
    let callTool: CallPipeline;
    const call = (tool: string, channel: 'chat' | 'voice' = 'chat') =>
      callTool(callContext('acme', { channel }), `ext__acme__${tool}`, { documento: 'CC1' });

    beforeAll(async () => {
      const withOutput = (name: string) =>
        toolDefinition(name, {
          outputSchema: {
            type: 'object',
            required: ['total'],
            properties: { total: { type: 'integer' } },
          },
        });
      server = await startFixtureServer({
        responseMode,
        intercept: (body, res) => {
          if (body.method !== 'tools/call') return false;
          switch (body.params?.name) {
            case 'json_invalido':
              return rawJson(
                res,
                200,
                '{"jsonrpc":"2.0","id":' + String(body.id) + ',"result":{"content":[{"type":"te',
              );
            case 'pide_datos':
              return rawJson(
                res,
                200,
                JSON.stringify({
                  jsonrpc: '2.0',
                  id: body.id,
                  result: { resultType: 'input_required', requestState: 'estado-opaco' },
                }),
              );
            case 'tipo_raro':
              return rawJson(
                res,
                200,
                JSON.stringify({ jsonrpc: '2.0', id: body.id, result: { resultType: 'task' } }),
              );
            case 'sin_forma':
              return rawJson(
                res,
                200,
                JSON.stringify({
                  jsonrpc: '2.0',
                  id: body.id,
                  result: { resultType: 'complete', content: 'no es lista' },
                }),
              );
            case 'cae_500':
              res
                .writeHead(500, { 'content-type': 'text/plain' })
                .end('Internal Server Error: stack at db.js:42 token=abc');
              return true;
            default:
              return false;
          }
        },
        tools: [
          {
            definition: toolDefinition('texto_enorme'),
            handler: () => ({ content: [{ type: 'text', text: 'A'.repeat(FIVE_MB) }] }),
          },
          {
            definition: toolDefinition('texto_gigante'),
            handler: () => ({ content: [{ type: 'text', text: 'B'.repeat(TWENTY_MB) }] }),
          },
          { definition: toolDefinition('json_invalido'), handler: () => ({ content: [] }) },
          {
            definition: toolDefinition('caracteres_control'),
            handler: () => ({ content: [{ type: 'text', text: `Hola${CONTROL} mundo` }] }),
          },
          {
            definition: toolDefinition('con_imagen'),
            handler: () => ({
              content: [
                { type: 'text', text: 'Aquí está la foto del producto.' },
                {
                  type: 'image',
                  data: Buffer.from('PNGDATA-secret-pixels').toString('base64'),
                  mimeType: 'image/png',
                },
                { type: 'resource_link', uri: 'https://files.example.com/f.pdf', name: 'f.pdf' },
              ],
            }),
          },
          { definition: toolDefinition('pide_datos'), handler: () => ({ content: [] }) },
          { definition: toolDefinition('tipo_raro'), handler: () => ({ content: [] }) },
          { definition: toolDefinition('sin_forma'), handler: () => ({ content: [] }) },
          { definition: toolDefinition('cae_500'), handler: () => ({ content: [] }) },
          {
            definition: toolDefinition('error_desconocido'),
            handler: () => ({
              isError: true,
              content: [{ type: 'text', text: 'fallo' }],
              structuredContent: {
                error: {
                  error_type: 'MELTDOWN',
                  user_message: 'No se pudo.',
                  details: { stack: 'Error at x.js:1' },
                },
              },
            }),
          },
          {
            definition: withOutput('rompe_esquema'),
            handler: () => ({
              content: [{ type: 'text', text: 'total: muchos' }],
              structuredContent: { total: 'muchos' },
            }),
          },
          {
            definition: withOutput('sin_structured'),
            handler: () => ({ content: [{ type: 'text', text: 'sin datos' }] }),
          },
          {
            definition: toolDefinition('lanza_error'),
            handler: () => {
              throw new Error('boom: password=hunter2');
            },
          },
          {
            definition: toolDefinition('consultar_cliente'),
            handler: () => ({ content: [{ type: 'text', text: 'Ana Restrepo, cliente activa.' }] }),
          },
        ],
      });
      ({ upstream, callTool } = await fixturePipeline(server.url, 'h'));
    });
    afterAll(async () => {
      await upstream?.close();
      await server?.close();
    });

    const keepsServing = async (): Promise<void> => {
      const next = await call('consultar_cliente');
      expect(next).toMatchObject({ outcome: 'ok', attempts: 1 });
      expect(next.text).toContain('Ana Restrepo');
    };

    it('5 MB of text is cut to the contract limit with a visible mark', async () => {
      const outcome = await call('texto_enorme');
      expect(outcome).toMatchObject({ outcome: 'ok', truncated: true });
      expect(outcome.text.length).toBeLessThanOrEqual(LIMITS.resultMaxChars);
      expect(outcome.text.startsWith('AAAA')).toBe(true);
      await keepsServing();
    });

    it('a response over the size bound is cut and becomes a SYSTEM tool error, never retried', async () => {
      const outcome = await call('texto_gigante');
      expect(outcome).toMatchObject({ outcome: 'tool_error', errorType: 'SYSTEM', attempts: 1 });
      expect(outcome.text).not.toContain('BBBB');
      await keepsServing();
    });

    it('an invalid JSON body is a SYSTEM tool error', async () => {
      const outcome = await call('json_invalido');
      expect(outcome).toMatchObject({ outcome: 'tool_error', errorType: 'SYSTEM', attempts: 1 });
      expect(outcome.text.length).toBeLessThanOrEqual(LIMITS.resultMaxChars);
      await keepsServing();
    });

    it('control characters are removed', async () => {
      for (const channel of ['chat', 'voice'] as const) {
        const outcome = await call('caracteres_control', channel);
        expect(outcome.outcome).toBe('ok');
        // eslint-disable-next-line no-control-regex
        expect(outcome.text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
        expect(outcome.text).toContain('Hola');
        expect(outcome.text).toContain('mundo');
      }
      await keepsServing();
    });

    it('an image block never reaches the text', async () => {
      const outcome = await call('con_imagen');
      expect(outcome.outcome).toBe('ok');
      expect(outcome.text).toContain('foto del producto');
      expect(outcome.text).not.toContain(Buffer.from('PNGDATA-secret-pixels').toString('base64'));
      expect(outcome.text).not.toContain('image/png');
      await keepsServing();
    });

    it('input_required and unknown result types are never consumed: SYSTEM tool error', async () => {
      for (const tool of ['pide_datos', 'tipo_raro', 'sin_forma']) {
        const outcome = await call(tool);
        expect(outcome, tool).toMatchObject({ outcome: 'tool_error', errorType: 'SYSTEM', attempts: 1 });
        expect(outcome.text).not.toContain('estado-opaco');
      }
      await keepsServing();
    });

    it('an unknown error type is UNKNOWN, its details stay out', async () => {
      const outcome = await call('error_desconocido');
      expect(outcome).toMatchObject({ outcome: 'tool_error', errorType: 'UNKNOWN' });
      expect(outcome.structured).toEqual({ error: { error_type: 'UNKNOWN', user_message: 'No se pudo.' } });
      expect(outcome.text).not.toContain('x.js');
      await keepsServing();
    });

    it('structuredContent that breaks its outputSchema (or is missing) is a SYSTEM tool error', async () => {
      for (const tool of ['rompe_esquema', 'sin_structured']) {
        const outcome = await call(tool);
        expect(outcome, tool).toMatchObject({ outcome: 'tool_error', errorType: 'SYSTEM' });
        expect(outcome.text).not.toContain('muchos');
      }
      await keepsServing();
    });

    it('a JSON-RPC error is a SYSTEM tool error and an HTTP 500 is unavailable, nothing leaks', async () => {
      const thrown = await call('lanza_error');
      expect(thrown).toMatchObject({ outcome: 'tool_error', errorType: 'SYSTEM' });
      expect(thrown.text).not.toContain('hunter2');
      const crashed = await call('cae_500');
      expect(crashed).toMatchObject({ outcome: 'unavailable', attempts: 1 });
      expect(crashed.text).not.toContain('token=abc');
      await keepsServing();
    });
  });
}
