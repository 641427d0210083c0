import type { ServerProbe } from '../server-probe.js';

/** A snapshot of a compliant server over HTTPS with a token; override one part to break it. */
export function serverProbe(overrides: Partial<ServerProbe> = {}): ServerProbe {
  return {
    url: 'https://tools.example.com/mcp',
    scheme: 'https:',
    loopback: false,
    discover: { outcome: 'ok', httpStatus: 200, supportedVersions: ['2026-07-28'], resultType: 'complete' },
    sessions: { mintedBy: [], requiredBy: [] },
    auth: {
      noCredential: { status: 401, wwwAuthenticate: 'Bearer error="invalid_token"' },
      wrongCredential: { status: 401, wwwAuthenticate: 'Bearer error="invalid_token"' },
    },
    toolsList: { outcome: 'ok', resultType: 'complete', count: 3, httpStatus: 200 },
    oauth: { resourceMetadata: { ok: true }, authorizationServer: { ok: true }, token: { ok: true } },
    ...overrides,
  };
}
