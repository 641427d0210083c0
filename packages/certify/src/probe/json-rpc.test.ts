import { describe, expect, it } from 'vitest';
import { parseRpcBody } from './json-rpc.js';

const response = (body: string, contentType = 'application/json', status = 200) => ({
  status,
  headers: new Headers({ 'content-type': contentType }),
  body,
});

describe('parseRpcBody', () => {
  it('reads a JSON result and a JSON-RPC error', () => {
    expect(parseRpcBody(response('{"jsonrpc":"2.0","id":4,"result":{"a":1}}'), 4)).toMatchObject({
      kind: 'result',
      result: { a: 1 },
    });
    expect(
      parseRpcBody(
        response('{"jsonrpc":"2.0","id":4,"error":{"code":-32601,"message":"no"}}', 'application/json', 404),
        4,
      ),
    ).toMatchObject({
      kind: 'rpc-error',
      status: 404,
      error: { code: -32601, message: 'no' },
    });
  });
  it('picks our response out of an SSE stream', () => {
    const sse =
      'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress"}\n\nevent: message\ndata: {"jsonrpc":"2.0","id":9,"result":{"ok":true}}\n\n';
    expect(parseRpcBody(response(sse, 'text/event-stream'), 9)).toMatchObject({
      kind: 'result',
      result: { ok: true },
    });
  });
  it('tells HTML, invalid JSON and JSON that is not JSON-RPC apart', () => {
    expect(parseRpcBody(response('<!DOCTYPE html><h1>502</h1>', 'text/html', 502), 1)).toMatchObject({
      kind: 'not-json',
      html: true,
    });
    expect(parseRpcBody(response('{"jsonrpc":'), 1)).toMatchObject({ kind: 'not-json', html: false });
    expect(parseRpcBody(response('{"status":"ok"}'), 1)).toMatchObject({
      kind: 'not-jsonrpc',
      snippet: '{"status":"ok"}',
    });
  });
});
