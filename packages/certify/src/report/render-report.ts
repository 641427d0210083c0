import type { Report } from '../engine/report.js';
import { renderHtml } from './html-report.js';
import { renderJson } from './json-report.js';
import { renderJunit } from './junit-report.js';
import { renderTerminal } from './terminal-report.js';

export const REPORT_FORMATS = ['terminal', 'json', 'junit', 'html'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Renders a report in one of the CLI formats. */
export function renderReport(report: Report, format: ReportFormat, { color = false } = {}): string {
  switch (format) {
    case 'json':
      return renderJson(report);
    case 'junit':
      return renderJunit(report);
    case 'html':
      return renderHtml(report);
    case 'terminal':
      return renderTerminal(report, { color });
  }
}
