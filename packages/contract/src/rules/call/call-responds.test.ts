import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { callProbe } from './__fixtures__/call-probe.js';
import { checkCall } from './call-rules.js';
import { callResponds } from './call-responds.js';

describe('call-responds', () => {
  it('passes a result, even a business error', () => {
    expect(run(callResponds, callProbe({ isError: true }))).toMatchObject([{ ok: true }]);
  });
  it('fails a JSON-RPC error, an HTTP error and a wire failure', () => {
    const rpc = failures(
      callResponds,
      callProbe({ outcome: 'rpc-error', rpcErrorCode: -32603, detail: 'boom' }),
    );
    expect(rpc[0]?.message).toContain('-32603');
    const viaCheck = checkCall(callProbe({ outcome: 'rpc-error', rpcErrorCode: -32603 })).find(
      (f) => f.rule === 'call-responds',
    );
    expect(viaCheck).toMatchObject({ ok: false, tool: 'buscar_productos' });
    expect(
      failures(callResponds, callProbe({ outcome: 'http-error', httpStatus: 502 }))[0]?.message,
    ).toContain('502');
    expect(
      failures(callResponds, callProbe({ outcome: 'transport-error', detail: '> 2097152 bytes' }))[0]
        ?.message,
    ).toContain('2097152');
  });
});
