import type { AuthObservation } from '@asixto/contract';
import { fatalMessage } from '../engine/fatal-message.js';
import { postRpc } from './json-rpc.js';
import type { ProbeContext } from './probe-context.js';

async function attempt(ctx: ProbeContext, token: string | undefined): Promise<AuthObservation> {
  const outcome = await postRpc(ctx.url, { method: 'server/discover', token }, ctx.http);
  if (outcome.kind === 'transport-error')
    return { detail: fatalMessage(outcome.error.code, outcome.error.message, ctx.lang) };
  const header = outcome.headers.get('www-authenticate');
  return header === null ? { status: outcome.status } : { status: outcome.status, wwwAuthenticate: header };
}

/** Page 07: the same request without a credential and with a wrong one; both must be refused with 401. */
export async function probeAuth(
  ctx: ProbeContext,
): Promise<{ noCredential: AuthObservation; wrongCredential: AuthObservation }> {
  const [noCredential, wrongCredential] = await Promise.all([
    attempt(ctx, undefined),
    attempt(ctx, `asixto-certify-invalid-${ctx.runId}`),
  ]);
  return { noCredential, wrongCredential };
}
