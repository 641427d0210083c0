import type { FetchLike } from '@modelcontextprotocol/client';
import type { OAuthTokenClient } from '@asixto/certify';
import type { SecretBox } from '../crypto/secret-box.js';
import type { GatewayLogger } from '../logger.js';
import type { ServerRecord } from '../registry/registry-store.js';
import type { SharedTokenCache } from './shared-token-cache.js';
import { createTokenProvider } from './token-provider.js';
import type { TokenProvider } from './token-provider.js';
import type { OAuthClientCredential } from './upstream-credential.js';

export interface ServerTokenProviderDeps {
  /** The fetch every OAuth request goes through: the gateway's guarded one (URL policy, bounds). */
  fetch(): FetchLike;
  box: SecretBox;
  shared?: SharedTokenCache;
  /** `http:` issuers and endpoints (development mode only). */
  devMode: boolean;
  logger: GatewayLogger;
  now(): number;
  /** Bound of each metadata or token request (default 5 s). */
  timeoutMs?: number;
}

/**
 * The token provider of one registered server: the certify package's OAuth client (discovery from
 * the server's URL unless the credential names the issuer; `resource` = the server's URL), loaded
 * with the first token request so a gateway without OAuth servers never loads it.
 *
 * @example
 * const tokens = serverTokenProvider(record, credential, deps);
 */
export function serverTokenProvider(
  record: ServerRecord,
  credential: OAuthClientCredential,
  deps: ServerTokenProviderDeps,
): TokenProvider {
  const { type: _type, ...credentials } = credential;
  let client: OAuthTokenClient | undefined;
  return createTokenProvider({
    serverId: record.id,
    async fetchToken() {
      client ??= (await import('@asixto/certify')).createOAuthTokenClient({
        serverUrl: record.url,
        credentials,
        // The SDK's fetch type and the DOM's differ only in their overloads.
        http: {
          fetch: deps.fetch() as typeof fetch,
          timeoutMs: deps.timeoutMs ?? 5_000,
          maxBytes: 64 * 1024,
        },
        allowHttp: deps.devMode,
      });
      return client.fetchToken();
    },
    box: deps.box,
    ...(deps.shared === undefined ? {} : { shared: deps.shared }),
    logger: deps.logger,
    now: deps.now,
  });
}
