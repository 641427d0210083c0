import type { Finding, Lang } from '@asixto/contract';
import { ruleLevelLabel } from '@asixto/contract';
import type { Report } from '../engine/report.js';
import { escapeMarkup as x } from './escape.js';
import { docsOf, groupFindings, markOf, pageOf } from './group-findings.js';

function testcase(suite: string, name: string, body = ''): string {
  return `    <testcase classname="${x(`asixto-certify.${suite}`)}" name="${x(name)}"${body ? `>\n${body}\n    </testcase>` : ' />'}`;
}

function findingCase(
  suite: string,
  rule: string,
  findings: Finding[],
  lang: Lang,
): { xml: string; failed: boolean } {
  const page = pageOf(rule);
  const name = page ? `${rule} (p. ${page})` : rule;
  const blocking = findings.filter((f) => markOf(f) === 'block');
  const warnings = findings.filter((f) => markOf(f) === 'warn');
  // The last line of what a CI page shows for a failure or a warning: where the rule is explained.
  const docs = docsOf(rule, lang);
  const withDocs = (lines: string[]) => (docs ? [...lines, docs] : lines).join('\n');
  if (blocking.length > 0) {
    const text = withDocs(blocking.map((f) => f.message));
    const body = `      <failure message="${x(blocking[0]?.message ?? rule)}" type="${x(ruleLevelLabel(blocking[0]?.level ?? 'DEBE'))}">${x(text)}</failure>`;
    return { xml: testcase(suite, name, body), failed: true };
  }
  if (warnings.length > 0) {
    const text = withDocs(
      warnings.map((f) => `${ruleLevelLabel(f.level)}${f.heuristic ? ' (heuristic)' : ''}: ${f.message}`),
    );
    const body = `      <system-out>${x(text)}</system-out>`;
    return { xml: testcase(suite, name, body), failed: false };
  }
  return { xml: testcase(suite, name), failed: false };
}

/**
 * JUnit XML for CI: one test suite per subject (server, catalog, each tool), one test case per rule;
 * blocking findings are failures, warnings go to system-out, skipped checks are skipped cases and a
 * certification that could not run is an error.
 */
export function renderJunit(report: Report): string {
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  let errors = 0;
  let skippedCount = 0;
  for (const group of groupFindings(report)) {
    const cases: string[] = [];
    let suiteFailures = 0;
    const byRule = new Map<string, Finding[]>();
    for (const f of group.findings) byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f]);
    for (const [rule, findings] of byRule) {
      const { xml, failed } = findingCase(group.key, rule, findings, report.lang);
      cases.push(xml);
      if (failed) suiteFailures++;
    }
    for (const skip of group.skipped) {
      cases.push(
        testcase(group.key, skip.rule ?? 'skipped', `      <skipped message="${x(skip.reason)}" />`),
      );
    }
    tests += cases.length;
    failures += suiteFailures;
    skippedCount += group.skipped.length;
    suites.push(
      `  <testsuite name="${x(group.title)}" tests="${cases.length}" failures="${suiteFailures}" errors="0" skipped="${group.skipped.length}">\n${cases.join('\n')}\n  </testsuite>`,
    );
  }
  if (report.fatal) {
    errors = 1;
    tests += 1;
    suites.push(
      `  <testsuite name="certification" tests="1" failures="0" errors="1" skipped="0">\n${testcase('certification', 'certification', `      <error message="${x(report.fatal.message)}" type="${x(report.fatal.code)}">${x(report.fatal.message)}</error>`)}\n  </testsuite>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${x(`asixto-certify ${report.url}`)}" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skippedCount}" time="${(report.durationMs / 1000).toFixed(3)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
