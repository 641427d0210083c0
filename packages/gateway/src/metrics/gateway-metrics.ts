import { CounterFamily, GaugeFamily, HistogramFamily } from './metric-families.js';
import type { LabelPairs } from './metric-families.js';
import { lazyProcessMetrics } from './process-metrics.js';

/** The content type of the Prometheus text format this service writes. */
const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Seconds; covers a loopback call (~1 ms) up to the chat deadline (8 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8];

/** What a finished tool call reports to the observer (see the gateway's `GatewayObserver`). */
export interface CallFinishedEvent {
  requestId: string;
  company: string;
  tool: string;
  outcome: string;
  attempts: number;
  latencyMs: number;
  truncated: boolean;
  errorType?: string;
  serverId?: string;
  /** What the result guard removed, per rule. */
  leaks?: { rule: string; count: number }[];
}

/** The observer hooks the metrics feed on; structurally the gateway's `GatewayObserver`. */
export interface MetricsObserver {
  callFinished(e: CallFinishedEvent): void;
  retry(e: { requestId: string; company: string; tool: string; attempt: number; reason: string }): void;
  cacheLookup(e: { company: string; serverId: string; hit: boolean }): void;
  upstreamError(e: { company: string; serverId: string; code: string }): void;
  breakerChanged(e: { company: string; serverId: string; state: 'closed' | 'open' | 'half_open' }): void;
  sharedEntryRejected(e: { reason: string }): void;
}

const BREAKER_VALUES = { closed: 0, half_open: 1, open: 2 } as const;

/**
 * An upstream error code as a label. Codes come from the gateway, Node and the SDK (a bounded set)
 * except the numbers a tenant server picks: JSON-RPC error codes and HTTP statuses are folded so a
 * server cannot grow the label set.
 */
export function errorCodeLabel(code: string): string {
  if (code.startsWith('JSONRPC_')) return 'JSONRPC_ERROR';
  const http = /^HTTP_([1-5])\d\d$/.exec(code);
  if (http) return `HTTP_${http[1]}XX`;
  return /^[A-Z][A-Z0-9_]{0,47}$/.test(code) ? code : 'OTHER';
}

export interface GatewayMetrics {
  /** The content type of `render()`'s text (Prometheus text format 0.0.4). */
  contentType: string;
  /** Pass as `createGateway({ observer })`. */
  observer: MetricsObserver;
  /** Records one HTTP request of the API. */
  httpRequest(e: { method: string; route: string; status: number; seconds: number }): void;
  /** The MCP endpoint's `subscriptions/listen` streams: one opened, refused (by which cap) or ended (why). */
  listenStreams: {
    opened(company: string): void;
    refused(company: string, scope: 'company' | 'instance'): void;
    ended(company: string, why: 'idle' | 'lifetime' | 'closed'): void;
  };
  /** The call records' queue: written, or dropped (queue full, write failed). */
  callRecords: {
    onWritten(count: number): void;
    onDropped(reason: 'queue_full' | 'write_failed', count: number): void;
  };
  /** Prometheus text exposition. */
  render(): Promise<string>;
}

/**
 * Creates the metrics of one gateway service instance, fed by the runtime's observer hooks (not
 * by parsing logs). Each instance keeps its own series (there is no global registry), so parallel
 * services (tests, bench) stay apart. Metric names are documented in the gateway README.
 */
