import { Registry } from 'prom-client';
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
}
/** The observer hooks the metrics feed on; structurally the gateway's `GatewayObserver`. */
export interface MetricsObserver {
    callFinished(e: CallFinishedEvent): void;
    retry(e: {
        requestId: string;
        company: string;
        tool: string;
        attempt: number;
        reason: string;
    }): void;
    cacheLookup(e: {
        company: string;
        serverId: string;
        hit: boolean;
    }): void;
    upstreamError(e: {
        company: string;
        serverId: string;
        code: string;
    }): void;
    breakerChanged(e: {
        company: string;
        serverId: string;
        state: 'closed' | 'open' | 'half_open';
    }): void;
}
/**
 * An upstream error code as a label. Codes come from the gateway, Node and the SDK (a bounded set)
 * except the numbers a tenant server picks: JSON-RPC error codes and HTTP statuses are folded so a
 * server cannot grow the label set.
 */
export declare function errorCodeLabel(code: string): string;
export interface GatewayMetrics {
    /** The Prometheus registry of this service instance (never the global one). */
    registry: Registry;
    /** Pass as `createGateway({ observer })`. */
    observer: MetricsObserver;
    /** Records one HTTP request of the API. */
    httpRequest(e: {
        method: string;
        route: string;
        status: number;
        seconds: number;
    }): void;
    /** Prometheus text exposition. */
    render(): Promise<string>;
}
/**
 * Creates the metrics of one gateway service instance, fed by the runtime's observer hooks (not
 * by parsing logs). A registry per instance keeps parallel services (tests, bench) apart.
 * Metric names are documented in the gateway README.
 */
export declare function createGatewayMetrics(options?: {
    defaultMetrics?: boolean;
    instanceId?: string;
}): GatewayMetrics;
//# sourceMappingURL=gateway-metrics.d.ts.map