import type { Report } from '../engine/report.js';
import { docsOf } from './group-findings.js';

/** The versioned, machine-readable shape of `--format json`. */
export interface JsonReport {
  url: string;
  era: Report['era'];
  summary: Report['summary'];
  idempotency: Report['idempotency'];
  findings: {
    rule: string;
    level: string;
    ok: boolean;
    heuristic: boolean;
    tool: string | null;
    message: string;
    /** The rule's explanation in `docs/contract/` (its anchor); null for a rule outside the catalog. */
    docs: string | null;
  }[];
}

/**
 * The fields the CLI contract promises, in that order, then `docs`; `tool` is null when absent.
 */
export function toJsonReport(report: Report): JsonReport {
  return {
    url: report.url,
    era: report.era,
    summary: { ...report.summary },
    idempotency: report.idempotency,
    findings: report.findings.map((f) => ({
      rule: f.rule,
      level: f.level,
      ok: f.ok,
      heuristic: f.heuristic,
      tool: f.tool ?? null,
      message: f.message,
      docs: docsOf(f.rule, report.lang) ?? null,
    })),
  };
}

export function renderJson(report: Report): string {
  return `${JSON.stringify(toJsonReport(report), null, 2)}\n`;
}
