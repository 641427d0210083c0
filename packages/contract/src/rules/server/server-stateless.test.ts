import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { serverProbe } from './__fixtures__/server-probe.js';
import { serverStateless } from './server-stateless.js';

describe('server-stateless', () => {
  it('passes when no response mints or demands a session', () => {
    expect(run(serverStateless, serverProbe())).toMatchObject([{ ok: true }]);
  });
  it('fails a server that mints Mcp-Session-Id or demands one', () => {
    const minted = failures(
      serverStateless,
      serverProbe({ sessions: { mintedBy: ['server/discover'], requiredBy: [] } }),
    );
    expect(minted[0]?.message).toContain('server/discover');
    const required = failures(
      serverStateless,
      serverProbe({ sessions: { mintedBy: [], requiredBy: ['tools/list'] } }),
    );
    expect(required[0]?.message).toContain('demands a session');
  });
  it('does not apply when discover failed', () => {
    expect(run(serverStateless, serverProbe({ discover: { outcome: 'error' } }))).toEqual([]);
  });
});
