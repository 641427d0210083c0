// Upstream connector of @asixto/gateway: the MCP client per tenant server and its guarded fetch.
export { createUpstream } from './create-upstream.js';
export { guardedFetch } from './guarded-fetch.js';
export { assertUpstreamUrlAllowed } from './assert-upstream-url-allowed.js';
export { classifyAddress } from './address-policy.js';
export { stripReservedMeta } from './strip-reserved-meta.js';
export { classifyFailure } from './classify-failure.js';
export { DEFAULT_UPSTREAM_LIMITS } from './response-limits.js';
export { DEFAULT_SERVER_GUARD } from './server-guard.js';
//# sourceMappingURL=index.js.map