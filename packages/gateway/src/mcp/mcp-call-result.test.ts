import { describe, expect, it } from 'vitest';
import type { CallOutcome } from '../call/index.js';
import { toMcpCallResult } from './mcp-call-result.js';

const outcome = (patch: Partial<CallOutcome>): CallOutcome => ({
  outcome: 'ok',
  text: 'texto',
  truncated: false,
  requestId: 'req_1',
  latencyMs: 3,
  attempts: 1,
  ...patch,
});

describe('toMcpCallResult', () => {
  it('ok: the shaped text and the structured content', () => {
    expect(toMcpCallResult(outcome({ structured: { total: 1 } }))).toEqual({
      content: [{ type: 'text', text: 'texto' }],
      structuredContent: { total: 1 },
      _meta: { 'com.asixto/requestId': 'req_1', 'com.asixto/outcome': 'ok' },
    });
  });

  it('tool_error: isError with the page-06 error object and its type', () => {
    const error = { error: { error_type: 'NOT_FOUND', user_message: 'No existe' } };
    expect(
      toMcpCallResult(outcome({ outcome: 'tool_error', structured: error, errorType: 'NOT_FOUND' })),
    ).toEqual({
      content: [{ type: 'text', text: 'texto' }],
      structuredContent: error,
      isError: true,
      _meta: {
        'com.asixto/requestId': 'req_1',
        'com.asixto/outcome': 'tool_error',
        'com.asixto/errorType': 'NOT_FOUND',
      },
    });
  });

  it.each(['rejected', 'timeout', 'unavailable'] as const)(
    '%s: isError with the reason text only',
    (kind) => {
      const result = toMcpCallResult(outcome({ outcome: kind, text: 'motivo', attempts: 0 }));
      expect(result).toEqual({
        content: [{ type: 'text', text: 'motivo' }],
        isError: true,
        _meta: { 'com.asixto/requestId': 'req_1', 'com.asixto/outcome': kind },
      });
    },
  );

  it('never forwards a structured value that is not an object', () => {
    expect(toMcpCallResult(outcome({ structured: [1, 2] })).structuredContent).toBeUndefined();
  });
});
