import type { ErrorType, LeakCount } from '@asixto/contract';
import type { CallOutcomeKind } from './call/call-types.js';

export interface CallFinishedEvent {
  requestId: string;
  company: string;
  /** The tool's own name when the call resolved to an exposed tool, else `unknown`. */
  tool: string;
  /** The server of the resolved tool. */
  serverId?: string;
  outcome: CallOutcomeKind;
  attempts: number;
  latencyMs: number;
  truncated: boolean;
  errorType?: ErrorType;
  /** What the result guard removed from the answer, per rule (absent when nothing leaked). */
  leaks?: LeakCount[];
  /** For the call records, which keep only its keyed hash; never logged or used as a label. */
  conversationId?: string;
  /** The managed key the request came with, when the HTTP layer knew it. */
  keyId?: string;
}

export interface RetryEvent {
  requestId: string;
  company: string;
  tool: string;
  attempt: number;
  reason: string;
}

export interface CacheLookupEvent {
  company: string;
  serverId: string;
  hit: boolean;
}

export interface BreakerEvent {
  company: string;
  serverId: string;
  state: 'closed' | 'open' | 'half_open';
}

export interface UpstreamErrorEvent {
  company: string;
  serverId: string;
  code: string;
}

/** An entry read back from the shared cache (Redis) and refused: forged, oversized or malformed. */
export interface SharedEntryRejectedEvent {
  serverId: string;
  /** The server's company, when this instance runs a server of that id. */
  company?: string;
  reason: 'size' | 'format' | 'signature' | 'shape';
}

/**
 * Hooks the service (metrics) plugs into the runtime. Every hook is optional and must not throw;
 * the runtime calls them through {@link safeObserver} so a faulty hook cannot break a call.
 */
export interface GatewayObserver {
  callFinished?(event: CallFinishedEvent): void;
  retry?(event: RetryEvent): void;
  cacheLookup?(event: CacheLookupEvent): void;
  upstreamError?(event: UpstreamErrorEvent): void;
  breakerChanged?(event: BreakerEvent): void;
  sharedEntryRejected?(event: SharedEntryRejectedEvent): void;
}

type Required_<T> = { [K in keyof T]-?: T[K] };

/**
 * Wraps an observer so every hook exists and a throwing hook is logged instead of propagating:
 * metrics must never change the outcome of a call.
 */
export function safeObserver(
  observer: GatewayObserver | undefined,
  onHookError: (hook: string, error: unknown) => void,
): Required_<GatewayObserver> {
  const wrap =
    <E>(hook: keyof GatewayObserver) =>
    (event: E): void => {
      const fn = observer?.[hook] as ((e: E) => void) | undefined;
      if (!fn) return;
      try {
        fn.call(observer, event);
      } catch (error) {
        onHookError(hook, error);
      }
    };
  return {
    callFinished: wrap<CallFinishedEvent>('callFinished'),
    retry: wrap<RetryEvent>('retry'),
    cacheLookup: wrap<CacheLookupEvent>('cacheLookup'),
    upstreamError: wrap<UpstreamErrorEvent>('upstreamError'),
    breakerChanged: wrap<BreakerEvent>('breakerChanged'),
    sharedEntryRejected: wrap<SharedEntryRejectedEvent>('sharedEntryRejected'),
  };
}
