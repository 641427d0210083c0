import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { ToolServer } from '../../src/index.js';

/** The official client, pinned to the modern era, connected to a listening tool server with a bearer token. */
export async function connectClient(server: ToolServer, token: string): Promise<Client> {
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const client = new Client(
    { name: 'readme', version: '1' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${address.port}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}
