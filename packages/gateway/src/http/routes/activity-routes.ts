import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import {
  callFilterQuerySchema,
  callListQuerySchema,
  callListSchema,
  overviewSchema,
} from '../admin-schemas.js';
import { visibleCompanies } from '../../access/principal.js';
import { principalOf } from '../route-deps.js';
import type { RouteDeps } from '../route-deps.js';
import { ERROR_REPLIES } from '../route-schemas.js';
import { matchesCall } from '../../activity/call-ring.js';
import type { CallFilter } from '../../activity/call-ring.js';

interface CallQuery {
  company?: string;
  tool?: string;
  outcome?: string;
  limit?: string;
}

export interface CallStreamOptions {
  /** An event this often keeps the connection (and the console's idle check) alive. */
  pingMs?: number;
  /** A client this far behind is cut off: a slow reader cannot make the gateway buffer without end. */
  maxBufferedBytes?: number;
}

/** The query's filter, within what the request's credential may see (a named company was checked). */
const filterOf = (request: FastifyRequest<{ Querystring: CallQuery }>): CallFilter => {
  const { company, tool, outcome } = request.query;
  const companies = visibleCompanies(principalOf(request));
  return {
    ...(company !== undefined ? { company } : {}),
    ...(companies !== undefined ? { companies } : {}),
    ...(tool !== undefined ? { tool } : {}),
    ...(outcome !== undefined ? { outcome } : {}),
  };
};

/**
 * What this instance sees of its calls (admins: a tenant admin its companies'): the recent calls, their live stream
 * (Server-Sent Events), and per server the last minutes of traffic. Fed by the runtime's
 * `callFinished` hook; never argument values or results.
 */
export function activityRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  { pingMs = 15_000, maxBufferedBytes = 1 << 20 }: CallStreamOptions = {},
): void {
  const { activity, gateway } = deps;
  const streams = new Set<ServerResponse>();

  app.get<{ Querystring: CallQuery }>(
    '/v1/calls',
    {
      schema: {
        summary: 'Recent tool calls of this instance, filtered',
        querystring: callListQuerySchema,
        response: { 200: callListSchema, ...ERROR_REPLIES },
      },
      config: { access: 'admin', company: 'query' },
    },
    async function listCalls(request) {
      const limit = request.query.limit === undefined ? undefined : Number(request.query.limit);
      return { calls: activity.ring.list(filterOf(request), limit) };
    },
  );

  app.get<{ Querystring: CallQuery }>(
    '/v1/calls/stream',
    {
      schema: {
        summary: 'Tool calls as they finish (Server-Sent Events)',
        querystring: callFilterQuerySchema,
        response: {
          200: {
            description:
              'text/event-stream: `event: call` with a call record as data for every new call; `event: ping` every 15 s',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          ...ERROR_REPLIES,
        },
      },
      config: { access: 'admin', company: 'query' },
    },
    function callStream(request, reply) {
      const filter = filterOf(request);
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-request-id': request.id,
        // Proxies must not hold the events back to fill a buffer.
        'x-accel-buffering': 'no',
      });
      const send = (text: string): void => {
        if (raw.writableLength > maxBufferedBytes) {
          request.log.warn({ requestId: request.id }, 'call stream: client too slow, cut');
          stop();
          return;
        }
        raw.write(text);
      };
      const unsubscribe = activity.ring.subscribe((call) => {
        if (matchesCall(call, filter)) send(`event: call\ndata: ${JSON.stringify(call)}\n\n`);
      });
      const ping = setInterval(() => send('event: ping\ndata: {}\n\n'), pingMs);
      ping.unref();
      streams.add(raw);
      function stop(): void {
        clearInterval(ping);
        unsubscribe();
        streams.delete(raw);
        if (!raw.writableEnded) raw.end();
      }
      raw.on('close', stop);
      send(': live\n\n');
    },
  );

  // A stream never ends by itself: end them all first, so shutdown need not wait for its timeout.
  app.addHook('preClose', async () => {
    for (const raw of streams) raw.end();
  });

  app.get(
    '/v1/overview',
    {
      schema: {
        summary: "The console's overview: tenants, servers and call activity",
        response: { 200: overviewSchema, ...ERROR_REPLIES },
      },
      config: { access: 'admin', company: 'none' },
    },
    async function overview(request) {
      const now = activity.now();
      const visible = visibleCompanies(principalOf(request));
      const servers = [];
      for (const tenant of await gateway.listTenants()) {
        if (visible && !visible.has(tenant.company)) continue;
        for (const server of await gateway.listServers(tenant.company)) {
          const stats = activity.minutes.window(server.id, now);
          servers.push({
            serverId: server.id,
            company: server.company,
            url: server.url,
            status: server.status,
            breaker: server.breaker,
            ...stats,
          });
        }
      }
      return {
        windowMinutes: activity.minutes.windowMinutes,
        generatedAt: new Date(now).toISOString(),
        servers,
      };
    },
  );
}
