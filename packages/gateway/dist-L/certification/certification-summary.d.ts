import type { Finding } from '@asixto/contract';
import type { ServerEra, ServerStatus } from '../registry/registry-store.js';
/** The fields of the certify engine's report the gateway reads (structural, to stay decoupled). */
export interface CertificationReportLike {
    era: ServerEra;
    summary: {
        passed: number;
        blocking: number;
        warnings: number;
    };
    findings: Finding[];
    tools: unknown[];
    fatal?: {
        code: string;
        message: string;
    };
}
export interface BlockingFinding {
    rule: string;
    tool?: string;
    message: string;
}
/** What registration and recertification return: no report internals, no credential. */
export interface CertificationSummary {
    status: ServerStatus;
    certifiedAt: string;
    era: ServerEra;
    summary: {
        passed: number;
        blocking: number;
        warnings: number;
    };
    certifiedTools: string[];
    blockingFindings: BlockingFinding[];
    /** Present when certification could not run (unreachable, refused, protocol failure). */
    fatal?: {
        code: string;
        message: string;
    };
}
export declare function summarizeCertification(report: CertificationReportLike, certifiedTools: string[], status: ServerStatus, certifiedAt: string): CertificationSummary;
//# sourceMappingURL=certification-summary.d.ts.map