// Upstream connector of @asixto/gateway: the MCP client per tenant server and its guarded fetch.
export { createUpstream } from './create-upstream.js';
export type {
  Upstream,
  UpstreamOptions,
  UpstreamCallRequest,
  UpstreamAuth,
  ToolDefinition,
} from './create-upstream.js';
export type { UpstreamCallSettled } from './upstream-call-settled.js';
export { guardedFetch } from './guarded-fetch.js';
export type { GuardedFetch, GuardedFetchOptions } from './guarded-fetch.js';
export { assertUpstreamUrlAllowed } from './assert-upstream-url-allowed.js';
export type { UrlPolicyOptions } from './assert-upstream-url-allowed.js';
export { classifyAddress } from './address-policy.js';
export type { AddressClass } from './address-policy.js';
export { stripReservedMeta } from './strip-reserved-meta.js';
export { classifyFailure } from './classify-failure.js';
export type { Failure, FailureKind } from './classify-failure.js';
export type { ToolsListener, ListenBackoffOptions } from './listen-with-backoff.js';
export { DEFAULT_UPSTREAM_LIMITS, largestAnswerBound } from './response-limits.js';
export type { UpstreamLimits } from './response-limits.js';
export { DEFAULT_SERVER_GUARD } from './server-guard.js';
export type { BreakerState, ServerGuardOptions } from './server-guard.js';
