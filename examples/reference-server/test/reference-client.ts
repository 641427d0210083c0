import type { Client } from '@modelcontextprotocol/client';
import { callMeta as sharedCallMeta, connectPinnedClient } from '../../../test/support/mcp-client.js';

/** What the tests read of a `tools/call` result. */
export type CallResult = {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
};

/** The shared pinned client, with the server's bearer token. */
export function connectClient(url: string, token: string): Promise<Client> {
  return connectPinnedClient(url, { token, name: 'reference-test' });
}

/** The `com.asixto/*` keys the gateway sends (no idempotency key: writes add their own). */
export function callMeta(
  conversationId: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...sharedCallMeta({ conversationId }), ...extra };
}

export const errorOf = (r: CallResult) =>
  r.structuredContent?.['error'] as { error_type: string; user_message: string } | undefined;
