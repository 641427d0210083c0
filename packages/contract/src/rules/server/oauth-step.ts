import type { OAuthProblem } from '../../oauth/oauth-metadata.js';
import type { RuleResult } from '../define-rule.js';

/** One step of OAuth discovery as the certifier saw it: done, or the problem that stopped it. */
export type OAuthStep =
  { ok: true } | { ok: false; problem: OAuthProblem; data: Readonly<Record<string, string>> };

/** The three steps from a server's 401 to a token; a step not reached is absent. */
export interface OAuthObservation {
  /** RFC 9728: the challenge's `resource_metadata` and the protected-resource metadata. */
  resourceMetadata?: OAuthStep;
  /** RFC 8414: the authorization server's metadata. */
  authorizationServer?: OAuthStep;
  /** RFC 6749 §4.4 with RFC 8707's `resource`: the token, and the server accepting it. */
  token?: OAuthStep;
}

/** A step's finding: `ok`, or the problem as the message id (each rule declares its problems). */
export function stepResults<M extends string>(
  step: OAuthStep | undefined,
  problems: readonly M[],
): RuleResult<M | 'ok'>[] {
  if (step === undefined) return [];
  if (step.ok) return [{ ok: true, messageId: 'ok' }];
  const known = (problems as readonly string[]).includes(step.problem);
  return [{ ok: false, messageId: (known ? step.problem : problems[0]!) as M, data: step.data }];
}
