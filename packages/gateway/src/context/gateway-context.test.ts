import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenants/tenant.js';
import { contextCompany, parseGatewayContext } from './gateway-context.js';

const tenant: Tenant = {
  company: 'acme',
  name: 'Acme',
  currency: 'COP',
  timezone: 'America/Bogota',
  policy: {},
  createdAt: '',
  updatedAt: '',
};
const ctx = {
  company: 'acme',
  conversationId: 'cnv_1',
  channel: 'voice',
  scenario: 'soporte',
  agentLevel: 'write',
};

describe('gateway context', () => {
  it('fills tenant defaults and a request id', () => {
    const c = parseGatewayContext(ctx, tenant);
    expect(c).toMatchObject({
      ...ctx,
      currency: 'COP',
      timezone: 'America/Bogota',
      priceListId: null,
      lang: 'es',
    });
    expect(c.requestId).toMatch(/^req_/);
    expect(c).not.toHaveProperty('traceparent');
  });

  it('keeps given values', () => {
    const tp = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const c = parseGatewayContext(
      {
        ...ctx,
        priceListId: 'pl_1',
        currency: 'USD',
        timezone: 'UTC',
        requestId: 'req_x',
        traceparent: tp,
        lang: 'en',
      },
      tenant,
    );
    expect(c).toMatchObject({
      priceListId: 'pl_1',
      currency: 'USD',
      timezone: 'UTC',
      requestId: 'req_x',
      traceparent: tp,
      lang: 'en',
    });
  });

  it.each([
    ['conversationId', { conversationId: '' }],
    ['channel', { channel: 'sms' }],
    ['scenario', { scenario: 'quejas' }],
    ['agentLevel', { agentLevel: 'root' }],
    ['priceListId', { priceListId: 5 }],
    ['currency', { currency: 'pesos' }],
    ['timezone', { timezone: 'Bogota' }],
    ['requestId', { requestId: 'bad id with spaces' }],
    ['traceparent', { traceparent: 'nope' }],
    ['lang', { lang: 'fr' }],
    ['company', { company: 'Other!' }],
  ])('refuses a bad %s', (field, patch) => {
    expect(() => parseGatewayContext({ ...ctx, ...patch }, tenant)).toThrow(
      expect.objectContaining({ code: 'GATEWAY_INVALID_CONTEXT', data: { field } }),
    );
  });

  it.each([
    ['a carriage return', 'cnv\r1'],
    ['a line feed', 'cnv\n1'],
    ['a NUL', 'cnv\u00001'],
    ['a right-to-left override', 'cnv\u202e1'],
    ['a bidi isolate', 'cnv\u20661'],
    ['a zero-width space', 'cnv\u200b1'],
    ['a line separator', 'cnv\u20281'],
    ['a lone surrogate', 'cnv\ud8001'],
    ['129 characters', 'c'.repeat(129)],
  ])('refuses a conversationId with %s', (_what, conversationId) => {
    expect(() => parseGatewayContext({ ...ctx, conversationId }, tenant)).toThrow(
      expect.objectContaining({ code: 'GATEWAY_INVALID_CONTEXT', data: { field: 'conversationId' } }),
    );
  });

  it('accepts printable conversation ids up to 128 characters', () => {
    for (const conversationId of [
      'c'.repeat(128),
      'conversación #12 (María)',
      'wa:+57 300 123 4567',
      '🙂'.repeat(128),
    ]) {
      expect(parseGatewayContext({ ...ctx, conversationId }, tenant).conversationId).toBe(conversationId);
    }
  });

  it('reads the company first', () => {
    expect(contextCompany(ctx)).toBe('acme');
    expect(() => contextCompany(null)).toThrow(expect.objectContaining({ code: 'GATEWAY_INVALID_CONTEXT' }));
  });
});
