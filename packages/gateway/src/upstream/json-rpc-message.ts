import { isJsonObject } from '@asixto/contract';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';

/** The JSON-RPC 2.0 envelope check the SDK's transport makes before handing a message on. */
export function asMessage(value: unknown): JSONRPCMessage | undefined {
  if (!isJsonObject(value) || value.jsonrpc !== '2.0') return undefined;
  const id = value.id;
  const validId = typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id));
  if (typeof value.method === 'string') {
    if (value.params !== undefined && !isJsonObject(value.params)) return undefined;
    if (id !== undefined && !validId) return undefined;
    return value as unknown as JSONRPCMessage;
  }
  if ('result' in value)
    return validId && isJsonObject(value.result) ? (value as unknown as JSONRPCMessage) : undefined;
  if (
    isJsonObject(value.error) &&
    typeof value.error.code === 'number' &&
    typeof value.error.message === 'string'
  ) {
    return id === undefined || validId ? (value as unknown as JSONRPCMessage) : undefined;
  }
  return undefined;
}

export function isRequest(
  message: JSONRPCMessage,
): message is JSONRPCMessage & { id: string | number; method: string } {
  return 'method' in message && 'id' in message && message.id !== undefined;
}

/** A response (result or error) that answers the request `id`. */
export function answers(message: JSONRPCMessage, id: string | number): boolean {
  return !('method' in message) && (message as { id?: unknown }).id === id;
}
