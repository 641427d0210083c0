import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { serverProbe } from './__fixtures__/server-probe.js';
import { serverDiscover } from './server-discover.js';

describe('server-discover', () => {
  it('passes a modern discover result', () => {
    expect(run(serverDiscover, serverProbe())).toMatchObject([{ ok: true, level: 'DEBE' }]);
  });
  it('reports a legacy server with the createMcpHandler fix', () => {
    const probe = serverProbe({
      discover: { outcome: 'method-not-found' },
      legacyInitialize: { answered: true, protocolVersion: '2025-06-18' },
    });
    const [finding] = failures(serverDiscover, probe);
    expect(finding?.message).toContain('2025-06-18');
    expect(finding?.message).toContain('createMcpHandler');
  });
  it('reports -32601 without legacy, any other failure, a missing version and a bad resultType', () => {
    expect(
      failures(serverDiscover, serverProbe({ discover: { outcome: 'method-not-found' } }))[0]?.message,
    ).toContain('-32601');
    expect(
      failures(serverDiscover, serverProbe({ discover: { outcome: 'error', detail: 'HTTP 500' } }))[0]
        ?.message,
    ).toContain('HTTP 500');
    const old = serverProbe({
      discover: { outcome: 'ok', supportedVersions: ['2025-11-25'], resultType: 'complete' },
    });
    expect(failures(serverDiscover, old)[0]?.message).toContain('2025-11-25');
    const partial = serverProbe({ discover: { outcome: 'ok', supportedVersions: ['2026-07-28'] } });
    expect(failures(serverDiscover, partial)[0]?.message).toContain('resultType');
  });
});