export function createGatewayMetrics(
  options: { defaultMetrics?: boolean; instanceId?: string } = {},
): GatewayMetrics {
  // Several instances behind one scraper: each series says which instance it came from (not
  // `instance`, which the scraper sets to the target address).
  const defaultLabels: LabelPairs =
    options.instanceId === undefined ? [] : [['gateway_instance', options.instanceId]];
  const processMetrics =
    (options.defaultMetrics ?? true) ? lazyProcessMetrics('asixto_gateway_', defaultLabels) : undefined;

  const calls = new CounterFamily(
    'asixto_gateway_calls_total',
    'Tool calls finished, by company, tool name (as its server lists it; unknown when the name did not resolve to an exposed tool) and outcome.',
    ['company', 'tool', 'outcome'],
  );
  const callSeconds = new HistogramFamily(
    'asixto_gateway_call_duration_seconds',
    'Tool call latency as the agent sees it (all attempts), by company, tool and outcome.',
    ['company', 'tool', 'outcome'],
    LATENCY_BUCKETS,
  );
  const attempts = new CounterFamily(
    'asixto_gateway_call_attempts_total',
    'Upstream attempts made for tool calls (1 per call plus retries).',
    ['company', 'tool'],
  );
  const retries = new CounterFamily(
    'asixto_gateway_retries_total',
    'Retries after a dropped upstream connection, by reason.',
    ['company', 'tool', 'reason'],
  );
  const timeouts = new CounterFamily(
    'asixto_gateway_timeouts_total',
    'Tool calls that hit the channel deadline (never retried).',
    ['company', 'tool'],
  );
  const truncations = new CounterFamily(
    'asixto_gateway_truncations_total',
    'Results cut to the 3,000-character limit before reaching the model.',
    ['company', 'tool'],
  );
  const toolErrors = new CounterFamily(
    'asixto_gateway_tool_errors_total',
    'Business errors returned by tools, by normalized error type.',
    ['company', 'tool', 'error_type'],
  );
  const resultLeaks = new CounterFamily(
    'asixto_gateway_result_leaks_total',
    'Stack traces, runtime or database errors and secrets the result guard removed from tool results before the model, by company, server and rule (call-no-traces, call-no-secrets).',
    ['company', 'server', 'rule'],
  );
  const cacheLookups = new CounterFamily(
    'asixto_gateway_catalog_cache_lookups_total',
    'Catalog cache lookups per server, by result (hit or miss).',
    ['company', 'result'],
  );
  const upstreamErrors = new CounterFamily(
    'asixto_gateway_upstream_errors_total',
    'Errors talking to tenant servers, by company and error code.',
    ['company', 'code'],
  );
  const breakers = new GaugeFamily(
    'asixto_gateway_breaker_state',
    'Circuit breaker of each tenant server: 0 closed, 1 half-open (one trial call), 2 open (calls refused).',
    ['company', 'server'],
  );
  const httpRequests = new CounterFamily(
    'asixto_gateway_http_requests_total',
    'HTTP API requests, by method, route pattern and status code.',
    ['method', 'route', 'status'],
  );
  const httpSeconds = new HistogramFamily(
    'asixto_gateway_http_request_duration_seconds',
    'HTTP API request latency, by method and route pattern.',
    ['method', 'route'],
    LATENCY_BUCKETS,
  );
  const sharedRejected = new CounterFamily(
    'asixto_gateway_shared_entries_rejected_total',
    'Catalog entries read back from Redis and refused (size, format, signature, shape): the mirror kept its own.',
    ['reason'],
  );
  const listenOpen = new GaugeFamily(
    'asixto_gateway_listen_streams',
    'subscriptions/listen streams of the MCP endpoint open in this instance.',
    [],
  );
  const listenRefused = new CounterFamily(
    'asixto_gateway_listen_streams_refused_total',
    'subscriptions/listen requests refused, by the cap reached (company or instance).',
    ['scope'],
  );
  const listenEnded = new CounterFamily(
    'asixto_gateway_listen_streams_ended_total',
    'subscriptions/listen streams ended, by why: idle (no notification for the idle timeout), lifetime, closed (client or shutdown).',
    ['reason'],
  );
  const recordsWritten = new CounterFamily(
    'asixto_gateway_call_records_written_total',
    'Call records written to the registry.',
    [],
  );
  const recordsDropped = new CounterFamily(
    'asixto_gateway_call_records_dropped_total',
    'Call records lost, by reason: queue_full (the engine is behind; the call went on), write_failed.',
    ['reason'],
  );
  let listening = 0;
  listenOpen.set([], 0);
  const families = [
    calls,
    callSeconds,
    attempts,
    retries,
    timeouts,
    truncations,
    toolErrors,
    resultLeaks,
    cacheLookups,
    upstreamErrors,
    breakers,
    httpRequests,
    httpSeconds,
    sharedRejected,
    listenOpen,
    listenRefused,
    listenEnded,
    recordsWritten,
    recordsDropped,
  ];

  const observer: MetricsObserver = {
    callFinished(e) {
      const pair = [e.company, e.tool];
      const withOutcome = [e.company, e.tool, e.outcome];
      calls.inc(withOutcome);
      callSeconds.observe(withOutcome, e.latencyMs / 1000);
      attempts.inc(pair, e.attempts);
      if (e.outcome === 'timeout') timeouts.inc(pair);
      if (e.truncated) truncations.inc(pair);
      if (e.outcome === 'tool_error' && e.errorType) toolErrors.inc([e.company, e.tool, e.errorType]);
      if (e.leaks)
        for (const leak of e.leaks)
          resultLeaks.inc([e.company, e.serverId ?? 'unknown', leak.rule], leak.count);
    },
    retry(e) {
      retries.inc([e.company, e.tool, e.reason]);
    },
    cacheLookup(e) {
      cacheLookups.inc([e.company, e.hit ? 'hit' : 'miss']);
    },
    upstreamError(e) {
      upstreamErrors.inc([e.company, errorCodeLabel(e.code)]);
    },
    breakerChanged(e) {
      breakers.set([e.company, e.serverId], BREAKER_VALUES[e.state]);
    },
    sharedEntryRejected(e) {
      sharedRejected.inc([e.reason]);
    },
  };

  return {
    contentType: PROMETHEUS_CONTENT_TYPE,
    observer,
    httpRequest(e) {
      httpRequests.inc([e.method, e.route, String(e.status)]);
      httpSeconds.observe([e.method, e.route], e.seconds);
    },
    listenStreams: {
      opened() {
        listenOpen.set([], ++listening);
      },
      refused(_company, scope) {
        listenRefused.inc([scope]);
      },
      ended(_company, why) {
        listenOpen.set([], --listening);
        listenEnded.inc([why]);
      },
    },
    callRecords: {
      onWritten(count) {
        recordsWritten.inc([], count);
      },
      onDropped(reason, count) {
        recordsDropped.inc([reason], count);
      },
    },
    async render() {
      const own = families.map((family) => family.render(defaultLabels)).join('\n\n');
      if (processMetrics === undefined) return `${own}\n`;
      return `${own}\n\n${await processMetrics.render()}`;
    },
  };
}
