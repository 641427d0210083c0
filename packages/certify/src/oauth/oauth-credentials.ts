import type { JWK } from 'jose';

/**
 * A client-credentials grant's client (RFC 6749 §4.4): a secret (`client_secret_basic`) or a
 * private key (`private_key_jwt`, RFC 7523), an optional `scope`, and optionally the issuer (found
 * from the server's 401 otherwise, RFC 9728).
 */
export interface OAuthClientCredentials {
  clientId: string;
  clientSecret?: string;
  privateKeyJwk?: JWK;
  scope?: string;
  issuer?: string;
}
