import { describe, expect, it } from 'vitest';
import type { Finding } from '@asixto/contract';
import type { CertificationReportLike } from './certification-summary.js';
import { LISTING_FAILED, unjudgedReason } from './unjudged-reason.js';

const failedListing: Finding = {
  rule: 'server-tools-list',
  level: 'DEBE',
  ok: false,
  heuristic: false,
  message: '`tools/list` falló: la respuesta supera 2097152 bytes',
};
const report = (patch: Partial<CertificationReportLike>): CertificationReportLike => ({
  era: 'modern',
  summary: { passed: 0, blocking: 1, warnings: 0 },
  findings: [],
  tools: [],
  ...patch,
});

describe('unjudgedReason', () => {
  it('is the fatal of a run that could not start', () => {
    const fatal = { code: 'CERTIFY_UNREACHABLE', message: 'no responde' };
    expect(unjudgedReason(report({ fatal }))).toEqual(fatal);
  });

  it('is the failed listing of a run that read no tool', () => {
    expect(unjudgedReason(report({ findings: [failedListing] }))).toEqual({
      code: LISTING_FAILED,
      message: failedListing.message,
    });
  });

  it('is undefined for a run that read the catalog, blocking findings or not', () => {
    const tool = { name: 'consultar', inputSchema: { type: 'object' } };
    expect(unjudgedReason(report({ tools: [tool], findings: [failedListing] }))).toBeUndefined();
    const injection: Finding = { ...failedListing, rule: 'tool-description-injection', tool: 'consultar' };
    expect(unjudgedReason(report({ tools: [tool], findings: [injection] }))).toBeUndefined();
    expect(unjudgedReason(report({ findings: [] }))).toBeUndefined();
  });
});
