import type { ErrorType, Lang, LeakCount } from '@asixto/contract';
import type { CallToolResult } from '@modelcontextprotocol/client';
import type { CallSpan } from '../telemetry/call-tracer.js';
import type { GatewayContext } from '../context/gateway-context.js';
import type { ExposureRejection } from '../exposure/decide-exposure.js';
import type { ResolvedTool, ResolvedToolResult } from '../exposure/resolved-tool.js';

/** Outcomes of a tool call; the pipeline yields exactly one per call. */
export type CallOutcomeKind = 'ok' | 'tool_error' | 'timeout' | 'unavailable' | 'rejected';

/** The validated per-call context: the gateway's `GatewayContext`, `lang` optional (Spanish). */
export type CallRequestContext = Omit<GatewayContext, 'lang'> & { lang?: Lang };

/** Why the pipeline itself (not exposure) refuses a call. */
export type PipelineRejection = 'unknown_tool' | 'other_company' | 'validation';

/** Why a call was rejected; logged with the call, not part of the outcome. */
export type CallRejection = ExposureRejection | PipelineRejection;

export type ResolveExposedTool = (
  context: CallRequestContext,
  company: string,
  toolName: string,
) => ResolvedToolResult | Promise<ResolvedToolResult>;

/** The result of one `callTool`. */
export interface CallOutcome {
  outcome: CallOutcomeKind;
  /** What the model reads: sanitized and cut to the contract limit. */
  text: string;
  /** `structuredContent` for `ok`; the error object without `details` for `tool_error`/validation. */
  structured?: unknown;
  errorType?: ErrorType;
  truncated: boolean;
  requestId: string;
  latencyMs: number;
  attempts: number;
  /** What the result guard removed from the answer, per rule (absent when nothing leaked). */
  leaks?: LeakCount[];
  /** Why an `unavailable` call could not reach its server (`CIRCUIT_OPEN`, `OAUTH_TOKEN_UNREACHABLE`, …). */
  reason?: string;
}

/** The outcome fields a call ends with; the runner adds timing and ids. */
export type CallStop = Pick<
  CallOutcome,
  'outcome' | 'text' | 'structured' | 'errorType' | 'truncated' | 'reason'
> & {
  rejection?: CallRejection;
};

/** A normalized result still to be shaped into the model's text (by `shapeText`). */
export interface Interpreted {
  outcome: 'ok' | 'tool_error' | 'rejected';
  result: unknown;
  structured?: unknown;
  errorType?: ErrorType;
  rejection?: PipelineRejection;
}

/**
 * How a stage ends a call: with a finished stop (timeouts, refusals), or with an answer given on the
 * server's behalf that still goes through `shapeText` (a validation error, a SYSTEM error).
 */
export type CallEnd =
  | { readonly ended: 'stop'; readonly stop: CallStop }
  | { readonly ended: 'answer'; readonly answer: Interpreted };

/** The call as it enters the pipeline. Each phase below adds what its stage established. */
export interface CallStart {
  readonly context: CallRequestContext;
  readonly prefixedName: string;
  readonly rawArguments: unknown;
  readonly lang: Lang;
  /** `performance.now()` when the call entered the pipeline; the deadline counts from here. */
  readonly startedAt: number;
  /** Upstream attempts so far (the outcome reports it whichever stage ends the call). */
  attempts: number;
  /** The un-prefixed tool name once known, for the call's log line. */
  toolName?: string;
  /** The tool's server once resolved, for the call's log line and metrics labels. */
  serverId?: string;
  /** What the result guard removed from the server's answer, per rule. */
  leaks?: LeakCount[];
  /** The call's span, when tracing is on. */
  span?: CallSpan;
}

export interface NamedCall extends CallStart {
  company: string;
  toolName: string;
}

export interface ResolvedCall extends NamedCall {
  resolved: ResolvedTool;
}

export interface ValidCall extends ResolvedCall {
  arguments: Record<string, unknown>;
}

export interface KeyedCall extends ValidCall {
  idempotencyKey: string;
}

export interface ReadyCall extends KeyedCall {
  meta: Record<string, unknown>;
}

export interface SettledCall extends ReadyCall {
  result: CallToolResult;
}

/** A stage: reads one phase of the call, continues with the next one or ends the call. */
export type CallStage<In extends CallStart, Out extends CallStart> = (
  call: In,
) => Out | CallEnd | Promise<Out | CallEnd>;
