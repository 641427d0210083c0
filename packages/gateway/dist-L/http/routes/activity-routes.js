import { callFilterQuerySchema, callListQuerySchema, callListSchema, overviewSchema, } from '../admin-schemas.js';
import { ERROR_REPLIES } from '../route-schemas.js';
import { matchesCall } from '../../activity/call-ring.js';
const filterOf = ({ company, tool, outcome }) => ({
    ...(company !== undefined ? { company } : {}),
    ...(tool !== undefined ? { tool } : {}),
    ...(outcome !== undefined ? { outcome } : {}),
});
/**
 * What this instance sees of its calls (admin token): the recent calls, their live stream
 * (Server-Sent Events), and per server the last minutes of traffic. Fed by the runtime's
 * `callFinished` hook; never argument values or results.
 */
export function activityRoutes(app, deps, { pingMs = 15_000, maxBufferedBytes = 1 << 20 } = {}) {
    const { activity, gateway } = deps;
    const streams = new Set();
    app.get('/v1/calls', {
        schema: { querystring: callListQuerySchema, response: { 200: callListSchema, ...ERROR_REPLIES } },
        config: { access: 'admin' },
    }, async function listCalls(request) {
        const limit = request.query.limit === undefined ? undefined : Number(request.query.limit);
        return { calls: activity.ring.list(filterOf(request.query), limit) };
    });
    app.get('/v1/calls/stream', {
        schema: {
            querystring: callFilterQuerySchema,
            response: {
                200: {
                    description: 'text/event-stream: `event: call` with a call record as data for every new call; `event: ping` every 15 s',
                    content: { 'text/event-stream': { schema: { type: 'string' } } },
                },
                ...ERROR_REPLIES,
            },
        },
        config: { access: 'admin' },
    }, function callStream(request, reply) {
        const filter = filterOf(request.query);
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
        const send = (text) => {
            if (raw.writableLength > maxBufferedBytes) {
                request.log.warn({ requestId: request.id }, 'call stream: client too slow, cut');
                stop();
                return;
            }
            raw.write(text);
        };
        const unsubscribe = activity.ring.subscribe((call) => {
            if (matchesCall(call, filter))
                send(`event: call\ndata: ${JSON.stringify(call)}\n\n`);
        });
        const ping = setInterval(() => send('event: ping\ndata: {}\n\n'), pingMs);
        ping.unref();
        streams.add(raw);
        function stop() {
            clearInterval(ping);
            unsubscribe();
            streams.delete(raw);
            if (!raw.writableEnded)
                raw.end();
        }
        raw.on('close', stop);
        send(': live\n\n');
    });
    // A stream never ends by itself: end them all first, so shutdown need not wait for its timeout.
    app.addHook('preClose', async () => {
        for (const raw of streams)
            raw.end();
    });
    app.get('/v1/overview', { schema: { response: { 200: overviewSchema, ...ERROR_REPLIES } }, config: { access: 'admin' } }, async function overview() {
        const now = activity.now();
        const servers = [];
        for (const tenant of await gateway.listTenants()) {
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
    });
}
//# sourceMappingURL=activity-routes.js.map