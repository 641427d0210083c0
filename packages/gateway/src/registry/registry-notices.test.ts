import { describe, expect, it } from 'vitest';
import { parseNoticeMessage } from './registry-notices.js';

describe('parseNoticeMessage', () => {
  it('reads the four kinds of notice with their sender', () => {
    expect(parseNoticeMessage('{"from":"gw-a","notice":{"kind":"tenant","company":"acme"}}')).toEqual({
      from: 'gw-a',
      notice: { kind: 'tenant', company: 'acme' },
    });
    for (const kind of ['server', 'server-removed'] as const) {
      expect(
        parseNoticeMessage(JSON.stringify({ from: 'b', notice: { kind, serverId: 's1', extra: 1 } })),
      ).toEqual({
        from: 'b',
        notice: { kind, serverId: 's1' },
      });
    }
    expect(parseNoticeMessage('{"from":"c","notice":{"kind":"key","keyId":"key_1"}}')).toEqual({
      from: 'c',
      notice: { kind: 'key', keyId: 'key_1' },
    });
  });

  it('refuses anything else, and anything oversized, without throwing', () => {
    for (const text of [
      'not json',
      'null',
      '{"notice":{"kind":"tenant","company":"acme"}}',
      '{"from":"a","notice":{"kind":"tenant"}}',
      '{"from":"a","notice":{"kind":"server","serverId":7}}',
      '{"from":"a","notice":{"kind":"drop-everything"}}',
      '{"from":"a","notice":{"kind":"key","keyId":["k"]}}',
      JSON.stringify({ from: 'a', notice: { kind: 'tenant', company: 'x'.repeat(5000) } }),
    ]) {
      expect(parseNoticeMessage(text)).toBeUndefined();
    }
  });
});
