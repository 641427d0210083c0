import { randomUUID } from 'node:crypto';
import { checkTokenResponse } from '@asixto/contract';
import type { IssuedToken, OAuthChecked } from '@asixto/contract';
import { importJWK, SignJWT } from 'jose';
import type { JWK } from 'jose';
import { CertifyError } from '../errors.js';
import type { BoundedFetchOptions } from '../http/bounded-fetch.js';
import type { OAuthClientCredentials } from './oauth-credentials.js';
import type { OAuthDiscovery } from './discover-oauth.js';
import { jsonObject, oauthFetch } from './oauth-fetch.js';

const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** A client assertion is used once, at once: one minute is plenty (RFC 7523 §3). */
const ASSERTION_LIFETIME_S = 60;

/** RFC 6749 §2.3.1: id and secret are form-encoded before they are joined and base64-encoded. */
function basicAuthorization(clientId: string, secret: string): string {
  const encode = (value: string): string => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(secret)}`).toString('base64')}`;
}

function signingAlg(jwk: JWK): string {
  if (typeof jwk.alg === 'string') return jwk.alg;
  if (jwk.kty === 'EC') return jwk.crv === 'P-384' ? 'ES384' : 'ES256';
  if (jwk.kty === 'OKP') return 'EdDSA';
  return 'RS256';
}

/** The `private_key_jwt` assertion (RFC 7523 §3): issued by and about the client, for the token endpoint. */
async function clientAssertion(clientId: string, jwk: JWK, audience: string): Promise<string> {
  const alg = signingAlg(jwk);
  const key = await importJWK(jwk, alg);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg, ...(typeof jwk.kid === 'string' ? { kid: jwk.kid } : {}) })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(audience)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + ASSERTION_LIFETIME_S)
    .sign(key);
}

/**
 * One client-credentials token request (RFC 6749 §4.4) with `resource` = the server's canonical URL
 * (RFC 8707) and the client's `scope`, authenticated with `client_secret_basic` or, given a private
 * JWK, `private_key_jwt`. Never throws for the wire: a failure is a `token-*` problem.
 *
 * @example
 * const token = await requestClientToken(discovery, { clientId, clientSecret }, http);
 * if (token.ok) headers.authorization = `Bearer ${token.value.accessToken}`;
 */
export async function requestClientToken(
  discovery: OAuthDiscovery,
  credentials: OAuthClientCredentials,
  http: BoundedFetchOptions,
): Promise<OAuthChecked<IssuedToken>> {
  const form = new URLSearchParams({ grant_type: 'client_credentials', resource: discovery.resource });
  if (credentials.scope !== undefined) form.set('scope', credentials.scope);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  try {
    if (credentials.privateKeyJwk !== undefined) {
      form.set('client_id', credentials.clientId);
      form.set('client_assertion_type', ASSERTION_TYPE);
      form.set(
        'client_assertion',
        await clientAssertion(credentials.clientId, credentials.privateKeyJwk, discovery.tokenEndpoint),
      );
    } else {
      headers.authorization = basicAuthorization(credentials.clientId, credentials.clientSecret ?? '');
    }
    const response = await oauthFetch(
      discovery.tokenEndpoint,
      { method: 'POST', headers, body: form.toString() },
      http,
    );
    return checkTokenResponse(response.status, jsonObject(response.body));
  } catch (error) {
    const detail =
      error instanceof CertifyError ? error.code : error instanceof Error ? error.message : String(error);
    return { ok: false, problem: 'token-unreachable', data: { url: discovery.tokenEndpoint, detail } };
  }
}
