import type { Agent } from 'node:http';
import type { Gateway, GatewayContextInput } from '@asixto/gateway';
import { connectPinnedClient } from '../../test/support/mcp-client.js';
import { benchCallMeta, connectDirectClient } from './direct-client.js';
import { postJson } from './post-json.js';
import { RUNTIME, UPSTREAM } from './bench-setup.js';

/** One way of making the bench's call; `service`: served by the gateway service's own process. */
export interface CallMode {
  name: 'direct' | 'inProcess' | 'http' | 'mcp';
  call: (i: number) => Promise<boolean>;
  service: boolean;
}

const TOOL = 'consultar_cliente';
const EXPOSED = `ext__bench__${TOOL}`;
const ARGS = { documento: 'CC1032456789' };
const CONTEXT: GatewayContextInput = {
  company: 'bench',
  conversationId: 'cnv_bench',
  channel: 'chat',
  scenario: 'general',
  agentLevel: 'read',
};
/** `CONTEXT` as an MCP client of the gateway sends it, in `_meta`. */
const MCP_META = {
  'com.asixto/conversationId': CONTEXT.conversationId,
  'com.asixto/channel': CONTEXT.channel,
  'com.asixto/scenario': CONTEXT.scenario,
  'com.asixto/agentLevel': CONTEXT.agentLevel,
};

/**
 * The one read-only call of the reference server, made four ways, in this order: (a) the official
 * MCP client straight to the server, (b) `gateway.callTool` in this process, (c) `POST /v1/call`
 * to the service with a keep-alive client, (d) `POST /mcp/{company}` to the same service by the
 * official MCP client pinned to 2026-07-28, with the context in `_meta`.
 */
export async function connectCallModes(options: {
  referenceUrl: string;
  serviceUrl: string;
  gateway: Pick<Gateway, 'callTool'>;
  agent: Agent;
}): Promise<{ list: readonly CallMode[]; close(): Promise<void> }> {
  const { gateway, agent } = options;
  const direct = await connectDirectClient(options.referenceUrl, UPSTREAM, 'bench-direct');
  const mcp = await connectPinnedClient(new URL('/mcp/bench', options.serviceUrl), {
    token: RUNTIME,
    name: 'bench-mcp',
  });
  const callUrl = new URL('/v1/call', options.serviceUrl);
  const httpBody = JSON.stringify({ context: CONTEXT, name: EXPOSED, arguments: ARGS });
  const list: CallMode[] = [
    {
      name: 'direct',
      service: false,
      call: async (i) =>
        (await direct.callTool({ name: TOOL, arguments: ARGS, _meta: benchCallMeta(i) })).isError !== true,
    },
    {
      name: 'inProcess',
      service: false,
      call: async () => (await gateway.callTool(CONTEXT, EXPOSED, ARGS)).outcome === 'ok',
    },
    {
      name: 'http',
      service: true,
      call: async () => {
        const r = await postJson(agent, callUrl, httpBody, RUNTIME);
        return r.status === 200 && (r.body as { outcome?: string }).outcome === 'ok';
      },
    },
    {
      name: 'mcp',
      service: true,
      call: async () => {
        const result = await mcp.callTool({ name: EXPOSED, arguments: ARGS, _meta: MCP_META });
        return result.isError !== true && result._meta?.['com.asixto/outcome'] === 'ok';
      },
    },
  ];
  return {
    list,
    async close() {
      await Promise.all([direct.close(), mcp.close()]);
    },
  };
}
