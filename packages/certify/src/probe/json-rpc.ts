import { PROTOCOL_VERSION } from '@asixto/contract';
import { CertifyError } from '../errors.js';
import type { BoundedFetchOptions, BoundedResponse } from '../http/bounded-fetch.js';
import { boundedFetch } from '../http/bounded-fetch.js';
import { encodeHeaderValue } from './param-headers.js';

/** The 2025 revision a legacy-only server answers `initialize` with. */
export const LEGACY_PROTOCOL_VERSION = '2025-06-18';

export const CLIENT_INFO = { name: 'asixto-certify', version: '0.1.0' } as const;

/** What one raw JSON-RPC exchange came to; each kind is something a rule can judge. */
export type RpcOutcome =
  | { kind: 'result'; status: number; headers: Headers; result: Record<string, unknown> }
  | { kind: 'rpc-error'; status: number; headers: Headers; error: { code: number; message: string } }
  | {
      kind: 'not-json';
      status: number;
      headers: Headers;
      contentType: string;
      html: boolean;
      snippet: string;
    }
  | { kind: 'not-jsonrpc'; status: number; headers: Headers; snippet: string }
  | { kind: 'transport-error'; error: CertifyError };

export interface RpcRequest {
  method: string;
  params?: Record<string, unknown>;
  /** `legacy` sends a 2025-style request: no envelope, no Mcp-Method/Mcp-Name. */
  era?: 'modern' | 'legacy';
  /** `undefined` sends no Authorization header. */
  token?: string;
  extraHeaders?: Record<string, string>;
}

let nextId = 1;

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat;
}

/** Parses a JSON body or an SSE stream and picks the JSON-RPC response with our id. */
export function parseRpcBody(response: BoundedResponse, id: number): RpcOutcome {
  const { status, headers, body } = response;
  const contentType = (headers.get('content-type') ?? '').toLowerCase();
  let messages: unknown[];
  try {
    if (contentType.includes('text/event-stream')) {
      messages = [];
      for (const event of body.split(/\r?\n\r?\n/)) {
        const data = event
          .split(/\r?\n/)
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (data) messages.push(JSON.parse(data));
      }
    } else {
      const parsed: unknown = JSON.parse(body);
      messages = Array.isArray(parsed) ? parsed : [parsed];
    }
  } catch {
    const html = contentType.includes('text/html') || /^\s*<(!doctype|html)/i.test(body);
    return { kind: 'not-json', status, headers, contentType, html, snippet: snippet(body) };
  }
  for (const message of messages) {
    if (!message || typeof message !== 'object') continue;
    const m = message as { jsonrpc?: unknown; id?: unknown; result?: unknown; error?: unknown };
    if (m.jsonrpc !== '2.0' || (m.id !== id && m.id !== null)) continue;
    if (m.result && typeof m.result === 'object') {
      return { kind: 'result', status, headers, result: m.result as Record<string, unknown> };
    }
    if (m.error && typeof m.error === 'object') {
      const e = m.error as { code?: unknown; message?: unknown };
      return {
        kind: 'rpc-error',
        status,
        headers,
        error: { code: typeof e.code === 'number' ? e.code : 0, message: String(e.message ?? '') },
      };
    }
  }
  return { kind: 'not-jsonrpc', status, headers, snippet: snippet(body) };
}

/**
 * Sends one JSON-RPC request as the 2026-07-28 transport prescribes (envelope in `_meta`,
 * `MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name`), or as a 2025 client would. Never throws.
 */
export async function postRpc(
  url: string,
  request: RpcRequest,
  http: BoundedFetchOptions,
): Promise<RpcOutcome> {
  const id = nextId++;
  const era = request.era ?? 'modern';
  const params: Record<string, unknown> = { ...(request.params ?? {}) };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
  };
  if (era === 'modern') {
    const meta = (params._meta as Record<string, unknown> | undefined) ?? {};
    params._meta = {
      ...meta,
      'io.modelcontextprotocol/protocolVersion': PROTOCOL_VERSION,
      'io.modelcontextprotocol/clientCapabilities': {},
      'io.modelcontextprotocol/clientInfo': CLIENT_INFO,
    };
    headers['mcp-protocol-version'] = PROTOCOL_VERSION;
    headers['mcp-method'] = request.method;
    if (typeof params.name === 'string') headers['mcp-name'] = encodeHeaderValue(params.name);
  }
  if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
  Object.assign(headers, request.extraHeaders);
  try {
    const response = await boundedFetch(
      url,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({ jsonrpc: '2.0', id, method: request.method, params }),
      },
      http,
    );
    return parseRpcBody(response, id);
  } catch (error) {
    if (error instanceof CertifyError) return { kind: 'transport-error', error };
    throw error;
  }
}
