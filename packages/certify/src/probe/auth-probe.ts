import type { AuthObservation } from '@asixto/contract';
import { fatalMessage } from '../engine/fatal-message.js';
import { CLIENT_INFO, LEGACY_PROTOCOL_VERSION, postRpc } from './json-rpc.js';
import type { RpcRequest } from './json-rpc.js';
import type { ProbeContext } from './probe-context.js';

/** The request each era answers first: `server/discover`, or the 2025 `initialize`. */
function firstRequest(era: 'modern' | 'legacy'): RpcRequest {
  if (era === 'modern') return { method: 'server/discover' };
  return {
    method: 'initialize',
    era: 'legacy',
    params: { protocolVersion: LEGACY_PROTOCOL_VERSION, capabilities: {}, clientInfo: CLIENT_INFO },
    extraHeaders: { 'mcp-protocol-version': LEGACY_PROTOCOL_VERSION },
  };
}

async function attempt(
  ctx: ProbeContext,
  era: 'modern' | 'legacy',
  token: string | undefined,
): Promise<AuthObservation> {
  const outcome = await postRpc(ctx.url, { ...firstRequest(era), token }, ctx.http);
  if (outcome.kind === 'transport-error')
    return { detail: fatalMessage(outcome.error.code, outcome.error.message, ctx.lang) };
  const header = outcome.headers.get('www-authenticate');
  return header === null ? { status: outcome.status } : { status: outcome.status, wwwAuthenticate: header };
}

/**
 * Page 07: the same request without a credential and with a wrong one; both must be refused with
 * 401. Plain HTTP, so a legacy-era server is asked too, with the `initialize` it answers.
 */
export async function probeAuth(
  ctx: ProbeContext,
  era: 'modern' | 'legacy' = 'modern',
): Promise<{ noCredential: AuthObservation; wrongCredential: AuthObservation }> {
  const [noCredential, wrongCredential] = await Promise.all([
    attempt(ctx, era, undefined),
    attempt(ctx, era, `asixto-certify-invalid-${ctx.runId}`),
  ]);
  return { noCredential, wrongCredential };
}
