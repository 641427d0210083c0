import { loadPg } from '../util/engine-drivers.js';
import { GatewayError } from '../errors.js';
import { parseNoticeMessage } from './registry-notices.js';
/**
 * Registry notices over PostgreSQL `LISTEN/NOTIFY` on the registry's own database: one dedicated
 * connection listens and publishes. When it drops, it reconnects with backoff and asks for a full
 * reload, because notices sent meanwhile are lost.
 */
export function createPostgresRegistryNotices(options) {
    const channel = `${options.prefix}registry`;
    if (Buffer.byteLength(channel) > 63) {
        throw new Error(`the notice channel "${channel}" is longer than PostgreSQL's 63 bytes: shorten the prefix`);
    }
    const quoted = `"${channel.replaceAll('"', '""')}"`;
    const { min, max } = options.reconnectMs ?? { min: 250, max: 5_000 };
    let client;
    let problem = 'not started';
    let closed = false;
    let retry;
    let wait = min;
    let handlers;
    let publishing = Promise.resolve();
    async function connect() {
        const next = new (loadPg().Client)({
            connectionString: options.url,
            connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
            application_name: `${options.instanceId}:notices`.slice(0, 63),
        });
        next.on('error', (error) => lost(next, error));
        next.on('end', () => lost(next, new Error('connection ended')));
        next.on('notification', (message) => {
            if (message.channel !== channel || message.payload === undefined)
                return;
            const parsed = parseNoticeMessage(message.payload);
            if (parsed && parsed.from !== options.instanceId)
                handlers?.notice(parsed.notice);
        });
        try {
            await next.connect();
            await next.query(`LISTEN ${quoted}`);
        }
        catch (error) {
            next.removeAllListeners('end');
            await next.end().catch(() => undefined);
            throw error;
        }
        if (closed) {
            await next.end().catch(() => undefined);
            return;
        }
        client = next;
        problem = undefined;
        wait = min;
    }
    function lost(which, error) {
        if (client !== which || closed)
            return;
        client = undefined;
        problem = `registry notices lost: ${error.message || error.name}`;
        options.logger.warn({ err: problem }, 'registry notices connection lost; reconnecting');
        which.end().catch(() => undefined);
        schedule();
    }
    function schedule() {
        if (closed || retry)
            return;
        retry = setTimeout(() => {
            retry = undefined;
            connect().then(() => {
                options.logger.info('registry notices reconnected; reloading the registry');
                handlers?.resync();
            }, (error) => {
                problem = `registry notices down: ${error.message}`;
                wait = Math.min(max, wait * 2);
                schedule();
            });
        }, wait);
        retry.unref();
    }
    return {
        async start(h) {
            handlers = h;
            try {
                await connect();
            }
            catch (cause) {
                const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
                throw new GatewayError('GATEWAY_REGISTRY_FAILURE', `registry notices: ${reason}`, { cause });
            }
        },
        publish(notice) {
            // One query at a time on the connection (pg deprecates queueing them on one client).
            const run = publishing.then(async () => {
                if (!client)
                    throw new Error(problem ?? 'registry notices are not connected');
                await client.query('SELECT pg_notify($1, $2)', [
                    channel,
                    JSON.stringify({ from: options.instanceId, notice }),
                ]);
            });
            publishing = run.catch(() => undefined);
            return run;
        },
        problem: () => problem,
        async close() {
            closed = true;
            if (retry)
                clearTimeout(retry);
            const last = client;
            client = undefined;
            await last?.end().catch(() => undefined);
        },
    };
}
//# sourceMappingURL=postgres-registry-notices.js.map