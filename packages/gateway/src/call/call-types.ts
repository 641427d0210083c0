import type { ErrorType, Lang } from '@asixto/contract';
import type { ToolDefinition } from '../catalog/tool-definition.js';
import type { ExposureRejection } from '../exposure/decide-exposure.js';
import type { GatewayContext } from '../exposure/exposure-context.js';
import type { CallOutcomeKind } from '../observer.js';
import type { Upstream, UpstreamCallSettled } from '../upstream/create-upstream.js';

/** The validated per-call context: the gateway's `GatewayContext`, `lang` optional (Spanish). */
export type CallRequestContext = Omit<GatewayContext, 'lang'> & { lang?: Lang };

/** What the exposure resolver answers for an allowed call. */
export interface ResolvedTool {
  /** The cached, certified definition (as listed). */
  tool: ToolDefinition;
  /** Its pinned hash; keys the compiled validators (computed from the definition when absent). */
  hash?: string;
  server: { id: string; company: string };
  upstream: Pick<Upstream, 'callTool'>;
}

/** Why the pipeline itself (not exposure) refuses a call. */
export type PipelineRejection = 'unknown_tool' | 'other_company' | 'validation';

export type ResolveExposedTool = (
  context: CallRequestContext,
  company: string,
  toolName: string,
) => ResolvedTool | { rejected: ExposureRejection } | Promise<ResolvedTool | { rejected: ExposureRejection }>;

/** The result of one `callTool` (issue 5). */
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
}

/** Why a call was rejected; logged with the call, not part of the outcome (issue 5 fixes its fields). */
export type CallRejection = ExposureRejection | PipelineRejection;

/** The partial outcome a stage yields when it stops the call; the runner adds timing and ids. */
export type StageStop = Pick<CallOutcome, 'outcome' | 'text' | 'structured' | 'errorType' | 'truncated'> & {
  rejection?: CallRejection;
};

/** The one object every stage reads and extends. */
export interface CallState {
  readonly context: CallRequestContext;
  readonly prefixedName: string;
  readonly rawArguments: unknown;
  readonly lang: Lang;
  /** `performance.now()` when the call entered the pipeline; the deadline counts from here. */
  readonly startedAt: number;
  company?: string;
  toolName?: string;
  resolved?: ResolvedTool;
  arguments?: Record<string, unknown>;
  idempotencyKey?: string;
  meta?: Record<string, unknown>;
  settled?: UpstreamCallSettled;
  /**
   * The normalized result to shape for the model: set by interpretation, or earlier by a stage
   * that answers on the server's behalf (validation). Once set, the upstream is not called.
   */
  interpreted?: {
    outcome: 'ok' | 'tool_error' | 'rejected';
    result: unknown;
    structured?: unknown;
    errorType?: ErrorType;
    rejection?: PipelineRejection;
  };
  attempts: number;
  /** Set by a stage to end the call with this outcome. */
  stop?: StageStop;
}

/** A pipeline stage: a named function over the call state; it may set `state.stop`. */
export type CallStage = (state: CallState) => void | Promise<void>;
