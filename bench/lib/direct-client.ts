import type { Client } from '@modelcontextprotocol/client';
import { callMeta, connectPinnedClient } from '../../test/support/mcp-client.js';

/**
 * The baseline every bench compares against: the official client, pinned to the modern era,
 * calling a tool server directly with a bearer token.
 */
export function connectDirectClient(url: string, token: string, name: string): Promise<Client> {
  return connectPinnedClient(url, { token, name });
}

/** The eight `com.asixto/*` keys the gateway would send, for call `i` of a bench run. */
export function benchCallMeta(i: number): Record<string, unknown> {
  return callMeta({
    conversationId: 'cnv_bench',
    requestId: `req_bench_${i}`,
    idempotencyKey: `bench-${i}`,
    companyId: 'bench',
  });
}
