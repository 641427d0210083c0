// Answers over a JSON structure bound, in JSON and in SSE (the data of one event split across many
// writes), are cut before anything parses them: a call settles as a protocol error at once, never
// retried, counted against the breaker; a listing fails at once (not at the SDK's timeout).
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingLogger, startFixtureServer, toolDefinition } from './call-fixtures.js';
import type { FixtureServer } from './call-fixtures.js';
import { createUpstream } from '../src/upstream/create-upstream.js';
import type { Upstream, UpstreamCallRequest } from '../src/upstream/create-upstream.js';

const tool = toolDefinition('consultar_cliente');
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
type Answer = (id: string, res: ServerResponse) => void;

const json =
  (result: string): Answer =>
  (id, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(`{"jsonrpc":"2.0","id":${id},"result":${result}}`);
  };
/** One event whose data line arrives in 1 KiB writes (and a line break inside), then the end. */
const events =
  (result: string): Answer =>
  (id, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const text = `event: message\ndata: {"jsonrpc":"2.0","id":${id},\ndata: "result":${result}}\n\n`;
    for (let at = 0; at < text.length; at += 1024) res.write(text.slice(at, at + 1024));
    res.end();
  };
const complete = (structured: string) =>
  `{"resultType":"complete","content":[{"type":"text","text":"hola"}],"structuredContent":{"v":${structured}}}`;

describe('answers over a structure bound', () => {
  let server: FixtureServer;
  let upstream: Upstream;
  const logger = recordingLogger();
  const answers: Partial<Record<'tools/call' | 'tools/list', Answer>> = {};

  beforeAll(async () => {
    server = await startFixtureServer({
      tools: [{ definition: tool, handler: () => ({ content: [{ type: 'text', text: 'ok' }] }) }],
      intercept: (body, res) => {
        const answer = answers[body.method as 'tools/call' | 'tools/list'];
        if (answer === undefined) return false;
        answer(JSON.stringify(body.id), res);
        return true;
      },
    });
    upstream = createUpstream({
      serverId: 's',
      company: 'acme',
      url: server.url,
      devMode: true,
      logger,
      limits: { jsonMaxDepth: 16, jsonMaxElements: 1_000 },
      guard: { breakerFailures: 4, breakerHalfOpenAfterMs: 600_000 },
    });
  });
  afterAll(async () => {
    await upstream.close();
    await server.close();
  });

  const request: UpstreamCallRequest = {
    name: tool.name,
    arguments: { documento: 'CC1' },
    meta: {},
    tool,
    deadlineMs: 5_000,
    maxRetries: 2,
  };

  it('lets honest answers through, at the bounds', async () => {
    answers['tools/call'] = json(complete(deep(12)));
    expect(await upstream.callTool(request)).toMatchObject({ status: 'complete', attempts: 1 });
    answers['tools/call'] = events(complete(`[${'1,'.repeat(900)}1]`));
    expect(await upstream.callTool(request)).toMatchObject({ status: 'complete', attempts: 1 });
  });

  it('cuts too deep or too many elements, in JSON and SSE, never retried; then the breaker opens', async () => {
    const cases = [
      json(complete(deep(100_000))),
      events(complete(deep(100_000))),
      json(complete(`[${'[],'.repeat(100_000)}[]]`)),
      events(complete(`[${'1,'.repeat(5_000)}1]`)),
    ];
    for (const answer of cases) {
      answers['tools/call'] = answer;
      const started = performance.now();
      expect(await upstream.callTool(request)).toMatchObject({
        status: 'protocol_error',
        code: 'RESPONSE_TOO_COMPLEX',
        attempts: 1,
      });
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    const cut = logger.records.filter(
      (r) => r.msg === 'upstream answer over its structure bound: cut before parsing',
    );
    expect(cut.map((r) => r.problem)).toEqual(['depth', 'depth', 'elements', 'elements']);
    expect(upstream.breaker).toBe('open');
    expect(await upstream.callTool(request)).toMatchObject({ status: 'unavailable', code: 'CIRCUIT_OPEN' });
  });

  it('fails a listing over a bound at once, in JSON and SSE, and says how long its parse took', async () => {
    for (const answer of [json, events]) {
      answers['tools/list'] = answer(
        `{"resultType":"complete","ttlMs":0,"cacheScope":"private","tools":[],"_meta":{"v":${deep(50_000)}}}`,
      );
      const started = performance.now();
      await expect(upstream.listTools()).rejects.toThrow(/too complex/);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    answers['tools/list'] = undefined;
    expect((await upstream.listTools()).map((t) => t.name)).toEqual([tool.name]);
    expect(upstream.lastListingParseMs).toBeGreaterThan(0);
  });
});
