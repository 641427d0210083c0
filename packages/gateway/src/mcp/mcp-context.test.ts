import { describe, expect, it } from 'vitest';
import { mcpContextLang, readMcpContext } from './mcp-context.js';

const sources = (meta: Record<string, unknown> | undefined, query = '') => ({
  company: 'acme',
  meta,
  query: new URLSearchParams(query),
  requestId: 'req_http_1',
});

describe('readMcpContext', () => {
  it('reads the context from _meta, with the HTTP request id when none is sent', () => {
    const read = readMcpContext(
      sources({
        'com.asixto/conversationId': 'cnv_1',
        'com.asixto/channel': 'voice',
        'com.asixto/scenario': 'agenda',
        'com.asixto/agentLevel': 'read',
        'com.asixto/priceListId': null,
        'com.asixto/currency': 'USD',
        'com.asixto/timezone': 'America/Lima',
        traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      }),
    );
    expect(read).toEqual({
      ok: true,
      context: {
        company: 'acme',
        conversationId: 'cnv_1',
        channel: 'voice',
        scenario: 'agenda',
        agentLevel: 'read',
        priceListId: null,
        currency: 'USD',
        timezone: 'America/Lima',
        requestId: 'req_http_1',
        traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      },
    });
  });

  it('falls back to the query string per field, _meta winning; an empty parameter is absent', () => {
    const read = readMcpContext(
      sources(
        { 'com.asixto/agentLevel': 'admin' },
        'channel=chat&scenario=soporte&agentLevel=read&currency=&requestId=req_q',
      ),
    );
    expect(read).toMatchObject({
      ok: true,
      context: { channel: 'chat', scenario: 'soporte', agentLevel: 'admin', requestId: 'req_q' },
    });
    expect(read.ok && 'currency' in read.context).toBe(false);
  });

  it('gives each call its own conversation when none is sent', () => {
    const query = 'channel=chat&scenario=soporte&agentLevel=read';
    const a = readMcpContext(sources(undefined, query));
    const b = readMcpContext(sources(undefined, query));
    expect(a.ok && b.ok && a.context.conversationId !== b.context.conversationId).toBe(true);
    expect(a.ok && a.context.conversationId).toMatch(/^mcp_/);
  });

  it('names the missing or mistyped field, and refuses another company', () => {
    expect(
      readMcpContext(sources({ 'com.asixto/channel': 'chat', 'com.asixto/agentLevel': 'read' })),
    ).toEqual({
      ok: false,
      problem: {
        field: 'scenario',
        key: 'com.asixto/scenario',
        param: 'scenario',
        reason: 'required',
      },
    });
    expect(readMcpContext(sources({ 'com.asixto/channel': 7 }))).toMatchObject({
      ok: false,
      problem: { field: 'channel', reason: 'not_string' },
    });
    expect(readMcpContext(sources({ 'com.asixto/companyId': 'otra' }))).toMatchObject({
      ok: false,
      problem: { field: 'company', key: 'com.asixto/companyId', reason: 'other_company' },
    });
  });

  it('reads the language from _meta or the query, ignoring unknown ones', () => {
    expect(mcpContextLang({ meta: { 'com.asixto/lang': 'en' }, query: new URLSearchParams('lang=es') })).toBe(
      'en',
    );
    expect(mcpContextLang({ meta: undefined, query: new URLSearchParams('lang=en') })).toBe('en');
    expect(mcpContextLang({ meta: undefined, query: new URLSearchParams('lang=fr') })).toBeUndefined();
  });
});
