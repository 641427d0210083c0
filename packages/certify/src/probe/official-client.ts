import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { PROTOCOL_VERSION } from '@asixto/contract';
import { findCertifyError } from '../errors.js';
import { boundedFetchLike } from '../http/bounded-fetch.js';
import { CLIENT_INFO } from './json-rpc.js';
import type { ProbeContext } from './probe-context.js';

/** What the official client, pinned to 2026-07-28 like the gateway's, made of the server. */
export interface OfficialClientView {
  /** Why it could not connect; absent when it did. */
  failure?: string;
  /** The tool names it lists (it drops tools it considers invalid, e.g. bad `x-mcp-header`). */
  toolNames?: string[];
}

/** Connects the official client (discover) and lists the tools through it, as the gateway will. */
export async function probeWithOfficialClient(ctx: ProbeContext): Promise<OfficialClientView> {
  const client = new Client(CLIENT_INFO, {
    versionNegotiation: { mode: { pin: PROTOCOL_VERSION }, probe: { timeoutMs: ctx.http.timeoutMs } },
  });
  const transport = new StreamableHTTPClientTransport(new URL(ctx.url), {
    fetch: boundedFetchLike(ctx.http),
    requestInit: ctx.token === undefined ? {} : { headers: { authorization: `Bearer ${ctx.token}` } },
  });
  try {
    await client.connect(transport, { timeout: ctx.http.timeoutMs });
    const versions = client.getDiscoverResult()?.supportedVersions ?? [];
    if (!versions.includes(PROTOCOL_VERSION)) return { failure: `supportedVersions ${versions.join(', ')}` };
    try {
      const { tools } = await client.listTools(undefined, {
        timeout: ctx.http.timeoutMs,
        cacheMode: 'bypass',
      });
      return { toolNames: tools.map((t) => t.name) };
    } catch {
      // A listing failure is judged on the raw listing (server-tools-list); nothing to compare here.
      return {};
    }
  } catch (error) {
    const inner = findCertifyError(error);
    return {
      failure: `official client pinned to ${PROTOCOL_VERSION}: ${(inner ?? (error as Error)).message}`,
    };
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * A legacy-era server's tools, listed through the official client's 2025 handshake, so its tool
 * definitions can be judged while it migrates. Undefined when that fails too.
 */
export async function listLegacyTools(ctx: ProbeContext): Promise<unknown[] | undefined> {
  const client = new Client(CLIENT_INFO, { versionNegotiation: { mode: 'legacy' } });
  const transport = new StreamableHTTPClientTransport(new URL(ctx.url), {
    fetch: boundedFetchLike(ctx.http),
    requestInit: ctx.token === undefined ? {} : { headers: { authorization: `Bearer ${ctx.token}` } },
  });
  try {
    await client.connect(transport, { timeout: ctx.http.timeoutMs });
    const { tools } = await client.listTools(undefined, { timeout: ctx.http.timeoutMs, cacheMode: 'bypass' });
    return tools;
  } catch {
    return undefined;
  } finally {
    await client.close().catch(() => undefined);
  }
}
