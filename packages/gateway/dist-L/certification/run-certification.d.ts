import type { Lang } from '@asixto/contract';
import type { GatewayLogger } from '../logger.js';
import type { RegistryStore } from '../registry/registry-store.js';
import type { ServerLifecycle } from '../servers/server-lifecycle.js';
import type { ServerState } from '../servers/server-state.js';
import type { CertificationSummary } from './certification-summary.js';
export interface RunCertificationDeps {
    store: RegistryStore;
    lifecycle: ServerLifecycle;
    logger: GatewayLogger;
    lang: Lang;
    /** Budget of the whole run. */
    timeoutMs: number;
    /** The fetch the engine talks to the server with (the gateway's guarded fetch). */
    fetch: typeof fetch;
    now(): number;
}
/**
 * Certifies one server with the certify engine (read-only: writes are never executed from the
 * gateway), records the run, and pins the definitions of the tools that passed. A run that could
 * not judge the server (unreachable, refused) keeps the previous pins, so an outage during
 * recertification does not withdraw tools that were fine. Lists the server again afterwards, so
 * the status reflects the new pins.
 */
export declare function runCertification(state: ServerState, deps: RunCertificationDeps): Promise<CertificationSummary>;
//# sourceMappingURL=run-certification.d.ts.map