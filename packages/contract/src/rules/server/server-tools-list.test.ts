import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { serverProbe } from './__fixtures__/server-probe.js';
import { serverToolsList } from './server-tools-list.js';

describe('server-tools-list', () => {
  it('passes a complete listing, saying how many tools', () => {
    expect(run(serverToolsList, serverProbe())).toMatchObject([
      { ok: true, message: '`tools/list` returned 3 tools' },
    ]);
  });
  it('fails an error and a result without resultType complete', () => {
    const failed = serverProbe({ toolsList: { outcome: 'error', detail: 'JSON-RPC -32603' } });
    expect(failures(serverToolsList, failed)[0]?.message).toContain('-32603');
    const partial = serverProbe({ toolsList: { outcome: 'ok', resultType: 'partial', count: 1 } });
    expect(failures(serverToolsList, partial)[0]?.message).toContain('"partial"');
  });
  it('flags, per tool, the tools the official client drops', () => {
    const dropped = serverProbe({
      toolsList: { outcome: 'ok', resultType: 'complete', droppedByClient: ['a', 'b'] },
    });
    expect(failures(serverToolsList, dropped).map((f) => f.tool)).toEqual(['a', 'b']);
  });
  it('does not apply when the listing was not reached', () => {
    const { toolsList: _t, ...notReached } = serverProbe();
    expect(run(serverToolsList, notReached)).toEqual([]);
  });
});
