import type { IssuedToken, OAuthObservation, OAuthProblem } from '@asixto/contract';
import type { BoundedFetchOptions } from '../http/bounded-fetch.js';
import { discoverOAuth } from './discover-oauth.js';
import type { OAuthDiscovery } from './discover-oauth.js';
import type { OAuthClientCredentials } from './oauth-credentials.js';
import { requestClientToken } from './request-client-token.js';

export type OAuthTokenResult =
  | { ok: true; token: IssuedToken; observation: OAuthObservation }
  | {
      ok: false;
      problem: OAuthProblem;
      data: Readonly<Record<string, string>>;
      observation: OAuthObservation;
    };

/** Gets client-credentials tokens for one server: discovery once, then one request per token. */
export interface OAuthTokenClient {
  /** A new token, every call (caching is the caller's: the gateway seals and shares it). */
  fetchToken(): Promise<OAuthTokenResult>;
}

export interface OAuthTokenClientOptions {
  /** The server's canonical URL, the `resource` of every token. */
  serverUrl: string;
  credentials: OAuthClientCredentials;
  http: BoundedFetchOptions;
  allowHttp: boolean;
}

/**
 * The OAuth client of one server, shared by the certifier and the gateway: discovers where tokens
 * come from ({@link discoverOAuth}; again after any failure, so a moved authorization server is
 * found) and asks for one ({@link requestClientToken}).
 *
 * @example
 * const client = createOAuthTokenClient({ serverUrl, credentials: { clientId, clientSecret }, http, allowHttp: false });
 * const result = await client.fetchToken();
 */
export function createOAuthTokenClient(options: OAuthTokenClientOptions): OAuthTokenClient {
  const { credentials, http, allowHttp } = options;
  const authMethod = credentials.privateKeyJwk !== undefined ? 'private_key_jwt' : 'client_secret_basic';
  let discovered: { value: OAuthDiscovery; observation: OAuthObservation } | undefined;
  return {
    async fetchToken() {
      if (discovered === undefined) {
        const found = await discoverOAuth(options.serverUrl, {
          http,
          allowHttp,
          authMethod,
          ...(credentials.issuer === undefined ? {} : { issuer: credentials.issuer }),
        });
        if (!found.ok) {
          const failed = found.observation.authorizationServer ?? found.observation.resourceMetadata;
          const step = failed !== undefined && !failed.ok ? failed : undefined;
          return {
            ok: false,
            problem: step?.problem ?? 'as-metadata-unreachable',
            data: step?.data ?? {},
            observation: found.observation,
          };
        }
        discovered = found;
      }
      const { value, observation } = discovered;
      const token = await requestClientToken(value, credentials, http);
      if (token.ok)
        return { ok: true, token: token.value, observation: { ...observation, token: { ok: true } } };
      discovered = undefined;
      return { ...token, observation: { ...observation, token } };
    },
  };
}
