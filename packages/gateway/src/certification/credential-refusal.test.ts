import { describe, expect, it } from 'vitest';
import type { CertificationSummary } from './certification-summary.js';
import { credentialRefusal } from './credential-refusal.js';

const summary = (fatal?: { code: string; message: string }): CertificationSummary => ({
  status: 'failed',
  certifiedAt: '2026-01-01T00:00:00.000Z',
  era: 'unknown',
  summary: { passed: 0, blocking: 0, warnings: 0 },
  certifiedTools: [],
  blockingFindings: [],
  ...(fatal ? { fatal } : {}),
});

describe('credentialRefusal', () => {
  it('names a refused token, with the status the server answered and the server kept', () => {
    const error = credentialRefusal(
      summary({ code: 'CERTIFY_TOKEN_REJECTED', message: 'rechazó el token (http://x/mcp: HTTP 403)' }),
      'srv_1',
    );
    expect(error).toMatchObject({
      code: 'GATEWAY_CREDENTIAL_REFUSED',
      data: { serverId: 'srv_1', httpStatus: '403' },
    });
  });

  it('says nothing of a run that got in, had no credential to refuse, or failed for another reason', () => {
    expect(
      credentialRefusal(summary({ code: 'CERTIFY_AUTH_REQUIRED', message: 'HTTP 401' }), 's'),
    ).toBeUndefined();
    expect(credentialRefusal(summary(), 's')).toBeUndefined();
    expect(credentialRefusal(summary({ code: 'CERTIFY_UNREACHABLE', message: 'x' }), 's')).toBeUndefined();
  });
});
