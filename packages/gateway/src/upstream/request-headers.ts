import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { isJsonObject } from '@asixto/contract';
import { isRequest } from './json-rpc-message.js';
import { headerValue } from './mcp-param-headers.js';
import { ATTEMPT_HEADER } from './stream-watch.js';

// Headers the transport derives itself; a per-request header may not override them (as in the SDK).
const RESERVED = new Set([
  'authorization',
  'content-type',
  'accept',
  'mcp-protocol-version',
  'mcp-method',
  'mcp-name',
  'mcp-session-id',
  ATTEMPT_HEADER,
]);
// Where `Mcp-Name` comes from, per method (SEP-2243).
const NAME_FIELD: Readonly<Record<string, string>> = {
  'tools/call': 'name',
  'prompts/get': 'name',
  'resources/read': 'uri',
  'tasks/get': 'taskId',
  'tasks/update': 'taskId',
  'tasks/cancel': 'taskId',
};

/**
 * The headers of one POST, as the SDK's transport sets them: the connection's (the credential),
 * `MCP-Protocol-Version`, `Mcp-Method` and `Mcp-Name` from the message's envelope (SEP-2243),
 * per-request headers (such as `Mcp-Param-*`) except the reserved ones, JSON in, JSON or SSE out.
 */
export function requestHeaders(
  message: JSONRPCMessage,
  connection: {
    base: Readonly<Record<string, string>>;
    protocolVersion: string | undefined;
    sessionId: string | undefined;
    /** The SDK's `_meta` key of the protocol version. */
    versionKey: string;
    extra: Readonly<Record<string, string>> | undefined;
  },
): Record<string, string> {
  // `Object.assign`, not a spread: V8 extends a spread's clone with new keys several times slower.
  const headers: Record<string, string> = Object.assign({}, connection.base);
  if (connection.protocolVersion) headers['mcp-protocol-version'] = connection.protocolVersion;
  const handshake = 'method' in message && message.method === 'initialize';
  if (connection.sessionId && !handshake) headers['mcp-session-id'] = connection.sessionId;
  if (isRequest(message)) {
    const params = (message as { params?: Record<string, unknown> }).params;
    const meta = params?._meta;
    const version = isJsonObject(meta) ? meta[connection.versionKey] : undefined;
    if (typeof version === 'string') {
      headers['mcp-protocol-version'] = version;
      headers['mcp-method'] = message.method;
      const field = Object.hasOwn(NAME_FIELD, message.method) ? NAME_FIELD[message.method] : undefined;
      const name = field === undefined || !isJsonObject(params) ? undefined : params[field];
      if (typeof name === 'string') headers['mcp-name'] = headerValue(name);
    }
  }
  const { extra } = connection;
  if (extra !== undefined) {
    for (const [name, value] of Object.entries(extra)) {
      const lower = name.toLowerCase();
      if (!RESERVED.has(lower)) headers[lower] = value;
    }
  }
  headers['content-type'] = 'application/json';
  headers.accept = 'application/json, text/event-stream';
  return headers;
}
