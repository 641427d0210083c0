/** The parameters of a `Bearer` challenge (RFC 6750 §3, RFC 9728 §5.1), lower-cased names. */
export type BearerChallenge = Readonly<Record<string, string>>;

/** Longest `WWW-Authenticate` value read; a longer one is not a challenge we act on. */
const MAX_HEADER_LENGTH = 4096;
const PARAM = /\s*([A-Za-z0-9_.-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,"]+))\s*(?:,|$)/y;

/**
 * Reads the `Bearer` challenge of a `WWW-Authenticate` value: its auth-params (quoted or token
 * values), or `undefined` when the value holds no Bearer challenge. Only the first Bearer challenge
 * counts; other schemes before it are skipped.
 *
 * @example
 * parseBearerChallenge('Bearer error="invalid_token", resource_metadata="https://t.example/.well-known/oauth-protected-resource"');
 * // { error: 'invalid_token', resource_metadata: 'https://t.example/.well-known/oauth-protected-resource' }
 */
export function parseBearerChallenge(header: string | undefined | null): BearerChallenge | undefined {
  if (typeof header !== 'string' || header.length > MAX_HEADER_LENGTH) return undefined;
  const start = /(?:^|,|\s)Bearer(?:\s+|$)/i.exec(header);
  if (start === null) return undefined;
  const params: Record<string, string> = {};
  PARAM.lastIndex = start.index + start[0].length;
  for (;;) {
    const at = PARAM.lastIndex;
    const match = PARAM.exec(header);
    if (match === null || PARAM.lastIndex === at) break;
    const name = match[1]!.toLowerCase();
    // A later scheme starts where a name has no `=`: the regex stops there, as it should.
    if (!Object.hasOwn(params, name)) params[name] = match[2]?.replace(/\\(.)/g, '$1') ?? match[3] ?? '';
    if (PARAM.lastIndex >= header.length) break;
  }
  return params;
}
