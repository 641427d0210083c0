import { createHash, timingSafeEqual } from 'node:crypto';
import { ToolkitConfigError } from '../errors.js';
import { oauthResource } from './oauth-resource.js';
import type { OAuthResourceOptions } from './oauth-resource.js';

/**
 * How callers authenticate (page 07, level 2): static bearer tokens (several active at once for
 * rotation), a verifier function, OAuth JWT access tokens from one issuer (`{ oauth }`, with the
 * RFC 9728 metadata and challenge), or `'none'` (explicit, logged loudly; never in production).
 */
export type ToolServerAuth =
  | { tokens: readonly string[] }
  | { verify: (token: string) => boolean | Promise<boolean> }
  | { oauth: OAuthResourceOptions }
  | 'none';

export type AuthCheck = (authorization: string | undefined) => Promise<'ok' | 'missing' | 'invalid'>;

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Builds the bearer check. Static tokens are compared in constant time (over their SHA-256 digests,
 * so the length does not leak either).
 *
 * @example
 * const check = bearerCheck({ tokens: ['old', 'new'] });
 * await check('Bearer new'); // 'ok'
 */
export function bearerCheck(auth: ToolServerAuth | undefined): AuthCheck {
  if (auth === undefined) {
    throw new ToolkitConfigError(
      "createToolServer: `auth` is required. Give { tokens: [...] }, { verify(token) }, or 'none' explicitly (development only).",
    );
  }
  if (auth === 'none') return async () => 'ok';
  if ('oauth' in auth) return oauthResource(auth.oauth).check;
  let verify: (token: string) => boolean | Promise<boolean>;
  if ('tokens' in auth) {
    const tokens = auth.tokens.filter((t) => t.length > 0).map(digest);
    if (tokens.length === 0) throw new ToolkitConfigError('createToolServer: auth.tokens is empty');
    verify = (token) => {
      const candidate = digest(token);
      let match = false;
      for (const t of tokens) match = timingSafeEqual(t, candidate) || match; // no early exit
      return match;
    };
  } else verify = auth.verify;
  return async (authorization) => {
    const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
    if (!match?.[1]) return authorization ? 'invalid' : 'missing';
    return (await verify(match[1])) ? 'ok' : 'invalid';
  };
}
