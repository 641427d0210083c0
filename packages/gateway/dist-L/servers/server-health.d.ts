import type { RefreshEvent } from '../catalog/server-catalog.js';
import type { ToolPins } from '../catalog/prepared-tool.js';
import type { CertificationRecord, ServerStatus } from '../registry/registry-store.js';
/** `none`: never judged; `failed`: judged and nothing passed; `passed`: at least one tool certified. */
export type CertificationState = 'none' | 'failed' | 'passed';
/**
 * What this process knows of one server's health: the pins of its last usable certification and
 * how its last listing went. Its status is derived from these facts ({@link deriveServerStatus}).
 */
export declare class ServerHealth {
    pins: ToolPins | undefined;
    certification: CertificationState;
    refreshOk: boolean;
    /** Certified tools whose listed definition no longer matches the pin (withheld). */
    changedTools: string[];
    /** Whether this process has listed the server yet; until then the persisted status stands. */
    listed: boolean;
    /** Restores the facts of a server loaded from the registry. */
    restore(last: CertificationRecord | undefined, persisted: ServerStatus): void;
    /** Takes the pins of a usable certification run. */
    certified(pins: ToolPins): void;
    /** A run that could not judge the server keeps the previous pins; with none, nothing is exposable. */
    unjudged(): void;
    /** Records how a listing went. */
    refreshed(event: RefreshEvent): void;
    /** The status now; the persisted one until this process has listed the server. */
    status(persisted: ServerStatus): ServerStatus;
}
//# sourceMappingURL=server-health.d.ts.map