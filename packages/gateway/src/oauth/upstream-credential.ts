import { GatewayError } from '../errors.js';

/** A private JSON Web Key (RFC 7517): string members only (`kty`, `d`, `n`, `crv`, …). */
export type PrivateJwk = Readonly<Record<string, string>>;

/** The client of a client-credentials grant (RFC 6749 §4.4) the gateway authenticates as. */
export interface OAuthClientCredential {
  type: 'oauth-client-credentials';
  clientId: string;
  /** `client_secret_basic`; exactly one of this and `privateKeyJwk`. */
  clientSecret?: string;
  /** `private_key_jwt` (RFC 7523): the private key, as a JWK. */
  privateKeyJwk?: PrivateJwk;
  scope?: string;
  /** Known issuer; without it, discovered from the server's 401 (RFC 9728). */
  issuer?: string;
}

/** How the gateway authenticates to a tenant server. */
export type UpstreamCredential = { type: 'bearer'; token: string } | OAuthClientCredential;

/** Header-safe characters only: a bearer token goes into an Authorization header. */
const TOKEN_SHAPE = /^[\x21-\x7e]{1,4096}$/;
/** Client ids, secrets and scopes: visible ASCII (scopes with spaces), bounded. */
const FIELD_SHAPE = /^[\x20-\x7e]{1,1024}$/;
/** Private JWK members a key of ours may have; anything else is refused (no `x5u`, no `jku`). */
const JWK_MEMBERS = new Set([
  'kty',
  'crv',
  'x',
  'y',
  'd',
  'n',
  'e',
  'p',
  'q',
  'dp',
  'dq',
  'qi',
  'alg',
  'kid',
  'use',
]);
/**
 * A sealed credential's plaintext starts with this (a space: no bearer token has one), so rows
 * sealed before OAuth, a bare token, read the same.
 */
const OAUTH_PREFIX = 'oauth-client-credentials ';

function invalid(field: string, message: string): GatewayError {
  return new GatewayError('GATEWAY_INVALID_TENANT', message, { data: { field } });
}

function text(value: unknown, field: string, shape = FIELD_SHAPE): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !shape.test(value))
    throw invalid(field, `${field} must be 1-1024 visible ASCII characters`);
  return value;
}

function privateJwk(value: unknown): PrivateJwk | undefined {
  if (value === undefined) return undefined;
  const ok =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(
      ([k, v]) => JWK_MEMBERS.has(k) && typeof v === 'string' && v.length <= 4096,
    ) &&
    ['RSA', 'EC', 'OKP'].includes((value as { kty?: string }).kty ?? '') &&
    typeof (value as { d?: unknown }).d === 'string';
  if (!ok) throw invalid('credential.privateKeyJwk', 'privateKeyJwk must be a private RSA, EC or OKP JWK');
  return value as PrivateJwk;
}

/**
 * Reads a registration's credential: `{ token }` (today's shape) or `{ credential }` with
 * `{ type: 'bearer', token }` or `{ type: 'oauth-client-credentials', clientId, clientSecret |
 * privateKeyJwk, scope?, issuer? }`. Throws `GATEWAY_INVALID_TENANT` naming the field.
 *
 * @example
 * parseUpstreamCredential({ credential: { type: 'oauth-client-credentials', clientId: 'gw', clientSecret: 's' } });
 */
export function parseUpstreamCredential(body: {
  token?: unknown;
  credential?: unknown;
}): UpstreamCredential | undefined {
  const { token, credential } = body;
  if (token !== undefined && credential !== undefined)
    throw invalid('credential', 'give token or credential, not both');
  if (token !== undefined) return { type: 'bearer', token: text(token, 'token', TOKEN_SHAPE)! };
  if (credential === undefined || credential === null) return undefined;
  if (typeof credential !== 'object' || Array.isArray(credential))
    throw invalid('credential', 'credential must be an object');
  const c = credential as Record<string, unknown>;
  if (c.type === 'bearer')
    return { type: 'bearer', token: text(c.token, 'credential.token', TOKEN_SHAPE) ?? '' };
  if (c.type !== 'oauth-client-credentials')
    throw invalid('credential.type', "credential.type must be 'bearer' or 'oauth-client-credentials'");
  const clientId = text(c.clientId, 'credential.clientId');
  if (clientId === undefined) throw invalid('credential.clientId', 'credential.clientId is required');
  const clientSecret = text(c.clientSecret, 'credential.clientSecret');
  const privateKeyJwk = privateJwk(c.privateKeyJwk);
  if ((clientSecret === undefined) === (privateKeyJwk === undefined))
    throw invalid('credential.clientSecret', 'give exactly one of clientSecret and privateKeyJwk');
  const scope = text(c.scope, 'credential.scope');
  const issuer = text(c.issuer, 'credential.issuer');
  if (issuer !== undefined && !URL.canParse(issuer))
    throw invalid('credential.issuer', 'credential.issuer must be a URL');
  return {
    type: 'oauth-client-credentials',
    clientId,
    ...(clientSecret === undefined ? {} : { clientSecret }),
    ...(privateKeyJwk === undefined ? {} : { privateKeyJwk }),
    ...(scope === undefined ? {} : { scope }),
    ...(issuer === undefined ? {} : { issuer }),
  };
}

/** The plaintext to seal for a credential (a bearer token as it always was). */
export function credentialPlaintext(credential: UpstreamCredential): string {
  if (credential.type === 'bearer') return credential.token;
  return OAUTH_PREFIX + JSON.stringify(credential);
}

/** The credential of an opened plaintext. */
export function credentialFromPlaintext(plaintext: string): UpstreamCredential {
  if (!plaintext.startsWith(OAUTH_PREFIX)) return { type: 'bearer', token: plaintext };
  return JSON.parse(plaintext.slice(OAUTH_PREFIX.length)) as OAuthClientCredential;
}
