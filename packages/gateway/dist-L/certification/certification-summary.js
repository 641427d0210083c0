import { isBlocking } from '@asixto/contract';
export function summarizeCertification(report, certifiedTools, status, certifiedAt) {
    const summary = {
        status,
        certifiedAt,
        era: report.era,
        summary: { ...report.summary },
        certifiedTools: [...certifiedTools],
        blockingFindings: report.findings.filter(isBlocking).map((f) => {
            const b = { rule: f.rule, message: f.message };
            if (f.tool !== undefined)
                b.tool = f.tool;
            return b;
        }),
    };
    if (report.fatal)
        summary.fatal = { code: report.fatal.code, message: report.fatal.message };
    return summary;
}
//# sourceMappingURL=certification-summary.js.map