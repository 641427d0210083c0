import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
/** Seconds; covers a loopback call (~1 ms) up to the chat deadline (8 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8];
const BREAKER_VALUES = { closed: 0, half_open: 1, open: 2 };
/**
 * An upstream error code as a label. Codes come from the gateway, Node and the SDK (a bounded set)
 * except the numbers a tenant server picks: JSON-RPC error codes and HTTP statuses are folded so a
 * server cannot grow the label set.
 */
export function errorCodeLabel(code) {
    if (code.startsWith('JSONRPC_'))
        return 'JSONRPC_ERROR';
    const http = /^HTTP_([1-5])\d\d$/.exec(code);
    if (http)
        return `HTTP_${http[1]}XX`;
    return /^[A-Z][A-Z0-9_]{0,47}$/.test(code) ? code : 'OTHER';
}
/**
 * Creates the metrics of one gateway service instance, fed by the runtime's observer hooks (not
 * by parsing logs). A registry per instance keeps parallel services (tests, bench) apart.
 * Metric names are documented in the gateway README.
 */
export function createGatewayMetrics(options = {}) {
    const registry = new Registry();
    // Several instances behind one scraper: each series says which instance it came from (not
    // `instance`, which the scraper sets to the target address).
    if (options.instanceId !== undefined)
        registry.setDefaultLabels({ gateway_instance: options.instanceId });
    if (options.defaultMetrics ?? true)
        collectDefaultMetrics({ register: registry, prefix: 'asixto_gateway_' });
    const calls = new Counter({
        name: 'asixto_gateway_calls_total',
        help: 'Tool calls finished, by company, tool name (as its server lists it; unknown when the name did not resolve to an exposed tool) and outcome.',
        labelNames: ['company', 'tool', 'outcome'],
        registers: [registry],
    });
    const callSeconds = new Histogram({
        name: 'asixto_gateway_call_duration_seconds',
        help: 'Tool call latency as the agent sees it (all attempts), by company, tool and outcome.',
        labelNames: ['company', 'tool', 'outcome'],
        buckets: LATENCY_BUCKETS,
        registers: [registry],
    });
    const attempts = new Counter({
        name: 'asixto_gateway_call_attempts_total',
        help: 'Upstream attempts made for tool calls (1 per call plus retries).',
        labelNames: ['company', 'tool'],
        registers: [registry],
    });
    const retries = new Counter({
        name: 'asixto_gateway_retries_total',
        help: 'Retries after a dropped upstream connection, by reason.',
        labelNames: ['company', 'tool', 'reason'],
        registers: [registry],
    });
    const timeouts = new Counter({
        name: 'asixto_gateway_timeouts_total',
        help: 'Tool calls that hit the channel deadline (never retried).',
        labelNames: ['company', 'tool'],
        registers: [registry],
    });
    const truncations = new Counter({
        name: 'asixto_gateway_truncations_total',
        help: 'Results cut to the 3,000-character limit before reaching the model.',
        labelNames: ['company', 'tool'],
        registers: [registry],
    });
    const toolErrors = new Counter({
        name: 'asixto_gateway_tool_errors_total',
        help: 'Business errors returned by tools, by normalized error type.',
        labelNames: ['company', 'tool', 'error_type'],
        registers: [registry],
    });
    const cacheLookups = new Counter({
        name: 'asixto_gateway_catalog_cache_lookups_total',
        help: 'Catalog cache lookups per server, by result (hit or miss).',
        labelNames: ['company', 'result'],
        registers: [registry],
    });
    const upstreamErrors = new Counter({
        name: 'asixto_gateway_upstream_errors_total',
        help: 'Errors talking to tenant servers, by company and error code.',
        labelNames: ['company', 'code'],
        registers: [registry],
    });
    const breakers = new Gauge({
        name: 'asixto_gateway_breaker_state',
        help: 'Circuit breaker of each tenant server: 0 closed, 1 half-open (one trial call), 2 open (calls refused).',
        labelNames: ['company', 'server'],
        registers: [registry],
    });
    const httpRequests = new Counter({
        name: 'asixto_gateway_http_requests_total',
        help: 'HTTP API requests, by method, route pattern and status code.',
        labelNames: ['method', 'route', 'status'],
        registers: [registry],
    });
    const httpSeconds = new Histogram({
        name: 'asixto_gateway_http_request_duration_seconds',
        help: 'HTTP API request latency, by method and route pattern.',
        labelNames: ['method', 'route'],
        buckets: LATENCY_BUCKETS,
        registers: [registry],
    });
    const observer = {
        callFinished(e) {
            const labels = { company: e.company, tool: e.tool };
            calls.inc({ ...labels, outcome: e.outcome });
            callSeconds.observe({ ...labels, outcome: e.outcome }, e.latencyMs / 1000);
            attempts.inc(labels, e.attempts);
            if (e.outcome === 'timeout')
                timeouts.inc(labels);
            if (e.truncated)
                truncations.inc(labels);
            if (e.outcome === 'tool_error' && e.errorType)
                toolErrors.inc({ ...labels, error_type: e.errorType });
        },
        retry(e) {
            retries.inc({ company: e.company, tool: e.tool, reason: e.reason });
        },
        cacheLookup(e) {
            cacheLookups.inc({ company: e.company, result: e.hit ? 'hit' : 'miss' });
        },
        upstreamError(e) {
            upstreamErrors.inc({ company: e.company, code: errorCodeLabel(e.code) });
        },
        breakerChanged(e) {
            breakers.set({ company: e.company, server: e.serverId }, BREAKER_VALUES[e.state]);
        },
    };
    return {
        registry,
        observer,
        httpRequest(e) {
            httpRequests.inc({ method: e.method, route: e.route, status: String(e.status) });
            httpSeconds.observe({ method: e.method, route: e.route }, e.seconds);
        },
        render: () => registry.metrics(),
    };
}
//# sourceMappingURL=gateway-metrics.js.map