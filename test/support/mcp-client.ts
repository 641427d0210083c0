// The one way tests and benches connect to a tool server: the official MCP client pinned to the
// contract's protocol revision, with a bearer token, and the `_meta` the gateway would send.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { META_KEYS, PROTOCOL_VERSION } from '@asixto/contract';

export interface PinnedClientOptions {
  /** Bearer token for the server; none for a server without auth. */
  token?: string;
  /** `clientInfo.name` (shows in the server's logs). */
  name?: string;
}

/** The official client, pinned to {@link PROTOCOL_VERSION}, connected to `url`. */
export async function connectPinnedClient(
  url: string | URL,
  options: PinnedClientOptions = {},
): Promise<Client> {
  const client = new Client(
    { name: options.name ?? 'asixto-test', version: '1.0.0' },
    {
      versionNegotiation: { mode: { pin: PROTOCOL_VERSION } },
      inputRequired: { autoFulfill: false },
      capabilities: {},
    },
  );
  const headers = options.token === undefined ? undefined : { authorization: `Bearer ${options.token}` };
  await client.connect(
    new StreamableHTTPClientTransport(new URL(url), headers ? { requestInit: { headers } } : {}),
  );
  return client;
}

/** What a test or bench sends in `_meta`: the gateway's `com.asixto/*` keys, overridable. */
export interface CallMetaInput {
  conversationId: string;
  requestId?: string;
  idempotencyKey?: string;
  channel?: 'chat' | 'voice';
  companyId?: string;
  priceListId?: string | null;
  currency?: string;
  timezone?: string;
}

/** The `com.asixto/*` keys of a `tools/call`, as the gateway builds them (no key unless given). */
export function callMeta(input: CallMetaInput): Record<string, unknown> {
  const meta: Record<string, unknown> = {
    [META_KEYS.conversationId]: input.conversationId,
    [META_KEYS.requestId]: input.requestId ?? `req_${Math.random().toString(36).slice(2)}`,
    [META_KEYS.channel]: input.channel ?? 'chat',
    [META_KEYS.companyId]: input.companyId ?? 'demo',
    [META_KEYS.priceListId]: input.priceListId ?? null,
    [META_KEYS.currency]: input.currency ?? 'COP',
    [META_KEYS.timezone]: input.timezone ?? 'America/Bogota',
  };
  if (input.idempotencyKey !== undefined) meta[META_KEYS.idempotencyKey] = input.idempotencyKey;
  return meta;
}
