import type { Finding } from '@asixto/contract';
import { describe, expect, it } from 'vitest';
import type { Report } from './report.js';
import { certifiedToolNames, exitCode, summarize } from './report.js';

const finding = (rule: string, ok: boolean, extra: Partial<Finding> = {}): Finding => ({
  rule,
  level: 'DEBE',
  ok,
  heuristic: false,
  message: rule,
  ...extra,
});

function report(findings: Finding[], fatal?: Report['fatal']): Report {
  const r: Report = {
    url: 'http://127.0.0.1/mcp',
    era: 'modern',
    summary: summarize(findings),
    idempotency: 'not_verified',
    findings,
    tools: [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
    skipped: [],
    lang: 'es',
    startedAt: new Date(0).toISOString(),
    durationMs: 1,
  };
  if (fatal) r.fatal = fatal;
  return r;
}

describe('summarize and exitCode', () => {
  it('counts passes, blocking failures and warnings (heuristics and DEBERIA warn)', () => {
    const findings = [
      finding('x', true),
      finding('y', false),
      finding('z', false, { heuristic: true }),
      finding('w', false, { level: 'DEBERIA' }),
    ];
    expect(summarize(findings)).toEqual({ passed: 1, blocking: 1, warnings: 2 });
    expect(exitCode(report(findings))).toBe(1);
    expect(exitCode(report([finding('x', true)]))).toBe(0);
    expect(exitCode(report([], { code: 'CERTIFY_TIMEOUT', message: 'm' }))).toBe(2);
  });
});

describe('certifiedToolNames', () => {
  it('drops tools with a blocking finding of their own, keeps warned ones', () => {
    const findings = [
      finding('call-output-schema', false, { tool: 'a' }),
      finding('call-result-size', false, { tool: 'b', level: 'DEBERIA' }),
      finding('server-discover', true),
    ];
    expect(certifiedToolNames(report(findings))).toEqual(['b', 'c']);
  });
  it('certifies nothing when a server-wide finding blocks or the run was fatal', () => {
    expect(certifiedToolNames(report([finding('server-stateless', false)]))).toEqual([]);
    expect(certifiedToolNames(report([], { code: 'CERTIFY_TLS', message: 'm' }))).toEqual([]);
  });
});
