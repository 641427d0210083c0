/**
 * How the call pipeline reports its spans: one per call (the gateway's), one child per upstream
 * attempt. The pipeline knows only this interface; OpenTelemetry is behind it, loaded lazily
 * (`load-otel-tracer.ts`) and absent unless configured, so a gateway without it pays nothing.
 */
export interface CallTracer {
  /** A span for one call, child of the incoming `traceparent` when there is one. */
  startCall(start: CallSpanStart): CallSpan;
}

export interface CallSpanStart {
  company: string;
  requestId: string;
  traceparent?: string;
}

export interface CallSpanEnd {
  tool: string;
  serverId?: string;
  outcome: string;
  errorType?: string;
  attempts: number;
  truncated: boolean;
}

export interface CallSpan {
  /**
   * A child span for upstream attempt `attempt` (1-based) of `tool` on server `serverId`; its
   * `traceparent` goes upstream in `_meta`, so the server's spans join the trace.
   */
  attempt(attempt: number, tool: string, serverId: string): AttemptSpan;
  end(end: CallSpanEnd): void;
}

export interface AttemptSpan {
  traceparent: string;
  /** `failure`: the attempt's failure code (dropped, refused, timeout…); absent when it answered. */
  end(failure?: string): void;
}
