import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_META_KEYS, idempotencyKey } from '@asixto/contract';
import type { ToolDefinition } from '../src/catalog/tool-definition.js';
import type { CallFinishedEvent } from '../src/observer.js';
import { createUpstream, type Upstream } from '../src/upstream/index.js';
import {
  callContext,
  recordingLogger,
  rejectedFor,
  startFixtureServer,
  staticResolver,
  toolDefinition,
  type FixtureCall,
  type FixtureServer,
} from './call-fixtures.js';
import { createCallPipeline } from '../src/call/create-call-pipeline.js';

const caseTool = toolDefinition('abrir_caso_soporte', {
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['documento', 'tipo'],
    properties: {
      documento: { type: 'string', maxLength: 20 },
      tipo: { enum: ['falla', 'instalacion', 'cobro'] },
      prioridad: { type: ['string', 'null'], enum: ['alta', 'normal', null] },
    },
  },
  outputSchema: {
    type: 'object',
    required: ['radicado'],
    properties: { radicado: { type: 'string' } },
  },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
});

describe('createCallPipeline', () => {
  let server: FixtureServer;
  let upstream: Upstream;
  const calls: FixtureCall[] = [];
  const logger = recordingLogger();
  const finished: CallFinishedEvent[] = [];
  let tools: ToolDefinition[];
  let callTool: ReturnType<typeof createCallPipeline>;

  beforeAll(async () => {
    server = await startFixtureServer({
      tools: [
        {
          definition: caseTool,
          handler: (call) => {
            calls.push(call);
            if (call.arguments.documento === 'CC404') {
              return {
                isError: true,
                content: [{ type: 'text', text: 'x' }],
                structuredContent: {
                  error: {
                    error_type: 'NOT_FOUND',
                    user_message: 'No encontré un cliente con ese documento.',
                    details: 'SELECT * FROM clientes WHERE secreto=42',
                  },
                },
              };
            }
            if (call.arguments.documento === 'CCWEIRD') {
              return {
                isError: true,
                content: [
                  { type: 'text', text: '{"error":{"error_type":"EXPLODED","user_message":"Algo pasó."}}' },
                ],
              };
            }
            return {
              content: [{ type: 'text', text: 'Caso abierto con radicado R-1.' }],
              structuredContent: { radicado: 'R-1' },
            };
          },
        },
      ],
    });
    upstream = createUpstream({ serverId: 's1', company: 'acme', url: server.url, devMode: true, logger });
    tools = await upstream.listTools();
    callTool = createCallPipeline({
      resolveExposedTool: staticResolver({
        company: 'acme',
        serverId: 's1',
        upstream,
        tools,
        deny: { cancelar_cita: 'level' },
      }),
      logger,
      observer: { callFinished: (e) => finished.push(e) },
    });
  });
  afterAll(async () => {
    await upstream.close();
    await server.close();
  });

  it('calls the tool with all eight com.asixto keys, the contract idempotency key and no protocol keys', async () => {
    const args = { documento: 'CC1032456789', tipo: 'falla', prioridad: null };
    const context = callContext('acme', {
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    });
    const outcome = await callTool(context, 'ext__acme__abrir_caso_soporte', args);
    expect(outcome).toMatchObject({
      outcome: 'ok',
      attempts: 1,
      truncated: false,
      requestId: context.requestId,
    });
    expect(outcome.structured).toEqual({ radicado: 'R-1' });
    expect(outcome.text).toContain('R-1');
    // Exactly the outcome fields (errorType only on errors).
    expect(Object.keys(outcome).sort()).toEqual(
      ['attempts', 'latencyMs', 'outcome', 'requestId', 'structured', 'text', 'truncated'].sort(),
    );
    const meta = calls.at(-1)?.meta ?? {};
    for (const key of CALL_META_KEYS) expect(meta).toHaveProperty([key]);
    expect(meta['com.asixto/idempotencyKey']).toBe(
      idempotencyKey(context.conversationId, 'abrir_caso_soporte', args),
    );
    expect(meta['com.asixto/companyId']).toBe('acme');
    expect(meta['com.asixto/channel']).toBe('chat');
    expect(meta.traceparent).toBe(context.traceparent);
    expect(Object.keys(meta).some((k) => k.startsWith('io.modelcontextprotocol/'))).toBe(false);
  });

  it('rejects a name that is not a gateway name, another company, and what exposure refuses, without calling', async () => {
    const before = calls.length;
    const unknown = await callTool(callContext('acme'), 'abrir_caso_soporte', {});
    expect(unknown).toMatchObject(rejectedFor('unknown_tool', 'abrir_caso_soporte'));
    const other = await callTool(callContext('globex'), 'ext__acme__abrir_caso_soporte', {
      documento: 'CC1',
      tipo: 'falla',
    });
    expect(other).toMatchObject(rejectedFor('other_company', 'ext__acme__abrir_caso_soporte'));
    const denied = await callTool(callContext('acme'), 'ext__acme__cancelar_cita', {});
    expect(denied).toMatchObject(rejectedFor('level', 'ext__acme__cancelar_cita'));
    // The reason is in the call's log line, not in the outcome.
    expect(logger.records.filter((r) => r.msg === 'tool call').at(-1)).toMatchObject({
      outcome: 'rejected',
      rejection: 'level',
      tool: 'cancelar_cita',
    });
    expect(Object.keys(denied).sort()).toEqual(
      ['attempts', 'latencyMs', 'outcome', 'requestId', 'text', 'truncated'].sort(),
    );
    expect(denied.text).toMatch(/permiso/);
    expect(calls.length).toBe(before);
    // Names the model made up, or that exposure refused, never become metric labels.
    const reported = finished.slice(-3).map((e) => [e.tool, e.serverId]);
    expect(reported).toEqual([
      ['unknown', undefined],
      ['unknown', undefined],
      ['unknown', undefined],
    ]);
  });

  it('rejects invalid arguments with a VALIDATION error naming the parameter, without calling', async () => {
    const before = calls.length;
    const missing = await callTool(callContext('acme'), 'ext__acme__abrir_caso_soporte', {
      documento: 'CC1',
    });
    expect(missing).toMatchObject({ outcome: 'rejected', errorType: 'VALIDATION', attempts: 0 });
    expect(missing.text).toContain('tipo');
    const extra = await callTool(callContext('acme'), 'ext__acme__abrir_caso_soporte', {
      documento: 'CC1',
      tipo: 'falla',
      accion: 'borrar',
    });
    expect(extra.text).toContain('accion');
    const badEnum = await callTool(callContext('acme'), 'ext__acme__abrir_caso_soporte', {
      documento: 'CC1',
      tipo: 'otro',
    });
    expect(badEnum.text).toContain('falla');
    const notObject = await callTool(callContext('acme'), 'ext__acme__abrir_caso_soporte', 'hola');
    expect(notObject).toMatchObject({ outcome: 'rejected', errorType: 'VALIDATION' });
    const english = await callTool(callContext('acme', { lang: 'en' }), 'ext__acme__abrir_caso_soporte', {
      documento: 'CC1',
    });
    expect(english.text).toMatch(/required value/);
    expect(calls.length).toBe(before);
  });

  it('keeps the deadline while the resolver waits on a listing: timeout, no attempt', async () => {
    const stuck = createCallPipeline({
      resolveExposedTool: () => new Promise(() => undefined), // a catalog listing that never ends
      logger,
      deadlines: { chat: 50, voice: 50 },
    });
    const before = calls.length;
    const outcome = await stuck(callContext('acme'), 'ext__acme__abrir_caso_soporte', {});
    expect(outcome).toMatchObject({ outcome: 'timeout', attempts: 0, truncated: false });
    expect(outcome.latencyMs).toBeGreaterThanOrEqual(45);
    expect(calls.length).toBe(before);
  });

  it('normalizes business errors: six types, UNKNOWN otherwise, details never in the text', async () => {
    const notFound = await callTool(callContext('acme'), 'ext__acme__abrir_caso_soporte', {
      documento: 'CC404',
      tipo: 'falla',
    });
    expect(notFound).toMatchObject({ outcome: 'tool_error', errorType: 'NOT_FOUND' });
    expect(notFound.structured).toEqual({
      error: { error_type: 'NOT_FOUND', user_message: 'No encontré un cliente con ese documento.' },
    });
    expect(notFound.text).toContain('No encontré');
    expect(notFound.text).not.toContain('SELECT');
    expect(JSON.stringify(logger.records.filter((r) => r.level !== 'debug'))).not.toContain('SELECT');
    const weird = await callTool(callContext('acme'), 'ext__acme__abrir_caso_soporte', {
      documento: 'CCWEIRD',
      tipo: 'falla',
    });
    expect(weird).toMatchObject({ outcome: 'tool_error', errorType: 'UNKNOWN' });
  });

  it('logs every call once with no argument values, and reports it to the observer', async () => {
    const marker = 'CC7777777';
    const beforeLogs = logger.records.length;
    const beforeEvents = finished.length;
    const context = callContext('acme');
    await callTool(context, 'ext__acme__abrir_caso_soporte', { documento: marker, tipo: 'cobro' });
    const lines = logger.records.slice(beforeLogs).filter((r) => r.msg === 'tool call');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      requestId: context.requestId,
      company: 'acme',
      tool: 'abrir_caso_soporte',
      outcome: 'ok',
      attempts: 1,
      truncated: false,
    });
    expect(typeof lines[0]?.latencyMs).toBe('number');
    expect(JSON.stringify(logger.records.slice(beforeLogs))).not.toContain(marker);
    expect(finished.slice(beforeEvents)).toEqual([
      expect.objectContaining({ requestId: context.requestId, outcome: 'ok', tool: 'abrir_caso_soporte' }),
    ]);
  });
});
