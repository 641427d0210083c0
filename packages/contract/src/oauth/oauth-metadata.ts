import type { MessageData } from '../messages/message-catalog.js';

/** RFC 9728: the challenge and the protected-resource metadata. */
export const RESOURCE_METADATA_PROBLEMS = [
  'challenge-missing',
  'metadata-other-origin',
  'metadata-unreachable',
  'metadata-invalid',
  'resource-mismatch',
  'authorization-server-missing',
  'insecure-url',
] as const;

/** RFC 8414: the authorization server's metadata. */
export const AUTHORIZATION_SERVER_PROBLEMS = [
  'as-metadata-unreachable',
  'as-metadata-invalid',
  'issuer-mismatch',
  'token-endpoint-missing',
  'grant-unsupported',
  'auth-method-unsupported',
  'insecure-url',
] as const;

/** RFC 6749 §4.4 / §5, RFC 8707: the token request and the token. */
export const TOKEN_PROBLEMS = [
  'token-unreachable',
  'token-refused',
  'token-response-invalid',
  'token-rejected-by-server',
] as const;

/**
 * What can be wrong on the way from a server's 401 to a token, each named after the check that
 * failed; the certifier reports them as findings, the gateway as the reason a token is missing.
 *
 * @example
 * OAUTH_PROBLEMS.includes('issuer-mismatch'); // true
 */
export const OAUTH_PROBLEMS = [
  ...new Set([...RESOURCE_METADATA_PROBLEMS, ...AUTHORIZATION_SERVER_PROBLEMS, ...TOKEN_PROBLEMS]),
] as readonly (
  | (typeof RESOURCE_METADATA_PROBLEMS)[number]
  | (typeof AUTHORIZATION_SERVER_PROBLEMS)[number]
  | (typeof TOKEN_PROBLEMS)[number]
)[];

export type OAuthProblem = (typeof OAUTH_PROBLEMS)[number];

/** A checked value, or the problem with the data its message needs (URLs, expected and got). */
export type OAuthChecked<T> =
  { ok: true; value: T } | { ok: false; problem: OAuthProblem; data: Readonly<Record<string, string>> };

/** The client authentications of the client-credentials grant the gateway and the certifier use. */
export type ClientAuthMethod = 'client_secret_basic' | 'private_key_jwt';

const MAX_TOKEN_LENGTH = 16 * 1024;
const MAX_LIST = 64;

const fail = (problem: OAuthProblem, data: MessageData = {}): OAuthChecked<never> => ({
  ok: false,
  problem,
  data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v).slice(0, 300)])),
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A URL we may fetch: absolute, without credentials, `https:` (or `http:` when allowed). */
function secureUrl(value: unknown, allowHttp: boolean): URL | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.username !== '' || url.password !== '') return undefined;
  if (url.protocol === 'https:' || (allowHttp && url.protocol === 'http:')) return url;
  return undefined;
}

function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_LIST) return undefined;
  return value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;
}

/**
 * Where a server's protected-resource metadata is, from its 401 challenge (RFC 9728 §5.1): the
 * `resource_metadata` URL, which must be on the server's own origin (the gateway fetches nothing a
 * tenant's server points it to elsewhere).
 *
 * @example
 * resourceMetadataLocation('https://t.example/mcp', { resource_metadata: 'https://t.example/.well-known/oauth-protected-resource/mcp' }, false);
 */
export function resourceMetadataLocation(
  serverUrl: string,
  challenge: Readonly<Record<string, string>> | undefined,
  allowHttp: boolean,
): OAuthChecked<string> {
  const raw = challenge?.resource_metadata;
  if (raw === undefined) return fail('challenge-missing', { url: serverUrl });
  const url = secureUrl(raw, allowHttp);
  if (url === undefined) return fail('insecure-url', { url: raw });
  if (url.origin !== new URL(serverUrl).origin) return fail('metadata-other-origin', { url: raw });
  return { ok: true, value: url.href };
}

/** The protected-resource metadata the gateway relies on. */
export interface ProtectedResource {
  resource: string;
  authorizationServers: string[];
  scopes?: string[];
}

/**
 * Checks a protected-resource metadata document (RFC 9728 §2, §3.3): `resource` identical to the
 * server's URL, at least one authorization server, every URL HTTPS unless `allowHttp`.
 *
 * @example
 * checkProtectedResourceMetadata(doc, { resource: 'https://t.example/mcp', allowHttp: false });
 */
