import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { serverProbe } from './__fixtures__/server-probe.js';
import { serverHttps } from './server-https.js';

describe('server-https', () => {
  it('passes HTTPS', () => {
    expect(run(serverHttps, serverProbe())).toMatchObject([
      { ok: true, message: expect.stringContaining('HTTPS') },
    ]);
  });
  it('passes loopback HTTP, saying it is development only', () => {
    const [finding] = run(serverHttps, serverProbe({ scheme: 'http:', loopback: true }));
    expect(finding).toMatchObject({ ok: true, message: expect.stringContaining('development only') });
  });
  it('fails HTTP on any other host', () => {
    expect(failures(serverHttps, serverProbe({ scheme: 'http:' }))[0]?.message).toContain('`http`');
  });
});
