// A real OAuth 2.1 authorization server for tests: oidc-provider, in process, on port 0, issuing
// JWT access tokens (RFC 9068) for the client-credentials grant, one audience per resource
// indicator (RFC 8707). Shared by the gateway's, the certifier's and the reference server's tests.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';
import Provider from 'oidc-provider';

export const TEST_CLIENT_ID = 'asixto-gateway';
export const TEST_CLIENT_SECRET = 'test-client-secret-0123456789abcdef';
/** A client that authenticates with `private_key_jwt` (its key below). */
export const TEST_JWT_CLIENT_ID = 'asixto-gateway-jwt';
export const TEST_SCOPE = 'tools';

export interface TestAuthorizationServer {
  /** The issuer identifier (`http://127.0.0.1:PORT`), also its base URL. */
  readonly issuer: string;
  /** The private JWK of {@link TEST_JWT_CLIENT_ID} (what `--oauth-private-key` reads). */
  readonly clientPrivateJwk: JWK;
  /** Successful token requests so far (tokens issued). */
  tokensIssued(): number;
  /** Requests that reached the token endpoint so far, successful or not. */
  tokenRequests(): number;
  /** Lifetime of the next tokens issued, in seconds. */
  setTokenTtl(seconds: number): void;
  /** A token of {@link TEST_CLIENT_ID} for `resource`, straight from the token endpoint. */
  tokenFor(resource: string): Promise<string>;
  /** Stops answering: the port is closed (connections refused) until {@link start}. */
  stop(): Promise<void>;
  /** Listens again on the same port after {@link stop}. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAuthorizationServerOptions {
  /** Access-token lifetime in seconds (default 300). */
  tokenTtlSeconds?: number;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Starts the authorization server. Tokens carry `aud` = the requested `resource`, `iss` = the
 * issuer, `typ: at+jwt`, and are signed with an RSA key published at the issuer's `jwks_uri`.
 *
 * @example
 * const as = await startTestAuthorizationServer({ tokenTtlSeconds: 2 });
 * // ... as.issuer, TEST_CLIENT_ID, TEST_CLIENT_SECRET ...
 * await as.close();
 */
export async function startTestAuthorizationServer(
  options: TestAuthorizationServerOptions = {},
): Promise<TestAuthorizationServer> {
  let ttl = options.tokenTtlSeconds ?? 300;
  let issued = 0;
  let requests = 0;
  const signing = await generateKeyPair('RS256', { extractable: true });
  const client = await generateKeyPair('ES256', { extractable: true });
  const signingJwk = { ...(await exportJWK(signing.privateKey)), alg: 'RS256', use: 'sig', kid: 'as-1' };
  const clientPrivateJwk: JWK = { ...(await exportJWK(client.privateKey)), alg: 'ES256', kid: 'client-1' };
  const clientPublicJwk: JWK = { ...(await exportJWK(client.publicKey)), alg: 'ES256', kid: 'client-1' };

  // The port is chosen first, since the issuer identifier is part of the provider's configuration.
  const route: { handler?: (req: IncomingMessage, res: ServerResponse) => void } = {};
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url?.startsWith('/token')) requests++;
    route.handler?.(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const port = await listen(server, 0);
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        grant_types: ['client_credentials'],
        redirect_uris: [],
        response_types: [],
        token_endpoint_auth_method: 'client_secret_basic',
        scope: TEST_SCOPE,
      },
      {
        client_id: TEST_JWT_CLIENT_ID,
        grant_types: ['client_credentials'],
        redirect_uris: [],
        response_types: [],
        token_endpoint_auth_method: 'private_key_jwt',
        token_endpoint_auth_signing_alg: 'ES256',
        jwks: { keys: [clientPublicJwk] },
        scope: TEST_SCOPE,
      },
    ],
    jwks: { keys: [signingJwk] },
    scopes: [TEST_SCOPE],
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => ({
          scope: TEST_SCOPE,
          audience: resource,
          accessTokenTTL: ttl,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    ttl: { ClientCredentials: () => ttl },
    // oidc-provider's clock tolerance for client assertions; the tests' clocks are the same.
    clockTolerance: 5,
  });
  provider.on('grant.success', () => issued++);
  route.handler = provider.callback();

  async function stop(): Promise<void> {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  }

  async function tokenFor(resource: string): Promise<string> {
    const response = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${TEST_CLIENT_ID}:${TEST_CLIENT_SECRET}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', resource }),
    });
    const body = (await response.json()) as { access_token?: string };
    if (body.access_token === undefined) throw new Error(`no token: ${JSON.stringify(body)}`);
    return body.access_token;
  }

  return {
    issuer,
    tokenFor,
    clientPrivateJwk,
    tokensIssued: () => issued,
    tokenRequests: () => requests,
    setTokenTtl(seconds) {
      ttl = seconds;
    },
    stop,
    async start() {
      if (!server.listening) await listen(server, port);
    },
    close: stop,
  };
}
