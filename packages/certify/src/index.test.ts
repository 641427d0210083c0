import { describe, expect, it } from 'vitest';
import * as certifyApi from './index.js';

describe('@asixto/certify public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(certifyApi).sort()).toEqual([
      'CERTIFY_ERROR_CODES',
      'CertifyError',
      'MAX_FIXTURES_PER_TOOL',
      'REPORT_FORMATS',
      'certifiedToolNames',
      'certify',
      'createOAuthTokenClient',
      'exitCode',
      'fatalReport',
      'loadFixtures',
      'parseFixtures',
      'renderReport',
      'runCli',
      'summarize',
      'toJsonReport',
    ]);
  });
});
