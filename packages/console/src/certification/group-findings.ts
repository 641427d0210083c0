import { isBlocking } from '@asixto/contract';
import type { CertifyReport, Finding, RuleInfo, SkippedCheck } from '../api/api-types';

export type Mark = 'pass' | 'block' | 'warn';

export function markOf(finding: Finding): Mark {
  if (finding.ok) return 'pass';
  return isBlocking(finding) ? 'block' : 'warn';
}

export type GroupSubject = { kind: 'server' } | { kind: 'catalog' } | { kind: 'tool'; tool: string };

/** The findings about one subject, split the way the page shows them: problems open, passes folded. */
export interface FindingGroup {
  key: string;
  subject: GroupSubject;
  /** Blocking and warning findings, in report order. */
  problems: Finding[];
  passed: Finding[];
  skipped: SkippedCheck[];
}

/** A listed tool's name, read defensively: the definitions are whatever the server listed. */
export function toolNameOf(definition: unknown): string | undefined {
  if (typeof definition !== 'object' || definition === null) return undefined;
  const name = (definition as { name?: unknown }).name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Groups findings like the certifier's HTML report: the server first, then the catalog, then each
 * tool in listing order (tools named only by findings after them). A finding without a tool is about
 * the server when its rule's scope is `server`, else about the catalog; the scope comes from the
 * rule catalog the gateway serves. Groups with nothing in them are left out.
 */
export function groupFindings(
  report: Pick<CertifyReport, 'findings' | 'tools' | 'skipped'>,
  rules: readonly RuleInfo[],
): FindingGroup[] {
  const scopeOf = new Map(rules.map((r) => [r.id, r.scope]));
  const groups = new Map<string, FindingGroup>();
  const group = (key: string, subject: GroupSubject): FindingGroup => {
    let g = groups.get(key);
    if (!g) {
      g = { key, subject, problems: [], passed: [], skipped: [] };
      groups.set(key, g);
    }
    return g;
  };
  const server = group('server', { kind: 'server' });
  const catalog = group('catalog', { kind: 'catalog' });
  const toolGroup = (tool: string): FindingGroup => group(`tool:${tool}`, { kind: 'tool', tool });
  for (const definition of report.tools) {
    const name = toolNameOf(definition);
    if (name !== undefined) toolGroup(name);
  }
  for (const finding of report.findings) {
    const target =
      finding.tool !== undefined
        ? toolGroup(finding.tool)
        : scopeOf.get(finding.rule) === 'server'
          ? server
          : catalog;
    (finding.ok ? target.passed : target.problems).push(finding);
  }
  for (const skip of report.skipped) {
    (skip.tool !== undefined ? toolGroup(skip.tool) : server).skipped.push(skip);
  }
  return [...groups.values()].filter((g) => g.problems.length + g.passed.length + g.skipped.length > 0);
}
