import type { GatewayObserver } from '../observer.js';
import type { ServerState } from '../servers/server-state.js';
import type { ExposureSource } from './exposure-source.js';
/**
 * The exposure sources of one tenant: each server with its cached listing, in registration order.
 * A fresh entry is taken as is (the per-turn fast path); an expired one is listed again (single
 * flight), and a server whose listing fails contributes nothing. A server with nothing certified
 * is never listed from here: it exposes nothing, and an agent's turn must not make the gateway
 * contact a server that failed certification.
 */
export declare function tenantSources(company: string, states: readonly ServerState[], observer: Required<GatewayObserver>): Promise<ExposureSource[]>;
//# sourceMappingURL=tenant-sources.d.ts.map