import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import {
  callFilterQuerySchema,
  callListQuerySchema,
  callListSchema,
  overviewQuerySchema,
  overviewSchema,
} from '../record-schemas.js';
import { visibleCompanies } from '../../access/principal.js';
import { principalOf } from '../route-deps.js';
import type { RouteDeps } from '../route-deps.js';
import { ERROR_REPLIES } from '../route-schemas.js';
import { matchesRecord } from '../../records/call-record.js';
import type { CallRecordFilter } from '../../records/call-record.js';
import { decodeCursor } from '../../records/record-cursor.js';
import { overviewOf } from './overview-of.js';

/** The filter's fields as the query string has them, plus the page's. */
type CallQuery = Omit<CallRecordFilter, 'companies'> & { limit?: string; cursor?: string };

export interface CallStreamOptions {
  /** An event this often keeps the connection (and the console's idle check) alive. */
  pingMs?: number;
  /** A client this far behind is cut off: a slow reader cannot make the gateway buffer without end. */
  maxBufferedBytes?: number;
}

/** The query's filter, within what the request's credential may see (a named company was checked). */
const filterOf = (request: FastifyRequest<{ Querystring: CallQuery }>): CallRecordFilter => {
  const { company, tool, outcome, errorType, kind, since, until } = request.query;
  const companies = visibleCompanies(principalOf(request));
  return {
    ...(company !== undefined ? { company } : {}),
    ...(companies !== undefined ? { companies } : {}),
    ...(tool !== undefined ? { tool } : {}),
    ...(outcome !== undefined ? { outcome } : {}),
    ...(errorType !== undefined ? { errorType } : {}),
    ...(kind !== undefined ? { kind } : {}),
    ...(since !== undefined ? { since: new Date(since).toISOString() } : {}),
    ...(until !== undefined ? { until: new Date(until).toISOString() } : {}),
  };
};

/**
 * The calls of the whole cluster (admins: a tenant admin its companies'): the durable records with
 * filters and cursor pagination, their live stream (Server-Sent Events; every instance's calls, fanned
 * out through Redis in cluster mode), and per server the traffic of a window. Never argument values
 * or results.
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
        summary: 'Recorded tool calls across the cluster, filtered, newest first, paginated by cursor',
        querystring: callListQuerySchema,
        response: { 200: callListSchema, ...ERROR_REPLIES },
      },
      config: { access: 'admin', company: 'query' },
    },
    async function listCalls(request, reply) {
      const limit = request.query.limit === undefined ? 100 : Number(request.query.limit);
      const cursor = request.query.cursor === undefined ? undefined : decodeCursor(request.query.cursor);
      if (request.query.cursor !== undefined && cursor === undefined)
        return deps.problem(request, reply, 'INVALID_REQUEST', 'badCursor', {});
      // The pattern lets through a date that does not exist (month 13): refused, not a 500.
      const { since, until } = request.query;
      if ([since, until].some((t) => t !== undefined && Number.isNaN(Date.parse(t))))
        return deps.problem(request, reply, 'INVALID_REQUEST', 'badWindow', {
          maxDays: activity.records.retentionDays,
        });
      const page = await activity.records.list(filterOf(request), limit, cursor);
      return { calls: page.records, ...(page.next !== undefined ? { next: page.next } : {}) };
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
              'text/event-stream: `event: call` with a call record as data for every new call of the cluster; `event: ping` every 15 s',
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
        if (matchesRecord(call, filter)) send(`event: call\ndata: ${JSON.stringify(call)}\n\n`);
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

  app.get<{ Querystring: { windowMinutes?: string } }>(
    '/v1/overview',
    {
      schema: {
        summary: "The console's overview: tenants, servers and call activity across the cluster",
        querystring: overviewQuerySchema,
        response: { 200: overviewSchema, ...ERROR_REPLIES },
      },
      config: { access: 'admin', company: 'none' },
    },
    async function overview(request) {
      const asked = request.query.windowMinutes === undefined ? 15 : Number(request.query.windowMinutes);
      const windowMinutes = Math.min(asked, activity.records.retentionDays * 1440);
      return overviewOf(gateway, activity.records, visibleCompanies(principalOf(request)), windowMinutes);
    },
  );
}
