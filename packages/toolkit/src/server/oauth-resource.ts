import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { ToolkitConfigError } from '../errors.js';
import type { AuthCheck } from './auth.js';

/** A server behind OAuth: it accepts only JWT access tokens (RFC 9068) from one issuer. */
export interface OAuthResourceOptions {
  /** The authorization server's issuer identifier (its metadata gives the JWKS). */
  issuer: string;
  /** The `aud` every token must carry; default the server's canonical URL ({@link resource}). */
  audience?: string;
  /**
   * The server's canonical URL (RFC 8707), what clients ask tokens for; default the URL `listen`
   * resolves with.
   */
  resource?: string;
  /** Scopes advertised in the protected-resource metadata (RFC 9728 `scopes_supported`). */
  scopes?: readonly string[];
  /** The issuer's JWKS; default the `jwks_uri` of its metadata (RFC 8414, then OpenID discovery). */
  jwksUri?: string;
  /** Bound of each metadata fetch (default 5 s). */
  fetchTimeoutMs?: number;
}

/** The OAuth side of a tool server: the token check, its 401 challenge and its RFC 9728 metadata. */
export interface OAuthResource {
  check: AuthCheck;
  /** The `WWW-Authenticate` of a 401 (`error="invalid_token"` when a token was sent but refused). */
  challenge(verdict: 'missing' | 'invalid'): string;
  /** The protected-resource metadata document (RFC 9728 §2). */
  metadata(): Record<string, unknown>;
  /** Where the metadata is served: RFC 9728's path-inserted well-known URI, and the bare one. */
  readonly metadataPaths: readonly string[];
  /** Fixes the canonical URL when none was given (called by `listen`). */
  setResource(url: string): void;
}

const WELL_KNOWN = '/.well-known/oauth-protected-resource';
const MAX_METADATA_BYTES = 64 * 1024;

/**
 * The RFC 9728 §3.1 metadata URL of a resource: the well-known segment before its path.
 *
 * @example
 * protectedResourceMetadataUrl('https://tools.acme.co/mcp');
 * // 'https://tools.acme.co/.well-known/oauth-protected-resource/mcp'
 */
export function protectedResourceMetadataUrl(resource: string): string {
  const url = new URL(resource);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.origin}${WELL_KNOWN}${path}`;
}

async function fetchJson(url: string, timeoutMs: number): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  if (!response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  const text = await response.text();
  if (text.length > MAX_METADATA_BYTES) return undefined;
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** The issuer's `jwks_uri` from its metadata (RFC 8414 §3, then OpenID Connect Discovery). */
async function discoverJwksUri(issuer: string, timeoutMs: number): Promise<string> {
  const base = issuer.replace(/\/$/, '');
  const { pathname } = new URL(issuer);
  const suffix = pathname === '/' ? '' : pathname.replace(/\/$/, '');
  const origin = new URL(issuer).origin;
  for (const candidate of [
    `${origin}/.well-known/oauth-authorization-server${suffix}`,
    `${base}/.well-known/openid-configuration`,
  ]) {
    const metadata = await fetchJson(candidate, timeoutMs).catch(() => undefined);
    if (metadata === undefined) continue;
    // RFC 8414 §3.3: metadata naming another issuer must not be used.
    if (metadata.issuer !== issuer) continue;
    if (typeof metadata.jwks_uri === 'string') return metadata.jwks_uri;
  }
  throw new Error(`no usable authorization-server metadata for ${issuer}`);
}

/**
 * Builds the OAuth check of a tool server: a bearer JWT is accepted when its signature verifies
 * against the issuer's JWKS, `typ` is `at+jwt`, `iss` is the issuer, `aud` holds the audience and
 * it has not expired. The JWKS is discovered once (again after a failure) and cached by jose.
 *
 * @example
 * const oauth = oauthResource({ issuer: 'https://id.acme.co', resource: 'https://tools.acme.co/mcp' });
 * await oauth.check('Bearer eyJ…'); // 'ok' | 'missing' | 'invalid'
 */
export function oauthResource(options: OAuthResourceOptions): OAuthResource {
  try {
    new URL(options.issuer);
  } catch {
    throw new ToolkitConfigError(`createToolServer: auth.oauth.issuer is not a URL: ${options.issuer}`);
  }
  const timeoutMs = options.fetchTimeoutMs ?? 5_000;
  let resource = options.resource;
  let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  const keySet = (): Promise<ReturnType<typeof createRemoteJWKSet>> => {
    if (keys === undefined) {
      const pending = (
        options.jwksUri !== undefined
          ? Promise.resolve(options.jwksUri)
          : discoverJwksUri(options.issuer, timeoutMs)
      ).then((uri) => createRemoteJWKSet(new URL(uri), { timeoutDuration: timeoutMs }));
      // A failed discovery is tried again by the next request.
      pending.catch(() => {
        if (keys === pending) keys = undefined;
      });
      keys = pending;
    }
    return keys;
  };
  const canonical = (): string => {
    if (resource === undefined) throw new ToolkitConfigError('oauth resource URL unknown before listen');
    return resource;
  };

  return {
    async check(authorization) {
      const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
      if (!match?.[1]) return authorization ? 'invalid' : 'missing';
      const jwks = await keySet();
      try {
        await jwtVerify(match[1], jwks, {
          issuer: options.issuer,
          audience: options.audience ?? canonical(),
          typ: 'at+jwt',
          requiredClaims: ['exp'],
        });
        return 'ok';
      } catch (error) {
        // The issuer's keys could not be fetched: a fault of this side, not a bad token.
        if (error instanceof joseErrors.JWKSTimeout) throw error;
        if (error instanceof joseErrors.JOSEError) return 'invalid';
        throw error;
      }
    },
    challenge(verdict) {
      const metadata = `resource_metadata="${protectedResourceMetadataUrl(canonical())}"`;
      return verdict === 'invalid' ? `Bearer error="invalid_token", ${metadata}` : `Bearer ${metadata}`;
    },
    metadata() {
      return {
        resource: canonical(),
        authorization_servers: [options.issuer],
        bearer_methods_supported: ['header'],
        ...(options.scopes === undefined ? {} : { scopes_supported: [...options.scopes] }),
      };
    },
    get metadataPaths() {
      const path = resource === undefined ? '' : new URL(resource).pathname.replace(/\/$/, '');
      return path === '' ? [WELL_KNOWN] : [`${WELL_KNOWN}${path}`, WELL_KNOWN];
    },
    setResource(url) {
      resource ??= url;
    },
  };
}
