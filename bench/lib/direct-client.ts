import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

/**
 * The baseline every bench compares against: the official client, pinned to the modern era,
 * calling a tool server directly with a bearer token.
 */
export async function connectDirectClient(url: string, token: string, name: string): Promise<Client> {
  const client = new Client(
    { name, version: '1.0.0' },
    {
      versionNegotiation: { mode: { pin: '2026-07-28' } },
      inputRequired: { autoFulfill: false },
      capabilities: {},
    },
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(url), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

/** The eight `com.asixto/*` keys the gateway would send, for call `i` of a bench run. */
export function benchCallMeta(i: number): Record<string, string | null> {
  return {
    'com.asixto/idempotencyKey': `bench-${i}`,
    'com.asixto/conversationId': 'cnv_bench',
    'com.asixto/requestId': `req_bench_${i}`,
    'com.asixto/channel': 'chat',
    'com.asixto/companyId': 'bench',
    'com.asixto/priceListId': null,
    'com.asixto/currency': 'COP',
    'com.asixto/timezone': 'America/Bogota',
  };
}
