import { certify, exitCode } from '@asixto/certify';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningFixture } from './fixtures/fixture-server.js';
import {
  closedPort,
  hanging,
  htmlErrorPage,
  invalidJson,
  jsonApi,
  startRaw,
  startSelfSigned,
  threeMegabytes,
} from './fixtures/bad-targets.js';

const running: RunningFixture[] = [];
afterAll(async () => {
  await Promise.all(running.map((f) => f.close()));
});

async function start(fixture: Promise<RunningFixture>): Promise<string> {
  const f = await fixture;
  running.push(f);
  return f.url;
}

describe('bad targets end in a fatal with a clear message, never a throw', () => {
  const cases: [string, () => Promise<string>, string, RegExp][] = [
    ['unreachable host', closedPort, 'CERTIFY_UNREACHABLE', /No se pudo conectar/],
    ['TLS failure (self-signed)', () => start(startSelfSigned()), 'CERTIFY_TLS', /TLS/],
    ['non-MCP JSON API', () => start(startRaw(jsonApi)), 'CERTIFY_NOT_MCP', /No es un endpoint MCP/],
    ['HTML error page', () => start(startRaw(htmlErrorPage)), 'CERTIFY_NOT_MCP', /HTML/],
    ['invalid JSON', () => start(startRaw(invalidJson)), 'CERTIFY_INVALID_JSON', /JSON/],
    ['hanging server', () => start(startRaw(hanging)), 'CERTIFY_TIMEOUT', /a tiempo/],
    [
      '3 MB response',
      () => start(startRaw(threeMegabytes)),
      'CERTIFY_RESPONSE_TOO_LARGE',
      /demasiado grande/,
    ],
  ];
  it.each(cases)('%s', async (_name, target, code, message) => {
    // Only the hanging server needs to wait out the timeout; the others get room for a loaded machine.
    const report = await certify(await target(), { timeoutMs: code === 'CERTIFY_TIMEOUT' ? 400 : 5_000 });
    expect(report.fatal?.code).toBe(code);
    expect(report.fatal?.message).toMatch(message);
    expect(report.fatal?.message).not.toMatch(/\n\s+at /);
    expect(report.era).toBe('unknown');
    expect(exitCode(report)).toBe(2);
  });

  it('refuses a URL that is not http(s)', async () => {
    const report = await certify('ftp://127.0.0.1/mcp');
    expect(report.fatal?.code).toBe('CERTIFY_INVALID_URL');
  });

  it('speaks English when asked', async () => {
    const report = await certify(await closedPort(), { lang: 'en' });
    expect(report.fatal?.message).toMatch(/Could not connect/);
  });
});
