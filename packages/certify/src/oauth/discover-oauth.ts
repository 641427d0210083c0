import {
  authorizationServerMetadataUrls,
  checkAuthorizationServerMetadata,
  checkProtectedResourceMetadata,
  parseBearerChallenge,
  resourceMetadataLocation,
} from '@asixto/contract';
import type { ClientAuthMethod, OAuthObservation, OAuthStep } from '@asixto/contract';
import { CertifyError } from '../errors.js';
import type { BoundedFetchOptions } from '../http/bounded-fetch.js';
import { jsonObject, oauthFetch } from './oauth-fetch.js';

/** Where to get a token for a server, as discovery found it. */
export interface OAuthDiscovery {
  /** The server's canonical URL: the RFC 8707 `resource` of every token request. */
  resource: string;
  issuer: string;
  tokenEndpoint: string;
}

export interface DiscoverOAuthOptions {
  http: BoundedFetchOptions;
  /** `http:` URLs are accepted (development mode); HTTPS is required otherwise. */
  allowHttp: boolean;
  authMethod: ClientAuthMethod;
  /** Known issuer: the server's 401 and its metadata are not asked for. */
  issuer?: string;
}

export type DiscoverOAuthResult =
  | { ok: true; value: OAuthDiscovery; observation: OAuthObservation }
  | { ok: false; observation: OAuthObservation };

const wireDetail = (error: unknown): string =>
  error instanceof CertifyError ? error.code : error instanceof Error ? error.message : String(error);

/** The challenge of the server's answer to an unauthenticated `server/discover`. */
async function challengeOf(
  url: string,
  http: BoundedFetchOptions,
): Promise<OAuthStep | Record<string, string>> {
  try {
    const response = await oauthFetch(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'server/discover', params: {} }),
      },
      http,
    );
    if (response.status !== 401) return { ok: false, problem: 'challenge-missing', data: { url } };
    return parseBearerChallenge(response.headers.get('www-authenticate')) ?? {};
  } catch (error) {
    return { ok: false, problem: 'metadata-unreachable', data: { url, detail: wireDetail(error) } };
  }
}

const isStep = (value: OAuthStep | Record<string, string>): value is OAuthStep =>
  typeof (value as { ok?: unknown }).ok === 'boolean';

/**
 * OAuth discovery for a server (RFC 9728 → RFC 8414): its 401's `resource_metadata` (same origin),
 * the protected-resource metadata (`resource` identical to the server's URL), then the first
 * authorization server's metadata (`issuer` identical, a token endpoint, the grant supported).
 * Every fetch goes through the caller's bounded fetch. Each step's outcome is in `observation`.
 *
 * @example
 * const found = await discoverOAuth('https://tools.acme.co/mcp', { http, allowHttp: false, authMethod: 'client_secret_basic' });
 */
export async function discoverOAuth(
  serverUrl: string,
  options: DiscoverOAuthOptions,
): Promise<DiscoverOAuthResult> {
  const { http, allowHttp } = options;
  const observation: OAuthObservation = {};
  let issuer = options.issuer;
  if (issuer === undefined) {
    const challenge = await challengeOf(serverUrl, http);
    if (isStep(challenge)) return { ok: false, observation: { resourceMetadata: challenge } };
    const location = resourceMetadataLocation(serverUrl, challenge, allowHttp);
    if (!location.ok) return { ok: false, observation: { resourceMetadata: location } };
    let doc: unknown;
    try {
      const response = await oauthFetch(location.value, { headers: { accept: 'application/json' } }, http);
      if (response.status !== 200) {
        const data = { url: location.value, detail: `HTTP ${response.status}` };
        return {
          ok: false,
          observation: { resourceMetadata: { ok: false, problem: 'metadata-unreachable', data } },
        };
      }
      doc = jsonObject(response.body);
    } catch (error) {
      const data = { url: location.value, detail: wireDetail(error) };
      return {
        ok: false,
        observation: { resourceMetadata: { ok: false, problem: 'metadata-unreachable', data } },
      };
    }
    const metadata = checkProtectedResourceMetadata(doc, { resource: serverUrl, allowHttp });
    if (!metadata.ok) return { ok: false, observation: { resourceMetadata: metadata } };
    observation.resourceMetadata = { ok: true };
    issuer = metadata.value.authorizationServers[0]!;
  }
  let unreachable = 'no metadata';
  for (const url of authorizationServerMetadataUrls(issuer)) {
    let doc: Record<string, unknown> | undefined;
    try {
      const response = await oauthFetch(url, { headers: { accept: 'application/json' } }, http);
      if (response.status !== 200) {
        unreachable = `HTTP ${response.status}`;
        continue;
      }
      doc = jsonObject(response.body);
    } catch (error) {
      unreachable = wireDetail(error);
      continue;
    }
    const checked = checkAuthorizationServerMetadata(doc, {
      issuer,
      allowHttp,
      authMethod: options.authMethod,
    });
    if (!checked.ok) return { ok: false, observation: { ...observation, authorizationServer: checked } };
    observation.authorizationServer = { ok: true };
    return { ok: true, value: { resource: serverUrl, ...checked.value }, observation };
  }
  const data = { url: issuer, detail: unreachable };
  return {
    ok: false,
    observation: {
      ...observation,
      authorizationServer: { ok: false, problem: 'as-metadata-unreachable', data },
    },
  };
}
