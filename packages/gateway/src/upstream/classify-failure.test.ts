import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError } from '@modelcontextprotocol/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../errors.js';
import { classifyFailure } from './classify-failure.js';
import { loadMcpClient } from './mcp-client-module.js';
import { stripReservedMeta } from './strip-reserved-meta.js';

const fetchFailed = (code: string, message = 'fetch failed'): TypeError =>
  Object.assign(new TypeError(message), { cause: Object.assign(new Error(code), { code }) });

describe('classifyFailure', () => {
  // The gateway loads the SDK at its first connection; an SDK error exists only after that.
  beforeAll(async () => {
    await loadMcpClient();
  });

  it.each([
    [fetchFailed('ECONNRESET'), 'dropped'],
    [fetchFailed('UND_ERR_SOCKET'), 'dropped'],
    [fetchFailed('EPIPE'), 'dropped'],
    [fetchFailed('UND_ERR_SOCKET', 'terminated'), 'dropped'],
    [new TypeError('terminated'), 'dropped'],
    [fetchFailed('ECONNREFUSED'), 'refused'],
    [new SdkError(SdkErrorCode.RequestTimeout, 'Request timed out'), 'timeout'],
    [new SdkError(SdkErrorCode.UnsupportedResultType, 'input_required'), 'protocol'],
    [new SdkError(SdkErrorCode.InvalidResult, 'bad'), 'protocol'],
    [new ProtocolError(-32603, 'boom'), 'protocol'],
    [new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'x', { status: 503 }), 'unavailable'],
    [new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'x', { status: 401 }), 'unavailable'],
    [new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'x', { status: 400 }), 'protocol'],
    [new SyntaxError('Unexpected end of JSON input'), 'protocol'],
    [new GatewayError('GATEWAY_URL_REFUSED', 'no'), 'unavailable'],
  ])('%s is %s', (error, kind) => {
    expect(classifyFailure(error).kind).toBe(kind);
  });

  it('reads the network cause inside a failed version negotiation', () => {
    const wrapped = new SdkError(SdkErrorCode.EraNegotiationFailed, 'probe failed', undefined, {
      cause: fetchFailed('ECONNREFUSED'),
    });
    expect(classifyFailure(wrapped)).toEqual({ kind: 'refused', code: 'ECONNREFUSED' });
  });
});

describe('stripReservedMeta', () => {
  it('drops every io.modelcontextprotocol/* key and keeps the rest', () => {
    expect(
      stripReservedMeta({
        'io.modelcontextprotocol/protocolVersion': '1999-01-01',
        'io.modelcontextprotocol/clientCapabilities': { sampling: {} },
        'com.asixto/requestId': 'r1',
        traceparent: '00-abc',
      }),
    ).toEqual({ 'com.asixto/requestId': 'r1', traceparent: '00-abc' });
  });
});
