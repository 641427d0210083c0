import type { Finding } from '@asixto/contract';

/**
 * Several calls judge the same rule on the same tool; the report keeps every distinct failure and,
 * when there is none, a single passed finding per rule and tool.
 */
export function dedupeFindings(findings: readonly Finding[]): Finding[] {
  const failedKeys = new Set(findings.filter((f) => !f.ok).map((f) => `${f.rule}\u0000${f.tool ?? ''}`));
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const f of findings) {
    const key = `${f.rule}\u0000${f.tool ?? ''}`;
    if (f.ok && failedKeys.has(key)) continue;
    const exact = `${key}\u0000${f.ok}\u0000${f.message}`;
    const dedupKey = f.ok ? `${key}\u0000ok` : exact;
    if (seen.has(dedupKey)) continue;
    seen.add(dedupKey);
    out.push(f);
  }
  return out;
}
