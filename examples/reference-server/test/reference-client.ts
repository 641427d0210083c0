import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

/** What the tests read of a `tools/call` result. */
export type CallResult = {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
};

/** The official client, pinned to the modern era, with the server's bearer token. */
export async function connectClient(url: string, token: string): Promise<Client> {
  const client = new Client(
    { name: 'reference-test', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(url), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

/** The `com.asixto/*` keys the gateway sends (no idempotency key: writes add their own). */
export function callMeta(
  conversationId: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    'com.asixto/conversationId': conversationId,
    'com.asixto/requestId': `req_${Math.random().toString(36).slice(2)}`,
    'com.asixto/channel': 'chat',
    'com.asixto/companyId': 'demo',
    'com.asixto/priceListId': null,
    'com.asixto/currency': 'COP',
    'com.asixto/timezone': 'America/Bogota',
    ...extra,
  };
}

export const errorOf = (r: CallResult) =>
  r.structuredContent?.['error'] as { error_type: string; user_message: string } | undefined;
