import { describe, expect, it } from 'vitest';
import { parseCallMeta } from './tool-call-meta.js';

const defaults = { currency: 'COP', timezone: 'America/Bogota', requestId: () => 'req_generated' };

describe('parseCallMeta', () => {
  it('reads all eight keys', () => {
    const parsed = parseCallMeta(
      {
        'com.asixto/idempotencyKey': 'k',
        'com.asixto/conversationId': 'c',
        'com.asixto/requestId': 'r',
        'com.asixto/channel': 'voice',
        'com.asixto/companyId': 'acme',
        'com.asixto/priceListId': 'pl_mayorista',
        'com.asixto/currency': 'USD',
        'com.asixto/timezone': 'America/Santiago',
        'other/key': 1,
      },
      defaults,
    );
    expect(parsed).toEqual({
      ok: true,
      meta: {
        idempotencyKey: 'k',
        conversationId: 'c',
        requestId: 'r',
        channel: 'voice',
        companyId: 'acme',
        priceListId: 'pl_mayorista',
        currency: 'USD',
        timezone: 'America/Santiago',
      },
    });
  });

  it('defaults what it can when a direct caller sends nothing', () => {
    expect(parseCallMeta(undefined, defaults)).toEqual({
      ok: true,
      meta: {
        idempotencyKey: null,
        conversationId: null,
        requestId: 'req_generated',
        channel: 'chat',
        companyId: null,
        priceListId: null,
        currency: 'COP',
        timezone: 'America/Bogota',
      },
    });
  });

  it('refuses wrong types and values', () => {
    const parsed = parseCallMeta(
      {
        'com.asixto/channel': 'sms',
        'com.asixto/idempotencyKey': 42,
        'com.asixto/currency': 'pesos',
        'com.asixto/timezone': 'Nowhere/City',
        'com.asixto/priceListId': '',
      },
      defaults,
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems).toHaveLength(5);
  });
});
