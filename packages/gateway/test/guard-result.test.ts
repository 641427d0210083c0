import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeakCount } from '@asixto/contract';
import { createUpstream, type Upstream } from '../src/upstream/index.js';
import {
  callContext,
  recordingLogger,
  startFixtureServer,
  staticResolver,
  toolDefinition,
  type FixtureServer,
} from './call-fixtures.js';
import type { CallFinishedEvent } from '../src/observer.js';
import { createCallPipeline } from '../src/call/create-call-pipeline.js';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDMyNDU2Nzg5In0.Xq5xZbK3m0cV7nQq3Y2t1s8wHn4p6r9uA0bC2dE4fG8';
const TRACE =
  "TypeError: Cannot read properties of undefined (reading 'id')\n    at lookupCustomer (/srv/app/customers.js:42:17)";
const MARK = '[dato interno retirado]';

describe('stage guardResult (in the call pipeline)', () => {
  let server: FixtureServer;
  let upstream: Upstream;
  const logger = recordingLogger();
  const finished: CallFinishedEvent[] = [];
  const told: [string, LeakCount[]][] = [];
  let callTool: ReturnType<typeof createCallPipeline>;

  beforeAll(async () => {
    server = await startFixtureServer({
      tools: [
        {
          definition: toolDefinition('consultar_cliente', {
            outputSchema: {
              type: 'object',
              required: ['nombre'],
              properties: { nombre: { type: 'string' } },
            },
          }),
          handler: (call) => {
            switch (call.arguments.documento) {
              case 'leaks':
                return {
                  content: [{ type: 'text', text: `Cliente Ana Restrepo. token=${JWT}\n${TRACE}` }],
                  structuredContent: { nombre: 'Ana Restrepo', sesion: JWT },
                };
              case 'error':
                return {
                  isError: true,
                  content: [{ type: 'text', text: 'x' }],
                  structuredContent: { error: { error_type: 'SYSTEM', user_message: `Falla: ${TRACE}` } },
                };
              default:
                return {
                  content: [{ type: 'text', text: 'Cliente Ana Restrepo, cliente activo.' }],
                  structuredContent: { nombre: 'Ana Restrepo' },
                };
            }
          },
        },
      ],
    });
    upstream = createUpstream({ serverId: 'srv_1', company: 'acme', url: server.url, devMode: true, logger });
    const tools = await upstream.listTools();
    callTool = createCallPipeline({
      resolveExposedTool: staticResolver({ company: 'acme', serverId: 'srv_1', upstream, tools }),
      logger,
      observer: { callFinished: (event) => void finished.push(event) },
      onLeaks: (serverId, leaks) => void told.push([serverId, leaks]),
    });
  });

  afterAll(async () => {
    await upstream?.close();
    await server?.close();
  });

  const call = (documento: string, lang: 'es' | 'en' = 'es') =>
    callTool(callContext('acme', { lang }), 'ext__acme__consultar_cliente', { documento });

  it('removes a token and a trace from the text and structuredContent; the outcome stays ok', async () => {
    const outcome = await call('leaks');
    expect(outcome).toMatchObject({
      outcome: 'ok',
      text: `Cliente Ana Restrepo. token=${MARK}`,
      structured: { nombre: 'Ana Restrepo', sesion: MARK },
      leaks: [
        { rule: 'call-no-secrets', count: 2 },
        { rule: 'call-no-traces', count: 1 },
      ],
    });
    expect(JSON.stringify(outcome)).not.toMatch(/eyJhbGci|customers\.js|TypeError/);
    expect(finished.at(-1)).toMatchObject({ serverId: 'srv_1', leaks: outcome.leaks });
    expect(told.at(-1)).toEqual(['srv_1', outcome.leaks]);
    const warn = logger.records.find((r) => r.msg === 'tool result leaked: removed before the model');
    expect(warn).toMatchObject({
      level: 'warn',
      serverId: 'srv_1',
      tool: 'consultar_cliente',
      leaks: outcome.leaks,
    });
    expect(JSON.stringify(logger.records)).not.toContain(JWT.slice(0, 24));
  });

  it('cleans a business error message, in the language of the call', async () => {
    const outcome = await call('error', 'en');
    expect(outcome).toMatchObject({
      outcome: 'tool_error',
      errorType: 'SYSTEM',
      leaks: [{ rule: 'call-no-traces', count: 1 }],
    });
    expect(outcome.text).toBe(
      '{"error":{"error_type":"SYSTEM","user_message":"Falla: [internal data removed]"}}',
    );
  });

  it('leaves an honest answer as it was, with no leaks field', async () => {
    const outcome = await call('CC1032456789');
    expect(outcome).toMatchObject({ outcome: 'ok', text: 'Cliente Ana Restrepo, cliente activo.' });
    expect('leaks' in outcome).toBe(false);
    expect(finished.at(-1)?.leaks).toBeUndefined();
  });
});
