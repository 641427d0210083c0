import { GatewayError } from '../errors.js';
import type { CertificationSummary } from './certification-summary.js';

/**
 * The error for a certification whose credential the server refused (401/403), or `undefined`. Such
 * a run judged nothing: saying "registered" would leave the operator believing the server is waiting
 * for certification, when it is the credential that has to change. The server stays stored, so the
 * credential can be replaced without registering the URL again. A server registered without a
 * credential that asks for one is registered as before (`failed`, its report says to give a token).
 *
 * @example
 * const refused = credentialRefusal(summary, serverId);
 * if (refused) throw refused;
 */
export function credentialRefusal(summary: CertificationSummary, serverId: string): GatewayError | undefined {
  if (summary.fatal?.code !== 'CERTIFY_TOKEN_REJECTED') return undefined;
  // The engine's detail ends with the status it got ("<url>: HTTP 401").
  const httpStatus = /HTTP (40[13])/.exec(summary.fatal.message)?.[1];
  return new GatewayError('GATEWAY_CREDENTIAL_REFUSED', `server ${serverId} refused the credential given`, {
    data: { serverId, ...(httpStatus === undefined ? {} : { httpStatus }) },
  });
}
