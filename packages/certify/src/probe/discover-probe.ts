import type { DiscoverObservation } from '@asixto/contract';
import { PROTOCOL_VERSION } from '@asixto/contract';
import { CertifyError } from '../errors.js';
import type { RpcOutcome } from './json-rpc.js';
import { CLIENT_INFO, LEGACY_PROTOCOL_VERSION, postRpc } from './json-rpc.js';
import type { OfficialClientView } from './official-client.js';
import { probeWithOfficialClient } from './official-client.js';
import type { ProbeContext } from './probe-context.js';

export interface DiscoverProbeResult {
  era: 'modern' | 'legacy' | 'unknown';
  discover: DiscoverObservation;
  legacyInitialize?: { answered: boolean; protocolVersion?: string };
  sessionMinted: boolean;
  /** The official client's view, when discover succeeded raw. */
  official?: OfficialClientView;
  /** The certification cannot go on (unreachable, not MCP, credential refused…). */
  fatal?: CertifyError;
}

function describe(outcome: RpcOutcome): string {
  switch (outcome.kind) {
    case 'result':
      return 'ok';
    case 'rpc-error':
      return `HTTP ${outcome.status}, JSON-RPC ${outcome.error.code}: ${outcome.error.message}`;
    case 'not-json':
      return `HTTP ${outcome.status} ${outcome.html ? 'HTML' : outcome.contentType || '?'}: ${outcome.snippet}`;
    case 'not-jsonrpc':
      return `HTTP ${outcome.status} JSON, no JSON-RPC: ${outcome.snippet}`;
    case 'transport-error':
      return outcome.error.message;
  }
}

/**
 * `server/discover`, raw and through the official client; when it is not answered, the 2025
 * `initialize` tells a legacy-era server from something that is not MCP at all.
 */
export async function probeDiscover(ctx: ProbeContext): Promise<DiscoverProbeResult> {
  const raw = await postRpc(ctx.url, { method: 'server/discover', token: ctx.token }, ctx.http);
  if (raw.kind === 'transport-error') {
    return {
      era: 'unknown',
      discover: { outcome: 'error', detail: raw.error.message },
      sessionMinted: false,
      fatal: raw.error,
    };
  }
  const sessionMinted = raw.headers.has('mcp-session-id');
  if (raw.status === 401 || raw.status === 403) {
    const code = ctx.token === undefined ? 'CERTIFY_AUTH_REQUIRED' : 'CERTIFY_TOKEN_REJECTED';
    const message = `${ctx.url}: HTTP ${raw.status}`;
    return {
      era: 'unknown',
      discover: { outcome: 'error', httpStatus: raw.status, detail: message },
      sessionMinted,
      fatal: new CertifyError(code, message),
    };
  }
  if (raw.kind === 'result') {
    const versions = Array.isArray(raw.result.supportedVersions)
      ? raw.result.supportedVersions.filter((v): v is string => typeof v === 'string')
      : [];
    const discover: DiscoverObservation = {
      outcome: 'ok',
      httpStatus: raw.status,
      supportedVersions: versions,
      resultType: raw.result.resultType,
    };
    if (!versions.includes(PROTOCOL_VERSION) || raw.result.resultType !== 'complete') {
      return { era: 'unknown', discover, sessionMinted };
    }
    const official = await probeWithOfficialClient(ctx);
    if (official.failure !== undefined) {
      const failed: DiscoverObservation = {
        outcome: 'error',
        httpStatus: raw.status,
        detail: official.failure,
      };
      return { era: 'unknown', discover: failed, sessionMinted, official };
    }
    return { era: 'modern', discover, sessionMinted, official };
  }

  const discover: DiscoverObservation = {
    outcome: raw.kind === 'rpc-error' && raw.error.code === -32601 ? 'method-not-found' : 'error',
    httpStatus: raw.status,
    detail: describe(raw),
  };
  const legacy = await postRpc(
    ctx.url,
    {
      method: 'initialize',
      era: 'legacy',
      token: ctx.token,
      params: { protocolVersion: LEGACY_PROTOCOL_VERSION, capabilities: {}, clientInfo: CLIENT_INFO },
      extraHeaders: { 'mcp-protocol-version': LEGACY_PROTOCOL_VERSION },
    },
    ctx.http,
  );
  if (legacy.kind === 'result' && typeof legacy.result.protocolVersion === 'string') {
    return {
      era: 'legacy',
      discover,
      legacyInitialize: { answered: true, protocolVersion: legacy.result.protocolVersion },
      sessionMinted: sessionMinted || legacy.headers.has('mcp-session-id'),
    };
  }
  const legacyInitialize = { answered: false };
  if (raw.kind === 'rpc-error') return { era: 'unknown', discover, legacyInitialize, sessionMinted };
  const fatal =
    raw.kind === 'not-json' && !raw.html
      ? new CertifyError('CERTIFY_INVALID_JSON', `${ctx.url}: ${describe(raw)}`)
      : new CertifyError('CERTIFY_NOT_MCP', `${ctx.url}: ${describe(raw)}`);
  return { era: 'unknown', discover, legacyInitialize, sessionMinted, fatal };
}
