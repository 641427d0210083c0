import type { Client } from '@modelcontextprotocol/client';
import { connectPinnedClient } from '../../../../test/support/mcp-client.js';
import type { ToolServer } from '../../src/index.js';

/** The shared pinned client, connected to a listening tool server with a bearer token. */
export async function connectClient(server: ToolServer, token: string): Promise<Client> {
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return connectPinnedClient(`http://127.0.0.1:${address.port}/mcp`, { token, name: 'readme' });
}
