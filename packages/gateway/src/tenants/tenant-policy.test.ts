import { describe, expect, it } from 'vitest';
import { parseTenantPolicy } from './tenant-policy.js';

describe('tenant policy', () => {
  it('parses the documented shape', () => {
    const policy = {
      tools: { cancelar_cita: { channels: ['chat'], level: 'admin' }, actualizar_cliente: { deny: true } },
      channels: { voice: { maxLevel: 'read' }, chat: { deny: false } },
    };
    expect(parseTenantPolicy(policy)).toEqual({ ok: true, value: policy });
    expect(parseTenantPolicy(undefined)).toEqual({ ok: true, value: {} });
  });

  it.each([
    [[], ''],
    [{ tool: {} }, '/tool'],
    [{ tools: { a: { channels: ['sms'] } } }, '/tools/a/channels'],
    [{ tools: { a: { level: 'root' } } }, '/tools/a/level'],
    [{ tools: { a: { allow: true } } }, '/tools/a/allow'],
    [{ channels: { fax: {} } }, '/channels/fax'],
    [{ channels: { voice: { maxLevel: 'x' } } }, '/channels/voice/maxLevel'],
  ])('refuses %j at %s', (input, path) => {
    expect(parseTenantPolicy(input)).toMatchObject({
      ok: false,
      code: 'GATEWAY_INVALID_POLICY',
      data: { path },
    });
  });
});
