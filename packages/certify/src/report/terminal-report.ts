import { CERTIFY_MESSAGES, renderMessage } from '@asixto/contract';
import type { Report } from '../engine/report.js';
import type { Mark } from './group-findings.js';
import { docsOf, groupFindings, markOf, pageOf } from './group-findings.js';
import { verdictLines } from './verdict.js';

const SYMBOL: Record<Mark, string> = { pass: '✓', block: '✗', warn: '!' };
const COLOR: Record<Mark | 'dim' | 'bold' | 'skip', string> = {
  pass: '\u001b[32m',
  block: '\u001b[31m',
  warn: '\u001b[33m',
  skip: '\u001b[36m',
  dim: '\u001b[2m',
  bold: '\u001b[1m',
};
const RESET = '\u001b[0m';

/** An OSC 8 hyperlink: terminals that know it make `text` clickable, others show `text` alone. */
function hyperlink(text: string, url: string): string {
  return `\u001b]8;;${url}\u001b\\${text}\u001b]8;;\u001b\\`;
}

export interface TerminalOptions {
  /** ANSI colours; the CLI turns them off for NO_COLOR, a non-TTY or a file. */
  color?: boolean;
}

/**
 * The human report: findings grouped by subject (server first), each with ✓/✗/!, its rule id and
 * contract page (and, when it failed, the link to its rule's explanation), skipped checks and why,
 * then the verdict, the era and one count line.
 */
export function renderTerminal(report: Report, { color = false }: TerminalOptions = {}): string {
  const paint = (style: keyof typeof COLOR, text: string) =>
    color ? `${COLOR[style]}${text}${RESET}` : text;
  const { lang } = report;
  const lines: string[] = [
    paint('bold', renderMessage(CERTIFY_MESSAGES, 'reportTitle', lang, { url: report.url })),
    '',
  ];
  for (const group of groupFindings(report)) {
    lines.push(paint('bold', group.title));
    for (const finding of group.findings) {
      const mark = markOf(finding);
      const page = pageOf(finding.rule);
      const ref = page
        ? ` ${paint('dim', `(${renderMessage(CERTIFY_MESSAGES, 'pageRef', lang, { page })})`)}`
        : '';
      const heuristic =
        finding.heuristic && !finding.ok
          ? ` ${paint('dim', `[${renderMessage(CERTIFY_MESSAGES, 'heuristicMark', lang)}]`)}`
          : '';
      const path = finding.path ? ` ${paint('dim', finding.path)}` : '';
      const docs = docsOf(finding.rule, lang);
      const rule = docs && color ? hyperlink(finding.rule, docs) : finding.rule;
      lines.push(`  ${paint(mark, SYMBOL[mark])} ${rule}${ref} ${finding.message}${path}${heuristic}`);
      // What failed says where its rule is explained; in a terminal every rule id is a link as well.
      if (docs && !finding.ok) lines.push(`      ${paint('dim', docs)}`);
    }
    for (const note of group.notes) lines.push(`    ${paint('dim', note)}`);
    for (const skip of group.skipped) {
      const label = renderMessage(CERTIFY_MESSAGES, 'sectionSkipped', lang);
      lines.push(
        `  ${paint('skip', '-')} ${skip.rule ? `${skip.rule} ` : ''}${paint('dim', `${label}:`)} ${skip.reason}`,
      );
    }
    lines.push('');
  }
  const closing = verdictLines(report);
  const verdictStyle = report.fatal || report.summary.blocking > 0 ? 'block' : 'pass';
  lines.push(
    closing.idempotency,
    closing.era,
    paint(verdictStyle, paint('bold', closing.verdict)),
    closing.counts,
  );
  return `${lines.join('\n')}\n`;
}