export function checkProtectedResourceMetadata(
  doc: unknown,
  opts: { resource: string; allowHttp: boolean },
): OAuthChecked<ProtectedResource> {
  if (!isRecord(doc)) return fail('metadata-invalid', { field: 'resource' });
  if (typeof doc.resource !== 'string') return fail('metadata-invalid', { field: 'resource' });
  if (doc.resource !== opts.resource)
    return fail('resource-mismatch', { expected: opts.resource, got: doc.resource });
  const servers = stringList(doc.authorization_servers);
  if (servers === undefined || servers.length === 0)
    return fail('authorization-server-missing', { url: opts.resource });
  for (const server of servers)
    if (secureUrl(server, opts.allowHttp) === undefined) return fail('insecure-url', { url: server });
  const scopes = stringList(doc.scopes_supported);
  return {
    ok: true,
    value: { resource: doc.resource, authorizationServers: servers, ...(scopes ? { scopes } : {}) },
  };
}

/**
 * The metadata URLs of an issuer, in the order to try them: RFC 8414 §3.1 (the well-known segment
 * before the issuer's path), then OpenID Connect Discovery (after it).
 *
 * @example
 * authorizationServerMetadataUrls('https://id.example/tenant');
 * // ['https://id.example/.well-known/oauth-authorization-server/tenant', 'https://id.example/tenant/.well-known/openid-configuration']
 */
export function authorizationServerMetadataUrls(issuer: string): string[] {
  const url = new URL(issuer);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return [
    `${url.origin}/.well-known/oauth-authorization-server${path}`,
    `${url.origin}${path}/.well-known/openid-configuration`,
  ];
}

/** What the token request needs of an authorization server. */
export interface AuthorizationServer {
  issuer: string;
  tokenEndpoint: string;
}

/**
 * Checks an authorization server's metadata (RFC 8414 §2, §3.3): `issuer` identical to the one
 * asked for, an HTTPS `token_endpoint`, and when listed, the client-credentials grant and the
 * client's authentication method among those supported (`client_secret_basic` when unlisted).
 *
 * @example
 * checkAuthorizationServerMetadata(doc, { issuer: 'https://id.example', allowHttp: false, authMethod: 'client_secret_basic' });
 */
export function checkAuthorizationServerMetadata(
  doc: unknown,
  opts: { issuer: string; allowHttp: boolean; authMethod: ClientAuthMethod },
): OAuthChecked<AuthorizationServer> {
  if (!isRecord(doc) || typeof doc.issuer !== 'string')
    return fail('as-metadata-invalid', { field: 'issuer' });
  if (doc.issuer !== opts.issuer) return fail('issuer-mismatch', { expected: opts.issuer, got: doc.issuer });
  if (doc.token_endpoint === undefined) return fail('token-endpoint-missing', { url: opts.issuer });
  const endpoint = secureUrl(doc.token_endpoint, opts.allowHttp);
  if (endpoint === undefined) return fail('insecure-url', { url: String(doc.token_endpoint) });
  const grants = stringList(doc.grant_types_supported);
  if (grants !== undefined && !grants.includes('client_credentials'))
    return fail('grant-unsupported', { url: opts.issuer });
  const methods = stringList(doc.token_endpoint_auth_methods_supported) ?? ['client_secret_basic'];
  if (!methods.includes(opts.authMethod))
    return fail('auth-method-unsupported', { method: opts.authMethod, supported: methods.join(', ') });
  return { ok: true, value: { issuer: doc.issuer, tokenEndpoint: endpoint.href } };
}

/** An access token as the token endpoint gave it. */
export interface IssuedToken {
  accessToken: string;
  /** Seconds; absent when the authorization server did not say. */
  expiresIn?: number;
  scope?: string;
}

/**
 * Checks a token endpoint's answer (RFC 6749 §5.1, §5.2): a bearer `access_token` of visible ASCII
 * with a positive `expires_in` when present; an error answer names its `error` code.
 *
 * @example
 * checkTokenResponse(200, { access_token: 'eyJ…', token_type: 'Bearer', expires_in: 300 });
 */
export function checkTokenResponse(status: number, doc: unknown): OAuthChecked<IssuedToken> {
  if (status !== 200) {
    const error = isRecord(doc) && typeof doc.error === 'string' ? doc.error : `HTTP ${status}`;
    return fail('token-refused', { error });
  }
  if (!isRecord(doc)) return fail('token-response-invalid', { field: 'access_token' });
  const token = doc.access_token;
  if (
    typeof token !== 'string' ||
    token.length === 0 ||
    token.length > MAX_TOKEN_LENGTH ||
    !/^[\x21-\x7e]+$/.test(token)
  )
    return fail('token-response-invalid', { field: 'access_token' });
  if (typeof doc.token_type !== 'string' || doc.token_type.toLowerCase() !== 'bearer')
    return fail('token-response-invalid', { field: 'token_type' });
  const expiresIn = doc.expires_in;
  if (
    expiresIn !== undefined &&
    (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn <= 0)
  )
    return fail('token-response-invalid', { field: 'expires_in' });
  return {
    ok: true,
    value: {
      accessToken: token,
      ...(expiresIn === undefined ? {} : { expiresIn }),
      ...(typeof doc.scope === 'string' ? { scope: doc.scope } : {}),
    },
  };
}
