import { describe, expect, it } from 'vitest';
import {
  buildCallContext,
  langFromHeader,
  requestIdFromHeader,
  traceparentFromHeader,
} from './request-context.js';

const TP = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('request context helpers', () => {
  it('keeps a usable x-request-id and replaces a bad one', () => {
    expect(requestIdFromHeader('req-abc.1')).toBe('req-abc.1');
    expect(requestIdFromHeader('bad id with spaces')).toMatch(/^req_[0-9a-f-]{36}$/);
    expect(requestIdFromHeader(undefined)).not.toBe(requestIdFromHeader(undefined));
  });

  it('accepts only valid W3C traceparent values', () => {
    expect(traceparentFromHeader(TP)).toBe(TP);
    expect(traceparentFromHeader(TP.toUpperCase())).toBe(TP);
    expect(traceparentFromHeader('00-00000000000000000000000000000000-00f067aa0ba902b7-01')).toBeUndefined();
    expect(traceparentFromHeader('ff' + TP.slice(2))).toBeUndefined();
    expect(traceparentFromHeader('garbage')).toBeUndefined();
  });

  it('picks the language from Accept-Language', () => {
    expect(langFromHeader('en-US,en;q=0.9', 'es')).toBe('en');
    expect(langFromHeader('fr', 'es')).toBe('es');
    expect(langFromHeader(undefined, 'en')).toBe('en');
  });

  it('prefers the agent requestId, drops null optionals and carries traceparent', () => {
    const body = {
      company: 'demo',
      conversationId: 'c1',
      channel: 'voice' as const,
      scenario: 'general' as const,
      agentLevel: 'read' as const,
      currency: null,
      requestId: 'req_agent',
    };
    expect(buildCallContext(body, 'req_http', TP)).toEqual({
      company: 'demo',
      conversationId: 'c1',
      channel: 'voice',
      scenario: 'general' as const,
      agentLevel: 'read',
      priceListId: null,
      requestId: 'req_agent',
      traceparent: TP,
    });
    expect(buildCallContext({ ...body, requestId: null }, 'req_http', undefined).requestId).toBe('req_http');
  });
});
