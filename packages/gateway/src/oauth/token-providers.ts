import type { FetchLike } from '@modelcontextprotocol/client';
import type { SecretBox } from '../crypto/secret-box.js';
import type { GatewayLogger } from '../logger.js';
import type { ServerRecord } from '../registry/registry-store.js';
import { guardedFetch } from '../upstream/index.js';
import type { GuardedFetch } from '../upstream/index.js';
import { serverTokenProvider } from './server-token-provider.js';
import type { SharedTokenCache } from './shared-token-cache.js';
import type { TokenProvider } from './token-provider.js';
import type { OAuthClientCredential } from './upstream-credential.js';

export interface TokenProviders {
  /** The token provider of one OAuth server. */
  forServer(record: ServerRecord, credential: OAuthClientCredential): TokenProvider;
  /** Closes the OAuth fetch and the shared token cache. */
  close(): Promise<void>;
}

/**
 * The gateway's OAuth token providers. Every OAuth request (metadata, tokens) goes through one
 * guarded fetch: the URL policy and byte bounds of tenant servers, for URLs a tenant's server names.
 */
export function createTokenProviders(deps: {
  fetch: FetchLike | undefined;
  box: SecretBox;
  shared: SharedTokenCache | undefined;
  devMode: boolean;
  logger: GatewayLogger;
  now(): number;
}): TokenProviders {
  let oauthFetch: GuardedFetch | undefined;
  const providerDeps = {
    fetch: (): FetchLike => deps.fetch ?? (oauthFetch ??= guardedFetch({ devMode: deps.devMode })),
    box: deps.box,
    ...(deps.shared === undefined ? {} : { shared: deps.shared }),
    devMode: deps.devMode,
    logger: deps.logger,
    now: deps.now,
  };
  return {
    forServer: (record, credential) => serverTokenProvider(record, credential, providerDeps),
    async close() {
      await oauthFetch?.close().catch(() => undefined);
      await deps.shared?.close().catch(() => undefined);
    },
  };
}
