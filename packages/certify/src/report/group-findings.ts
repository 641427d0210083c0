import type { Finding } from '@asixto/contract';
import type { ContractPage, Lang } from '@asixto/contract';
import { CERTIFY_MESSAGES, getRule, isBlocking, renderMessage, ruleDocsUrl } from '@asixto/contract';
import type { Report, SkippedCheck } from '../engine/report.js';
import { toolName } from '../engine/report.js';
import { CHAT_PROBE_OFFSET, PROBE_TIMEZONES } from '../probe/read-calls.js';

export interface FindingGroup {
  /** `server`, `catalog`, or a tool name. */
  key: string;
  title: string;
  findings: Finding[];
  skipped: SkippedCheck[];
  /** One-line explanations shown after the findings they concern (e.g. why Asia/Kathmandu). */
  notes: string[];
}

export type Mark = 'pass' | 'block' | 'warn';

export function markOf(finding: Finding): Mark {
  if (finding.ok) return 'pass';
  return isBlocking(finding) ? 'block' : 'warn';
}

export function pageOf(rule: string): ContractPage | undefined {
  return getRule(rule)?.page;
}

/** The link to a rule's explanation in `docs/contract/`, for a rule of the catalog. */
export function docsOf(rule: string, lang: Lang): string | undefined {
  return getRule(rule) === undefined ? undefined : ruleDocsUrl(rule, lang);
}

/** Findings by subject: the server first, then the catalog, then each tool in listing order. */
export function groupFindings(report: Report): FindingGroup[] {
  const { lang } = report;
  const groups = new Map<string, FindingGroup>();
  const group = (key: string, title: string): FindingGroup => {
    let g = groups.get(key);
    if (!g) {
      g = { key, title, findings: [], skipped: [], notes: [] };
      groups.set(key, g);
    }
    return g;
  };
  const server = group('server', renderMessage(CERTIFY_MESSAGES, 'sectionServer', lang));
  const catalog = group('catalog', renderMessage(CERTIFY_MESSAGES, 'sectionCatalog', lang));
  const toolGroup = (tool: string) =>
    group(`tool:${tool}`, renderMessage(CERTIFY_MESSAGES, 'sectionTool', lang, { tool }));
  for (const tool of report.tools) {
    const name = toolName(tool);
    if (name !== undefined) toolGroup(name);
  }
  for (const finding of report.findings) {
    if (finding.tool !== undefined) toolGroup(finding.tool).findings.push(finding);
    else if (getRule(finding.rule)?.scope === 'server') server.findings.push(finding);
    else catalog.findings.push(finding);
  }
  for (const skip of report.skipped) {
    if (skip.tool !== undefined) toolGroup(skip.tool).skipped.push(skip);
    else server.skipped.push(skip);
  }
  const groupsShown = [...groups.values()].filter((g) => g.findings.length > 0 || g.skipped.length > 0);
  for (const g of groupsShown) {
    // A wrong offset surprises whoever reads it: say once, where it appears, why that time zone.
    if (g.findings.some((f) => f.rule === 'call-date-offset' && !f.ok)) {
      g.notes.push(
        renderMessage(CERTIFY_MESSAGES, 'noteDateProbe', lang, {
          timezone: PROBE_TIMEZONES.chat,
          offset: CHAT_PROBE_OFFSET,
        }),
      );
    }
  }
  return groupsShown;
}
