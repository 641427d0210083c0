import type { ServerStatus } from '../registry/registry-store.js';
export interface ServerHealthFacts {
    /** `none`: never judged; `failed`: judged and nothing passed; `passed`: at least one tool certified. */
    certification: 'none' | 'failed' | 'passed';
    /** Whether the last listing attempt succeeded. */
    refreshOk: boolean;
    /** Certified tools whose current definition differs from the pin. */
    changedTools: number;
}
/**
 * The one place a server's status is derived, in priority order: never judged → pending; nothing
 * certified → failed; last refresh failed → degraded; a certified tool changed →
 * needs_recertification; else certified.
 */
export declare function deriveServerStatus(facts: ServerHealthFacts): ServerStatus;
//# sourceMappingURL=derive-server-status.d.ts.map